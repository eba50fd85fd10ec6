import { Hono } from 'hono'
import { analytics } from './analytics'
import { favoritesApi } from './favorites'
import { friendsApi } from './friends'
import { feedApi } from './feed'
import { jsonError } from './errors'
import { messagesApi } from './messages'
import { newsletter } from './newsletter'
import { notificationsApi } from './notifications'
import { passkeys } from './passkeys'
import { paymentsApi } from './payments'
import { searchApi } from './search'
import { isQueryBudgetExceeded } from '../query-budget'

/** JSON endpoints. Every body is parsed by a zod schema; bad input answers 4xx, never 500. */
export const api = new Hono<{ Bindings: Env }>()

api.get('/health', async (c) => {
  const row = await c.env.DB.prepare('SELECT 1 AS ok').first<{ ok: number }>()
  return c.json({ ok: row?.ok === 1, app: c.env.APP_NAME })
})

api.route('/newsletter', newsletter)
api.route('/analytics', analytics)
api.route('/passkeys', passkeys)
api.route('/favorites', favoritesApi)
api.route('/notifications', notificationsApi)
api.route('/friends', friendsApi)
api.route('/feed', feedApi)
api.route('/messages', messagesApi)
api.route('/search', searchApi)
api.route('/payments', paymentsApi)

/**
 * GET /api: the endpoints, read from the router itself so the list never drifts (for client
 * developers, and the leak crawl in the tests, which probes every GET endpoint).
 */
api.get('/', (c) => {
  const seen = new Set<string>()
  const endpoints = api.routes
    .filter((route) => route.method !== 'ALL' && route.path !== '/')
    .map((route) => ({ method: route.method, path: `/api${route.path}` }))
    .filter((e) => !seen.has(`${e.method} ${e.path}`) && !!seen.add(`${e.method} ${e.path}`))
  return c.json({ endpoints })
})

api.notFound((c) => jsonError(c, 404, 'notFound'))
api.onError((error, c) => {
  // a spent query budget is logged (once) and answered 503 by workers/app.ts
  if (!isQueryBudgetExceeded(error)) console.error('api error', error)
  return jsonError(c, 500, 'unexpected')
})
