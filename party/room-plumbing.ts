import type { Connection, ConnectionContext, WSMessage } from 'partyserver'
import { encodeMessage, parseClientMessage, type ClientMessage, type RealtimeParty, type ServerMessage } from '~/models/messaging/realtime'

/** Who a socket belongs to, as checked by the Worker before the room was reached. */
export type ConnectionState = { userId: string }

/** Set by the Worker after checking the session (workers/api/parties.ts); stripped from client requests. */
export const ROOM_USER_HEADER = 'x-haven-user-id'

export function userIdFrom(ctx: ConnectionContext): string | null {
  return ctx.request.headers.get(ROOM_USER_HEADER)
}

/**
 * A room's side of the protocol (app/models/messaging/realtime.ts): `send` takes only the
 * messages this room may send, `parse` reads a client frame with this room's schema and answers
 * null for anything else (binary, too long, not JSON, unknown type, wrong fields), never throwing.
 */
export function roomProtocol<Party extends RealtimeParty>(party: Party) {
  return {
    send(connection: Connection, message: ServerMessage<Party>) {
      connection.send(encodeMessage(message))
    },
    parse(frame: WSMessage): ClientMessage<Party> | null {
      return parseClientMessage(party, frame)
    },
  }
}
