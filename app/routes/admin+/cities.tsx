import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CITY_SORTS, citySearch, PLACE_LIMITS, parseCityQuery } from '~/models/places/admin-schema'
import { countryChoices, listAdminCities } from '~/models/places/admin.server'
import { cn } from '~/utils/cn'
import { sortedSearch } from '~/utils/url-params'
import { BackToDashboard, Empty, LABEL, LINK, Pager } from './__admin/parts'
import { PRIVATE } from './__places/place-actions.server'

/**
 * /admin/cities (moderators and admins): the directory's cities, found by name in any language
 * (the places search's match), by country; most populous first or by name; 50 a page; each a
 * link to its editor; and the way to add one by its GeoNames id.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/cities'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseCityQuery(url)
  const clean = citySearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const language = await getLanguage(request)
  const db = getDb(context.cloudflare.env.DB)
  const [list, countries, i18n] = await Promise.all([
    listAdminCities(db, query, language),
    countryChoices(db, language),
    serverI18n(language),
  ])
  if (list.total > 0 && query.page > list.pageCount) throw redirect(`${PATH}${citySearch({ ...query, page: list.pageCount })}`, 302)
  return data({ query, list, countries, title: `${i18n.t('admin:places.cities.title')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminCities() {
  const { query, list, countries } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const filtered = !!(query.q || query.country)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('places.cities.title')}</h1>
          <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('places.cities.intro')}</p>
        </div>
        <Link to={`${PATH}/new`} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {t('places.cities.newTitle')}
        </Link>
      </div>

      <Form method="get" role="search" aria-label={t('places.cities.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-cities-q" className={LABEL}>
            {t('places.cities.search.text')}
          </label>
          <input
            id="admin-cities-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={PLACE_LIMITS.queryMax}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-cities-country" className={LABEL}>
            {t('places.cities.search.country')}
          </label>
          <select
            id="admin-cities-country"
            name="country"
            defaultValue={query.country ?? ''}
            className={cn(INPUT_CLASS, 'mt-1.5 max-w-64')}
          >
            <option value="">{t('places.cities.search.anyCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-cities-sort" className={LABEL}>
            {t('places.cities.search.sort')}
          </label>
          <select id="admin-cities-sort" name="sort" defaultValue={query.sort} className={cn(INPUT_CLASS, 'mt-1.5')}>
            {CITY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`places.cities.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('places.search')}
        </button>
      </Form>

      <section aria-labelledby="admin-cities-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-cities-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('places.cities.listHeading')}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('places.cities.count', { count: list.total, formatted: number.format(list.total) })}
          </p>
        </div>
        {filtered && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('places.showAll')}
            </Link>
          </p>
        )}
        {list.tooShort ? (
          <Empty>{t('places.cities.tooShort')}</Empty>
        ) : list.rows.length === 0 ? (
          <Empty>{filtered ? t('places.emptyFiltered') : t('places.cities.empty')}</Empty>
        ) : (
          <div className={cn(PANEL, 'overflow-x-auto')}>
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('places.cities.listHeading')}</caption>
              <thead className="text-neutral-700 dark:text-neutral-300">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('places.columns.city')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('places.columns.country')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('places.columns.population')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('places.columns.timezone')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('places.columns.venues')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-900/10 dark:divide-white/10">
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      <Link to={`${PATH}/${row.id}`} className={LINK}>
                        {row.name}
                      </Link>
                      {/* on a line of its own: a link beside plain text would need more than colour to stand out (axe link-in-text-block) */}
                      {(row.isCapital || row.region) && (
                        <span className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">
                          {[row.isCapital ? t('places.cities.capital') : null, row.region].filter(Boolean).join(' · ')}
                        </span>
                      )}
                    </th>
                    <td className="px-4 py-3 text-neutral-800 dark:text-neutral-200">
                      {row.flag && <span aria-hidden>{row.flag} </span>}
                      {row.countryName}
                    </td>
                    <td className="px-4 py-3 text-end text-neutral-800 tabular-nums dark:text-neutral-200">
                      {number.format(row.population)}
                    </td>
                    <td className="px-4 py-3 text-neutral-800 dark:text-neutral-200" dir="ltr">
                      {row.timezone}
                    </td>
                    <td className="px-4 py-3 text-end text-neutral-800 tabular-nums dark:text-neutral-200">
                      {number.format(row.venueCount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path={PATH} page={list.page} pageCount={list.pageCount} label={t('places.paging')} />
      </section>
    </div>
  )
}
