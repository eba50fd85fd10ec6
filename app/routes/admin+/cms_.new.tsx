import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CMS_SCHEMAS, createCmsPage, previewCmsPage, readCmsPage, slugLocales } from '~/models/wiki/cms.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type AdminActionData, LINK, refusal } from './__admin/parts'
import { type CmsPreview, PageForm } from './__cms/page-form'

/**
 * /admin/cms/new (moderators and admins): a new wiki page, stored as a draft. With `?from={id}`
 * it is another language of that page: the slug, title and text are copied to translate, and
 * `locale` picks the language (the first the slug lacks otherwise). 'Preview' renders the text on
 * the server as /content/{slug} will (sanitized) beside the form and stores nothing; 'Create'
 * stores it and opens its editor. A slug already written in that language is refused (409).
 */
// `content`: the preview's table of contents says what the public page says
export const handle = { i18n: ['admin', 'content'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const db = getDb(context.cloudflare.env.DB)
  const from = /^\d{1,12}$/.test(url.searchParams.get('from') ?? '') ? Number(url.searchParams.get('from')) : null
  const [source, i18n] = await Promise.all([
    from ? readCmsPage(db, viewerOf(user), from) : Promise.resolve(null),
    getLanguage(request).then(serverI18n),
  ])
  const taken = source ? source.versions.map((v) => v.locale) : []
  const asked = url.searchParams.get('locale')
  const locale =
    isLanguage(asked) && !taken.includes(asked) ? asked : (LANGUAGES.find((code) => !taken.includes(code)) ?? FALLBACK_LANGUAGE)
  return data(
    {
      source: source ? { id: source.id, slug: source.slug, title: source.title, locale: source.locale } : null,
      defaultValue: { slug: source?.slug ?? '', locale, title: source?.title ?? '', body: source?.body ?? '' },
      takenLocales: taken,
      title: `${i18n.t('admin:cms.newTitle')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

type CreateActionData = AdminActionData & { preview: CmsPreview | null; takenLocales?: string[] }

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const editor = await requireRole(request, context, 'moderator')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<CreateActionData>({ intent: '', target: null, result: refusal('admin:cms.errors.invalid'), preview: null }, { status: 400 })
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  const submission = parseWithZod(form, { schema: CMS_SCHEMAS.create })
  if (submission.status !== 'success')
    return data<CreateActionData>({ intent, target: null, result: submission.reply(), preview: null }, { status: 400 })
  const input = submission.value
  const db = getDb(context.cloudflare.env.DB)
  if (input.intent === 'preview') {
    const { html, toc } = previewCmsPage(input)
    const takenLocales = await slugLocales(db, viewerOf(editor), input.slug)
    return data<CreateActionData>(
      {
        intent,
        target: null,
        result: submission.reply(),
        preview: { title: input.title, html, toc, locale: input.locale, unsaved: true },
        takenLocales,
      },
      { headers: PRIVATE },
    )
  }
  const change = await createCmsPage(
    db,
    { id: editor.id, roles: editor.roles, sessionId: editor.sessionId, ipHash: await clientIpHash(request) },
    input,
  )
  if (!change.ok) {
    // 'duplicate': this slug is written in this language already
    const takenLocales = await slugLocales(db, viewerOf(editor), input.slug)
    return data<CreateActionData>(
      {
        intent,
        target: null,
        result: submission.reply({ fieldErrors: { slug: ['admin:cms.errors.duplicate'] } }),
        preview: null,
        takenLocales,
      },
      { status: 409 },
    )
  }
  return redirectWithToast(`/admin/cms/${change.id}`, {
    titleKey: 'admin:cms.toasts.created',
    descriptionKey: 'admin:cms.toasts.createdBody',
    values: { title: change.title, slug: change.slug },
    variant: 'success',
  })
}

export default function AdminCmsNew() {
  const { source, defaultValue, takenLocales } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/admin/cms" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('cms.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {source ? t('cms.newVersionTitle') : t('cms.newTitle')}
      </h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">
        {source ? (
          <>
            {t('cms.newVersionIntro')}{' '}
            <Link to={`/admin/cms/${source.id}`} className={LINK}>
              <bdi>{source.title}</bdi>
            </Link>
          </>
        ) : (
          t('cms.newIntro')
        )}
      </p>
      <PageForm
        mode="create"
        defaultValue={defaultValue}
        takenLocales={actionData?.takenLocales ?? takenLocales}
        result={actionData?.result}
        preview={actionData?.preview ?? null}
      />
    </div>
  )
}
