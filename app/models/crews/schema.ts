/**
 * The crew page's forms (membership, invitations, leaders' tools, email choice, crew posts): one
 * zod schema each, shared by the browser and the route actions. Messages are i18n keys
 * (app/utils/messages.ts). Browser-safe: no server module.
 */
import { z } from 'zod'
import { PostSchema } from '~/models/feed/schema'
import { message } from '~/utils/messages'
import { CREW_LIMITS, EMAIL_MODES } from './limits'

export { CREW_LIMITS, EMAIL_MODES, type EmailMode } from './limits'

/** Ids of crews, members and invites as the forms carry them. */
export const CrewIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const memberId = z
  .string({ required_error: 'crews:membership.errors.invalid' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'crews:membership.errors.invalid')

/** The member's own membership buttons on the crew page. */
export const MembershipSchema = z.object({ intent: z.enum(['join', 'cancel', 'leave']) })

/** A leader answers a join request. */
export const RequestAnswerSchema = z.object({ intent: z.enum(['accept', 'decline']), userId: memberId })

/** Leaders' tools on a member (promote to admin, demote to member, remove, ban, unban, hand ownership over). */
export const MEMBER_ACTIONS = ['promote', 'demote', 'remove', 'ban', 'unban', 'transfer'] as const
export type MemberAction = (typeof MEMBER_ACTIONS)[number]
export const MemberActionSchema = z.object({ intent: z.enum(MEMBER_ACTIONS), userId: memberId })

/** An active member invites a friend or a member from the directory. */
export const InviteMemberSchema = z.object({
  intent: z.literal('invite'),
  userId: z.string({ required_error: 'crews:invites.errors.pickMember' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'crews:invites.errors.pickMember'),
})

/** The invited member answers (on /my-groups or the crew page). */
export const InviteAnswerSchema = z.object({ intent: z.enum(['acceptInvite', 'declineInvite']), inviteId: memberId })

/** Leaders create a link invite: an expiry (days) and, optionally, how many may join through it. */
export const LinkInviteSchema = z.object({
  intent: z.literal('createLink'),
  expiresInDays: z.coerce
    .number({ invalid_type_error: 'crews:invites.errors.expiry' })
    .refine((days) => (CREW_LIMITS.linkExpiryDays as readonly number[]).includes(days), 'crews:invites.errors.expiry'),
  maxUses: z.preprocess(
    (value) => (value === '' || value == null ? undefined : value),
    z.coerce
      .number({ invalid_type_error: message('crews:invites.errors.maxUses', { max: CREW_LIMITS.linkMaxUses }) })
      .int(message('crews:invites.errors.maxUses', { max: CREW_LIMITS.linkMaxUses }))
      .min(1, message('crews:invites.errors.maxUses', { max: CREW_LIMITS.linkMaxUses }))
      .max(CREW_LIMITS.linkMaxUses, message('crews:invites.errors.maxUses', { max: CREW_LIMITS.linkMaxUses }))
      .optional(),
  ),
})
export const RevokeLinkSchema = z.object({ intent: z.literal('revokeLink'), inviteId: memberId })

/** The member's email choice for this crew. */
export const EmailModeSchema = z.object({
  intent: z.literal('emailMode'),
  emailMode: z.enum(EMAIL_MODES, { errorMap: () => ({ message: 'crews:membership.errors.emailMode' }) }),
})

/** A crew post: the feed's post form without the audience (the crew is it) and without photos. */
export const CrewPostSchema = PostSchema.omit({ visibility: true, photos: true })
export type CrewPostValues = z.output<typeof CrewPostSchema>

/** A link invite's token as it appears in /groups/join/{token} (base64url, 43 characters for 32 bytes). */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/)

/** Every intent the crew page's action takes. */
export const CREW_INTENTS = [
  'join',
  'cancel',
  'leave',
  'accept',
  'decline',
  ...MEMBER_ACTIONS,
  'invite',
  'acceptInvite',
  'declineInvite',
  'createLink',
  'revokeLink',
  'emailMode',
  'post',
] as const
export type CrewIntent = (typeof CREW_INTENTS)[number]
export const isCrewIntent = (value: unknown): value is CrewIntent => (CREW_INTENTS as readonly unknown[]).includes(value)
