import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { CircleAlert, LoaderCircle, MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, FOCUS_RING } from '~/components/ui/button'
import { INPUT_BOX } from '~/components/ui/field'
import { FormErrorSummary, FormField, useLazyValidatedForm } from '~/components/ui/form'
import { cn } from '~/utils/cn'
import { AUTH_ACTION } from './constants'
import { AUTH_FORM_SCHEMAS } from './schemas'

/**
 * What the /auth action answers when a phone number has to prove itself: after a phone
 * sign-up, a refused phone sign-in ('send a code'), a resend, or a wrong code. The page then
 * shows the code step.
 */
export type PhoneCodeResult = {
  intent: 'phone-code'
  phone: string
  redirectTo?: string
  /** 'resent' after 'Send a new code'; 'sent' the first time. */
  status: 'sent' | 'resent'
  /** A refused code: the schema's message or the server's (wrong, expired, too many tries), on the code field. */
  result?: SubmissionResult<string[]>
  /** No code could be sent (too many asked for). */
  error?: { key: string; values?: Record<string, string | number> }
}

/**
 * 'Enter the code' (the 6-digit code sent by SMS). Two plain forms posting to /auth: the code
 * (intent 'verify-phone', checked by the schema the action uses) and 'Send a new code' (intent
 * 'resend-code'), so it works without JavaScript. The input lets phones offer the code from
 * the SMS (autocomplete one-time-code).
 */
export function PhoneCodeForm({ result }: { result: PhoneCodeResult }) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
  const { form, fields, formProps, attempt } = useLazyValidatedForm({
    id: 'phone-code',
    schema: AUTH_FORM_SCHEMAS.verifyPhone,
    lastResult: result.result,
    shouldValidate: 'onSubmit',
  })
  const sendError = result.error ? t(result.error.key, result.error.values) : undefined
  return (
    <section aria-labelledby="phone-code-title">
      <MessageSquareText aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
      <h1 id="phone-code-title" className="mt-3 text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('phoneCode.title')}
      </h1>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">
        {t('phoneCode.body', { phone: `\u2066${result.phone}\u2069`, interpolation: { escapeValue: false } })}
      </p>
      {sendError ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-400/40 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {sendError}
        </p>
      ) : result.status === 'resent' ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50">
          {t('phoneCode.resent', { phone: `\u2066${result.phone}\u2069`, interpolation: { escapeValue: false } })}
        </p>
      ) : null}
      <Form method="post" action={AUTH_ACTION} {...formProps} className="mt-6 space-y-4">
        <FormErrorSummary form={form} fields={[fields.code]} attempt={attempt} title={t('shell:auth.errorSummary')} />
        <input type="hidden" name="intent" value="verify-phone" />
        <input type="hidden" name="phone" value={result.phone} />
        {result.redirectTo ? <input type="hidden" name="redirectTo" value={result.redirectTo} /> : null}
        <FormField field={fields.code} label={t('phoneCode.label')} hint={t('phoneCode.hint')}>
          <input
            {...getInputProps(fields.code, { type: 'text', ariaDescribedBy: fields.code.descriptionId })}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            // the step exists only to type this code, which was just sent: focus goes there
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            dir="ltr"
            className={cn(INPUT_BOX, 'max-w-[12rem] text-center font-mono text-2xl tracking-[0.4em]')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={pending === 'verify-phone'}>
          {pending === 'verify-phone' ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
          {pending === 'verify-phone' ? t('phoneCode.submitting') : t('phoneCode.submit')}
        </Button>
      </Form>
      <Form method="post" action={AUTH_ACTION} className="mt-5 flex flex-wrap items-center justify-center gap-2 text-sm">
        <input type="hidden" name="intent" value="resend-code" />
        <input type="hidden" name="phone" value={result.phone} />
        {result.redirectTo ? <input type="hidden" name="redirectTo" value={result.redirectTo} /> : null}
        <span className="text-neutral-700 dark:text-neutral-300">{t('phoneCode.resendPrompt')}</span>
        <Button type="submit" variant="outline" size="sm" disabled={pending === 'resend-code'}>
          {t('phoneCode.resend')}
        </Button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/auth?method=phone"
          className={cn('rounded font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS_RING)}
        >
          {t('phoneCode.otherNumber')}
        </Link>
      </p>
    </section>
  )
}

/** After 'phone not confirmed' at sign-in: asks for a code and moves on to the code step (/auth). */
export function SendPhoneCode({ phone, redirectTo }: { phone: string; redirectTo?: string }) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resend-code'
  return (
    <Form method="post" action={AUTH_ACTION}>
      <input type="hidden" name="intent" value="resend-code" />
      <input type="hidden" name="phone" value={phone} />
      <input type="hidden" name="first" value="1" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {t('phoneCode.sendCode')}
      </Button>
    </Form>
  )
}

/** After the sign-in challenge sent a code by SMS: the code step, without sending another (/auth). */
export function EnterPhoneCode({ phone, redirectTo }: { phone: string; redirectTo?: string }) {
  const { t } = useTranslation('auth')
  return (
    <Form method="post" action={AUTH_ACTION}>
      <input type="hidden" name="intent" value="enter-code" />
      <input type="hidden" name="phone" value={phone} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Button type="submit" variant="outline" size="sm">
        {t('phoneCode.title')}
      </Button>
    </Form>
  )
}
