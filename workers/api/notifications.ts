import { Hono } from 'hono'
import { z } from 'zod'
import { getDb } from '~/db/client'
import type { Notifier } from '~/models/notifications/notifications.server'
import { notificationsModel } from '../from-build'
import { requireMember, type ApiVariables } from './auth-guard'
import { jsonError } from './errors'

/**
 * The member's notifications for apps (mounted at /api/notifications). Cookie session
 * (same-origin for writes) or bearer access token; every answer concerns the caller only, and
 * another member's notification id answers 404 like an unknown one (SPEC §5).
 *
 *   GET  /api/notifications?before=ISO       the 50 newest (SPEC §7), older ones with `before`; + unread
 *   GET  /api/notifications/unread           { unread } (notifications and crew notifications, not capped)
 *   GET  /api/notifications/timeline         the panel's merged timeline (SPEC §2 'Notification panel')
 *   POST /api/notifications/:id/read         { read: true, actionUrl }
 *   POST /api/notifications/groups/:id/read  a crew notification (read_at)
 *   POST /api/notifications/read-all         both kinds; { changed }
 */
export const notificationsApi = new Hono<{ Bindings: Env; Variables: ApiVariables }>()

notificationsApi.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
notificationsApi.use('*', requireMember)

const ListQuery = z.object({ before: z.string().datetime({ offset: true }).optional() })
const Id = z.string().trim().min(1).max(64)

const notifierFor = (c: { env: Env; executionCtx: { waitUntil(promise: Promise<unknown>): void } }): Notifier => ({
  db: getDb(c.env.DB),
  inbox: c.env.Inbox,
  waitUntil: (promise) => c.executionCtx.waitUntil(promise),
})

notificationsApi.get('/', async (c) => {
  const parsed = ListQuery.safeParse(c.req.query())
  if (!parsed.success) return jsonError(c, 422, 'invalidInput')
  const db = getDb(c.env.DB)
  const userId = c.var.member.userId
  const before = parsed.data.before ? new Date(parsed.data.before) : undefined
  const [notifications, unread] = await Promise.all([
    notificationsModel.listNotifications(db, userId, { before }),
    notificationsModel.unreadNotificationCount(db, userId),
  ])
  return c.json({ notifications, unread })
})

notificationsApi.get('/unread', async (c) =>
  c.json({ unread: await notificationsModel.unreadNotificationCount(getDb(c.env.DB), c.var.member.userId) }),
)

notificationsApi.get('/timeline', async (c) => c.json(await notificationsModel.notificationPanel(getDb(c.env.DB), c.var.member.userId)))

notificationsApi.post('/read-all', async (c) => {
  const notifier = notifierFor(c)
  const userId = c.var.member.userId
  const [mine, crews] = await Promise.all([
    notificationsModel.markAllNotificationsRead(notifier.db, userId),
    notificationsModel.markAllGroupNotificationsRead(notifier.db, userId),
  ])
  await notificationsModel.syncUnreadCount(notifier, userId)
  return c.json({ changed: mine + crews, unread: 0 })
})

notificationsApi.post('/groups/:id/read', async (c) => {
  const id = Id.safeParse(c.req.param('id'))
  if (!id.success) return jsonError(c, 422, 'invalidInput')
  const notifier = notifierFor(c)
  const read = await notificationsModel.markGroupNotificationRead(notifier.db, c.var.member.userId, id.data)
  if (!read) return jsonError(c, 404, 'notFound')
  await notificationsModel.syncUnreadCount(notifier, c.var.member.userId)
  return c.json({ read: true, actionUrl: read.actionUrl })
})

notificationsApi.post('/:id/read', async (c) => {
  const id = Id.safeParse(c.req.param('id'))
  if (!id.success) return jsonError(c, 422, 'invalidInput')
  const notifier = notifierFor(c)
  const read = await notificationsModel.markNotificationRead(notifier.db, c.var.member.userId, id.data)
  if (!read) return jsonError(c, 404, 'notFound')
  await notificationsModel.syncUnreadCount(notifier, c.var.member.userId)
  return c.json({ read: true, actionUrl: read.actionUrl })
})
