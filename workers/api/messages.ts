import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { getViewer } from '~/models/accounts/users.server'
import { listConversations, startDirect } from '~/models/messaging/conversations.server'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { uploadMessagePhoto } from '~/models/messaging/photos.server'
import { reportMessages } from '~/models/messaging/reports.server'
import { ReportConversationSchema, StartDirectSchema } from '~/models/messaging/schema'
import { requireMember, type ApiVariables } from './auth-guard'
import { errorTranslator, jsonError } from './errors'
import { parseBody } from './validate'

/**
 * Messaging for the pages' scripts and apps (mounted at /api/messages); the messages themselves
 * travel over the conversation's room (/parties/conversation/{id}). Cookie session (same-origin
 * for writes) or bearer access token; never cached.
 *
 *   GET  /api/messages?before={ms}                    { items, nextBefore } (the conversation list)
 *   POST /api/messages/direct {to}                    { conversationId, created } (201 when new)
 *   POST /api/messages/:conversationId/report {reason, details?, messageIds?}  201 { id }
 *   POST /api/messages/:conversationId/photos (multipart: photo)               201 { key, url, width, height }
 *
 * A conversation the caller may not see answers 404 like an unknown id; refusals carry a stable
 * `code` and a translated `error`.
 */
export const messagesApi = new Hono<{ Bindings: Env; Variables: ApiVariables }>()

messagesApi.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
messagesApi.use('*', requireMember)

type MessagesContext = Context<{ Bindings: Env; Variables: ApiVariables }>

const viewerOf = (c: MessagesContext) => getViewer(getDb(c.env.DB), c.var.member.userId)
const conversationIdOf = (c: MessagesContext) => {
  const id = c.req.param('conversationId') ?? ''
  return /^[0-9A-Za-z-]{1,64}$/.test(id) ? id : null
}

/** A refusal with its own translated message (a namespaced key) and a stable code. */
async function refusal(c: MessagesContext, status: 403 | 404 | 409 | 413 | 415 | 429, code: string, text: string, retryAfter?: number) {
  const t = await errorTranslator(c.req.raw)
  if (retryAfter) c.header('Retry-After', String(retryAfter))
  return c.json({ error: t(text), code }, status)
}

const ListQuery = z.object({ before: z.coerce.number().int().nonnegative().max(8.64e15).optional() })

messagesApi.get('/', async (c) => {
  const query = ListQuery.safeParse(c.req.query())
  if (!query.success) return jsonError(c, 422, 'invalidInput')
  const page = await listConversations(getDb(c.env.DB), await viewerOf(c), { before: query.data.before })
  return c.json(page)
})

messagesApi.post('/direct', async (c) => {
  const body = await parseBody(c, StartDirectSchema)
  if (body.error) return body.error
  const result = await startDirect(c.env, await viewerOf(c), body.data.to)
  if (result.ok) return c.json({ conversationId: result.conversationId, created: result.created }, result.created ? 201 : 200)
  if (result.code === 'notFound') return jsonError(c, 404, 'notFound')
  if (result.code === 'rateLimited') return refusal(c, 429, result.code, 'messaging.startRateLimited', result.retryAfter)
  return refusal(c, result.code === 'self' ? 409 : 403, result.code, `messaging.${result.code}`)
})

messagesApi.post('/:conversationId/report', async (c) => {
  const conversationId = conversationIdOf(c)
  if (!conversationId) return jsonError(c, 404, 'notFound')
  const body = await parseBody(c, ReportConversationSchema)
  if (body.error) return body.error
  const result = await reportMessages(c.env, c.var.member.userId, conversationId, body.data)
  if (result.ok) return c.json({ id: result.id }, 201)
  return refusal(c, result.status, result.error.replace('report:errors.', ''), result.error)
})

/** The upload's own body limit (the API's 64 KB does not apply to this path: workers/app.ts). */
export const MESSAGE_PHOTO_BODY_MAX = MESSAGING_LIMITS.photoMaxBytes + 64 * 1024
export const isMessagePhotoUpload = (path: string) => /^\/api\/messages\/[^/]+\/photos\/?$/.test(path)

messagesApi.post('/:conversationId/photos', async (c) => {
  const conversationId = conversationIdOf(c)
  if (!conversationId) return jsonError(c, 404, 'notFound')
  let file: FormDataEntryValue | null
  try {
    file = (await c.req.formData()).get('photo')
  } catch {
    return jsonError(c, 400, 'unreadableBody')
  }
  if (!(file instanceof File) || file.size === 0) {
    const t = await errorTranslator(c.req.raw)
    return jsonError(c, 422, 'invalidInput', { fields: { photo: [t('messaging.photoRequired')] } })
  }
  const result = await uploadMessagePhoto(c.env, await viewerOf(c), conversationId, file)
  if (result.ok) return c.json({ key: result.key, url: result.url, width: result.width, height: result.height }, 201)
  if (result.code === 'notFound') return jsonError(c, 404, 'notFound')
  const text =
    result.code === 'tooLarge'
      ? `messaging.photoTooLarge?max=${MESSAGING_LIMITS.photoMaxBytes / 1024 / 1024}`
      : result.code === 'fileType'
        ? 'messaging.photoType'
        : 'messaging.readOnly'
  return refusal(c, result.status, result.code, text)
})
