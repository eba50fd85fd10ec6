import { blockMember, unblockMember } from '~/models/members/blocks.server'
import { refreshDirectRoom } from '~/models/messaging/conversations.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

import { back, error, problem, refuse, text, type IntentHandler } from './context.server'

/** The blocked members section (and blocking from elsewhere, with `redirectTo`). */
export const blockedIntents: Record<string, IntentHandler> = {
  async block(ctx) {
    const target = text(ctx.form, 'userId').slice(0, 64)
    const result = await blockMember(ctx.db, ctx.user.id, target)
    if (!result.ok) {
      return result.code === 'self' ? refuse(ctx, problem(error('blockSelf'))) : refuse(ctx, problem(error('memberNotFound')), 404)
    }
    // their direct conversation turns read-only (and leaves the blocked member's screens) at once
    await refreshDirectRoom(ctx.env, ctx.user.id, target)
    const to = safeRedirect(text(ctx.form, 'redirectTo') || undefined, back('blocked'))
    return redirectWithToast(to, { titleKey: 'settings:toasts.blocked', variant: 'success' })
  },

  async unblock(ctx) {
    const target = text(ctx.form, 'userId').slice(0, 64)
    const removed = await unblockMember(ctx.db, ctx.user.id, target)
    if (!removed) return refuse(ctx, problem(error('notBlocked')), 404)
    await refreshDirectRoom(ctx.env, ctx.user.id, target)
    const to = safeRedirect(text(ctx.form, 'redirectTo') || undefined, back('blocked'))
    return redirectWithToast(to, { titleKey: 'settings:toasts.unblocked', variant: 'success' })
  },
}
