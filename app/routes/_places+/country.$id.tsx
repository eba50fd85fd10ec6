import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { ArrowRight, Building2, Crown, Plane } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePlaceFormat } from '~/components/places/format'
import { placeMeta } from '~/components/places/place-meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Facts } from '~/components/ui/facts'
import { FOCUS, LINK, PANEL } from '~/components/ui/surface'
import { PlaceLists } from '~/components/places/place-lists'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { SectionHeading } from '~/components/ui/section-heading'
import { SafetyBanner } from '~/components/places/safety-banner'
import { WorldMap } from '~/components/places/world-map'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { getCountryDetail } from '~/models/places/places.server'
import { getCurrentUser } from '~/auth/permissions.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['places'] }

const REGION_CARDS = 9
const TIMEZONES_SHOWN = 4

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  if (/^[A-Z]{2}$/i.test(id) && id !== id.toLowerCase()) throw redirect(`/country/${id.toLowerCase()}`, 301)
  const [language, user] = await Promise.all([getLanguage(request), getCurrentUser(request, context)])
  const [detail, i18n] = await Promise.all([
    getCountryDetail(getDb(context.cloudflare.env.DB), id, language, viewerOf(user)),
    serverI18n(language),
  ])
  if (!detail) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const number = new Intl.NumberFormat(language)
  const country = detail.country.name
  const url = new URL(request.url)
  return {
    detail,
    meta: {
      title: i18n.t('places:meta.countryTitle', { country }),
      description: i18n.t('places:meta.countryDescription', {
        country,
        capital: detail.capital?.name ?? detail.country.capital ?? '—',
        cities: number.format(detail.cityCount),
      }),
      canonical: new URL(`/country/${detail.country.id}`, url.origin).toString(),
    },
  }
}

export const meta = placeMeta

export default function CountryPage() {
  const { detail } = useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  const { country } = detail
  const capitalName = detail.capital?.name ?? country.capital
  const topRegions = detail.regions.filter((r) => r.region != null).slice(0, REGION_CARDS)
  const regionCount = detail.regions.filter((r) => r.region != null).length
  const citiesOfRegion = (region: string | null) => detail.regionCities.filter((c) => c.region === region)
  const citiesHref = `/country/${country.id}/cities`
  const extraZones = country.timezones.length - TIMEZONES_SHOWN

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header>
        <Breadcrumbs
          items={[
            { to: '/', label: t('nav.home') },
            { to: '/places', label: t('nav.places') },
            { to: `/places?continent=${country.continent}`, label: t(`continents.${country.continent}`) },
            { label: country.name },
          ]}
        />
        <div className="mt-5 flex items-center gap-4">
          {country.flag && (
            <span aria-hidden className="text-5xl leading-none sm:text-6xl">
              {country.flag}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
              {country.name}
            </h1>
            {(country.englishName || country.nativeName) && (
              <p className="mt-1 text-neutral-700 dark:text-neutral-300">
                {[country.englishName, country.nativeName !== country.name ? country.nativeName : null].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </div>
      </header>

      <SafetyBanner safety={detail.safety} countryName={country.name} className="mt-8" />
      {detail.travelGuide && (
        <p className="mt-4">
          <Link to={`/travel/${detail.travelGuide.id}`} className={cn(LINK, 'inline-flex items-center gap-2')}>
            <Plane aria-hidden className="size-4 shrink-0" />
            {t('travel.readGuide', { title: detail.travelGuide.title })}
          </Link>
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="facts-heading" className={cn(PANEL, 'p-5 sm:p-6')}>
          <h2 id="facts-heading" className="mb-5 text-xl font-bold text-neutral-900 dark:text-white">
            {t('entry.heading')}
          </h2>
          <Facts
            items={[
              {
                label: t('entry.capital'),
                value: detail.capital ? (
                  <Link to={`/city/${detail.capital.id}`} className={LINK}>
                    {detail.capital.name}
                  </Link>
                ) : (
                  (capitalName ?? t('entry.unknown'))
                ),
              },
              {
                label: t('entry.majorCity'),
                value: detail.majorCity ? (
                  <Link to={`/city/${detail.majorCity.id}`} className={LINK}>
                    {detail.majorCity.name}
                  </Link>
                ) : (
                  t('entry.unknown')
                ),
              },
              { label: t('entry.population'), value: country.population ? f.number(country.population) : t('entry.unknown') },
              {
                label: t('entry.continent'),
                value: (
                  <Link to={`/places?continent=${country.continent}`} className={LINK}>
                    {t(`continents.${country.continent}`)}
                  </Link>
                ),
              },
              {
                label: t('entry.region'),
                value: <span lang="en">{[country.subregion, country.region].filter(Boolean).join(', ') || t('entry.unknown')}</span>,
              },
              {
                label: t('entry.area'),
                value: country.areaKm2 ? t('entry.areaValue', { value: f.number(Math.round(country.areaKm2)) }) : t('entry.unknown'),
              },
              {
                label: country.timezones.length > 1 ? t('entry.timezones') : t('entry.timezone'),
                wide: true,
                value:
                  country.timezones.length === 0 ? (
                    t('entry.unknown')
                  ) : (
                    <span className="flex flex-wrap gap-1.5">
                      {country.timezones.slice(0, TIMEZONES_SHOWN).map((zone) => (
                        <TimezoneChip key={zone} zone={zone} />
                      ))}
                      {extraZones > 0 && (
                        <details className="w-full">
                          <summary
                            className={cn('cursor-pointer rounded-sm text-sm font-medium text-brand-700 dark:text-violet-300', FOCUS)}
                          >
                            {t('entry.moreTimezones', { count: extraZones })}
                          </summary>
                          <span className="mt-2 flex flex-wrap gap-1.5">
                            {country.timezones.slice(TIMEZONES_SHOWN).map((zone) => (
                              <TimezoneChip key={zone} zone={zone} />
                            ))}
                          </span>
                        </details>
                      )}
                    </span>
                  ),
              },
              {
                label: t('entry.coordinates'),
                wide: true,
                value:
                  country.latitude != null && country.longitude != null ? (
                    <span dir="ltr">{f.coordinates(country.latitude, country.longitude)}</span>
                  ) : (
                    t('entry.unknown')
                  ),
              },
            ]}
          />
        </section>
        <WorldMap
          latitude={country.latitude}
          longitude={country.longitude}
          label={t('map.label', { place: country.name })}
          className="self-start"
        />
      </div>

      <section aria-labelledby="cities-heading" className="mt-12">
        <SectionHeading
          id="cities-heading"
          icon={Building2}
          aside={
            <Link to={citiesHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('country.allCities', { country: country.name })}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          }
        >
          {t('country.citiesHeading', { country: country.name })}
        </SectionHeading>
        <p className="-mt-2 mb-4 text-sm text-neutral-700 dark:text-neutral-300">
          {t('country.citiesSummary', {
            cities: t('directory.citiesCount', { count: detail.cityCount, formatted: f.number(detail.cityCount) }),
            regions: t('country.regionsCount', { count: regionCount, formatted: f.number(regionCount) }),
          })}
        </p>
        {topRegions.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {topRegions.map((r) => (
              <li key={r.region} className={cn(PANEL, 'flex flex-col p-4')}>
                <h3 className="flex items-baseline justify-between gap-2 font-semibold text-neutral-900 dark:text-white">
                  <span>{r.region}</span>
                  <span className="shrink-0 text-sm font-normal text-neutral-600 dark:text-neutral-400">{f.number(r.count)}</span>
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {citiesOfRegion(r.region).map((c) => (
                    <li key={c.id} className="flex items-center justify-between gap-2">
                      {/* at least 24 px tall: a comfortable touch target (WCAG 2.2 target size) */}
                      <Link to={`/city/${c.id}`} className={cn(LINK, 'inline-flex min-h-6 items-center gap-1 py-0.5')}>
                        {c.isCapital && <Crown aria-label={t('entry.capital')} className="size-3.5 text-amber-600 dark:text-amber-300" />}
                        {c.name}
                      </Link>
                      <span className="text-xs text-neutral-600 dark:text-neutral-400">{f.compact(c.population)}</span>
                    </li>
                  ))}
                </ul>
                {r.count > 3 && (
                  <Link
                    to={`${citiesHref}?region=${r.region == null ? '-' : encodeURIComponent(r.region)}`}
                    className={cn(LINK, 'mt-auto pt-3 text-sm')}
                  >
                    {t('country.moreInRegion', { formatted: f.number(r.count), region: r.region })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {detail.regionCities.map((c) => (
              <li key={c.id}>
                <Link to={`/city/${c.id}`} className={cn(LINK, 'inline-flex min-h-6 items-center py-0.5')}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {regionCount > topRegions.length && (
          <details className={cn(PANEL, 'mt-4 p-4')}>
            <summary className={cn('cursor-pointer rounded-sm font-medium text-neutral-900 dark:text-white', FOCUS)}>
              {t('cities.regions')} ({f.number(regionCount)})
            </summary>
            <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {detail.regions.map((r) => (
                <li key={r.region ?? '—'} className="flex justify-between gap-2">
                  <Link to={`${citiesHref}?region=${r.region == null ? '-' : encodeURIComponent(r.region)}`} className={LINK}>
                    {r.region ?? t('entry.noRegion')}
                  </Link>
                  <span className="text-neutral-600 dark:text-neutral-400">{f.number(r.count)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <div className="mt-12">
        <PlaceLists
          venues={detail.venues}
          venueCount={detail.venueCount}
          events={detail.events}
          eventCount={detail.eventCount}
          moreEvents={detail.moreEvents}
          crews={detail.crews}
          crewCount={detail.crewCount}
          seeAllQuery={`country=${country.id}`}
        />
      </div>
    </article>
  )
}

function TimezoneChip({ zone }: { zone: string }) {
  return (
    <span
      dir="ltr"
      className="rounded-md bg-neutral-100 px-2 py-0.5 font-mono text-sm text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
    >
      {zone.replace(/_/g, ' ')}
    </span>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
