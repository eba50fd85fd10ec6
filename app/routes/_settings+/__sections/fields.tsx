import type { SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { CircleAlert, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { buttonVariants, type ButtonSize, type ButtonVariant } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import { useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { cn } from '~/utils/cn'

/**
 * What the settings action answers on a refused submit (400, 403, 404, 413, 415, 429): the
 * intent it answers, so only that form shows it, and the form's result (Conform's, also for
 * the forms without a schema), whose messages are keys the page translates.
 */
export type SettingsActionData = { intent: string; result: SubmissionResult<string[]> }

export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

/** A settings field; INPUT_BOX without the width, for a field narrower than its column. */
export const INPUT_BOX = cn(
  'block rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm',
  'placeholder:text-neutral-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400',
  FOCUS,
)
export const INPUT = `${INPUT_BOX} w-full`

const PANEL_BOX = 'scroll-mt-24 rounded-2xl border bg-white/90 p-5 shadow-sm sm:p-7 dark:bg-neutral-900/85'
export const PANEL = `${PANEL_BOX} border-neutral-200/80 dark:border-neutral-800`

/** The action's result, if it answers this form (`intent`). */
export function useIntentResult(...intents: string[]) {
  const answer = useActionData<SettingsActionData>()
  return answer && intents.includes(answer.intent) ? answer.result : undefined
}

/** The form-level message of a result, else its first field message (keys). */
export const resultMessage = (result: SubmissionResult<string[]> | undefined, field?: string) =>
  result?.error?.['']?.[0] ?? (field ? result?.error?.[field]?.[0] : undefined)

/**
 * A Conform form of this page (app/components/ui/form.tsx) for one intent: it shows the
 * action's result only when that answers this intent.
 */
export function useSettingsForm<Schema extends z.ZodTypeAny>(
  intent: string,
  options: { id: string; schema: Schema; defaultValue?: Record<string, unknown> },
) {
  return useValidatedForm({ ...options, lastResult: useIntentResult(intent) })
}

/** True while this form's intent is being submitted. */
export function useBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

export function Section({
  id,
  title,
  description,
  children,
  tone,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
  tone?: 'danger'
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'danger' ? `${PANEL_BOX} border-red-300 dark:border-red-900/70` : PANEL}
    >
      <h2
        id={`${id}-title`}
        className={cn(
          'text-xl font-semibold tracking-tight',
          tone === 'danger' ? 'text-red-800 dark:text-red-300' : 'text-neutral-900 dark:text-white',
        )}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A choice drawn as a card (radio groups of the profile and privacy forms). */
export const CHOICE_CARD = cn(
  'flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-950',
  'has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 dark:has-[:checked]:border-violet-400 dark:has-[:checked]:ring-violet-400',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-violet-300',
)

const LEGEND = 'text-sm font-medium text-neutral-900 dark:text-white'
const HINT = 'mt-0.5 text-sm text-neutral-600 dark:text-neutral-400'

/** What these components read of a Conform field. */
type FieldLike = { id: string; descriptionId: string; errorId: string; errors?: string[] }

/** A field's ids without its errors (Conform's metadata is a proxy: it cannot be spread). */
export const fieldIds = (field: FieldLike) => ({ id: field.id, descriptionId: field.descriptionId, errorId: field.errorId })

/**
 * A group of radios or checkboxes (Conform's getCollectionProps) for one field: the fieldset
 * carries the field's id (the error summary links to it), its hint and its error.
 */
export function ChoiceFieldset({
  field,
  legend,
  hint,
  children,
}: {
  field: FieldLike
  legend: ReactNode
  hint?: ReactNode
  children: ReactNode
}) {
  const translate = useFormMessage()
  const error = translate(field.errors?.[0])
  return (
    <fieldset id={field.id} aria-describedby={[hint && field.descriptionId, error && field.errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={LEGEND}>{legend}</legend>
      {hint && (
        <p id={field.descriptionId} className={HINT}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={field.id} errorId={field.errorId} error={error} />
    </fieldset>
  )
}

/**
 * A native checkbox drawn as a switch (role="switch"): it is submitted with the form without
 * JavaScript, unlike a script-driven toggle.
 */
export function Toggle({
  label,
  hint,
  id,
  ...input
}: { label: string; hint?: string; id: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const describedBy = [input['aria-describedby'], hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-neutral-900 dark:text-white">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {hint}
          </p>
        )}
      </div>
      <SwitchInput {...input} id={id} aria-describedby={describedBy} />
    </div>
  )
}

export function SwitchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className={cn(
          'peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-neutral-500 transition-colors checked:bg-brand-600 dark:checked:bg-violet-500',
          'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
          FOCUS,
        )}
        {...props}
      />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-md transition-transform',
          'peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5 motion-reduce:transition-none [.reduce-motion_&]:transition-none',
        )}
      />
    </span>
  )
}

export function SubmitButton({
  intent,
  children,
  variant = 'default',
  size,
  className,
  ...rest
}: { intent: string; children: ReactNode; variant?: ButtonVariant; size?: ButtonSize } & Omit<
  ComponentProps<'button'>,
  'type' | 'name' | 'value'
>) {
  const busy = useBusy(intent)
  const { t } = useTranslation('settings')
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonVariants({ variant, size, className })}
      aria-disabled={busy || undefined}
      {...rest}
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />}
      {busy ? t('saving') : children}
    </button>
  )
}

/**
 * The message of a refused submit for a form without fields to validate (one-button forms,
 * uploads): focused so a screen reader reads it.
 */
export function FormAlert({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('settings')
  const translate = useFormMessage()
  const ref = useRef<HTMLDivElement>(null)
  const fieldError = Object.entries(result?.error ?? {}).some(([name, errors]) => name !== '' && errors?.length)
  const message = translate(resultMessage(result)) ?? (fieldError ? t('errorSummary') : undefined)
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [result, message])
  if (!message) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-5 flex items-start gap-2 rounded-xl border border-red-700/40 bg-red-50 p-3 text-sm font-medium text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-100"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </div>
  )
}

/** A POST form of the settings page (one action, dispatched by `intent`). */
export function SettingsForm({ children, className, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form method="post" action="/profile/settings" preventScrollReset noValidate className={className} {...props}>
      {children}
    </Form>
  )
}
