/**
 * /admin/users (issue 41, admins only): the list's address and one zod schema per form on a
 * member's page, shared by the browser (Conform) and the actions. Browser-safe: no database.
 * Messages are keys of the `admin` namespace (`users.errors.*`).
 */
import { z } from 'zod'
import { REASON_MAX, SUSPENSION_DAYS } from '~/models/moderation/options'
import { ROLE_CHOICES, USER_ROLE_FILTERS, USER_SEARCH_MAX, USER_STATES, USERS_MAX_PAGE, type UserQuery } from './users-options'

export * from './users-options'

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)

/**
 * The list's filters as they stand in the address: a name (any word's start), an email (its start,
 * lower-cased), a phone (its E.164 start), a role, a state and the page. A bad value falls back to
 * none, never an error.
 */
export const UserQuerySchema = z.object({
  name: text(USER_SEARCH_MAX).optional().catch(undefined),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{1,15}$/))
    .transform((v) => (v.startsWith('+') ? v : `+${v}`))
    .optional()
    .catch(undefined),
  role: z.enum(USER_ROLE_FILTERS).optional().catch(undefined),
  state: z.enum(USER_STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(USERS_MAX_PAGE).catch(1),
})

export function parseUserQuery(url: URL): UserQuery {
  const get = (name: string) => url.searchParams.get(name) || undefined
  return UserQuerySchema.parse({
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    role: get('role'),
    state: get('state'),
    page: get('page') ?? 1,
  })
}

const reason = z
  .string({ required_error: 'admin:users.errors.reasonRequired' })
  .trim()
  .min(1, 'admin:users.errors.reasonRequired')
  .max(REASON_MAX, 'admin:users.errors.reasonTooLong')

export const RoleFormSchema = z.object({
  intent: z.literal('role'),
  role: z.enum(ROLE_CHOICES, { errorMap: () => ({ message: 'admin:users.errors.role' }) }),
})

export const SuspendFormSchema = z.object({
  intent: z.literal('suspend'),
  days: z.coerce
    .number({ invalid_type_error: 'admin:users.errors.days' })
    .int('admin:users.errors.days')
    .refine((n) => (SUSPENSION_DAYS as readonly number[]).includes(n), 'admin:users.errors.days'),
  reason,
})

export const LiftFormSchema = z.object({ intent: z.literal('lift') })

export const BanFormSchema = z.object({ intent: z.literal('ban'), reason })

export const EndSessionsFormSchema = z.object({ intent: z.literal('end-sessions') })

export const ResetPasskeysFormSchema = z.object({ intent: z.literal('reset-passkeys') })

export const DeleteFormSchema = z.object({
  intent: z.literal('delete'),
  confirm: z
    .string({ required_error: 'admin:users.errors.confirm' })
    .trim()
    .min(1, 'admin:users.errors.confirm')
    .max(200, 'admin:users.errors.confirm'),
})

/** Each form of a member's page by its intent. */
export const USER_FORM_SCHEMAS = {
  role: RoleFormSchema,
  suspend: SuspendFormSchema,
  lift: LiftFormSchema,
  ban: BanFormSchema,
  'end-sessions': EndSessionsFormSchema,
  'reset-passkeys': ResetPasskeysFormSchema,
  delete: DeleteFormSchema,
} as const
export type UserFormIntent = keyof typeof USER_FORM_SCHEMAS
export const USER_FORM_INTENTS = Object.keys(USER_FORM_SCHEMAS) as UserFormIntent[]
export const isUserFormIntent = (value: unknown): value is UserFormIntent =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(USER_FORM_SCHEMAS, value)

/** The word to type to delete an account: the member's display name, or this when they have none. */
export const deleteConfirmation = (displayName: string | null | undefined) => displayName?.trim() || 'DELETE'
