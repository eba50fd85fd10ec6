import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../workers/app'
import { openRequestDatabase } from '../../workers/d1-session'
import { budgetedQueries, createQueryBudget, QueryBudgetExceeded, queryBudgetMs, readsOnly } from '../../workers/query-budget'
import { withoutPageTexts } from './helpers'

const ORIGIN = 'https://haven.test'

// Deliberately slow queries: counting 600,000 generated rows takes ~0.25 s in local D1 on an idle
// machine (longer on a busy one), and D1 runs one query at a time per database: a query sent
// after a run of them waits until the run is through (~4 s). Locally the database is a Durable
// Object in the Worker's own workerd thread, so while the run goes on no timer fires either; the
// budget then shows as an answer that came too late. The timer itself, which in production stops
// the wait for a remote D1, is shown with a database that is slow by waiting.
const SLOW = `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 600000) SELECT count(*) AS n FROM c`
const HOLDING_QUERIES = 16

/** Holds the database with a run of slow queries; what is sent in the same turn queues behind it. */
const holdDatabase = () => Promise.all(Array.from({ length: HOLDING_QUERIES }, () => env.DB.prepare(SLOW).first<{ n: number }>()))

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The session's prepare and batch, each answer held back for `ms` first: a distant, swamped D1. */
function waitingDatabase(ms: number): Pick<D1Database, 'prepare' | 'batch'> {
  const later = <T>(answer: () => Promise<T>) => pause(ms).then(answer)
  return {
    prepare: (query) => {
      const statement = env.DB.prepare(query)
      return {
        bind: () => statement,
        first: () => later(() => statement.first()),
        run: () => later(() => statement.run()),
        all: () => later(() => statement.all()),
        raw: () => later(() => statement.raw()),
      } as unknown as D1PreparedStatement
    },
    batch: (statements) => later(() => env.DB.batch(statements)),
  }
}

/** The Worker's own fetch with a short query budget (SELF would use wrangler.toml's 5 s). */
async function fetchWithBudget(path: string, init: RequestInit = {}, budget = '300') {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, QUERY_BUDGET_MS: budget }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

describe('runaway protection: a reading request has a query time budget', () => {
  it('stops waiting for a query when the budget is spent', async () => {
    const budget = createQueryBudget(200)
    const db = budgetedQueries(waitingDatabase(5_000), budget)
    const started = Date.now()
    await expect(db.prepare('SELECT 1').first()).rejects.toBeInstanceOf(QueryBudgetExceeded)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(budget.exceeded).toBe(true)
    // spent: the request's next queries are refused at once, without being sent
    await expect(db.prepare('SELECT 1').all()).rejects.toBeInstanceOf(QueryBudgetExceeded)
    await expect(db.batch([db.prepare('SELECT 1')])).rejects.toBeInstanceOf(QueryBudgetExceeded)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('refuses a query that waited behind slow ones past the budget, and lets fast ones through', async () => {
    const { db, budget } = openRequestDatabase(new Request(`${ORIGIN}/`), env.DB, 200)
    expect(await db.prepare('SELECT 1 AS ok').first()).toEqual({ ok: 1 })

    const held = holdDatabase()
    await expect(db.prepare('SELECT 1').first()).rejects.toBeInstanceOf(QueryBudgetExceeded)
    expect(budget?.exceeded).toBe(true)
    expect(await held).toHaveLength(HOLDING_QUERIES)

    // a fresh budget: bound statements and batches stay budgeted and work
    const fresh = openRequestDatabase(new Request(`${ORIGIN}/`), env.DB, 1_000).db
    expect(await fresh.prepare('SELECT ? AS n').bind(7).first('n')).toBe(7)
    expect(await fresh.prepare('SELECT ? AS n').bind(8).raw()).toEqual([[8]])
    const [a, b] = await fresh.batch<{ n: number }>([fresh.prepare('SELECT ? AS n').bind(1), fresh.prepare('SELECT 2 AS n')])
    expect([a!.results, b!.results]).toEqual([[{ n: 1 }], [{ n: 2 }]])
  })

  it('applies to the reading statements of reading requests only, and reads QUERY_BUDGET_MS leniently', async () => {
    expect(openRequestDatabase(new Request(`${ORIGIN}/`, { method: 'HEAD' }), env.DB, 1).budget).not.toBeNull()
    // a write cut off mid-way might still commit after 'try again': writes have no budget
    const posted = openRequestDatabase(new Request(`${ORIGIN}/contact`, { method: 'POST' }), env.DB, 1)
    expect(posted.budget).toBeNull()
    await pause(20)
    expect(await posted.db.prepare('SELECT 1 AS ok').first()).toEqual({ ok: 1 })

    // nor the writes of a reading request (a session's rotation): only its reading statements count
    const read = openRequestDatabase(new Request(`${ORIGIN}/`), env.DB, 1)
    await pause(20)
    await expect(read.db.prepare('SELECT 1').first()).rejects.toBeInstanceOf(QueryBudgetExceeded)
    const write = read.db.prepare(`INSERT INTO rate_limits (key, count, window_start) VALUES (?, 1, 0)`).bind('budget-test')
    expect((await write.run()).success).toBe(true)
    expect((await read.db.batch([read.db.prepare('DELETE FROM rate_limits WHERE key = ?').bind('budget-test')]))[0]!.success).toBe(true)
    expect(readsOnly(SLOW)).toBe(true)
    for (const sql of ['update "sessions" set "expires_at" = ?', ' insert into x values (1)', 'WITH a AS (SELECT 1) DELETE FROM x'])
      expect(readsOnly(sql)).toBe(false)

    expect(queryBudgetMs('300')).toBe(300)
    for (const bad of [undefined, '', 'soon', '-5', '0']) expect(queryBudgetMs(bad)).toBe(5_000)
  })

  it('answers a page, its data, a resource route and the APIs with a translated 503 and Retry-After while the database is held', async () => {
    const held = holdDatabase()
    const warnings: unknown[][] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => void warnings.push(args)
    try {
      const [page, data, resource, api, tokenApi, posted] = await Promise.all([
        fetchWithBudget('/', { headers: { Cookie: 'lng=fr' } }),
        fetchWithBudget('/_root.data'),
        fetchWithBudget('/resources/venue-map?q=secret+search'),
        fetchWithBudget('/api/health', { headers: { 'Accept-Language': 'de' } }),
        fetchWithBudget('/auth/v1/.well-known/jwks.json'),
        // a write waits for the database instead: its budget does not apply
        fetchWithBudget('/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.200' },
          body: new URLSearchParams({
            name: 'Robin',
            email: 'robin.budget@example.org',
            subject: 'safety',
            message: 'Written while a slow query holds the database.',
          }).toString(),
        }),
      ])

      expect(page.status).toBe(503)
      expect(page.headers.get('Retry-After')).toBe('5')
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      const html = await page.text().then(withoutPageTexts)
      expect(html).toContain('<html lang="fr"')
      expect(html).toContain('Haven est très demandé en ce moment')
      expect(html).toContain('Beaucoup de monde consulte le site en même temps. Réessaie dans quelques secondes.')

      for (const res of [data, resource]) {
        expect(res.status).toBe(503)
        expect(res.headers.get('Retry-After')).toBe('5')
        await res.body?.cancel()
      }

      expect(api.status).toBe(503)
      expect(api.headers.get('Retry-After')).toBe('5')
      expect(await api.json()).toEqual({ code: 'busy', error: 'Gerade ist viel los. Versuch’s in ein paar Sekunden noch mal.' })

      // the token API's own (GoTrue) error shape
      expect(tokenApi.status).toBe(503)
      expect(tokenApi.headers.get('Retry-After')).toBe('5')
      expect(await tokenApi.json()).toMatchObject({
        code: 'busy',
        error_code: 'busy',
        msg: 'Things are busy right now. Try again in a few seconds.',
      })

      expect(posted.status).toBe(303)
      expect(posted.headers.get('Location')).toBe('/contact?sent=1')

      // one line per refused request, naming the path but not the query string's values
      const logged = warnings.filter(([message]) => message === 'query budget exceeded')
      expect(logged.map(([, details]) => (details as { path: string }).path).sort()).toEqual([
        '/',
        '/_root.data',
        '/api/health',
        '/auth/v1/.well-known/jwks.json',
        '/resources/venue-map',
      ])
      expect(JSON.stringify(logged)).not.toContain('secret')
    } finally {
      console.warn = warn
      expect(await held).toHaveLength(HOLDING_QUERIES)
    }
  })

  it('leaves requests alone when the database answers in time', async () => {
    const page = await fetchWithBudget('/', { headers: { Cookie: 'lng=fr' } }, '2000')
    expect(page.status).toBe(200)
    expect(page.headers.get('Retry-After')).toBeNull()
    // the time it waited for D1 and how many reads, never a query's text (bench:scale reads it)
    expect(page.headers.get('Server-Timing')).toMatch(/^db;dur=\d+;desc="D1 reads: [1-9]\d*"$/)
    await page.body?.cancel()
    const api = await fetchWithBudget('/api/health', {}, '2000')
    expect(await api.json()).toEqual({ ok: true, app: 'Haven' })
  })
})
