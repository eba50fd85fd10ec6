import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react'
import { ArrowLeft, ArrowRight, LoaderCircle, Mail, Phone } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Button, FOCUS_RING } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage, useLazyValidatedForm } from '~/components/ui/form'
import { SIGN_IN_METHODS, SIGN_UP_ACCOUNT_FIELDS, type SignInMethod } from '~/models/accounts/options'
import { DEFAULT_USER_MODE } from '~/models/members/options'
import { cn } from '~/utils/cn'
import { AUTH_ACTION } from './constants'
import { NewPasswordFields } from './new-password-fields'
import { AUTH_FORM_SCHEMAS } from './schemas'
import { CHIP, SignUpAboutFields } from './sign-up-about-fields'

/** What the /auth action answers to the sign-up intents. */
export type SignUpResult =
  | { intent: 'check-account' | 'signup'; ok: false; result: SubmissionResult<string[]> }
  | { intent: 'check-account'; ok: true }
  | { intent: 'signup'; ok: true; checkEmail: string }

/** Did this answer refuse a field of the first step (or the form as a whole)? */
function refusesStepOne(result: SubmissionResult<string[]> | undefined) {
  return Object.entries(result?.error ?? {}).some(
    ([name, errors]) => errors?.length && (name === '' || (SIGN_UP_ACCOUNT_FIELDS as readonly string[]).includes(name)),
  )
}

/**
 * The guided sign-up (SPEC §5): step 1 is how the member signs in (email or phone, password,
 * confirmation, the two required acceptances); step 2 is about them (display name, pronouns,
 * mode, interests). One schema checks both steps, here and in the action. With JavaScript,
 * 'Next' checks the form here, then asks the server to check step 1 (the password policy
 * included) before step 2 shows. Without it, both steps are one form on one page.
 */
export function SignUpForm({ initial }: { initial?: SignUpResult }) {
  const { t } = useTranslation('auth')
  const translate = useFormMessage()
  const check = useFetcher<SignUpResult>()
  const navigation = useNavigation()
  const [step, setStep] = useState<1 | 2>(1)
  const formRef = useRef<HTMLFormElement>(null)
  const stepTwoHeading = useRef<HTMLHeadingElement>(null)
  const stepOneHeading = useRef<HTMLHeadingElement>(null)
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'signup'

  // the newest answer: the step-1 check (fetcher) or the final submit (action data)
  const [answer, setAnswer] = useState(initial)
  useEffect(() => setAnswer((last) => initial ?? last), [initial])
  useEffect(() => setAnswer((last) => check.data ?? last), [check.data])
  const lastResult = answer && !answer.ok ? answer.result : undefined

  const { form, fields, formProps, attempt, validate } = useLazyValidatedForm({
    id: 'signup',
    schema: AUTH_FORM_SCHEMAS.signUp,
    lastResult,
    defaultValue: { method: 'email', userMode: DEFAULT_USER_MODE },
  })
  const [method, setMethod] = useState<SignInMethod>(fields.method.initialValue === 'phone' ? 'phone' : 'email')

  // step 1 passed its check: move on; a refusal naming a step-1 field: back to step 1
  useEffect(() => {
    if (check.state === 'idle' && check.data?.intent === 'check-account' && check.data.ok) {
      setStep(2)
      requestAnimationFrame(() => stepTwoHeading.current?.focus())
    }
  }, [check.state, check.data])
  useEffect(() => {
    if (refusesStepOne(lastResult)) setStep(1)
  }, [lastResult])

  /**
   * 'Next': the schema here first (its messages show at once), then the server's check (which
   * alone checks it while the schema is still loading, with the same messages).
   */
  const next = () => {
    if (!formRef.current) return
    const formData = new FormData(formRef.current)
    formData.set('intent', 'check-account')
    if (validate && validate(formData).status !== 'success') {
      form.validate()
      return
    }
    check.submit(formData, { method: 'post', action: AUTH_ACTION })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // with JavaScript, step 1 shows no submit button: Enter in one of its fields means 'Next'
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (step === 1 && submitter?.getAttribute('value') === 'signup') {
      event.preventDefault()
      next()
      return
    }
    formProps.onSubmit(event)
  }

  const acceptances = [
    { field: fields.acceptTerms, key: 'signUp.acceptTerms', to: '/terms' },
    { field: fields.acceptPrivacy, key: 'signUp.acceptPrivacy', to: '/privacy' },
  ] as const
  // with JS, the step not shown is hidden; without JS (no `js` class) both show
  const hiddenWithJs = '[.js_&]:hidden'
  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title" className="text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('signUp.title')}
      </h1>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('signUp.subtitle')}</p>
      <ol className="mt-5 flex gap-2" aria-label={t('signUp.stepOf', { step, total: 2 })}>
        {([1, 2] as const).map((n) => (
          <li
            key={n}
            aria-current={step === n ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-semibold',
              step >= n
                ? 'border-brand-700 bg-brand-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950'
                : 'border-neutral-300 text-neutral-700 dark:border-neutral-600 dark:text-neutral-300',
            )}
          >
            <span aria-hidden>{n}</span>
            {n === 1 ? t('signUp.steps.account') : t('signUp.steps.about')}
          </li>
        ))}
      </ol>

      <Form ref={formRef} method="post" action={AUTH_ACTION} {...formProps} onSubmit={onSubmit} className="mt-6 space-y-8">
        <FormErrorSummary
          form={form}
          fields={[
            fields.email,
            fields.phone,
            fields.password,
            fields.confirmPassword,
            fields.acceptTerms,
            fields.acceptPrivacy,
            fields.displayName,
            fields.pronouns,
            fields.userMode,
            fields.interests,
          ]}
          attempt={attempt}
          title={t('shell:auth.errorSummary')}
        />

        <fieldset className={cn('space-y-5', step !== 1 && hiddenWithJs)}>
          <legend className="sr-only">{t('signUp.steps.account')}</legend>
          <h2 ref={stepOneHeading} tabIndex={-1} className="text-lg font-semibold text-neutral-950 outline-none dark:text-white">
            {t('signUp.stepOf', { step: 1, total: 2 })}: {t('signUp.steps.account')}
          </h2>
          <div role="radiogroup" aria-label={t('signUp.method')} className="grid grid-cols-2 gap-2">
            {SIGN_IN_METHODS.map((value) => (
              <label key={value} className={CHIP}>
                <input
                  type="radio"
                  name={fields.method.name}
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="size-4 accent-brand-700"
                />
                {value === 'email' ? <Mail aria-hidden className="size-4" /> : <Phone aria-hidden className="size-4" />}
                {value === 'email' ? t('signUp.methodEmail') : t('signUp.methodPhone')}
              </label>
            ))}
          </div>
          <FormField field={fields.email} className={cn(method !== 'email' && hiddenWithJs)} label={t('signUp.email')}>
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              required
              autoComplete="email"
              inputMode="email"
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField
            field={fields.phone}
            className={cn(method !== 'phone' && hiddenWithJs)}
            label={t('signUp.phone')}
            hint={t('signUp.phoneHint')}
          >
            <input
              {...getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: fields.phone.descriptionId })}
              required
              autoComplete="tel"
              inputMode="tel"
              className={INPUT_CLASS}
            />
          </FormField>
          <NewPasswordFields
            password={fields.password}
            confirm={fields.confirmPassword}
            labels={{ password: t('signUp.password'), confirm: t('signUp.confirmPassword') }}
          />
          {acceptances.map(({ field, key, to }) => (
            <div key={field.name}>
              <label className="flex items-start gap-3 text-neutral-900 dark:text-neutral-100">
                <input
                  {...getInputProps(field, { type: 'checkbox' })}
                  required
                  className={cn('mt-1 size-4 shrink-0 accent-brand-700', FOCUS_RING)}
                />
                <span>
                  <Trans
                    t={t}
                    i18nKey={key}
                    components={[
                      <Link
                        key="link"
                        to={to}
                        target="_blank"
                        className="font-medium text-brand-700 underline underline-offset-2 dark:text-violet-300"
                      />,
                    ]}
                  />
                </span>
              </label>
              <FieldError id={field.id} errorId={field.errorId} error={translate(field.errors?.[0])} />
            </div>
          ))}
          <Button type="button" size="lg" onClick={next} disabled={check.state !== 'idle'} jsOnly className="w-full">
            {check.state !== 'idle' ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
            {t('signUp.next')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
        </fieldset>

        <fieldset className={cn('space-y-5', step !== 2 && hiddenWithJs)}>
          <legend className="sr-only">{t('signUp.steps.about')}</legend>
          <h2 ref={stepTwoHeading} tabIndex={-1} className="text-lg font-semibold text-neutral-950 outline-none dark:text-white">
            {t('signUp.stepOf', { step: 2, total: 2 })}: {t('signUp.steps.about')}
          </h2>
          <SignUpAboutFields
            displayName={fields.displayName}
            pronouns={fields.pronouns}
            userMode={fields.userMode}
            interests={fields.interests}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => {
                setStep(1)
                requestAnimationFrame(() => stepOneHeading.current?.focus())
              }}
              jsOnly
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('signUp.back')}
            </Button>
            <Button type="submit" name="intent" value="signup" size="lg" className="grow basis-0" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
              {submitting ? t('signUp.submitting') : t('signUp.submit')}
            </Button>
          </div>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-sm text-neutral-700 dark:text-neutral-300">
        {t('signUp.haveAccount')}{' '}
        <Link to="/auth?mode=signin" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-violet-300">
          {t('tabs.signIn')}
        </Link>
      </p>
    </section>
  )
}
