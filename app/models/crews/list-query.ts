/**
 * The /groups list's query: its shape, constants and URL form, shared by the server
 * (list.server.ts) and the browser (the filter form, the page). Every filter is in the URL.
 *
 * URL parameters: q (words of the name or description), city (a city's id), country (ISO
 * alpha-2, lower case), category, size (small, medium, large), sort (members, newest, name), page.
 */
import { CREW_CATEGORIES, type CrewCategory } from '~/db/schema/values'
import { searchText } from '~/utils/text-hygiene'

export const CREW_PAGE_SIZE = 24
export const CREW_MAX_PAGE = 100
export const MAX_CREW_QUERY_LENGTH = 60
/** Words of the text looked up (each must be in the crew's name or description). */
export const MAX_CREW_QUERY_WORDS = 8

/** Member counts of each size: small up to 9, medium 10 to 49, large 50 and more. */
export const CREW_SIZES = { small: [0, 9], medium: [10, 49], large: [50, null] } as const satisfies Record<
  string,
  readonly [number, number | null]
>
export type CrewSize = keyof typeof CREW_SIZES
export const CREW_SIZE_CHOICES = Object.keys(CREW_SIZES) as CrewSize[]

export const CREW_SORTS = ['members', 'newest', 'name'] as const
export type CrewSort = (typeof CREW_SORTS)[number]

export type CrewQuery = {
  q: string
  city: number | null
  country: string | null
  category: CrewCategory | null
  size: CrewSize | null
  sort: CrewSort
  page: number
}

export const EMPTY_CREW_QUERY: CrewQuery = { q: '', city: null, country: null, category: null, size: null, sort: 'members', page: 1 }

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : null

/** A positive whole number of at most `digits` digits, else null (zod stays out of the page's JavaScript). */
const positive = (value: string | null, digits: number) => {
  if (value == null || !new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(value)) return null
  return Number(value)
}

/** The query a URL asks for; a bad value is dropped (the page then redirects to the clean URL). */
export function parseCrewQuery(url: URL): CrewQuery {
  const params = url.searchParams
  const q = searchText(params.get('q'), MAX_CREW_QUERY_LENGTH)
  return {
    q,
    city: positive(params.get('city'), 12),
    country: /^[a-z]{2}$/.test(params.get('country') ?? '') ? params.get('country') : null,
    category: oneOf(CREW_CATEGORIES, params.get('category')),
    size: oneOf(CREW_SIZE_CHOICES, params.get('size')),
    sort: oneOf(CREW_SORTS, params.get('sort')) ?? 'members',
    page: Math.min(positive(params.get('page'), 6) ?? 1, CREW_MAX_PAGE),
  }
}

/** The query as URL search parameters, in a fixed order, without defaults. */
export function crewSearchParams(query: CrewQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('city', query.city)
  set('country', query.country)
  set('category', query.category)
  set('size', query.size)
  if (query.sort !== 'members') set('sort', query.sort)
  if (query.page > 1) set('page', query.page)
  return params
}

export function crewListHref(query: CrewQuery, omit: ReadonlyArray<string> = []) {
  const qs = crewSearchParams(query, omit).toString()
  return qs ? `/groups?${qs}` : '/groups'
}

/** Whether a filter that only a crew's full page may answer (where, what about) is set. */
export const hasAttributeFilter = (query: CrewQuery) => query.city != null || query.country != null || query.category != null
