import { parseWithZod } from '@conform-to/zod/v3'
import { getAccount, logSecurityEvent, requestEmailChange, setPassword } from '~/models/accounts/accounts.server'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { clearSessionCookie, endSessionById, endSessions } from '~/models/accounts/sessions.server'
import { EmailChangeSchema, PasswordChangeSchema } from '~/models/members/schema'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

import {
  back,
  checkCurrentPassword,
  error,
  ok,
  problem,
  refuse,
  schemaErrors,
  text,
  tooManyAttempts,
  type IntentHandler,
} from './context.server'

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** The security section: sessions, password, sign-in address. */
export const securityIntents: Record<string, IntentHandler> = {
  async endSession(ctx) {
    const sessionId = text(ctx.form, 'sessionId').slice(0, 128)
    const ended = sessionId ? await endSessionById(ctx.db, ctx.user.id, sessionId) : false
    if (!ended) return refuse(ctx, problem(error('sessionNotFound')), 404)
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

  /**
   * The schema checks the form; the server adds what only it can tell: whether the current
   * password is right and whether the new one passes the password policy (its reasons are
   * `auth:password.*` keys). One answer names every problem; passwords are never sent back.
   */
  async password(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, problem(error('unexpected')))
    const submission = parseWithZod(ctx.form, { schema: PasswordChangeSchema(!!account.passwordHash) })
    const invalid = schemaErrors(submission)
    const fieldErrors: Record<string, string[]> = {}
    const current = text(ctx.form, 'currentPassword')
    if (account.passwordHash && current && !invalid.currentPassword) {
      const checked = await checkCurrentPassword(ctx, current, account.passwordHash)
      if (typeof checked === 'object') {
        return tooManyAttempts(ctx, submission.reply({ formErrors: [error('tooManyAttempts')], hideFields: PASSWORD_FIELDS }), checked)
      }
      if (checked === 'wrong') fieldErrors.currentPassword = [error('currentPasswordWrong')]
    }
    const next = text(ctx.form, 'newPassword')
    if (next && !invalid.newPassword) {
      const policy = checkPassword(next, [account.email, account.phone, ctx.user.displayName])
      if (!policy.ok) fieldErrors.newPassword = [error('passwordWeak'), ...policy.reasons]
    }
    if (submission.status !== 'success' || Object.keys(fieldErrors).length > 0) {
      return refuse(ctx, submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS }))
    }
    await setPassword(ctx.db, account, submission.value.newPassword)
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
    if (!account) return refuse(ctx, problem(error('unexpected')))
    const submission = parseWithZod(ctx.form, { schema: EmailChangeSchema(!!account.passwordHash) })
    const hideFields = ['emailPassword']
    const fieldErrors: Record<string, string[]> = {}
    const current = text(ctx.form, 'emailPassword')
    if (account.passwordHash && current && !schemaErrors(submission).emailPassword) {
      const checked = await checkCurrentPassword(ctx, current, account.passwordHash)
      if (typeof checked === 'object') {
        return tooManyAttempts(ctx, submission.reply({ formErrors: [error('tooManyAttempts')], hideFields }), checked)
      }
      if (checked === 'wrong') fieldErrors.emailPassword = [error('currentPasswordWrong')]
    }
    if (submission.status !== 'success' || Object.keys(fieldErrors).length > 0) {
      return refuse(ctx, submission.reply({ fieldErrors, hideFields }))
    }
    const origin = new URL(ctx.request.url).origin
    const requested = await requestEmailChange(ctx.db, ctx.env.EMAILS, account, submission.value.newEmail, origin, ctx.language)
    if (!requested.ok) return refuse(ctx, submission.reply({ fieldErrors: { newEmail: [error('sameEmail')] }, hideFields }))
    return redirectWithToast(back('security'), {
      titleKey: 'settings:toasts.emailChangeSent',
      descriptionKey: 'settings:toasts.emailChangeSentBody',
      values: { email: requested.newEmail },
      variant: 'success',
    })
  },
}
