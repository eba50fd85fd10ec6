/**
 * Forms with Conform and zod (docs/decisions/007-forms-conform.md): one schema per form, shared
 * by the browser and the server. In the browser Conform validates as the member leaves a field
 * and again as they type; a refused submit shows the list of problems above the form (focused,
 * so it is read out) and each message under its field (tied by aria-describedby). Without
 * JavaScript the same schema answers on the server with the same messages. Messages are i18n
 * keys with values (app/utils/messages.ts), translated here.
 */
import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { afterLoadWhenIdle } from '~/utils/after-load'
import { translateMessage, type MessageValues } from '~/utils/messages'
import { ErrorSummary, FieldError } from './field'

/** Translates form messages (keys with values) in the reader's language. */
export function useFormMessage() {
  const { t } = useTranslation()
  return (text: string | undefined, extra?: MessageValues) => (text ? translateMessage(t as never, text, extra) : undefined)
}

/** The HTML attributes of each field (required, maxLength, pattern…): Conform's `constraint`. */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]['constraint']>

/** What a schema answers for the form's data: Conform's submission (parseWithZod's) of its input and output. */
export type FormValidator<Input = unknown, Output = Input> = (formData: FormData) => Submission<Input, string[], Output>

type Options = {
  id: string
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
 * A Conform form checked by `validate` (useValidatedForm in ./validated-form, or
 * useLazyValidatedForm below). Returns the form, its fields, the props of the <form> element
 * and `attempt`: a value that changes with every refused submit (client or server), which the
 * summary uses to take focus.
 *
 * Without `validate` (a lazy schema still loading) nothing is checked in the browser: Conform
 * would send a field's check on blur or input to the server as a submit, so fields are checked
 * only on submit until then, and a submit goes to the server, whose schema answers with the
 * same messages.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound on a form's values
export function useConformForm<Input extends Record<string, any>, Output = Input>({
  id,
  constraint,
  validate,
  lastResult,
  defaultValue,
  shouldValidate = 'onBlur',
}: Options & { constraint: FormConstraint; validate: FormValidator<Input, Output> | null }) {
  // refusals in the browser since the server's last answer: a newer answer counts again
  const [refused, setRefused] = useState<{ count: number; after: unknown }>({ count: 0, after: lastResult })
  const [form, fields] = useForm<Input, Output>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint,
    shouldValidate: validate ? shouldValidate : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
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

/**
 * A form's schema that the browser loads when it is needed, not with the page: its constraint
 * (generated from the schema, so the server and the first render write the same attributes)
 * and how to load it. For forms a page shows to every visitor (the sign-in form on /auth):
 * zod and Conform's zod adapter are some 15 kB of the page's first load otherwise.
 */
export type LazySchema<Schema extends z.ZodTypeAny = z.ZodTypeAny> = {
  constraint: FormConstraint
  load: () => Promise<Schema>
}

/** The schema and Conform's zod adapter, loaded once per schema. */
const loadedValidators = new WeakMap<LazySchema, Promise<FormValidator>>()
function loadValidator(schema: LazySchema) {
  let loading = loadedValidators.get(schema)
  if (!loading) {
    loading = Promise.all([schema.load(), import('./form-validation')]).then(
      ([zodSchema, { parseWithZod }]) =>
        (formData: FormData) =>
          parseWithZod(formData, { schema: zodSchema }),
    )
    // a failed load (offline) is tried again at the next focus; meanwhile the server checks
    loading.catch(() => loadedValidators.delete(schema))
    loadedValidators.set(schema, loading)
  }
  return loading
}

/**
 * useConformForm with a LazySchema: the schema loads once the page is idle, or as soon as the
 * member focuses one of the form's fields; until then the server checks a submit. Also returns
 * `validate` (null until loaded), for a step of a form checked before it is submitted.
 */
export function useLazyValidatedForm<Schema extends z.ZodTypeAny>({ schema, ...options }: Options & { schema: LazySchema<Schema> }) {
  const [validate, setValidate] = useState<{ run: FormValidator<z.input<Schema>, z.output<Schema>> } | null>(null)
  const load = useCallback(() => {
    loadValidator(schema).then(
      (run) => setValidate((current) => current ?? { run: run as FormValidator<z.input<Schema>, z.output<Schema>> }),
      () => undefined,
    )
  }, [schema])
  useEffect(() => afterLoadWhenIdle(load), [load])
  const form = useConformForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: schema.constraint,
    validate: validate?.run ?? null,
  })
  const onFocus = () => {
    if (!validate) load()
  }
  return { ...form, formProps: { ...form.formProps, onFocus }, validate: validate?.run ?? null }
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
