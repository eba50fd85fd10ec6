import {
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_TYPES,
  SUGGEST_MIN_CHARS,
  filtersOf,
  type SearchFilters,
  type SearchSuggestion,
  type SearchType,
  type SearchUrlState,
} from '~/models/search/query'

/**
 * The header box's dropdown as data (SPEC §2 Global search box): the options in the order the
 * arrow keys walk them, the sections they are shown in, and the filter panel's state. Pure, for
 * the unit tests; the component (combobox.tsx) only renders it.
 */

/** An option of the combobox: a recent search, a suggestion, or the full-search button. */
export type BoxItem =
  { kind: 'recent'; query: string } | { kind: 'suggestion'; suggestion: SearchSuggestion } | { kind: 'full'; query: string }

export type BoxSection =
  | { kind: 'recent'; items: { item: BoxItem; index: number }[] }
  | { kind: 'suggestions'; type: SearchType; items: { item: BoxItem; index: number }[] }
  | { kind: 'full'; items: { item: BoxItem; index: number }[] }

/** The suggestions grouped by type, the types in the API's order (first appearance), each group in its order. */
export function groupSuggestions(suggestions: readonly SearchSuggestion[]) {
  const groups = new Map<SearchType, SearchSuggestion[]>()
  for (const suggestion of suggestions) {
    if (!(SEARCH_TYPES as readonly string[]).includes(suggestion.type)) continue
    const group = groups.get(suggestion.type)
    if (group) group.push(suggestion)
    else groups.set(suggestion.type, [suggestion])
  }
  return [...groups].map(([type, items]) => ({ type, items }))
}

/**
 * The dropdown for a query: recent searches while it is shorter than the suggestions' minimum,
 * the suggestions grouped by type from then on, and the full search whenever there is a query.
 * `items` is the flat list downshift walks; each section's entries carry their index in it.
 */
export function dropdownSections(query: string, recent: readonly string[], suggestions: readonly SearchSuggestion[]) {
  const trimmed = query.trim()
  const items: BoxItem[] = []
  const sections: BoxSection[] = []
  const add = (item: BoxItem) => {
    items.push(item)
    return { item, index: items.length - 1 }
  }
  if (trimmed.length < SUGGEST_MIN_CHARS && recent.length) {
    sections.push({ kind: 'recent', items: recent.map((q) => add({ kind: 'recent', query: q })) })
  }
  if (trimmed.length >= SUGGEST_MIN_CHARS) {
    for (const group of groupSuggestions(suggestions)) {
      sections.push({
        kind: 'suggestions',
        type: group.type,
        items: group.items.map((suggestion) => add({ kind: 'suggestion', suggestion })),
      })
    }
  }
  if (trimmed) sections.push({ kind: 'full', items: [add({ kind: 'full', query: trimmed })] })
  return { items, sections }
}

/** The filter panel's state: /search's URL parameters other than q (searchUrl takes it as is). */
export type FilterState = Required<Pick<SearchUrlState, 'location' | 'featured' | 'verified'>> & {
  types: SearchType[]
  categories: string[]
  from?: string
  to?: string
  minPrice: number
  maxPrice: number
  rating?: number
}

export const EMPTY_FILTERS: FilterState = {
  types: [],
  location: '',
  categories: [],
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  featured: false,
  verified: false,
}

/** The API's filters for the panel's state (what the suggestions request and the badge count). */
export function apiFilters(state: FilterState): SearchFilters {
  return filtersOf({
    ...state,
    q: '',
    location: state.location.trim(),
    direct: false,
    page: 1,
    // a range is a filter only when both ends are picked
    from: state.from && state.to ? state.from : undefined,
    to: state.from && state.to ? state.to : undefined,
    minPrice: state.minPrice > PRICE_MIN ? state.minPrice : undefined,
    maxPrice: state.maxPrice < PRICE_MAX ? state.maxPrice : undefined,
  })
}

/** A list with `value` added, or taken out when it was in (a chip's toggle). */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

/**
 * The price slider pair: moving one thumb past the other pushes the other along, so min ≤ max
 * always holds and the values stay on the step within 0–1000.
 */
export function priceRange(current: { min: number; max: number }, thumb: 'min' | 'max', value: number, step: number) {
  const clamped = Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / step) * step))
  if (thumb === 'min') return { min: clamped, max: Math.max(current.max, clamped) }
  return { min: Math.min(current.min, clamped), max: clamped }
}

/** A calendar day as /search's URL writes it (yyyy-mm-dd, the member's local day). */
export function isoDay(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
