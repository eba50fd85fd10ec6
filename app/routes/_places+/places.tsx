import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { Building2, Globe2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CityCard, CountryLink } from '~/components/places/city-card'
import { usePlaceFormat } from '~/components/places/format'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { SectionHeading } from '~/components/ui/section-heading'
import { PLACES_PAGE_SIZE } from '~/models/places/constants'
import { PlacesSearchForm } from '~/components/places/places-search-form'
import { placeMeta } from '~/components/places/place-meta'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { parsePlacesQuery, searchPlaces } from '~/models/places/places.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['places'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = parsePlacesQuery(url)
  const language = await getLanguage(request)
  const [result, i18n] = await Promise.all([searchPlaces(getDb(context.cloudflare.env.DB), query, language), serverI18n(language)])
  const number = new Intl.NumberFormat(language)
  const title = query.q ? i18n.t('places:meta.searchTitle', { query: query.q }) : i18n.t('places:meta.placesTitle')
  const description = i18n.t('places:meta.placesDescription', { countries: number.format(result.countryTotal) })
  // Canonical: the page without the position (a Near Me result is never indexed nor cached).
  const canonical = new URL('/places', url.origin)
  for (const key of ['q', 'continent', 'minPop', 'maxPop', 'sort', 'page']) {
    const value = url.searchParams.get(key)
    if (value) canonical.searchParams.set(key, value)
  }
  return data(
    { query, result, meta: { title, description, canonical: canonical.toString(), noindex: !!query.near } },
    { headers: query.near ? { 'Cache-Control': 'private, no-store' } : {} },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cache = loaderHeaders.get('Cache-Control')
  return cache ? { 'Cache-Control': cache } : new Headers()
}

export const meta = placeMeta

export default function PlacesPage() {
  const { query, result } = useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const location = useLocation()
  const format = usePlaceFormat()
  const number = { format: format.number }
  const showCountries = !query.near && query.page === 1 && result.countryCount > 0
  const nothing = result.cityCount === 0 && (query.near || query.page > 1 || result.countryCount === 0)
  const countriesText = t('directory.countriesCount', { count: result.countryCount, formatted: number.format(result.countryCount) })
  const citiesText = t('directory.citiesCount', { count: result.cityCount, formatted: number.format(result.cityCount) })

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('nav.home') }, { label: t('nav.places') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('directory.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('directory.lead')}</p>
      </header>

      <div className="mt-8">
        <PlacesSearchForm key={location.search} query={query} />
      </div>

      <p role="status" className="mt-6 text-sm font-medium text-neutral-700 dark:text-neutral-300">
        {query.near
          ? `${t('directory.nearActive', { radius: number.format(result.radiusKm ?? 0) })} ${citiesText}`
          : t('directory.resultsSummary', { countries: countriesText, cities: citiesText })}
      </p>

      {nothing ? (
        <div className="mt-6">
          <EmptyState>
            <Link to="/places" className={LINK}>
              {t('directory.reset')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          {showCountries && (
            <section aria-labelledby="countries-heading" className="mt-8">
              <SectionHeading
                id="countries-heading"
                icon={Globe2}
                aside={<span className="text-sm text-neutral-600 dark:text-neutral-400">{countriesText}</span>}
              >
                {t('directory.countriesHeading')}
              </SectionHeading>
              {result.continents.length > 1 && (
                <nav aria-label={t('directory.jumpTo')} className="mb-4">
                  <ul className="flex flex-wrap gap-2">
                    {result.continents.map((g) => (
                      <li key={g.continent}>
                        <a
                          href={`#continent-${g.continent}`}
                          className={cn(
                            'inline-flex items-center gap-1.5 rounded-full border border-neutral-300 bg-white/80 px-3 py-1 text-sm font-medium text-neutral-800 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-200 dark:hover:border-violet-300 dark:hover:text-violet-200',
                            FOCUS,
                          )}
                        >
                          {t(`continents.${g.continent}`)}
                          <span className="text-xs text-neutral-500 dark:text-neutral-400">{number.format(g.countries.length)}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <div className="space-y-4">
                {result.continents.map((g) => (
                  <section
                    key={g.continent}
                    id={`continent-${g.continent}`}
                    aria-labelledby={`continent-${g.continent}-heading`}
                    className={cn(PANEL, 'scroll-mt-24 p-3 sm:p-4')}
                  >
                    <h3
                      id={`continent-${g.continent}-heading`}
                      className="mb-2 flex items-baseline gap-2 px-2.5 text-lg font-bold text-neutral-900 dark:text-white"
                    >
                      {t(`continents.${g.continent}`)}
                      <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">
                        {t('directory.countriesCount', { count: g.countries.length, formatted: number.format(g.countries.length) })}
                      </span>
                    </h3>
                    <ul className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
                      {g.countries.map((c) => (
                        <li key={c.id}>
                          <CountryLink country={c} population={c.population ? format.compact(c.population) : null} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </section>
          )}

          <section aria-labelledby="cities-heading" className="mt-12">
            <SectionHeading
              id="cities-heading"
              icon={Building2}
              aside={<span className="text-sm text-neutral-600 dark:text-neutral-400">{citiesText}</span>}
            >
              {query.near ? t('directory.nearHeading') : t('directory.citiesHeading')}
            </SectionHeading>
            {result.cities.length === 0 ? (
              <EmptyState />
            ) : (
              <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" start={(result.page - 1) * PLACES_PAGE_SIZE + 1}>
                {result.cities.map((city) => (
                  <li key={city.id}>
                    <CityCard city={city} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination page={result.page} pageCount={result.pageCount} search={location.search} />
          </section>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
