import {
  notificationInput,
  NotificationsSchema,
  PrivacySchema,
  updateNotificationSettings,
  updatePrivacy,
} from '~/models/members/profile.server'

import { ok, refuse, text, zodErrors, type IntentHandler } from './context.server'

/** The privacy and notification sections. */
export const privacyIntents: Record<string, IntentHandler> = {
  async privacy(ctx) {
    const parsed = PrivacySchema.safeParse({
      profileVisibility: text(ctx.form, 'profileVisibility'),
      hiddenFromDirectory: text(ctx.form, 'hiddenFromDirectory'),
      hiddenFromSearch: text(ctx.form, 'hiddenFromSearch'),
      showOnlineStatus: text(ctx.form, 'showOnlineStatus'),
      checkInsPrivate: text(ctx.form, 'checkInsPrivate'),
    })
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error))
    await updatePrivacy(ctx.db, ctx.user.id, parsed.data)
    return ok('privacy', 'privacySaved')
  },

  async notifications(ctx) {
    const raw: Record<string, string> = {}
    for (const key of Object.keys(NotificationsSchema.shape)) raw[key] = text(ctx.form, key)
    const parsed = NotificationsSchema.safeParse(raw)
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error), ctx.t('settings:errors.invalidForm'))
    await updateNotificationSettings(ctx.db, ctx.user.id, notificationInput(parsed.data))
    return ok('notifications', 'notificationsSaved')
  },
}
