import { z } from 'zod'
import { FRIEND_INTENTS } from './friends-options'

/**
 * The friend forms (one per button: add, cancel, accept, decline, remove) and the block form:
 * one schema each, read by the server (/friends, /user/{id}) and the token API. The pages'
 * buttons are plain one-button forms (no field to type: nothing for the browser to check), so
 * the browser does not load zod for them. Messages are `members:errors.*` keys.
 */
export const MemberIdSchema = z
  .string()
  .trim()
  .min(1, 'members:errors.invalid')
  .max(64, 'members:errors.invalid')
  .regex(/^[\w-]+$/, 'members:errors.invalid')

export const FriendActionSchema = z.object({
  intent: z.enum(FRIEND_INTENTS, { message: 'members:errors.invalid' }),
  userId: MemberIdSchema,
  redirectTo: z.string().max(2000).optional(),
})
export type FriendAction = z.infer<typeof FriendActionSchema>

export const BlockMemberSchema = z.object({
  intent: z.literal('block', { message: 'members:errors.invalid' }),
  /** The confirmation's own button sends it: a block is never one stray click. */
  confirm: z.literal('yes', { message: 'members:errors.confirmBlock' }),
})

/** The token API's body: the other member. */
export const FriendTargetSchema = z.object({ userId: MemberIdSchema })
