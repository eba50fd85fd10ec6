import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { PROTOCOL_VERSION, ROOM_CLOSE } from '~/models/messaging/realtime'
import { roomProtocol, userIdFrom, type ConnectionState } from './room-plumbing'

const protocol = roomProtocol('conversation')

/**
 * One Durable Object per conversation, reached at /parties/conversation/{conversationId}.
 * The Worker only lets participants in (workers/api/parties.ts). This class holds the
 * connection plumbing: who is connected, and liveness. Messages, typing, presence and
 * receipts belong to the messaging work; what it sends and accepts is typed in
 * app/models/messaging/realtime.ts.
 */
export class Conversation extends Server<Env> {
  static options = { hibernate: true }

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId) return connection.close(ROOM_CLOSE.authRequired.code, ROOM_CLOSE.authRequired.reason)
    connection.setState({ userId })
    protocol.send(connection, {
      type: 'ready',
      room: this.name,
      userId,
      version: PROTOCOL_VERSION,
      readOnly: false,
      lastSeq: 0,
      receipts: [],
      present: [],
    })
  }

  onMessage(connection: Connection<ConnectionState>, frame: WSMessage) {
    const message = protocol.parse(frame)
    if (!message) return // malformed or unknown: ignored
    switch (message.type) {
      case 'ping':
        return protocol.send(connection, { type: 'pong', at: Date.now() })
    }
  }
}
