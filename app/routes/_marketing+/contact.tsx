import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CircleCheck, LifeBuoy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { pageMeta } from '~/components/pages/meta'
import { PageLayout } from '~/components/pages/page-layout'
import { PANEL } from '~/components/ui/surface'
import { Inline, TextLink } from '~/components/pages/rich-text'
import { usePageText } from '~/components/pages/use-page-text'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_SUBJECTS, isContactSubject } from '~/content/contact'
import { loadPageMeta } from '~/content/page-meta.server'
import { CONTACT_EMAILS } from '~/content/pages'
import { getDb } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { contactRateLimit, createContactMessage } from '~/models/contact/contact.server'
import { ContactSchema } from '~/models/contact/schema'
import { enqueueEmail } from '~/models/mail/emails.server'
import { cn } from '~/utils/cn'
import { message } from '~/utils/messages'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { meta } = await loadPageMeta(request, 'contact')
  const subject = url.searchParams.get('subject')
  return { meta, sent: url.searchParams.get('sent') === '1', subject: isContactSubject(subject) ? subject : 'general' }
}
export const meta = pageMeta

/** Document responses carry the action's Retry-After (rate limit) too. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

const SENT = '/contact?sent=1'

/**
 * Works without JavaScript: a plain form POST, answered by a redirect (success) or the page
 * with field errors (400) or a rate-limit message (429). Bad input never causes a 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env
  const language = await getLanguage(request)

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ result: { status: 'error' as const, error: { '': [message('pages:contact.errors.unexpected')] } } }, { status: 400 })
  }
  // A bot filled the invisible field: answer as if all went well, store and send nothing.
  const honeypot = form.get(CONTACT_HONEYPOT)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return redirect(SENT, 303)

  const submission = parseWithZod(form, { schema: ContactSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  const db = getDb(env.DB)
  const retryAfter = await contactRateLimit(db, request, submission.value.email)
  if (retryAfter !== null) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    return data(
      { result: submission.reply({ formErrors: [message('pages:contact.errors.rateLimited', { minutes })] }) },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    )
  }

  await createContactMessage(db, { ...submission.value, locale: language })
  try {
    await enqueueEmail(env.EMAILS, {
      template: 'contact_received',
      to: submission.value.email.toLowerCase(),
      locale: language,
      data: { message: submission.value.message },
    })
  } catch (error) {
    // the message is stored; a missing acknowledgement must not lose it or show an error
    console.error('contact acknowledgement not queued', error)
  }
  return redirect(SENT, 303)
}

function ContactForm({ defaultSubject }: { defaultSubject: string }) {
  const { t } = usePageText()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact')
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'contact',
    schema: ContactSchema,
    lastResult: answer?.result,
    defaultValue: { subject: defaultSubject },
  })

  return (
    <Form method="post" {...formProps} className="space-y-6">
      <FormErrorSummary
        form={form}
        fields={[fields.name, fields.email, fields.subject, fields.message]}
        attempt={attempt}
        title={t('contact.errorSummary')}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField field={fields.name} label={t('contact.fields.name')} hint={t('contact.fields.nameHint')}>
          <input
            {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
            autoComplete="name"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.email} label={t('contact.fields.email')} hint={t('contact.fields.emailHint')}>
          <input
            {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: fields.email.descriptionId })}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>

      <FormField field={fields.subject} label={t('contact.fields.subject')}>
        <select {...getSelectProps(fields.subject)} className={cn(INPUT_CLASS, 'sm:max-w-xs')}>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`contact.subjects.${s}`)}
            </option>
          ))}
        </select>
      </FormField>

      <FormField
        field={fields.message}
        label={t('contact.fields.message')}
        hint={t('contact.fields.messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
      >
        <textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: fields.message.descriptionId })}
          rows={7}
          className={cn(INPUT_CLASS, 'min-h-40 resize-y leading-7')}
        />
      </FormField>

      {/* Honeypot: off-screen for people (and announced as "leave empty" to screen readers), filled by bots. */}
      <div className="sr-only">
        <label htmlFor={CONTACT_HONEYPOT}>{t('contact.fields.honeypot')}</label>
        <input id={CONTACT_HONEYPOT} name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className={buttonVariants({ size: 'lg' })}>
          {busy ? t('contact.sending') : t('contact.submit')}
        </button>
        <p id="contact-privacy" className="text-sm leading-6 text-neutral-600 dark:text-neutral-400">
          <Inline text={t('contact.privacyNote')} />
        </p>
      </div>
    </Form>
  )
}

function Sent() {
  const { t } = usePageText()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div role="status" className="flex flex-col items-start gap-4 sm:flex-row">
      <CircleCheck aria-hidden className="size-10 shrink-0 text-emerald-700 dark:text-emerald-400" />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-neutral-900 outline-none dark:text-white">
          {t('contact.sent.title')}
        </h2>
        <p className="mt-2">{t('contact.sent.body')}</p>
        <Link to="/contact" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          {t('contact.sent.again')}
        </Link>
      </div>
    </div>
  )
}

function OtherWays() {
  const { t } = usePageText()
  const addresses = [
    { label: t('contact.other.press'), email: CONTACT_EMAILS.emailPress },
    { label: t('contact.other.privacy'), email: CONTACT_EMAILS.emailPrivacy },
    { label: t('contact.other.copyright'), email: CONTACT_EMAILS.emailCopyright },
    { label: t('contact.other.accessibility'), email: CONTACT_EMAILS.emailAccessibility },
  ]
  return (
    <div className="space-y-4">
      <div className="rounded-2xl border border-amber-600/40 bg-amber-50 p-5 text-amber-950 dark:border-amber-400/30 dark:bg-amber-950/40 dark:text-amber-50">
        <h2 className="flex items-center gap-2 font-semibold">
          <LifeBuoy aria-hidden className="size-5" />
          {t('contact.other.urgent')}
        </h2>
        <p className="mt-2 text-sm leading-6 [&_a]:text-amber-950 dark:[&_a]:text-amber-100">
          <Inline text={t('contact.other.urgentBody')} />
        </p>
      </div>
      <div className={cn(PANEL, 'p-5')}>
        <h2 className="font-semibold text-neutral-900 dark:text-white">{t('contact.other.heading')}</h2>
        <dl className="mt-3 space-y-3 text-sm">
          {addresses.map((a) => (
            <div key={a.email}>
              <dt className="text-neutral-600 dark:text-neutral-400">{a.label}</dt>
              <dd>
                <TextLink href={`mailto:${a.email}`} className="break-all">
                  {a.email}
                </TextLink>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}

export default function ContactPage() {
  const { sent, subject } = useLoaderData<typeof loader>()
  const { t } = usePageText()
  return (
    <PageLayout page="contact" aside={<OtherWays />}>
      {sent ? (
        <Sent />
      ) : (
        <>
          <h2 className="mb-6 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">{t('contact.formHeading')}</h2>
          <ContactForm defaultSubject={subject} />
        </>
      )}
    </PageLayout>
  )
}
