import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Link, useFetcher } from '@remix-run/react'
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage, useLazyValidatedForm } from '~/components/ui/form'
import { toast } from '~/components/ui/use-toast'
import { AUTH_ACTION } from './constants'
import { ResendConfirmation } from './forgot-form'
import { PasswordInput } from './password-input'
import { EnterPhoneCode, SendPhoneCode } from './phone-code-form'
import { AUTH_FORM_SCHEMAS } from './schemas'

/** What the /auth action answers to a refused sign-in (success is a redirect). */
export type SignInResult = {
  intent: 'signin'
  /** The values did not pass the form's schema: its messages, per field. */
  result?: SubmissionResult<string[]>
  /** The server refused the sign-in: 'Sign in failed' with this reason. */
  error?: { key: string; values?: Record<string, string | number> }
  needsConfirmation?: boolean
  /**
   * Too many attempts on this address from everywhere: instead of checking the password, a
   * one-time sign-in link was sent by email, or a code by SMS (if it has an account).
   */
  challenge?: 'email' | 'sms'
  /** The phone number (E.164) is not confirmed yet: offer to send a code by SMS. */
  needsPhoneCode?: string
  /** Not the member's fault (the database failed): the spec's 'Something went wrong' toast. */
  unexpected?: boolean
  /** What the member typed, for the page a plain form post renders. */
  email?: string
  phone?: string
  /** The answer is to the phone number form (/auth?method=phone). */
  withPhone?: boolean
}

/**
 * The sign-in form of the dialog and of /auth (SPEC §2 Sign-in dialog): Email Address and
 * Password (show/hide), 'Sign In' / 'Signing in...'. The schema (shared with the action)
 * checks the fields first; a refusal by the server shows the destructive toast 'Sign in
 * failed' with the reason, and the reason under the form. Without JavaScript it is a plain
 * POST to /auth.
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
  const translate = useFormMessage()
  const fetcher = useFetcher<SignInResult>()
  const id = useId().replace(/:/g, '')
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data ?? initial
  const message = result?.error ? t(result.error.key, result.error.values) : null
  const shownFor = useRef<SignInResult | null>(null)
  const { form, fields, formProps, attempt } = useLazyValidatedForm({
    id: `signin-${id}`,
    schema: AUTH_FORM_SCHEMAS.signIn,
    lastResult: result?.result,
    defaultValue: withPhone ? { phone: initial?.phone } : { email: initial?.email },
    // two fields between links: a message shown on blur would move them under the pointer
    shouldValidate: 'onSubmit',
  })
  const identifier = withPhone ? fields.phone : fields.email
  const password = fields.password

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
      <fetcher.Form
        method="post"
        action={AUTH_ACTION}
        {...formProps}
        aria-describedby={message ? `${id}-error` : undefined}
        className="space-y-4"
      >
        <FormErrorSummary form={form} fields={[identifier, password]} attempt={attempt} title={t('auth.errorSummary')} />
        <input type="hidden" name="intent" value="signin" />
        <input type="hidden" name="method" value={withPhone ? 'phone' : 'email'} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormField field={identifier} label={withPhone ? t('auth.phone') : t('auth.email')}>
          <input
            {...getInputProps(identifier, { type: withPhone ? 'tel' : 'email' })}
            required
            autoComplete={withPhone ? 'tel' : 'username webauthn'}
            inputMode={withPhone ? 'tel' : 'email'}
            className={INPUT_CLASS}
          />
        </FormField>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={password.id} className="block font-medium text-neutral-900 dark:text-white">
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
            <PasswordInput {...getInputProps(password, { type: 'password' })} required autoComplete="current-password" />
          </div>
          <FieldError id={password.id} errorId={password.errorId} error={translate(password.errors?.[0])} />
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
      {result?.challenge ? (
        <div
          role="status"
          className="space-y-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50"
        >
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {result.challenge === 'sms'
                ? t('auth.challengeSms', { phone: `\u2066${result.phone ?? ''}\u2069`, interpolation: { escapeValue: false } })
                : t('auth.challengeEmail', { email: result.email ?? '' })}
            </span>
          </p>
          {result.challenge === 'sms' && result.phone ? <EnterPhoneCode phone={result.phone} redirectTo={redirectTo} /> : null}
        </div>
      ) : null}
      {result?.needsConfirmation && result.email ? <ResendConfirmation email={result.email} /> : null}
      {result?.needsPhoneCode ? <SendPhoneCode phone={result.needsPhoneCode} redirectTo={redirectTo} /> : null}
    </div>
  )
}
