/**
 * The /marketplace query: its shape, constants and URL form, shared by the server (parsing and SQL
 * in list.server.ts) and the browser (filter form, pagination). Every filter lives in the URL.
 *
 * URL parameters: q (words of the title or seller), category (a category's slug), sale, new,
 * featured, stock (each '1'), min and max (prices in whole units of the listing's currency),
 * sort (featured | newest | price-asc | price-desc | rating), page.
 */
export const MARKETPLACE_PAGE_SIZE = 24
export const MARKETPLACE_MAX_PAGE = 42
export const MAX_MARKETPLACE_QUERY_LENGTH = 80
/** The highest price a filter takes (whole units). */
export const MAX_MARKETPLACE_PRICE = 100_000

export const MARKETPLACE_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]
/** The flags a list may be narrowed to ('1' in the URL). */
export const MARKETPLACE_FLAGS = ['sale', 'new', 'featured', 'stock'] as const
export type MarketplaceFlag = (typeof MARKETPLACE_FLAGS)[number]

export type MarketplaceQuery = {
  q: string
  category: string | null
  flags: MarketplaceFlag[]
  min: number | null
  max: number | null
  sort: MarketplaceSort
  page: number
}

/** The query as URL search parameters, in a fixed order, without defaults (sort featured, page 1). */
export function marketplaceSearchParams(query: MarketplaceQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('category', query.category)
  for (const flag of MARKETPLACE_FLAGS) if (query.flags.includes(flag)) set(flag, 1)
  set('min', query.min)
  set('max', query.max)
  if (query.sort !== 'featured') set('sort', query.sort)
  if (query.page > 1) set('page', query.page)
  return params
}

/** '/marketplace' or '/marketplace?…' for a query. */
export function marketplaceHref(query: MarketplaceQuery, omit: ReadonlyArray<string> = []) {
  const qs = marketplaceSearchParams(query, omit).toString()
  return qs ? `/marketplace?${qs}` : '/marketplace'
}

/** A listing's address, by id (SPEC §2; a slug answers too, redirected here). */
export const listingHref = (listing: { id: number }) => `/marketplace/${listing.id}`

/** The number a buyer reads (the first 8 characters of the order's id). */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase()
