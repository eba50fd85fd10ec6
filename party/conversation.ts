import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { parseFrame, send, userIdFrom, type ConnectionState } from './room-plumbing'

/**
 * One Durable Object per conversation, reached at /parties/conversation/{conversationId}.
 * The Worker only lets participants in (workers/api/parties.ts). This class holds the
 * connection plumbing: who is connected, and liveness. Messages, typing, presence and
 * receipts belong to the messaging work.
 */
export class Conversation extends Server<Env> {
  static options = { hibernate: true }

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId) return connection.close(4401, 'Authentication required')
    connection.setState({ userId })
    send(connection, { type: 'ready', room: this.name, userId })
  }

  onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    const frame = parseFrame(message)
    if (frame?.type === 'ping') send(connection, { type: 'pong', at: Date.now() })
  }
}
