/**
 * Global search, the parts browser and server share without zod (SPEC §2 Global search box,
 * §3 search result, suggestion, types and filters, §5, §7 Search, §9): the limits, the answer's
 * shapes, /search's URL and where a hit leads. The header box on every page imports this file
 * only; the request schemas (zod) live in schema.ts, which re-exports all of this.
 */
/** SPEC §3 search types ('ressource' spelt so), in the order results are grouped. */
export const SEARCH_TYPES = [
  'location',
  'venue',
  'event',
  'group',
  'user',
  'personality',
  'marketplace',
  'news',
  'travel',
  'ressource',
  'content',
  'tag',
] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** SPEC §9 */
export const SEARCH_DEBOUNCE_MS = 300
export const HITS_PER_PAGE = 20
export const HITS_PER_PAGE_MAX = 50
export const SUGGESTIONS_MAX = 8
/**
 * SPEC §7: suggestions per source, in this order (marketplace: active listings only); places
 * (countries and cities) first, which the spec's sources lack but its directory needs ('berln'
 * suggests Berlin).
 */
export const SUGGESTION_LIMITS = { location: 2, venue: 3, event: 3, marketplace: 3, tag: 3, user: 2, personality: 2, group: 2 } as const
export const RECENT_SEARCHES_MAX = 5
export const RECENT_SEARCHES_KEY = 'recent-searches'
/** SPEC §5: suggestions are asked for from 2 characters; the no-results message too. */
export const SUGGEST_MIN_CHARS = 2
/** SPEC §5: the full-search button's label cuts the query after 20 characters (then '…'). */
export const FULL_SEARCH_LABEL_CHARS = 20
// the header box's light half imports these from box-limits.ts alone (every page's first load)
import { QUERY_MAX } from './box-limits'
export { MOBILE_BREAKPOINT_PX, PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPE_MS, QUERY_MAX } from './box-limits'
export const DROPDOWN_WIDTH_PX = 600
export const PRICE_MIN = 0
export const PRICE_MAX = 1000
export const PRICE_STEP = 10
export const RATINGS = [1, 2, 3, 4, 5] as const
/** The most pages /search walks (20 hits each): a query this broad should be narrowed instead. */
export const PAGES_MAX = 10

/** SPEC §3 search filters (schema.ts checks a request's against SearchFiltersSchema, which infers this shape). */
export type SearchFilters = {
  types?: SearchType[]
  location?: string
  categories?: string[]
  dateRange?: { from: string; to: string }
  priceRange?: { min: number; max: number }
  rating?: number
  featured?: boolean
  verified?: boolean
}

/** SPEC §3 search result. `objectID` is `{type}:{id}`; `href` is where it leads (SPEC §2). */
export type SearchHit = {
  objectID: string
  type: SearchType
  title: string
  description: string | null
  imageUrl: string | null
  category: string | null
  location: string | null
  /** In the currency's main unit (e.g. 12.5), events and listings only. */
  price: number | null
  /** ISO date-time: an event's start, a news article's publication. */
  date: string | null
  rating: number | null
  metadata: { slug: string | null; isCountry: boolean }
  href: string
}

/** SPEC §3 suggestion: id, type, name or title, subtitle, icon (a lucide icon name). */
export type SearchSuggestion = {
  id: string
  type: SearchType
  title: string
  subtitle: string | null
  icon: string
  href: string
}

export type SearchAnswer = {
  hits: SearchHit[]
  suggestions: SearchSuggestion[]
  /** Hits per type over the whole result (not only this page), for the grouped counts. */
  counts: Partial<Record<SearchType, number>>
  /** The result's categories with their hits, most first (the filter panel's popular categories). */
  categories: { name: string; count: number }[]
  nbHits: number
  page: number
  nbPages: number
}

/** Where a hit leads (SPEC §2 result navigation). */
export function searchHref(type: SearchType, id: string, metadata: { slug: string | null; isCountry: boolean }, title = ''): string {
  const slugOrId = encodeURIComponent(metadata.slug ?? id)
  switch (type) {
    case 'venue':
      return `/venues/${encodeURIComponent(id)}`
    case 'event':
      return `/events/${encodeURIComponent(id)}`
    case 'marketplace':
      return `/marketplace/${encodeURIComponent(id)}`
    case 'user':
      return `/user/${encodeURIComponent(id)}`
    case 'personality':
      return `/personalities/${encodeURIComponent(id)}`
    case 'group':
      return `/groups/${encodeURIComponent(id)}`
    case 'news':
      return `/news/${encodeURIComponent(id)}`
    case 'travel':
      return `/travel/${encodeURIComponent(id)}`
    case 'ressource':
      return `/ressources/${slugOrId}`
    case 'content':
      return `/content/${slugOrId}`
    case 'tag':
      // SPEC §2: the tag's name without non-word characters, spaces encoded
      return `/ressources/${encodeURIComponent(title.replace(/[^\p{L}\p{N}_\s-]/gu, '').trim())}`
    case 'location':
      return metadata.isCountry ? `/country/${encodeURIComponent(id)}` : `/city/${encodeURIComponent(id)}`
  }
}

/** What /search's URL holds: SPEC §2's q, types, location, categories and direct, and the advanced filters. */
export type SearchUrlState = {
  q: string
  types?: readonly SearchType[]
  location?: string
  categories?: readonly string[]
  direct?: boolean
  /** The advanced filters (SPEC §2 filter panel), kept in the URL so a full search keeps them. */
  from?: string
  to?: string
  minPrice?: number
  maxPrice?: number
  rating?: number
  featured?: boolean
  verified?: boolean
  page?: number
}

/** SPEC §2: the URL of the full search; only non-empty parameters are sent. */
export function searchUrl(input: SearchUrlState) {
  const params = new URLSearchParams()
  if (input.q.trim()) params.set('q', input.q.trim())
  if (input.types?.length) params.set('types', input.types.join(','))
  if (input.location?.trim()) params.set('location', input.location.trim())
  if (input.categories?.length) params.set('categories', input.categories.join(','))
  if (input.direct) params.set('direct', 'true')
  if (input.from && input.to) {
    params.set('from', input.from)
    params.set('to', input.to)
  }
  if (input.minPrice !== undefined && input.minPrice > PRICE_MIN) params.set('minPrice', String(input.minPrice))
  if (input.maxPrice !== undefined && input.maxPrice < PRICE_MAX) params.set('maxPrice', String(input.maxPrice))
  if (input.rating) params.set('rating', String(input.rating))
  if (input.featured) params.set('featured', 'true')
  if (input.verified) params.set('verified', 'true')
  if (input.page && input.page > 1) params.set('page', String(input.page))
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

/** /search's URL read back: unknown types, bad values and empty parts are dropped, never refused. */
export function parseSearchUrl(
  params: URLSearchParams,
): Required<Omit<SearchUrlState, 'from' | 'to' | 'minPrice' | 'maxPrice' | 'rating'>> &
  Pick<SearchUrlState, 'from' | 'to' | 'minPrice' | 'maxPrice' | 'rating'> {
  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  const types = [...new Set(list('types'))].filter((type): type is SearchType => (SEARCH_TYPES as readonly string[]).includes(type))
  const int = (name: string, min: number, max: number) => {
    // an empty field (a form's untouched price) is no value, not 0
    const raw = params.get(name)?.trim()
    const value = raw ? Number(raw) : NaN
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined
  }
  const date = (name: string) => {
    const value = params.get(name) ?? ''
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined
  }
  const from = date('from')
  const to = date('to')
  const bothDates = from && to && from <= to
  const minPrice = int('minPrice', PRICE_MIN, PRICE_MAX)
  const maxPrice = int('maxPrice', PRICE_MIN, PRICE_MAX)
  const pricesInOrder = minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX),
    types,
    location: (params.get('location') ?? '').trim().slice(0, 100),
    categories: [...new Set(list('categories').map((c) => c.slice(0, 60)))].slice(0, 24),
    direct: params.get('direct') === 'true',
    from: bothDates ? from : undefined,
    to: bothDates ? to : undefined,
    minPrice: pricesInOrder ? minPrice : undefined,
    maxPrice: pricesInOrder ? maxPrice : undefined,
    rating: int('rating', 1, 5),
    featured: params.get('featured') === 'true',
    verified: params.get('verified') === 'true',
    page: int('page', 1, PAGES_MAX) ?? 1,
  }
}

/** The API's filters for a URL state (what /search's loader and the header box send). */
export function filtersOf(state: ReturnType<typeof parseSearchUrl>): SearchFilters {
  const filters: SearchFilters = {}
  if (state.types.length) filters.types = [...state.types]
  if (state.location) filters.location = state.location
  if (state.categories.length) filters.categories = [...state.categories]
  if (state.from && state.to) filters.dateRange = { from: state.from, to: state.to }
  if (state.minPrice !== undefined || state.maxPrice !== undefined)
    filters.priceRange = { min: state.minPrice ?? PRICE_MIN, max: state.maxPrice ?? PRICE_MAX }
  if (state.rating) filters.rating = state.rating
  if (state.featured) filters.featured = true
  if (state.verified) filters.verified = true
  return filters
}

/** How many filters are set (the header's filter badge). */
export function activeFilterCount(filters: SearchFilters) {
  return (
    (filters.types?.length ?? 0) +
    (filters.location ? 1 : 0) +
    (filters.categories?.length ?? 0) +
    (filters.dateRange ? 1 : 0) +
    (filters.priceRange && (filters.priceRange.min > PRICE_MIN || filters.priceRange.max < PRICE_MAX) ? 1 : 0) +
    (filters.rating ? 1 : 0) +
    (filters.featured ? 1 : 0) +
    (filters.verified ? 1 : 0)
  )
}

/** SPEC §5: the full-search button's label. */
export function fullSearchLabel(query: string) {
  const trimmed = query.trim()
  return trimmed.length > FULL_SEARCH_LABEL_CHARS ? `${trimmed.slice(0, FULL_SEARCH_LABEL_CHARS).trimEnd()}…` : trimmed
}

/** SPEC §9 recent searches: the 5 newest, de-duplicated, newest first; a corrupt value reads as none. */
export function readRecentSearches(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]')
    if (!Array.isArray(value)) return []
    return [...new Set(value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((s) => s.trim()))].slice(
      0,
      RECENT_SEARCHES_MAX,
    )
  } catch {
    return []
  }
}

export function addRecentSearch(list: readonly string[], query: string): string[] {
  const trimmed = query.trim()
  if (!trimmed) return [...list]
  return [trimmed, ...list.filter((item) => item !== trimmed)].slice(0, RECENT_SEARCHES_MAX)
}
