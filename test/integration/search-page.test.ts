import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { blocks, cities, communityGroups, countries, events, newsArticles, profiles, venues } from '~/db/schema'
import { LANGUAGES } from '~/i18n/config'
import ar from '~/i18n/locales/ar/search'
import de from '~/i18n/locales/de/search'
import en from '~/i18n/locales/en/search'
import es from '~/i18n/locales/es/search'
import fr from '~/i18n/locales/fr/search'
import it_ from '~/i18n/locales/it/search'
import ja from '~/i18n/locales/ja/search'
import ko from '~/i18n/locales/ko/search'
import pt from '~/i18n/locales/pt/search'
import ru from '~/i18n/locales/ru/search'
import zh from '~/i18n/locales/zh/search'
import arShell from '~/i18n/locales/ar/shell'
import deShell from '~/i18n/locales/de/shell'
import enShell from '~/i18n/locales/en/shell'
import esShell from '~/i18n/locales/es/shell'
import frShell from '~/i18n/locales/fr/shell'
import it_Shell from '~/i18n/locales/it/shell'
import jaShell from '~/i18n/locales/ja/shell'
import koShell from '~/i18n/locales/ko/shell'
import ptShell from '~/i18n/locales/pt/shell'
import ruShell from '~/i18n/locales/ru/shell'
import zhShell from '~/i18n/locales/zh/shell'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import { call, createMemberWithSession, db, withoutPageTexts } from './helpers'

/**
 * /search (issue 38): the results grouped by type with each type's count, 20 a page, the type
 * tabs, the URL made clean (a form's repeated and empty fields, bad values: never a 500), the
 * direct hit, SPEC §8's no-results message, what a viewer may not see left out, 11 languages.
 */
const BERLIN = 2950159
const VENUES = 25
type Member = Awaited<ReturnType<typeof createMemberWithSession>>
let viewer: Member
let blocker: Member

/** The page's HTML without its texts' JSON, with React's escapes read back. */
async function page(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await call(path, init)
  const html = response.status === 200 ? withoutPageTexts(await response.text()) : ''
  const text = html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
  return { status: response.status, location: response.headers.get('Location'), html: text }
}
const rows = (html: string) => html.match(/<article/g)?.length ?? 0
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values({ id: 'de', name: 'Germany', names: { en: 'Germany' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await d.insert(cities).values({
    id: BERLIN,
    countryId: 'de',
    name: 'Berlin',
    asciiName: 'Berlin',
    names: { en: 'Berlin' },
    population: 3_426_354,
    latitude: 52.5,
    longitude: 13.4,
    timezone: 'Europe/Berlin',
  })
  const place = { countryId: 'de', cityId: BERLIN, latitude: 52.5, longitude: 13.4 }
  // one row a statement: D1 binds at most 100 values in one
  for (let i = 0; i < VENUES; i++)
    await d.insert(venues).values({
      id: i + 1,
      slug: `rainbow-venue-${i + 1}`,
      name: `Rainbow Venue ${i + 1}`,
      description: 'A friendly bar',
      status: 'published' as const,
      ratingAvg: 3 + (i % 3) * 0.5,
      ratingCount: i,
      ...place,
    })
  await d.insert(venues).values({ id: 100, slug: 'rainbow-pending', name: 'Rainbow Pending Place', status: 'pending', ...place })
  await d.insert(communityGroups).values([
    { id: 'rainbow-hikers', slug: 'rainbow-hikers', name: 'Rainbow Hikers', visibility: 'public', cityId: BERLIN, countryId: 'de' },
    { id: 'rainbow-secret', slug: 'rainbow-secret', name: 'Rainbow Secret Circle', visibility: 'private', listed: false, cityId: BERLIN },
  ])
  await d.insert(events).values({
    id: 1,
    slug: 'rainbow-picnic',
    title: 'Rainbow Picnic',
    status: 'published',
    startsAt: new Date('2027-06-01T18:00:00Z'),
    timezone: 'Europe/Berlin',
    isFree: true,
    ...place,
  })
  await d.insert(newsArticles).values({ id: 1, slug: 'rainbow-news', title: 'Rainbow Flags Fly', publishedAt: new Date('2026-06-01') })
  viewer = await createMemberWithSession('Vera Viewer')
  blocker = await createMemberWithSession('Blocking Bettina')
  await d.update(profiles).set({ profileVisibility: 'everyone' }).where(eq(profiles.userId, blocker.id))
  await d.insert(blocks).values({ blockerId: blocker.id, blockedId: viewer.id })
  await rebuildSearchIndex(d)
})

describe('/search', () => {
  it('groups the results by type, each with its count over the whole search, and names the query in the title', async () => {
    const { status, html } = await page('/search?q=rainbow')
    expect(status).toBe(200)
    expect(title(html)).toContain('“rainbow”')
    expect(html).toContain('value="rainbow"')
    expect(html).toContain('28 results for “rainbow”')
    const group = (heading: string, count: number) =>
      new RegExp(`id="search-group-\\w+"[^>]*>(<[^>]+>)*${heading}<span[^>]*>${count} in all</span>`)
    // each page's hits grouped under their type's heading, with the type's count over both pages
    const second = (await page('/search?q=rainbow&page=2')).html
    const both = html + second
    for (const [heading, count] of [
      ['Venues', 25],
      ['Events', 1],
      ['Crews', 1],
      ['News', 1],
    ] as const)
      expect(both).toMatch(group(heading, count))
    expect(html).toMatch(group('Venues', 25))
    // a type tab per type with its count; 'All' is the current one
    expect(html).toMatch(/aria-current="page"[^>]*>All<span[^>]*>28</)
    expect(html).toMatch(/href="\/search\?q=rainbow&types=group"[^>]*>Crews<span[^>]*>1</)
    expect(both).toContain('href="/events/1"')
    expect(both).toContain('href="/groups/rainbow-hikers"')
    expect(html).toMatch(/href="\/venues\/\d+"/)
    expect(html).toContain('noindex')
  })

  it('shows 20 hits a page and keeps the query in the page links', async () => {
    const first = await page('/search?q=rainbow')
    expect(rows(first.html)).toBe(20)
    expect(first.html).toContain('Page 1 of 2')
    expect(first.html).toContain('href="/search?q=rainbow&page=2"')
    const second = await page('/search?q=rainbow&page=2')
    expect(second.status).toBe(200)
    expect(rows(second.html)).toBe(8)
    // past the last page: the last one
    expect((await page('/search?q=rainbow&page=3')).location).toBe('/search?q=rainbow&page=2')
  })

  it('narrows to a type by its tab, and the tabs still count every type', async () => {
    const { html } = await page('/search?q=rainbow&types=group')
    expect(rows(html)).toBe(1)
    expect(html).toContain('Rainbow Hikers')
    expect(html).not.toContain('Rainbow Venue 1<')
    expect(html).toMatch(/aria-current="page"[^>]*>Crews<span[^>]*>1</)
    expect(html).toMatch(/>Venues<span[^>]*>25</)
    expect(html).toMatch(/>All<span[^>]*>28</)
  })

  it('takes what a form without JavaScript sends: repeated checkboxes joined, empty fields dropped', async () => {
    const sent = await page('/search?q=rainbow&location=&types=group&types=event&from=&to=&minPrice=&maxPrice=&rating=')
    expect(sent.status).toBe(302)
    expect(decodeURIComponent(sent.location!)).toBe('/search?q=rainbow&types=group,event')
    const { html } = await page(sent.location!)
    expect(rows(html)).toBe(2)
    expect(html).toContain('2 results for “rainbow”')
  })

  it('ignores bad values in the URL, never a server error', async () => {
    const bad = [
      '/search?q=rainbow&types=bogus,venue',
      '/search?q=rainbow&page=abc',
      '/search?q=rainbow&page=-1',
      '/search?q=rainbow&page=99999',
      '/search?q=rainbow&rating=9',
      '/search?q=rainbow&from=2026-13-45&to=2026-01-01',
      '/search?q=rainbow&minPrice=-5&maxPrice=abc',
      '/search?q=rainbow&minPrice=900&maxPrice=100',
      '/search?q=rainbow&direct=maybe&featured=yes',
      `/search?q=${'x'.repeat(500)}`,
      `/search?q=rainbow&categories=${'c,'.repeat(200)}`,
      '/search?q=%22%29%20OR%20*%20--&types=venue',
      '/search?q=NEAR(a%20b)%20AND%20%5E',
    ]
    for (const path of bad) {
      const first = await page(path)
      expect([200, 302], path).toContain(first.status)
      if (first.status === 302) {
        const clean = await page(first.location!)
        expect(clean.status, `${path} → ${first.location}`).toBe(200)
      }
    }
    expect(decodeURIComponent((await page('/search?q=rainbow&types=bogus,venue')).location!)).toBe('/search?q=rainbow&types=venue')
  })

  it('says SPEC §8’s no-results message for 2+ characters, asks for more for one, and runs nothing for none', async () => {
    const none = await page('/search?q=zzqxjvw')
    expect(none.html).toContain('No results found for "zzqxjvw"')
    expect(none.html).toContain('Try different keywords or adjust your filters')
    const one = await page('/search?q=r')
    expect(one.html).toContain('Type at least two characters to search.')
    expect(one.html).not.toContain('No results found')
    const blank = await page('/search')
    expect(blank.status).toBe(200)
    expect(blank.html).toContain('Find your people, places and plans')
    expect(blank.html).not.toContain('No results found')
    expect(rows(blank.html)).toBe(0)
  })

  it('leads straight to a direct hit: the only result, or a place named exactly', async () => {
    expect((await page('/search?q=rainbow%20hikers&direct=true')).location).toBe('/groups/rainbow-hikers')
    expect((await page('/search?q=Berlin&direct=true')).location).toBe(`/city/${BERLIN}`)
    // many results and no place of that name: the results
    expect((await page('/search?q=rainbow&direct=true')).status).toBe(200)
  })

  it('leaves out what the viewer may not see: a private crew, a pending venue, a member who blocked them', async () => {
    const visitor = await page('/search?q=rainbow')
    expect(visitor.html).not.toContain('Rainbow Secret Circle')
    expect(visitor.html).not.toContain('Rainbow Pending Place')
    expect((await page('/search?q=secret%20circle')).html).toContain('No results found for "secret circle"')
    expect((await page('/search?q=bettina')).html).toContain('Blocking Bettina')
    const blocked = await page('/search?q=bettina', { cookie: viewer.cookie })
    expect(blocked.html).not.toContain('Blocking Bettina')
    expect(blocked.html).toContain('No results found for "bettina"')
  })

  it('renders in the 11 languages, Arabic right to left', async () => {
    const texts = { en, es, fr, de, pt, it: it_, ru, zh, ja, ko, ar }
    // the type names are the header box's (shell), one copy for both
    const shells = {
      en: enShell,
      es: esShell,
      fr: frShell,
      de: deShell,
      pt: ptShell,
      it: it_Shell,
      ru: ruShell,
      zh: zhShell,
      ja: jaShell,
      ko: koShell,
      ar: arShell,
    }
    for (const language of LANGUAGES) {
      const { status, html } = await page('/search?q=rainbow', { headers: { 'Accept-Language': language } })
      expect(status, language).toBe(200)
      expect(html, language).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
      const own = texts[language as keyof typeof texts] as { page: { submit: string } }
      const shell = shells[language as keyof typeof shells] as { search: { types: { venue: string } } }
      expect(html, language).toContain(shell.search.types.venue)
      expect(html, language).toContain(own.page.submit)
    }
  })
})
