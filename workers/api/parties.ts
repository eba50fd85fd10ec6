import { routePartykitRequest } from 'partyserver'
import { getDb } from '~/db/client'
import { getSessionUserId } from '~/models/accounts/sessions.server'
import { conversationAccess } from '~/models/messaging/visibility.server'
import { asMember } from '~/models/viewer'
import { isRealtimeParty } from '~/models/messaging/realtime'
import { ROOM_USER_HEADER } from '../../party/room-plumbing'
import { errorResponse } from './errors'

/**
 * Whether a room request comes from the app's own pages: its Origin is the request's own origin
 * or APP_ORIGIN. Browsers send Origin on every WebSocket upgrade, and the session cookie would
 * go along with another site's (cross-site WebSocket hijacking: the inbox streams notification
 * text), so an upgrade without our Origin is refused. Rooms know members by the session cookie
 * only (no bearer token reaches them, see authorize below), so no non-browser client needs to
 * come without one; a non-upgrade request to a room is held to the same rule.
 */
export function ownOrigin(request: Request, env: Env) {
  const origin = request.headers.get('Origin')
  if (!origin) return false
  if (origin === new URL(request.url).origin) return true
  try {
    return origin === new URL(env.APP_ORIGIN).origin
  } catch {
    return false
  }
}

/**
 * Routes /parties/{party}/{room} to the PartyServer Durable Objects, after deciding on the
 * server who may connect: a member's inbox only to that member, a conversation only to its
 * participants. Nothing private is ever sent to an unauthenticated socket. The parties and what
 * their rooms send and accept: app/models/messaging/realtime.ts.
 */
export async function routeParty(request: Request, env: Env): Promise<Response | null> {
  const party = new URL(request.url).pathname.split('/')[2]
  if (!isRealtimeParty(party)) return null
  const clean = new Request(request)
  clean.headers.delete(ROOM_USER_HEADER)
  const authorize = async (req: Request, lobby: { className: string; name: string }) => {
    if (!ownOrigin(req, env)) return errorResponse(req, 403, 'forbidden')
    const db = getDb(env.DB)
    const userId = await getSessionUserId(req, db)
    if (!userId) return errorResponse(req, 401, 'authRequired')
    const allowed =
      lobby.className === 'Inbox'
        ? lobby.name === userId
        : lobby.className === 'Conversation'
          ? (await conversationAccess(db, lobby.name, asMember(userId))) !== null
          : false
    if (!allowed) return errorResponse(req, 403, 'forbidden')
    const forwarded = new Request(req)
    forwarded.headers.set(ROOM_USER_HEADER, userId)
    return forwarded
  }
  return routePartykitRequest(clean, env, { onBeforeConnect: authorize, onBeforeRequest: authorize })
}
