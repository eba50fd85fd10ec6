import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CONTINENTS, countrySearch, PLACE_LIMITS, parseCountryQuery, SAFETY_FILTERS } from '~/models/places/admin-schema'
import { listAdminCountries } from '~/models/places/admin.server'
import { cn } from '~/utils/cn'
import { sortedSearch } from '~/utils/url-params'
import { BackToDashboard, BADGE, Empty, LABEL, LINK, Pager } from './__admin/parts'
import { PRIVATE } from './__places/place-actions.server'
import { SAFETY_BADGES } from './__places/safety-badge'

/**
 * /admin/countries (moderators and admins): every country of the ISO list, found by name (any
 * language) or code, by continent and by the safety layer's status (or none recorded), by name,
 * 50 a page; each a link to its editor. Countries are not created or deleted here.
 */
export const handle = { i18n: ['admin', 'places'] }

const PATH = '/admin/countries'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseCountryQuery(url)
  const clean = countrySearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const language = await getLanguage(request)
  const [list, i18n] = await Promise.all([listAdminCountries(getDb(context.cloudflare.env.DB), query, language), serverI18n(language)])
  if (list.total > 0 && query.page > list.pageCount) throw redirect(`${PATH}${countrySearch({ ...query, page: list.pageCount })}`, 302)
  return data({ query, list, title: `${i18n.t('admin:places.countries.title')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminCountries() {
  const { query, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation(['admin', 'places'])
  const number = new Intl.NumberFormat(i18n.language)
  const filtered = !!(query.q || query.continent || query.safety)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('admin:places.countries.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('admin:places.countries.intro')}</p>
      <p className="mt-1 max-w-3xl text-sm text-neutral-600 dark:text-neutral-400">{t('admin:places.countries.notCreated')}</p>

      <Form
        method="get"
        role="search"
        aria-label={t('admin:places.countries.search.label')}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-countries-q" className={LABEL}>
            {t('admin:places.countries.search.text')}
          </label>
          <input
            id="admin-countries-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={PLACE_LIMITS.queryMax}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-countries-continent" className={LABEL}>
            {t('admin:places.countries.search.continent')}
          </label>
          <select
            id="admin-countries-continent"
            name="continent"
            defaultValue={query.continent ?? ''}
            className={cn(INPUT_CLASS, 'mt-1.5')}
          >
            <option value="">{t('admin:places.countries.search.anyContinent')}</option>
            {CONTINENTS.map((continent) => (
              <option key={continent} value={continent}>
                {t(`admin:places.continents.${continent}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-countries-safety" className={LABEL}>
            {t('admin:places.countries.search.safety')}
          </label>
          <select id="admin-countries-safety" name="safety" defaultValue={query.safety ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('admin:places.countries.search.anySafety')}</option>
            {SAFETY_FILTERS.map((safety) => (
              <option key={safety} value={safety}>
                {safety === 'none' ? t('admin:places.safety.noneRecorded') : t(`places:safety.relations.${safety}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('admin:places.search')}
        </button>
      </Form>

      <section aria-labelledby="admin-countries-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-countries-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('admin:places.countries.listHeading')}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('admin:places.countries.count', { count: list.total, formatted: number.format(list.total) })}
          </p>
        </div>
        {filtered && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('admin:places.showAll')}
            </Link>
          </p>
        )}
        {list.rows.length === 0 ? (
          <Empty>{filtered ? t('admin:places.emptyFiltered') : t('admin:places.countries.empty')}</Empty>
        ) : (
          <div className={cn(PANEL, 'overflow-x-auto')}>
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('admin:places.countries.listHeading')}</caption>
              <thead className="text-neutral-700 dark:text-neutral-300">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('admin:places.columns.country')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('admin:places.columns.continent')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('admin:places.columns.population')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('admin:places.columns.cities')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('admin:places.columns.safety')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-900/10 dark:divide-white/10">
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      <Link to={`${PATH}/${row.id}`} className={LINK}>
                        {row.flag && <span aria-hidden>{row.flag} </span>}
                        {row.name}
                      </Link>{' '}
                      <span className="text-neutral-600 uppercase dark:text-neutral-400">{row.id}</span>
                    </th>
                    <td className="px-4 py-3 text-neutral-800 dark:text-neutral-200">{t(`admin:places.continents.${row.continent}`)}</td>
                    <td className="px-4 py-3 text-end text-neutral-800 tabular-nums dark:text-neutral-200">
                      {row.population == null ? '—' : number.format(row.population)}
                    </td>
                    <td className="px-4 py-3 text-end text-neutral-800 tabular-nums dark:text-neutral-200">
                      {number.format(row.cityCount)}
                    </td>
                    <td className="px-4 py-3">
                      {row.safety ? (
                        <span className={cn(BADGE, SAFETY_BADGES[row.safety as keyof typeof SAFETY_BADGES])}>
                          {t(`places:safety.relations.${row.safety}`)}
                        </span>
                      ) : (
                        <span className="text-neutral-600 dark:text-neutral-400">{t('admin:places.safety.noneRecorded')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path={PATH} page={list.page} pageCount={list.pageCount} label={t('admin:places.paging')} />
      </section>
    </div>
  )
}
