import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ExternalLink, GlobeLock, Languages, Plus, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { directionOf, isLanguage, LANGUAGES } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  type CmsChange,
  cmsPageSchemaOf,
  type CmsEditInput,
  previewCmsPage,
  readCmsPage,
  setCmsPageStatus,
  updateCmsPage,
} from '~/models/wiki/cms.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type AdminActionData, BADGE, BADGES, LABEL, LINK, refusal, useBusy, useDateTime } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { type CmsPreview, PageForm } from './__cms/page-form'

/**
 * /admin/cms/{id} (moderators and admins): one wiki page in one language. Its title and Markdown
 * with a preview rendered on the server as /content/{slug} shows it (the stored text on arrival,
 * the sent text after 'Preview', nothing stored); save; publish and unpublish; the slug's other
 * languages, and a new one from this page (/admin/cms/new?from={id}). Every form is a plain POST
 * that works without JavaScript; the action checks the role again, validates with the form's zod
 * schema (400 with translated messages and the text kept), then the model's rules (404 gone, 409
 * nothing to change), and redirects back with a toast.
 */
// `content`: the preview's table of contents says what the public page says
export const handle = { i18n: ['admin', 'content'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const pageId = (param: string | undefined) => (/^\d{1,12}$/.test(param ?? '') ? Number(param) : null)

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const id = pageId(params.id)
  if (!id) throw notFound()
  const [page, i18n] = await Promise.all([
    readCmsPage(getDb(context.cloudflare.env.DB), viewerOf(user), id),
    getLanguage(request).then(serverI18n),
  ])
  if (!page) throw notFound()
  const { html, toc } = previewCmsPage(page)
  const taken = page.versions.map((v) => v.locale)
  return data(
    {
      page: { ...page, updatedAt: page.updatedAt.toISOString() },
      preview: { title: page.title, html, toc, locale: page.locale, unsaved: false } satisfies CmsPreview,
      missingLocales: LANGUAGES.filter((code) => !taken.includes(code)),
      title: `${i18n.t('admin:cms.editTitle', { title: page.title })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

type EditActionData = AdminActionData & { preview: CmsPreview | null }

const REFUSALS: Record<Exclude<CmsChange, { ok: true }>['reason'], { status: number; key: string }> = {
  'not-found': { status: 404, key: 'admin:cms.errors.unknown' },
  duplicate: { status: 409, key: 'admin:cms.errors.duplicate' },
  unchanged: { status: 409, key: 'admin:cms.errors.unchanged' },
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const editor = await requireRole(request, context, 'moderator')
  const id = pageId(params.id)
  if (!id) throw notFound()
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<EditActionData>({ intent: '', target: null, result: refusal('admin:cms.errors.invalid'), preview: null }, { status: 400 })
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  const schema = cmsPageSchemaOf(intent)
  if (!schema)
    return data<EditActionData>({ intent, target: null, result: refusal('admin:cms.errors.invalid'), preview: null }, { status: 400 })
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success')
    return data<EditActionData>({ intent, target: null, result: submission.reply(), preview: null }, { status: 400 })
  const input = submission.value
  // the page of the address is the one changed
  if (input.id !== id)
    return data<EditActionData>({ intent, target: null, result: refusal('admin:cms.errors.invalid'), preview: null }, { status: 400 })
  const db = getDb(context.cloudflare.env.DB)

  if (input.intent === 'preview') {
    const page = await readCmsPage(db, viewerOf(editor), id)
    if (!page) throw notFound()
    const { html, toc } = previewCmsPage(input as CmsEditInput)
    return data<EditActionData>(
      {
        intent,
        target: null,
        result: submission.reply(),
        preview: { title: (input as CmsEditInput).title, html, toc, locale: page.locale, unsaved: true },
      },
      { headers: PRIVATE },
    )
  }

  const who = { id: editor.id, roles: editor.roles, sessionId: editor.sessionId, ipHash: await clientIpHash(request) }
  const change =
    input.intent === 'save'
      ? await updateCmsPage(db, who, input as CmsEditInput)
      : await setCmsPageStatus(db, who, { id, status: input.intent === 'publish' ? 'published' : 'draft' })
  if (!change.ok) {
    const refused = REFUSALS[change.reason]
    const key = change.reason === 'unchanged' ? `${refused.key}.${input.intent}` : refused.key
    return data<EditActionData>(
      { intent, target: String(id), result: submission.reply({ formErrors: [key] }), preview: null },
      { status: refused.status },
    )
  }
  const toast = input.intent === 'save' ? 'saved' : input.intent === 'publish' ? 'published' : 'unpublished'
  return redirectWithToast(`/admin/cms/${id}`, {
    titleKey: `admin:cms.toasts.${toast}`,
    descriptionKey: `admin:cms.toasts.${toast}Body`,
    values: { title: change.title, slug: change.slug },
    variant: 'success',
  })
}

export default function AdminCmsPage() {
  const { page, preview, missingLocales } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  const when = useDateTime()
  const published = page.status === 'published'
  const statusIntent = published ? 'unpublish' : 'publish'
  const changingStatus = useBusy(statusIntent, page.id)
  const editing = actionData?.intent === 'preview' || actionData?.intent === 'save'
  const languageName = (code: string) => (isLanguage(code) ? LANGUAGE_NAMES[code] : code)
  const dir = isLanguage(page.locale) ? directionOf(page.locale) : undefined

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/admin/cms" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('cms.backToList')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 lang={page.locale} dir={dir} className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
            {page.title}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
            <span className={cn(BADGE, BADGES[page.status])}>{t(`cms.statuses.${page.status}`)}</span>
            <code className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{page.slug}</code>
            <span>{languageName(page.locale)}</span>
            <span>{t('cms.updated', { when: when(page.updatedAt), name: page.updatedByName ?? t('cms.someone') })}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`/content/${encodeURIComponent(page.slug)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ExternalLink aria-hidden className="size-4" />
            {published ? t('cms.viewPublished') : t('cms.viewDraft')}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value={statusIntent} />
            <input type="hidden" name="id" value={page.id} />
            <button
              type="submit"
              disabled={changingStatus}
              className={buttonVariants({ variant: published ? 'outline' : 'default', size: 'sm' })}
            >
              {published ? <GlobeLock aria-hidden className="size-4" /> : <Send aria-hidden className="size-4" />}
              {t(`cms.actions.${statusIntent}`)}
            </button>
          </Form>
        </div>
      </div>
      <p className="mt-3 max-w-3xl text-sm text-neutral-700 dark:text-neutral-300">
        {published ? t('cms.publishedNote') : t('cms.draftNote')}
      </p>
      {actionData && !editing && <FormAlert result={actionData.result} />}

      <section aria-labelledby="cms-versions-heading" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="cms-versions-heading" className="flex items-center gap-2 text-lg font-bold text-neutral-900 dark:text-white">
          <Languages aria-hidden className="size-5" />
          {t('cms.versions.heading')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {page.versions.map((version) => (
            <li key={version.id}>
              {version.id === page.id ? (
                <span
                  aria-current="page"
                  className="inline-flex items-center gap-2 rounded-full bg-neutral-900/5 px-3 py-1 text-sm font-semibold dark:bg-white/10"
                >
                  {languageName(version.locale)}
                  <span className="sr-only">({t(`cms.statuses.${version.status}`)})</span>
                </span>
              ) : (
                <Link to={`/admin/cms/${version.id}`} className={cn(LINK, 'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm')}>
                  {languageName(version.locale)}
                  <span className={cn(BADGE, BADGES[version.status])}>{t(`cms.statuses.${version.status}`)}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        {missingLocales.length > 0 && (
          <Form method="get" action="/admin/cms/new" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="from" value={page.id} />
            <div>
              <label htmlFor="cms-new-locale" className={LABEL}>
                {t('cms.versions.add')}
              </label>
              <select id="cms-new-locale" name="locale" className={cn(INPUT_CLASS, 'mt-1.5')}>
                {missingLocales.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              <Plus aria-hidden className="size-4" />
              {t('cms.versions.addSubmit')}
            </button>
          </Form>
        )}
      </section>

      <PageForm
        mode="edit"
        id={page.id}
        locale={page.locale}
        defaultValue={{ title: page.title, body: page.body }}
        result={editing ? actionData.result : undefined}
        preview={(editing && actionData.preview) || preview}
      />
    </div>
  )
}
