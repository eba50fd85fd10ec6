/**
 * intents 'check-account' and 'signup': the guided sign-up (SPEC §5). 'check-account' checks the
 * first step (the schema and the password policy) before the second shows; 'signup' checks both
 * and creates the account. A taken address or number gets the answer a new one gets; its owner
 * is told instead (docs/decisions/004-accounts-privacy.md).
 */
import { parseWithZod } from '@conform-to/zod/v3'
import { data } from '@remix-run/cloudflare'
import type { PhoneCodeResult } from '~/components/auth/phone-code-form'
import type { SignUpResult } from '~/components/auth/sign-up-form'
import {
  createAccount,
  normalizePhone,
  sendAccountExistsEmail,
  sendAccountExistsSms,
  sendPhoneCode,
  sendVerificationEmail,
} from '~/models/accounts/accounts.server'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { SignUpSchema } from '~/models/accounts/schema'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { SECRET_FIELDS, SIGN_UP_LIMIT, type AuthContext } from './context.server'

export async function signUp(ctx: AuthContext, intent: 'check-account' | 'signup') {
  const { db, env, request, origin, language } = ctx
  const submission = parseWithZod(ctx.form, { schema: SignUpSchema })
  const refuse = (
    errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {},
    init: { status: number; headers?: HeadersInit } = { status: 400 },
  ) => data<SignUpResult>({ intent, ok: false, result: submission.reply({ ...errors, hideFields: SECRET_FIELDS }) }, init)

  if (submission.status !== 'success') return refuse()
  const { method, password, displayName, pronouns, userMode, interests } = submission.value
  const email = method === 'email' ? submission.value.email : undefined
  const phone = method === 'phone' ? submission.value.phone : undefined
  // the policy's refusal and its reasons, as the password's messages
  const strength = checkPassword(password, [email, phone, displayName])
  if (!strength.ok) return refuse({ fieldErrors: { password: ['auth:errors.weakPassword', ...strength.reasons] } })
  if (intent === 'check-account') return { intent, ok: true } satisfies SignUpResult

  const limit = await checkRateLimit(db, `signup:${await clientIpHash(request)}`, SIGN_UP_LIMIT.count, SIGN_UP_LIMIT.windowMs)
  if (!limit.allowed) {
    return refuse({ formErrors: ['auth:errors.tooManyRequests'] }, { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } })
  }
  const created = await createAccount(db, { email, phone, password, displayName, pronouns, userMode, interests, language })
  if (!created.ok) {
    if (email) {
      await sendAccountExistsEmail(db, env.EMAILS, email, origin, language)
      return { intent, ok: true, checkEmail: email } satisfies SignUpResult
    }
    const told = await sendAccountExistsSms(db, env.EMAILS, request, phone!, origin, language)
    return {
      intent: 'phone-code',
      phone: normalizePhone(phone!),
      status: 'sent',
      error: told.ok ? undefined : { key: 'auth:phoneCode.tooManyRequests', values: { count: told.retryAfterSeconds } },
    } satisfies PhoneCodeResult
  }
  if (email) {
    await sendVerificationEmail(db, env.EMAILS, created.account, origin, language)
    return { intent, ok: true, checkEmail: email } satisfies SignUpResult
  }
  // phone accounts prove the number with a code by SMS before the first session
  const sent = await sendPhoneCode(db, env.EMAILS, request, { phone: created.account.phone!, locale: language, account: created.account })
  return {
    intent: 'phone-code',
    phone: created.account.phone!,
    status: 'sent',
    error: sent.ok ? undefined : { key: 'auth:phoneCode.tooManyRequests', values: { count: sent.retryAfterSeconds } },
  } satisfies PhoneCodeResult
}
