import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ExternalLink, Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { LANGUAGES, directionOf, isLanguage } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CMS_LIMITS, CMS_STATUSES } from '~/models/wiki/cms-query'
import { cmsSearch, listCmsPages, parseCmsQuery } from '~/models/wiki/cms.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { sortedSearch } from '~/utils/url-params'
import { BackToDashboard, BADGE, BADGES, Empty, LABEL, LINK, Pager, useDateTime } from './__admin/parts'

/**
 * /admin/cms (moderators and admins): the wiki and information pages (`content_pages`), found by
 * title or slug, status and language, 25 a page, most recently changed first. Each opens its
 * editor (/admin/cms/{id}: text with a preview, publish, unpublish, other languages); /admin/cms/new
 * writes a new one. The filters are a GET form that works without JavaScript; a URL with bad or
 * empty values redirects to its clean form. The model: app/models/wiki/cms.server.ts.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/cms'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseCmsQuery(url)
  const clean = cmsSearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const language = await getLanguage(request)
  const [list, i18n] = await Promise.all([listCmsPages(getDb(context.cloudflare.env.DB), viewerOf(user), query), serverI18n(language)])
  // past the last page: the last one
  if (list.total > 0 && query.page > list.pageCount) throw redirect(`${PATH}${cmsSearch({ ...query, page: list.pageCount })}`, 302)
  return data(
    {
      query,
      list: { ...list, rows: list.rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) },
      title: `${i18n.t('admin:cms.metaTitle')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminCms() {
  const { query, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const when = useDateTime()
  const filtered = !!(query.q || query.status || query.locale)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('cms.title')}</h1>
          <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('cms.intro')}</p>
        </div>
        <Link to={`${PATH}/new`} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {t('cms.newPage')}
        </Link>
      </div>

      <Form method="get" role="search" aria-label={t('cms.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-cms-q" className={LABEL}>
            {t('cms.search.text')}
          </label>
          <input
            id="admin-cms-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={CMS_LIMITS.queryMax}
            autoComplete="off"
            className={cn(FILTER_FIELD, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-cms-status" className={LABEL}>
            {t('cms.search.status')}
          </label>
          <select id="admin-cms-status" name="status" defaultValue={query.status ?? ''} className={cn(FILTER_FIELD, 'mt-1.5')}>
            <option value="">{t('cms.search.anyStatus')}</option>
            {CMS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`cms.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-cms-locale" className={LABEL}>
            {t('cms.search.locale')}
          </label>
          <select id="admin-cms-locale" name="locale" defaultValue={query.locale ?? ''} className={cn(FILTER_FIELD, 'mt-1.5')}>
            <option value="">{t('cms.search.anyLocale')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('cms.search.submit')}
        </button>
      </Form>

      <section aria-labelledby="admin-cms-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-cms-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('cms.listHeading')}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('cms.count', { count: list.total, formatted: number.format(list.total) })}
          </p>
        </div>
        {filtered && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('cms.showAll')}
            </Link>
          </p>
        )}
        {list.rows.length === 0 ? (
          <Empty>{filtered ? t('cms.emptyFiltered') : t('cms.empty')}</Empty>
        ) : (
          <ul className="space-y-3">
            {list.rows.map((row) => (
              <li key={row.id} id={`page-${row.id}`} className={cn(PANEL, 'flex flex-wrap items-start justify-between gap-3 p-4')}>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-neutral-950 dark:text-white">
                    <Link
                      to={`${PATH}/${row.id}`}
                      className={LINK}
                      lang={row.locale}
                      dir={isLanguage(row.locale) ? directionOf(row.locale) : undefined}
                    >
                      {row.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                    <code className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{row.slug}</code>
                    {' · '}
                    {isLanguage(row.locale) ? LANGUAGE_NAMES[row.locale] : row.locale}
                    {' · '}
                    {t('cms.updated', { when: when(row.updatedAt), name: row.updatedByName ?? t('cms.someone') })}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className={cn(BADGE, BADGES[row.status])}>{t(`cms.statuses.${row.status}`)}</span>
                  <Link to={`/content/${encodeURIComponent(row.slug)}`} className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
                    <ExternalLink aria-hidden className="size-4" />
                    {t('cms.view')}
                    <span className="sr-only"> {row.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager path={PATH} page={list.page} pageCount={list.pageCount} label={t('cms.paging')} />
      </section>
    </div>
  )
}
