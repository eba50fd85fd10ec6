import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, Languages, RotateCcw, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { isLanguage, type Language } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { emailTemplateSchemaOf, type EmailTemplateEditInput } from '~/models/mail/templates-admin-schema'
import {
  previewEmailTemplate,
  readEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
  TEMPLATE_TEST_LIMIT,
  type TemplateChange,
} from '~/models/mail/templates-admin.server'
import { cn } from '~/utils/cn'
import { message } from '~/utils/messages'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type AdminActionData, LINK, refusal, useBusy } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { TemplateForm, type TemplatePreview } from './__email-templates/template-form'
import { STATE_BADGES } from './__email-templates/states'

/**
 * /admin/email-templates/{key}/{locale} (admins only, issue 41): one email in one language. The
 * text the resolver sends now (the language's override, its built-in text, or English) in an
 * editor whose {{variables}} are checked against the template's known ones (listed with their
 * sample values), a preview rendered on the server by renderEmail from the sample data (the
 * saved text on arrival, the sent text after 'Preview', nothing stored; the HTML in a sandboxed
 * frame), save (the language's override; a stale form 409), reset to built-in (409 when there is
 * nothing to reset), and a test sent to the admin's own address (10 an hour, 429 after). Every
 * form is a plain POST that works without JavaScript; the action checks the role again.
 */
export const handle = { i18n: ['admin'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

async function load(request: Request, context: LoaderFunctionArgs['context'], params: LoaderFunctionArgs['params']) {
  const locale = params.locale
  if (!isLanguage(locale)) throw notFound()
  const editor = await readEmailTemplate(getDb(context.cloudflare.env.DB), params.key ?? '', locale, context.cloudflare.env.APP_NAME)
  if (!editor) throw notFound()
  return editor
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'admin')
  const [editor, i18n] = await Promise.all([load(request, context, params), getLanguage(request).then(serverI18n)])
  return data(
    {
      editor,
      user: { id: user.id },
      testLimit: TEMPLATE_TEST_LIMIT.count,
      title: `${i18n.t('admin:emailTemplates.editTitle', { key: editor.key, language: LANGUAGE_NAMES[editor.locale] })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

// a refused test send (429) keeps its Retry-After
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { ...PRIVATE, 'Retry-After': retryAfter } : PRIVATE
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

type EditActionData = AdminActionData & { preview: TemplatePreview | null }

const REFUSALS: Record<Exclude<TemplateChange, { ok: true }>['reason'], { status: number; key: string }> = {
  'not-found': { status: 404, key: 'admin:emailTemplates.errors.unknown' },
  stale: { status: 409, key: 'admin:emailTemplates.errors.stale' },
  unchanged: { status: 409, key: 'admin:emailTemplates.errors.unchanged' },
  'no-override': { status: 409, key: 'admin:emailTemplates.errors.noOverride' },
  'no-email': { status: 400, key: 'admin:emailTemplates.errors.noEmail' },
  'rate-limited': { status: 429, key: 'admin:emailTemplates.errors.rateLimited' },
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // the role again: a moderator or member posting here is sent away like on the page
  const admin = await requireRole(request, context, 'admin')
  const editor = await load(request, context, params)
  const { key, locale } = editor
  const known = editor.variables.map((v) => v.name)
  const reply = (status: number, body: EditActionData, headers?: HeadersInit) =>
    data<EditActionData>(body, { status, headers: { ...PRIVATE, ...headers } })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return reply(400, { intent: '', target: null, result: refusal('admin:emailTemplates.errors.invalid'), preview: null })
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  const schema = emailTemplateSchemaOf(intent, known)
  if (!schema) return reply(400, { intent, target: null, result: refusal('admin:emailTemplates.errors.invalid'), preview: null })
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success') return reply(400, { intent, target: null, result: submission.reply(), preview: null })
  const input = submission.value as { intent: string } & Partial<EmailTemplateEditInput>
  const env = context.cloudflare.env
  const db = getDb(env.DB)

  if (input.intent === 'preview') {
    const edit = input as EmailTemplateEditInput
    const rendered = previewEmailTemplate(key, locale, { subject: edit.subject, html: edit.html, text: edit.text }, known, env.APP_NAME)
    return reply(200, { intent, target: null, result: submission.reply(), preview: { ...rendered, unsaved: true } })
  }

  const who = { id: admin.id, sessionId: admin.sessionId, ipHash: await clientIpHash(request) }
  const change: TemplateChange & { to?: string } =
    input.intent === 'save'
      ? await saveEmailTemplate(db, who, key, locale, input as EmailTemplateEditInput)
      : input.intent === 'reset'
        ? await resetEmailTemplate(db, who, key, locale, input.updatedAt ?? null)
        : await sendTestEmail(db, env.EMAILS, who, key, locale)
  if (!change.ok) {
    const refused = REFUSALS[change.reason]
    const text =
      change.reason === 'rate-limited'
        ? message(refused.key, { minutes: Math.max(1, Math.ceil((change.retryAfter ?? 60) / 60)) })
        : refused.key
    return reply(
      refused.status,
      { intent, target: null, result: submission.reply({ formErrors: [text] }), preview: null },
      change.reason === 'rate-limited' ? { 'Retry-After': String(change.retryAfter ?? 60) } : undefined,
    )
  }
  const toast = input.intent === 'save' ? 'saved' : input.intent === 'reset' ? 'reset' : 'tested'
  return redirectWithToast(`/admin/email-templates/${key}/${locale}`, {
    titleKey: `admin:emailTemplates.toasts.${toast}`,
    descriptionKey: `admin:emailTemplates.toasts.${toast}Body`,
    values: { key, language: LANGUAGE_NAMES[locale], email: change.to ?? '' },
    variant: 'success',
  })
}

export default function AdminEmailTemplate() {
  const { editor, testLimit } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  const language = LANGUAGE_NAMES[editor.locale]
  const editing = actionData?.intent === 'preview' || actionData?.intent === 'save'
  const resetting = useBusy('reset')
  const testing = useBusy('test')
  const updatedAt = editor.override ? String(editor.override.updatedAt) : ''

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/admin/email-templates" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('emailTemplates.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('emailTemplates.editTitle', { key: editor.key, language })}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_BADGES[editor.state])}>
          {t(`emailTemplates.states.${editor.state}`)}
        </span>
        <span>{t(`emailTemplates.stateNotes.${editor.state}`, { language })}</span>
      </p>
      {editor.description && (
        <p dir="auto" className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">
          {editor.description}
        </p>
      )}
      {actionData && !editing && <FormAlert result={actionData.result} />}

      <nav aria-labelledby="email-template-languages" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="email-template-languages" className="flex items-center gap-2 text-lg font-bold text-neutral-900 dark:text-white">
          <Languages aria-hidden className="size-5" />
          {t('emailTemplates.languagesHeading')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {editor.states.map(({ locale, state }) => (
            <li key={locale}>
              {locale === editor.locale ? (
                <span
                  aria-current="page"
                  className="inline-flex items-center gap-2 rounded-full bg-neutral-900/5 px-3 py-1 text-sm font-semibold dark:bg-white/10"
                >
                  <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
                  <span className="sr-only">({t(`emailTemplates.states.${state}`)})</span>
                </span>
              ) : (
                <Link
                  to={`/admin/email-templates/${editor.key}/${locale}`}
                  className={cn(LINK, 'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm')}
                >
                  <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_BADGES[state])}>
                    {t(`emailTemplates.states.${state}`)}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="email-template-variables" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="email-template-variables" className="text-lg font-bold text-neutral-900 dark:text-white">
          {t('emailTemplates.variables.heading')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('emailTemplates.variables.intro')}</p>
        <table className="mt-3 w-full text-start text-sm">
          <thead>
            <tr className="text-neutral-700 dark:text-neutral-300">
              <th scope="col" className="py-1 pe-4 text-start font-semibold">
                {t('emailTemplates.variables.name')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('emailTemplates.variables.sample')}
              </th>
            </tr>
          </thead>
          <tbody>
            {editor.variables.map((variable) => (
              <tr key={variable.name} className="border-t border-neutral-900/10 dark:border-white/10">
                <td className="py-1 pe-4 align-top">
                  <code dir="ltr" className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{`{{${variable.name}}}`}</code>
                </td>
                <td className="py-1 align-top break-all whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                  <bdi>{variable.sample}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <TemplateForm
        templateKey={editor.key}
        locale={editor.locale as Language}
        known={editor.variables.map((v) => v.name)}
        updatedAt={updatedAt}
        fromEnglish={editor.currentLocale !== editor.locale}
        defaultValue={editor.current}
        result={editing ? actionData.result : undefined}
        preview={(editing && actionData.preview) || { ...editor.preview, unsaved: false }}
      />

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="email-template-test" className={cn(PANEL, 'p-5')}>
          <h2 id="email-template-test" className="text-lg font-bold text-neutral-900 dark:text-white">
            {t('emailTemplates.test.heading')}
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('emailTemplates.test.intro', { language })}</p>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('emailTemplates.test.limit', { count: testLimit })}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="test" />
            <button type="submit" disabled={testing} className={buttonVariants({ variant: 'outline' })}>
              <Send aria-hidden className="size-4" />
              {t('emailTemplates.test.submit')}
            </button>
          </Form>
        </section>
        {editor.override && (
          <section aria-labelledby="email-template-reset" className={cn(PANEL, 'p-5')}>
            <h2 id="email-template-reset" className="text-lg font-bold text-neutral-900 dark:text-white">
              {t('emailTemplates.reset.heading')}
            </h2>
            <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('emailTemplates.reset.intro', { language })}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="updatedAt" value={updatedAt} />
              <button type="submit" disabled={resetting} className={buttonVariants({ variant: 'outline' })}>
                <RotateCcw aria-hidden className="size-4" />
                {t('emailTemplates.reset.submit')}
              </button>
            </Form>
          </section>
        )}
      </div>
    </div>
  )
}
