import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_LEAK_PORT, E2E_LEAK_STATE } from './config'
import { seedCanaries, type CanarySet, type ViewerKind } from './leak/canaries'
import { apiRoutes, crawl, remixRoutes, type CrawlReport, type Route } from './leak/crawler'
import { serveState } from './leak/server'

/**
 * The leak crawl (docs/decisions/005-visibility-rules.md): canaries — a private crew with an
 * event and a post, a pending venue, a hidden review, a pending photo, a profile visible to
 * nobody, a profile for friends only, a member hidden from the directory (never on /users), the
 * city of a member who hides it, a suspended member, a blocked pair, a draft event,
 * a draft wiki page, a draft travel guide, a conversation's messages and photo (also for a moderator)
 * — each with a unique marker, on real demo pages. The app is then read as a visitor, as a
 * member outside the crew and as a blocked member: every page route, every API endpoint, the
 * sitemaps and every link found. No viewer may meet a marker it may not see; the crew's own
 * member must meet the crew's event where it belongs, so the crawl cannot pass by hiding all.
 *
 * It runs its own `wrangler dev` on a copy of the e2e state (global setup), so the canaries
 * change nothing the other suites count.
 */
let server: Awaited<ReturnType<typeof serveState>> | null = null
let set: CanarySet
let routes: Route[]
const baseUrl = `http://127.0.0.1:${E2E_LEAK_PORT}`

beforeAll(async () => {
  set = await seedCanaries(E2E_LEAK_STATE)
  server = await serveState({ port: E2E_LEAK_PORT, persistTo: E2E_LEAK_STATE, label: 'the leak crawl' })
  routes = [...remixRoutes(), ...(await apiRoutes(baseUrl))]
}, 180_000)

afterAll(() => {
  server?.stop()
})

async function crawlAs(viewer: Exclude<ViewerKind, 'crewMember'>): Promise<CrawlReport> {
  const report = await crawl({
    baseUrl,
    cookie: viewer === 'visitor' ? undefined : set.cookies[viewer],
    routes,
    probeKeys: set.keys,
    seeds: set.searches,
    // issue 18's crew pages (a crew, its leaders' page, the link page, /my-groups) took a member's crawl past the default 1500;
    // issue 40's market (the cart, checkout, an order's two pages probed with every key, the sitemap's items) past 2000
    maxRequests: 2500,
    forbidden: set.canaries.map(({ label, marker, mayAppear }) => ({
      label,
      marker,
      allowedOn: (path: string, search: string) => mayAppear(viewer, path, search),
    })),
  })
  console.log(
    `[leak crawl] ${viewer}: ${report.visited.size} addresses of ${report.routesRead.size} routes read, ${report.findings.length} findings`,
  )
  return report
}

function expectClean(report: CrawlReport) {
  const problems = report.findings.map((f) => `${f.url}: ${f.problem}`)
  expect(problems).toEqual([])
}

/** Every page route and API endpoint was read at least once: a new one cannot slip past. */
function expectEveryRouteRead(report: CrawlReport) {
  const unread = routes.filter((route) => !route.segments.includes('*') && !report.routesRead.has(route.id)).map((r) => r.id)
  expect(unread).toEqual([])
}

describe('the leak crawl', () => {
  it('shows a visitor no canary', async () => {
    const report = await crawlAs('visitor')
    expectClean(report)
    expectEveryRouteRead(report)
    // it did read the pages the canaries sit on, and the sitemaps' places and venues
    expect(report.visited.get(`/venues/${set.host.venueId}`)).toBe(200)
    expect(report.visited.get(`/city/${set.host.cityId}`)).toBe(200)
    // the wiki's pages, from the sitemap
    expect(report.visited.get('/content/community-guidelines')).toBe(200)
    // the travel guides, from the sitemap and /travel
    expect(report.visited.get('/travel/1')).toBe(200)
    // the resources, their topics' and professions' pages (from the list, the pages and the sitemap)
    expect(report.visited.get('/ressources')).toBe(200)
    expect(report.visited.get('/ressources/Legal%20Aid')).toBe(200)
    expect(report.visited.get('/professions/lawyer')).toBe(200)
    expect([...report.visited].filter(([url, status]) => /^\/ressources\/[a-z0-9-]+$/.test(url) && status === 200).length).toBeGreaterThan(
      5,
    )
    // the news: the list and articles (the sitemap's news.xml and the list's links)
    expect(report.visited.get('/news')).toBe(200)
    expect([...report.visited.keys()].filter((url) => /^\/news\/\d+$/.test(url)).length).toBeGreaterThan(5)
    expect(report.visited.get(`/country/${set.host.countryId}`)).toBe(200)
    // the user directory and member profiles (from the directory's cards and the canaries' ids)
    expect(report.visited.get('/users')).toBe(200)
    expect([...report.visited].filter(([url, status]) => /^\/user\/[0-9a-f-]{36}$/.test(url) && status === 200).length).toBeGreaterThan(3)
    expect([...report.visited.keys()].filter((url) => /^\/venues\/\d+$/.test(url)).length).toBeGreaterThan(10)
    // the crews: the list and public crews' pages (from the list's cards and the sitemap's crews-N.xml)
    expect(report.visited.get('/groups')).toBe(200)
    expect([...report.visited].filter(([url, status]) => /^\/groups\/[0-9a-f-]{36}$/.test(url) && status === 200).length).toBeGreaterThan(5)
    // the site search, for the canaries' prefix and a member by name
    for (const path of set.searches) expect(report.visited.get(path), path).toBe(200)
    for (const e of set.expectations.filter((x) => x.viewer === 'visitor')) expect(report.bodies.get(e.path), e.label).toContain(e.marker)
  }, 600_000)

  it('shows a member outside the crew no canary, not even among the faves they saved', async () => {
    const report = await crawlAs('outsider')
    expectClean(report)
    expect(report.visited.get('/favorites')).toBe(200)
    expect(report.bodies.get('/favorites')).toContain('Leak Outsider')
    for (const e of set.expectations.filter((x) => x.viewer === 'outsider')) expect(report.bodies.get(e.path), e.label).toContain(e.marker)
  }, 600_000)

  it('shows a blocked member nothing of the member who blocked them, nor of whom they blocked', async () => {
    const report = await crawlAs('blocked')
    expectClean(report)
    for (const e of set.expectations.filter((x) => x.viewer === 'blocked')) expect(report.bodies.get(e.path), e.label).toContain(e.marker)
  }, 600_000)

  it('serves the files of hidden rows (a friends-only post’s photo) only to who may see them', async () => {
    for (const file of set.media) {
      for (const viewer of ['visitor', 'outsider', 'blocked', 'crewMember'] as const) {
        const cookie = viewer === 'visitor' ? undefined : set.cookies[viewer]
        const response = await fetch(`${baseUrl}${file.path}`, { headers: cookie ? { Cookie: cookie } : {} })
        expect(response.status, `${file.label} for ${viewer}`).toBe(file.allowed.includes(viewer) ? 200 : 404)
        if (response.ok) expect(response.headers.get('Cache-Control'), file.label).toBe('private, no-store')
      }
    }
  })

  it('shows a moderator, and members outside it, nothing of a conversation nobody reported (decision 037)', async () => {
    const { moderatorCookie, conversationId, messageMarker } = set.staff
    const photo = set.media.find((file) => file.path.startsWith('/media/messages/'))!.path
    const paths = [
      '/messages',
      `/messages/${conversationId}`,
      `/messages?conversation=${conversationId}`,
      '/api/messages',
      '/notifications',
      '/api/notifications/timeline',
      '/admin',
      `/api/messages/${conversationId}/report`,
    ]
    for (const cookie of [moderatorCookie, set.cookies.outsider, set.cookies.blocked])
      for (const path of paths) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie, 'Accept-Language': 'en' } })
        expect(response.status, path).toBeLessThan(500)
        expect(await response.text(), path).not.toContain(messageMarker)
      }
    expect((await fetch(`${baseUrl}${photo}`, { headers: { Cookie: moderatorCookie } })).status).toBe(404)
    // the staff audit log (issue 41) is for admins: a moderator and a member are sent away, nothing of it shown
    for (const cookie of [moderatorCookie, set.cookies.outsider]) {
      const response = await fetch(`${baseUrl}/admin/audit`, { headers: { Cookie: cookie, 'Accept-Language': 'en' }, redirect: 'manual' })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/')
    }
    // the room itself refuses the moderator: the hardening matrix's room row (Node's fetch cannot send an upgrade)
  })

  it('shows the crew’s own member the crew’s event where it belongs', async () => {
    for (const e of set.expectations.filter((x) => x.viewer === 'crewMember')) {
      const response = await fetch(`${baseUrl}${e.path}`, { headers: { Cookie: set.cookies.crewMember, 'Accept-Language': 'en' } })
      expect(response.status, e.path).toBe(200)
      expect(await response.text(), e.label).toContain(e.marker)
    }
  })
})
