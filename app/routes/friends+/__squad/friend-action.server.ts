import { data } from '@remix-run/cloudflare'
import type { AppLoadContext } from '@remix-run/cloudflare'
import { intentAction } from '~/auth/intent-action.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { FRIEND_INTENTS, FRIEND_REQUESTS_PER_DAY, type FriendIntent } from '~/models/members/friends-options'
import { FriendActionSchema } from '~/models/members/friends-schema'
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  FRIEND_FAILURE_STATUS,
  removeFriend,
  sendFriendRequest,
  type FriendFailure,
  type FriendOutcome,
} from '~/models/members/friends.server'
import { createNotifications, notifierOf } from '~/models/notifications/notifications.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

export type FriendActionError = { ok: false; code: FriendFailure | 'invalid'; message: string }

const TOAST: Record<FriendOutcome, string> = {
  requested: 'members:toasts.requested',
  accepted: 'members:toasts.accepted',
  declined: 'members:toasts.declined',
  cancelled: 'members:toasts.cancelled',
  removed: 'members:toasts.removed',
}

/**
 * Every friend button's form (FriendActions) posts here: intent, userId, redirectTo. The member
 * comes from the session, never the form; the model checks who may do what. Success redirects
 * back with a toast; a refusal answers its status (400, 403, 404, 409, 429) with the translated
 * reason, shown on /friends.
 */
export async function friendAction(request: Request, context: AppLoadContext) {
  const refuse = async (code: FriendActionError['code'], status: number) => {
    const i18n = await serverI18n(await getLanguage(request))
    return data<FriendActionError>(
      { ok: false, code, message: i18n.t(`members:errors.${code}`, { max: FRIEND_REQUESTS_PER_DAY }) },
      { status, headers: { 'Cache-Control': 'private, no-store' } },
    )
  }
  return intentAction(request, context, {
    intents: Object.fromEntries(FRIEND_INTENTS.map((intent) => [intent, FriendActionSchema])) as Record<
      FriendIntent,
      typeof FriendActionSchema
    >,
    redirectTo: (fields) => safeRedirect(fields.redirectTo, '/friends'),
    invalid: () => refuse('invalid', 400),
    run: async ({ data: { intent, userId, redirectTo } }, user) => {
      const db = getDb(context.cloudflare.env.DB)
      const deps = {
        db,
        notify: (inputs: Parameters<typeof createNotifications>[1]) => createNotifications(notifierOf(context, db), inputs),
      }
      const result =
        intent === 'request'
          ? await sendFriendRequest(deps, user.id, userId)
          : intent === 'accept'
            ? await acceptFriendRequest(deps, user.id, userId)
            : intent === 'decline'
              ? await declineFriendRequest(db, user.id, userId)
              : intent === 'cancel'
                ? await cancelFriendRequest(db, user.id, userId)
                : await removeFriend(db, user.id, userId)
      if (!result.ok) return refuse(result.code, FRIEND_FAILURE_STATUS[result.code])
      return redirectWithToast(safeRedirect(redirectTo, '/friends'), { titleKey: TOAST[result.outcome], variant: 'success' })
    },
  })
}
