import { env, SELF } from 'cloudflare:test'
import { desc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '~/db/schema'
import { callApi, db, withoutPageTexts } from './helpers'

const ENDPOINT = 'https://haven.test/api/analytics'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

const pageView = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_view',
  data: { path: '/venues' },
  url: 'https://haven.test/venues?city=berlin',
  title: 'Spaces · Haven',
  hostname: 'haven.test',
  language: 'en',
  referrer: 'https://haven.test/',
  screenSize: '390x844',
  ...overrides,
})

/** Each report from its own client address, unless a test names one (the limit is per address). */
let visitor = 0
function post(body: unknown, headers: Record<string, string> = {}) {
  return callApi('/api/analytics', {
    headers: {
      'User-Agent': DESKTOP_CHROME,
      Origin: 'https://haven.test',
      'CF-Connecting-IP': `192.0.2.${++visitor}`,
      ...headers,
    },
    body,
  })
}

async function latest() {
  return db().select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1).get()
}

describe('POST /api/analytics', () => {
  it('stores a page view and answers 204 with no body', async () => {
    const res = await post(pageView(), { 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': '203.0.113.7' })
    expect(res.status).toBe(204)
    expect(await res.text().then(withoutPageTexts)).toBe('')
    const row = await latest()
    expect(row).toMatchObject({
      name: 'page_view',
      data: { path: '/venues' },
      url: 'https://haven.test/venues?city=berlin',
      title: 'Spaces · Haven',
      hostname: 'haven.test',
      language: 'en',
      referrer: 'https://haven.test/',
      screenSize: '390x844',
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      sessionId: null,
      userId: null,
    })
  })

  it.each([
    ['iPhone', IPHONE, { device: 'mobile', os: 'iOS', browser: 'Safari' }],
    ['iPad', IPAD, { device: 'tablet', os: 'iOS', browser: 'Safari' }],
    ['desktop Chrome', DESKTOP_CHROME, { device: 'desktop', os: 'Windows', browser: 'Chrome' }],
  ])('derives browser, os and device on the server from the User-Agent (%s)', async (_label, ua, expected) => {
    // whatever the client claims is ignored: unknown keys are dropped
    const res = await post(pageView({ device: 'desktop', browser: 'Lynx', os: 'Plan 9' }), { 'User-Agent': ua })
    expect(res.status).toBe(204)
    expect(await latest()).toMatchObject(expected)
  })

  it('never stores an IP address, a member or a session', async () => {
    await post(pageView({ data: { path: '/x' } }), { 'CF-Connecting-IP': '198.51.100.23', 'X-Real-IP': '198.51.100.23' })
    const rows = await env.DB.prepare('SELECT * FROM analytics_events').all()
    const columns = Object.keys(rows.results[0] ?? {})
    expect(columns.some((c) => /ip|addr/i.test(c))).toBe(false)
    expect(JSON.stringify(rows.results)).not.toContain('198.51.100.23')
    expect(JSON.stringify(rows.results)).not.toContain('203.0.113.7')
    expect(rows.results.every((r) => r.user_id === null && r.session_id === null)).toBe(true)
  })

  it('accepts a same-origin path and custom event names, and drops secrets from URLs', async () => {
    const res = await post({
      name: 'search:submit',
      data: { q: 'berlin' },
      url: '/auth/reset?token=abc123&lang=de#top',
      referrer: 'https://haven.test/api/newsletter/confirm?token=secret',
    })
    expect(res.status).toBe(204)
    const row = await latest()
    expect(row).toMatchObject({ name: 'search:submit', url: '/auth/reset?lang=de', referrer: 'https://haven.test/api/newsletter/confirm' })
    expect(row?.title).toBeNull()
    expect(row?.screenSize).toBeNull()
  })

  it('never stores a Near Me position, in the URL or the referrer', async () => {
    const res = await post(
      pageView({ url: '/places?near=52.52,13.40&sort=name-asc', referrer: 'https://haven.test/places?near=52.52%2C13.40' }),
    )
    expect(res.status).toBe(204)
    const row = await latest()
    expect(row?.url).toBe('/places?sort=name-asc')
    expect(row?.referrer).toBe('https://haven.test/places')
  })

  it.each([
    ['a missing name', { ...pageView(), name: undefined }],
    ['a name outside the allowed pattern', pageView({ name: 'Page View!' })],
    ['a too long name', pageView({ name: 'a'.repeat(65) })],
    ['a protocol-relative url', pageView({ url: '//evil.example/x' })],
    ['a javascript: url', pageView({ url: 'javascript:alert(1)' })],
    ['a url over 2 kB', pageView({ url: `/${'a'.repeat(2100)}` })],
    ['a missing url', { ...pageView(), url: undefined }],
    ['data that is not an object', pageView({ data: 'nope' })],
    ['data over 200 characters', pageView({ data: { blob: 'x'.repeat(200) } })],
    ['a malformed screen size', pageView({ screenSize: 'huge' })],
    ['a hostname with odd characters', pageView({ hostname: 'ha ven<script>' })],
  ])('answers 422 for %s', async (_label, body) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_events').first<{ n: number }>()
    const res = await post(body)
    expect(res.status).toBe(422)
    const json = await res.json<{ code: string; error: string }>()
    expect(json.code).toBe('invalidInput')
    expect(json.error).toBeTruthy()
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_events').first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })

  it('answers 400 for an unreadable body', async () => {
    const res = await post('{not json')
    expect(res.status).toBe(400)
  })

  it('answers 413 for a body over 8 kB', async () => {
    const res = await post(pageView({ title: 'x'.repeat(9000) }))
    expect(res.status).toBe(413)
    expect((await res.json<{ code: string }>()).code).toBe('payloadTooLarge')
  })

  it('answers 413 for a streamed body over 8 kB without Content-Length', async () => {
    const chunk = new TextEncoder().encode(JSON.stringify(pageView({ title: 'y'.repeat(9000) })))
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const res = await SELF.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: stream,
      // @ts-expect-error -- workerd needs this for streamed request bodies
      duplex: 'half',
    })
    expect(res.status).toBe(413)
  })

  it('refuses reports posted from another site', async () => {
    const res = await post(pageView(), { Origin: 'https://elsewhere.example' })
    expect(res.status).toBe(403)
    const same = await post(pageView(), { Origin: 'https://haven.test' })
    expect(same.status).toBe(204)
  })

  it('refuses a report that says nothing of where it comes from (no Origin, no Sec-Fetch-Site same-origin)', async () => {
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_events').first<{ n: number }>())?.n
    const before = await count()
    const bare = await SELF.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pageView()),
    })
    expect(bare.status).toBe(403)
    const crossSite = await SELF.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify(pageView()),
    })
    expect(crossSite.status).toBe(403)
    expect(await count()).toBe(before)
    // a browser that sends no Origin still says same-origin
    const fetched = await SELF.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(pageView()),
    })
    expect(fetched.status).toBe(204)
  })

  it('takes 30 reports a minute from one visitor, then answers 429 with Retry-After', async () => {
    const one = { 'CF-Connecting-IP': '203.0.113.200' }
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_events').first<{ n: number }>())!.n
    const before = await count()
    for (let i = 0; i < 30; i++) expect((await post(pageView(), one)).status).toBe(204)
    const refused = await post(pageView(), one)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ code: 'tooManyRequests' })
    expect(await count()).toBe(before + 30)
    // another visitor is not held back
    expect((await post(pageView(), { 'CF-Connecting-IP': '203.0.113.201' })).status).toBe(204)
  })

  it('stores at most about 1 KB a row: long URLs, referrers and titles are cut', async () => {
    const long = `/venues?${'amenity=wifi&'.repeat(150)}`
    const res = await post(
      pageView({
        name: 'e'.repeat(64),
        data: { path: 'p'.repeat(180) },
        url: long,
        referrer: `https://haven.test${long}`,
        title: 't'.repeat(2000),
        hostname: 'h'.repeat(100),
      }),
    )
    expect(res.status).toBe(204)
    const row = (await env.DB.prepare('SELECT * FROM analytics_events ORDER BY id DESC LIMIT 1').first<Record<string, unknown>>())!
    expect((row.url as string).length).toBe(256)
    expect((row.referrer as string).length).toBe(256)
    expect((row.title as string).length).toBe(100)
    const size = Object.values(row).reduce<number>((n, v) => n + String(v ?? '').length, 0)
    expect(size).toBeLessThanOrEqual(1100)
  })
})
