import { z } from 'zod'
import { FRIEND_INTENTS } from './friends-options'

/**
 * The friend forms (one per button: add, cancel, accept, decline, remove) and the block form:
 * one schema each, read by the server (/friends, /user/{id}) and the token API. The pages'
 * buttons are plain one-button forms (no field to type: nothing for the browser to check), so
 * the browser does not load zod for them. Messages are keys of the `members` namespace.
 */
export const MemberIdSchema = z.string().trim().min(1, 'errors.invalid').max(64, 'errors.invalid').regex(/^[\w-]+$/, 'errors.invalid')

export const FriendActionSchema = z.object({
  intent: z.enum(FRIEND_INTENTS, { message: 'errors.invalid' }),
  userId: MemberIdSchema,
  redirectTo: z.string().max(2000).optional(),
})
export type FriendAction = z.infer<typeof FriendActionSchema>

export const BlockMemberSchema = z.object({
  intent: z.literal('block', { message: 'errors.invalid' }),
  /** The confirmation's own button sends it: a block is never one stray click. */
  confirm: z.literal('yes', { message: 'errors.confirmBlock' }),
})

/** The token API's body: the other member. */
export const FriendTargetSchema = z.object({ userId: MemberIdSchema })
