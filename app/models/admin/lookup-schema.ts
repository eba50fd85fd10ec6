/**
 * The back office's lookup lists (the choices members pick from: event types, amenities,
 * services; the venues' categories, amenities, services, accessibility attributes and target groups):
 * which lists there are, where their screens live, and the forms of those screens, one zod
 * schema per form for the browser (Conform) and the server alike. Messages are i18n keys of the
 * admin namespace. Browser-safe: the tables and queries are in ./lookups.server.ts.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import type { LookupUsers } from './lookup-kinds'

export { ADMIN_LOOKUP_KIND_LIST, ADMIN_LOOKUP_KINDS, type AdminLookupKind, type LookupUsers } from './lookup-kinds'

/** The admin namespace's texts about an entry's users, per list (the events' are the shared ones the screens began with). */
export const LOOKUP_USE_TEXTS = {
  events: {
    uses: 'lookups.counts.uses',
    unused: 'lookups.unused',
    inUseNote: 'lookups.inUseNote',
    inUse: 'admin:lookups.errors.inUse',
    mergeHint: 'lookups.mergeHint',
  },
  venues: {
    uses: 'lookups.venues.uses',
    unused: 'lookups.venues.unused',
    inUseNote: 'lookups.venues.inUseNote',
    inUse: 'admin:lookups.venues.inUse',
    mergeHint: 'lookups.venues.mergeHint',
  },
} as const satisfies Record<LookupUsers, Record<string, string>>

export const LOOKUP_LIMITS = { nameMax: 60, descriptionMax: 300 } as const

/** The slug a name gives (the URL filters' shape: a-z, 0-9 and '-', at most 60); '' for a name without Latin letters or digits. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
}

/** `base`, else `base-2`, `base-3`… (slugs may have 60 characters; a name gives at most 50). */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const id = z
  .number({ required_error: 'admin:lookups.errors.unknown', invalid_type_error: 'admin:lookups.errors.unknown' })
  .int('admin:lookups.errors.unknown')
  .positive('admin:lookups.errors.unknown')
  .max(Number.MAX_SAFE_INTEGER, 'admin:lookups.errors.unknown')

/** The entry another one is merged into: one of the list's, chosen in a select. */
const into = z
  .number({ required_error: 'admin:lookups.errors.mergeChoose', invalid_type_error: 'admin:lookups.errors.mergeChoose' })
  .int('admin:lookups.errors.mergeChoose')
  .positive('admin:lookups.errors.mergeChoose')
  .max(Number.MAX_SAFE_INTEGER, 'admin:lookups.errors.mergeChoose')

const name = z
  .string({ required_error: 'admin:lookups.errors.nameRequired', invalid_type_error: 'admin:lookups.errors.nameRequired' })
  .trim()
  .min(1, 'admin:lookups.errors.nameRequired')
  .max(LOOKUP_LIMITS.nameMax, message('admin:lookups.errors.nameTooLong', { max: LOOKUP_LIMITS.nameMax }))
  .transform((text) => text.replace(/\s+/g, ' '))

const description = z
  .string({ invalid_type_error: 'admin:lookups.errors.invalid' })
  .trim()
  .max(LOOKUP_LIMITS.descriptionMax, message('admin:lookups.errors.descriptionTooLong', { max: LOOKUP_LIMITS.descriptionMax }))
  .optional()
  .transform((text) => text || null)

export const LOOKUP_SCHEMAS = {
  create: z.object({ intent: z.literal('create'), name, description }),
  rename: z.object({ intent: z.literal('rename'), id, name, description }),
  move: z.object({
    intent: z.literal('move'),
    id,
    direction: z.enum(['up', 'down'], { errorMap: () => ({ message: 'admin:lookups.errors.invalid' }) }),
  }),
  remove: z.object({ intent: z.literal('remove'), id }),
  // every row that uses `id` then uses `into`, and `id` is removed (lookups.server.ts mergeLookup)
  merge: z
    .object({ intent: z.literal('merge'), id, into })
    .refine((value) => value.id !== value.into, { path: ['into'], message: 'admin:lookups.errors.mergeSelf' }),
}
export type LookupIntent = keyof typeof LOOKUP_SCHEMAS
export type LookupInput = { [K in LookupIntent]: z.infer<(typeof LOOKUP_SCHEMAS)[K]> }[LookupIntent]

export function isLookupIntent(value: unknown): value is LookupIntent {
  return typeof value === 'string' && Object.hasOwn(LOOKUP_SCHEMAS, value)
}
