import { Form, useActionData, useNavigation } from '@remix-run/react'
import { CircleAlert, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants, type ButtonVariant } from '~/components/ui/button'
import { cn } from '~/utils/cn'

/** What the settings action answers on a refused submit (400): per-field messages, already translated. */
export type SettingsActionData = {
  intent: string
  errors: Record<string, string>
  formError?: string
  values?: Record<string, unknown>
}

export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

export const INPUT = cn(
  'block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm',
  'placeholder:text-neutral-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400',
  FOCUS,
)

export const PANEL =
  'scroll-mt-24 rounded-2xl border border-neutral-200/80 bg-white/90 p-5 shadow-sm sm:p-7 dark:border-neutral-800 dark:bg-neutral-900/85'

/** The action's answer, if it belongs to this form (`intent`). */
export function useIntentResult(...intents: string[]) {
  const result = useActionData<SettingsActionData>()
  return result && intents.includes(result.intent) ? result : undefined
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
    <section id={id} aria-labelledby={`${id}-title`} className={cn(PANEL, tone === 'danger' && 'border-red-300 dark:border-red-900/70')}>
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

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  )
}

export function describedBy(id: string, hint?: string | boolean, error?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-900 dark:text-white">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children}</div>
      <FieldError id={id} message={error} />
    </div>
  )
}

/**
 * A native checkbox drawn as a switch (role="switch"): it is submitted with the form without
 * JavaScript, unlike a script-driven toggle.
 */
export function Toggle({
  name,
  label,
  hint,
  defaultChecked,
  id,
}: {
  name: string
  label: string
  hint?: string
  defaultChecked: boolean
  id?: string
}) {
  const inputId = id ?? `toggle-${name}`
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={inputId} className="block text-sm font-medium text-neutral-900 dark:text-white">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {hint}
          </p>
        )}
      </div>
      <SwitchInput id={inputId} name={name} defaultChecked={defaultChecked} aria-describedby={hint ? `${inputId}-hint` : undefined} />
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
  className,
  ...rest
}: { intent: string; children: ReactNode; variant?: ButtonVariant } & Omit<ComponentProps<'button'>, 'type' | 'name' | 'value'>) {
  const busy = useBusy(intent)
  const { t } = useTranslation('settings')
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonVariants({ variant, className })}
      aria-disabled={busy || undefined}
      {...rest}
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />}
      {busy ? t('saving') : children}
    </button>
  )
}

/** The form-level message of a refused submit; focused so a screen reader reads it. */
export function FormAlert({ result }: { result?: SettingsActionData }) {
  const { t } = useTranslation('settings')
  const ref = useRef<HTMLDivElement>(null)
  const message = result?.formError ?? (result && Object.keys(result.errors).length > 0 ? t('errorSummary') : undefined)
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
