/**
 * The forms of /admin/cms (wiki and information pages, `content_pages`), one zod schema per form
 * for the browser (Conform) and the server alike. Messages are i18n keys of
 * the admin namespace. Browser-safe: the queries are in ./cms.server.ts, the limits and the list's URL in
 * ./cms-query.ts.
 */
import { z } from 'zod'
import { LANGUAGES } from '~/i18n/config'
import { message } from '~/utils/messages'
import { CMS_LIMITS } from './cms-query'

export { CMS_LIMITS, CMS_STATUSES, cmsSearch, parseCmsQuery, type CmsQuery, type CmsStatus } from './cms-query'

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
