import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { accounts, blocks, cities, communityGroups, countries, countrySafety, profiles } from '~/db/schema'
import { resolveCityText } from '~/models/places/city-search.server'
import { getCountrySafety } from '~/models/places/country-safety.server'
import { fold, getCityDetail, haversineKm, parsePlacesQuery, searchPlaces } from '~/models/places/places.server'
import { buildSearchNames, foldSearchText, MAX_SEARCH_NAMES } from '../../scripts/data/city-names'
import { call, createMemberWithSession, db, ORIGIN, withoutPageTexts } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers, redirect: 'follow' })

/** A small directory: 3 countries, 8 cities (GeoNames ids and real coordinates). */
beforeAll(async () => {
  const d = db()
  await d.delete(cities)
  await d.delete(countries)
  const names = (en: string, de: string, ar: string) => ({ en, de, ar, fr: en, es: en })
  await d.insert(countries).values([
    {
      id: 'de',
      name: 'Germany',
      names: names('Germany', 'Deutschland', 'ألمانيا'),
      continent: 'EU',
      timezones: ['Europe/Berlin'],
      capital: 'Berlin',
      capitalCityId: 2950159,
      population: 83_000_000,
      latitude: 51,
      longitude: 9,
      region: 'Europe',
    },
    {
      id: 'at',
      name: 'Austria',
      names: names('Austria', 'Österreich', 'النمسا'),
      continent: 'EU',
      timezones: ['Europe/Vienna'],
      capital: 'Vienna',
      population: 9_000_000,
      latitude: 47.3,
      longitude: 13.3,
    },
    {
      id: 'jp',
      name: 'Japan',
      names: names('Japan', 'Japan', 'اليابان'),
      continent: 'AS',
      timezones: ['Asia/Tokyo'],
      capital: 'Tokyo',
      population: 125_000_000,
      latitude: 36,
      longitude: 138,
    },
  ])
  const city = (
    id: number,
    countryId: string,
    name: string,
    region: string,
    population: number,
    lat: number,
    lng: number,
    tz: string,
    isCapital = false,
  ) => ({
    id,
    countryId,
    name,
    asciiName: name.normalize('NFD').replace(/\p{M}/gu, ''),
    region,
    population,
    latitude: lat,
    longitude: lng,
    timezone: tz,
    isCapital,
  })
  await d
    .insert(cities)
    .values([
      city(2950159, 'de', 'Berlin', 'State of Berlin', 3_426_354, 52.524, 13.411, 'Europe/Berlin', true),
      city(2911298, 'de', 'Hamburg', 'Hamburg', 1_739_117, 53.575, 10.015, 'Europe/Berlin'),
      city(2867714, 'de', 'Munich', 'Bavaria', 1_260_391, 48.137, 11.575, 'Europe/Berlin'),
      city(2886242, 'de', 'Köln', 'North Rhine-Westphalia', 963_395, 50.933, 6.95, 'Europe/Berlin'),
      city(2852458, 'de', 'Potsdam', 'Brandenburg', 178_089, 52.399, 13.066, 'Europe/Berlin'),
      city(2761369, 'at', 'Vienna', 'Vienna', 1_691_468, 48.208, 16.372, 'Europe/Vienna', true),
      city(2772400, 'at', 'Linz', 'Upper Austria', 181_162, 48.306, 14.286, 'Europe/Vienna'),
      city(1850147, 'jp', 'Tokyo', 'Tokyo', 8_336_599, 35.69, 139.692, 'Asia/Tokyo', true),
    ])
  await d.insert(countrySafety).values([
    {
      countryId: 'de',
      sameSexRelations: 'legal',
      marriage: 'marriage',
      discriminationProtection: 'full',
      genderRecognition: 'self_id',
      sourceName: 'ILGA World Database',
      sourceUrl: 'https://database.ilga.org',
      asOf: '2025-01-01',
    },
  ])
})

async function search(path: string, language: 'en' | 'de' = 'en') {
  return searchPlaces(db(), parsePlacesQuery(new URL(path, ORIGIN)), language)
}

describe('places model', () => {
  it('parses the URL leniently', () => {
    const q = parsePlacesQuery(new URL('/places?q=%20ber%20&continent=eu&minPop=abc&maxPop=2000000&sort=bogus&page=-3&near=99,1', ORIGIN))
    expect(q).toMatchObject({ q: 'ber', continent: 'EU', minPop: null, maxPop: 2_000_000, sort: 'population', page: 1, near: null })
    expect(parsePlacesQuery(new URL('/places?near=52.52,13.4', ORIGIN))).toMatchObject({
      near: { lat: 52.52, lng: 13.4 },
      sort: 'distance',
    })
  })

  it('lists everything by default, largest cities first, countries grouped by continent', async () => {
    const r = await search('/places')
    expect(r.cityCount).toBe(8)
    expect(r.cities.map((c) => c.name).slice(0, 3)).toEqual(['Tokyo', 'Berlin', 'Hamburg'])
    expect(r.continents.map((g) => g.continent)).toEqual(['AS', 'EU'])
    expect(r.continents[1]!.countries.map((c) => c.id)).toEqual(['de', 'at'])
  })

  it('matches names in the current language and in English, also without diacritics', async () => {
    const de = await search('/places?q=deutsch', 'de')
    expect(de.continents.flatMap((g) => g.countries.map((c) => c.name))).toEqual(['Deutschland'])
    // a country name finds that country's cities too
    expect(de.cities.map((c) => c.countryId)).toEqual(['de', 'de', 'de', 'de', 'de'])
    expect((await search('/places?q=germany', 'de')).countryCount).toBe(1)
    expect((await search('/places?q=osterreich', 'de')).continents[0]!.countries[0]!.name).toBe('Österreich')
    expect((await search('/places?q=koln')).cities.map((c) => c.name)).toEqual(['Köln'])
    expect((await search('/places?q=zzzz')).cityCount).toBe(0)
    // LIKE wildcards are literal
    expect((await search('/places?q=%25')).cityCount).toBe(0)
  })

  it('filters by continent and population range, sorts by name both ways and pages', async () => {
    const asia = await search('/places?continent=AS')
    expect(asia.cities.map((c) => c.name)).toEqual(['Tokyo'])
    expect(asia.continents.map((g) => g.continent)).toEqual(['AS'])
    const mid = await search('/places?minPop=1000000&maxPop=2000000&sort=name-asc')
    expect(mid.cities.map((c) => c.name)).toEqual(['Hamburg', 'Munich', 'Vienna'])
    const desc = await search('/places?minPop=1000000&maxPop=2000000&sort=name-desc')
    expect(desc.cities.map((c) => c.name)).toEqual(['Vienna', 'Munich', 'Hamburg'])
    const page2 = await search('/places?page=2')
    expect(page2.cities).toEqual([])
    expect(page2.pageCount).toBe(1)
  })

  it('finds the nearest cities with haversine distances', async () => {
    const r = await search('/places?near=52.40,13.07')
    expect(r.cities.map((c) => c.name).slice(0, 3)).toEqual(['Potsdam', 'Berlin', 'Hamburg'])
    expect(r.cities[0]!.distanceKm).toBeLessThan(2)
    expect(r.radiusKm).toBeGreaterThanOrEqual(300)
    expect(Math.round(haversineKm({ lat: 52.524, lng: 13.411 }, { lat: 48.137, lng: 11.575 }))).toBe(505)
  })

  it('gives the safety information of a country', async () => {
    expect(await getCountrySafety(db(), 'DE')).toMatchObject({ sameSexRelations: 'legal', level: 'protected', asOf: '2025-01-01' })
    expect(await getCountrySafety(db(), 'jp')).toBeNull()
  })

  it('shows on a city page only members who show their city and may be seen', async () => {
    const d = db()
    const viewer = await createMemberWithSession('Viewer')
    const make = async (name: string, values: Partial<typeof profiles.$inferInsert> = {}, status: 'active' | 'suspended' = 'active') => {
      const id = crypto.randomUUID()
      await d.insert(accounts).values({ id, email: `${id}@test.haven.local`, status })
      await d
        .insert(profiles)
        .values({ userId: id, displayName: name, cityId: 2852458, showCity: true, profileVisibility: 'everyone', ...values })
      return id
    }
    await make('Public')
    await make('MembersOnly', { profileVisibility: 'members' })
    await make('Hidden', { hiddenFromDirectory: true })
    await make('NoCity', { showCity: false })
    await make('Friends', { profileVisibility: 'friends' })
    await make('Suspended', {}, 'suspended')
    const blocked = await make('Blocked', { profileVisibility: 'members' })
    await d.insert(blocks).values({ blockerId: viewer.id, blockedId: blocked })

    const visitor = await getCityDetail(d, 2852458, 'en', null)
    expect(visitor!.members.map((m) => m.displayName)).toEqual(['Public'])
    expect(visitor!.memberCount).toBe(1)
    const member = await getCityDetail(d, 2852458, 'en', { id: viewer.id, roles: [] })
    expect(member!.members.map((m) => m.displayName).sort()).toEqual(['MembersOnly', 'Public'])
    // never coordinates of members
    expect(Object.keys(member!.members[0]!).sort()).toEqual(['avatarUrl', 'displayName', 'pronouns', 'userId'])
  })

  it('lists only public crews of a city', async () => {
    await db()
      .insert(communityGroups)
      .values([
        { id: 'crew-open', slug: 'crew-open', name: 'Open Crew', visibility: 'public', cityId: 2950159, countryId: 'de' },
        { id: 'crew-secret', slug: 'crew-secret', name: 'Secret Crew', visibility: 'private', cityId: 2950159, countryId: 'de' },
      ])
    const berlin = await getCityDetail(db(), 2950159, 'en', null)
    expect(berlin!.crews.map((c) => c.name)).toEqual(['Open Crew'])
    expect(berlin!.crewCount).toBe(1)
    expect(berlin!.nearby.map((n) => n.name)).toContain('Potsdam')
  })
})

describe('place pages through the Worker', () => {
  it('renders /places with localised country names and the directory texts', async () => {
    const res = await get('/places?continent=EU', { Cookie: 'lng=de' })
    expect(res.status).toBe(200)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Deutschland')
    expect(html).toContain('Österreich')
    expect(html).not.toContain('Tokyo')
    expect(html).toContain('<title>Orte: Länder und Städte — Haven</title>')
  })

  it('shows the §8 empty text when nothing matches', async () => {
    const html = await (await get('/places?q=nowhere-at-all')).text().then(withoutPageTexts)
    expect(html).toContain('Nothing here, bestie! Try another search term.')
  })

  it('takes an over-long or odd text as a search, never a 500 (visitor and member)', async () => {
    const member = await createMemberWithSession()
    const long = 'berlin'.repeat(900) // 5 400 characters: cut to 100, searched by index, no LIKE pattern
    for (const headers of [{}, { Cookie: member.cookie }] as Record<string, string>[]) {
      for (const q of [long, '%'.repeat(60), '"))(*'.repeat(30), 'ü'.repeat(200), '東京'.repeat(80)]) {
        const res = await get(`/places?q=${encodeURIComponent(q)}`, headers)
        expect(res.status, q.slice(0, 20)).toBe(200)
        await res.body?.cancel()
      }
    }
    // repeated and malformed parameters: the first of each is taken, a bad one dropped
    for (const path of [
      '/places?q=ber&q=lin&continent=EU&continent=XX&page=2&page=x',
      '/places?minPop=1e400&maxPop=-5&sort=name-asc&sort=bogus',
      `/places?near=${'9'.repeat(500)},1&page=${'9'.repeat(50)}`,
      `/country/de/cities?region=${'x'.repeat(3_000)}&page=${'9'.repeat(40)}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBeLessThan(500)
      await res.body?.cancel()
    }
    const html = await (await get(`/places?q=${encodeURIComponent('berlin' + 'x'.repeat(4_000))}`)).text().then(withoutPageTexts)
    expect(html).toContain('Nothing here, bestie! Try another search term.')
  })

  it('never caches a Near Me answer and keeps the position out of the canonical link', async () => {
    const res = await get('/places?near=52.40,13.07')
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Potsdam')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/haven.test\/places"/)
    expect(html).toContain('noindex')
  })

  it('renders a country page with the safety banner, facts and cities by region', async () => {
    const res = await get('/country/de', { Cookie: 'lng=de' })
    expect(res.status).toBe(200)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Deutschland')
    expect(html).toContain('LGBTQ+-Sicherheit in Deutschland')
    expect(html).toContain('keine Rechtsberatung')
    expect(html).toContain('2025')
    expect(html).toContain('Bavaria')
    expect(html).toContain('/city/2950159')
  })

  it('redirects an upper-case country code and answers 404 for unknown ids', async () => {
    const upper = await SELF.fetch(`${ORIGIN}/country/DE`, { redirect: 'manual' })
    expect(upper.status).toBe(301)
    expect(upper.headers.get('location')).toBe('/country/de')
    for (const path of ['/country/xx', '/country/deu', '/city/999999999', '/city/abc', '/country/zz/cities']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text().then(withoutPageTexts)).toContain('Page not found')
    }
  })

  it('renders the paged cities of a country, filtered by region', async () => {
    const html = await (await get('/country/de/cities?region=Bavaria')).text().then(withoutPageTexts)
    expect(html).toContain('Munich')
    expect(html).not.toContain('/city/2911298')
  })

  it("renders a city page with the local time in the city's time zone", async () => {
    const res = await get('/city/1850147')
    expect(res.status).toBe(200)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Tokyo')
    expect(html).toContain('GMT+9')
    expect(html).toContain('We have no safety information for this country yet.')
  })
})

/** GeoNames cities1000 `alternatenames` (untagged, every script), abridged from the real rows. */
const ALTERNATE_NAMES: Record<number, string> = {
  2867714:
    'Lungsod ng München,MUC,Minga,Mnichov,Monachium,Monaco di Baviera,Muenchen,Munchen,Munich,Munique,München,Münih,mi wnik,mwnykh,Μόναχο,Минхен,Мюнхен,Մյունխեն,מינכן,ميونخ,ميونيخ,म्यूनिख,ミュンヘン,慕尼黑,뮌헨,80331,http://munich.de',
  2886242: 'CGN,Cologne,Colonia,Keulen,Koeln,Kölle,Köln,koln,Κολωνία,Кельн,Кёльн,קלן,كولونيا,ケルン,科隆,쾰른',
  1850147: 'Edo,TYO,Tokio,Tokyo,Tōkyō,tokyo,Токио,توكيو,طوكيو,东京,東京,東京都,도쿄',
  524901: 'MOW,Mosca,Moscou,Moscow,Moscú,Moskau,Moskva,Moskwa,Москва,موسكو,モスクワ,莫斯科,모스크바',
  360630: 'Al Qahirah,CAI,Cairo,Cairo - القاهرة,Caire,El Cairo,Kairo,Le Caire,Каир,القاهرة,قاهره,カイロ,开罗,카이로',
}

describe('alternate city names (search_names)', () => {
  beforeAll(async () => {
    const d = db()
    const names = (en: string) => ({ en, de: en, ar: en, fr: en, es: en })
    await d.insert(countries).values([
      {
        id: 'ru',
        name: 'Russia',
        names: names('Russia'),
        continent: 'EU',
        timezones: ['Europe/Moscow'],
        population: 146_000_000,
        latitude: 60,
        longitude: 100,
      },
      {
        id: 'eg',
        name: 'Egypt',
        names: names('Egypt'),
        continent: 'AF',
        timezones: ['Africa/Cairo'],
        population: 104_000_000,
        latitude: 27,
        longitude: 30,
      },
    ])
    await d.insert(cities).values([
      {
        id: 524901,
        countryId: 'ru',
        name: 'Moscow',
        asciiName: 'Moscow',
        region: 'Moscow',
        population: 10_381_222,
        latitude: 55.752,
        longitude: 37.616,
        timezone: 'Europe/Moscow',
        isCapital: true,
      },
      {
        id: 360630,
        countryId: 'eg',
        name: 'Cairo',
        asciiName: 'Cairo',
        region: 'Cairo Governorate',
        population: 7_734_614,
        latitude: 30.063,
        longitude: 31.249,
        timezone: 'Africa/Cairo',
        isCapital: true,
      },
    ])
    for (const [id, alternates] of Object.entries(ALTERNATE_NAMES)) {
      const [row] = await d
        .select({ name: cities.name, asciiName: cities.asciiName })
        .from(cities)
        .where(eq(cities.id, Number(id)))
      await d
        .update(cities)
        .set({ searchNames: buildSearchNames(row!.name, row!.asciiName, alternates) })
        .where(eq(cities.id, Number(id)))
    }
  })

  it('folds the query exactly as the seed folds the names', () => {
    for (const s of [
      'München',
      'KÖLN',
      'Кёльн',
      'Москва',
      '東京都',
      'ドイツ',
      'ﾐｭﾝﾍﾝ',
      'Ｍüｎｃｈｅｎ',
      '뮌헨',
      'القاهرة',
      'أسوان',
      'Łódź',
      'Straße',
      "Ta'izz",
      'İstanbul',
    ]) {
      expect(fold(s), s).toBe(foldSearchText(s))
    }
    expect(fold('Кёльн')).toBe('кельн')
    expect(fold('ﾐｭﾝﾍﾝ')).toBe('ミュンヘン')
    expect(fold('ド')).toBe('ド')
    expect(fold('뮌헨')).toBe('뮌헨')
    expect(fold('القاهرة')).toBe('القاهره')
  })

  it('keeps our scripts, folded and deduplicated, and skips junk', () => {
    const v = buildSearchNames('Munich', 'Munich', ALTERNATE_NAMES[2867714]!)!
    expect(v.startsWith('|') && v.endsWith('|')).toBe(true)
    const list = v.slice(1, -1).split('|')
    expect(list).toEqual(
      expect.arrayContaining(['munchen', 'muenchen', 'мюнхен', 'ميونخ', 'ミュンヘン', '慕尼黑', '뮌헨', 'monaco di baviera']),
    )
    expect(new Set(list).size).toBe(list.length)
    expect(list.length).toBeLessThanOrEqual(MAX_SEARCH_NAMES)
    // airport code, postal code, link, romanisations, Greek/Hebrew/Devanagari, Tagalog 'city of', the ASCII name
    for (const junk of [
      'muc',
      '80331',
      'http://munich.de',
      'mwnykh',
      'mi wnik',
      'μοναχο',
      'מינכן',
      'म्यूनिख',
      'lungsod ng munchen',
      'munich',
    ]) {
      expect(list, junk).not.toContain(junk)
    }
    // mixed scripts are dropped; the Arabic name is also kept without its article
    const cairo = buildSearchNames('Cairo', 'Cairo', ALTERNATE_NAMES[360630]!)!
    expect(cairo).not.toContain('cairo - ')
    expect(cairo).toContain('|القاهره|')
    expect(cairo).toContain('|قاهره|')
    expect(buildSearchNames('Linz', 'Linz', '')).toBeNull()
  })

  it('finds cities by their names in other languages and scripts', async () => {
    const names = async (q: string, language: 'en' | 'de' = 'en') =>
      (await search(`/places?q=${encodeURIComponent(q)}`, language)).cities.map((c) => c.name)
    expect(await names('München', 'de')).toEqual(['Munich'])
    expect(await names('Munchen', 'de')).toEqual(['Munich'])
    expect(await names('muenchen')).toEqual(['Munich'])
    expect(await names('MÜNCH')).toEqual(['Munich'])
    expect(await names('Köln', 'de')).toEqual(['Köln'])
    expect(await names('Cologne')).toEqual(['Köln'])
    expect(await names('Кёльн')).toEqual(['Köln'])
    expect(await names('Москва')).toEqual(['Moscow'])
    expect(await names('Moskau', 'de')).toEqual(['Moscow'])
    expect(await names('東京')).toEqual(['Tokyo'])
    expect(await names('도쿄')).toEqual(['Tokyo'])
    expect(await names('القاهرة')).toEqual(['Cairo'])
    expect(await names('قاهرة')).toEqual(['Cairo'])
    expect(await names('Le Caire')).toEqual(['Cairo'])
    // a prefix of a name, not any part of it; junk is not searchable
    expect(await names('ünchen')).toEqual([])
    expect(await names('MUC')).toEqual([])
    expect(await names('80331')).toEqual([])
    expect(await names('|')).toEqual([])
  })

  it('the city picker and a typed city resolved without JavaScript search like /places: München is Munich', async () => {
    const picked = async (q: string, language = 'en') => {
      const res = await get(`/resources/cities?q=${encodeURIComponent(q)}`, { Cookie: `lng=${language}` })
      return ((await res.json()) as { cities: { id: number; name: string; country: string }[] }).cities
    }
    for (const q of ['München', 'Munchen', 'muenchen', 'MÜNCH'])
      expect(
        (await picked(q)).map((c) => c.id),
        q,
      ).toEqual([2867714])
    expect(await picked('München', 'de')).toEqual([{ id: 2867714, name: 'Munich', region: 'Bavaria', country: 'Deutschland' }])
    expect((await picked('Москва')).map((c) => c.id)).toEqual([524901])
    expect((await picked('Cologne')).map((c) => c.id)).toEqual([2886242])
    expect(await picked('ünchen')).toEqual([])
    expect(await picked('|')).toEqual([])

    for (const q of ['München', 'Munchen', 'münchen, Deutschland', 'Мюнхен']) {
      expect((await resolveCityText(db(), q, 'de'))?.id, q).toBe(2867714)
    }
    expect((await resolveCityText(db(), 'Linz, Austria', 'en'))?.id).toBe(2772400)
    expect(await resolveCityText(db(), 'Atlantis', 'en')).toBeNull()
  })

  it('renders the matches on /places, with the display name unchanged', async () => {
    const html = await (await get(`/places?q=${encodeURIComponent('München')}`, { Cookie: 'lng=de' })).text().then(withoutPageTexts)
    expect(html).toContain('/city/2867714')
    expect(html).toContain('Munich')
    expect(html).not.toContain('/city/2950159')
  })
})
