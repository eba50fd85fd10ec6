import { CircleAlert } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '~/utils/cn'
import { FOCUS_RING } from './button'

/**
 * Text inputs, selects and text areas: one look, with the invalid state from aria-invalid.
 * INPUT_BOX has no text size, for an input that sets its own (the phone code's large digits).
 */
export const INPUT_BOX = cn(
  'block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-neutral-900 shadow-sm',
  'placeholder:text-neutral-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400',
  FOCUS_RING,
)
export const INPUT_CLASS = `${INPUT_BOX} text-base`

/** The ids an input should list in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error?: string | null) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

/**
 * A labelled form field: label, optional hint, the control (children) and its error. The
 * control must carry `id`, `aria-describedby={describedBy(id, !!hint, error)}` and
 * `aria-invalid={error ? true : undefined}`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-neutral-900 dark:text-white">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A field's error under it; `errorId` when the field's aria-describedby names another id (Conform's). */
export function FieldError({ id, error, errorId }: { id: string; error?: ReactNode; errorId?: string }) {
  if (!error) return null
  return (
    <p id={errorId ?? `${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  )
}

/**
 * The list of problems above a form after a refused submit: focused when a new answer arrives
 * (`answer` changes) so it is read out, each item a link to its field.
 */
export function ErrorSummary({
  answer,
  title,
  items,
}: {
  answer: unknown
  title: ReactNode
  items: Array<{ href: string; message: ReactNode }>
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (answer) ref.current?.focus()
  }, [answer])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-red-700/40 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        {title}
      </p>
      {items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 ps-9 text-sm">
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="underline underline-offset-2">
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
