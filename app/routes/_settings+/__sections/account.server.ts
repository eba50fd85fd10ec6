import { parseWithZod } from '@conform-to/zod/v3'
import { getAccount } from '~/models/accounts/accounts.server'
import { clearSessionCookie } from '~/models/accounts/sessions.server'
import { deleteAccount } from '~/models/members/profile.server'
import { scrubMemberMessages } from '~/models/messaging/conversations.server'
import { DeleteAccountSchema } from '~/models/members/schema'
import { redirectWithToast } from '~/utils/toast.server'

import { checkCurrentPassword, error, problem, refuse, schemaErrors, text, tooManyAttempts, type IntentHandler } from './context.server'

/** The danger zone: deleting the account. */
export const accountIntents: Record<string, IntentHandler> = {
  async deleteAccount(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, problem(error('unexpected')))
    const schema = DeleteAccountSchema({ hasPassword: !!account.passwordHash, email: account.email })
    const submission = parseWithZod(ctx.form, { schema })
    const hideFields = ['password']
    const fieldErrors: Record<string, string[]> = {}
    const password = text(ctx.form, 'password')
    // the password is checked even when the confirmation is wrong: one answer names both
    if (account.passwordHash && password && !schemaErrors(submission).password) {
      const checked = await checkCurrentPassword(ctx, password, account.passwordHash)
      if (typeof checked === 'object') {
        return tooManyAttempts(ctx, submission.reply({ formErrors: [error('tooManyAttempts')], hideFields }), checked)
      }
      if (checked === 'wrong') fieldErrors.password = [error('currentPasswordWrong')]
    }
    if (submission.status !== 'success' || Object.keys(fieldErrors).length > 0) {
      return refuse(ctx, submission.reply({ fieldErrors, hideFields }))
    }
    // their messages' text and photos leave every conversation's room first (decision 037): a
    // room that fails stops the deletion, to be tried again, rather than leave them readable
    await scrubMemberMessages(ctx.env, ctx.user.id)
    // sessions, tokens and passkeys go with the account row (ON DELETE CASCADE)
    await deleteAccount(ctx.db, ctx.env.MEDIA, ctx.user.id)
    return redirectWithToast(
      '/',
      { titleKey: 'settings:toasts.accountDeleted', descriptionKey: 'settings:toasts.accountDeletedBody', variant: 'success' },
      { headers: { 'Set-Cookie': clearSessionCookie() } },
    )
  },
}
