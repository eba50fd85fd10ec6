/**
 * The /venues query: its shape, constants and URL form, shared by the server (parsing and SQL in
 * app/models/venues/directory.server.ts) and the browser (filter form, chips, pagination, map). The URL
 * is the single source of truth: every filter lives in it.
 *
 * URL parameters: q, country (ISO alpha-2), city (GeoNames id), category (slug), the flags
 * safe|owned|rainbow|accessible|verified (=1), amenity/service/access/group (repeatable slugs),
 * open=1, minRating (1..5), sort (relevance|rating|name|newest|checkins),
 * bbox=west,south,east,north, page.
 */
import { COUNT_CAP } from '~/models/site/counting'

export const VENUES_PAGE_SIZE = 20
/**
 * Lists count at most this many matches ('1,000+' above it, as every capped count of the site)
 * and page through them at most, so no request counts or skips 100 000 rows: past it, a filter
 * narrows the list.
 */
export const VENUE_TOTAL_CAP = COUNT_CAP
export const VENUES_MAX_PAGE = VENUE_TOTAL_CAP / VENUES_PAGE_SIZE
/**
 * 'Open now' is judged in JavaScript (each venue has its own time zone): the candidates read at
 * most, in the list's order; past them the list says it looked no further.
 */
export const OPEN_NOW_SCAN_LIMIT = 1_000
/** The text search needs this many letters or digits (a shorter `q` is shown, not searched). */
export const MIN_VENUE_QUERY_LENGTH = 2
export const VENUE_SORTS = ['relevance', 'rating', 'name', 'newest', 'checkins'] as const
export type VenueSort = (typeof VENUE_SORTS)[number]

/** The five flags: URL parameter → key (same keys and params as VENUE_FLAGS in vocabulary.tsx). */
export const VENUE_FLAG_PARAMS = {
  safe: 'certifiedSafeSpace',
  owned: 'havenOwned',
  rainbow: 'rainbowFriendly',
  accessible: 'accessible',
  verified: 'communityVerified',
} as const
export type VenueFlagParam = keyof typeof VENUE_FLAG_PARAMS
export type VenueFlagKey = (typeof VENUE_FLAG_PARAMS)[VenueFlagParam]

/** Repeatable lookup filters: URL parameter → query field and lookup kind (`useLookupLabel`). */
export const LOOKUP_FILTERS = [
  { param: 'amenity', field: 'amenities', kind: 'amenities' },
  { param: 'service', field: 'services', kind: 'services' },
  { param: 'access', field: 'access', kind: 'accessibility' },
  { param: 'group', field: 'groups', kind: 'targetGroups' },
] as const
export type LookupParam = (typeof LOOKUP_FILTERS)[number]['param']
export type LookupField = (typeof LOOKUP_FILTERS)[number]['field']

/** [west, south, east, north] in degrees; west > east crosses the antimeridian. */
export type Bbox = [number, number, number, number]

export type VenueQuery = {
  q: string
  country: string | null
  city: number | null
  /** Category slug. */
  category: string | null
  /** Flags that must be set. */
  flags: VenueFlagKey[]
  /** Must have every one of these (slugs). */
  amenities: string[]
  /** Must offer every one of these (slugs). */
  services: string[]
  /** Must have every one of these accessibility attributes (slugs). */
  access: string[]
  /** Welcomes at least one of these target groups (slugs). */
  groups: string[]
  open: boolean
  minRating: number | null
  /** The effective order: the URL's when valid, else relevance with a text query and rating without. */
  sort: VenueSort
  bbox: Bbox | null
  page: number
  /**
   * Not from the URL: how many venues the chosen place holds (its counter), set when the query
   * is resolved. It tells the lists whether to start from the place (directory.server.ts).
   */
  placeVenues?: number | null
  /**
   * Not from the URL: how many visible venues the map area holds, counted to 3 001 when the query
   * is resolved (the area's probe). It tells the lists whether to start from the area.
   */
  areaVenues?: number | null
  /**
   * Not from the URL: how 'open now' is judged, set when the query is resolved. The instant and
   * the venues found open among the stale windows: SQL tests the rest's open windows. Null: too
   * many windows are stale, the lists read their candidates' hours (open-windows.server.ts).
   */
  openAt?: { now: number; alsoOpen: number[] } | null
}

/** The default order for a query (what `sort` is when the URL does not choose one). */
export const defaultVenueSort = (query: Pick<VenueQuery, 'q'>): VenueSort => (query.q ? 'relevance' : 'rating')

/**
 * The query as URL search parameters, in a fixed order, without defaults (page 1, the default
 * sort). `omit` leaves parameters out (e.g. 'page' and 'bbox' for the canonical URL).
 */
export function venueSearchParams(query: VenueQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('country', query.country)
  set('city', query.city)
  set('category', query.category)
  for (const [param, key] of Object.entries(VENUE_FLAG_PARAMS)) if (query.flags.includes(key)) set(param, 1)
  for (const { param, field } of LOOKUP_FILTERS) for (const s of query[field]) set(param, s)
  if (query.open) set('open', 1)
  set('minRating', query.minRating)
  if (query.sort !== defaultVenueSort(query)) set('sort', query.sort)
  if (query.bbox) set('bbox', query.bbox.join(','))
  if (query.page > 1) set('page', query.page)
  return params
}

/** Search params as text, with the bbox's commas left readable. */
export const queryString = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',')

/** '/venues' or '/venues?…' for a query. */
export function venuesHref(query: VenueQuery, omit: ReadonlyArray<string> = []) {
  const qs = queryString(venueSearchParams(query, omit))
  return qs ? `/venues?${qs}` : '/venues'
}

/** How many filters are set (the text query and the order do not count). */
export function activeFilterCount(query: VenueQuery) {
  return (
    (query.country || query.city != null ? 1 : 0) +
    (query.category ? 1 : 0) +
    query.flags.length +
    query.amenities.length +
    query.services.length +
    query.access.length +
    query.groups.length +
    (query.open ? 1 : 0) +
    (query.minRating != null ? 1 : 0) +
    (query.bbox ? 1 : 0)
  )
}
