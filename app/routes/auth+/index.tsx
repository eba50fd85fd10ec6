import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ShieldCheck } from 'lucide-react'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { CheckEmail, ForgotForm, type ForgotResult } from '~/components/auth/forgot-form'
import { PhoneCodeForm, type PhoneCodeResult } from '~/components/auth/phone-code-form'
import { SignInForm, type SignInResult } from '~/components/auth/sign-in-form'
import { SignUpForm, type SignUpResult } from '~/components/auth/sign-up-form'
import { PasskeySignInButton } from '~/components/passkeys/passkey-sign-in-button'
import { FOCUS_RING } from '~/components/ui/button'
import { fieldErrors, ForgotSchema, formObject, SignInSchema, SignUpAccountSchema, SignUpProfileSchema } from '~/models/accounts/schema'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { getSessionUserId, createSession, sessionCookie } from '~/models/accounts/sessions.server'
import { getDb } from '~/db/client'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import {
  createAccount,
  findAccount,
  normalizePhone,
  sendAccountExistsEmail,
  sendAccountExistsSms,
  sendPhoneCode,
  sendRecoveryEmail,
  sendVerificationEmail,
  signInWithPassword,
  verifyPhoneCode,
} from '~/models/accounts/accounts.server'
import { cn } from '~/utils/cn'
import { APP_NAME } from '~/config'
import { pageMeta } from '~/components/pages/meta'
import { safeRedirect } from '~/utils/redirect'
import { checkRateLimit, clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * /auth: sign-in (password or passkey), the guided sign-up in two steps, and password recovery.
 * One action serves them all by `intent`; every form also works as a plain POST without
 * JavaScript. The sign-in dialog in the header posts here too.
 */
export const handle = { i18n: ['auth', 'passkeys'] }

const MODES = ['signin', 'signup', 'forgot'] as const
type Mode = (typeof MODES)[number]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo') ?? undefined)
  const db = getDb(context.cloudflare.env.DB)
  // a signed-in member has nothing to do here
  if (await getSessionUserId(request, db)) throw redirect(redirectTo)
  const requested = url.searchParams.get('mode')
  const mode: Mode = (MODES as readonly string[]).includes(requested ?? '') ? (requested as Mode) : 'signin'
  const withPhone = url.searchParams.get('method') === 'phone'
  const i18n = await createI18nInstance(await getLanguage(request))
  const meta = {
    title: `${i18n.t('auth:meta.title')} — ${APP_NAME}`,
    description: i18n.t('auth:meta.description'),
    canonical: new URL('/auth', request.url).href,
    noindex: true,
  }
  return { mode, redirectTo, withPhone, meta }
}

export const meta = pageMeta

type ActionResult = SignInResult | SignUpResult | ForgotResult | PhoneCodeResult

/** The code step's forms: the phone number (hidden), the code, where to go afterwards. */
const PhoneCodeSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{6,22}$/, 'auth:errors.invalidPhone'),
  code: z.string().trim().max(20).optional(),
  redirectTo: z.string().max(2000).optional(),
  first: z.string().max(5).optional(),
})

const SIGN_UP_LIMIT = { count: 10, windowMs: 60 * 60 * 1000 }
const RECOVERY_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 }

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>({ intent: 'signin', error: { key: 'errors:unreadableBody' } }, { status: 400 })
  }
  const intent = form.get('intent')
  const origin = new URL(request.url).origin
  const language = await getLanguage(request)

  if (intent === 'signin') {
    const parsed = SignInSchema.safeParse(formObject(form))
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error)
      return data<ActionResult>(
        { intent: 'signin', error: { key: fields.phone ? 'auth:errors.invalidPhone' : 'shell:auth.errors.invalidEmail' }, fields },
        { status: 400 },
      )
    }
    const { email, phone, password } = parsed.data
    if ((!email && !phone) || !password) {
      return data<ActionResult>({ intent: 'signin', error: { key: 'shell:auth.errors.required' }, email }, { status: 400 })
    }
    let result: Awaited<ReturnType<typeof signInWithPassword>>
    try {
      result = await signInWithPassword(db, request, { email, phone, password })
    } catch (error) {
      // the database failed, not the member: say so, and keep what they typed
      console.error('sign-in failed unexpectedly', error)
      return data<ActionResult>({ intent: 'signin', error: { key: 'shell:auth.unexpected' }, unexpected: true, email }, { status: 503 })
    }
    if (!result.ok) {
      const key = {
        invalid_credentials: 'shell:auth.errors.invalidCredentials',
        email_not_confirmed: 'shell:auth.errors.emailNotConfirmed',
        phone_not_confirmed: 'auth:phoneCode.notConfirmed',
        account_suspended: 'shell:auth.errors.accountSuspended',
        too_many_attempts: 'shell:auth.errors.tooManyAttempts',
      }[result.code]
      const status = result.code === 'too_many_attempts' ? 429 : result.code === 'account_suspended' ? 403 : 400
      const headers: HeadersInit = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
      return data<ActionResult>(
        {
          intent: 'signin',
          error: { key, values: { count: result.retryAfterSeconds ?? 0 } },
          needsConfirmation: result.code === 'email_not_confirmed',
          needsPhoneCode: result.code === 'phone_not_confirmed' ? normalizePhone(phone!) : undefined,
          email,
        },
        { status, headers },
      )
    }
    const session = await createSession(db, result.account.id, request)
    return redirectWithToast(
      safeRedirect(parsed.data.redirectTo),
      { titleKey: 'shell:auth.signedInTitle', variant: 'success' },
      { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } },
    )
  }

  if (intent === 'resend') {
    const parsed = ForgotSchema.safeParse(formObject(form))
    if (parsed.success) {
      const limit = await checkRateLimit(db, `resend:${await clientIpHash(request)}`, RECOVERY_LIMIT.count, RECOVERY_LIMIT.windowMs)
      const account = limit.allowed ? await findAccount(db, { email: parsed.data.email }) : null
      if (account && !account.emailVerifiedAt) await sendVerificationEmail(db, env.EMAILS, account, origin, language)
    }
    return { intent: 'forgot', status: 'resent', email: parsed.data?.email ?? '' } satisfies ForgotResult
  }

  if (intent === 'check-account' || intent === 'signup') {
    const values = formObject(form, ['interests'])
    const account = SignUpAccountSchema.safeParse(values)
    const profile = SignUpProfileSchema.safeParse(values)
    const fields = {
      ...(account.success ? {} : fieldErrors(account.error)),
      ...(intent === 'signup' && !profile.success ? fieldErrors(profile.error) : {}),
    }
    const method = values.method === 'phone' ? 'phone' : 'email'
    const email = method === 'email' ? (account.data?.email ?? (values.email as string | undefined)) : undefined
    const phone = method === 'phone' ? (account.data?.phone ?? (values.phone as string | undefined)) : undefined
    const password = typeof values.password === 'string' ? values.password : ''
    let formError: string | undefined
    if ((!email && !phone) || !password) formError = 'auth:errors.emailOrPhoneRequired'
    if (password && !fields.password) {
      const strength = checkPassword(password, [email, phone, values.displayName as string | undefined])
      if (!strength.ok) fields.password = ['auth:errors.weakPassword', ...strength.reasons]
    }
    if (formError || Object.keys(fields).length > 0) {
      return data<ActionResult>({ intent, ok: false, formError, fields }, { status: 400 })
    }
    if (intent === 'check-account') return { intent, ok: true } satisfies SignUpResult

    const limit = await checkRateLimit(db, `signup:${await clientIpHash(request)}`, SIGN_UP_LIMIT.count, SIGN_UP_LIMIT.windowMs)
    if (!limit.allowed) {
      return data<ActionResult>(
        { intent, ok: false, formError: 'auth:errors.tooManyRequests', fields: {} },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
      )
    }
    const created = await createAccount(db, {
      email,
      phone,
      password,
      ...profile.data!,
      language,
    })
    if (!created.ok) {
      // the answer for a taken address is the one for a new address; its owner is told instead
      if (email) {
        await sendAccountExistsEmail(env.EMAILS, email, origin, language)
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

  if (intent === 'resend-code' || intent === 'verify-phone') {
    const parsed = PhoneCodeSchema.safeParse(formObject(form))
    if (!parsed.success) {
      return data<ActionResult>(
        { intent: 'signin', error: { key: 'auth:errors.invalidPhone' }, fields: fieldErrors(parsed.error) },
        { status: 400 },
      )
    }
    const phone = normalizePhone(parsed.data.phone)
    const redirectTo = parsed.data.redirectTo ? safeRedirect(parsed.data.redirectTo) : undefined
    const base = { intent: 'phone-code', phone, redirectTo } as const

    if (intent === 'resend-code') {
      // the same answer whether or not the number has an account
      const sent = await sendPhoneCode(db, env.EMAILS, request, { phone, locale: language })
      if (!sent.ok) {
        return data<ActionResult>(
          { ...base, status: 'resent', error: { key: 'auth:phoneCode.tooManyRequests', values: { count: sent.retryAfterSeconds } } },
          { status: 429, headers: { 'Retry-After': String(sent.retryAfterSeconds) } },
        )
      }
      return { ...base, status: parsed.data.first ? 'sent' : 'resent' } satisfies PhoneCodeResult
    }

    const code = parsed.data.code?.replace(/\s/g, '') ?? ''
    if (!/^\d{6}$/.test(code)) {
      return data<ActionResult>({ ...base, status: 'sent', error: { key: 'auth:phoneCode.codeFormat' } }, { status: 400 })
    }
    const verified = await verifyPhoneCode(db, request, { phone, code })
    if (!verified.ok) {
      const key = {
        invalid_code: 'auth:phoneCode.invalidCode',
        expired_code: 'auth:phoneCode.expiredCode',
        account_suspended: 'shell:auth.errors.accountSuspended',
        too_many_attempts: 'auth:phoneCode.tooManyAttempts',
      }[verified.code]
      const status = verified.code === 'too_many_attempts' ? 429 : verified.code === 'account_suspended' ? 403 : 400
      return data<ActionResult>({ ...base, status: 'sent', error: { key, values: { count: verified.retryAfterSeconds ?? 0 } } }, { status })
    }
    const session = await createSession(db, verified.account.id, request)
    const headers = { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) }
    // a new member's first session: the welcome toast; a code sign-in: the usual one
    return verified.newlyVerified
      ? redirectWithToast('/', { titleKey: 'auth:welcome.title', descriptionKey: 'auth:welcome.body', variant: 'success' }, { headers })
      : redirectWithToast(redirectTo ?? '/', { titleKey: 'shell:auth.signedInTitle', variant: 'success' }, { headers })
  }

  if (intent === 'forgot') {
    const parsed = ForgotSchema.safeParse(formObject(form))
    if (!parsed.success) {
      return data<ActionResult>({ intent: 'forgot', status: 'invalid', fields: fieldErrors(parsed.error) }, { status: 400 })
    }
    const ipLimit = await checkRateLimit(db, `recover:${await clientIpHash(request)}`, RECOVERY_LIMIT.count, RECOVERY_LIMIT.windowMs)
    if (ipLimit.allowed) await sendRecoveryEmail(db, env.EMAILS, parsed.data.email, origin, language)
    // the same answer whether or not the address has an account
    return { intent: 'forgot', status: 'sent', email: parsed.data.email } satisfies ForgotResult
  }

  return data<ActionResult>({ intent: 'signin', error: { key: 'errors:invalidInput' } }, { status: 400 })
}

export default function AuthPage() {
  const { mode, redirectTo, withPhone } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { t } = useTranslation('auth')
  // a no-JS form post renders its result here; with JS the forms use their own fetchers
  const signUp = result && (result.intent === 'signup' || result.intent === 'check-account') ? (result as SignUpResult) : undefined
  const forgot = result?.intent === 'forgot' ? (result as ForgotResult) : undefined
  const signIn = result?.intent === 'signin' ? (result as SignInResult) : undefined
  const phoneCode = result?.intent === 'phone-code' ? (result as PhoneCodeResult) : undefined
  const shown: Mode = signUp ? 'signup' : forgot ? 'forgot' : mode

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="rounded-3xl border border-neutral-900/10 bg-white/85 p-6 shadow-xl backdrop-blur sm:p-8 dark:border-white/10 dark:bg-neutral-900/85">
        {phoneCode ? (
          <PhoneCodeForm result={phoneCode} key={`${phoneCode.phone}-${phoneCode.status}`} />
        ) : shown === 'forgot' ? (
          <ForgotForm initial={forgot} />
        ) : (
          <>
            <nav aria-label={t('tabs.label')} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-neutral-900/5 p-1 dark:bg-white/10">
              {(['signin', 'signup'] as const).map((tab) => (
                <Link
                  key={tab}
                  to={`/auth?mode=${tab}${redirectTo !== '/' ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
                  aria-current={shown === tab ? 'page' : undefined}
                  replace
                  className={cn(
                    'rounded-lg px-3 py-2 text-center text-sm font-semibold text-neutral-700 transition-colors hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white',
                    'aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm dark:aria-[current=page]:bg-neutral-800 dark:aria-[current=page]:text-violet-200',
                    FOCUS_RING,
                  )}
                >
                  {tab === 'signin' ? t('tabs.signIn') : t('tabs.signUp')}
                </Link>
              ))}
            </nav>
            {shown === 'signup' ? (
              signUp && 'checkEmail' in signUp && signUp.checkEmail ? (
                <CheckEmail email={signUp.checkEmail} />
              ) : (
                <SignUpForm initial={signUp} />
              )
            ) : (
              <section aria-labelledby="signin-title">
                <h1 id="signin-title" className="text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
                  {t('signIn.title')}
                </h1>
                <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('signIn.subtitle')}</p>
                <div className="mt-6">
                  <SignInForm redirectTo={redirectTo} initial={signIn} withPhone={withPhone} key={withPhone ? 'phone' : 'email'} />
                </div>
                <p className="mt-3 text-center text-sm">
                  <Link
                    to={`/auth?${new URLSearchParams({ ...(withPhone ? {} : { method: 'phone' }), ...(redirectTo !== '/' ? { redirectTo } : {}) })}`}
                    replace
                    className={cn('rounded font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS_RING)}
                  >
                    {withPhone ? t('signIn.withEmail') : t('signIn.withPhone')}
                  </Link>
                </p>
                <div className="relative my-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
                  <span aria-hidden className="absolute inset-x-0 top-1/2 h-px bg-neutral-200 dark:bg-neutral-700" />
                  <span className="relative bg-white px-3 dark:bg-neutral-900">{t('signIn.or')}</span>
                </div>
                <PasskeySignInButton redirectTo={redirectTo} />
              </section>
            )}
          </>
        )}
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-neutral-700 dark:text-neutral-300">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('signUp.privacyNote')}
      </p>
    </div>
  )
}
