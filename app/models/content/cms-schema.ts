/**
 * The forms of /admin/cms (wiki and information pages, `content_pages`), one zod schema per form
 * for the browser (Conform) and the server alike, and the list's URL. Messages are i18n keys of
 * the admin namespace. Browser-safe: the queries are in ./cms.server.ts.
 */
import { z } from 'zod'
import { LANGUAGES } from '~/i18n/config'
import { message } from '~/utils/messages'

export const CMS_LIMITS = { slugMax: 100, titleMax: 200, bodyMax: 50_000, pageSize: 25, maxPage: 200, queryMax: 100 } as const

/** content_pages.status (the table's CHECK says the same). */
export const CMS_STATUSES = ['draft', 'published'] as const
export type CmsStatus = (typeof CMS_STATUSES)[number]

/**
 * A page's slug: lowercase letters, digits and single hyphens between them, with at least one
 * letter — /content/{digits} is read as a page's id, so a slug of digits only could never be reached.
 */
export const CMS_SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/

const id = z
  .number({ required_error: 'admin:cms.errors.unknown', invalid_type_error: 'admin:cms.errors.unknown' })
  .int('admin:cms.errors.unknown')
  .positive('admin:cms.errors.unknown')
  .max(Number.MAX_SAFE_INTEGER, 'admin:cms.errors.unknown')

const slug = z
  .string({ required_error: 'admin:cms.errors.slugRequired', invalid_type_error: 'admin:cms.errors.slugRequired' })
  .trim()
  .min(1, 'admin:cms.errors.slugRequired')
  .max(CMS_LIMITS.slugMax, message('admin:cms.errors.slugTooLong', { max: CMS_LIMITS.slugMax }))
  .regex(CMS_SLUG_PATTERN, 'admin:cms.errors.slugPattern')

const invalid = { errorMap: () => ({ message: 'admin:cms.errors.invalid' }) }

const locale = z.enum(LANGUAGES, { errorMap: () => ({ message: 'admin:cms.errors.locale' }) })

const title = z
  .string({ required_error: 'admin:cms.errors.titleRequired', invalid_type_error: 'admin:cms.errors.titleRequired' })
  .trim()
  .min(1, 'admin:cms.errors.titleRequired')
  .max(CMS_LIMITS.titleMax, message('admin:cms.errors.titleTooLong', { max: CMS_LIMITS.titleMax }))
  .transform((text) => text.replace(/\s+/g, ' '))

const body = z
  .string({ required_error: 'admin:cms.errors.bodyRequired', invalid_type_error: 'admin:cms.errors.bodyRequired' })
  // line endings as the browser sends them (CRLF) are stored as LF; the Markdown itself is kept as written
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .refine((text) => text.trim().length > 0, 'admin:cms.errors.bodyRequired')
      .refine((text) => text.length <= CMS_LIMITS.bodyMax, message('admin:cms.errors.bodyTooLong', { max: CMS_LIMITS.bodyMax })),
  )

export const CMS_SCHEMAS = {
  /** A new page (or a new language version of a slug): 'preview' shows it, 'create' stores it as a draft. */
  create: z.object({ intent: z.enum(['preview', 'create'], invalid), slug, locale, title, body }),
  /** A page's title and text: 'preview' shows the change, 'save' stores it (the slug and language stay). */
  edit: z.object({ intent: z.enum(['preview', 'save'], invalid), id, title, body }),
  publish: z.object({ intent: z.literal('publish'), id }),
  unpublish: z.object({ intent: z.literal('unpublish'), id }),
}
export type CmsCreateInput = z.infer<typeof CMS_SCHEMAS.create>
export type CmsEditInput = z.infer<typeof CMS_SCHEMAS.edit>

/** Which schema reads a POST to a page's screen (the edit form has two buttons: preview and save). */
export function cmsPageSchemaOf(intent: unknown) {
  if (intent === 'preview' || intent === 'save') return CMS_SCHEMAS.edit
  if (intent === 'publish') return CMS_SCHEMAS.publish
  if (intent === 'unpublish') return CMS_SCHEMAS.unpublish
  return null
}

// ---------------------------------------------------------------- the list's URL

export type CmsQuery = { q: string; status: CmsStatus | null; locale: (typeof LANGUAGES)[number] | null; page: number }

/** The list's URL, leniently: a bad value is dropped (the page then redirects to the clean URL). */
export function parseCmsQuery(url: URL): CmsQuery {
  const p = url.searchParams
  const status = p.get('status')
  const lang = p.get('locale')
  const page = /^\d{1,6}$/.test(p.get('page') ?? '') ? Number(p.get('page')) : 1
  return {
    q: (p.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, CMS_LIMITS.queryMax),
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
