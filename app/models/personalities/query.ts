/**
 * The /personalities query: its shape, constants and URL form, shared by the server (parsing and
 * SQL in list.server.ts) and the browser (filter form, pagination). Every filter lives in the URL.
 *
 * URL parameters: q (text), profession (slug of the profession's name), category (slug),
 * country (ISO alpha-2), era (living | deceased | born-before-1900 | born-1900-1945 |
 * born-1946-1979 | born-since-1980), tag (a tag's slug), sort (name | born | recent), page.
 */
export const PERSONALITIES_PAGE_SIZE = 24
export const PERSONALITIES_MAX_PAGE = 100
export const MAX_PERSONALITY_QUERY_LENGTH = 80
/** The text search needs a word of this many letters or digits (a shorter `q` is shown, not searched). */
export const MIN_PERSONALITY_QUERY_LENGTH = 2

export const PERSONALITY_ERAS = ['living', 'deceased', 'born-before-1900', 'born-1900-1945', 'born-1946-1979', 'born-since-1980'] as const
export type PersonalityEra = (typeof PERSONALITY_ERAS)[number]
export const PERSONALITY_SORTS = ['name', 'born', 'recent'] as const
export type PersonalitySort = (typeof PERSONALITY_SORTS)[number]

export type PersonalityQuery = {
  q: string
  profession: string | null
  category: string | null
  country: string | null
  era: PersonalityEra | null
  tag: string | null
  sort: PersonalitySort
  page: number
}

/** The slug a profession's free text has in the URL ('Film director' → 'film-director'). */
export function professionSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

/** The query as URL search parameters, in a fixed order, without defaults (sort by name, page 1). */
export function personalitySearchParams(query: PersonalityQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('profession', query.profession)
  set('category', query.category)
  set('country', query.country)
  set('era', query.era)
  set('tag', query.tag)
  if (query.sort !== 'name') set('sort', query.sort)
  if (query.page > 1) set('page', query.page)
  return params
}

/** '/personalities' or '/personalities?…' for a query. */
export function personalitiesHref(query: PersonalityQuery, omit: ReadonlyArray<string> = []) {
  const qs = personalitySearchParams(query, omit).toString()
  return qs ? `/personalities?${qs}` : '/personalities'
}
