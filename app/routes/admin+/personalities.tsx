import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { ChevronLeft, Plus, Search, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { Pagination } from '~/components/list-page/pagination'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listAdminPersonalities, parseAdminPersonalityQuery } from '~/models/personalities/admin.server'
import { Portrait } from '~/components/personalities/personality-card'
import { cn } from '~/utils/cn'
import { LINK } from './__lookups/parts'
import { PRIVATE } from './__personalities/editor.server'

/**
 * /admin/personalities (moderators and admins): every personality, found by name, profession or
 * slug, 25 a page, each a link to its editor; and the way to add one. Personalities are public
 * (visiblePersonality), so the list holds them all.
 */
export const handle = { i18n: ['admin', 'personalities', 'places'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const query = parseAdminPersonalityQuery(new URL(request.url))
  const language = await getLanguage(request)
  const [list, i18n] = await Promise.all([listAdminPersonalities(getDb(context.cloudflare.env.DB), query), serverI18n(language)])
  return data({ query, list, title: `${i18n.t('admin:personalities.title')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminPersonalities() {
  const { query, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const { search } = useLocation()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('venues.backToDashboard')}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('personalities.title')}</h1>
          <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('personalities.intro')}</p>
        </div>
        <Link to="/admin/personalities/new" className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {t('personalities.newTitle')}
        </Link>
      </div>

      <Form method="get" role="search" aria-label={t('personalities.search')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-personalities-q" className="block text-sm font-medium text-neutral-900 dark:text-white">
            {t('personalities.search')}
          </label>
          <input
            id="admin-personalities-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          <Search aria-hidden className="size-4" />
          {t('personalities.searchSubmit')}
        </button>
      </Form>

      <p role="status" className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">
        {t('personalities.count', { count: list.total, formatted: number.format(list.total) })}
      </p>
      {list.rows.length > 0 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {list.rows.map((row) => (
            <li key={row.id} id={`personality-${row.id}`}>
              <Link
                to={`/admin/personalities/${row.id}`}
                className={cn(PANEL, 'flex items-center gap-4 p-4 hover:border-brand-600 dark:hover:border-violet-300', LINK)}
              >
                <Portrait alt="" imageUrl={row.imageUrl} size="card" />
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 font-bold text-neutral-950 dark:text-white">
                    {row.name}
                    {row.featured && (
                      <>
                        <Star aria-hidden className="size-4 fill-current text-amber-600 dark:text-amber-300" />
                        <span className="sr-only">({t('personalities.featured')})</span>
                      </>
                    )}
                  </span>
                  {row.profession && (
                    <span className="block text-sm font-normal text-neutral-700 dark:text-neutral-300">{row.profession}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} search={search} />
    </div>
  )
}
