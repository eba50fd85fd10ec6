import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  cities,
  communityGroups,
  countries,
  countrySafety,
  events,
  groupMembers,
  newsArticles,
  personalities,
  reports,
  resources,
  travelGuides,
  userRoles,
  venues,
} from '~/db/schema'
import { localDateOf } from '~/models/events/local-date'
import { call, createMemberWithSession, db, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * /travel and /travel/{id}: published guides for everyone, drafts for staff only (404 for the
 * rest, noindex for staff), a slug redirected to the id, the country's safety banner before the
 * guide, the place's venues, events and crews through their own rules (a pending venue and a
 * private crew's event never shown), JSON-LD, the sitemap and the paged list.
 */
const DAY = 24 * 60 * 60 * 1000

const get = (path: string, cookie?: string, language = 'en') => call(path, { cookie, headers: { 'Accept-Language': language } })
const html = async (path: string, cookie?: string, language?: string) => {
  const response = await get(path, cookie, language)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}

const GUIDE = 1
const COUNTRY_GUIDE = 2
const DRAFT = 3
let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  member = await createMemberWithSession('Member')
  moderator = await createMemberWithSession('Moderator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await d.insert(countries).values({
    id: 'pt',
    name: 'Portugal',
    names: { en: 'Portugal', de: 'Portugal', fr: 'Portugal' },
    continent: 'EU',
    timezones: ['Europe/Lisbon'],
    flag: '🇵🇹',
  })
  await d.insert(cities).values({
    id: 2267057,
    countryId: 'pt',
    name: 'Lisbon',
    names: { en: 'Lisbon', de: 'Lissabon', fr: 'Lisbonne' },
    asciiName: 'Lisbon',
    population: 517_802,
    latitude: 38.72,
    longitude: -9.13,
    timezone: 'Europe/Lisbon',
  })
  await d.insert(countrySafety).values({
    countryId: 'pt',
    sameSexRelations: 'legal',
    marriage: 'marriage',
    discriminationProtection: 'full',
    genderRecognition: 'self_id',
    sourceName: 'ILGA World Database',
    sourceUrl: 'https://database.ilga.org',
    asOf: '2025-01-01',
  })
  await d.insert(venues).values([
    { id: 1, slug: 'trumps', name: 'Trumps Club', countryId: 'pt', cityId: 2267057, status: 'published' },
    { id: 2, slug: 'pending-bar', name: 'Pending Bar', countryId: 'pt', cityId: 2267057, status: 'pending' },
  ])
  await d
    .insert(communityGroups)
    .values({ id: 'lisbon-secret', slug: 'lisbon-secret', name: 'Lisbon Secret Circle', visibility: 'private', cityId: 2267057 })
  await d.insert(groupMembers).values({ groupId: 'lisbon-secret', userId: member.id, role: 'member', status: 'active' })
  const soon = Date.now() + 3 * DAY
  const event = (id: number, title: string, extra: Partial<typeof events.$inferInsert> = {}) => ({
    id,
    slug: `event-${id}`,
    title,
    startsAt: new Date(soon + id * 60_000),
    localDate: localDateOf(soon, 'Europe/Lisbon'),
    timezone: 'Europe/Lisbon',
    countryId: 'pt',
    cityId: 2267057,
    status: 'published' as const,
    ...extra,
  })
  await d.insert(events).values([event(1, 'Arraial Warm-up'), event(2, 'Secret Circle Meeting', { groupId: 'lisbon-secret' })])
  const updatedAt = new Date('2026-05-02T10:00:00Z')
  await d.insert(travelGuides).values([
    {
      id: GUIDE,
      slug: 'queer-lisbon',
      title: 'Queer Lisbon',
      summary: 'Hills, fado and Príncipe Real.',
      body: '# Queer Lisbon\n\nIntro paragraph.\n\n## Getting there\n\nBy train.\n\n## Nightlife\n\nLate.<script>alert("x")</script>\n\n## The law\n\nSee above.',
      countryId: 'pt',
      cityId: 2267057,
      status: 'published',
      publishedAt: new Date('2026-04-01T10:00:00Z'),
      updatedAt,
    },
    {
      id: COUNTRY_GUIDE,
      slug: 'queer-portugal',
      title: 'Queer Portugal',
      body: 'All of it.',
      countryId: 'pt',
      status: 'published',
      publishedAt: updatedAt,
      updatedAt,
    },
    { id: DRAFT, slug: 'secret-draft-guide', title: 'Secret Draft Guide', body: 'Soon.', cityId: 2267057, status: 'draft', updatedAt },
  ])
})

describe('/travel/{id}', () => {
  it('shows the safety banner first, then the guide with its contents, the place’s lists and JSON-LD', async () => {
    const page = await html(`/travel/${GUIDE}`)
    expect(page).toContain('Queer Lisbon</h1>')
    expect(page).toContain('Travel guide · Lisbon, Portugal')
    const banner = page.indexOf('ILGA World Database')
    const body = page.indexOf('id="getting-there"')
    expect(banner).toBeGreaterThan(0)
    expect(body).toBeGreaterThan(banner)
    expect(page).toContain('href="#nightlife"')
    expect(page).not.toContain('<script>alert')
    expect(page).toContain('Published April 1, 2026')
    expect(page).toContain('Updated May 2, 2026')
    // what the place offers, through the owners' rules: no pending venue, no private crew event
    expect(page).toContain('Trumps Club')
    expect(page).toContain('Arraial Warm-up')
    expect(page).not.toContain('Pending Bar')
    expect(page).not.toContain('Secret Circle Meeting')
    expect(page).not.toContain('Lisbon Secret Circle')
    expect(page).toContain('href="/city/2267057"')
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/travel/${GUIDE}"/>`)
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!)
    expect(ld).toMatchObject({
      '@type': 'Article',
      additionalType: 'https://schema.org/TravelGuide',
      headline: 'Queer Lisbon',
      inLanguage: 'en',
      about: { '@type': 'City', name: 'Lisbon, Portugal', url: `${ORIGIN}/city/2267057` },
    })
  })

  it('shows a crew member their crew’s event, as the city page would', async () => {
    expect(await html(`/travel/${GUIDE}`, member.cookie)).toContain('Secret Circle Meeting')
  })

  it('names the place in the reader’s language and says the guide is in English', async () => {
    const page = await html(`/travel/${GUIDE}`, undefined, 'de')
    expect(page).toContain('Reiseführer · Lissabon, Portugal')
    expect(page).toContain('Dieser Reiseführer ist auf Englisch geschrieben.')
    expect(page).toMatch(/<h1 lang="en"/)
  })

  it('serves a country’s guide with the country’s lists', async () => {
    const page = await html(`/travel/${COUNTRY_GUIDE}`)
    expect(page).toContain('Queer Portugal</h1>')
    expect(page).toContain('href="/country/pt"')
    expect(page).toContain('Trumps Club')
  })

  it('redirects a slug to the id and answers 404 for unknown ids and bad parameters', async () => {
    const bySlug = await get('/travel/queer-lisbon')
    expect(bySlug.status).toBe(301)
    expect(bySlug.headers.get('Location')).toBe(`/travel/${GUIDE}`)
    for (const path of ['/travel/999', '/travel/no-such-guide', '/travel/Bad%20Slug!', '/travel/0'])
      expect((await get(path)).status, path).toBe(404)
  })

  it('keeps drafts from visitors and members, and shows staff a marked, noindex preview', async () => {
    expect((await get(`/travel/${DRAFT}`)).status).toBe(404)
    expect((await get(`/travel/${DRAFT}`, member.cookie)).status).toBe(404)
    expect((await get('/travel/secret-draft-guide')).status).toBe(404)
    const preview = await get(`/travel/${DRAFT}`, moderator.cookie)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(withoutPageTexts(await preview.text())).toContain('Only staff can see this guide until it is published.')
  })
})

describe('/travel and the sitemap', () => {
  it('lists the published guides only, and cleans its address', async () => {
    const page = await html('/travel')
    expect(page).toContain('href="/travel/1"')
    expect(page).toContain('href="/travel/2"')
    expect(page).not.toContain('Secret Draft Guide')
    for (const path of ['/travel?page=1', '/travel?page=abc', '/travel?page=9', '/travel?sort=x']) {
      const response = await get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe('/travel')
    }
  })

  it('links a city’s and a country’s page to their own published guide, never to a draft', async () => {
    const city = await html('/city/2267057')
    expect(city).toContain('href="/travel/1"')
    expect(city).toContain('Read the travel guide: Queer Lisbon')
    expect(city).not.toContain(`/travel/${DRAFT}"`)
    const country = await html('/country/pt')
    expect(country).toContain(`href="/travel/${COUNTRY_GUIDE}"`)
    expect(country).not.toContain('href="/travel/1"')
  })

  it('puts the published guides in the pages sitemap, and no draft', async () => {
    const xml = await (await get('/sitemaps/pages.xml')).text()
    expect(xml).toContain(`<loc>${ORIGIN}/travel/${GUIDE}</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/travel/${COUNTRY_GUIDE}</loc>`)
    expect(xml).not.toContain(`/travel/${DRAFT}<`)
  })
})

describe('reporting editorial content (migration 0022)', () => {
  const report = (fields: Record<string, string>, cookie?: string) =>
    postForm('/reports', { redirectTo: '/travel', reason: 'misinformation', ...fields }, cookie, { Accept: 'application/json' })

  it('files a member’s report of a travel guide, a personality, a resource and a news article, by each one’s rule', async () => {
    const d = db()
    const [person] = await d.insert(personalities).values({ slug: 'report-me', name: 'Report Me' }).returning({ id: personalities.id })
    const [resource] = await d.insert(resources).values({ slug: 'report-me-too', title: 'Report Me Too' }).returning({ id: resources.id })
    const [draftResource] = await d
      .insert(resources)
      .values({ slug: 'draft-report', title: 'Draft', status: 'draft' })
      .returning({ id: resources.id })
    const [article] = await d
      .insert(newsArticles)
      .values({ slug: 'report-news', title: 'Report News', publishedAt: new Date() })
      .returning({ id: newsArticles.id })
    const targets = [
      ['travel', String(GUIDE)],
      ['personality', String(person!.id)],
      ['resource', String(resource!.id)],
      ['news', String(article!.id)],
    ] as const
    for (const [targetType, targetId] of targets) {
      const response = await report({ targetType, targetId }, member.cookie)
      expect(response.status, targetType).toBeLessThan(400)
      const rows = await d
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.reporterId, member.id)))
      expect(rows, targetType).toHaveLength(1)
    }
    // what the member may not see cannot be reported: a draft guide, a draft resource
    for (const [targetType, targetId] of [
      ['travel', String(DRAFT)],
      ['resource', String(draftResource!.id)],
    ] as const) {
      await report({ targetType, targetId }, member.cookie)
      const rows = await d
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
      expect(rows, targetType).toEqual([])
    }
  })

  it('shows the report button on a guide', async () => {
    expect(await html(`/travel/${GUIDE}`, member.cookie)).toContain('Report')
  })
})
