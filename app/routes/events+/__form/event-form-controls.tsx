import type { FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FILTER_FOCUS } from '~/components/ui/filter-fields'
import { useFormMessage } from '~/components/ui/form'
import type { EventFormSchema } from '~/models/events/schema'
import { cn } from '~/utils/cn'

/** The event form's fields (Conform's fieldset of EventFormSchema), handed to its sections. */
export type EventFormFields = ReturnType<FormMetadata<z.input<typeof EventFormSchema>, string[]>['getFieldset']>

export const LEGEND = 'text-lg font-bold text-neutral-950 dark:text-white'
export const CHECK = cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FILTER_FOCUS)

/** A labelled input beside a radio (the series' end), with its error. */
export function RepeatEndInput({
  field,
  label,
  children,
}: {
  field: { id: string; errorId: string; errors?: string[] }
  label: string
  children: ReactNode
}) {
  const translate = useFormMessage()
  return (
    <span className="flex flex-col">
      <label htmlFor={field.id} className="sr-only">
        {label}
      </label>
      {children}
      <Problem id={field.errorId} error={translate(field.errors?.[0])} />
    </span>
  )
}

export function Optional({ text }: { text: string }) {
  const { t } = useTranslation('events')
  return (
    <>
      {text} <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">({t('form.optional')})</span>
    </>
  )
}

export function Problem({ id, error }: { id: string; error: ReactNode }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null
}
