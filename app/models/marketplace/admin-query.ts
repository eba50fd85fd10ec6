/** /admin/marketplace's query in the URL (tab, words, state, page): its shape and clean form, free of zod (parsing: admin.server.ts). */
import { LISTING_STATUSES, ORDER_STATUSES } from '~/db/schema/values'

export const ADMIN_MARKET_TABS = ['products', 'orders', 'reviews'] as const
export type AdminMarketTab = (typeof ADMIN_MARKET_TABS)[number]
export const ADMIN_MARKET_LIMITS = { pageSize: 25, maxPage: 200, queryMax: 80, reasonMin: 3, reasonMax: 200, deltaMax: 10_000 } as const

export type AdminMarketQuery = { tab: AdminMarketTab; q: string; status: string | null; page: number }

/** The query as its clean URL's search (no defaults). */
export function adminMarketSearch(query: AdminMarketQuery): string {
  const params = new URLSearchParams()
  if (query.tab !== 'products') params.set('tab', query.tab)
  if (query.q) params.set('q', query.q)
  if (query.status) params.set('status', query.status)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export { LISTING_STATUSES, ORDER_STATUSES }
