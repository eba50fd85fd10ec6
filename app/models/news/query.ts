/**
 * The /news query: its shape, constants and URL form, shared by the server (parsing and SQL in
 * list.server.ts) and the browser (filter form, pagination). Every filter lives in the URL.
 *
 * URL parameters: category (one of NEWS_CATEGORIES), source (a source's id), language (a two- or
 * three-letter code), country (ISO alpha-2: the source's country; articles have none of their
 * own), page. Articles are always newest first.
 */
export const NEWS_PAGE_SIZE = 20
export const NEWS_MAX_PAGE = 100

/** The news category list (SPEC §3: six entries); an imported article takes one or none. */
export const NEWS_CATEGORIES = ['community', 'politics', 'culture', 'health', 'travel', 'sports'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
export const isNewsCategory = (value: unknown): value is NewsCategory => (NEWS_CATEGORIES as readonly unknown[]).includes(value)

export type NewsQuery = {
  category: NewsCategory | null
  source: number | null
  language: string | null
  country: string | null
  page: number
}

export const EMPTY_NEWS_QUERY: NewsQuery = { category: null, source: null, language: null, country: null, page: 1 }

/** The query as URL search parameters, in a fixed order, without defaults (page 1). */
export function newsSearchParams(query: NewsQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('category', query.category)
  set('source', query.source)
  set('language', query.language)
  set('country', query.country)
  if (query.page > 1) set('page', query.page)
  return params
}

/** '/news' or '/news?…' for a query. */
export function newsHref(query: NewsQuery, omit: ReadonlyArray<string> = []) {
  const qs = newsSearchParams(query, omit).toString()
  return qs ? `/news?${qs}` : '/news'
}
