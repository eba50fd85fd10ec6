import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { ArrowLeft, Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePlaceFormat } from '~/components/places/format'
import { placeMeta } from '~/components/places/place-meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { COUNTRY_CITIES_PAGE_SIZE, COUNTRY_CITY_SORTS, type CountryCitySort } from '~/models/places/constants'
import { getCountryCities, normalizeQuery, parsePage } from '~/models/places/places.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['places'] }

/** region: absent = all, '-' = cities without a region, else the region's name. */
function parseRegion(value: string | null): string | null | undefined {
  if (value == null || value === '') return undefined
  if (value === '-') return null
  return normalizeQuery(value) || undefined
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const sortParam = url.searchParams.get('sort')
  const sort: CountryCitySort = (COUNTRY_CITY_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as CountryCitySort)
    : 'region'
  const region = parseRegion(url.searchParams.get('region'))
  const page = parsePage(url.searchParams.get('page'))
  const language = await getLanguage(request)
  const [result, i18n] = await Promise.all([
    getCountryCities(getDb(context.cloudflare.env.DB), params.id ?? '', language, { region, sort, page }),
    serverI18n(language),
  ])
  if (!result) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const number = new Intl.NumberFormat(language)
  const canonical = new URL(`/country/${result.country.id}/cities`, url.origin)
  if (region !== undefined) canonical.searchParams.set('region', region ?? '-')
  if (page > 1) canonical.searchParams.set('page', String(page))
  return {
    result,
    region,
    sort,
    meta: {
      title: i18n.t('places:meta.citiesTitle', { country: result.country.name }),
      description: i18n.t('places:meta.citiesDescription', { country: result.country.name, formatted: number.format(result.cityCount) }),
      canonical: canonical.toString(),
    },
  }
}

export const meta = placeMeta

const FIELD =
  'h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 ' +
  FOCUS

export default function CountryCitiesPage() {
  const { result, region, sort } = useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  const location = useLocation()
  const { country } = result
  const from = (result.page - 1) * COUNTRY_CITIES_PAGE_SIZE + 1
  const to = from + result.cities.length - 1
  const grouped = sort === 'region'
  const regionLabel = (r: string | null) => r ?? t('entry.noRegion')
  // consecutive cities of one region form a group (one group when not sorted by region)
  const groups: { region: string | null; cities: typeof result.cities }[] = []
  for (const c of result.cities) {
    const last = groups[groups.length - 1]
    if (last && (!grouped || last.region === c.region)) last.cities.push(c)
    else groups.push({ region: c.region, cities: [c] })
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <Breadcrumbs
        items={[
          { to: '/', label: t('nav.home') },
          { to: '/places', label: t('nav.places') },
          { to: `/country/${country.id}`, label: country.name },
          { label: t('country.citiesHeading', { country: country.name }) },
        ]}
      />
      <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">
        {country.flag && <span aria-hidden>{country.flag}</span>}
        {t('country.citiesHeading', { country: country.name })}
      </h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('cities.lead', { formatted: f.number(result.cityCount) })}</p>
      <Link to={`/country/${country.id}`} className={cn(LINK, 'mt-2 inline-flex items-center gap-1 text-sm')}>
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('cities.backToCountry', { country: country.name })}
      </Link>

      <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-labelledby="regions-heading"
          className={cn(PANEL, 'self-start p-4 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto')}
        >
          <h2
            id="regions-heading"
            className="mb-2 px-2 text-sm font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
          >
            {t('cities.regions')}
          </h2>
          <ul className="space-y-0.5 text-sm">
            <li>
              <RegionLink href="?" current={region === undefined} label={t('cities.allRegions')} count={f.number(result.cityCount)} />
            </li>
            {result.regions.map((r) => (
              <li key={r.region ?? '-'}>
                <RegionLink
                  href={`?region=${r.region == null ? '-' : encodeURIComponent(r.region)}`}
                  current={region === r.region}
                  label={regionLabel(r.region)}
                  count={f.number(r.count)}
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0">
          <Form method="get" className="mb-4 flex flex-wrap items-end justify-between gap-3">
            {region !== undefined && <input type="hidden" name="region" value={region ?? '-'} />}
            <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
              {result.total > 0 && t('cities.showing', { from: f.number(from), to: f.number(to), total: f.number(result.total) })}
            </p>
            <div className="flex items-end gap-2">
              <label className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
                <span className="mb-1 block">{t('directory.sort')}</span>
                <select name="sort" defaultValue={sort} className={FIELD} key={sort}>
                  {COUNTRY_CITY_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`cities.sorts.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                {t('cities.apply')}
              </button>
            </div>
          </Form>

          {result.cities.length === 0 ? (
            <EmptyState />
          ) : (
            <div className={cn(PANEL, 'overflow-hidden')}>
              {groups.map((g, gi) => (
                <section key={`${g.region ?? '-'}-${gi}`} aria-labelledby={grouped ? `region-${gi}` : undefined}>
                  {grouped && (
                    <h2
                      id={`region-${gi}`}
                      className="border-b border-neutral-200 bg-neutral-50/95 px-4 py-2 text-sm font-bold text-neutral-900 dark:border-neutral-800 dark:bg-neutral-800/60 dark:text-white"
                    >
                      {regionLabel(g.region)}{' '}
                      <span className="font-normal text-neutral-600 dark:text-neutral-400">
                        ({f.number(result.regions.find((r) => r.region === g.region)?.count ?? 0)})
                      </span>
                    </h2>
                  )}
                  <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
                    {g.cities.map((c) => (
                      <li key={c.id} className="flex items-center justify-between gap-3 px-4 py-2">
                        <span className="min-w-0">
                          <Link to={`/city/${c.id}`} className={cn(LINK, 'inline-flex items-center gap-1.5')}>
                            {c.isCapital && (
                              <Crown aria-label={t('entry.capital')} className="size-3.5 text-amber-600 dark:text-amber-300" />
                            )}
                            {c.name}
                          </Link>
                          {!grouped && c.region && <span className="ms-2 text-sm text-neutral-600 dark:text-neutral-400">{c.region}</span>}
                        </span>
                        <span className="shrink-0 text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
                          {f.number(c.population)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} search={location.search} />
        </div>
      </div>
    </div>
  )
}

function RegionLink({ href, current, label, count }: { href: string; current: boolean; label: string; count: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center justify-between gap-2 rounded-md px-2 py-1.5',
        current
          ? 'bg-brand-700 font-semibold text-white dark:bg-violet-300 dark:text-neutral-950'
          : 'text-neutral-800 hover:bg-brand-50 dark:text-neutral-200 dark:hover:bg-white/10',
        FOCUS,
      )}
    >
      <span className="min-w-0 truncate">{label}</span>
      <span className={cn('shrink-0 text-xs', current ? '' : 'text-neutral-500 dark:text-neutral-400')}>{count}</span>
    </Link>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
