/**
 * The geographic directory (SPEC §1, §2 /places, /country/{id}, /city/{id}, §3 directory entry).
 *
 * Every page is one D1 round trip (`db.batch`) of a handful of statements, whatever the filters,
 * over all 24 000 cities: the 250 countries are read whole (small) and filtered in memory, the
 * cities are filtered, counted and paged in SQL on indexes (population, name, lat/lng).
 *
 * Near Me: the browser's position arrives as `near=lat,lng` (rounded by the client), is used for
 * this one query and is never stored or logged.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, communityGroups, CONTINENTS, countries, events, profiles, venues, type Continent } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import type { Language } from '~/i18n/config'
import { safetyQuery, toSafetyInfo, type SafetyInfo } from './country-safety.server'
import { cappedCount, shownCount } from '../site/counting.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { eventGoesAhead, visibleEvent } from '~/models/events/visibility.server'
import { cityShown, listedProfile } from '../members/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'
import { travelGuideOfPlace } from '../travel/guides.server'

import { COUNTRY_CITIES_PAGE_SIZE, COUNTRY_CITY_SORTS, PLACES_PAGE_SIZE, type CountryCitySort } from '~/models/places/constants'
import { foldSearchText } from '~/utils/search-fold'
import { cityNameMatch, textMatchOrder } from './city-search.server'
import { searchText } from '~/utils/text-hygiene'

export { COUNTRY_CITIES_PAGE_SIZE, COUNTRY_CITY_SORTS, PLACES_PAGE_SIZE, type CountryCitySort }
export const PLACES_SORTS = ['population', 'name-asc', 'name-desc', 'distance'] as const
export type PlacesSort = (typeof PLACES_SORTS)[number]
export const MAX_QUERY_LENGTH = 100
const MAX_PAGE = 5_000
const MAX_POPULATION = 100_000_000_000
/** Near Me widens its search box until a page is full: km. */
const NEAR_RADII_KM = [300, 1_000, 3_000, 20_000] as const

export type LatLng = { lat: number; lng: number }
export type PlacesQuery = {
  q: string
  continent: Continent | null
  minPop: number | null
  maxPop: number | null
  sort: PlacesSort
  page: number
  near: LatLng | null
}

// ------------------------------------------------------------------ URL parsing (lenient: a bad value is dropped, never a 500)

function intParam(value: string | null, max: number): number | null {
  if (value == null || value.trim() === '') return null
  const n = Number(value.replace(/[\s,._']/g, ''))
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), max) : null
}

export function parseLatLng(value: string | null): LatLng | null {
  if (!value) return null
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value)
  if (!m) return null
  const lat = Number(m[1])
  const lng = Number(m[2])
  if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) return null
  return { lat, lng }
}

export function parsePage(value: string | null): number {
  const n = intParam(value, MAX_PAGE)
  return n && n >= 1 ? n : 1
}

export function normalizeQuery(value: string | null): string {
  return searchText(value, MAX_QUERY_LENGTH)
}

export function parsePlacesQuery(url: URL): PlacesQuery {
  const p = url.searchParams
  const near = parseLatLng(p.get('near'))
  const continent = (p.get('continent') ?? '').toUpperCase()
  const sortParam = p.get('sort')
  const sort: PlacesSort =
    sortParam === 'name-asc' || sortParam === 'name-desc' || sortParam === 'population' ? sortParam : near ? 'distance' : 'population'
  return {
    q: normalizeQuery(p.get('q')),
    continent: (CONTINENTS as readonly string[]).includes(continent) ? (continent as Continent) : null,
    minPop: intParam(p.get('minPop'), MAX_POPULATION),
    maxPop: intParam(p.get('maxPop'), MAX_POPULATION),
    sort,
    page: parsePage(p.get('page')),
    near,
  }
}

// ------------------------------------------------------------------ helpers

/** Lower case without diacritics ('Österreich' → 'osterreich', 'Кёльн' → 'кельн'), exactly as the seed folds search_names. */
export const fold = foldSearchText

const KM_PER_DEGREE = 111.32

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A lat/lng box around a point, for an indexed prefilter; handles the poles and the date line. */
function boundingBox(center: LatLng, radiusKm: number): SQL | undefined {
  const dLat = radiusKm / KM_PER_DEGREE
  const conditions: SQL[] = [gte(cities.latitude, Math.max(-90, center.lat - dLat)), lte(cities.latitude, Math.min(90, center.lat + dLat))]
  const cos = Math.cos((Math.min(89, Math.abs(center.lat) + dLat) * Math.PI) / 180)
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(cos, 0.01))
  if (dLng < 180) {
    const west = center.lng - dLng
    const east = center.lng + dLng
    if (west < -180) conditions.push(or(gte(cities.longitude, west + 360), lte(cities.longitude, east))!)
    else if (east > 180) conditions.push(or(gte(cities.longitude, west), lte(cities.longitude, east - 360))!)
    else conditions.push(gte(cities.longitude, west), lte(cities.longitude, east))
  }
  return and(...conditions)
}

/** Squared equirectangular distance: orders by nearness in SQL; exact km come from haversine. */
function approxDistance(center: LatLng) {
  const k = Math.cos((center.lat * Math.PI) / 180)
  return sql`((${cities.latitude} - ${center.lat}) * (${cities.latitude} - ${center.lat}) + (${cities.longitude} - ${center.lng}) * (${cities.longitude} - ${center.lng}) * ${k * k})`
}

/** Matches the expression index cities_sort_name_idx (migrations/0003_places.sql). */
const sortName = sql`ltrim(${cities.asciiName}, '''') COLLATE NOCASE`

const localName = (language: Language) => sql<string | null>`json_extract(${countries.names}, ${`$.${language}`})`

// ------------------------------------------------------------------ shapes sent to the pages

export type CountrySummary = {
  id: string
  name: string
  /** English name, when it differs from `name`. */
  englishName: string | null
  continent: Continent
  population: number | null
  flag: string | null
  capital: string | null
}

export type CitySummary = {
  id: number
  name: string
  region: string | null
  countryId: string
  countryName: string
  flag: string | null
  population: number
  isCapital: boolean
  /** km from the Near Me position. */
  distanceKm?: number
}

const citySummaryColumns = {
  id: cities.id,
  name: cities.name,
  region: cities.region,
  countryId: cities.countryId,
  population: cities.population,
  isCapital: cities.isCapital,
  latitude: cities.latitude,
  longitude: cities.longitude,
}

type CountryRow = {
  id: string
  name: string
  localName: string | null
  continent: Continent
  population: number | null
  flag: string | null
  capital: string | null
}

function toCountrySummary(row: CountryRow): CountrySummary {
  const name = row.localName || row.name
  return {
    id: row.id,
    name,
    englishName: name !== row.name ? row.name : null,
    continent: row.continent,
    population: row.population,
    flag: row.flag,
    capital: row.capital,
  }
}

function allCountriesQuery(db: Db, language: Language) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      localName: localName(language),
      continent: countries.continent,
      population: countries.population,
      flag: countries.flag,
      capital: countries.capital,
    })
    .from(countries)
}

// ------------------------------------------------------------------ /places

export type PlacesResult = {
  /** Countries matching the filters, grouped by continent (continent order of CONTINENTS). */
  continents: { continent: Continent; countries: CountrySummary[] }[]
  countryCount: number
  /** Countries in the directory. */
  countryTotal: number
  cities: CitySummary[]
  cityCount: number
  page: number
  pageCount: number
  /** Near Me: the radius the cities were searched in. */
  radiusKm: number | null
}

function collatorFor(language: Language) {
  return new Intl.Collator(language, { sensitivity: 'base', ignorePunctuation: true })
}

export async function searchPlaces(db: Db, query: PlacesQuery, language: Language): Promise<PlacesResult> {
  const q = fold(query.q)
  const cityConditions: SQL[] = []
  if (query.minPop != null) cityConditions.push(gte(cities.population, query.minPop))
  if (query.maxPop != null) cityConditions.push(lte(cities.population, query.maxPop))
  if (query.continent) {
    cityConditions.push(
      inArray(cities.countryId, db.select({ id: countries.id }).from(countries).where(eq(countries.continent, query.continent))),
    )
  }

  // Countries are few: all are read, matched in memory on the current language and English.
  // A query of 3+ characters that starts a country's name also finds that country's cities, so
  // with a query the countries are read first; without one they join the cities' batch.
  const countryRows: CountryRow[] = q ? await allCountriesQuery(db, language) : []
  const matchesName = (row: CountryRow, mode: 'contains' | 'prefix') =>
    [row.localName, row.name].some((name) => {
      if (!name) return false
      const n = fold(name)
      return mode === 'contains' ? n.includes(q) : n.startsWith(q) || n.includes(` ${q}`)
    })
  if (q) {
    const byCountry = q.length >= 3 ? countryRows.filter((r) => matchesName(r, 'prefix')).map((r) => r.id) : []
    // display and ASCII names: contains; alternate names (other languages and scripts,
    // 'München', 'Москва', '東京'): a prefix of one of them, in the same scan — the match every
    // city search shares (city-search.server.ts)
    // a text too short to match a name (no two letters) finds no city by name
    cityConditions.push(or(cityNameMatch(query.q) ?? sql`0`, byCountry.length ? inArray(cities.countryId, byCountry) : undefined)!)
  }

  const order = (near: LatLng | null) =>
    query.sort === 'name-asc'
      ? [asc(sortName), asc(cities.id)]
      : query.sort === 'name-desc'
        ? [desc(sortName), desc(cities.id)]
        : query.sort === 'distance' && near
          ? [asc(approxDistance(near)), asc(cities.id)]
          : q
            ? textMatchOrder()
            : [desc(cities.population), asc(cities.id)]

  const offset = (query.page - 1) * PLACES_PAGE_SIZE
  const runCities = async (near: LatLng | null, radiusKm: number | null) => {
    const where = and(...cityConditions, near && radiusKm ? boundingBox(near, radiusKm) : undefined)
    // filtered by continent at most: the countries' counters (triggers on cities), not 24 000 rows
    const countQuery =
      !near && !q && query.minPop == null && query.maxPop == null
        ? db
            .select({ n: sql<number>`coalesce(sum(${countries.cityCount}), 0)`.as('n') })
            .from(countries)
            .where(query.continent ? eq(countries.continent, query.continent) : undefined)
        : db.select({ n: count() }).from(cities).where(where)
    const pageQuery = db
      .select(citySummaryColumns)
      .from(cities)
      .where(where)
      .orderBy(...order(near))
      .limit(PLACES_PAGE_SIZE)
      .offset(offset)
    if (countryRows.length === 0) {
      const [allCountries, [total], rows] = await db.batch([allCountriesQuery(db, language), countQuery, pageQuery])
      countryRows.push(...allCountries)
      return { total: total?.n ?? 0, rows }
    }
    const [[total], rows] = await db.batch([countQuery, pageQuery])
    return { total: total?.n ?? 0, rows }
  }

  let radiusKm: number | null = null
  let result: Awaited<ReturnType<typeof runCities>>
  if (query.near) {
    // widen the box until it holds the requested page (the last radius covers the whole Earth)
    for (const r of NEAR_RADII_KM) {
      radiusKm = r
      result = await runCities(query.near, r)
      if (result.total >= offset + PLACES_PAGE_SIZE) break
    }
  } else {
    result = await runCities(null, null)
  }
  const { total, rows } = result!
  const countryById = new Map(countryRows.map((r) => [r.id, r]))

  const collator = collatorFor(language)
  const matchedCountries = query.near
    ? []
    : countryRows
        .filter(
          (r) =>
            (!query.continent || r.continent === query.continent) &&
            (query.minPop == null || (r.population ?? 0) >= query.minPop) &&
            (query.maxPop == null || (r.population ?? 0) <= query.maxPop) &&
            (!q || matchesName(r, 'contains')),
        )
        .map(toCountrySummary)
  matchedCountries.sort((a, b) =>
    query.sort === 'name-desc'
      ? collator.compare(b.name, a.name)
      : query.sort === 'population'
        ? (b.population ?? 0) - (a.population ?? 0) || collator.compare(a.name, b.name)
        : collator.compare(a.name, b.name),
  )
  const continents = CONTINENTS.map((continent) => ({
    continent,
    countries: matchedCountries.filter((c) => c.continent === continent),
  })).filter((g) => g.countries.length > 0)

  const near = query.near
  const citiesOut: CitySummary[] = rows.map((r) => {
    const country = countryById.get(r.countryId)
    return {
      id: r.id,
      name: r.name,
      region: r.region,
      countryId: r.countryId,
      countryName: country ? country.localName || country.name : r.countryId.toUpperCase(),
      flag: country?.flag ?? null,
      population: r.population,
      isCapital: r.isCapital,
      ...(near ? { distanceKm: Math.round(haversineKm(near, { lat: r.latitude, lng: r.longitude })) } : {}),
    }
  })
  if (near && query.sort === 'distance') citiesOut.sort((a, b) => a.distanceKm! - b.distanceKm!)

  return {
    continents,
    countryCount: matchedCountries.length,
    countryTotal: countryRows.length,
    cities: citiesOut,
    cityCount: total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PLACES_PAGE_SIZE)),
    radiusKm: near ? radiusKm : null,
  }
}

// ------------------------------------------------------------------ shared lists of a country or city page

export type VenueItem = {
  id: number
  slug: string
  name: string
  address: string | null
  ratingAvg: number
  ratingCount: number
  certifiedSafeSpace: boolean
  rainbowFriendly: boolean
  accessible: boolean
}
export type EventItem = {
  id: number
  slug: string
  title: string
  startsAt: number
  timezone: string
  locationName: string | null
  isOnline: boolean
  isFree: boolean
  soldOut: boolean
}
export type CrewItem = { id: string; slug: string; name: string; description: string | null; memberCount: number }
export type MemberItem = { userId: string; displayName: string | null; avatarUrl: string | null; pronouns: string | null }

const LIST_LIMIT = 6
const MEMBER_LIMIT = 12

const venueColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  address: venues.address,
  ratingAvg: venues.ratingAvg,
  ratingCount: venues.ratingCount,
  certifiedSafeSpace: venues.certifiedSafeSpace,
  rainbowFriendly: venues.rainbowFriendly,
  accessible: venues.accessible,
}
const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  timezone: events.timezone,
  locationName: events.locationName,
  isOnline: events.isOnline,
  isFree: events.isFree,
  soldOut: events.soldOut,
}
const crewColumns = {
  id: communityGroups.id,
  slug: communityGroups.slug,
  name: communityGroups.name,
  description: communityGroups.description,
  memberCount: communityGroups.memberCount,
}

const toEventItem = (e: { startsAt: Date } & Omit<EventItem, 'startsAt'>): EventItem => ({ ...e, startsAt: e.startsAt.getTime() })

// ------------------------------------------------------------------ /country/{id}

export type RegionCount = { region: string | null; count: number }
export type RegionCity = { id: number; name: string; region: string | null; population: number; isCapital: boolean }

export type CountryDetail = {
  country: CountrySummary & {
    officialName: string | null
    nativeName: string | null
    region: string | null
    subregion: string | null
    timezones: string[]
    latitude: number | null
    longitude: number | null
    areaKm2: number | null
  }
  capital: RegionCity | null
  majorCity: RegionCity | null
  safety: SafetyInfo | null
  cityCount: number
  regions: RegionCount[]
  /** Up to 3 largest cities of each region. */
  regionCities: RegionCity[]
  venues: VenueItem[]
  venueCount: number
  events: EventItem[]
  /** Counted to COUNT_CAP; `moreEvents`: more than that ('1,000+'). */
  eventCount: number
  moreEvents: boolean
  crews: CrewItem[]
  crewCount: number
  /** The country's own travel guide (visibleTravelGuide), if there is one. */
  travelGuide: { id: number; title: string } | null
}

const regionCityColumns = {
  id: cities.id,
  name: cities.name,
  region: cities.region,
  population: cities.population,
  isCapital: cities.isCapital,
}

/** A country's capital: the city the country row names, or one flagged capital (inside a batch). */
function capitalQuery(db: Db, countryId: string | SQL) {
  return db
    .select(regionCityColumns)
    .from(cities)
    .where(
      or(
        eq(cities.id, sql`(SELECT ${countries.capitalCityId} FROM ${countries} WHERE ${countries.id} = ${countryId})`),
        and(eq(cities.countryId, countryId), eq(cities.isCapital, true)),
      ),
    )
    .limit(1)
}

/** A country's most populous city (inside a batch). */
function largestCityQuery(db: Db, countryId: string | SQL) {
  return db.select(regionCityColumns).from(cities).where(eq(cities.countryId, countryId)).orderBy(desc(cities.population)).limit(1)
}

export function isCountryId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[a-z]{2}$/.test(id)
}

/**
 * A country's page: what the viewer may see of its venues, upcoming events and crews (the
 * owners' rules: a private crew and its events only for its members), with counts of the same.
 */
export async function getCountryDetail(
  db: Db,
  id: string,
  language: Language,
  viewer: Viewer,
  now = new Date(),
): Promise<CountryDetail | null> {
  if (!isCountryId(id)) return null
  const upcoming = and(eq(events.countryId, id), visibleEvent(viewer), eventGoesAhead(), gte(events.startsAt, now))
  const publishedVenues = and(eq(venues.countryId, id), visibleVenue(viewer))
  const publicCrews = and(eq(communityGroups.countryId, id), visibleCrew(viewer))
  // the 3 largest cities of each region
  const ranked = db
    .select({
      ...regionCityColumns,
      rn: sql<number>`row_number() OVER (PARTITION BY ${cities.region} ORDER BY ${cities.population} DESC, ${cities.id})`.as('rn'),
    })
    .from(cities)
    .where(eq(cities.countryId, id))
    .as('ranked')
  const [countryRows, safetyRows, capitalRows, majorRows, regionRows, topRows, venueRows, eventRows, crewRows, counts, guideRows] =
    await db.batch([
      db
        .select({
          id: countries.id,
          name: countries.name,
          localName: localName(language),
          continent: countries.continent,
          population: countries.population,
          flag: countries.flag,
          capital: countries.capital,
          officialName: countries.officialName,
          nativeName: countries.nativeName,
          region: countries.region,
          subregion: countries.subregion,
          timezones: countries.timezones,
          latitude: countries.latitude,
          longitude: countries.longitude,
          areaKm2: countries.areaKm2,
        })
        .from(countries)
        .where(eq(countries.id, id)),
      safetyQuery(db, id),
      capitalQuery(db, id),
      largestCityQuery(db, id),
      db
        .select({ region: cities.region, count: count() })
        .from(cities)
        .where(eq(cities.countryId, id))
        .groupBy(cities.region)
        .orderBy(desc(count()), asc(cities.region)),
      db.select().from(ranked).where(lte(ranked.rn, 3)).orderBy(desc(ranked.population), asc(ranked.id)),
      db
        .select(venueColumns)
        .from(venues)
        .where(publishedVenues)
        .orderBy(desc(venues.featured), desc(venues.ratingAvg), asc(venues.id))
        .limit(LIST_LIMIT),
      db.select(eventColumns).from(events).where(upcoming).orderBy(asc(events.startsAt), asc(events.id)).limit(LIST_LIMIT),
      db
        .select(crewColumns)
        .from(communityGroups)
        .where(publicCrews)
        .orderBy(desc(communityGroups.memberCount), asc(communityGroups.id))
        .limit(LIST_LIMIT),
      db
        .select({
          // the counter the triggers keep (the venues a visitor may see, as visibleVenue for everyone)
          venues: countries.venueCount,
          events: cappedCount(
            db
              .select({ one: sql`1` })
              .from(events)
              .where(upcoming)
              .getSQL(),
          ),
          crews: sql<number>`(SELECT count(*) FROM ${communityGroups} WHERE ${publicCrews})`,
        })
        .from(countries)
        .where(eq(countries.id, id)),
      travelGuideOfPlace(db, viewer, { countryId: id }),
    ])
  const row = countryRows[0]
  if (!row) return null
  const summary = toCountrySummary(row)
  const c = counts[0]
  return {
    country: {
      ...summary,
      officialName: row.officialName,
      nativeName: row.nativeName,
      region: row.region,
      subregion: row.subregion,
      timezones: row.timezones ?? [],
      latitude: row.latitude,
      longitude: row.longitude,
      areaKm2: row.areaKm2,
    },
    capital: capitalRows[0] ?? null,
    majorCity: majorRows[0] ?? null,
    safety: safetyRows[0] ? toSafetyInfo(safetyRows[0]) : null,
    cityCount: regionRows.reduce((sum, r) => sum + r.count, 0),
    regions: regionRows,
    regionCities: topRows.map((r) => ({ id: r.id, name: r.name, region: r.region, population: r.population, isCapital: r.isCapital })),
    venues: venueRows,
    venueCount: Number(c?.venues ?? 0),
    events: eventRows.map(toEventItem),
    eventCount: shownCount(c?.events).count,
    moreEvents: shownCount(c?.events).more,
    crews: crewRows,
    crewCount: Number(c?.crews ?? 0),
    travelGuide: guideRows[0] ?? null,
  }
}

// ------------------------------------------------------------------ /country/{id}/cities

export type CountryCitiesPage = {
  country: CountrySummary
  regions: RegionCount[]
  cityCount: number
  cities: RegionCity[]
  total: number
  page: number
  pageCount: number
}

export async function getCountryCities(
  db: Db,
  id: string,
  language: Language,
  /** region: undefined = every region, null = cities without a region. */
  options: { region: string | null | undefined; sort: CountryCitySort; page: number },
): Promise<CountryCitiesPage | null> {
  if (!isCountryId(id)) return null
  const where = and(
    eq(cities.countryId, id),
    options.region === undefined ? undefined : options.region === null ? sql`${cities.region} IS NULL` : eq(cities.region, options.region),
  )
  const order =
    options.sort === 'population'
      ? [desc(cities.population), asc(cities.id)]
      : options.sort === 'name-asc'
        ? [asc(sortName), asc(cities.id)]
        : options.sort === 'name-desc'
          ? [desc(sortName), desc(cities.id)]
          : [sql`${cities.region} IS NULL`, asc(cities.region), desc(cities.population), asc(cities.id)]
  const [countryRows, regionRows, [total], rows] = await db.batch([
    allCountriesQuery(db, language).where(eq(countries.id, id)),
    db
      .select({ region: cities.region, count: count() })
      .from(cities)
      .where(eq(cities.countryId, id))
      .groupBy(cities.region)
      .orderBy(sql`${cities.region} IS NULL`, asc(cities.region)),
    db.select({ n: count() }).from(cities).where(where),
    db
      .select(regionCityColumns)
      .from(cities)
      .where(where)
      .orderBy(...order)
      .limit(COUNTRY_CITIES_PAGE_SIZE)
      .offset((options.page - 1) * COUNTRY_CITIES_PAGE_SIZE),
  ])
  if (!countryRows[0]) return null
  const n = total?.n ?? 0
  return {
    country: toCountrySummary(countryRows[0]),
    regions: regionRows,
    cityCount: regionRows.reduce((sum, r) => sum + r.count, 0),
    cities: rows,
    total: n,
    page: options.page,
    pageCount: Math.max(1, Math.ceil(n / COUNTRY_CITIES_PAGE_SIZE)),
  }
}

// ------------------------------------------------------------------ /city/{id}

export type CityDetail = {
  city: {
    id: number
    name: string
    asciiName: string
    region: string | null
    population: number
    timezone: string
    latitude: number
    longitude: number
    isCapital: boolean
  }
  country: CountrySummary
  capital: RegionCity | null
  majorCity: RegionCity | null
  safety: SafetyInfo | null
  venues: VenueItem[]
  venueCount: number
  events: EventItem[]
  /** Counted to COUNT_CAP; `moreEvents`: more than that ('1,000+'). */
  eventCount: number
  moreEvents: boolean
  crews: CrewItem[]
  crewCount: number
  /** Members who chose to show their city, and may be seen by this viewer. Never coordinates. */
  members: MemberItem[]
  memberCount: number
  nearby: (RegionCity & { distanceKm: number })[]
  /** The city's travel guide (visibleTravelGuide), if there is one. */
  travelGuide: { id: number; title: string } | null
}

export function parseCityId(id: string | undefined): number | null {
  if (!id || !/^\d{1,10}$/.test(id)) return null
  const n = Number(id)
  return n > 0 && n <= 2_147_483_647 ? n : null
}

/** Who may appear among a city's members: listed to this viewer, and showing that city. */
const cityMembers = (cityId: number, viewer: Viewer) => and(eq(profiles.cityId, cityId), cityShown(), listedProfile(viewer))

/**
 * A city's page: what the viewer may see of its venues, upcoming events, crews and members
 * (the owners' rules), with counts of the same.
 */
export async function getCityDetail(db: Db, id: number, language: Language, viewer: Viewer, now = new Date()): Promise<CityDetail | null> {
  const countryOf = sql`(SELECT ${cities.countryId} FROM ${cities} WHERE ${cities.id} = ${id})`
  const upcoming = and(eq(events.cityId, id), visibleEvent(viewer), eventGoesAhead(), gte(events.startsAt, now))
  const publishedVenues = and(eq(venues.cityId, id), visibleVenue(viewer))
  const publicCrews = and(eq(communityGroups.cityId, id), visibleCrew(viewer))
  const members = cityMembers(id, viewer)
  const [cityRows, safetyRows, capitalRows, majorRows, venueRows, eventRows, crewRows, memberRows, counts, nearbyRows, guideRows] =
    await db.batch([
      db
        .select({
          id: cities.id,
          name: cities.name,
          asciiName: cities.asciiName,
          region: cities.region,
          population: cities.population,
          timezone: cities.timezone,
          latitude: cities.latitude,
          longitude: cities.longitude,
          isCapital: cities.isCapital,
          // aliased: D1 returns rows keyed by column name, so joined columns must not share names
          country: {
            id: sql<string>`${countries.id}`.as('country_id_'),
            name: sql<string>`${countries.name}`.as('country_name_'),
            localName: sql<string | null>`json_extract(${countries.names}, ${`$.${language}`})`.as('country_local_name_'),
            continent: sql<Continent>`${countries.continent}`.as('country_continent_'),
            population: sql<number | null>`${countries.population}`.as('country_population_'),
            flag: sql<string | null>`${countries.flag}`.as('country_flag_'),
            capital: sql<string | null>`${countries.capital}`.as('country_capital_'),
          },
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(eq(cities.id, id)),
      safetyQuery(db, countryOf),
      capitalQuery(db, countryOf),
      largestCityQuery(db, countryOf),
      db
        .select(venueColumns)
        .from(venues)
        .where(publishedVenues)
        .orderBy(desc(venues.featured), desc(venues.ratingAvg), asc(venues.id))
        .limit(LIST_LIMIT),
      db.select(eventColumns).from(events).where(upcoming).orderBy(asc(events.startsAt), asc(events.id)).limit(LIST_LIMIT),
      db
        .select(crewColumns)
        .from(communityGroups)
        .where(publicCrews)
        .orderBy(desc(communityGroups.memberCount), asc(communityGroups.id))
        .limit(LIST_LIMIT),
      db
        .select({ userId: profiles.userId, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, pronouns: profiles.pronouns })
        .from(profiles)
        .where(members)
        .orderBy(desc(profiles.createdAt), asc(profiles.userId))
        .limit(MEMBER_LIMIT),
      db
        .select({
          venues: cities.venueCount,
          events: cappedCount(
            db
              .select({ one: sql`1` })
              .from(events)
              .where(upcoming)
              .getSQL(),
          ),
          crews: sql<number>`(SELECT count(*) FROM ${communityGroups} WHERE ${publicCrews})`,
          members: sql<number>`(SELECT count(*) FROM ${profiles} WHERE ${members})`,
        })
        .from(cities)
        .where(eq(cities.id, id)),
      // nearby cities: the indexed lat/lng box around this city (±1.35° latitude ≈ 150 km)
      db
        .select(citySummaryColumns)
        .from(cities)
        .where(
          and(
            sql`${cities.latitude} BETWEEN (SELECT c2.latitude - 1.35 FROM cities AS c2 WHERE c2.id = ${id}) AND (SELECT c2.latitude + 1.35 FROM cities AS c2 WHERE c2.id = ${id})`,
            sql`${cities.longitude} BETWEEN (SELECT c2.longitude - 2.5 FROM cities AS c2 WHERE c2.id = ${id}) AND (SELECT c2.longitude + 2.5 FROM cities AS c2 WHERE c2.id = ${id})`,
            sql`${cities.id} <> ${id}`,
          ),
        )
        .orderBy(desc(cities.population), asc(cities.id))
        .limit(6),
      travelGuideOfPlace(db, viewer, { cityId: id }),
    ])
  const row = cityRows[0]
  if (!row) return null
  const c = counts[0]
  const center = { lat: row.latitude, lng: row.longitude }
  return {
    city: {
      id: row.id,
      name: row.name,
      asciiName: row.asciiName,
      region: row.region,
      population: row.population,
      timezone: row.timezone,
      latitude: row.latitude,
      longitude: row.longitude,
      isCapital: row.isCapital,
    },
    country: toCountrySummary(row.country),
    capital: capitalRows[0] ?? null,
    majorCity: majorRows[0] ?? null,
    safety: safetyRows[0] ? toSafetyInfo(safetyRows[0]) : null,
    venues: venueRows,
    venueCount: Number(c?.venues ?? 0),
    events: eventRows.map(toEventItem),
    eventCount: shownCount(c?.events).count,
    moreEvents: shownCount(c?.events).more,
    crews: crewRows,
    crewCount: Number(c?.crews ?? 0),
    members: memberRows,
    memberCount: Number(c?.members ?? 0),
    nearby: nearbyRows.map((n) => ({
      id: n.id,
      name: n.name,
      region: n.region,
      population: n.population,
      isCapital: n.isCapital,
      distanceKm: Math.round(haversineKm(center, { lat: n.latitude, lng: n.longitude })),
    })),
    travelGuide: guideRows[0] ?? null,
  }
}
