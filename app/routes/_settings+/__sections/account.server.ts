import { getAccount } from '~/models/accounts/accounts.server'
import { verifyPassword } from '~/models/accounts/password.server'
import { clearSessionCookie } from '~/models/accounts/sessions.server'
import { deleteAccount } from '~/models/members/profile.server'
import { redirectWithToast } from '~/utils/toast.server'

import { passwordLimited, refuse, text, type IntentHandler } from './context.server'

/** The danger zone: deleting the account. */
export const accountIntents: Record<string, IntentHandler> = {
  async deleteAccount(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const confirm = text(ctx.form, 'confirm').trim()
    const password = text(ctx.form, 'password')
    const errors: Record<string, string> = {}
    const confirmed = confirm === 'DELETE' || (!!account.email && confirm.toLowerCase() === account.email)
    if (!confirmed) errors.confirm = ctx.t('settings:errors.confirmMismatch')
    if (account.passwordHash) {
      if (!password) errors.password = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(password, account.passwordHash))) errors.password = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    if (Object.keys(errors).length > 0) return refuse(ctx, errors)
    // sessions, tokens and passkeys go with the account row (ON DELETE CASCADE)
    await deleteAccount(ctx.db, ctx.env.MEDIA, ctx.user.id)
    return redirectWithToast(
      '/',
      { titleKey: 'settings:toasts.accountDeleted', descriptionKey: 'settings:toasts.accountDeletedBody', variant: 'success' },
      { headers: { 'Set-Cookie': clearSessionCookie() } },
    )
  },
}
