/**
 * The venue directory (SPEC §1 safe venues, §2 /venues): URL parsing, the filter conditions
 * shared by the list and the map's points, and the page's data.
 *
 * Round trips: the list page is one `db.batch` (lookups, the countries and cities that have
 * venues, the chosen place, the count and the page of cards) — two when 'open now' is on, which
 * needs the opening hours of every candidate in JavaScript (each venue has its own time zone;
 * `isOpenNow` from app/models/venues/opening-hours.ts), then the cards of one page by id.
 *
 * Text search (`q`): the FTS5 `search_index` rows of type 'venue' (name, description, city and
 * country — so 'berlin' finds the venues in Berlin), every word a prefix, ranked by bm25 with the
 * name weighted most; OR a plain contains-match on the name, which catches parts of words the
 * tokenizer does not split ('bar' in 'Rainbowbar') and CJK names (unicode61 keeps a run of
 * ideographs as one token). The relevance sort puts FTS hits first, by rank.
 *
 * Lenient by design: a bad or unknown value in the URL is dropped (never a 500). Unknown lookup
 * slugs, countries and cities are ignored in SQL itself (`NOT EXISTS` on the lookup table), so
 * the map's points route, which has no lookup lists at hand, behaves the same.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client'
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
  type WeeklyHours,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { isStaff, VISITOR, type Viewer } from '~/models/viewer'
import { isOpenNow, openState, type OpenState } from '~/models/venues/opening-hours'
import { visibleVenuePhoto } from './photos.server'
import {
  activeFilterCount,
  defaultVenueSort,
  LOOKUP_FILTERS,
  VENUE_FLAG_PARAMS,
  VENUE_SORTS,
  venueSearchParams,
  venuesHref,
  VENUES_PAGE_SIZE,
  type Bbox,
  type LookupParam,
  type VenueFlagKey,
  type VenueQuery,
  type VenueSort,
} from '~/models/venues/query'

// ------------------------------------------------------------------ who may see a venue

/**
 * The venue rule, used by every query about venues (the directory, its map points, detail
 * pages, 'nearby' blocks, place pages, favorites, reports, the search index, sitemaps).
 *
 * A published venue is public. A pending one (a member's suggestion) is seen by staff only, and
 * only where the caller asks for a `preview` (the detail page, with a 'Pending review' banner),
 * never in lists; its suggester follows it in their own account. Rejected and archived venues
 * are seen by nobody outside /admin/venues.
 *
 * Lists of venues (this directory, its map, 'nearby' blocks) are the same for every viewer:
 * they call the rule for a visitor, so an answer can be cached publicly.
 */
export function visibleVenue(viewer: Viewer, { preview = false }: { preview?: boolean } = {}): SQL {
  if (preview && isStaff(viewer)) return inArray(venues.status, ['published', 'pending'])
  return eq(venues.status, 'published')
}

// ------------------------------------------------------------------ constants

export {
  activeFilterCount,
  defaultVenueSort,
  LOOKUP_FILTERS,
  VENUE_FLAG_PARAMS,
  VENUE_SORTS,
  venueSearchParams,
  venuesHref,
  VENUES_PAGE_SIZE,
  type Bbox,
  type LookupParam,
  type VenueFlagKey,
  type VenueQuery,
  type VenueSort,
}
/** Points on the map at most (the best rated first). */
export const MAX_VENUE_POINTS = 2_000
/** 'Open now' filters in JavaScript: candidates read at most (in the chosen order). */
export const OPEN_NOW_SCAN_LIMIT = 5_000
export const MAX_VENUE_QUERY_LENGTH = 100
const MAX_PAGE = 1_000
const MAX_SLUGS = 20

const FLAG_COLUMNS = {
  certifiedSafeSpace: venues.certifiedSafeSpace,
  havenOwned: venues.havenOwned,
  rainbowFriendly: venues.rainbowFriendly,
  accessible: venues.accessible,
  communityVerified: venues.communityVerified,
} as const

// ------------------------------------------------------------------ URL parsing (zod, lenient)

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/)
const countryId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/)
const cityId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
const flagOn = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'on', 'yes']))
const minRating = z
  .string()
  .trim()
  .regex(/^\d(\.\d+)?$/)
  .transform(Number)
  .pipe(z.number().min(1).max(5))
const sortParam = z.enum(VENUE_SORTS)
const page = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))
const coordinate = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,10})?$/)
  .transform(Number)
const bboxParam = z
  .string()
  .transform((value) => value.split(','))
  .pipe(z.tuple([coordinate, coordinate, coordinate, coordinate]))
  .refine(([w, s, e, n]) => w >= -180 && w <= 180 && e >= -180 && e <= 180 && s >= -90 && n <= 90 && s < n && w !== e)

/** The value when it passes the schema, else null: a bad parameter is ignored. */
function lenient<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | null {
  if (value == null) return null
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : null
}

function slugList(params: URLSearchParams, name: string) {
  const out: string[] = []
  for (const value of params.getAll(name)) {
    // 'a,b' in one parameter is accepted too
    for (const part of value.split(',')) {
      const s = lenient(slug, part)
      if (s && !out.includes(s) && out.length < MAX_SLUGS) out.push(s)
    }
  }
  return out
}

export function normalizeVenueText(value: string | null) {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_VENUE_QUERY_LENGTH)
}

const roundCoord = (n: number) => Math.round(n * 1e4) / 1e4

export function parseVenueQuery(url: URL): VenueQuery {
  const p = url.searchParams
  const q = normalizeVenueText(p.get('q'))
  const flags: VenueFlagKey[] = []
  for (const [param, key] of Object.entries(VENUE_FLAG_PARAMS)) if (lenient(flagOn, p.get(param))) flags.push(key)
  const chosenSort = lenient(sortParam, p.get('sort'))
  const bbox = lenient(bboxParam, p.get('bbox'))
  return {
    q,
    country: lenient(countryId, p.get('country')),
    city: lenient(cityId, p.get('city')),
    category: lenient(slug, p.get('category')),
    flags,
    amenities: slugList(p, 'amenity'),
    services: slugList(p, 'service'),
    access: slugList(p, 'access'),
    groups: slugList(p, 'group'),
    open: !!lenient(flagOn, p.get('open')),
    minRating: (() => {
      const r = lenient(minRating, p.get('minRating'))
      return r == null ? null : Math.round(r * 10) / 10
    })(),
    sort: chosenSort && (chosenSort !== 'relevance' || q) ? chosenSort : q ? 'relevance' : 'rating',
    bbox: bbox ? (bbox.map(roundCoord) as Bbox) : null,
    page: Math.min(lenient(page, p.get('page')) ?? 1, MAX_PAGE),
  }
}

// ------------------------------------------------------------------ filter conditions

/** FTS5 query: every word (letters and digits) quoted, as a prefix; null when there is none. */
export function ftsMatchExpression(q: string): string | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Venue ids the FTS index finds for the query (a subquery). */
const ftsIds = (match: string) =>
  sql`(SELECT CAST(ref_id AS INTEGER) FROM search_index WHERE search_index MATCH ${match} AND type = 'venue')`

type LinkFilter = { lookup: SQL; lookupId: SQL; lookupSlug: SQL; link: SQL; linkVenue: SQL; linkLookup: SQL }
const lookupSql = (table: typeof venueCategories) => ({ lookup: sql`${table}`, lookupId: sql`${table.id}`, lookupSlug: sql`${table.slug}` })
// the lookup tables share one shape (lookupTable()); only their names differ
const asLookup = (table: unknown) => table as typeof venueCategories
const LINKS: Record<LookupParam, LinkFilter> = {
  amenity: {
    ...lookupSql(asLookup(venueAmenities)),
    link: sql`${venueAmenityLinks}`,
    linkVenue: sql`${venueAmenityLinks.venueId}`,
    linkLookup: sql`${venueAmenityLinks.amenityId}`,
  },
  service: {
    ...lookupSql(asLookup(venueServices)),
    link: sql`${venueServiceLinks}`,
    linkVenue: sql`${venueServiceLinks.venueId}`,
    linkLookup: sql`${venueServiceLinks.serviceId}`,
  },
  access: {
    ...lookupSql(asLookup(accessibilityAttributes)),
    link: sql`${venueAccessibilityLinks}`,
    linkVenue: sql`${venueAccessibilityLinks.venueId}`,
    linkLookup: sql`${venueAccessibilityLinks.attributeId}`,
  },
  group: {
    ...lookupSql(asLookup(targetGroups)),
    link: sql`${venueTargetGroupLinks}`,
    linkVenue: sql`${venueTargetGroupLinks.venueId}`,
    linkLookup: sql`${venueTargetGroupLinks.targetGroupId}`,
  },
}

/**
 * A slug as an SQL literal. Slugs are inlined, not bound: D1 allows 100 bound parameters per
 * statement and a URL may carry dozens of slugs. Safe because a slug is [a-z0-9-] only (checked
 * here again, whatever the caller did).
 */
function slugLiteral(value: string) {
  if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(value)) throw new Error('invalid slug')
  return `'${value}'`
}

/** Venues linked to one of `slugs` of a lookup; unknown slugs are ignored (all unknown: no condition). */
function linkedTo(kind: LookupParam, slugs: string[]): SQL {
  const { lookup, lookupId, lookupSlug, link, linkVenue, linkLookup } = LINKS[kind]
  const slugList = sql.raw(slugs.map(slugLiteral).join(', '))
  return sql`(NOT EXISTS (SELECT 1 FROM ${lookup} WHERE ${lookupSlug} IN (${slugList})) OR ${venues.id} IN (SELECT ${linkVenue} FROM ${link} WHERE ${linkLookup} IN (SELECT ${lookupId} FROM ${lookup} WHERE ${lookupSlug} IN (${slugList}))))`
}

/**
 * The WHERE of every venue listing: what a visitor may see, plus each filter of the query except 'open
 * now' (applied in JavaScript, see `isOpenNow`). Amenities, services and accessibility narrow
 * with every ticked item ('has all of these'); target groups with any of them ('for any of these').
 */
export function venueFilterConditions(query: VenueQuery): SQL {
  const conditions: (SQL | undefined)[] = [visibleVenue(VISITOR)]
  if (query.q) {
    const match = ftsMatchExpression(query.q)
    const name = sql`${venues.name} LIKE ${`%${escapeLike(query.q)}%`} ESCAPE '\\'`
    conditions.push(match ? or(sql`${venues.id} IN ${ftsIds(match)}`, name) : name)
  }
  if (query.country) {
    conditions.push(
      sql`(${venues.countryId} = ${query.country} OR NOT EXISTS (SELECT 1 FROM ${countries} WHERE ${countries.id} = ${query.country}))`,
    )
  }
  if (query.city != null) {
    // a city applies when it exists (and lies in the chosen country, if one is chosen)
    const inCountry = query.country ? sql` AND ${cities.countryId} = ${query.country}` : sql``
    conditions.push(
      sql`(${venues.cityId} = ${query.city} OR NOT EXISTS (SELECT 1 FROM ${cities} WHERE ${cities.id} = ${query.city}${inCountry}))`,
    )
  }
  if (query.category) {
    conditions.push(
      sql`(NOT EXISTS (SELECT 1 FROM ${venueCategories} WHERE ${venueCategories.slug} = ${sql.raw(slugLiteral(query.category))}) OR ${venues.categoryId} = (SELECT ${venueCategories.id} FROM ${venueCategories} WHERE ${venueCategories.slug} = ${sql.raw(slugLiteral(query.category))}))`,
    )
  }
  for (const flag of query.flags) conditions.push(eq(FLAG_COLUMNS[flag], true))
  for (const s of query.amenities) conditions.push(linkedTo('amenity', [s]))
  for (const s of query.services) conditions.push(linkedTo('service', [s]))
  for (const s of query.access) conditions.push(linkedTo('access', [s]))
  if (query.groups.length) conditions.push(linkedTo('group', query.groups))
  if (query.minRating != null) conditions.push(gte(venues.ratingAvg, query.minRating))
  if (query.bbox) {
    const [west, south, east, north] = query.bbox
    conditions.push(gte(venues.latitude, south), lte(venues.latitude, north))
    conditions.push(
      west <= east
        ? and(gte(venues.longitude, west), lte(venues.longitude, east))
        : or(gte(venues.longitude, west), lte(venues.longitude, east)),
    )
  }
  return and(...conditions)!
}

// ------------------------------------------------------------------ ordering

/**
 * The FTS hits with their bm25 rank (weights: type, ref_id — unindexed —, title, body, location),
 * joined to the venues for the relevance order. Without a relevance order: an empty relation.
 */
function ftsRanks(db: Db, query: VenueQuery) {
  const match = query.sort === 'relevance' ? ftsMatchExpression(query.q) : null
  return db
    .select({
      id: (match ? sql<number>`CAST(ref_id AS INTEGER)` : sql<number>`NULL`).as('fts_id'),
      rank: (match ? sql<number>`bm25(search_index, 0.0, 0.0, 10.0, 1.0, 3.0)` : sql<number>`NULL`).as('fts_rank'),
    })
    .from(sql`search_index`)
    .where(match ? sql`search_index MATCH ${match} AND type = 'venue'` : sql`0`)
    .as('fts')
}

function orderFor(query: VenueQuery, fts: ReturnType<typeof ftsRanks>): SQL[] {
  const byRating = [desc(venues.ratingAvg), desc(venues.ratingCount), asc(venues.id)]
  switch (query.sort) {
    case 'name':
      return [sql`${venues.name} COLLATE NOCASE ASC`, asc(venues.id)]
    case 'newest':
      return [desc(venues.createdAt), desc(venues.id)]
    case 'checkins':
      return [desc(venues.checkInCount), ...byRating]
    case 'relevance':
      // bm25 is negative, lower is better; a name-only match (no FTS row) comes after the hits
      return [sql`coalesce(${fts.rank}, 0) ASC`, ...byRating]
    default:
      return byRating
  }
}

// ------------------------------------------------------------------ cards

export type VenueCardData = {
  id: number
  slug: string
  name: string
  cityId: number | null
  cityName: string | null
  countryId: string
  countryName: string
  countryFlag: string | null
  category: { slug: string; name: string } | null
  /** The venue's image, else its first approved photo; null: draw the category placeholder. */
  imageUrl: string | null
  ratingAvg: number
  ratingCount: number
  checkInCount: number
  flags: Record<VenueFlagKey, boolean>
  /** Computed on the server at `now` in the venue's time zone (no hydration mismatch). */
  open: OpenState
}

const localized = (
  column: SQL | typeof cities.names | typeof countries.names,
  fallback: SQL | typeof cities.name | typeof countries.name,
  language: Language,
) => sql<string>`coalesce(nullif(json_extract(${column}, ${`$.${language}`}), ''), ${fallback})`

// the cover is the same for everyone: a photo a visitor may see
const firstPhoto = sql<
  string | null
>`(SELECT ${venuePhotos.url} FROM ${venuePhotos} WHERE ${venuePhotos.venueId} = ${venues.id} AND ${visibleVenuePhoto(VISITOR)} ORDER BY ${venuePhotos.createdAt} ASC LIMIT 1)`

function cardColumns(language: Language) {
  return {
    id: venues.id,
    slug: venues.slug,
    name: venues.name,
    cityId: venues.cityId,
    cityName: sql<string | null>`CASE WHEN ${cities.id} IS NULL THEN NULL ELSE ${localized(cities.names, cities.name, language)} END`.as(
      'city_name',
    ),
    countryId: venues.countryId,
    countryName: localized(countries.names, countries.name, language).as('country_name'),
    countryFlag: countries.flag,
    // aliased: a D1 batch returns rows as objects, where equal column names would collide
    categorySlug: sql<string | null>`${venueCategories.slug}`.as('category_slug'),
    categoryName: sql<string | null>`${venueCategories.name}`.as('category_name'),
    imageUrl: sql<string | null>`coalesce(${venues.imageUrl}, ${firstPhoto})`.as('image_url'),
    ratingAvg: venues.ratingAvg,
    ratingCount: venues.ratingCount,
    checkInCount: venues.checkInCount,
    certifiedSafeSpace: venues.certifiedSafeSpace,
    havenOwned: venues.havenOwned,
    rainbowFriendly: venues.rainbowFriendly,
    accessible: venues.accessible,
    communityVerified: venues.communityVerified,
    hours: venues.hours,
    timezone: venues.timezone,
  }
}

type CardRow = {
  id: number
  slug: string
  name: string
  cityId: number | null
  cityName: string | null
  countryId: string
  countryName: string
  countryFlag: string | null
  categorySlug: string | null
  categoryName: string | null
  imageUrl: string | null
  ratingAvg: number
  ratingCount: number
  checkInCount: number
  certifiedSafeSpace: boolean
  havenOwned: boolean
  rainbowFriendly: boolean
  accessible: boolean
  communityVerified: boolean
  hours: WeeklyHours | null
  timezone: string | null
}

function cardsQuery(db: Db, language: Language) {
  return db
    .select(cardColumns(language))
    .from(venues)
    .innerJoin(countries, eq(countries.id, venues.countryId))
    .leftJoin(cities, eq(cities.id, venues.cityId))
    .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
}

function toCard(row: CardRow, now: Date): VenueCardData {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    cityId: row.cityId,
    cityName: row.cityName,
    countryId: row.countryId,
    countryName: row.countryName,
    countryFlag: row.countryFlag,
    category: row.categorySlug ? { slug: row.categorySlug, name: row.categoryName ?? row.categorySlug } : null,
    imageUrl: row.imageUrl,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    checkInCount: row.checkInCount,
    flags: {
      certifiedSafeSpace: row.certifiedSafeSpace,
      havenOwned: row.havenOwned,
      rainbowFriendly: row.rainbowFriendly,
      accessible: row.accessible,
      communityVerified: row.communityVerified,
    },
    open: openState(row.hours, row.timezone, now),
  }
}

// ------------------------------------------------------------------ the list

export type VenueSearchResult = {
  venues: VenueCardData[]
  total: number
  page: number
  pageCount: number
  /** 'Open now' looked at the first OPEN_NOW_SCAN_LIMIT candidates only. */
  truncated: boolean
}

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / VENUES_PAGE_SIZE))

/** Candidates of the 'open now' filter: id and hours, in the chosen order. */
function openCandidatesQuery(db: Db, query: VenueQuery) {
  const fts = ftsRanks(db, query)
  return db
    .select({ id: venues.id, hours: venues.hours, timezone: venues.timezone })
    .from(venues)
    .leftJoin(fts, eq(fts.id, venues.id))
    .where(venueFilterConditions(query))
    .orderBy(...orderFor(query, fts))
    .limit(OPEN_NOW_SCAN_LIMIT + 1)
}

function countQuery(db: Db, query: VenueQuery) {
  return db
    .select({ n: count().as('n') })
    .from(venues)
    .where(venueFilterConditions(query))
}

function pageQuery(db: Db, query: VenueQuery, language: Language) {
  const fts = ftsRanks(db, query)
  return cardsQuery(db, language)
    .leftJoin(fts, eq(fts.id, venues.id))
    .where(venueFilterConditions(query))
    .orderBy(...orderFor(query, fts))
    .limit(VENUES_PAGE_SIZE)
    .offset((query.page - 1) * VENUES_PAGE_SIZE)
}

/** 'Open now': keep the candidates open at `now`, page them, then read that page's cards. */
async function openNowPage(
  db: Db,
  query: VenueQuery,
  language: Language,
  now: Date,
  candidates: { id: number; hours: WeeklyHours | null; timezone: string | null }[],
): Promise<VenueSearchResult> {
  const truncated = candidates.length > OPEN_NOW_SCAN_LIMIT
  const open = candidates.slice(0, OPEN_NOW_SCAN_LIMIT).filter((c) => isOpenNow(c.hours, c.timezone, now))
  const offset = (query.page - 1) * VENUES_PAGE_SIZE
  const ids = open.slice(offset, offset + VENUES_PAGE_SIZE).map((c) => c.id)
  const rows = ids.length ? await cardsQuery(db, language).where(inArray(venues.id, ids)) : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return {
    venues: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, now)] : [])),
    total: open.length,
    page: query.page,
    pageCount: pageCountOf(open.length),
    truncated,
  }
}

/** One page of venue cards for the query (one round trip; two with 'open now'). */
export async function searchVenues(db: Db, query: VenueQuery, language: Language, now = new Date()): Promise<VenueSearchResult> {
  if (query.open) return openNowPage(db, query, language, now, await openCandidatesQuery(db, query))
  const [[total], rows] = await db.batch([countQuery(db, query), pageQuery(db, query, language)])
  const n = total?.n ?? 0
  return { venues: rows.map((r) => toCard(r, now)), total: n, page: query.page, pageCount: pageCountOf(n), truncated: false }
}

// ------------------------------------------------------------------ the map's points

export type VenuePoint = { id: number; name: string; lat: number; lng: number; category: string | null; rating: number }

/**
 * The venues matching the query as map points (with coordinates only; 'open now' applied),
 * best rated first, at most MAX_VENUE_POINTS. One query.
 */
export async function listVenuePoints(db: Db, query: VenueQuery, now = new Date(), limit = MAX_VENUE_POINTS): Promise<VenuePoint[]> {
  const rows = await db
    .select({
      id: venues.id,
      name: venues.name,
      lat: venues.latitude,
      lng: venues.longitude,
      category: venueCategories.slug,
      rating: venues.ratingAvg,
      hours: query.open ? venues.hours : sql<null>`NULL`,
      timezone: query.open ? venues.timezone : sql<null>`NULL`,
    })
    .from(venues)
    .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
    .where(and(venueFilterConditions(query), sql`${venues.latitude} IS NOT NULL`, sql`${venues.longitude} IS NOT NULL`))
    .orderBy(desc(venues.ratingAvg), desc(venues.ratingCount), asc(venues.id))
    .limit(query.open ? OPEN_NOW_SCAN_LIMIT : limit)
  const points: VenuePoint[] = []
  for (const r of rows) {
    if (points.length >= limit) break
    if (query.open && !isOpenNow(r.hours as WeeklyHours | null, r.timezone as string | null, now)) continue
    points.push({ id: r.id, name: r.name, lat: r.lat!, lng: r.lng!, category: r.category, rating: r.rating })
  }
  return points
}

// ------------------------------------------------------------------ the page: list + filter choices

export type LookupOption = { id: number; slug: string; name: string }
export type VenueLookups = {
  categories: LookupOption[]
  amenities: LookupOption[]
  services: LookupOption[]
  accessibility: LookupOption[]
  targetGroups: LookupOption[]
}
export type PlaceOption = { id: string; name: string; flag: string | null; count: number }
export type CityOption = { id: number; name: string; count: number }
export type VenuePlace =
  | { kind: 'city'; id: number; name: string; countryId: string; countryName: string; flag: string | null }
  | { kind: 'country'; id: string; name: string; flag: string | null }

export type VenueDirectory = {
  /** The query as applied: unknown slugs, countries and cities removed. */
  query: VenueQuery
  result: VenueSearchResult
  lookups: VenueLookups
  /** Countries with published venues (the place select). */
  countries: PlaceOption[]
  /** Cities with published venues in the chosen country (or the chosen city's). */
  cities: CityOption[]
  place: VenuePlace | null
}

function lookupsQuery(db: Db) {
  const pick = (kind: keyof VenueLookups, table: typeof venueCategories) =>
    db
      .select({
        kind: sql<keyof VenueLookups>`${kind}`.as('kind'),
        id: table.id,
        slug: table.slug,
        name: table.name,
        sortOrder: table.sortOrder,
      })
      .from(table)
  return pick('categories', venueCategories)
    .unionAll(pick('amenities', asLookup(venueAmenities)))
    .unionAll(pick('services', asLookup(venueServices)))
    .unionAll(pick('accessibility', asLookup(accessibilityAttributes)))
    .unionAll(pick('targetGroups', asLookup(targetGroups)))
}

/** Everything /venues shows, in one round trip (two with 'open now'). */
export async function loadVenueDirectory(db: Db, rawQuery: VenueQuery, language: Language, now = new Date()): Promise<VenueDirectory> {
  const published = visibleVenue(VISITOR)
  // the place's country: the chosen one, else the chosen city's
  const placeCountry =
    rawQuery.country != null
      ? sql`${rawQuery.country}`
      : rawQuery.city != null
        ? sql`(SELECT ${cities.countryId} FROM ${cities} WHERE ${cities.id} = ${rawQuery.city})`
        : null
  const countriesQuery = db
    .select({
      id: countries.id,
      name: localized(countries.names, countries.name, language).as('country_name'),
      flag: countries.flag,
      count: count().as('n'),
    })
    .from(venues)
    .innerJoin(countries, eq(countries.id, venues.countryId))
    .where(published)
    .groupBy(countries.id)
  const citiesQuery = db
    .select({ id: cities.id, name: localized(cities.names, cities.name, language).as('city_name'), count: count().as('n') })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(published, placeCountry ? sql`${venues.countryId} = ${placeCountry}` : sql`0`))
    .groupBy(cities.id)
  // the chosen country and city, by id (also when they have no venues)
  const placeQuery = db
    .select({
      cityId: sql<number | null>`NULL`.as('city_id'),
      cityName: sql<string | null>`NULL`.as('city_name'),
      countryId: sql<string>`${countries.id}`.as('country_id'),
      countryName: localized(countries.names, countries.name, language).as('country_name'),
      flag: countries.flag,
    })
    .from(countries)
    .where(rawQuery.country != null ? eq(countries.id, rawQuery.country) : sql`0`)
    .unionAll(
      db
        .select({
          cityId: sql<number | null>`${cities.id}`.as('city_id'),
          cityName: sql<string | null>`${localized(cities.names, cities.name, language)}`.as('city_name'),
          countryId: sql<string>`${cities.countryId}`.as('country_id'),
          countryName: localized(countries.names, countries.name, language).as('country_name'),
          flag: countries.flag,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(rawQuery.city != null ? eq(cities.id, rawQuery.city) : sql`0`),
    )

  const shared = [lookupsQuery(db), countriesQuery, citiesQuery, placeQuery] as const
  let result: VenueSearchResult
  let lookupRows, countryRows, cityRows, placeRows
  if (rawQuery.open) {
    const [l, co, ci, pl, candidates] = await db.batch([...shared, openCandidatesQuery(db, rawQuery)])
    ;[lookupRows, countryRows, cityRows, placeRows] = [l, co, ci, pl]
    result = await openNowPage(db, rawQuery, language, now, candidates)
  } else {
    const [l, co, ci, pl, [total], rows] = await db.batch([...shared, countQuery(db, rawQuery), pageQuery(db, rawQuery, language)])
    ;[lookupRows, countryRows, cityRows, placeRows] = [l, co, ci, pl]
    const n = total?.n ?? 0
    result = { venues: rows.map((r) => toCard(r, now)), total: n, page: rawQuery.page, pageCount: pageCountOf(n), truncated: false }
  }

  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  const lookups: VenueLookups = { categories: [], amenities: [], services: [], accessibility: [], targetGroups: [] }
  for (const row of [...lookupRows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))) {
    lookups[row.kind]?.push({ id: row.id, slug: row.slug, name: row.name })
  }

  // the query as applied: mirrors the SQL, which ignores unknown values
  const known = (list: LookupOption[]) => (s: string) => list.some((o) => o.slug === s)
  const country = placeRows.find((r) => r.cityId == null) ?? null
  const city = placeRows.find((r) => r.cityId != null) ?? null
  const query: VenueQuery = {
    ...rawQuery,
    country: country ? rawQuery.country : null,
    city: city && (rawQuery.country == null || city.countryId === rawQuery.country) ? rawQuery.city : null,
    category: rawQuery.category && known(lookups.categories)(rawQuery.category) ? rawQuery.category : null,
    amenities: rawQuery.amenities.filter(known(lookups.amenities)),
    services: rawQuery.services.filter(known(lookups.services)),
    access: rawQuery.access.filter(known(lookups.accessibility)),
    groups: rawQuery.groups.filter(known(lookups.targetGroups)),
  }

  let place: VenuePlace | null = null
  if (query.city != null && city) {
    place = {
      kind: 'city',
      id: city.cityId!,
      name: city.cityName ?? '',
      countryId: city.countryId,
      countryName: city.countryName,
      flag: city.flag,
    }
  } else if (query.country && country) {
    place = { kind: 'country', id: country.countryId, name: country.countryName, flag: country.flag }
  }

  return {
    query,
    result,
    lookups,
    countries: [...countryRows].sort(byName),
    cities: place ? [...cityRows].sort(byName) : [],
    place,
  }
}
