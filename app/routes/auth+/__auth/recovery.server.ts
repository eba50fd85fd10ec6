/** intents 'forgot' (a password-reset link) and 'resend' (a new confirmation link): the same answer whether or not the address has an account. */
import { parseWithZod } from '@conform-to/zod/v3'
import { data } from '@remix-run/cloudflare'
import type { ForgotResult } from '~/components/auth/forgot-form'
import { findAccount, sendRecoveryEmail, sendVerificationEmail } from '~/models/accounts/accounts.server'
import { ForgotSchema } from '~/models/accounts/schema'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { RECOVERY_LIMIT, type AuthContext } from './context.server'

export async function forgot({ db, env, request, form, origin, language }: AuthContext) {
  const submission = parseWithZod(form, { schema: ForgotSchema })
  if (submission.status !== 'success') {
    return data<ForgotResult>({ intent: 'forgot', status: 'invalid', result: submission.reply() }, { status: 400 })
  }
  const ipLimit = await checkRateLimit(db, `recover:${await clientIpHash(request)}`, RECOVERY_LIMIT.count, RECOVERY_LIMIT.windowMs)
  if (ipLimit.allowed) await sendRecoveryEmail(db, env.EMAILS, submission.value.email, origin, language)
  return { intent: 'forgot', status: 'sent', email: submission.value.email } satisfies ForgotResult
}

export async function resendConfirmation({ db, env, request, form, origin, language }: AuthContext) {
  const submission = parseWithZod(form, { schema: ForgotSchema })
  if (submission.status === 'success') {
    const limit = await checkRateLimit(db, `resend:${await clientIpHash(request)}`, RECOVERY_LIMIT.count, RECOVERY_LIMIT.windowMs)
    const account = limit.allowed ? await findAccount(db, { email: submission.value.email }) : null
    if (account && !account.emailVerifiedAt) await sendVerificationEmail(db, env.EMAILS, account, origin, language)
  }
  return { intent: 'forgot', status: 'resent', email: submission.status === 'success' ? submission.value.email : '' } satisfies ForgotResult
}
