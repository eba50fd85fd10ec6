import { Form, Link, useFetcher, useNavigation } from '@remix-run/react'
import { ArrowLeft, ArrowRight, CircleAlert, LoaderCircle, Mail, Phone } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Button, FOCUS_RING } from '~/components/ui/button'
import { describedBy, Field, FieldError, INPUT_CLASS } from '~/components/ui/field'
import { INTERESTS, PRONOUN_SUGGESTIONS, USER_MODES } from '~/models/members/options'
import { cn } from '~/utils/cn'
import { NewPasswordFields } from './new-password-fields'

/** What the /auth action answers to the sign-up intents. */
export type SignUpResult =
  | { intent: 'check-account' | 'signup'; ok: false; formError?: string; fields: Record<string, string[]> }
  | { intent: 'check-account'; ok: true }
  | { intent: 'signup'; ok: true; checkEmail: string }

const STEP_ONE_FIELDS = ['email', 'phone', 'password', 'confirmPassword', 'acceptTerms', 'acceptPrivacy']
const CHIP = cn(
  'flex cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900',
  'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:has-[:checked]:border-violet-300 dark:has-[:checked]:bg-violet-950 dark:has-[:checked]:text-violet-100',
)

/**
 * The guided sign-up (SPEC §5): step 1 is how the member signs in (email or phone, password,
 * confirmation, the two required acceptances); step 2 is about them (display name, pronouns,
 * mode, interests). With JavaScript, 'Next' asks the server to check step 1 (password rules
 * included) before step 2 shows. Without it, both steps are one form on one page.
 */
export function SignUpForm({ initial }: { initial?: SignUpResult }) {
  const { t } = useTranslation('auth')
  const check = useFetcher<SignUpResult>()
  const navigation = useNavigation()
  const [step, setStep] = useState<1 | 2>(1)
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  const formRef = useRef<HTMLFormElement>(null)
  const stepTwoHeading = useRef<HTMLHeadingElement>(null)
  const stepOneHeading = useRef<HTMLHeadingElement>(null)
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'signup'

  // the newest answer: the step-1 check (fetcher) or the final submit (action data)
  const latest = check.state === 'idle' && check.data && (!initial || check.data !== initial) ? check.data : initial
  const failed = latest && !latest.ok ? latest : undefined
  const errorOf = (field: string) => {
    const keys = failed?.fields[field]
    return keys?.length ? t(keys[0]) : undefined
  }

  // step 1 passed its check: move on; a final submit refused for a step-1 field: go back
  useEffect(() => {
    if (check.state === 'idle' && check.data?.intent === 'check-account' && check.data.ok) {
      setStep(2)
      requestAnimationFrame(() => stepTwoHeading.current?.focus())
    }
  }, [check.state, check.data])
  useEffect(() => {
    if (initial && !initial.ok && (initial.formError || STEP_ONE_FIELDS.some((f) => initial.fields[f]))) {
      setStep(1)
      requestAnimationFrame(() => stepOneHeading.current?.focus())
    }
  }, [initial])

  const next = () => {
    if (!formRef.current) return
    const formData = new FormData(formRef.current)
    formData.set('intent', 'check-account')
    check.submit(formData, { method: 'post', action: '/auth?index' })
  }

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

      <Form ref={formRef} method="post" action="/auth?index" noValidate className="mt-6 space-y-8">
        {failed?.formError ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-400/40 dark:bg-red-950/50 dark:text-red-200"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(failed.formError)}
          </p>
        ) : null}

        <fieldset className={cn('space-y-5', step !== 1 && hiddenWithJs)}>
          <legend className="sr-only">{t('signUp.steps.account')}</legend>
          <h2 ref={stepOneHeading} tabIndex={-1} className="text-lg font-semibold text-neutral-950 outline-none dark:text-white">
            {t('signUp.stepOf', { step: 1, total: 2 })}: {t('signUp.steps.account')}
          </h2>
          <div role="radiogroup" aria-label={t('signUp.method')} className="grid grid-cols-2 gap-2">
            {(['email', 'phone'] as const).map((value) => (
              <label key={value} className={CHIP}>
                <input
                  type="radio"
                  name="method"
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
          <Field id="signup-email" className={cn(method !== 'email' && hiddenWithJs)} label={t('signUp.email')} error={errorOf('email')}>
            <input
              id="signup-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              aria-invalid={errorOf('email') ? true : undefined}
              aria-describedby={describedBy('signup-email', false, errorOf('email'))}
              className={INPUT_CLASS}
            />
          </Field>
          <Field
            id="signup-phone"
            className={cn(method !== 'phone' && hiddenWithJs)}
            label={t('signUp.phone')}
            hint={t('signUp.phoneHint')}
            error={errorOf('phone')}
          >
            <input
              id="signup-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              aria-invalid={errorOf('phone') ? true : undefined}
              aria-describedby={describedBy('signup-phone', true, errorOf('phone'))}
              className={INPUT_CLASS}
            />
          </Field>
          <NewPasswordFields
            idPrefix="signup"
            labels={{ password: t('signUp.password'), confirm: t('signUp.confirmPassword') }}
            errors={failed?.fields}
          />
          {(['acceptTerms', 'acceptPrivacy'] as const).map((name) => (
            <div key={name}>
              <label className="flex items-start gap-3 text-neutral-900 dark:text-neutral-100">
                <input
                  type="checkbox"
                  name={name}
                  required
                  aria-invalid={errorOf(name) ? true : undefined}
                  aria-describedby={errorOf(name) ? `signup-${name}-error` : undefined}
                  className={cn('mt-1 size-4 shrink-0 accent-brand-700', FOCUS_RING)}
                />
                <span>
                  <Trans
                    t={t}
                    i18nKey={name === 'acceptTerms' ? 'signUp.acceptTerms' : 'signUp.acceptPrivacy'}
                    components={[
                      <Link
                        key="link"
                        to={name === 'acceptTerms' ? '/terms' : '/privacy'}
                        target="_blank"
                        className="font-medium text-brand-700 underline underline-offset-2 dark:text-violet-300"
                      />,
                    ]}
                  />
                </span>
              </label>
              <FieldError id={`signup-${name}`} error={errorOf(name)} />
            </div>
          ))}
          <Button
            type="button"
            size="lg"
            onClick={next}
            disabled={check.state !== 'idle'}
            className={cn('hidden w-full', '[.js_&]:inline-flex')}
          >
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
          <Field id="signup-name" label={t('signUp.displayName')} hint={t('signUp.displayNameHint')} error={errorOf('displayName')}>
            <input
              id="signup-name"
              name="displayName"
              autoComplete="nickname"
              maxLength={50}
              aria-invalid={errorOf('displayName') ? true : undefined}
              aria-describedby={describedBy('signup-name', true, errorOf('displayName'))}
              className={INPUT_CLASS}
            />
          </Field>
          <Field id="signup-pronouns" label={t('signUp.pronouns')} hint={t('signUp.pronounsHint')} error={errorOf('pronouns')}>
            <input
              id="signup-pronouns"
              name="pronouns"
              list="signup-pronoun-suggestions"
              maxLength={30}
              aria-invalid={errorOf('pronouns') ? true : undefined}
              aria-describedby={describedBy('signup-pronouns', true, errorOf('pronouns'))}
              className={cn(INPUT_CLASS, 'sm:max-w-xs')}
            />
            <datalist id="signup-pronoun-suggestions">
              {PRONOUN_SUGGESTIONS.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </Field>
          <fieldset>
            <legend className="font-medium text-neutral-900 dark:text-white">{t('signUp.mode')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {USER_MODES.map((mode) => (
                <label key={mode} className={cn(CHIP, 'items-start')}>
                  <input
                    type="radio"
                    name="userMode"
                    value={mode}
                    defaultChecked={mode === 'community'}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold">{t(`modes.${mode}.label`)}</span>
                    <span className="block text-neutral-700 dark:text-neutral-300">{t(`modes.${mode}.description`)}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="signup-mode" error={errorOf('userMode')} />
          </fieldset>
          <fieldset aria-describedby="signup-interests-hint">
            <legend className="font-medium text-neutral-900 dark:text-white">{t('signUp.interests')}</legend>
            <p id="signup-interests-hint" className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
              {t('signUp.interestsHint')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {INTERESTS.map((interest) => (
                <label key={interest} className={cn(CHIP, 'rounded-full py-1.5')}>
                  <input type="checkbox" name="interests" value={interest} className="size-4 accent-brand-700" />
                  {t(`interests.${interest}`)}
                </label>
              ))}
            </div>
            <FieldError id="signup-interests" error={errorOf('interests')} />
          </fieldset>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => {
                setStep(1)
                requestAnimationFrame(() => stepOneHeading.current?.focus())
              }}
              className="hidden [.js_&]:inline-flex"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('signUp.back')}
            </Button>
            <Button type="submit" name="intent" value="signup" size="lg" className="flex-1" disabled={submitting}>
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
