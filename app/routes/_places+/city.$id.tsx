import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { Clock, Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { viewerOf } from '~/models/viewer'
import { usePlaceFormat } from '~/components/places/format'
import { CityMembersSection } from '~/components/places/city-members-section'
import { NearbyCities } from '~/components/places/nearby-cities'
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
import { getCityDetail, parseCityId } from '~/models/places/places.server'

export const handle = { i18n: ['places'] }

/** The city's local time, rendered on the server (no clock drift between server and hydration). */
function localClock(timeZone: string, language: string, now: Date) {
  try {
    const time = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(now)
    const offset =
      new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')
        ?.value ?? ''
    return { time, offset }
  } catch {
    return null
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseCityId(params.id)
  if (id == null) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const db = getDb(context.cloudflare.env.DB)
  const [language, user] = await Promise.all([getLanguage(request), getCurrentUser(request, context)])
  const now = new Date()
  const [detail, i18n] = await Promise.all([getCityDetail(db, id, language, viewerOf(user), now), serverI18n(language)])
  if (!detail) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const url = new URL(request.url)
  const { city, country } = detail
  return {
    detail,
    clock: localClock(city.timezone, language, now),
    meta: {
      title: i18n.t('places:meta.cityTitle', { city: city.name, country: country.name }),
      description: i18n.t('places:meta.cityDescription', { city: city.name, region: city.region ?? country.name, country: country.name }),
      canonical: new URL(`/city/${city.id}`, url.origin).toString(),
    },
  }
}

export const meta = placeMeta

export default function CityPage() {
  const { detail, clock } = useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  const { city, country } = detail
  const isMajor = detail.majorCity?.id === city.id

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header>
        <Breadcrumbs
          items={[
            { to: '/', label: t('nav.home') },
            { to: '/places', label: t('nav.places') },
            { to: `/country/${country.id}`, label: country.name },
            { label: city.name },
          ]}
        />
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {city.name}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-lg text-neutral-700 dark:text-neutral-300">
          {country.flag && <span aria-hidden>{country.flag}</span>}
          <span>
            {city.region ? `${city.region}, ` : ''}
            <Link to={`/country/${country.id}`} className={LINK}>
              {country.name}
            </Link>
          </span>
        </p>
        {(city.isCapital || isMajor) && (
          <p className="mt-3 flex flex-wrap gap-2">
            {city.isCapital && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                <Crown aria-hidden className="size-4" />
                {t('entry.isCapital', { country: country.name })}
              </span>
            )}
            {isMajor && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
                {t('entry.isMajorCity', { country: country.name })}
              </span>
            )}
          </p>
        )}
      </header>

      <PlaceSafetyAndGuide safety={detail.safety} countryName={country.name} travelGuide={detail.travelGuide} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PlaceFactsPanel
          items={[
            {
              label: t('entry.localTime'),
              wide: true,
              value: clock ? (
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <span className="inline-flex items-center gap-2 text-2xl font-bold">
                    <Clock aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                    {clock.time}
                  </span>
                  <span dir="ltr" className="text-sm text-neutral-600 dark:text-neutral-400">
                    {city.timezone.replace(/_/g, ' ')} · {clock.offset}
                  </span>
                </span>
              ) : (
                city.timezone
              ),
            },
            {
              label: t('entry.country'),
              value: (
                <Link to={`/country/${country.id}`} className={LINK}>
                  {country.name}
                </Link>
              ),
            },
            { label: t('entry.region'), value: city.region ?? t('entry.unknown') },
            { label: t('entry.population'), value: city.population > 0 ? f.number(city.population) : t('entry.unknown') },
            { label: t('entry.continent'), value: t(`continents.${country.continent}`) },
            {
              label: t('entry.capital'),
              value: detail.capital ? (
                detail.capital.id === city.id ? (
                  detail.capital.name
                ) : (
                  <Link to={`/city/${detail.capital.id}`} className={LINK}>
                    {detail.capital.name}
                  </Link>
                )
              ) : (
                (country.capital ?? t('entry.unknown'))
              ),
            },
            {
              label: t('entry.majorCity'),
              value: detail.majorCity ? (
                detail.majorCity.id === city.id ? (
                  detail.majorCity.name
                ) : (
                  <Link to={`/city/${detail.majorCity.id}`} className={LINK}>
                    {detail.majorCity.name}
                  </Link>
                )
              ) : (
                t('entry.unknown')
              ),
            },
            {
              label: t('entry.coordinates'),
              wide: true,
              value: <span dir="ltr">{f.coordinates(city.latitude, city.longitude)}</span>,
            },
          ]}
        />
        <div className="flex flex-col gap-4 self-start">
          <WorldMap latitude={city.latitude} longitude={city.longitude} label={t('map.label', { place: city.name })} />
          <NearbyCities nearby={detail.nearby} />
        </div>
      </div>

      <div className="mt-12">
        <PlaceLists
          venues={detail.venues}
          venueCount={detail.venueCount}
          events={detail.events}
          eventCount={detail.eventCount}
          moreEvents={detail.moreEvents}
          crews={detail.crews}
          crewCount={detail.crewCount}
          seeAllQuery={`city=${city.id}`}
        />
      </div>

      <CityMembersSection city={city} memberCount={detail.memberCount} members={detail.members} />
    </article>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
