import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { usePlaceFormat } from '~/components/places/format'
import { CountryCitiesSection } from '~/components/places/country-cities-section'
import { CountryTimezones } from '~/components/places/country-timezones'
import { PlaceFactsPanel } from '~/components/places/place-facts-panel'
import { PlaceSafetyAndGuide } from '~/components/places/place-safety-and-guide'
import { placeMeta } from '~/components/places/place-meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LINK } from '~/components/ui/link-styles'
import { PlaceLists } from '~/components/places/place-lists'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { WorldMap } from '~/components/places/world-map'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { getCountryDetail } from '~/models/places/places.server'
import { getCurrentUser } from '~/auth/permissions.server'
import { viewerOf } from '~/models/viewer'

export const handle = { i18n: ['places'] }

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

      <PlaceSafetyAndGuide safety={detail.safety} countryName={country.name} travelGuide={detail.travelGuide} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PlaceFactsPanel
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
              value: <CountryTimezones timezones={country.timezones} />,
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
        <WorldMap
          latitude={country.latitude}
          longitude={country.longitude}
          label={t('map.label', { place: country.name })}
          className="self-start"
        />
      </div>

      <CountryCitiesSection country={country} cityCount={detail.cityCount} regions={detail.regions} regionCities={detail.regionCities} />

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

export const ErrorBoundary = DirectoryErrorBoundary
