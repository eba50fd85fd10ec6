import { count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cities, countries, venues } from '~/db/schema'
import { parseVenueQuery, searchVenues, visibleVenue } from '~/models/venues/directory.server'
import { VISITOR } from '~/models/viewer'
import { db } from './helpers'

/**
 * What the triggers keep for the lists. The counters they read instead of counting (migrations
 * 0008, 0009): countries.venue_count and cities.venue_count are the venues a visitor may see
 * there — held here to the venue rule itself (visibleVenue) after every kind of change — and
 * countries.city_count its cities. And the text index's places (0011).
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

async function expectCountersHeld() {
  const { stored, byRule } = await counters()
  expect(stored).toEqual(byRule)
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
