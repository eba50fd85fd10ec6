/** intent 'signin': a password sign-in from the header's dialog or /auth (SPEC §2 Sign-in dialog). */
import { parseWithZod } from '@conform-to/zod/v3'
import { data } from '@remix-run/cloudflare'
import type { SignInResult } from '~/components/auth/sign-in-form'
import { normalizePhone, signInWithPassword } from '~/models/accounts/accounts.server'
import { SignInSchema } from '~/models/accounts/schema'
import { createSession, sessionCookie } from '~/models/accounts/sessions.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { SECRET_FIELDS, type AuthContext } from './context.server'

const REFUSALS = {
  invalid_credentials: 'shell:auth.errors.invalidCredentials',
  email_not_confirmed: 'shell:auth.errors.emailNotConfirmed',
  phone_not_confirmed: 'auth:phoneCode.notConfirmed',
  account_suspended: 'shell:auth.errors.accountSuspended',
  too_many_attempts: 'shell:auth.errors.tooManyAttempts',
} as const

export async function signIn({ db, env, request, form, origin, language }: AuthContext) {
  const submission = parseWithZod(form, { schema: SignInSchema })
  // a plain form post renders the page again: the form it came from, with what was typed
  const withPhone = submission.payload.method === 'phone'
  if (submission.status !== 'success') {
    return data<SignInResult>({ intent: 'signin', withPhone, result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 })
  }
  const { email, phone, password, redirectTo } = submission.value
  let result: Awaited<ReturnType<typeof signInWithPassword>>
  try {
    result = await signInWithPassword(db, request, { email, phone, password }, { queue: env.EMAILS, origin, locale: language })
  } catch (error) {
    // the database failed, not the member: say so, and keep what they typed
    console.error('sign-in failed unexpectedly', error)
    return data<SignInResult>(
      { intent: 'signin', error: { key: 'shell:auth.unexpected' }, unexpected: true, email, phone, withPhone },
      { status: 503 },
    )
  }
  if (!result.ok && result.code === 'challenge') {
    // not a refusal: the owner passes it with the link or code just sent (the same answer for any address)
    const sentTo = result.channel === 'sms' && phone ? normalizePhone(phone) : undefined
    return { intent: 'signin', challenge: result.channel, email, phone: sentTo ?? phone, withPhone } satisfies SignInResult
  }
  if (!result.ok) {
    const status = result.code === 'too_many_attempts' ? 429 : result.code === 'account_suspended' ? 403 : 400
    // every 429 says when to come back
    const headers: HeadersInit = status === 429 ? { 'Retry-After': String(result.retryAfterSeconds ?? 1) } : {}
    return data<SignInResult>(
      {
        intent: 'signin',
        // a plural message ('1 second'): i18next needs the count as a number, so not a form message
        error: { key: REFUSALS[result.code], values: { count: result.retryAfterSeconds ?? 0 } },
        needsConfirmation: result.code === 'email_not_confirmed',
        needsPhoneCode: result.code === 'phone_not_confirmed' && phone ? normalizePhone(phone) : undefined,
        email,
        phone,
        withPhone,
      },
      { status, headers },
    )
  }
  const session = await createSession(db, result.account.id, request)
  return redirectWithToast(
    safeRedirect(redirectTo),
    { titleKey: 'shell:auth.signedInTitle', variant: 'success' },
    { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } },
  )
}
