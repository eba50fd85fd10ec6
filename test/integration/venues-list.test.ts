import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accessibilityAttributes,
  cities,
  countries,
  targetGroups,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venuePhotos,
  venues,
  venueServiceLinks,
  venueServices,
  venueTargetGroupLinks,
  type NewVenue,
} from '~/db/schema'
import { readSuggestionNote } from '~/models/venues/suggestions.server'
import { listVenuePoints, loadVenueDirectory, parseVenueQuery, searchVenues, venuesHref } from '~/models/venues/directory.server'
import { call, createMemberWithSession, db, flashToast, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * /venues (list, filters, sorting, paging, meta) and /venues/suggest against a small directory:
 * 4 published venues in Germany and Austria with known flags, links and hours, a pending and a
 * rejected one that must never show, and 22 low-rated cafés in Tokyo for paging.
 */
const BERLIN = 2950159
const HAMBURG = 2911298
const VIENNA = 2761369
const TOKYO = 1850147
const ALWAYS = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '00:00', close: '23:59' }]]))

const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers })

let suggester: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  const names = (en: string, de: string) => ({ en, de, fr: en, es: en, ar: en })
  await d.insert(countries).values([
    { id: 'de', name: 'Germany', names: names('Germany', 'Deutschland'), continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    { id: 'at', name: 'Austria', names: names('Austria', 'Österreich'), continent: 'EU', timezones: ['Europe/Vienna'], flag: '🇦🇹' },
    { id: 'jp', name: 'Japan', names: names('Japan', 'Japan'), continent: 'AS', timezones: ['Asia/Tokyo'], flag: '🇯🇵' },
    { id: 'is', name: 'Iceland', names: names('Iceland', 'Island'), continent: 'EU', timezones: ['Atlantic/Reykjavik'], flag: '🇮🇸' },
  ])
  const city = (id: number, countryId: string, name: string, population: number, lat: number, lng: number, tz: string) => ({
    id,
    countryId,
    name,
    asciiName: name,
    population,
    latitude: lat,
    longitude: lng,
    timezone: tz,
  })
  await d
    .insert(cities)
    .values([
      city(BERLIN, 'de', 'Berlin', 3_426_354, 52.524, 13.411, 'Europe/Berlin'),
      city(HAMBURG, 'de', 'Hamburg', 1_739_117, 53.575, 10.015, 'Europe/Berlin'),
      city(VIENNA, 'at', 'Vienna', 1_691_468, 48.208, 16.372, 'Europe/Vienna'),
      city(TOKYO, 'jp', 'Tokyo', 8_336_599, 35.69, 139.692, 'Asia/Tokyo'),
    ])
  await d.insert(venueCategories).values([
    { id: 1, slug: 'bar', name: 'Bar', sortOrder: 1 },
    { id: 2, slug: 'cafe', name: 'Café', sortOrder: 2 },
    { id: 3, slug: 'club', name: 'Club', sortOrder: 3 },
    { id: 4, slug: 'bookshop', name: 'Bookshop', sortOrder: 4 },
  ])
  await d.insert(venueAmenities).values([
    { id: 1, slug: 'wifi', name: 'Free Wi-Fi' },
    { id: 2, slug: 'outdoor-seating', name: 'Outdoor seating' },
  ])
  await d.insert(venueServices).values([{ id: 1, slug: 'drag-shows', name: 'Drag shows' }])
  await d.insert(accessibilityAttributes).values([{ id: 1, slug: 'step-free-entrance', name: 'Step-free entrance' }])
  await d.insert(targetGroups).values([
    { id: 1, slug: 'lesbians', name: 'Lesbians' },
    { id: 2, slug: 'everyone', name: 'Everyone' },
  ])
  suggester = await createMemberWithSession('Suggester')

  const v = (id: number, fields: Partial<NewVenue> & Pick<NewVenue, 'name' | 'countryId'>): NewVenue => ({
    id,
    slug: `venue-${id}`,
    status: 'published',
    timezone: 'Europe/Berlin',
    ...fields,
  })
  const at = (iso: string) => new Date(iso)
  const rows: NewVenue[] = [
    v(1, {
      name: 'Rainbow Bar Kreuzberg',
      description: 'Cocktails and drag on the canal.',
      categoryId: 1,
      cityId: BERLIN,
      countryId: 'de',
      latitude: 52.5,
      longitude: 13.42,
      certifiedSafeSpace: true,
      rainbowFriendly: true,
      ratingAvg: 4.8,
      ratingCount: 10,
      checkInCount: 5,
      hours: ALWAYS,
      createdAt: at('2024-01-01'),
    }),
    v(2, {
      name: 'Café Lavender',
      description: 'Quiet coffee and cake.',
      categoryId: 2,
      cityId: BERLIN,
      countryId: 'de',
      latitude: 52.52,
      longitude: 13.4,
      rainbowFriendly: true,
      accessible: true,
      ratingAvg: 4.2,
      ratingCount: 5,
      checkInCount: 20,
      hours: null,
      createdAt: at('2024-06-01'),
      imageUrl: null,
    }),
    v(3, {
      name: 'Club Nebula',
      description: 'Techno until sunrise.',
      categoryId: 3,
      cityId: HAMBURG,
      countryId: 'de',
      latitude: 53.55,
      longitude: 9.99,
      havenOwned: true,
      communityVerified: true,
      ratingAvg: 3.5,
      ratingCount: 2,
      checkInCount: 0,
      hours: ALWAYS,
      createdAt: at('2024-03-01'),
    }),
    v(4, {
      name: 'Wiener Buchhandlung',
      description: 'Queer books and readings.',
      categoryId: 4,
      cityId: VIENNA,
      countryId: 'at',
      latitude: 48.2,
      longitude: 16.37,
      accessible: true,
      ratingAvg: 5,
      ratingCount: 1,
      checkInCount: 1,
      hours: null,
      timezone: 'Europe/Vienna',
      createdAt: at('2025-01-01'),
    }),
    v(5, {
      name: 'Pending Palace',
      categoryId: 1,
      cityId: BERLIN,
      countryId: 'de',
      latitude: 52.51,
      longitude: 13.41,
      status: 'pending',
      rainbowFriendly: true,
      ratingAvg: 5,
      suggestedBy: suggester.id,
      hours: ALWAYS,
    }),
    v(6, {
      name: 'Rejected Rooftop',
      categoryId: 1,
      cityId: BERLIN,
      countryId: 'de',
      latitude: 52.51,
      longitude: 13.41,
      status: 'rejected',
      rainbowFriendly: true,
      ratingAvg: 5,
      hours: ALWAYS,
    }),
    ...Array.from({ length: 22 }, (_, i) =>
      v(100 + i, {
        name: `Tokyo Spot ${String(i + 1).padStart(2, '0')}`,
        categoryId: 2,
        cityId: TOKYO,
        countryId: 'jp',
        latitude: 35.69,
        longitude: 139.69,
        timezone: 'Asia/Tokyo',
        ratingAvg: 1,
        ratingCount: 1,
        createdAt: at('2023-01-01'),
      }),
    ),
  ]
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < rows.length; i += 2) await d.insert(venues).values(rows.slice(i, i + 2))
  await d.insert(venueAmenityLinks).values([
    { venueId: 1, amenityId: 1 },
    { venueId: 1, amenityId: 2 },
    { venueId: 2, amenityId: 1 },
    { venueId: 3, amenityId: 2 },
    // the pending venue's links: no list or count may show it
    { venueId: 5, amenityId: 1 },
  ])
  await d.insert(venueServiceLinks).values([{ venueId: 1, serviceId: 1 }])
  await d.insert(venueAccessibilityLinks).values([
    { venueId: 1, attributeId: 1 },
    { venueId: 4, attributeId: 1 },
    { venueId: 5, attributeId: 1 },
  ])
  await d.insert(venueTargetGroupLinks).values([
    { venueId: 1, targetGroupId: 1 },
    // in both groups: a list for either counts it once
    { venueId: 1, targetGroupId: 2 },
    { venueId: 2, targetGroupId: 2 },
    { venueId: 3, targetGroupId: 1 },
    { venueId: 5, targetGroupId: 1 },
  ])
  await d.insert(venuePhotos).values([
    { id: 'p-approved', venueId: 3, url: '/media/venues/nebula.jpg', status: 'approved' },
    { id: 'p-pending', venueId: 2, url: '/media/venues/lavender.jpg', status: 'pending' },
  ])
  // the search index holds published venues only (app/models/search-index.ts)
  await d.run(sql`INSERT INTO search_index (type, ref_id, title, body, location)
    SELECT 'venue', v.id, v.name, coalesce(v.description, ''), trim(coalesce(ci.name, '') || ' ' || co.name)
    FROM venues v JOIN countries co ON co.id = v.country_id LEFT JOIN cities ci ON ci.id = v.city_id WHERE v.status = 'published'`)
})

const NOW = new Date('2025-05-14T12:00:00Z')
async function names(path: string) {
  const r = await searchVenues(db(), parseVenueQuery(new URL(path, ORIGIN)), 'en', NOW)
  return r.venues.map((v) => v.name)
}
const EUROPE = ['Wiener Buchhandlung', 'Rainbow Bar Kreuzberg', 'Café Lavender', 'Club Nebula']

describe('venue query parsing', () => {
  it('keeps valid values and drops bad ones (never throws)', () => {
    const q = parseVenueQuery(
      new URL(
        '/venues?q=%20bar%20&country=DE&city=abc&category=Bar&safe=1&owned=0&rainbow=true&amenity=wifi&amenity=wifi&amenity=%3Cx%3E&open=1&minRating=9&sort=bogus&bbox=1,2&page=-2',
        ORIGIN,
      ),
    )
    expect(q).toMatchObject({
      q: 'bar',
      country: 'de',
      city: null,
      category: 'bar',
      flags: ['certifiedSafeSpace', 'rainbowFriendly'],
      amenities: ['wifi'],
      open: true,
      minRating: null,
      sort: 'relevance',
      bbox: null,
      page: 1,
    })
    expect(parseVenueQuery(new URL('/venues?sort=relevance&minRating=4.5&bbox=13.1,52.4,13.6,52.6&page=3', ORIGIN))).toMatchObject({
      sort: 'rating',
      minRating: 4.5,
      bbox: [13.1, 52.4, 13.6, 52.6],
      page: 3,
    })
    // a clean URL parses back to itself
    const url =
      '/venues?q=bar&city=2950159&category=bar&safe=1&amenity=wifi&group=lesbians&open=1&minRating=4&sort=name&bbox=13.1,52.4,13.6,52.6&page=2'
    expect(venuesHref(parseVenueQuery(new URL(url, ORIGIN)))).toBe(url)
  })
})

describe('venue list model', () => {
  it('lists published venues only, best rated first', async () => {
    const r = await searchVenues(db(), parseVenueQuery(new URL('/venues', ORIGIN)), 'en', NOW)
    expect(r.total).toBe(26)
    expect(r.venues.slice(0, 4).map((v) => v.name)).toEqual(EUROPE)
    expect(r.venues).toHaveLength(20)
    const all = [...(await names('/venues')), ...(await names('/venues?page=2'))]
    expect(all).toHaveLength(26)
    expect(all).not.toContain('Pending Palace')
    expect(all).not.toContain('Rejected Rooftop')
  })

  it('pages by 20 and keeps the order stable', async () => {
    const first = await names('/venues?country=jp&sort=name')
    const second = await names('/venues?country=jp&sort=name&page=2')
    expect(first).toHaveLength(20)
    expect(second).toEqual(['Tokyo Spot 21', 'Tokyo Spot 22'])
    expect(await names('/venues?country=jp&page=9')).toEqual([])
  })

  it('searches the FTS index (name, description, city) and the name, ranked', async () => {
    expect(await names('/venues?q=rainbow')).toEqual(['Rainbow Bar Kreuzberg'])
    expect(await names('/venues?q=lav')).toEqual(['Café Lavender']) // prefix
    expect(await names('/venues?q=cafe')).toEqual(['Café Lavender']) // diacritics folded
    expect(await names('/venues?q=techno')).toEqual(['Club Nebula']) // description
    expect(await names('/venues?q=hamburg')).toEqual(['Club Nebula']) // location
    expect((await names('/venues?q=berlin')).sort()).toEqual(['Café Lavender', 'Rainbow Bar Kreuzberg'])
    expect(await names('/venues?q=handlung')).toEqual(['Wiener Buchhandlung']) // part of a word: the name match
    expect(await names('/venues?q=palace')).toEqual([]) // pending is not indexed nor listed
    // no letter or digit: shown in the box, not searched (the list says so)
    expect((await names('/venues?q=%25')).length).toBe(20)
    expect((await searchVenues(db(), parseVenueQuery(new URL('/venues?q=%25', ORIGIN)), 'en', NOW)).text).toBe('too-short')
    expect((await searchVenues(db(), parseVenueQuery(new URL('/venues?q=rainbow', ORIGIN)), 'en', NOW)).text).toBe('all')
    expect(await names('/venues?q=%22%29%28*')).toEqual([]) // FTS syntax is quoted away
    // relevance: the name outweighs the description and the location
    expect((await names('/venues?q=bar'))[0]).toBe('Rainbow Bar Kreuzberg')
  })

  it('filters by country and city; an unknown or mismatched place is ignored', async () => {
    expect(await names('/venues?country=at')).toEqual(['Wiener Buchhandlung'])
    expect(await names(`/venues?city=${BERLIN}`)).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender'])
    expect(await names(`/venues?country=de&city=${HAMBURG}`)).toEqual(['Club Nebula'])
    // a city outside the chosen country is dropped: the country applies
    expect(await names(`/venues?country=at&city=${HAMBURG}`)).toEqual(['Wiener Buchhandlung'])
    expect((await names('/venues?country=zz')).length).toBe(20)
    expect((await names('/venues?city=999999999')).length).toBe(20)
    // a real country without venues: nothing
    expect(await names('/venues?country=is')).toEqual([])
  })

  it('filters by category (unknown ignored), each flag, rating and the links', async () => {
    expect(await names('/venues?category=club')).toEqual(['Club Nebula'])
    expect((await names('/venues?category=nope')).length).toBe(20)
    expect(await names('/venues?safe=1')).toEqual(['Rainbow Bar Kreuzberg'])
    expect(await names('/venues?owned=1')).toEqual(['Club Nebula'])
    expect(await names('/venues?rainbow=1')).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender'])
    expect(await names('/venues?accessible=1')).toEqual(['Wiener Buchhandlung', 'Café Lavender'])
    expect(await names('/venues?verified=1')).toEqual(['Club Nebula'])
    expect(await names('/venues?rainbow=1&accessible=1')).toEqual(['Café Lavender'])
    expect(await names('/venues?minRating=4.5')).toEqual(['Wiener Buchhandlung', 'Rainbow Bar Kreuzberg'])
    // amenities, services, accessibility: all of them
    expect(await names('/venues?amenity=wifi')).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender'])
    expect(await names('/venues?amenity=wifi&amenity=outdoor-seating')).toEqual(['Rainbow Bar Kreuzberg'])
    expect(await names('/venues?service=drag-shows')).toEqual(['Rainbow Bar Kreuzberg'])
    expect(await names('/venues?access=step-free-entrance')).toEqual(['Wiener Buchhandlung', 'Rainbow Bar Kreuzberg'])
    // target groups: any of them
    expect(await names('/venues?group=lesbians')).toEqual(['Rainbow Bar Kreuzberg', 'Club Nebula'])
    expect(await names('/venues?group=lesbians&group=everyone')).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender', 'Club Nebula'])
    // unknown slugs are ignored, known ones still apply
    expect(await names('/venues?amenity=wifi&amenity=jacuzzi')).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender'])
  })

  it('totals a list filtered by links as it lists it: each visible venue once', async () => {
    // without a text or a place the count starts from one ticked item's links (linkToDriveBy)
    for (const path of [
      '/venues?amenity=wifi',
      '/venues?amenity=wifi&access=step-free-entrance',
      '/venues?access=step-free-entrance&rainbow=1',
      '/venues?service=drag-shows&amenity=outdoor-seating',
      '/venues?group=lesbians',
      '/venues?group=lesbians&group=everyone',
      '/venues?category=bar&amenity=wifi',
    ]) {
      const r = await searchVenues(db(), parseVenueQuery(new URL(path, ORIGIN)), 'en', NOW)
      expect(r.total, path).toBe(r.venues.length)
      expect(r.venues.map((v) => v.name)).not.toContain('Pending Palace')
    }
    expect((await searchVenues(db(), parseVenueQuery(new URL('/venues?amenity=wifi', ORIGIN)), 'en', NOW)).total).toBe(2)
  })

  it('filters open now in each venue’s time zone', async () => {
    const r = await searchVenues(db(), parseVenueQuery(new URL('/venues?open=1', ORIGIN)), 'en', NOW)
    expect(r.venues.map((v) => v.name)).toEqual(['Rainbow Bar Kreuzberg', 'Club Nebula'])
    expect(r.total).toBe(2)
    expect(r.venues.every((v) => v.open.status === 'open')).toBe(true)
    expect(await names('/venues?open=1&city=2911298')).toEqual(['Club Nebula'])
    // the card's state is computed at the given instant
    const all = await searchVenues(db(), parseVenueQuery(new URL('/venues?country=de', ORIGIN)), 'en', NOW)
    expect(all.venues.find((v) => v.name === 'Café Lavender')!.open).toEqual({ status: 'unknown' })
  })

  it('filters by map area, also across the antimeridian', async () => {
    expect(await names('/venues?bbox=13.3,52.45,13.5,52.55')).toEqual(['Rainbow Bar Kreuzberg', 'Café Lavender'])
    expect(await names('/venues?bbox=140,30,170,40')).toHaveLength(0)
    expect((await names('/venues?bbox=130,30,-170,40')).length).toBe(20)
  })

  it('sorts by name, newest and check-ins', async () => {
    expect(await names('/venues?country=de&sort=name')).toEqual(['Café Lavender', 'Club Nebula', 'Rainbow Bar Kreuzberg'])
    expect((await names('/venues?sort=newest')).slice(0, 4)).toEqual([
      'Wiener Buchhandlung',
      'Café Lavender',
      'Club Nebula',
      'Rainbow Bar Kreuzberg',
    ])
    expect((await names('/venues?sort=checkins')).slice(0, 4)).toEqual([
      'Café Lavender',
      'Rainbow Bar Kreuzberg',
      'Wiener Buchhandlung',
      'Club Nebula',
    ])
  })

  it('cards carry the place, category, the photo (approved only) and the flags', async () => {
    const r = await searchVenues(db(), parseVenueQuery(new URL('/venues?country=de&sort=name', ORIGIN)), 'de', NOW)
    const [lavender, nebula] = r.venues
    expect(lavender).toMatchObject({ cityName: 'Berlin', countryName: 'Deutschland', category: { slug: 'cafe' }, imageUrl: null })
    expect(lavender!.flags).toEqual({
      certifiedSafeSpace: false,
      havenOwned: false,
      rainbowFriendly: true,
      accessible: true,
      communityVerified: false,
    })
    expect(nebula!.imageUrl).toBe('/media/venues/nebula.jpg')
  })

  it('loads the filter choices and reports the query as applied', async () => {
    const dir = await loadVenueDirectory(
      db(),
      parseVenueQuery(new URL(`/venues?city=${BERLIN}&amenity=jacuzzi&amenity=wifi&category=nope`, ORIGIN)),
      'de',
      NOW,
    )
    expect(dir.place).toMatchObject({ kind: 'city', id: BERLIN, name: 'Berlin', countryId: 'de', countryName: 'Deutschland' })
    expect(dir.query).toMatchObject({ amenities: ['wifi'], category: null, city: BERLIN })
    // countries with venues, by name in the reader's language: Deutschland, Japan, Österreich
    expect(dir.countries.map((c) => [c.id, c.count])).toEqual([
      ['de', 3],
      ['jp', 22],
      ['at', 1],
    ])
    expect(dir.cities.map((c) => c.name)).toEqual(['Berlin', 'Hamburg'])
    expect(dir.lookups.categories.map((c) => c.slug)).toEqual(['bar', 'cafe', 'club', 'bookshop'])
    expect(dir.lookups.targetGroups.map((c) => c.slug).sort()).toEqual(['everyone', 'lesbians'])
    const mismatch = await loadVenueDirectory(db(), parseVenueQuery(new URL(`/venues?country=at&city=${BERLIN}`, ORIGIN)), 'en', NOW)
    expect(mismatch.query.city).toBeNull()
    expect(mismatch.place).toMatchObject({ kind: 'country', id: 'at' })
    const open = await loadVenueDirectory(db(), parseVenueQuery(new URL('/venues?open=1&country=de', ORIGIN)), 'en', NOW)
    expect(open.result.venues.map((v) => v.name)).toEqual(['Rainbow Bar Kreuzberg', 'Club Nebula'])
  })

  it('lists map points with the same filters (open now included)', async () => {
    const points = await listVenuePoints(db(), parseVenueQuery(new URL('/venues?country=de&open=1', ORIGIN)), NOW)
    expect(points.map((p) => p.id).sort()).toEqual([1, 3])
    expect(points[0]).toMatchObject({ id: 1, name: 'Rainbow Bar Kreuzberg', lat: 52.5, lng: 13.42, category: 'bar', rating: 4.8 })
    expect(await listVenuePoints(db(), parseVenueQuery(new URL('/venues', ORIGIN)), NOW, 3)).toHaveLength(3)
  })
})

describe('/venues page', () => {
  it('renders cards with ids for the map, and never pending or rejected venues', async () => {
    const res = await get('/venues')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('private')
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Rainbow Bar Kreuzberg')
    expect(html).toContain('id="venue-1"')
    expect(html).toContain('data-venue-id="1"')
    expect(html).not.toContain('Pending Palace')
    expect(html).not.toContain('Rejected Rooftop')
    expect(html).toContain('26 venues')
    expect(html).toContain('<title>Safe spaces and venues — Haven</title>')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/haven.test\/venues"/)
  })

  it('redirects a URL with empty or bad parameters to its clean form, never a 500', async () => {
    const empty = await get('/venues?q=&country=&category=bar&minRating=&sort=rating&safe=1')
    expect(empty.status).toBe(302)
    expect(empty.headers.get('location')).toBe('/venues?category=bar&safe=1')
    const bad = await get('/venues?minRating=abc&sort=bogus&page=-1&bbox=1,2&city=x&open=maybe&amenity=%3Cscript%3E')
    expect(bad.status).toBe(302)
    expect(bad.headers.get('location')).toBe('/venues')
    for (const path of [
      '/venues?category=bar&safe=1',
      '/venues?category=nope',
      '/venues?country=zz',
      '/venues?q=%22%29(',
      '/venues?page=50',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
    }
    // an over-long text is cut to 100 characters (the clean URL), then searched by index
    const long = await get(`/venues?q=${'bar'.repeat(2_000)}&q=club&country=de&country=at`)
    expect(long.status).toBe(302)
    const cut = long.headers.get('location')!
    expect(cut).toBe(`/venues?q=${'bar'.repeat(33)}b&country=de`)
    expect((await get(cut)).status).toBe(200)
    // pages end at the 1 000th match (VENUES_MAX_PAGE): a deeper page is sent to the last one
    const deep = await get('/venues?page=999')
    expect(deep.status).toBe(302)
    expect(deep.headers.get('location')).toBe('/venues?page=50')
  })

  it('titles, describes and canonicalises the filtered page; the map area is noindex', async () => {
    const html = await (await get(`/venues?city=${BERLIN}&category=bar&sort=name&bbox=13.3,52.45,13.5,52.55`)).text().then(withoutPageTexts)
    expect(html).toContain('<title>Bar in Berlin, Germany: safe spaces — Haven</title>')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/haven.test\/venues\?city=2950159&amp;category=bar"/)
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(html).toContain('Map area')
    const search = await (await get('/venues?q=lavender')).text().then(withoutPageTexts)
    expect(search).toContain('<title>“lavender” in safe spaces — Haven</title>')
    expect(search).toContain('Café Lavender')
    expect(search).not.toContain('Rainbow Bar Kreuzberg')
  })

  it('shows the empty state with a way to suggest a venue', async () => {
    const html = await (await get('/venues?country=is')).text().then(withoutPageTexts)
    expect(html).toContain('0 venues')
    expect(html).toContain('Suggest a venue')
    expect(html).toContain('href="/auth?redirectTo=%2Fvenues%2Fsuggest"')
  })
})

// ---------------------------------------------------------------- suggestions

function post(cookie: string | null, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  return postForm('/venues/suggest', fields, cookie ?? undefined, headers)
}
const valid = (name: string) => ({
  name,
  category: 'cafe',
  cityQuery: 'Berlin, Germany',
  cityId: String(BERLIN),
  cityLabel: 'Berlin, Germany',
  address: 'Oranienstraße 1',
  website: 'example.org/queer',
  phone: '+49 30 1234567',
  description: 'A warm place.',
  claims: ['rainbowFriendly'],
  note: 'I go there every week.',
})

describe('/venues/suggest', () => {
  it('sends visitors to sign in first (page and form post)', async () => {
    const page = await get('/venues/suggest')
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/auth?redirectTo=%2Fvenues%2Fsuggest')
    const before = await db()
      .select({ n: sql<number>`count(*)` })
      .from(venues)
      .get()
    const res = await post(null, valid('Visitor Venue'))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/auth/)
    expect(
      (await db()
        .select({ n: sql<number>`count(*)` })
        .from(venues)
        .get())!.n,
    ).toBe(before!.n)
  })

  it('shows the form to members', async () => {
    const m = await createMemberWithSession('Form Viewer')
    const res = await get('/venues/suggest', { Cookie: m.cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Suggest a venue')
    expect(html).toContain('name="cityQuery"')
    expect(html).toContain('value="rainbowFriendly"')
    expect(html).not.toContain('value="certifiedSafeSpace"')
  })

  it('refuses bad input with translated field errors (400)', async () => {
    const m = await createMemberWithSession('Careless')
    const res = await post(m.cookie, {
      name: 'x',
      website: 'not a site',
      phone: 'call me',
      claims: ['certifiedSafeSpace'],
      note: 'n'.repeat(600),
    })
    expect(res.status).toBe(400)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Enter the name of the venue (at least 2 characters).')
    expect(html).toContain('Choose a category.')
    expect(html).toContain('Enter a web address such as https://example.org.')
    expect(html).toContain('Enter a phone number, e.g. +49 30 1234567.')
    expect(html).toContain('Choose from the list.')
    expect(html).toContain('Keep the note under 500 characters.')

    const unknownCity = await post(m.cookie, { ...valid('Somewhere Café'), cityId: '', cityLabel: '', cityQuery: 'Atlantis' })
    expect(unknownCity.status).toBe(400)
    expect(await unknownCity.text().then(withoutPageTexts)).toContain('We could not find that city.')
    const noCity = await post(m.cookie, { ...valid('Somewhere Café'), cityId: '', cityLabel: '', cityQuery: '' })
    expect(await noCity.text().then(withoutPageTexts)).toContain('Enter the city and pick it from the list.')
    const badCategory = await post(m.cookie, { ...valid('Somewhere Café'), category: 'spaceship' })
    expect(await badCategory.text().then(withoutPageTexts)).toContain('Choose a category.')
    const duplicate = await post(m.cookie, { ...valid('café lavender') })
    expect(duplicate.status).toBe(400)
    expect(await duplicate.text().then(withoutPageTexts)).toContain('This venue is already listed in that city or waiting for review.')

    const german = await post(m.cookie, { name: '' }, { Cookie: `${m.cookie}; lng=de` })
    expect(german.status).toBe(400)
    expect(await german.text().then(withoutPageTexts)).toContain('Wähle eine Kategorie.')
    expect((await db().select().from(venues).where(eq(venues.suggestedBy, m.id))).length).toBe(0)
  })

  it('stores a suggestion as pending with every flag off, and lists it nowhere', async () => {
    const m = await createMemberWithSession('Helpful')
    const res = await post(m.cookie, valid('Kiez Kaffee'))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/venues')
    expect(flashToast(res)).toMatchObject({ titleKey: 'venues:suggest.toast.title' })
    const row = await db().select().from(venues).where(eq(venues.suggestedBy, m.id)).get()
    expect(row).toMatchObject({
      name: 'Kiez Kaffee',
      status: 'pending',
      cityId: BERLIN,
      countryId: 'de',
      timezone: 'Europe/Berlin',
      website: 'https://example.org/queer',
      phone: '+49 30 1234567',
      address: 'Oranienstraße 1',
      certifiedSafeSpace: false,
      havenOwned: false,
      rainbowFriendly: false,
      accessible: false,
      communityVerified: false,
      latitude: null,
    })
    expect(row!.categoryId).toBe(2)
    expect(readSuggestionNote(row!.moderationNote)).toEqual({
      kind: 'suggestion',
      claims: ['rainbowFriendly'],
      note: 'I go there every week.',
    })
    expect(await names('/venues?q=kiez')).toEqual([])
    const html = await (await get('/venues?q=kaffee')).text().then(withoutPageTexts)
    expect(html).not.toContain('Kiez Kaffee')
    expect(await (await get(`/venues/${row!.id}`)).status).not.toBe(200)
  })

  it('finds a typed city without JavaScript', async () => {
    const m = await createMemberWithSession('No JS')
    const res = await post(m.cookie, { name: 'Hafen Bar', category: 'bar', cityQuery: 'Hamburg' })
    expect(res.status).toBe(302)
    expect(await db().select({ cityId: venues.cityId }).from(venues).where(eq(venues.suggestedBy, m.id)).get()).toEqual({ cityId: HAMBURG })
  })

  it('allows at most 5 pending suggestions per member', async () => {
    const m = await createMemberWithSession('Busy')
    for (let i = 1; i <= 5; i++) expect((await post(m.cookie, valid(`Busy Place ${i}`))).status).toBe(302)
    const res = await post(m.cookie, valid('Busy Place 6'))
    expect(res.status).toBe(429)
    expect(await res.text().then(withoutPageTexts)).toContain('You already have 5 suggestions waiting for review.')
    const page = await (await get('/venues/suggest', { Cookie: m.cookie })).text().then(withoutPageTexts)
    expect(page).toContain('You already have 5 suggestions waiting for review.')
    expect(page).not.toContain('name="cityQuery"')
    expect(
      (
        await db()
          .select()
          .from(venues)
          .where(and(eq(venues.suggestedBy, m.id), eq(venues.status, 'pending')))
      ).length,
    ).toBe(5)
  })
})
