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
  /**
   * When a field is first checked: as the member leaves it (the default), or only at the first
   * submit (short forms whose links and button a message appearing on blur would move under
   * the pointer). Either way it is checked again as they type.
   */
  shouldValidate?: 'onBlur' | 'onSubmit'
}

/** Conform's own submit events (a field checked on blur or input, `form.validate()`) carry this name. */
const CONFORM_INTENT = '__intent__'

/** A submit that checks the whole form: a real one, or `form.validate()` without a field name. */
function checksWholeForm(event: FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  if (!(submitter instanceof HTMLButtonElement) || submitter.name !== CONFORM_INTENT) return true
  try {
    const intent = JSON.parse(submitter.value) as { type?: string; payload?: { name?: string } }
    return intent.type === 'validate' && !intent.payload?.name
  } catch {
    return false
  }
}

/**
 * A Conform form validated by `schema`. Returns the form, its fields, the props of the <form>
 * element and `attempt`: a value that changes with every refused submit (client or server),
 * which the summary uses to take focus.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
  shouldValidate = 'onBlur',
}: Options<Schema>) {
  // refusals in the browser since the server's last answer: a newer answer counts again
  const [refused, setRefused] = useState<{ count: number; after: unknown }>({ count: 0, after: lastResult })
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const props = getFormProps(form)
  const formProps = {
    ...props,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      props.onSubmit(event)
      // Conform stopped it: the browser's values do not pass the schema (a single field checked
      // on blur or input is not a refused submit: the summary neither shows nor takes focus)
      if (event.defaultPrevented && checksWholeForm(event))
        setRefused((last) => ({ count: last.after === lastResult ? last.count + 1 : 1, after: lastResult }))
    },
  }
  const attempt = refused.count > 0 && refused.after === lastResult ? `${refused.count}` : lastResult
  return { form, fields, formProps, attempt }
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
