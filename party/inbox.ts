import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { parseFrame, send, userIdFrom, type ConnectionState } from './room-plumbing'

/**
 * One Durable Object per member, reached at /parties/inbox/{userId}; only that member may
 * connect (checked in the Worker). It will carry live notifications, unread counts and
 * online/last-seen; here it holds the connection plumbing, one socket per open tab.
 */
export class Inbox extends Server<Env> {
  static options = { hibernate: true }

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId || userId !== this.name) return connection.close(4403, 'Forbidden')
    connection.setState({ userId })
    send(connection, { type: 'ready', room: this.name, tabs: [...this.getConnections()].length })
  }

  onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    const frame = parseFrame(message)
    if (frame?.type === 'ping') send(connection, { type: 'pong', at: Date.now() })
  }
}
