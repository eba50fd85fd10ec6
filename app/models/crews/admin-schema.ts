import { z } from 'zod'
import { CREW_ADMIN_LIMITS } from './admin-limits'

/**
 * The forms of /admin/groups, one schema per intent, read by the server (and shareable with the
 * browser: no server imports). Messages are translation keys of the admin namespace.
 */
export { CREW_ADMIN_LIMITS }

const groupId = z.string({ required_error: 'admin:groups.errors.invalid' }).trim().min(1).max(64)

export const CREW_ADMIN_SCHEMAS = {
  hide: z.object({
    intent: z.literal('hide'),
    groupId,
    reason: z
      .string({ required_error: 'admin:groups.errors.reasonRequired' })
      .trim()
      .min(CREW_ADMIN_LIMITS.reasonMin, 'admin:groups.errors.reasonRequired')
      .max(CREW_ADMIN_LIMITS.reasonMax, 'admin:groups.errors.reasonTooLong'),
  }),
  unhide: z.object({ intent: z.literal('unhide'), groupId }),
  transfer: z.object({
    intent: z.literal('transfer'),
    groupId,
    userId: z.string({ required_error: 'admin:groups.errors.ownerRequired' }).trim().min(1, 'admin:groups.errors.ownerRequired').max(64),
  }),
  delete: z.object({
    intent: z.literal('delete'),
    groupId,
    confirm: z.literal('yes', { errorMap: () => ({ message: 'admin:groups.errors.confirmDelete' }) }),
  }),
} as const

export type CrewAdminIntent = keyof typeof CREW_ADMIN_SCHEMAS
export type CrewAdminInput = { [K in CrewAdminIntent]: z.infer<(typeof CREW_ADMIN_SCHEMAS)[K]> }[CrewAdminIntent]

export function isCrewAdminIntent(value: unknown): value is CrewAdminIntent {
  return typeof value === 'string' && Object.hasOwn(CREW_ADMIN_SCHEMAS, value)
}
