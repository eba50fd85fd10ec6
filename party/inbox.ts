import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { ROOM_CLOSE } from '~/models/messaging/realtime'
import { roomProtocol, userIdFrom, type ConnectionState } from './room-plumbing'

const protocol = roomProtocol('inbox')

/**
 * One Durable Object per member, reached at /parties/inbox/{userId}; only that member may
 * connect (checked in the Worker). It will carry live notifications, unread counts and
 * online/last-seen; here it holds the connection plumbing, one socket per open tab. What it
 * sends and accepts is typed in app/models/messaging/realtime.ts.
 */
export class Inbox extends Server<Env> {
  static options = { hibernate: true }

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId || userId !== this.name) return connection.close(ROOM_CLOSE.forbidden.code, ROOM_CLOSE.forbidden.reason)
    connection.setState({ userId })
    protocol.send(connection, { type: 'ready', room: this.name, tabs: [...this.getConnections()].length })
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
