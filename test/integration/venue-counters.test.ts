import { count, eq, sql } from 'drizzle-orm'
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client'
import { cities, countries, venues } from '~/db/schema'
import { parseVenueQuery, searchVenues } from '~/models/venues/directory.server'
import { visibleVenue } from '~/models/venues/visibility.server'
import { VENUE_TOTAL_CAP } from '~/models/venues/query'
import { VISITOR } from '~/models/viewer'
import { db, recordingD1, type RecordedStatement } from './helpers'

/**
 * What the triggers keep for the lists. The counters they read instead of counting (migrations
 * 0008, 0009): countries.venue_count and cities.venue_count are the venues a visitor may see
 * there — held here to the venue rule itself (visibleVenue) after every kind of change — and
 * countries.city_count its cities. The text indexes, which hold the venues a visitor may find
 * (0013), held to the same rule; their places (0011); and the '1,000+' a text's probe proves.
 */

const place = (id: number, countryId: string, name: string) => ({
  id,
  countryId,
  name,
  asciiName: name,
  latitude: 0,
  longitude: 0,
  timezone: 'UTC',
})

beforeAll(async () => {
  await db()
    .insert(countries)
    .values([
      { id: 'de', name: 'Germany', names: {}, continent: 'EU', timezones: [] },
      { id: 'fr', name: 'France', names: {}, continent: 'EU', timezones: [] },
    ])
  await db()
    .insert(cities)
    .values([place(1, 'de', 'Berlin'), place(2, 'de', 'Hamburg'), place(3, 'fr', 'Paris')])
})

/** The counters as stored, and as the venue rule counts them. */
async function counters() {
  const stored = {
    countries: Object.fromEntries(
      (await db().select({ id: countries.id, n: countries.venueCount }).from(countries)).map((r) => [r.id, r.n]),
    ),
    cities: Object.fromEntries((await db().select({ id: cities.id, n: cities.venueCount }).from(cities)).map((r) => [r.id, r.n])),
  }
  const byRule = {
    countries: Object.fromEntries([
      ...(await db().select({ id: countries.id }).from(countries)).map((r) => [r.id, 0]),
      ...(await db().select({ id: venues.countryId, n: count() }).from(venues).where(visibleVenue(VISITOR)).groupBy(venues.countryId)).map(
        (r) => [r.id, r.n],
      ),
    ]),
    cities: Object.fromEntries([
      ...(await db().select({ id: cities.id }).from(cities)).map((r) => [r.id, 0]),
      ...(
        await db()
          .select({ id: venues.cityId, n: count() })
          .from(venues)
          .where(sql`${visibleVenue(VISITOR)} AND ${venues.cityId} IS NOT NULL`)
          .groupBy(venues.cityId)
      ).map((r) => [r.id, r.n]),
    ]),
  }
  return { stored, byRule }
}

/** The venues in each text index, and those the venue rule lets a visitor see (ids, sorted). */
async function textIndexes() {
  const ids = async (table: string) =>
    (await db().all<{ id: number }>(sql.raw(`SELECT rowid AS id FROM ${table} ORDER BY rowid`))).map((r) => r.id)
  const visible = (await db().select({ id: venues.id }).from(venues).where(visibleVenue(VISITOR)).orderBy(venues.id)).map((r) => r.id)
  return { words: await ids('venue_text'), parts: await ids('venue_name_parts'), visible }
}

async function expectCountersHeld() {
  const { stored, byRule } = await counters()
  expect(stored).toEqual(byRule)
  const { words, parts, visible } = await textIndexes()
  expect(words).toEqual(visible)
  expect(parts).toEqual(visible)
}

const venue = (slug: string, countryId: string, cityId: number | null, status: 'pending' | 'published') => ({
  slug,
  name: slug,
  countryId,
  cityId,
  status,
})

describe('the venue counters follow the venue rule', () => {
  it('through insert, publish, reject, archive, move and delete', async () => {
    await db()
      .insert(venues)
      .values([
        venue('a', 'de', 1, 'published'),
        venue('b', 'de', 1, 'pending'),
        venue('c', 'de', 2, 'published'),
        venue('d', 'fr', null, 'published'),
      ])
    await expectCountersHeld()
    expect((await counters()).stored.countries.de).toBe(2)
    expect((await textIndexes()).words).toHaveLength(3)

    await db().update(venues).set({ status: 'published' }).where(eq(venues.slug, 'b')) // a moderator approves
    await expectCountersHeld()
    await db().update(venues).set({ status: 'rejected' }).where(eq(venues.slug, 'a'))
    await expectCountersHeld()
    await db().update(venues).set({ status: 'archived' }).where(eq(venues.slug, 'c'))
    await expectCountersHeld()
    await db().update(venues).set({ countryId: 'fr', cityId: 3 }).where(eq(venues.slug, 'b')) // moved
    await expectCountersHeld()
    await db().update(venues).set({ cityId: null }).where(eq(venues.slug, 'b'))
    await expectCountersHeld()
    await db().update(venues).set({ name: 'renamed', ratingAvg: 4 }).where(eq(venues.slug, 'd')) // no place or state change
    await expectCountersHeld()
    await db().delete(venues).where(eq(venues.slug, 'd'))
    await expectCountersHeld()
    expect((await counters()).stored).toEqual({ countries: { de: 0, fr: 1 }, cities: { 1: 0, 2: 0, 3: 0 } })
  })

  it('city_count follows the cities of each country', async () => {
    const cityCounts = async () =>
      Object.fromEntries((await db().select({ id: countries.id, n: countries.cityCount }).from(countries)).map((r) => [r.id, r.n]))
    expect(await cityCounts()).toEqual({ de: 2, fr: 1 })
    await db()
      .insert(cities)
      .values(place(4, 'fr', 'Lyon'))
    await db().update(cities).set({ countryId: 'fr' }).where(eq(cities.id, 2))
    expect(await cityCounts()).toEqual({ de: 1, fr: 3 })
    await db().delete(cities).where(eq(cities.id, 4))
    expect(await cityCounts()).toEqual({ de: 1, fr: 2 })
  })
})

describe('the text index follows the places it names (migration 0011)', () => {
  /** The venues `q` finds, by their slugs. */
  const found = async (q: string) =>
    (await searchVenues(db(), parseVenueQuery(new URL(`https://haven.test/venues?q=${encodeURIComponent(q)}`)), 'en')).venues
      .map((v) => v.slug)
      .sort()

  it('finds a venue by its city’s and country’s new names, in every language, and no longer by the old', async () => {
    await db()
      .insert(countries)
      .values({ id: 'in', name: 'India', names: { en: 'India', de: 'Indien' }, continent: 'AS', timezones: [] })
    await db()
      .insert(cities)
      .values(place(10, 'in', 'Bombay'))
    await db()
      .insert(venues)
      .values([venue('harbour-bar', 'in', 10, 'published'), venue('elsewhere', 'in', null, 'published')])
    expect(await found('bombay')).toEqual(['harbour-bar'])

    await db()
      .update(cities)
      .set({ name: 'Mumbai', names: { en: 'Mumbai', ja: 'ムンバイ' } })
      .where(eq(cities.id, 10))
    expect(await found('mumbai')).toEqual(['harbour-bar'])
    expect(await found('ムンバイ')).toEqual(['harbour-bar'])
    expect(await found('bombay')).toEqual([])

    await db()
      .update(countries)
      .set({ names: { en: 'India', de: 'Indien', fr: 'Inde' } })
      .where(eq(countries.id, 'in'))
    expect(await found('inde')).toEqual(['elsewhere', 'harbour-bar'])
    expect(await found('mumbai')).toEqual(['harbour-bar']) // the city's words stay
  })
})

describe("a text alone with more hits than the cap says '1,000+' from its probe", () => {
  const search = (path: string, database = db()) => searchVenues(database, parseVenueQuery(new URL(`https://haven.test${path}`)), 'en')
  /** `n` venues named '{name} {i}' in Germany, with a status. */
  const many = (n: number, name: string, status: 'pending' | 'published', from: number) =>
    db().run(
      sql.raw(`INSERT INTO venues (slug, name, country_id, status)
        WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${from + n - 1})
        SELECT '${name}-' || i, '${name} ' || i, 'de', '${status}' FROM n`),
    )

  it('counts nothing for a text alone past the cap, and counts as before with a filter or hidden venues', async () => {
    // a narrow text (up to 2 000 hits: every column, by relevance) and a broad one (names, by rating)
    await many(VENUE_TOTAL_CAP + 5, 'Midbar', 'published', 1)
    await many(2_005, 'Lotsbar', 'published', 1)
    for (const [q, scope] of [
      ['midbar', 'all'],
      ['lotsbar', 'names'],
    ] as const) {
      const statements: RecordedStatement[] = []
      const alone = await search(`/venues?q=${q}`, getDb(recordingD1(env.DB, statements)))
      expect(alone).toMatchObject({ total: VENUE_TOTAL_CAP, totalCapped: true, text: scope })
      expect(alone.venues).toHaveLength(20)
      // the total is the probe's: no statement counts the venues
      expect(statements.filter(({ sql }) => /count\(\*\)/i.test(sql) && /"venues"/.test(sql))).toEqual([])
      // with a filter, the matches are counted (none of them in France)
      expect(await search(`/venues?q=${q}&country=fr`)).toMatchObject({ total: 0, totalCapped: false })
      expect(await search(`/venues?q=${q}&country=de`)).toMatchObject({ total: VENUE_TOTAL_CAP, totalCapped: true })
    }

    // hidden venues are not in the indexes: many pending ones and three published say 3
    await many(VENUE_TOTAL_CAP + 5, 'Quietplace', 'pending', 1)
    await many(3, 'Quietplace', 'published', VENUE_TOTAL_CAP + 10)
    expect(await search('/venues?q=quietplace')).toMatchObject({ total: 3, totalCapped: false })
    expect((await search('/venues?q=quietplace')).venues.map((v) => v.name).sort()).toEqual([
      `Quietplace ${VENUE_TOTAL_CAP + 10}`,
      `Quietplace ${VENUE_TOTAL_CAP + 11}`,
      `Quietplace ${VENUE_TOTAL_CAP + 12}`,
    ])
  })
})
