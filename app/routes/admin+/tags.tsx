import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  describeTag,
  isTagIntent,
  listAdminTags,
  mergeTag,
  parseTagQuery,
  renameTag,
  TAG_LIMITS,
  TAG_SCHEMAS,
  type TagChange,
  type TagInput,
  tagSearch,
} from '~/models/tags/tags.server'
import { TAG_SORTS } from '~/models/tags/schema'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { sortedSearch } from '~/utils/url-params'
import { type AdminActionData, BackToDashboard, Empty, LABEL, LINK, Pager, refusal } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { CATEGORY_LIST_ID, TagRow } from './__tags/tag-row'

/**
 * /admin/tags (moderators and admins): the tags of resources and personalities (`unified_tags`),
 * found by name or slug and category, sorted by name or use, 50 a page. Each tag can be renamed
 * (its slug stays, decision 024; a name another tag has is refused, 409), described (description
 * and category) and merged into another tag (its resources and personalities move there, then it
 * is deleted). Plain POST forms that work without JavaScript; the action checks the role again,
 * validates with the intent's zod schema (400, translated), then the model's rules (404, 409), and
 * redirects back to the same list with a toast. The model: app/models/tags/tags.server.ts.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/tags'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseTagQuery(url)
  const clean = tagSearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const [list, i18n] = await Promise.all([listAdminTags(getDb(context.cloudflare.env.DB), query), getLanguage(request).then(serverI18n)])
  if (list.total > 0 && query.page > list.pageCount) throw redirect(`${PATH}${tagSearch({ ...query, page: list.pageCount })}`, 302)
  return data({ query, list, limits: TAG_LIMITS, title: `${i18n.t('admin:tags.metaTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const REFUSALS: Record<Exclude<TagChange, { ok: true }>['reason'], { status: number; key: string; field?: 'name' | 'into' }> = {
  'not-found': { status: 404, key: 'admin:tags.errors.unknown' },
  duplicate: { status: 409, key: 'admin:tags.errors.duplicate', field: 'name' },
  unchanged: { status: 409, key: 'admin:tags.errors.unchanged' },
  'into-unknown': { status: 400, key: 'admin:tags.errors.intoUnknown', field: 'into' },
  'into-self': { status: 400, key: 'admin:tags.errors.intoSelf', field: 'into' },
  conflict: { status: 409, key: 'admin:tags.errors.conflict' },
  address: { status: 400, key: 'admin:tags.errors.address', field: 'name' },
  'resource-address': { status: 409, key: 'admin:tags.errors.resourceAddress', field: 'name' },
}

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const moderator = await requireRole(request, context, 'moderator')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<AdminActionData>({ intent: '', target: null, result: refusal('admin:tags.errors.invalid') }, { status: 400 })
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null)
  const intent = text('intent') ?? ''
  const target = text('id')
  if (!isTagIntent(intent)) return data<AdminActionData>({ intent, target, result: refusal('admin:tags.errors.invalid') }, { status: 400 })

  const submission = parseWithZod(form, { schema: TAG_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<AdminActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as TagInput
  const db = getDb(context.cloudflare.env.DB)
  const who = { id: moderator.id, sessionId: moderator.sessionId, ipHash: await clientIpHash(request) }
  let change: TagChange
  switch (input.intent) {
    case 'rename':
      change = await renameTag(db, who, input)
      break
    case 'describe':
      change = await describeTag(db, who, input)
      break
    case 'merge':
      change = await mergeTag(db, who, input)
      break
  }
  if (!change.ok) {
    const refused = REFUSALS[change.reason]
    const key = change.reason === 'unchanged' ? `${refused.key}.${input.intent}` : refused.key
    const result = refused.field ? submission.reply({ fieldErrors: { [refused.field]: [key] } }) : submission.reply({ formErrors: [key] })
    return data<AdminActionData>({ intent, target, result }, { status: refused.status })
  }
  const to = safeRedirect(text('redirectTo') ?? undefined, PATH)
  const list = to.startsWith(PATH) ? to.split('#')[0] : PATH
  const values = { name: change.name, into: change.into?.name ?? '', count: String(change.into?.usageCount ?? 0) }
  return redirectWithToast(input.intent === 'merge' ? `${list}#tags` : `${list}#tag-${change.id}`, {
    titleKey: `admin:tags.toasts.${input.intent}`,
    descriptionKey: `admin:tags.toasts.${input.intent}Body`,
    values,
    variant: 'success',
  })
}

export default function AdminTags() {
  const { query, list, limits } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const filtered = !!(query.q || query.category)
  const answered = !!actionData?.target && list.rows.some((row) => String(row.id) === actionData.target)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('tags.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('tags.intro')}</p>

      <Form method="get" role="search" aria-label={t('tags.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-tags-q" className={LABEL}>
            {t('tags.search.text')}
          </label>
          <input
            id="admin-tags-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={limits.queryMax}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-tags-category" className={LABEL}>
            {t('tags.search.category')}
          </label>
          <select id="admin-tags-category" name="category" defaultValue={query.category ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('tags.search.anyCategory')}</option>
            {list.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-tags-sort" className={LABEL}>
            {t('tags.search.sort')}
          </label>
          <select id="admin-tags-sort" name="sort" defaultValue={query.sort} className={cn(INPUT_CLASS, 'mt-1.5')}>
            {TAG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`tags.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('tags.search.submit')}
        </button>
      </Form>

      {actionData && !answered && <FormAlert result={actionData.result} />}

      <section id="tags" aria-labelledby="admin-tags-heading" className="mt-8 scroll-mt-24">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-tags-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('tags.listHeading')}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('tags.count', { count: list.total, formatted: number.format(list.total) })}
          </p>
        </div>
        {filtered && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('tags.showAll')}
            </Link>
          </p>
        )}
        {list.rows.length === 0 ? (
          <Empty>{filtered ? t('tags.emptyFiltered') : t('tags.empty')}</Empty>
        ) : (
          <ul className="space-y-4">
            {list.rows.map((row) => (
              <li key={row.id} id={`tag-${row.id}`} className="scroll-mt-24">
                <TagRow tag={row} limits={limits} failed={actionData?.target === String(row.id) ? actionData : null} />
              </li>
            ))}
          </ul>
        )}
        <Pager path={PATH} page={list.page} pageCount={list.pageCount} label={t('tags.paging')} />
      </section>
      <datalist id={CATEGORY_LIST_ID}>
        {list.categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </div>
  )
}
