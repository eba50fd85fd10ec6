/**
 * The venue directory (SPEC §1 safe venues, §2 /venues): URL parsing, the filter conditions
 * shared by the list and the map's points, and the page's data.
 *
 * Round trips: the list page is two `db.batch`es — the filter choices, the countries and cities
 * that have venues, the chosen place and the text's probe; then the total and the page of cards
 * — three when 'open now' is on, which needs the opening hours of the candidates in JavaScript
 * (each venue has its own time zone; `isOpenNow` from app/models/venues/opening-hours.ts), then
 * the cards of one page by id.
 *
 * Text search (`q`), by index only (migrations/0008): `venue_text` (FTS5: name, place — the
 * city's and country's names in every language — and description; every word a prefix, ranked
 * by bm25 with the name weighted most) OR `venue_name_parts` (FTS5 trigrams of names: any 3+
 * characters inside a name, 'bar' in 'Rainbowbar', CJK). Both are keyed by venue id and hold
 * the venues a visitor may find, the rows visibleVenue(VISITOR) admits (migration 0013; held to
 * it by test/integration/venue-counters.test.ts); the lists still apply the rule. A query is
 * first probed: up to NARROW_TEXT_HITS hits in each index it is 'narrow' and searched in every
 * column with bm25 relevance; beyond, it is 'broad' ('bar' matches a third of all venues): it
 * searches names and places only, best rated first, since ranking tens of thousands of rows by
 * bm25 costs more than a page may take. A query with fewer than MIN_VENUE_QUERY_LENGTH letters
 * is shown but not searched.
 *
 * Totals and pages are bounded: a list counts at most VENUE_TOTAL_CAP matches ('1,000+') and
 * pages that far; a text alone with more hits than that in one index is '1,000+' by its probe,
 * uncounted; a list filtered by place only (or not at all) reads its exact total from the
 * counters the triggers keep (countries.venue_count, cities.venue_count). Every order a list
 * offers walks an index (app/db/schema/venues.ts); test/integration/query-plans.test.ts fails on a
 * full scan.
 *
 * Lenient by design: a bad or unknown value in the URL is dropped (never a 500). Unknown lookup
 * slugs, countries and cities are dropped by `resolveVenueQuery` (one batch of reads, which the
 * list page shares with its filter choices) before any list SQL is built, so the conditions are
 * plain equalities an index serves.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/sqlite-core'
import { z } from 'zod'
import { cityParam, countryParam, lenient, pageParam, slugList, slugParam } from '~/utils/url-params'
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
import { VISITOR } from '~/models/viewer'
import { isOpenNow, openState, type OpenState } from '~/models/venues/opening-hours'
import { refreshOpenWindows, STALE_WINDOWS_JUDGED, staleWindowsQuery } from './open-windows.server'
import { visibleVenue, visibleVenuePhoto } from './visibility.server'
import {
  activeFilterCount,
  defaultVenueSort,
  LOOKUP_FILTERS,
  VENUE_FLAG_PARAMS,
  VENUE_SORTS,
  venueSearchParams,
  venuesHref,
  VENUES_PAGE_SIZE,
  VENUES_MAX_PAGE,
  VENUE_TOTAL_CAP,
  MIN_VENUE_QUERY_LENGTH,
  OPEN_NOW_SCAN_LIMIT,
  type Bbox,
  type LookupParam,
  type VenueFlagKey,
  type VenueQuery,
  type VenueSort,
} from '~/models/venues/query'
import { localizedName } from '../places/localized.server'
import { searchText, withoutControl } from '~/utils/text-hygiene'

// ------------------------------------------------------------------ who may see a venue

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
  VENUES_MAX_PAGE,
  VENUE_TOTAL_CAP,
  MIN_VENUE_QUERY_LENGTH,
  OPEN_NOW_SCAN_LIMIT,
  type Bbox,
  type LookupParam,
  type VenueFlagKey,
  type VenueQuery,
  type VenueSort,
}
/** Points on the map at most (the best rated first). */
export const MAX_VENUE_POINTS = 1_000
export const MAX_VENUE_QUERY_LENGTH = 100
/** A text query with more hits than this in either index is 'broad' (see the header). */
const NARROW_TEXT_HITS = 2_000
const MAX_SLUGS = 20

const FLAG_COLUMNS = {
  certifiedSafeSpace: venues.certifiedSafeSpace,
  havenOwned: venues.havenOwned,
  rainbowFriendly: venues.rainbowFriendly,
  accessible: venues.accessible,
  communityVerified: venues.communityVerified,
} as const

// ------------------------------------------------------------------ URL parsing (zod, lenient)

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

export function normalizeVenueText(value: string | null) {
  return searchText(value, MAX_VENUE_QUERY_LENGTH)
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
    country: lenient(countryParam, p.get('country')),
    city: lenient(cityParam, p.get('city')),
    category: lenient(slugParam, p.get('category')),
    flags,
    amenities: slugList(p, 'amenity', MAX_SLUGS),
    services: slugList(p, 'service', MAX_SLUGS),
    access: slugList(p, 'access', MAX_SLUGS),
    groups: slugList(p, 'group', MAX_SLUGS),
    open: !!lenient(flagOn, p.get('open')),
    minRating: (() => {
      const r = lenient(minRating, p.get('minRating'))
      return r == null ? null : Math.round(r * 10) / 10
    })(),
    sort: chosenSort && (chosenSort !== 'relevance' || q) ? chosenSort : q ? 'relevance' : 'rating',
    bbox: bbox ? (bbox.map(roundCoord) as Bbox) : null,
    page: Math.min(lenient(pageParam, p.get('page')) ?? 1, VENUES_MAX_PAGE),
  }
}

// ------------------------------------------------------------------ filter conditions

/**
 * How a text query searches: `words`, the FTS5 expression of `venue_text` (every word of 2+
 * letters or digits quoted, as a prefix); `parts`, the trigram phrase of `venue_name_parts`
 * (the whole text, when it has 3+ characters). Null when the text has neither.
 */
export type VenueTextSearch = { words: string | null; parts: string | null }
/** 'all': every column, ranked (a narrow query); 'names': names and places (a broad one). */
export type VenueTextScope = 'all' | 'names'

/** The FTS5 expression of a text's words within names and places (a broad query's scope). */
const inNamesAndPlaces = (words: string) => `{name place}: (${words})`

export function venueTextSearch(q: string): VenueTextSearch | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= MIN_VENUE_QUERY_LENGTH)
    .slice(0, 8)
  // no control character reaches the trigram phrase (a NUL ends FTS5's reading of it)
  const text = withoutControl(q).trim()
  const search = {
    words: words.length ? words.map((w) => `"${w}"*`).join(' ') : null,
    parts: [...text].length >= 3 ? `"${text.replaceAll('"', '""')}"` : null,
  }
  return search.words || search.parts ? search : null
}

/**
 * The text's hits: venue ids from the two indexes, with their bm25 rank when the query is narrow
 * and ordered by relevance (a subquery).
 */
function textHits(db: Db, { search, scope }: VenueTextMatch, ranked: boolean) {
  const words = search.words && (scope === 'names' ? inNamesAndPlaces(search.words) : search.words)
  const bm25 = ranked && scope === 'all'
  const rank = bm25 ? sql`bm25(venue_text, 10.0, 3.0, 1.0)` : sql`NULL`
  const parts: SQL[] = []
  if (words) parts.push(sql`SELECT rowid AS id, ${rank} AS rank FROM venue_text WHERE venue_text MATCH ${words}`)
  if (search.parts) parts.push(sql`SELECT rowid AS id, NULL AS rank FROM venue_name_parts WHERE venue_name_parts MATCH ${search.parts}`)
  // one index: its rowids are distinct already (and SQLite refuses bm25 under an aggregate it
  // would flatten the subquery into); two without a rank: UNION makes a venue found by both one
  // hit and streams them, so a count or a page stops early (GROUP BY sorted all the hits first:
  // 'bar', 19 000 of them, 5.5 against 1 ms); two ranked: one hit at its best rank
  if (parts.length === 1 || !bm25) {
    return db
      .select({ id: sql<number>`id`.as('hit_id'), rank: sql<number | null>`rank`.as('hit_rank') })
      .from(sql`(${sql.join(parts, sql` UNION `)})`)
      .as('hits')
  }
  return db
    .select({ id: sql<number>`id`.as('hit_id'), rank: sql<number | null>`min(rank)`.as('hit_rank') })
    .from(sql`(${sql.join(parts, sql` UNION ALL `)})`)
    .groupBy(sql`id`)
    .as('hits')
}

/** The ids of the text's hits (a subquery). */
const textHitIds = (db: Db, text: VenueTextMatch) => {
  const hits = textHits(db, text, false)
  return db.select({ id: hits.id }).from(hits)
}

/**
 * What a list selects `fields` from: the venues, or with a text its hits joined to their venues
 * (a CROSS JOIN, so the hits drive: SQLite would otherwise walk a venues index and test every
 * venue against them), with the join's condition to add to the list's WHERE.
 */
export function selectListed<T extends SelectedFields>(db: Db, fields: T, text: VenueTextMatch | null, { ranked = false } = {}) {
  const plain = () => db.select(fields).from(venues).$dynamic()
  if (!text) return { query: plain(), where: (condition: SQL) => condition, rank: null }
  const hits = textHits(db, text, ranked)
  // typed as the plain select: the same columns, from the venues (drizzle checks they are joined)
  const query = db.select(fields).from(hits).$dynamic().crossJoin(venues) as unknown as ReturnType<typeof plain>
  // a rank only where there is one: a narrow text's bm25 (a broad text is ordered by rating)
  const rank = ranked && text.scope === 'all' ? hits.rank : null
  return { query, where: (condition: SQL) => and(eq(venues.id, hits.id), condition)!, rank }
}

/**
 * How many hits the text has in each index, each counted to NARROW_TEXT_HITS + 1 at most (the
 * index stops there): what decides the query's scope; and its words' hits in names and places,
 * to VENUE_TOTAL_CAP + 1. Inside a batch.
 */
function textProbeQuery(db: Db, search: VenueTextSearch) {
  const capped = (subquery: SQL, cap: number) => sql<number>`(SELECT count(*) FROM (${subquery} LIMIT ${cap + 1}))`
  const inWords = (words: string) => sql`SELECT rowid FROM venue_text WHERE venue_text MATCH ${words}`
  // aliased: a batch returns rows as objects, and two counts with bound texts read the same
  return db
    .select({
      words: (search.words ? capped(inWords(search.words), NARROW_TEXT_HITS) : sql<number>`0`).as('probe_words'),
      parts: (search.parts
        ? capped(sql`SELECT rowid FROM venue_name_parts WHERE venue_name_parts MATCH ${search.parts}`, NARROW_TEXT_HITS)
        : sql<number>`0`
      ).as('probe_parts'),
      names: (search.words ? capped(inWords(inNamesAndPlaces(search.words)), VENUE_TOTAL_CAP) : sql<number>`0`).as('probe_names'),
    })
    .from(sql`(SELECT 1)`)
}

type TextProbe = { words: number; parts: number; names: number }

/**
 * The visible venues in a map area, counted from the area index alone to AREA_SORT_MAX + 1:
 * what decides whether the area starts a list's walk (listStart), and the total of a list
 * filtered by the area alone. Inside a batch.
 */
function areaProbeQuery(db: Db, bbox: Bbox | null) {
  if (!bbox) return db.select({ n: sql<number>`0`.as('area_venues') }).from(sql`(SELECT 1)`)
  // INDEXED BY: the count reads the area index alone, whatever SQLite would guess (walking another
  // index of status read every venue's row for an empty area: 260 ms in SQLite)
  const inside = sql`SELECT 1 FROM ${venues} INDEXED BY venues_area_idx WHERE ${visibleVenue(VISITOR)} AND ${inArea(bbox, true)} LIMIT ${AREA_SORT_MAX + 1}`
  return db.select({ n: sql<number>`count(*)`.as('area_venues') }).from(sql`(${inside})`)
}

function textMatchOf(search: VenueTextSearch, probe: TextProbe | undefined): VenueTextMatch {
  const scope = probe && (probe.words > NARROW_TEXT_HITS || probe.parts > NARROW_TEXT_HITS) ? 'names' : 'all'
  const hits = probe ? Math.max(scope === 'names' ? probe.names : probe.words, probe.parts) : 0
  return { search, scope, hits }
}

/**
 * A text as the lists search it: its words and name parts, its scope, and `hits`: at least this
 * many venues match it (the most hits one index has in the scope, as far as the probe counts). The
 * two indexes hold only what a visitor may find (migration 0013), so a text alone with more hits
 * than VENUE_TOTAL_CAP has a total of '1,000+' without its venues being counted.
 */
export type VenueTextMatch = { search: VenueTextSearch; scope: VenueTextScope; hits: number }

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

/** The ids of a lookup's items named by `slugs` (a subquery). */
function lookupIds(kind: LookupParam, slugs: string[]): SQL {
  const { lookup, lookupId, lookupSlug } = LINKS[kind]
  return sql`(SELECT ${lookupId} FROM ${lookup} WHERE ${lookupSlug} IN (${sql.raw(slugs.map(slugLiteral).join(', '))}))`
}

/** Venues linked to one of `slugs` (known ones: the query is resolved) of a lookup. */
function linkedTo(kind: LookupParam, slugs: string[]): SQL {
  const { link, linkVenue, linkLookup } = LINKS[kind]
  // EXISTS probes the link's primary key (venue, item) for each venue the list walks, where IN
  // would first collect every venue linked to a common item (wifi: half of them)
  return sql`EXISTS (SELECT 1 FROM ${link} WHERE ${linkVenue} = ${venues.id} AND ${linkLookup} IN ${lookupIds(kind, slugs)})`
}

/**
 * The WHERE of every venue listing: what a visitor may see, plus each filter of a resolved query
 * (`resolveVenueQuery`: unknown places and slugs dropped) except 'open now' (applied in
 * JavaScript, see `isOpenNow`). The text is not a condition: its hits are the list's source
 * (`venueListSource`). Amenities, services and accessibility narrow
 * with every ticked item ('has all of these'); target groups with any of them ('for any of these').
 */
export function venueFilterConditions(query: VenueQuery): SQL {
  const conditions: (SQL | undefined)[] = [visibleVenue(VISITOR)]
  // a small map area starts the walk (listStart): every other filter is tested on its venues
  const fromArea = listStart(query) === 'area'
  // plain equalities an index serves: the query is resolved, its unknown values are gone (a
  // place too large to start from is tested in a small area)
  const place = (column: AnyColumn, value: string | number) => (fromArea ? sql`+${column} = ${value}` : eq(column, value))
  if (query.country) conditions.push(place(venues.countryId, query.country))
  if (query.city != null) conditions.push(place(venues.cityId, query.city))
  if (query.category) {
    // with a place, its index starts the walk and the category is tested ('+' keeps SQLite off
    // the category's index, which it cannot tell is the wider: for Germany's bars rated 3+ it
    // walked all 27 000 bars, 78 ms, where Germany's index holds 6 000 venues, 12 ms)
    const placed = query.country || query.city != null || fromArea
    conditions.push(
      sql`${placed ? sql`+` : sql``}${venues.categoryId} = (SELECT ${venueCategories.id} FROM ${venueCategories} WHERE ${venueCategories.slug} = ${sql.raw(slugLiteral(query.category))})`,
    )
  }
  // a flag's index serves a list filtered by flags alone; with a place or a category, that index
  // starts the walk and the flags are tested ('+'): SQLite took the rainbow flag's index (85 % of
  // venues) for bars that are safe spaces, reading 11 500 rows to count 1 001, against 3 900
  const flagsTested = query.country || query.city != null || query.category || fromArea
  for (const flag of query.flags) conditions.push(flagsTested ? sql`+${FLAG_COLUMNS[flag]} = 1` : eq(FLAG_COLUMNS[flag], true))
  for (const s of query.amenities) conditions.push(linkedTo('amenity', [s]))
  for (const s of query.services) conditions.push(linkedTo('service', [s]))
  for (const s of query.access) conditions.push(linkedTo('access', [s]))
  if (query.groups.length) conditions.push(linkedTo('group', query.groups))
  if (query.minRating != null) {
    // Ordered by rating, the rating index serves both. In another order with no place or
    // category to narrow by, '+' keeps SQLite walking that order's index (a third of all venues
    // are rated 4.5+: 20 found at once) rather than collecting every venue above the rating and
    // sorting them (70 ms at 100 000); a place or category is the better index to start from.
    const walkOrder = (query.sort !== 'rating' && !query.country && query.city == null && !query.category) || fromArea
    conditions.push(walkOrder ? sql`+${venues.ratingAvg} >= ${query.minRating}` : gte(venues.ratingAvg, query.minRating))
  }
  if (query.open && query.openAt) conditions.push(openAtCondition(query.openAt))
  if (query.bbox) conditions.push(inArea(query.bbox, fromArea))
  return and(...conditions)!
}

/**
 * In the map area (across the antimeridian when west > east). `indexed`: the area index may start
 * the walk (a small area); else '+' keeps SQLite off it, for a large area is dense enough to walk
 * the order's index and test (SQLite took the index for Europe's band and sorted its 40 000
 * venues: 60 ms, against 0.3).
 */
function inArea([west, south, east, north]: Bbox, indexed: boolean): SQL {
  const latitude = indexed ? sql`${venues.latitude}` : sql`+${venues.latitude}`
  return and(
    sql`${latitude} >= ${south}`,
    sql`${latitude} <= ${north}`,
    west <= east
      ? and(gte(venues.longitude, west), lte(venues.longitude, east))
      : or(gte(venues.longitude, west), lte(venues.longitude, east)),
  )!
}

/**
 * Open at `now` by the venue's open window ('+': tested on the rows the list walks, never an
 * index of its own), or one of the stale windows found open by its hours. The ids go into the
 * statement's text (D1 binds at most 100 parameters; they are integers read from the table).
 */
function openAtCondition({ now, alsoOpen }: { now: number; alsoOpen: number[] }): SQL {
  const fresh = sql`(${venues.openFrom} <= ${now} AND +${venues.openUntil} > ${now})`
  if (!alsoOpen.length) return fresh
  return sql`(${fresh} OR ${venues.id} IN (${sql.raw(alsoOpen.map((id) => Math.trunc(id)).join(', '))}))`
}

// ------------------------------------------------------------------ ordering

/**
 * The most venues a place may hold for a list to read them all from its index and sort them:
 * for a page of 20, and for the 1 001 candidates of 'open now', which walk further down the
 * order's index (a place of 3 000 among 95 000: ~30 000 rows for 1 000 of them, 57 ms).
 */
const PLACE_SORT_MAX = { page: 3000, candidates: 10_000 }

/**
 * The most visible venues a map area may hold for a list to start from the area index and sort
 * them; its probe counts to one more (areaProbeQuery).
 */
const AREA_SORT_MAX = 3000

/**
 * What a list's walk starts from: a place of up to PLACE_SORT_MAX venues (its counter), else a
 * map area of up to AREA_SORT_MAX (its probe), else (null) the order's index.
 */
function listStart(query: VenueQuery, reading: keyof typeof PLACE_SORT_MAX = 'page'): 'place' | 'area' | null {
  if (query.placeVenues != null && query.placeVenues <= PLACE_SORT_MAX[reading]) return 'place'
  if (query.areaVenues != null && query.areaVenues <= AREA_SORT_MAX) return 'area'
  return null
}

function orderFor(query: VenueQuery, rank: SQL.Aliased<number | null> | null, reading: keyof typeof PLACE_SORT_MAX = 'page'): SQL[] {
  // A place of up to PLACE_SORT_MAX venues starts the walk from its index and its venues are
  // sorted ('+' keeps SQLite off the order's index): walking the whole name index for a
  // village's two venues read all 95 000 (400 ms). A larger place is dense enough to walk the
  // order's index and test (sorting the United States' 17 000 by date took 44 ms). By rating,
  // the place's own index (country or city, then rating) serves both. A small map area starts
  // from the area index in every order, rating included: walking the rating index for an area
  // with no venue read all of them (180 ms in SQLite).
  const start = listStart(query, reading)
  const key = (column: SQL | AnyColumn) => (start ? sql`+${column}` : sql`${column}`)
  const rated = (column: SQL | AnyColumn) => (start === 'area' ? sql`+${column}` : sql`${column}`)
  const byRating = [desc(rated(venues.ratingAvg)), desc(rated(venues.ratingCount)), asc(venues.id)]
  switch (query.sort) {
    case 'name':
      return [sql`${key(venues.name)} COLLATE NOCASE ASC`, asc(venues.id)]
    case 'newest':
      return [desc(key(venues.createdAt)), desc(venues.id)]
    case 'checkins':
      return [desc(key(venues.checkInCount)), ...byRating]
    case 'relevance':
      // bm25 is negative, lower is better; a match of a name's part only (no word hit) comes
      // after the hits, and a broad query (no ranks) is ordered by rating alone
      return rank ? [sql`coalesce(${rank}, 0) ASC`, ...byRating] : byRating
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
    cityName: sql<
      string | null
    >`CASE WHEN ${cities.id} IS NULL THEN NULL ELSE ${localizedName(cities.names, cities.name, language)} END`.as('city_name'),
    countryId: venues.countryId,
    countryName: localizedName(countries.names, countries.name, language).as('country_name'),
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

function cardsQuery(db: Db, language: Language, text: VenueTextMatch | null = null, ranked = false) {
  const listed = selectListed(db, cardColumns(language), text, { ranked })
  return {
    ...listed,
    query: listed.query
      .innerJoin(countries, eq(countries.id, venues.countryId))
      .leftJoin(cities, eq(cities.id, venues.cityId))
      .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId)),
  }
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
  /** Matches, exact up to VENUE_TOTAL_CAP; `totalCapped`: more than that ('1,000+'). */
  total: number
  totalCapped: boolean
  page: number
  /** Pages to the last match, VENUES_MAX_PAGE at most. */
  pageCount: number
  /** 'Open now' looked at the first OPEN_NOW_SCAN_LIMIT candidates only. */
  truncated: boolean
  /** How `q` was searched: 'none' (no text), 'too-short', or the text's scope. */
  text: 'none' | 'too-short' | VenueTextScope
}

const pageCountOf = (total: number) => Math.min(VENUES_MAX_PAGE, Math.max(1, Math.ceil(total / VENUES_PAGE_SIZE)))

/** The total of a list filtered by place only (or not at all): the triggers' counters. */
const placeOnly = (query: VenueQuery) => !query.q && activeFilterCount(query) === (query.country || query.city != null ? 1 : 0)

/**
 * The list's total: the counters of its place when it is filtered by place only; '1,000+' for a
 * text alone with more hits than that (its probe); else the matches counted to
 * VENUE_TOTAL_CAP + 1 (the count stops there). Inside a batch.
 */
function totalQuery(db: Db, query: VenueQuery, text: VenueTextMatch | null) {
  // a total known before the list is read: one row, nothing counted
  const known = (n: number | SQL<number>) => db.select({ n: sql<number>`${n}`.as('n') }).from(sql`(SELECT 1)`)
  if (placeOnly(query)) {
    // the query is resolved: its city exists (in its country, if one is chosen), as does its country
    const n =
      query.city != null
        ? sql<number>`(SELECT ${cities.venueCount} FROM ${cities} WHERE ${cities.id} = ${query.city})`
        : query.country
          ? sql<number>`(SELECT ${countries.venueCount} FROM ${countries} WHERE ${countries.id} = ${query.country})`
          : sql<number>`(SELECT coalesce(sum(${countries.venueCount}), 0) FROM ${countries})`
    return known(n)
  }
  if (text && text.hits > VENUE_TOTAL_CAP && activeFilterCount(query) === 0) {
    // a text alone, with more hits than the cap in one of its indexes (visible venues only)
    return known(VENUE_TOTAL_CAP + 1)
  }
  if (!text && query.bbox && query.areaVenues != null && activeFilterCount(query) === 1) {
    // a map area alone: its probe counted its visible venues (to AREA_SORT_MAX + 1)
    return known(Math.min(query.areaVenues, VENUE_TOTAL_CAP + 1))
  }
  // a small map area is walked whole (listStart); a ticked item's links may be many more
  const drivingLink = text || query.country || query.city != null || listStart(query) === 'area' ? null : linkToDriveBy(query)
  if (drivingLink) {
    // the venues linked to the ticked items, each tested against the rest: walking all venues
    // for 1 001 with wifi and step-free entrance tested ~10 000 of them (6.8 against 1.3 ms), and
    // for 1 001 in any of three target groups ~13 500 (7 against ~1.5 ms with DISTINCT)
    const { link, linkVenue, linkLookup } = LINKS[drivingLink.kind]
    const items = lookupIds(drivingLink.kind, drivingLink.slugs)
    // a venue linked to several of the items is counted once
    const distinct = drivingLink.slugs.length > 1 ? sql`DISTINCT ` : sql``
    // the links walked are the items' own: their EXISTS test is left out of the rest
    const rest = venueFilterConditions(drivingLink.rest)
    const matches = sql`SELECT ${distinct}${linkVenue} FROM ${link} CROSS JOIN ${venues} WHERE ${linkLookup} IN ${items} AND ${venues.id} = ${linkVenue} AND ${rest} LIMIT ${VENUE_TOTAL_CAP + 1}`
    return db.select({ n: sql<number>`count(*)`.as('n') }).from(sql`(${matches})`)
  }
  const listed = selectListed(db, { one: sql`1`.as('one') }, text)
  const matches = listed.query
    .where(listed.where(venueFilterConditions(query)))
    .limit(VENUE_TOTAL_CAP + 1)
    .as('matches')
  return db.select({ n: count().as('n') }).from(matches)
}

/**
 * Ticked items whose links a count can start from, and `rest`: the query without them. The first
 * of the 'has all of these' items (each venue is linked to it once, a primary key), or the
 * target groups ('for any of these': counted DISTINCT, a venue may be linked to several).
 */
function linkToDriveBy(query: VenueQuery): { kind: LookupParam; slugs: string[]; rest: VenueQuery } | null {
  const [amenity, ...amenities] = query.amenities
  if (amenity) return { kind: 'amenity', slugs: [amenity], rest: { ...query, amenities } }
  const [service, ...services] = query.services
  if (service) return { kind: 'service', slugs: [service], rest: { ...query, services } }
  const [access, ...accessRest] = query.access
  if (access) return { kind: 'access', slugs: [access], rest: { ...query, access: accessRest } }
  return query.groups.length ? { kind: 'group', slugs: query.groups, rest: { ...query, groups: [] } } : null
}

/** Candidates of the 'open now' filter: id and hours, in the chosen order. */
function openCandidatesQuery(db: Db, query: VenueQuery, text: VenueTextMatch | null) {
  const listed = selectListed(db, { id: venues.id, hours: venues.hours, timezone: venues.timezone }, text, {
    ranked: query.sort === 'relevance',
  })
  return listed.query
    .where(listed.where(venueFilterConditions(query)))
    .orderBy(...orderFor(query, listed.rank, 'candidates'))
    .limit(OPEN_NOW_SCAN_LIMIT + 1)
}

/**
 * One page of cards. Ranked by relevance (a narrow text: 2 000 hits at most), in one query.
 * Otherwise the page's ids first — the order's index walked, or the matches sorted by their
 * keys alone — then the cards of those 20: a sort of many rows (rating ≥ 4.5, newest first)
 * would else carry every row's joins and cover photo into the sorter.
 */
function pageQuery(db: Db, query: VenueQuery, text: VenueTextMatch | null, language: Language) {
  const offset = (query.page - 1) * VENUES_PAGE_SIZE
  const ranked = cardsQuery(db, language, text, query.sort === 'relevance')
  if (ranked.rank) {
    return ranked.query
      .where(ranked.where(venueFilterConditions(query)))
      .orderBy(...orderFor(query, ranked.rank))
      .limit(VENUES_PAGE_SIZE)
      .offset(offset)
  }
  // a broad text's hits are dense (thousands): walk the order's index and test each venue
  // against them ('+' keeps SQLite from driving by the hits and sorting them all)
  const broad = text?.scope === 'names'
  const listed = selectListed(db, { id: venues.id }, broad ? null : text)
  const conditions = venueFilterConditions(query)
  const ids = listed.query
    .where(broad ? and(sql`+${venues.id} IN ${textHitIds(db, text)}`, conditions)! : listed.where(conditions))
    .orderBy(...orderFor(query, null))
    .limit(VENUES_PAGE_SIZE)
    .offset(offset)
  return cardsQuery(db, language)
    .query.where(inArray(venues.id, ids))
    .orderBy(...orderFor(query, null))
}

function textState(query: VenueQuery, text: VenueTextMatch | null): VenueSearchResult['text'] {
  return text ? text.scope : query.q ? 'too-short' : 'none'
}

/** 'Open now': keep the candidates open at `now`, page them, then read that page's cards. */
async function openNowPage(
  db: Db,
  query: VenueQuery,
  text: VenueTextMatch | null,
  language: Language,
  now: Date,
  candidates: { id: number; hours: WeeklyHours | null; timezone: string | null }[],
): Promise<VenueSearchResult> {
  const truncated = candidates.length > OPEN_NOW_SCAN_LIMIT
  const open = candidates.slice(0, OPEN_NOW_SCAN_LIMIT).filter((c) => isOpenNow(c.hours, c.timezone, now))
  const offset = (query.page - 1) * VENUES_PAGE_SIZE
  const ids = open.slice(offset, offset + VENUES_PAGE_SIZE).map((c) => c.id)
  const rows = ids.length ? await cardsQuery(db, language).query.where(inArray(venues.id, ids)) : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return {
    venues: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, now)] : [])),
    ...totals(open.length, query),
    truncated,
    text: textState(query, text),
  }
}

/** A counter's exact total is shown as it is; a capped count above the cap as '1,000+'. */
function totals(n: number, query: VenueQuery) {
  const exact = placeOnly(query) || n <= VENUE_TOTAL_CAP
  return { total: exact ? n : VENUE_TOTAL_CAP, totalCapped: !exact, page: query.page, pageCount: pageCountOf(n) }
}

/** The result from its batch's rows: the total and the page. */
function listResult(
  query: VenueQuery,
  text: VenueTextMatch | null,
  total: { n: number } | undefined,
  rows: CardRow[],
  now: Date,
): VenueSearchResult {
  return {
    venues: rows.map((r) => toCard(r, now)),
    ...totals(Number(total?.n ?? 0), query),
    truncated: false,
    text: textState(query, text),
  }
}

// ------------------------------------------------------------------ the map's points

export type VenuePoint = { id: number; name: string; lat: number; lng: number; category: string | null; rating: number }

/**
 * The venues matching the query as map points (with coordinates only; 'open now' applied),
 * best rated first, at most MAX_VENUE_POINTS. Two round trips: the query resolved, then the points.
 * `background`: as for loadVenueDirectory.
 */
export async function listVenuePoints(
  db: Db,
  raw: VenueQuery,
  now = new Date(),
  limit = MAX_VENUE_POINTS,
  background?: (work: Promise<unknown>) => void,
): Promise<VenuePoint[]> {
  const { query, text } = await resolveVenueQuery(db, raw, now)
  refreshIfStale(db, query, now, background)
  // with too many stale windows, the best rated candidates' hours are read and judged here
  const judgeHours = query.open && !query.openAt
  const listed = selectListed(
    db,
    {
      id: venues.id,
      name: venues.name,
      lat: venues.latitude,
      lng: venues.longitude,
      category: venueCategories.slug,
      rating: venues.ratingAvg,
      hours: judgeHours ? venues.hours : sql<null>`NULL`,
      timezone: judgeHours ? venues.timezone : sql<null>`NULL`,
    },
    text,
  )
  const rows = await listed.query
    .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
    .where(listed.where(and(venueFilterConditions(query), sql`${venues.latitude} IS NOT NULL`, sql`${venues.longitude} IS NOT NULL`)!))
    // best rated first, from a small area's index or a small place's as the lists do
    .orderBy(...orderFor({ ...query, sort: 'rating' }, null))
    .limit(judgeHours ? OPEN_NOW_SCAN_LIMIT : limit)
  const points: VenuePoint[] = []
  for (const r of rows) {
    if (points.length >= limit) break
    if (judgeHours && !isOpenNow(r.hours as WeeklyHours | null, r.timezone as string | null, now)) continue
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

// ------------------------------------------------------------------ resolving a query

/** The chosen country and city, by id (also when they have no venues). Inside a batch. */
function placeQuery(db: Db, query: VenueQuery, language: Language) {
  return (
    db
      .select({
        cityId: sql<number | null>`NULL`.as('city_id'),
        cityName: sql<string | null>`NULL`.as('city_name'),
        countryId: sql<string>`${countries.id}`.as('country_id'),
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
        venueCount: sql<number>`${countries.venueCount}`.as('venue_count'),
      })
      .from(countries)
      // no place chosen: a key that matches nothing (a constant false would show as a scan in the plan test)
      .where(eq(countries.id, query.country ?? ''))
      .unionAll(
        db
          .select({
            cityId: sql<number | null>`${cities.id}`.as('city_id'),
            cityName: sql<string | null>`${localizedName(cities.names, cities.name, language)}`.as('city_name'),
            countryId: sql<string>`${cities.countryId}`.as('country_id'),
            countryName: localizedName(countries.names, countries.name, language).as('country_name'),
            flag: countries.flag,
            venueCount: sql<number>`${cities.venueCount}`.as('venue_count'),
          })
          .from(cities)
          .innerJoin(countries, eq(countries.id, cities.countryId))
          .where(eq(cities.id, query.city ?? 0)),
      )
  )
}

type LookupRow = Awaited<ReturnType<typeof lookupsQuery>>[number]
type PlaceRow = Awaited<ReturnType<typeof placeQuery>>[number]

/** What resolves a query, inside a batch: the lookups, its place, its text's probe. */
function resolutionQueries(db: Db, query: VenueQuery, language: Language, now: Date) {
  return [
    lookupsQuery(db),
    placeQuery(db, query, language),
    textProbeQuery(db, venueTextSearch(query.q) ?? { words: null, parts: null }),
    areaProbeQuery(db, query.bbox),
    // 'open now': the stale windows, one more than a list judges itself
    staleWindowsQuery(db, now.getTime(), query.open ? STALE_WINDOWS_JUDGED + 1 : 0),
  ] as const
}

type StaleWindowRow = { id: number; hours: WeeklyHours | null; timezone: string | null }

/**
 * How the query judges 'open now' (VenueQuery.openAt): by the open windows and the few stale ones
 * found open by their hours, or (null) by every candidate's hours when too many are stale.
 */
function openAtOf(raw: VenueQuery, stale: StaleWindowRow[], now: Date): VenueQuery['openAt'] {
  if (!raw.open || stale.length > STALE_WINDOWS_JUDGED) return null
  return { now: now.getTime(), alsoOpen: stale.filter((v) => isOpenNow(v.hours, v.timezone, now)).map((v) => v.id) }
}

/**
 * A list that had to read its candidates' hours asks for the stale windows to be computed after
 * its answer (`background`: the request's waitUntil), when the Cron Trigger has not kept up:
 * after a deploy, or under `wrangler dev`, which runs no Cron Triggers by itself.
 */
function refreshIfStale(db: Db, query: VenueQuery, now: Date, background?: (work: Promise<unknown>) => void) {
  if (query.open && !query.openAt && background) {
    background(refreshOpenWindows(db, now.getTime()).catch((error) => console.error('open windows not refreshed', error)))
  }
}

/**
 * The query as the lists apply it: an unknown country, city (or a city outside the chosen
 * country), category or lookup slug dropped, as if the URL had not named it; and its text's scope.
 */
function applyResolution(
  raw: VenueQuery,
  {
    lookupRows,
    placeRows,
    probe,
    area,
    stale,
  }: { lookupRows: LookupRow[]; placeRows: PlaceRow[]; probe: TextProbe[]; area: { n: number }[]; stale: StaleWindowRow[] },
  now: Date,
): { query: VenueQuery; text: VenueTextMatch | null; country: PlaceRow | null; city: PlaceRow | null } {
  const known = (kind: keyof VenueLookups) => (slug: string) => lookupRows.some((r) => r.kind === kind && r.slug === slug)
  const country = placeRows.find((r) => r.cityId == null) ?? null
  const city = placeRows.find((r) => r.cityId != null && (raw.country == null || r.countryId === raw.country)) ?? null
  const query: VenueQuery = {
    ...raw,
    country: country ? raw.country : null,
    city: city ? raw.city : null,
    category: raw.category && known('categories')(raw.category) ? raw.category : null,
    amenities: raw.amenities.filter(known('amenities')),
    services: raw.services.filter(known('services')),
    access: raw.access.filter(known('accessibility')),
    groups: raw.groups.filter(known('targetGroups')),
  }
  query.placeVenues = city && query.city != null ? city.venueCount : country && query.country ? country.venueCount : null
  query.areaVenues = raw.bbox ? (area[0]?.n ?? 0) : null
  query.openAt = openAtOf(raw, stale, now)
  const search = venueTextSearch(raw.q)
  return { query, text: search ? textMatchOf(search, probe[0]) : null, country, city }
}

/** A query resolved (one round trip): for the lists that have no lookups at hand (the map's points). */
export async function resolveVenueQuery(
  db: Db,
  raw: VenueQuery,
  now = new Date(),
): Promise<{ query: VenueQuery; text: VenueTextMatch | null }> {
  const [lookupRows, placeRows, probe, area, stale] = await db.batch(resolutionQueries(db, raw, 'en', now))
  return applyResolution(raw, { lookupRows, placeRows, probe, area, stale }, now)
}

/**
 * The page of a resolved query: its total and cards, in one round trip (two with 'open now' while
 * too many open windows are stale: its candidates' hours, then the page's cards).
 */
async function resultOf(db: Db, query: VenueQuery, text: VenueTextMatch | null, language: Language, now: Date) {
  if (query.open && !query.openAt) return openNowPage(db, query, text, language, now, await openCandidatesQuery(db, query, text))
  const [[total], rows] = await db.batch([totalQuery(db, query, text), pageQuery(db, query, text, language)])
  return listResult(query, text, total, rows, now)
}

/** One page of venue cards for the query (two round trips; see resultOf). */
export async function searchVenues(db: Db, raw: VenueQuery, language: Language, now = new Date()): Promise<VenueSearchResult> {
  const { query, text } = await resolveVenueQuery(db, raw, now)
  return resultOf(db, query, text, language, now)
}

/**
 * Everything /venues shows, in two round trips (see resultOf): the filter choices, the chosen
 * place, the text's probe and the stale open windows, then the total and the page of the
 * resolved query. `background` (the request's waitUntil) gets the refresh of stale windows the
 * list had to judge the slow way.
 */
export async function loadVenueDirectory(
  db: Db,
  rawQuery: VenueQuery,
  language: Language,
  now = new Date(),
  background?: (work: Promise<unknown>) => void,
): Promise<VenueDirectory> {
  // the place's country: the chosen one, else the chosen city's
  const placeCountry =
    rawQuery.country != null
      ? sql`${rawQuery.country}`
      : rawQuery.city != null
        ? sql`(SELECT ${cities.countryId} FROM ${cities} WHERE ${cities.id} = ${rawQuery.city})`
        : null
  // the places with venues a visitor may see, from the counters the triggers keep
  const countriesQuery = db
    .select({
      id: countries.id,
      name: localizedName(countries.names, countries.name, language).as('country_name'),
      flag: countries.flag,
      count: countries.venueCount,
    })
    .from(countries)
    .where(sql`${countries.venueCount} > 0`)
  const citiesQuery = db
    .select({ id: cities.id, name: localizedName(cities.names, cities.name, language).as('city_name'), count: cities.venueCount })
    .from(cities)
    .where(and(sql`${cities.countryId} = ${placeCountry ?? ''}`, sql`${cities.venueCount} > 0`))

  const [lookupRows, placeRows, probe, area, stale, countryRows, cityRows] = await db.batch([
    ...resolutionQueries(db, rawQuery, language, now),
    countriesQuery,
    citiesQuery,
  ])
  const { query, text, country, city } = applyResolution(rawQuery, { lookupRows, placeRows, probe, area, stale }, now)
  const result = await resultOf(db, query, text, language, now)
  refreshIfStale(db, query, now, background)

  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  const lookups: VenueLookups = { categories: [], amenities: [], services: [], accessibility: [], targetGroups: [] }
  for (const row of [...lookupRows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))) {
    lookups[row.kind]?.push({ id: row.id, slug: row.slug, name: row.name })
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
    // the page's own (openAt's ids are any venues' that a stale window had, hidden ones too)
    query: { ...query, openAt: undefined },
    result,
    lookups,
    countries: [...countryRows].sort(byName),
    cities: place ? [...cityRows].sort(byName) : [],
    place,
  }
}
