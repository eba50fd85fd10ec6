import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { countries, newsArticles, newsSources } from '~/db/schema'
import { testNewsFeed } from '~/models/news/feed.server'
import { importNewsFeeds, NEWS_IMPORT_CRON, RETRY_BASE_MS } from '~/models/news/import.server'
import worker from '../../workers/app'
import { db } from './helpers'

/**
 * The news feed import against real HTTP: the feeds come from a server the test suite runs
 * (test/integration/feed-server.ts), good ones and a 500, invalid XML, a slow answer and one
 * that stalls mid-body. New items are stored once across runs and sources; a failing or slow
 * source is recorded and put off, never holding the others; the HTML kept has no script, handler,
 * iframe or tracking; the sources' rules decide what is kept and its topic.
 */
const FEEDS = inject('feedServer')
const serve = async (name: string, body: string, type = 'application/rss+xml') => {
  const res = await fetch(`${FEEDS}/feeds/${name}`, { method: 'POST', body, headers: { 'Content-Type': type } })
  expect(res.status).toBe(204)
}

const rss = (title: string, items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://news.example/</link><language>en-gb</language>${items.join('')}</channel></rss>`
const item = (title: string, link: string, description: string, extra = '') =>
  `<item><title>${title}</title><link>${link}</link><pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate>${extra}<description><![CDATA[${description}]]></description></item>`

const GOOD = rss('Good News', [
  item(
    'Pride march route announced',
    'https://news.example/pride-route?utm_source=rss&utm_medium=feed&id=7#comments',
    '<p onclick="steal()">The route <a href="https://news.example/map?utm_campaign=x" onmouseover="x()">is here</a>.</p><script>alert("xss")</script><iframe src="https://ads.example/"></iframe><img src="https://pixel.wp.com/g.gif" width="1" height="1"><img src="https://news.example/photo.jpg" alt="Marchers">',
    '<category>Politics</category>',
  ),
  item('Clinic opens on Sundays', 'https://news.example/clinic', '<p style="color:red">Walk-in testing <strong>every Sunday</strong>.</p>'),
  item('Sponsored: buy this rainbow mug', 'https://news.example/mug', '<p>An advertisement.</p>'),
  item('Relative link story', '/relative-story', '<p>Read <a href="/more">more</a>.</p>'),
])
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Source</title><link rel="alternate" href="https://atom.example/"/><id>urn:atom</id><updated>2026-03-02T10:00:00Z</updated>
<entry><title>Trans rights bill passes</title><link rel="alternate" href="https://atom.example/bill"/><id>urn:1</id><updated>2026-03-01T09:00:00Z</updated><content type="html">&lt;p&gt;A vote in parliament.&lt;/p&gt;</content></entry>
<entry><title>Transport strike tomorrow</title><link rel="alternate" href="https://atom.example/strike"/><id>urn:2</id><updated>2026-03-01T08:00:00Z</updated><summary>No trains.</summary></entry>
<entry><title>Queer film festival line-up</title><link rel="alternate" href="https://atom.example/festival"/><id>urn:3</id><updated>2026-03-01T07:00:00Z</updated><category term="culture"/><summary>Forty films.</summary></entry>
</feed>`
// the same article as GOOD's first, with other tracking parameters: stored once
const DUPLICATE = rss('Aggregator', [
  item(
    'Pride march route announced (via aggregator)',
    'https://news.example/pride-route?id=7&utm_source=aggregator&fbclid=abc',
    '<p>Copy.</p>',
  ),
  item('Aggregator original', 'https://aggregator.example/original', '<p>Only here.</p>'),
])

const SOURCES = [
  {
    id: 1,
    name: 'Good News',
    path: '/feeds/good.xml',
    countryId: 'gb',
    language: 'en',
    excludeKeywords: ['sponsored'],
    defaultCategory: 'community',
  },
  { id: 2, name: 'Atom Source', path: '/feeds/atom.xml', countryId: 'de', language: null, includeKeywords: ['trans', 'queer'] },
  { id: 3, name: 'Server Error', path: '/status/500' },
  { id: 4, name: 'Not A Feed', path: '/feeds/invalid.xml' },
  { id: 5, name: 'Slow Source', path: '/slow' },
  { id: 6, name: 'Stalled Source', path: '/stall' },
  { id: 7, name: 'Aggregator', path: '/feeds/duplicate.xml' },
  { id: 8, name: 'Inactive', path: '/feeds/good2.xml', active: false },
] as const

const NOW = Date.UTC(2026, 2, 2, 12, 0, 0)
const TIMEOUT = 600

beforeAll(async () => {
  await serve('good.xml', GOOD)
  await serve('atom.xml', ATOM, 'application/atom+xml')
  await serve('invalid.xml', 'this is <<< not xml & never was', 'text/html')
  await serve('duplicate.xml', DUPLICATE)
  await serve('good2.xml', rss('Inactive', [item('Never read', 'https://inactive.example/a', 'x')]))
  const d = db()
  await d.insert(countries).values([
    { id: 'gb', name: 'United Kingdom', names: { en: 'United Kingdom' }, continent: 'EU', timezones: ['Europe/London'], flag: '🇬🇧' },
    { id: 'de', name: 'Germany', names: { en: 'Germany' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
  ])
  await d.insert(newsSources).values(
    SOURCES.map((s) => ({
      id: s.id,
      name: s.name,
      url: 'https://example.org',
      feedUrl: `${FEEDS}${s.path}`,
      countryId: 'countryId' in s ? s.countryId : null,
      language: 'language' in s ? s.language : null,
      active: 'active' in s ? s.active : true,
      includeKeywords: 'includeKeywords' in s ? [...s.includeKeywords] : null,
      excludeKeywords: 'excludeKeywords' in s ? [...s.excludeKeywords] : null,
      defaultCategory: 'defaultCategory' in s ? s.defaultCategory : null,
    })),
  )
})

const articles = () => db().select().from(newsArticles).orderBy(newsArticles.id)
const source = async (id: number) => (await db().select().from(newsSources).where(eq(newsSources.id, id)))[0]!

describe('the news import', () => {
  it('stores what the rules keep, once, and records each source; slow and broken ones do not hold the others', async () => {
    const started = Date.now()
    const report = await importNewsFeeds(db(), { now: NOW, timeoutMs: TIMEOUT, concurrency: 3 })
    const elapsed = Date.now() - started
    // six sources fail or wait at most TIMEOUT each, three at a time: never the slow server's 5 s
    expect(elapsed).toBeLessThan(4_000)

    const byId = new Map(report.map((r) => [r.sourceId, r]))
    expect([...byId.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(byId.get(1)).toMatchObject({ status: 'ok', items: 4, kept: 3, stored: 3 })
    expect(byId.get(2)).toMatchObject({ status: 'ok', items: 3, kept: 2, stored: 2 })
    expect(byId.get(3)).toMatchObject({ status: 'error', error: expect.stringContaining('HTTP 500') })
    expect(byId.get(4)).toMatchObject({ status: 'error', error: expect.stringContaining('not an RSS or Atom feed') })
    expect(byId.get(5)).toMatchObject({ status: 'error', error: expect.stringContaining('no answer within') })
    expect(byId.get(6)).toMatchObject({ status: 'error', error: expect.stringContaining('no answer within') })
    // the aggregator's copy of GOOD's first article has the same canonical address: not stored again
    expect(byId.get(7)).toMatchObject({ status: 'ok', items: 2, kept: 2, stored: 1 })

    const rows = await articles()
    expect(rows.map((r) => r.title).sort()).toEqual(
      [
        'Aggregator original',
        'Clinic opens on Sundays',
        'Pride march route announced',
        'Queer film festival line-up',
        'Relative link story',
        'Trans rights bill passes',
      ].sort(),
    )
    const pride = rows.find((r) => r.title === 'Pride march route announced')!
    // canonical: tracking parameters and the fragment gone, the rest kept
    expect(pride.url).toBe('https://news.example/pride-route?id=7')
    expect(pride.sourceId).toBe(1)
    // its own category when it is a news topic; else the source's default
    expect(pride.category).toBe('politics')
    expect(rows.find((r) => r.title === 'Clinic opens on Sundays')!.category).toBe('community')
    expect(rows.find((r) => r.title === 'Queer film festival line-up')!.category).toBe('culture')
    expect(rows.find((r) => r.title === 'Trans rights bill passes')!.category).toBeNull()
    // the source's language, else the feed's; the feed's date
    expect(pride.language).toBe('en')
    expect(rows.find((r) => r.title === 'Trans rights bill passes')!.language).toBeNull()
    expect(pride.publishedAt.toISOString()).toBe('2026-03-02T10:00:00.000Z')
    // relative links resolved against the feed's site
    expect(rows.find((r) => r.title === 'Relative link story')!.url).toBe('https://news.example/relative-story')
    expect(rows.find((r) => r.title === 'Relative link story')!.body).toContain('href="https://news.example/more"')

    // no script, handler, iframe, style or tracking in what is kept
    for (const row of rows) {
      for (const text of [row.body ?? '', row.summary ?? '']) {
        expect(text).not.toMatch(/<script|alert\(|onclick|onmouseover|<iframe|style=|utm_|pixel\.wp\.com|fbclid/i)
      }
    }
    expect(pride.body).toContain('<img src="https://news.example/photo.jpg" alt="Marchers" loading="lazy" />')
    expect(pride.body).toContain('href="https://news.example/map" rel="noopener noreferrer nofollow" target="_blank"')
    expect(pride.summary).toBe('The route is here.')

    // each source's last fetch
    expect(await source(1)).toMatchObject({ lastStatus: 'ok', lastError: null, lastNewCount: 3, failureCount: 0, nextAttemptAt: null })
    expect((await source(1)).lastSuccessAt?.getTime()).toBe(NOW)
    for (const id of [3, 4, 5, 6]) {
      const s = await source(id)
      expect(s.lastStatus, s.name).toBe('error')
      expect(s.lastError, s.name).toBeTruthy()
      expect(s.failureCount, s.name).toBe(1)
      expect(s.lastFetchedAt?.getTime(), s.name).toBe(NOW)
      expect(s.nextAttemptAt?.getTime(), s.name).toBe(NOW + RETRY_BASE_MS)
    }
    expect((await source(8)).lastFetchedAt).toBeNull()

    // the new articles are in the search index
    const { results } = await env.DB.prepare(`SELECT title FROM search_index WHERE type = 'news' AND search_index MATCH 'pride'`).all<{
      title: string
    }>()
    expect(results.map((r) => r.title)).toContain('Pride march route announced')
  })

  it('stores nothing twice on the next run, and leaves failing sources until their retry time', async () => {
    const before = (await articles()).length
    const report = await importNewsFeeds(db(), { now: NOW + 60_000, timeoutMs: TIMEOUT })
    expect(report.map((r) => r.sourceId).sort()).toEqual([1, 2, 7])
    for (const r of report) expect(r).toMatchObject({ status: 'ok', stored: 0 })
    expect((await articles()).length).toBe(before)
    expect(await source(1)).toMatchObject({ lastNewCount: 0, lastStatus: 'ok' })
  })

  it('retries a failing source later, putting it off longer after each failure, and clears it once it answers', async () => {
    const later = NOW + RETRY_BASE_MS + 1
    await db()
      .update(newsSources)
      .set({ feedUrl: `${FEEDS}/feeds/good.xml?mirror` })
      .where(eq(newsSources.id, 4))
    const report = await importNewsFeeds(db(), { now: later, timeoutMs: TIMEOUT })
    const failing = report.filter((r) => r.status === 'error').map((r) => r.sourceId)
    expect(failing.sort()).toEqual([3, 5, 6])
    expect((await source(3)).failureCount).toBe(2)
    expect((await source(3)).nextAttemptAt?.getTime()).toBe(later + 2 * RETRY_BASE_MS)
    // the fixed source answers: its failures are cleared
    expect(await source(4)).toMatchObject({ lastStatus: 'ok', lastError: null, failureCount: 0, nextAttemptAt: null })
  })

  it('runs from the Worker’s Cron Trigger for the news cron, and only for it', async () => {
    // only the good sources are due at the real time: the failing ones wait for their retry
    await db()
      .update(newsSources)
      .set({ active: false })
      .where(sql`${newsSources.id} IN (3, 5, 6)`)
    await serve('cron.xml', rss('Cron', [item('Imported by the Cron Trigger', 'https://cron.example/a', '<p>Hello.</p>')]))
    await db()
      .insert(newsSources)
      .values({ id: 9, name: 'Cron Source', url: 'https://cron.example', feedUrl: `${FEEDS}/feeds/cron.xml` })

    const runCron = async (cron: string) => {
      const ctx = createExecutionContext()
      await worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), env)
      await waitOnExecutionContext(ctx)
    }
    await runCron('* * * * *')
    expect((await source(9)).lastFetchedAt).toBeNull()

    await runCron(NEWS_IMPORT_CRON)
    expect(await source(9)).toMatchObject({ lastStatus: 'ok', lastNewCount: 1 })
    expect((await articles()).some((a) => a.title === 'Imported by the Cron Trigger')).toBe(true)
  })

  it('imports the demo feeds the app serves, with their rules', async () => {
    for (const file of ['rss.xml', 'atom.xml']) {
      const res = await SELF.fetch(`https://haven.test/news/demo-feed/${file}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/application\/(rss|atom)\+xml/)
      await serve(`demo-${file}`, await res.text(), res.headers.get('Content-Type')!)
    }
    expect((await SELF.fetch('https://haven.test/news/demo-feed/other.xml')).status).toBe(404)
    await db()
      .insert(newsSources)
      .values([
        { id: 10, name: 'Demo Wire', url: 'https://example.org', feedUrl: `${FEEDS}/feeds/demo-rss.xml`, excludeKeywords: ['sponsored'] },
        { id: 11, name: 'Demo Atom', url: 'https://example.org', feedUrl: `${FEEDS}/feeds/demo-atom.xml`, defaultCategory: 'community' },
      ])
    const report = await importNewsFeeds(db(), { sourceIds: [10, 11], timeoutMs: TIMEOUT })
    expect(report).toEqual([
      expect.objectContaining({ sourceId: 10, status: 'ok', items: 4, kept: 3, stored: 3 }),
      expect.objectContaining({ sourceId: 11, status: 'ok', items: 3, kept: 3, stored: 3 }),
    ])
    const demo = (await articles()).filter((a) => a.sourceId === 10 || a.sourceId === 11)
    for (const a of demo) expect(a.body ?? '').not.toMatch(/<script|onclick|<iframe|pixel|utm_|javascript:|style=/i)
  })
})

describe('testNewsFeed (the back office’s “test a feed URL”)', () => {
  it('reads a feed without storing it, and says why one cannot be read', async () => {
    const before = (await articles()).length
    expect(await testNewsFeed(`${FEEDS}/feeds/good.xml`)).toEqual({
      ok: true,
      title: 'Good News',
      language: 'en',
      itemCount: 4,
      firstTitles: ['Pride march route announced', 'Clinic opens on Sundays', 'Sponsored: buy this rainbow mug', 'Relative link story'],
    })
    expect((await articles()).length).toBe(before)
    expect(await testNewsFeed(`${FEEDS}/status/404`)).toMatchObject({ ok: false, error: 'http', message: 'HTTP 404 Not Found' })
    expect(await testNewsFeed(`${FEEDS}/feeds/invalid.xml`)).toMatchObject({ ok: false, error: 'invalid-feed' })
    expect(await testNewsFeed(`${FEEDS}/slow`, { timeoutMs: 300 })).toMatchObject({ ok: false, error: 'timeout' })
    expect(await testNewsFeed('javascript:alert(1)')).toMatchObject({ ok: false, error: 'invalid-url' })
    expect(await testNewsFeed('not a url')).toMatchObject({ ok: false, error: 'invalid-url' })
  })
})
