/**
 * The Haven Worker: one entry for pages, APIs, realtime rooms, media, the email queue and the
 * Cron Triggers (the minute's upkeep, the news import).
 * Hono routes first; anything it does not claim goes to the Remix request handler.
 */
import { liftEndedSuspensions } from '~/models/accounts/suspension.server'
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getDb } from '~/db/client'
import { requestSession } from '~/models/accounts/request-session.server'
import { fillEventLocalDates } from '~/models/events/events.server'
import { EMAILS_DEAD_LETTER_QUEUE, GROUP_DIGEST_CRON } from '~/models/crews/crew-emails'
import { importNewsFeeds, NEWS_IMPORT_CRON } from '~/models/news/import.server'
import { refreshOpenWindows } from '~/models/venues/open-windows.server'
import { refreshResourceFacets } from '~/models/resources/facets.server'
import { refreshDirectoryCities } from '~/models/members/directory-cities.server'
import { randomToken } from '~/utils/crypto'
import { mergeCartAtSignIn } from '~/models/marketplace/cart-merge.server'
import { expireReservations } from '~/models/marketplace/orders.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles this file.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'
import { api } from './api'
import { authApi } from './api/auth'
import { authErrorResponse } from './api/auth/errors'
import { sameSiteOnly } from './api/auth-guard'
import { errorResponse, jsonError } from './api/errors'
import { baseSecurityHeaders } from './api/headers'
import { media } from './api/media'
import { isMessagePhotoUpload, MESSAGE_PHOTO_BODY_MAX } from './api/messages'
import { routeParty } from './api/parties'
import { edgeHygiene } from './edge-hygiene'
import { bookmarkCookie, openRequestDatabase, type RequestDatabase } from './d1-session'
import { answerBusyLoaders, isQueryBudgetExceeded, queryBudgetMs, retryAfter, serverTiming } from './query-budget'
import { sendGroupDigests, setTextAssets } from './from-build'
import { handleDeadLetters, handleEmailBatch, type EmailMessage } from './queue/emails'

export { Conversation } from '../party/conversation'
export { Inbox } from '../party/inbox'

// Local and deployed runs both serve the production build.
// Its loaders answer 503 when the request's query budget is spent (workers/query-budget.ts).
const handleRemix = createRequestHandler(answerBusyLoaders(remixBuild as unknown as ServerBuild), 'production')

export const app = new Hono<{ Bindings: Env }>()

// the texts are static assets, read through the ASSETS binding on an isolate's first need
// (app/i18n/texts.server.ts, decision 025)
app.use('*', async (c, next) => {
  setTextAssets(c.env)
  await next()
})
app.use('*', baseSecurityHeaders)
// an address that does not decode, or control characters in a path, query or plain form: once,
// before anything reads them (workers/edge-hygiene.ts)
app.use('*', edgeHygiene)
// no JSON API takes a large body (the token API keeps its own smaller cap, analytics 8 KB):
// refused before anything reads it
// (not exported: wrangler takes every named export of the entry for a handler or a class)
const API_MAX_BODY = 64 * 1024
const apiBodyLimit = bodyLimit({ maxSize: API_MAX_BODY, onError: (c) => jsonError(c, 413, 'payloadTooLarge') })
// but a message's photo (its own bound, MESSAGING_LIMITS.photoMaxBytes and the form around it)
const photoBodyLimit = bodyLimit({ maxSize: MESSAGE_PHOTO_BODY_MAX, onError: (c) => jsonError(c, 413, 'payloadTooLarge') })
app.use('/api/*', (c, next) => (isMessagePhotoUpload(c.req.path) ? photoBodyLimit : apiBodyLimit)(c, next))
// every query of a request goes through one D1 session: reads near the visitor, writes seen by
// the member's next request (workers/d1-session.ts); a reading request's queries share a time
// budget, past which it answers 503 (workers/query-budget.ts)
app.use('*', async (c, next) => {
  const database = openRequestDatabase(c.req.raw, c.env.DB, queryBudgetMs(c.env.QUERY_BUDGET_MS))
  c.env = { ...c.env, DB: database.db }
  await next()
  if (database.budget?.exceeded && c.res.status !== 101) {
    c.res = await busyAnswer(c.req.raw, c.res, database)
    // set after the assignment, which copies the replaced response's headers onto the new one
    for (const [name, value] of Object.entries(retryAfter())) c.res.headers.set(name, value)
    // a public page is cacheable; its busy answer must not be kept
    c.res.headers.set('Cache-Control', 'no-store')
  }
  if (database.budget && c.res.status !== 101) {
    try {
      c.res.headers.set('Server-Timing', serverTiming(database.budget))
    } catch {
      // a response whose headers are immutable (one fetched from a binding) goes without
    }
  }
  const cookie = bookmarkCookie(database, c.req.raw, c.res)
  if (!cookie) return
  try {
    c.res.headers.append('Set-Cookie', cookie)
  } catch {
    // a response whose headers are immutable (one fetched from a binding) is copied first
    c.res = new Response(c.res.body, c.res)
    c.res.headers.append('Set-Cookie', cookie)
  }
})
/**
 * A request whose queries outran their budget answers 503, whatever its handler made of the
 * failed query: the API's JSON error, or Remix's page (its loaders already threw a 503,
 * answerBusyLoaders) with the status made sure of.
 */
async function busyAnswer(request: Request, response: Response, { budget }: RequestDatabase): Promise<Response> {
  const { pathname } = new URL(request.url)
  // the path only: query strings may hold search text or positions
  console.warn('query budget exceeded', { path: pathname, elapsedMs: Date.now() - (budget?.startedAt ?? Date.now()) })
  const json = /^\/(api|auth\/v1)(\/|$)/.exec(pathname)
  if (!json) return new Response(response.body, { status: 503, headers: response.headers })
  await response.body?.cancel()
  // each API in its own error shape (the token API's is GoTrue's)
  return json[1] === 'api' ? errorResponse(request, 503, 'busy') : authErrorResponse(request, 503, 'busy', 'busy')
}

/**
 * What no handler caught: logged with its path (never the query string), answered with a plain
 * 500 that names nothing of the error (the API's JSON shapes, a short text for the rest).
 */
app.onError(async (error, c) => {
  const { pathname } = new URL(c.req.url)
  // a spent query budget is logged (once) and answered 503 by the middleware above
  if (!isQueryBudgetExceeded(error)) console.error('worker error', { path: pathname }, error)
  if (/^\/auth\/v1(\/|$)/.test(pathname)) return authErrorResponse(c.req.raw, 500, 'unexpected_failure', 'unexpected')
  const answer = await errorResponse(c.req.raw, 500, 'unexpected')
  if (/^\/api(\/|$)/.test(pathname)) return answer
  const { error: text } = (await answer.json()) as { error: string }
  return new Response(text, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
})

app.route('/api', api)
app.route('/auth/v1', authApi)
app.route('/media', media)
app.all('/parties/*', async (c) => (await routeParty(c.req.raw, c.env)) ?? c.notFound())
// a form posted from another site's page never reaches an action (cookies are SameSite=Lax;
// this closes the rest), and is refused with a 403 rather than Remix's own error: the actions
// check no Origin themselves
app.all('*', sameSiteOnly, async (c) => {
  const db = getDb(c.env.DB)
  // a visitor's cart joins the member's on the first request after signing in, whichever way
  // they signed in (decision 043); the cookie goes with that answer
  const merged = await mergeCartAtSignIn(c.req.raw, db, c.env)
  const response = await handleRemix(c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    // one nonce per response: the page's CSP allows only scripts carrying it
    nonce: randomToken(16),
    session: requestSession(c.req.raw, db),
  })
  if (!merged) return response
  const answer = new Response(response.body, response)
  answer.headers.append('Set-Cookie', merged)
  return answer
})

export default {
  fetch: app.fetch,
  // the EMAILS queue, and its dead-letter queue: what it gave up on is recorded as failed
  async queue(batch: MessageBatch<EmailMessage>, env: Env) {
    setTextAssets(env)
    if (batch.queue === EMAILS_DEAD_LETTER_QUEUE) await handleDeadLetters(batch, env)
    else await handleEmailBatch(batch, env)
  },
  // wrangler.toml [triggers], told apart by their cron expression:
  // - every 30 minutes (NEWS_IMPORT_CRON): the news sources' feeds are read and new articles
  //   stored (app/models/news/import.server.ts); a source's failure is recorded on it, never thrown;
  //   and the /ressources filters' counts are computed again (app/models/resources/facets.server.ts),
  //   and the /users city filter's candidates (app/models/members/directory-cities.server.ts), and
  //   the suspensions whose period ended are lifted (app/models/accounts/suspension.server.ts)
  // - every minute: the venues' open windows that have ended are computed again, so that
  //   'open now' stays two column tests (decision 016); the market's unpaid orders whose
  //   reservation ended are cancelled and their stock returned (decision 044)
  // - daily at 07:00 UTC (GROUP_DIGEST_CRON): each member's digest of their crews' notifications
  //   (app/models/crews/crew-emails.server.ts, decision 029)
  async scheduled(controller: ScheduledController, env: Env) {
    setTextAssets(env)
    const db = getDb(env.DB)
    if (controller.cron === GROUP_DIGEST_CRON) {
      const sent = await sendGroupDigests(db, { queue: env.EMAILS, origin: env.APP_ORIGIN }, controller.scheduledTime)
      console.log('crew digests', { queued: sent })
      return
    }
    if (controller.cron === NEWS_IMPORT_CRON) {
      // the /ressources filters' counts, by the resources' own rule (facets.server.ts)
      const facets = await refreshResourceFacets(db)
      // and the /users city filter's candidates, by listedProfile (directory-cities.server.ts)
      const directoryCities = await refreshDirectoryCities(db)
      // suspensions whose period ended (signing in lifts one sooner: suspension.server.ts)
      const suspensionsEnded = await liftEndedSuspensions(db)
      const report = await importNewsFeeds(db, { userAgent: `HavenNewsImport/1.0 (+${env.APP_ORIGIN})` })
      const failed = report.filter((r) => r.status === 'error')
      console.log('news import', {
        sources: report.length,
        failed: failed.length,
        stored: report.reduce((n, r) => n + (r.status === 'ok' ? r.stored : 0), 0),
        resourceFacets: facets,
        directoryCities,
        suspensionsEnded,
      })
      return
    }
    await refreshOpenWindows(db, Date.now())
    await fillEventLocalDates(db)
    // the market's reservations that ended unpaid: their stock returns (orders.server.ts)
    const expired = await expireReservations(db, { queue: env.EMAILS, origin: env.APP_ORIGIN })
    if (expired) console.log('market reservations expired', { orders: expired })
  },
} satisfies ExportedHandler<Env, EmailMessage>
