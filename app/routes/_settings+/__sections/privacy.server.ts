import { parseWithZod } from '@conform-to/zod/v3'
import { updateNotificationSettings, updatePrivacy } from '~/models/members/profile.server'
import { NotificationsSchema, PrivacySchema } from '~/models/members/schema'

import { error, ok, refuse, type IntentHandler } from './context.server'

/** The privacy and notification sections. */
export const privacyIntents: Record<string, IntentHandler> = {
  async privacy(ctx) {
    const submission = parseWithZod(ctx.form, { schema: PrivacySchema })
    if (submission.status !== 'success') return refuse(ctx, submission.reply())
    await updatePrivacy(ctx.db, ctx.user.id, submission.value)
    return ok('privacy', 'privacySaved')
  },

  async notifications(ctx) {
    const submission = parseWithZod(ctx.form, { schema: NotificationsSchema })
    // only a tampered checkbox can fail: said above the table
    if (submission.status !== 'success') return refuse(ctx, submission.reply({ formErrors: [error('invalidForm')] }))
    await updateNotificationSettings(ctx.db, ctx.user.id, submission.value.n)
    return ok('notifications', 'notificationsSaved')
  },
}
