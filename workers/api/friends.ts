import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { FRIEND_REQUESTS_PER_DAY } from '~/models/members/friends-options'
import { FriendTargetSchema, MemberIdSchema } from '~/models/members/friends-schema'
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  FRIEND_FAILURE_STATUS,
  listSquad,
  removeFriend,
  sendFriendRequest,
  type FriendDeps,
  type FriendResult,
} from '~/models/members/friends.server'
import { message } from '~/utils/messages'
import { createNotifications, getLanguage } from '../from-build'
import { requireMember, type ApiVariables } from './auth-guard'
import { errorTranslator, jsonError } from './errors'
import { parseBody } from './validate'

/**
 * The member's Squad for apps (mounted at /api/friends): the same model as /friends. Cookie
 * session (same-origin for writes) or bearer access token; every answer concerns the caller.
 *
 *   GET    /api/friends?page=1            { friends: {entries,total,page,pageCount}, incoming, outgoing }
 *   POST   /api/friends {userId}          send a request (201), or accept theirs when they asked first (200)
 *   POST   /api/friends/accept {userId}   accept their pending request
 *   POST   /api/friends/decline {userId}  decline it
 *   POST   /api/friends/cancel {userId}   withdraw one's own request
 *   DELETE /api/friends/:userId           end the friendship (also DELETE /api/friends {userId})
 *
 * Refusals answer `{ error, code }`: 400 self, 403 profileHidden, 404 notFound / noRequest /
 * notFriends (an unknown, hidden or blocked member alike), 409 duplicate / alreadyFriends,
 * 429 rateLimited, 422 bad input.
 */
type Ctx = Context<{ Bindings: Env; Variables: ApiVariables }>
export const friendsApi = new Hono<{ Bindings: Env; Variables: ApiVariables }>()

friendsApi.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
friendsApi.use('*', requireMember)

const ListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() })

/** The database and the notifier of this request: the push to the Inbox waits for no answer. */
function notifier(c: Ctx): FriendDeps {
  const db = getDb(c.env.DB)
  const target = { db, inbox: c.env.Inbox, waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise) }
  return { db, notify: (inputs) => createNotifications(target, inputs) }
}

async function answer(c: Ctx, result: FriendResult, created = false) {
  if (!result.ok) {
    const t = await errorTranslator(c.req.raw)
    const text = t(message(`members:errors.${result.code}`, { max: FRIEND_REQUESTS_PER_DAY }))
    return c.json({ error: text, code: result.code }, FRIEND_FAILURE_STATUS[result.code] as ContentfulStatusCode)
  }
  return c.json({ outcome: result.outcome, userId: result.userId }, created && result.outcome === 'requested' ? 201 : 200)
}

friendsApi.get('/', async (c) => {
  const parsed = ListQuery.safeParse(c.req.query())
  if (!parsed.success) return jsonError(c, 422, 'invalidInput')
  const squad = await listSquad(getDb(c.env.DB), c.var.member.userId, {
    page: parsed.data.page,
    language: await getLanguage(c.req.raw),
  })
  return c.json(squad)
})

friendsApi.post('/', async (c) => {
  const body = await parseBody(c, FriendTargetSchema)
  if (body.error) return body.error
  return answer(c, await sendFriendRequest(notifier(c), c.var.member.userId, body.data.userId), true)
})

friendsApi.post('/accept', async (c) => {
  const body = await parseBody(c, FriendTargetSchema)
  if (body.error) return body.error
  return answer(c, await acceptFriendRequest(notifier(c), c.var.member.userId, body.data.userId))
})

friendsApi.post('/decline', async (c) => {
  const body = await parseBody(c, FriendTargetSchema)
  if (body.error) return body.error
  return answer(c, await declineFriendRequest(getDb(c.env.DB), c.var.member.userId, body.data.userId))
})

friendsApi.post('/cancel', async (c) => {
  const body = await parseBody(c, FriendTargetSchema)
  if (body.error) return body.error
  return answer(c, await cancelFriendRequest(getDb(c.env.DB), c.var.member.userId, body.data.userId))
})

friendsApi.delete('/', async (c) => {
  const body = await parseBody(c, FriendTargetSchema)
  if (body.error) return body.error
  return answer(c, await removeFriend(getDb(c.env.DB), c.var.member.userId, body.data.userId))
})

friendsApi.delete('/:userId', async (c) => {
  const id = MemberIdSchema.safeParse(c.req.param('userId'))
  if (!id.success) return jsonError(c, 422, 'invalidInput')
  return answer(c, await removeFriend(getDb(c.env.DB), c.var.member.userId, id.data))
})
