import type { Connection, ConnectionContext } from 'partyserver'

/** Who a socket belongs to, as checked by the Worker before the room was reached. */
export type ConnectionState = { userId: string }

/** Set by the Worker after checking the session (workers/api/parties.ts); stripped from client requests. */
export const ROOM_USER_HEADER = 'x-haven-user-id'

export function userIdFrom(ctx: ConnectionContext): string | null {
  return ctx.request.headers.get(ROOM_USER_HEADER)
}

export function send(connection: Connection, payload: unknown) {
  connection.send(JSON.stringify(payload))
}

/** Parse a client frame; anything that is not a JSON object with a string `type` is ignored. */
export function parseFrame(message: unknown): { type: string; [key: string]: unknown } | null {
  if (typeof message !== 'string' || message.length > 16_384) return null
  try {
    const value = JSON.parse(message)
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null
  } catch {
    return null
  }
}
