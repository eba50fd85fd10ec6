/**
 * intents 'resend-code' (a code by SMS: 'Send a code' after a refused phone sign-in, 'Send a new
 * code' on the code step) and 'verify-phone' (the code step). The same answer whether or not
 * the number has an account.
 */
import { parseWithZod } from '@conform-to/zod/v3'
import { data } from '@remix-run/cloudflare'
import type { PhoneCodeResult } from '~/components/auth/phone-code-form'
import type { SignInResult } from '~/components/auth/sign-in-form'
import { normalizePhone, sendPhoneCode, verifyPhoneCode } from '~/models/accounts/accounts.server'
import { phoneField, SendPhoneCodeSchema, VerifyPhoneSchema } from '~/models/accounts/schema'
import { createSession, sessionCookie } from '~/models/accounts/sessions.server'
import { message } from '~/utils/messages'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import type { AuthContext } from './context.server'

const REFUSALS = {
  invalid_code: 'auth:phoneCode.invalidCode',
  expired_code: 'auth:phoneCode.expiredCode',
  account_suspended: 'shell:auth.errors.accountSuspended',
  too_many_attempts: 'auth:phoneCode.tooManyAttempts',
} as const

/** The number is the form's hidden field: not one the forms accept, the sign-in page says so. */
function invalidPhone() {
  return data<SignInResult>({ intent: 'signin', error: { key: 'errors:invalidPhone' } }, { status: 400 })
}

const base = (phone: string, redirectTo: string | undefined) =>
  ({ intent: 'phone-code', phone: normalizePhone(phone), redirectTo: redirectTo ? safeRedirect(redirectTo) : undefined }) as const

export async function sendCode({ db, env, request, form, language }: AuthContext) {
  const submission = parseWithZod(form, { schema: SendPhoneCodeSchema })
  if (submission.status !== 'success') return invalidPhone()
  const { phone, redirectTo, first } = submission.value
  const answer = base(phone, redirectTo)
  const sent = await sendPhoneCode(db, env.EMAILS, request, { phone: answer.phone, locale: language })
  if (!sent.ok) {
    return data<PhoneCodeResult>(
      { ...answer, status: 'resent', error: { key: 'auth:phoneCode.tooManyRequests', values: { count: sent.retryAfterSeconds } } },
      { status: 429, headers: { 'Retry-After': String(sent.retryAfterSeconds) } },
    )
  }
  return { ...answer, status: first ? 'sent' : 'resent' } satisfies PhoneCodeResult
}

/** intent 'enter-code': the code step for a code already sent (the sign-in challenge's), without sending another. */
export function enterCode({ form }: AuthContext) {
  const submission = parseWithZod(form, { schema: SendPhoneCodeSchema })
  if (submission.status !== 'success') return invalidPhone()
  return { ...base(submission.value.phone, submission.value.redirectTo), status: 'sent' } satisfies PhoneCodeResult
}

export async function verifyCode({ db, request, form }: AuthContext) {
  const phone = phoneField.safeParse(form.get('phone'))
  if (!phone.success) return invalidPhone()
  const submission = parseWithZod(form, { schema: VerifyPhoneSchema })
  const redirectTo = form.get('redirectTo')
  const answer = base(phone.data, typeof redirectTo === 'string' ? redirectTo : undefined)
  if (submission.status !== 'success') {
    return data<PhoneCodeResult>({ ...answer, status: 'sent', result: submission.reply() }, { status: 400 })
  }
  const verified = await verifyPhoneCode(db, request, { phone: answer.phone, code: submission.value.code })
  if (!verified.ok) {
    const status = verified.code === 'too_many_attempts' ? 429 : verified.code === 'account_suspended' ? 403 : 400
    const refusal = message(REFUSALS[verified.code], verified.retryAfterSeconds ? { count: verified.retryAfterSeconds } : undefined)
    const headers: HeadersInit = status === 429 ? { 'Retry-After': String(verified.retryAfterSeconds ?? 1) } : {}
    return data<PhoneCodeResult>(
      { ...answer, status: 'sent', result: submission.reply({ fieldErrors: { code: [refusal] } }) },
      { status, headers },
    )
  }
  const session = await createSession(db, verified.account.id, request)
  const headers = { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) }
  // a new member's first session: the welcome toast; a code sign-in: the usual one
  return verified.newlyVerified
    ? redirectWithToast('/', { titleKey: 'auth:welcome.title', descriptionKey: 'auth:welcome.body', variant: 'success' }, { headers })
    : redirectWithToast(answer.redirectTo ?? '/', { titleKey: 'shell:auth.signedInTitle', variant: 'success' }, { headers })
}
