import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CheckEmail, ForgotForm, type ForgotResult } from '~/components/auth/forgot-form'
import { PhoneCodeForm, type PhoneCodeResult } from '~/components/auth/phone-code-form'
import { SignInForm, type SignInResult } from '~/components/auth/sign-in-form'
import { SignUpForm, type SignUpResult } from '~/components/auth/sign-up-form'
import { PasskeySignInButton } from '~/components/passkeys/passkey-sign-in-button'
import { FOCUS_RING } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { cn } from '~/utils/cn'
import { APP_NAME } from '~/config'
import { pageMeta } from '~/components/pages/meta'
import { safeRedirect } from '~/utils/redirect'
import type { AuthContext } from './__auth/context.server'
import { enterCode, sendCode, verifyCode } from './__auth/phone-code.server'
import { forgot, resendConfirmation } from './__auth/recovery.server'
import { signIn } from './__auth/sign-in.server'
import { signUp } from './__auth/sign-up.server'

/**
 * /auth: sign-in (password or passkey), the guided sign-up in two steps, and password recovery.
 * One action serves them all by `intent` (each intent's work in __auth/*.server.ts); every form
 * also works as a plain POST without JavaScript, checked by the schema the browser uses
 * (app/models/accounts/schema.ts). The sign-in dialog in the header posts here too.
 */
export const handle = { i18n: ['auth', 'passkeys'] }

const MODES = ['signin', 'signup', 'forgot'] as const
type Mode = (typeof MODES)[number]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo') ?? undefined)
  // a signed-in member has nothing to do here
  if ((await context.session.read()).session) throw redirect(redirectTo)
  const requested = url.searchParams.get('mode')
  const mode: Mode = (MODES as readonly string[]).includes(requested ?? '') ? (requested as Mode) : 'signin'
  const withPhone = url.searchParams.get('method') === 'phone'
  const i18n = await serverI18n(await getLanguage(request))
  const meta = {
    title: `${i18n.t('auth:meta.title')} — ${APP_NAME}`,
    description: i18n.t('auth:meta.description'),
    canonical: new URL('/auth', request.url).href,
    noindex: true,
  }
  return { mode, redirectTo, withPhone, meta }
}

export const meta = pageMeta

/** A document answer takes its headers from here, not from the action's data(): a 429's Retry-After must come through. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

type ActionResult = SignInResult | SignUpResult | ForgotResult | PhoneCodeResult

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>({ intent: 'signin', error: { key: 'errors:unreadableBody' } }, { status: 400 })
  }
  const env = context.cloudflare.env
  const ctx: AuthContext = {
    db: getDb(env.DB),
    env,
    request,
    form,
    origin: new URL(request.url).origin,
    language: await getLanguage(request),
  }
  const intent = form.get('intent')
  switch (intent) {
    case 'signin':
      return signIn(ctx)
    case 'check-account':
    case 'signup':
      return signUp(ctx, intent)
    case 'resend-code':
      return sendCode(ctx)
    case 'enter-code':
      return enterCode(ctx)
    case 'verify-phone':
      return verifyCode(ctx)
    case 'forgot':
      return forgot(ctx)
    case 'resend':
      return resendConfirmation(ctx)
    default:
      return data<ActionResult>({ intent: 'signin', error: { key: 'errors:invalidInput' } }, { status: 400 })
  }
}

export default function AuthPage() {
  const { mode, redirectTo, withPhone: withPhoneLink } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { t } = useTranslation('auth')
  // a no-JS form post renders its result here; with JS the forms use their own fetchers
  const signUp = result && (result.intent === 'signup' || result.intent === 'check-account') ? (result as SignUpResult) : undefined
  const forgot = result?.intent === 'forgot' ? (result as ForgotResult) : undefined
  const signIn = result?.intent === 'signin' ? (result as SignInResult) : undefined
  const phoneCode = result?.intent === 'phone-code' ? (result as PhoneCodeResult) : undefined
  // a plain form post lands on /auth?index: the answer says which sign-in form it came from
  const withPhone = signIn?.withPhone ?? withPhoneLink
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
