/**
 * Forms with Conform and zod (docs/decisions/007-forms-conform.md): one schema per form, shared
 * by the browser and the server. In the browser Conform validates as the member leaves a field
 * and again as they type; a refused submit shows the list of problems above the form (focused,
 * so it is read out) and each message under its field (tied by aria-describedby). Without
 * JavaScript the same schema answers on the server with the same messages. Messages are i18n
 * keys with values (app/utils/messages.ts), translated here.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v3'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { translateMessage, type MessageValues } from '~/utils/messages'
import { ErrorSummary, FieldError } from './field'

/** Translates form messages (keys with values) in the reader's language. */
export function useFormMessage() {
  const { t } = useTranslation()
  return (text: string | undefined, extra?: MessageValues) => (text ? translateMessage(t as never, text, extra) : undefined)
}

type Options<Schema extends z.ZodTypeAny> = {
  id: string
  schema: Schema
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Record<string, unknown>
}

/**
 * A Conform form validated by `schema`. Returns the form, its fields, the props of the <form>
 * element and `attempt`: a value that changes with every refused submit (client or server),
 * which the summary uses to take focus.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>({ id, schema, lastResult, defaultValue }: Options<Schema>) {
  const [refused, setRefused] = useState(0)
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const props = getFormProps(form)
  const formProps = {
    ...props,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      props.onSubmit(event)
      // Conform stopped it: the browser's values do not pass the schema
      if (event.defaultPrevented) setRefused((n) => n + 1)
    },
  }
  return { form, fields, formProps, attempt: refused === 0 ? lastResult : `${refused}` }
}

/** What these components read of a Conform field. */
type FieldLike = { id: string; descriptionId: string; errorId: string; errors?: string[] }

/** The list of problems after a refused submit, with the form's own errors; nothing otherwise. */
export function FormErrorSummary({
  form,
  fields,
  attempt,
  title,
}: {
  form: { errors?: string[] }
  fields: FieldLike[]
  attempt: unknown
  title: string
}) {
  const translate = useFormMessage()
  const failed = fields.filter((field) => field.errors?.length)
  const formError = form.errors?.[0]
  if (!attempt || (failed.length === 0 && !formError)) return null
  return (
    <ErrorSummary
      answer={attempt}
      title={translate(formError) ?? title}
      items={failed.map((field) => ({ href: `#${field.id}`, message: translate(field.errors![0]) }))}
    />
  )
}

/** A labelled field: label, optional hint, the control (children) and its error, all tied by ids. */
export function FormField({
  field,
  label,
  hint,
  children,
  className,
}: {
  field: FieldLike
  label: ReactNode
  hint?: ReactNode
  children: ReactNode
  className?: string
}) {
  const translate = useFormMessage()
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-medium text-neutral-900 dark:text-white">
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      <FieldError id={field.id} errorId={field.errorId} error={translate(field.errors?.[0])} />
    </div>
  )
}
