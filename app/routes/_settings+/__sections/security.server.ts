import { getAccount, logSecurityEvent, requestEmailChange, setPassword } from '~/models/accounts/accounts.server'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { verifyPassword } from '~/models/accounts/password.server'
import { clearSessionCookie, endSessionById, endSessions } from '~/models/accounts/sessions.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

import { back, NewEmailSchema, ok, passwordLimited, passwordReasons, refuse, text, type IntentHandler } from './context.server'

/** The security section: sessions, password, sign-in address. */
export const securityIntents: Record<string, IntentHandler> = {
  async endSession(ctx) {
    const sessionId = text(ctx.form, 'sessionId').slice(0, 128)
    const ended = sessionId ? await endSessionById(ctx.db, ctx.user.id, sessionId) : false
    if (!ended) return refuse(ctx, {}, ctx.t('settings:errors.sessionNotFound'), 404)
    if (sessionId === ctx.user.sessionId) {
      return redirectWithToast(
        '/',
        { titleKey: 'settings:toasts.sessionEnded', variant: 'success' },
        { headers: { 'Set-Cookie': clearSessionCookie() } },
      )
    }
    return ok('security', 'sessionEnded')
  },

  async endOthers(ctx) {
    await endSessions(ctx.db, ctx.user.id, 'others', ctx.user.sessionId)
    return ok('security', 'othersEnded')
  },

  async endAll(ctx) {
    await endSessions(ctx.db, ctx.user.id, 'global', ctx.user.sessionId)
    return redirectWithToast(
      '/',
      { titleKey: 'settings:toasts.everywhereEnded', variant: 'success' },
      { headers: { 'Set-Cookie': clearSessionCookie() } },
    )
  },

  async password(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const current = text(ctx.form, 'currentPassword')
    const next = text(ctx.form, 'newPassword')
    const confirm = text(ctx.form, 'confirmPassword')
    const errors: Record<string, string> = {}
    if (account.passwordHash) {
      if (!current) errors.currentPassword = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(current, account.passwordHash))) errors.currentPassword = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    const check = checkPassword(next, [account.email, account.phone, ctx.user.displayName])
    if (!check.ok) errors.newPassword = passwordReasons(ctx, check.reasons)
    else if (next !== confirm) errors.confirmPassword = ctx.t('settings:errors.passwordMismatch')
    if (Object.keys(errors).length > 0) return refuse(ctx, errors)
    await setPassword(ctx.db, account, next)
    await endSessions(ctx.db, ctx.user.id, 'others', ctx.user.sessionId)
    await logSecurityEvent(ctx.db, {
      eventType: 'PASSWORD_CHANGED',
      userId: ctx.user.id,
      severity: 'info',
      ipHash: await clientIpHash(ctx.request),
    })
    return ok('security', 'passwordChanged', 'passwordChangedBody')
  },

  async email(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const parsed = NewEmailSchema.safeParse(text(ctx.form, 'newEmail'))
    const errors: Record<string, string> = {}
    if (!parsed.success) errors.newEmail = ctx.t('settings:errors.invalidEmail')
    if (account.passwordHash) {
      const current = text(ctx.form, 'emailPassword')
      if (!current) errors.emailPassword = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(current, account.passwordHash))) errors.emailPassword = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    if (Object.keys(errors).length > 0 || !parsed.success)
      return refuse(ctx, errors, undefined, 400, { newEmail: text(ctx.form, 'newEmail') })
    const origin = new URL(ctx.request.url).origin
    const requested = await requestEmailChange(ctx.db, ctx.env.EMAILS, account, parsed.data, origin, ctx.language)
    if (!requested.ok) return refuse(ctx, { newEmail: ctx.t('settings:errors.sameEmail') })
    return redirectWithToast(back('security'), {
      titleKey: 'settings:toasts.emailChangeSent',
      descriptionKey: 'settings:toasts.emailChangeSentBody',
      values: { email: requested.newEmail },
      variant: 'success',
    })
  },
}
