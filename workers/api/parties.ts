import { routePartykitRequest } from 'partyserver'
import { getDb } from '~/db/client'
import { getSessionUserId } from '~/models/accounts/sessions.server'
import { isConversationParticipant } from '~/models/messaging/conversations.server'
import { isRealtimeParty } from '~/models/messaging/realtime'
import { ROOM_USER_HEADER } from '../../party/room-plumbing'
import { errorResponse } from './errors'

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
    const db = getDb(env.DB)
    const userId = await getSessionUserId(req, db)
    if (!userId) return errorResponse(req, 401, 'authRequired')
    const allowed =
      lobby.className === 'Inbox'
        ? lobby.name === userId
        : lobby.className === 'Conversation'
          ? await isConversationParticipant(db, lobby.name, userId)
          : false
    if (!allowed) return errorResponse(req, 403, 'forbidden')
    const forwarded = new Request(req)
    forwarded.headers.set(ROOM_USER_HEADER, userId)
    return forwarded
  }
  return routePartykitRequest(clean, env, { onBeforeConnect: authorize, onBeforeRequest: authorize })
}
