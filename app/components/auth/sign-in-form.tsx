import { Link, useFetcher } from '@remix-run/react'
import { CircleAlert, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { describedBy, Field, INPUT_CLASS } from '~/components/ui/field'
import { toast } from '~/components/ui/use-toast'
import { AUTH_ACTION } from './constants'
import { ResendConfirmation } from './forgot-form'
import { PasswordInput } from './password-input'
import { SendPhoneCode } from './phone-code-form'

/** What the /auth action answers to a refused sign-in (success is a redirect). */
export type SignInResult = {
  intent: 'signin'
  error: { key: string; values?: Record<string, string | number> }
  fields?: Record<string, string[]>
  needsConfirmation?: boolean
  /** The phone number (E.164) is not confirmed yet: offer to send a code by SMS. */
  needsPhoneCode?: string
  /** Not the member's fault (the database failed): the spec's 'Something went wrong' toast. */
  unexpected?: boolean
  email?: string
}

/**
 * The sign-in form of the dialog and of /auth (SPEC §2 Sign-in dialog): Email Address and
 * Password (show/hide), 'Sign In' / 'Signing in...'. A failure shows the destructive toast
 * 'Sign in failed' with the reason, and the reason under the form. Without JavaScript it is
 * a plain POST to /auth.
 */
export function SignInForm({
  redirectTo,
  initial,
  withPhone = false,
}: {
  redirectTo?: string
  /** The answer of a plain (no-JavaScript) form post, rendered by /auth. */
  initial?: SignInResult
  /** Members who signed up with a phone number sign in with it (/auth?method=phone). */
  withPhone?: boolean
}) {
  const { t } = useTranslation('shell')
  const fetcher = useFetcher<SignInResult>()
  const id = useId()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data ?? initial
  const message = result?.error ? t(result.error.key, result.error.values) : null
  const field = withPhone ? 'phone' : 'email'
  const identifierError = result?.fields?.[field]?.[0] ? t(result.fields[field][0]) : null
  const shownFor = useRef<SignInResult | null>(null)

  useEffect(() => {
    if (!result || shownFor.current === result || !message) return
    shownFor.current = result
    toast(
      result.unexpected
        ? { title: t('auth.unexpectedTitle'), description: t('auth.unexpectedBody'), variant: 'destructive' }
        : { title: t('auth.failedTitle'), description: message, variant: 'destructive' },
    )
  }, [result, message, t])

  return (
    <div className="space-y-4">
      <fetcher.Form method="post" action={AUTH_ACTION} className="space-y-4" aria-describedby={message ? `${id}-error` : undefined}>
        <input type="hidden" name="intent" value="signin" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field id={`${id}-${field}`} label={withPhone ? t('auth.phone') : t('auth.email')} error={identifierError}>
          <input
            id={`${id}-${field}`}
            name={field}
            type={withPhone ? 'tel' : 'email'}
            required
            autoComplete={withPhone ? 'tel' : 'username webauthn'}
            inputMode={withPhone ? 'tel' : 'email'}
            defaultValue={withPhone ? undefined : result?.email}
            aria-invalid={identifierError ? true : undefined}
            aria-describedby={describedBy(`${id}-${field}`, false, identifierError)}
            className={INPUT_CLASS}
          />
        </Field>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-password`} className="block font-medium text-neutral-900 dark:text-white">
              {t('auth.password')}
            </label>
            <Link
              to="/auth?mode=forgot"
              className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-violet-300"
            >
              {t('auth.forgot')}
            </Link>
          </div>
          <div className="mt-1.5">
            <PasswordInput id={`${id}-password`} name="password" required autoComplete="current-password" />
          </div>
        </div>
        {message ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-400/40 dark:bg-red-950/50 dark:text-red-200"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
        <Button type="submit" className="w-full" size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
          {busy ? t('auth.submitting') : t('auth.submit')}
        </Button>
      </fetcher.Form>
      {result?.needsConfirmation && result.email ? <ResendConfirmation email={result.email} /> : null}
      {result?.needsPhoneCode ? <SendPhoneCode phone={result.needsPhoneCode} redirectTo={redirectTo} /> : null}
    </div>
  )
}
