import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { getViewer } from '~/models/accounts/users.server'
import type { LikeResult } from '~/models/feed/interactions.server'
import { decodeCursor, FEED_TABS } from '~/models/feed/query'
import { CommentSchema, PostIdSchema } from '~/models/feed/schema'
import type { Notifier } from '~/models/notifications/notifications.server'
import { requireMember, type ApiVariables } from './auth-guard'
import { errorTranslator, jsonError } from './errors'
import { parseBody } from './validate'
import { feedModel } from '../from-build'

/**
 * The feed for apps (mounted at /api/feed): the same model functions, rules and zod schemas as
 * the /feed pages. Cookie session (same-origin for writes) or bearer access token.
 *
 *   GET    /api/feed?tab=everyone|friends|crews&before={cursor}   { posts, next }
 *   GET    /api/feed/:postId?comments={cursor}                    { post } (comments oldest first, nextComments)
 *   POST   /api/feed/:postId/like                                 { liked, changed, likeCount } (201 when new)
 *   POST   /api/feed/:postId/unlike  (also DELETE …/like)         { liked, changed, likeCount }
 *   POST   /api/feed/:postId/comments {content}                   201 { id, postId }
 *   DELETE /api/feed/comments/:commentId                          { deleted: true }
 *
 * A post or comment the caller may not see answers 404 exactly like an unknown id; deleting
 * someone else's comment on someone else's post 403; bad input 422 with translated messages;
 * too many comments 429.
 */
export const feedApi = new Hono<{ Bindings: Env; Variables: ApiVariables }>()

feedApi.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
feedApi.use('*', requireMember)

type FeedContext = Context<{ Bindings: Env; Variables: ApiVariables }>

const ListQuery = z.object({
  tab: z.enum(FEED_TABS).optional(),
  before: z
    .string()
    .max(100)
    .refine((value) => decodeCursor(value) !== null)
    .optional(),
})
const PostQuery = z.object({
  comments: z
    .string()
    .max(100)
    .refine((value) => decodeCursor(value) !== null)
    .optional(),
})

const notifier = (c: FeedContext): Notifier => ({
  db: getDb(c.env.DB),
  inbox: c.env.Inbox,
  waitUntil: (promise) => c.executionCtx.waitUntil(promise),
})
const viewerOf = (c: FeedContext) => getViewer(getDb(c.env.DB), c.var.member.userId)
const postIdOf = (c: FeedContext) => {
  const id = PostIdSchema.safeParse(c.req.param('postId'))
  return id.success ? id.data : null
}

feedApi.get('/', async (c) => {
  const query = ListQuery.safeParse(c.req.query())
  if (!query.success) return jsonError(c, 422, 'invalidInput')
  const page = await feedModel.listFeed(getDb(c.env.DB), await viewerOf(c), {
    tab: query.data.tab ?? 'everyone',
    before: query.data.before,
  })
  return c.json(page)
})

feedApi.get('/:postId', async (c) => {
  const postId = postIdOf(c)
  const query = PostQuery.safeParse(c.req.query())
  if (!query.success) return jsonError(c, 422, 'invalidInput')
  const post = postId ? await feedModel.getPost(getDb(c.env.DB), await viewerOf(c), postId, { commentsAfter: query.data.comments }) : null
  if (!post) return jsonError(c, 404, 'notFound')
  return c.json({ post })
})

const likeAnswer = (c: FeedContext, result: LikeResult, created: boolean) => {
  if (!result.ok) return jsonError(c, 404, 'notFound')
  return c.json({ liked: result.liked, changed: result.changed, likeCount: result.likeCount }, created && result.changed ? 201 : 200)
}

feedApi.post('/:postId/like', async (c) => {
  const postId = postIdOf(c)
  if (!postId) return jsonError(c, 404, 'notFound')
  return likeAnswer(c, await feedModel.likePost(notifier(c), await viewerOf(c), postId), true)
})

const unlike = async (c: FeedContext) => {
  const postId = postIdOf(c)
  if (!postId) return jsonError(c, 404, 'notFound')
  return likeAnswer(c, await feedModel.unlikePost(getDb(c.env.DB), await viewerOf(c), postId), false)
}
feedApi.post('/:postId/unlike', unlike)
feedApi.delete('/:postId/like', unlike)

feedApi.post('/:postId/comments', async (c) => {
  const postId = postIdOf(c)
  if (!postId) return jsonError(c, 404, 'notFound')
  const body = await parseBody(c, CommentSchema)
  if (body.error) return body.error
  const result = await feedModel.addComment(notifier(c), await viewerOf(c), postId, body.data.content)
  if (!result.ok && result.code === 'rate_limited') {
    const t = await errorTranslator(c.req.raw)
    c.header('Retry-After', String(result.retryAfter))
    return c.json({ error: t('feed:comments.errors.rateLimited'), code: 'rateLimited' }, 429)
  }
  if (!result.ok) return jsonError(c, 404, 'notFound')
  return c.json({ id: result.id, postId: result.postId }, 201)
})

feedApi.delete('/comments/:commentId', async (c) => {
  const result = await feedModel.deleteComment(getDb(c.env.DB), await viewerOf(c), c.req.param('commentId'))
  if (!result.ok) return jsonError(c, result.code === 'forbidden' ? 403 : 404, result.code === 'forbidden' ? 'forbidden' : 'notFound')
  return c.json({ deleted: true, postId: result.postId })
})
