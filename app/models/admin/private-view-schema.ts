/**
 * The back office's 'view with reason' form (decision 034): a moderator or admin opens private
 * content (a private crew's event, a draft; a private crew's member list: admins only) by saying
 * why; the reason is kept in the audit log. One schema for the browser (Conform) and the server.
 * Messages are i18n keys of the admin namespace.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { PRIVATE_VIEW_KINDS, PRIVATE_VIEW_LIMITS } from './private-view-limits'

export { PRIVATE_VIEW_KINDS, PRIVATE_VIEW_LIMITS, type PrivateViewKind } from './private-view-limits'

export const PrivateViewSchema = z.object({
  intent: z.literal('reveal'),
  kind: z.enum(PRIVATE_VIEW_KINDS, { errorMap: () => ({ message: 'admin:privateView.errors.invalid' }) }),
  targetId: z
    .string({ required_error: 'admin:privateView.errors.invalid' })
    .trim()
    .min(1, 'admin:privateView.errors.invalid')
    .max(64, 'admin:privateView.errors.invalid'),
  reason: z
    .string({ required_error: 'admin:privateView.errors.reasonRequired' })
    .trim()
    .min(PRIVATE_VIEW_LIMITS.reasonMin, message('admin:privateView.errors.reasonTooShort', { min: PRIVATE_VIEW_LIMITS.reasonMin }))
    .max(PRIVATE_VIEW_LIMITS.reasonMax, message('admin:privateView.errors.reasonTooLong', { max: PRIVATE_VIEW_LIMITS.reasonMax }))
    .transform((text) => text.replace(/\s+/g, ' ')),
})
export type PrivateViewInput = z.infer<typeof PrivateViewSchema>
