/**
 * The forms of /admin/tags (`unified_tags`, the tags of resources and personalities), one zod
 * schema per form for the browser (Conform) and the server alike, and the list's URL. Messages
 * are i18n keys of the admin namespace. Browser-safe: the queries are in ./tags.server.ts.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { searchText } from '~/utils/text-hygiene'

export const TAG_LIMITS = { nameMax: 60, descriptionMax: 500, categoryMax: 40, pageSize: 50, maxPage: 200, queryMax: 100 } as const

/** A category: lowercase letters, digits and single hyphens ('health', 'legal', 'identity'…). */
export const TAG_CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const id = z
  .number({ required_error: 'admin:tags.errors.unknown', invalid_type_error: 'admin:tags.errors.unknown' })
  .int('admin:tags.errors.unknown')
  .positive('admin:tags.errors.unknown')
  .max(Number.MAX_SAFE_INTEGER, 'admin:tags.errors.unknown')

/** A tag's name: its address is /ressources/{name}, so it needs a letter or a digit. */
const tagName = (required: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(TAG_LIMITS.nameMax, message('admin:tags.errors.nameTooLong', { max: TAG_LIMITS.nameMax }))
    .transform((text) => text.replace(/\s+/g, ' '))
    .refine((text) => /[\p{L}\p{N}]/u.test(text), 'admin:tags.errors.nameLetters')

export const TAG_SCHEMAS = {
  rename: z.object({ intent: z.literal('rename'), id, name: tagName('admin:tags.errors.nameRequired') }),
  describe: z.object({
    intent: z.literal('describe'),
    id,
    description: z
      .string({ invalid_type_error: 'admin:tags.errors.invalid' })
      .trim()
      .max(TAG_LIMITS.descriptionMax, message('admin:tags.errors.descriptionTooLong', { max: TAG_LIMITS.descriptionMax }))
      .optional()
      .transform((text) => text || null),
    category: z
      .string({ invalid_type_error: 'admin:tags.errors.invalid' })
      .trim()
      .toLowerCase()
      .max(TAG_LIMITS.categoryMax, message('admin:tags.errors.categoryTooLong', { max: TAG_LIMITS.categoryMax }))
      .regex(TAG_CATEGORY_PATTERN, 'admin:tags.errors.categoryPattern')
      .optional()
      .transform((text) => text || null),
  }),
  /** Tag `id` into the tag named `into`: its resources and personalities move there, then it is deleted. */
  merge: z.object({ intent: z.literal('merge'), id, into: tagName('admin:tags.errors.intoRequired') }),
}
export type TagIntent = keyof typeof TAG_SCHEMAS
export type TagInput = { [K in TagIntent]: z.infer<(typeof TAG_SCHEMAS)[K]> }[TagIntent]

export function isTagIntent(value: unknown): value is TagIntent {
  return typeof value === 'string' && Object.hasOwn(TAG_SCHEMAS, value)
}

// ---------------------------------------------------------------- the list's URL

export const TAG_SORTS = ['name', 'usage'] as const
export type TagSort = (typeof TAG_SORTS)[number]
export type TagQuery = { q: string; category: string | null; sort: TagSort; page: number }

/** The list's URL, leniently: a bad value is dropped (the page then redirects to the clean URL). */
export function parseTagQuery(url: URL): TagQuery {
  const p = url.searchParams
  const category = (p.get('category') ?? '').trim().toLowerCase()
  const sort = p.get('sort')
  const page = /^\d{1,6}$/.test(p.get('page') ?? '') ? Number(p.get('page')) : 1
  return {
    q: searchText(p.get('q'), TAG_LIMITS.queryMax),
    category: category.length <= TAG_LIMITS.categoryMax && TAG_CATEGORY_PATTERN.test(category) ? category : null,
    sort: (TAG_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TagSort) : 'name',
    page: Math.min(Math.max(page, 1), TAG_LIMITS.maxPage),
  }
}

/** The query's clean search string (defaults left out), in one fixed order. */
export function tagSearch(query: TagQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.sort !== 'name') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** A tag's public address (SPEC §2): /ressources/{name}, characters other than letters, digits, '_', '-' and spaces removed, spaces encoded. */
export function tagPath(name: string): string {
  return `/ressources/${encodeURIComponent(name.replace(/[^\p{L}\p{N}\s_-]/gu, '').trim())}`
}
