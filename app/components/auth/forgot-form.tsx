import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Link, useFetcher } from '@remix-run/react'
import { ArrowLeft, LoaderCircle, MailCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useLazyValidatedForm } from '~/components/ui/form'
import { AUTH_ACTION } from './constants'
import { AUTH_FORM_SCHEMAS } from './schemas'

/** What the /auth action answers to 'forgot' (and 'resend'): the same whether or not the address has an account. */
export type ForgotResult =
  | { intent: 'forgot'; status: 'sent' | 'resent'; email: string }
  | { intent: 'forgot'; status: 'invalid'; result: SubmissionResult<string[]> }

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-violet-300'

/** Asks for a password-reset link (SPEC §7 recover), the address checked by the schema the action uses. */
export function ForgotForm({ initial }: { initial?: ForgotResult }) {
  const { t } = useTranslation('auth')
  const fetcher = useFetcher<ForgotResult>()
  const result = fetcher.data ?? initial
  const busy = fetcher.state !== 'idle'
  const { form, fields, formProps, attempt } = useLazyValidatedForm({
    id: 'forgot',
    schema: AUTH_FORM_SCHEMAS.forgot,
    lastResult: result?.status === 'invalid' ? result.result : undefined,
    shouldValidate: 'onSubmit',
  })
  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('forgot.title')}
      </h1>
      {result && result.status !== 'invalid' ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          {result.status === 'sent' ? t('forgot.sent', { email: result.email }) : t('shell:auth.resent')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('forgot.body')}</p>
          <fetcher.Form method="post" action={AUTH_ACTION} {...formProps} className="mt-6 space-y-4">
            <FormErrorSummary form={form} fields={[fields.email]} attempt={attempt} title={t('shell:auth.errorSummary')} />
            <input type="hidden" name="intent" value="forgot" />
            <FormField field={fields.email} label={t('forgot.email')}>
              <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" inputMode="email" className={INPUT_CLASS} />
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
              {busy ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </fetcher.Form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className={`inline-flex items-center gap-1 ${LINK}`}>
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </section>
  )
}

/** After sign-up: the confirmation link is in the member's inbox (locally: the email_outbox table). */
export function CheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  return (
    <section aria-labelledby="check-email-title" role="status" className="text-center">
      <MailCheck aria-hidden className="mx-auto size-12 text-brand-700 dark:text-violet-300" />
      <h1 id="check-email-title" className="mt-4 text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('checkEmail.title')}
      </h1>
      <p className="mt-3 text-neutral-800 dark:text-neutral-200">{t('checkEmail.body', { email })}</p>
      <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('checkEmail.hint')}</p>
    </section>
  )
}

/**
 * Asks again for the confirmation link of an unconfirmed address (shown after 'email not
 * confirmed'): the address the sign-in named, in a hidden field the action checks with the
 * recovery form's schema.
 */
export function ResendConfirmation({ email }: { email: string }) {
  // shown in the header's dialog too, where only the core namespaces are loaded
  const { t } = useTranslation('shell')
  const fetcher = useFetcher<ForgotResult>()
  if (fetcher.data) {
    return (
      <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
        {t('auth.resent')}
      </p>
    )
  }
  return (
    <fetcher.Form method="post" action={AUTH_ACTION}>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
        {t('auth.resend')}
      </Button>
    </fetcher.Form>
  )
}
