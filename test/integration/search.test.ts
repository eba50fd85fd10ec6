import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blocks,
  cities,
  communityGroups,
  contentPages,
  countries,
  events,
  marketplaceListings,
  newsArticles,
  personalities,
  profiles,
  resources,
  travelGuides,
  unifiedTags,
  venues,
} from '~/db/schema'
import type { SearchAnswer } from '~/models/search/schema'
import { rebuildSearchIndex, syncSearchEntry } from '~/models/search/search-index.server'
import { callApi, createMemberWithSession, db, ORIGIN } from './helpers'

/**
 * Global search (issue 38): every type found by its title; typos at the allowed lengths and not
 * one more; names in other scripts; each visibility case absent for the wrong viewer and present
 * for the right one; the index in step after an edit, a hide and a deletion; the API's shapes,
 * limits and refusals.
 */
type Member = Awaited<ReturnType<typeof createMemberWithSession>>
const m = {} as Record<'viewer' | 'blocker' | 'shown' | 'hidden', Member>
const BERLIN = 2950159

async function search(body: unknown, who?: Member) {
  const response = await callApi('/api/search', {
    body,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
  })
  return { status: response.status, answer: (await response.json()) as SearchAnswer & { error?: string; code?: string } }
}
const titles = async (query: string, who?: Member, extra: Record<string, unknown> = {}) =>
  (await search({ query, ...extra }, who)).answer.hits.map((hit) => `${hit.type}:${hit.title}`)

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values([
    {
      id: 'de',
      name: 'Germany',
      names: { en: 'Germany', de: 'Deutschland', ru: 'Германия', ja: 'ドイツ' },
      continent: 'EU',
      timezones: ['Europe/Berlin'],
      population: 83_000_000,
    },
    { id: 'ru', name: 'Russia', names: { en: 'Russia', ru: 'Россия' }, continent: 'EU', timezones: ['Europe/Moscow'] },
    { id: 'jp', name: 'Japan', names: { en: 'Japan', ja: '日本', zh: '日本' }, continent: 'AS', timezones: ['Asia/Tokyo'] },
    { id: 'dk', name: 'Denmark', names: { en: 'Denmark' }, continent: 'EU', timezones: ['Europe/Copenhagen'] },
  ])
  const city = (id: number, countryId: string, name: string, names: Record<string, string>, population: number) => ({
    id,
    countryId,
    name,
    asciiName: name.normalize('NFD').replace(/\p{M}/gu, ''),
    names,
    population,
    latitude: 0,
    longitude: 0,
    timezone: 'UTC',
  })
  await d
    .insert(cities)
    .values([
      city(BERLIN, 'de', 'Berlin', { en: 'Berlin', ru: 'Берлин', ja: 'ベルリン' }, 3_426_354),
      city(2867714, 'de', 'München', { en: 'Munich', de: 'München', ru: 'Мюнхен' }, 1_260_391),
      city(524901, 'ru', 'Moscow', { en: 'Moscow', ru: 'Москва' }, 10_381_222),
      city(1850147, 'jp', 'Tokyo', { en: 'Tokyo', ja: '東京', zh: '东京' }, 8_336_599),
      city(2618425, 'dk', 'Copenhagen', { en: 'Copenhagen', da: 'København' }, 1_153_615),
    ])
  m.viewer = await createMemberWithSession('Vera Viewer')
  m.blocker = await createMemberWithSession('Blocking Bettina')
  m.shown = await createMemberWithSession('Searchable Sasha')
  m.hidden = await createMemberWithSession('Hidden Henrietta')
  await d.update(profiles).set({ profileVisibility: 'everyone', cityId: BERLIN, showCity: true }).where(eq(profiles.userId, m.shown.id))
  await d.update(profiles).set({ profileVisibility: 'everyone' }).where(eq(profiles.userId, m.blocker.id))
  await d.update(profiles).set({ profileVisibility: 'everyone', hiddenFromSearch: true }).where(eq(profiles.userId, m.hidden.id))
  await d.insert(blocks).values({ blockerId: m.blocker.id, blockedId: m.viewer.id })

  const place = { countryId: 'de', cityId: BERLIN, latitude: 52.5, longitude: 13.4 }
  await d.insert(venues).values([
    {
      id: 1,
      slug: 'schwuz',
      name: 'SchwuZ',
      description: 'Queer club in Neukölln',
      status: 'published',
      ratingAvg: 4.6,
      ratingCount: 40,
      featured: true,
      ...place,
    },
    { id: 2, slug: 'pending-paradise', name: 'Pending Paradise', status: 'pending', ...place },
    { id: 3, slug: 'kiez-cafe', name: 'Kiez Café', description: 'Coffee', status: 'published', ...place },
  ])
  await d.insert(communityGroups).values([
    { id: 'rainbow-hikers', slug: 'rainbow-hikers', name: 'Rainbow Hikers', visibility: 'public', cityId: BERLIN, countryId: 'de' },
    { id: 'quiet-circle', slug: 'quiet-circle', name: 'Quiet Support Circle', visibility: 'private', listed: false, cityId: BERLIN },
  ])
  const at = new Date('2027-06-01T18:00:00Z')
  await d.insert(events).values([
    {
      id: 1,
      slug: 'pride-picnic',
      title: 'Pride Picnic',
      status: 'published',
      startsAt: at,
      timezone: 'Europe/Berlin',
      isFree: true,
      ...place,
    },
    {
      id: 2,
      slug: 'circle-evening',
      title: 'Support Circle Evening',
      status: 'published',
      groupId: 'quiet-circle',
      startsAt: at,
      timezone: 'Europe/Berlin',
      ...place,
    },
    {
      id: 3,
      slug: 'blocker-brunch',
      title: 'Bettina Brunch',
      status: 'published',
      organizerId: m.blocker.id,
      startsAt: at,
      timezone: 'Europe/Berlin',
      ...place,
    },
  ])
  await d.insert(marketplaceListings).values([
    { id: 1, slug: 'rainbow-mug', title: 'Rainbow Mug', priceCents: 1500, status: 'active' },
    { id: 2, slug: 'draft-poster', title: 'Draft Poster', priceCents: 900, status: 'draft' },
  ])
  await d.insert(personalities).values({ id: 1, slug: 'marsha', name: 'Marsha Johnson', profession: 'Activist' })
  await d.insert(newsArticles).values({ id: 1, slug: 'pride-news', title: 'Pride Season Opens', publishedAt: new Date('2026-06-01') })
  await d.insert(resources).values({ id: 1, slug: 'helpline', title: 'Rainbow Helpline', status: 'published' })
  await d.insert(travelGuides).values([
    { id: 1, slug: 'lisbon', title: 'Lisbon Weekend Guide', status: 'published', publishedAt: new Date('2026-01-01') },
    { id: 2, slug: 'lisbon-draft', title: 'Lisbon Draft Guide', status: 'draft' },
  ])
  await d.insert(contentPages).values({ id: 1, slug: 'safer-dating', title: 'Safer Dating Wiki', status: 'published' })
  await d.insert(unifiedTags).values({ id: 1, name: 'Mental Health', slug: 'mental-health', path: 'Mental Health' })
  await rebuildSearchIndex(d)
})

describe('the index', () => {
  it('finds every type by its title', async () => {
    const cases: [string, string][] = [
      ['schwuz', 'venue:SchwuZ'],
      ['pride picnic', 'event:Pride Picnic'],
      ['rainbow mug', 'marketplace:Rainbow Mug'],
      ['searchable sasha', 'user:Searchable Sasha'],
      ['marsha', 'personality:Marsha Johnson'],
      ['rainbow hikers', 'group:Rainbow Hikers'],
      ['pride season', 'news:Pride Season Opens'],
      ['germany', 'location:Germany'],
      ['berlin', 'location:Berlin'],
      ['safer dating', 'content:Safer Dating Wiki'],
      ['helpline', 'ressource:Rainbow Helpline'],
      ['mental health', 'tag:Mental Health'],
      ['lisbon weekend', 'travel:Lisbon Weekend Guide'],
    ]
    for (const [query, expected] of cases) expect(await titles(query), query).toContain(expected)
  })

  it('takes the last word as a prefix and ranks the title and the popular first', async () => {
    expect((await titles('berl'))[0]).toBe('location:Berlin')
    // venues in Berlin come after the city itself, the rated one first
    const hits = await titles('berlin')
    expect(hits.indexOf('location:Berlin')).toBeLessThan(hits.indexOf('venue:SchwuZ'))
    expect(hits.indexOf('venue:SchwuZ')).toBeLessThan(hits.indexOf('venue:Kiez Café'))
  })

  it('allows one typo from 5 letters and two from 9, and not one more', async () => {
    expect(await titles('berln')).toContain('location:Berlin')
    expect(await titles('brelin')).toContain('location:Berlin') // two letters swapped: one typo
    expect(await titles('brln')).not.toContain('location:Berlin') // 4 letters: no typo allowed
    expect(await titles('brelni')).not.toContain('location:Berlin') // 6 letters, two typos
    expect(await titles('copnehagn')).toContain('location:Copenhagen') // 9 letters, two typos
    expect(await titles('cpnehagn')).not.toContain('location:Copenhagen') // 8 letters, three typos
    // exact matches rank before typo matches
    expect((await titles('schwuz'))[0]).toBe('venue:SchwuZ')
  })

  it('finds names in other scripts and languages, diacritics or not', async () => {
    expect(await titles('München')).toContain('location:München')
    expect(await titles('munchen')).toContain('location:München')
    expect(await titles('Munich')).toContain('location:München')
    expect(await titles('Москва')).toContain('location:Moscow')
    expect(await titles('Deutschland')).toContain('location:Germany')
    expect(await titles('東京')).toContain('location:Tokyo') // under three characters: the bounded scan
    expect(await titles('东京')).toContain('location:Tokyo')
    expect(await titles('ベルリン')).toContain('location:Berlin') // trigram index
    expect(await titles('日本')).toContain('location:Japan')
  })
})

describe('visibility', () => {
  it('never returns a private crew, its events, pending venues, drafts or members hidden from search', async () => {
    for (const who of [undefined, m.viewer]) {
      expect(await titles('support circle', who)).toEqual([])
      expect(await titles('pending paradise', who)).toEqual([])
      expect(await titles('draft', who)).toEqual([])
      expect(await titles('hidden henrietta', who)).toEqual([])
    }
  })

  it('leaves out a member blocked either way, and their events, for the two of them only', async () => {
    expect(await titles('bettina')).toEqual(expect.arrayContaining(['user:Blocking Bettina', 'event:Bettina Brunch']))
    expect(await titles('bettina', m.shown)).toEqual(expect.arrayContaining(['user:Blocking Bettina', 'event:Bettina Brunch']))
    expect(await titles('bettina', m.viewer)).toEqual([])
    expect(await titles('vera', m.blocker)).toEqual([])
  })

  it('shows a member’s city only as the chosen city, when they show it', async () => {
    const { answer } = await search({ query: 'searchable sasha' })
    expect(answer.hits[0]).toMatchObject({ type: 'user', location: 'Berlin', href: `/user/${m.shown.id}` })
  })
})

describe('keeping in step', () => {
  it('follows an edit (new words and their typos), a hide and a deletion', async () => {
    const d = db()
    await d.update(venues).set({ name: 'Kaleidoscope Lounge' }).where(eq(venues.id, 3))
    await syncSearchEntry(d, 'venue', 3)
    expect(await titles('kiez')).not.toContain('venue:Kiez Café')
    expect(await titles('kaleidoscope')).toContain('venue:Kaleidoscope Lounge')
    expect(await titles('kaleidoscpe')).toContain('venue:Kaleidoscope Lounge')

    await d.update(venues).set({ status: 'archived' }).where(eq(venues.id, 3))
    // even before the index follows, the rule of the venues decides
    expect(await titles('kaleidoscope')).toEqual([])
    await syncSearchEntry(d, 'venue', 3)
    expect(await d.$client.prepare(`SELECT count(*) AS n FROM search_entries WHERE type = 'venue' AND ref_id = '3'`).first('n')).toBe(0)

    await d.delete(personalities).where(eq(personalities.id, 1))
    await syncSearchEntry(d, 'personality', 1)
    expect(await titles('marsha')).toEqual([])
  })
})

describe('POST /api/search', () => {
  it('answers the spec’s shapes, grouped counts and suggestions within their limits', async () => {
    const { status, answer } = await search({ query: 'berlin', hitsPerPage: 2 })
    expect(status).toBe(200)
    expect(answer.hits).toHaveLength(2)
    expect(answer.hits[0]).toEqual({
      objectID: `location:${BERLIN}`,
      type: 'location',
      title: 'Berlin',
      description: null,
      imageUrl: null,
      category: null,
      location: 'Germany',
      price: null,
      date: null,
      rating: null,
      metadata: { slug: null, isCountry: false },
      href: `/city/${BERLIN}`,
    })
    expect(answer.counts).toMatchObject({ location: 1, venue: 1 })
    expect(answer.nbHits).toBeGreaterThan(2)
    expect(answer.nbPages).toBe(Math.ceil(answer.nbHits / 2))
    expect(answer.suggestions.length).toBeLessThanOrEqual(8)
    expect(answer.suggestions[0]).toMatchObject({
      type: 'location',
      title: 'Berlin',
      subtitle: 'Germany',
      icon: 'map-pin',
      href: `/city/${BERLIN}`,
    })
    const germany = (await search({ query: 'germany' })).answer.hits.find((hit) => hit.type === 'location')
    expect(germany).toMatchObject({ href: '/country/de', metadata: { isCountry: true } })
    const event = (await search({ query: 'pride picnic' })).answer.hits[0]
    expect(event).toMatchObject({ type: 'event', price: 0, date: '2027-06-01T18:00:00.000Z', href: '/events/1' })
  })

  it('suggests only from 2 characters, at most 3 venues and 2 crews, and no hits when only suggestions are asked', async () => {
    expect((await search({ query: 'b' })).answer.suggestions).toEqual([])
    const { answer } = await search({ query: 'rainbow', suggestionsOnly: true })
    expect(answer.hits).toEqual([])
    expect(answer.suggestions.map((s) => s.type)).toEqual(expect.arrayContaining(['group', 'marketplace']))
    const of = (type: string) => answer.suggestions.filter((s) => s.type === type).length
    expect(of('group')).toBeLessThanOrEqual(2)
    expect(of('venue')).toBeLessThanOrEqual(3)
  })

  it('applies the filters', async () => {
    expect(await titles('berlin', undefined, { filters: { types: ['venue'] } })).toEqual(['venue:SchwuZ'])
    expect(await titles('rainbow', undefined, { filters: { priceRange: { min: 10, max: 20 } } })).toEqual(['marketplace:Rainbow Mug'])
    expect(await titles('pride', undefined, { filters: { dateRange: { from: '2027-06-01', to: '2027-06-02' } } })).toEqual([
      'event:Pride Picnic',
    ])
    expect(await titles('berlin', undefined, { filters: { featured: true } })).toEqual(['venue:SchwuZ'])
    expect(await titles('schwuz', undefined, { filters: { location: 'germany' } })).toEqual(['venue:SchwuZ'])
    expect(await titles('schwuz', undefined, { filters: { location: 'russia' } })).toEqual([])
  })

  it('answers a blank query with nothing, and bad input with a 400 and a reason, never a 500', async () => {
    expect((await search({ query: '   ' })).answer).toMatchObject({ hits: [], suggestions: [], nbHits: 0 })
    for (const body of [
      { query: 5 },
      { query: 'x'.repeat(201) },
      { query: 'berlin', hitsPerPage: 500 },
      { query: 'berlin', filters: { types: ['planet'] } },
      { query: 'berlin', surprise: true },
      '{"query":',
      '"berlin"',
    ]) {
      const { status, answer } = await search(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer.error).toBeTruthy()
    }
    // FTS syntax in the query is only text
    for (const query of ['"', 'berlin OR', 'NEAR(', '*', 'title:x', '-', '^berlin', 'a AND NOT b'])
      expect((await search({ query })).status).toBe(200)
  })

  it('gives the first 12 of the category lists', async () => {
    const response = await callApi('/api/search/categories', { method: 'GET' })
    expect(response.status).toBe(200)
    const { categories } = (await response.json()) as { categories: string[] }
    expect(categories.length).toBeLessThanOrEqual(12)
  })
})
