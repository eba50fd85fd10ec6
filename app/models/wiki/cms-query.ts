/**
 * /admin/cms's limits, the page statuses and the list's URL, without zod: the list's page loads
 * it without the forms' schemas (./cms-schema.ts).
 */
import { LANGUAGES } from '~/i18n/config'
import { searchText } from '~/utils/text-hygiene'

export const CMS_LIMITS = { slugMax: 100, titleMax: 200, bodyMax: 50_000, pageSize: 25, maxPage: 200, queryMax: 100 } as const

/** content_pages.status (the table's CHECK says the same). */
export const CMS_STATUSES = ['draft', 'published'] as const
export type CmsStatus = (typeof CMS_STATUSES)[number]

// ---------------------------------------------------------------- the list's URL

export type CmsQuery = { q: string; status: CmsStatus | null; locale: (typeof LANGUAGES)[number] | null; page: number }

/** The list's URL, leniently: a bad value is dropped (the page then redirects to the clean URL). */
export function parseCmsQuery(url: URL): CmsQuery {
  const p = url.searchParams
  const status = p.get('status')
  const lang = p.get('locale')
  const page = /^\d{1,6}$/.test(p.get('page') ?? '') ? Number(p.get('page')) : 1
  return {
    q: searchText(p.get('q'), CMS_LIMITS.queryMax),
    status: (CMS_STATUSES as readonly string[]).includes(status ?? '') ? (status as CmsStatus) : null,
    locale: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as CmsQuery['locale']) : null,
    page: Math.min(Math.max(page, 1), CMS_LIMITS.maxPage),
  }
}

/** The query's clean search string (empty values and the first page left out), in one fixed order. */
export function cmsSearch(query: CmsQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.status) params.set('status', query.status)
  if (query.locale) params.set('locale', query.locale)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
