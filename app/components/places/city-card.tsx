import { Link } from '@remix-run/react'
import { Crown, Navigation } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CitySummary, CountrySummary } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'
import { FOCUS, PANEL } from '~/components/ui/surface'

export function CityCard({ city }: { city: CitySummary }) {
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  return (
    <Link
      to={`/city/${city.id}`}
      className={cn(
        PANEL,
        'group flex h-full flex-col gap-1 p-4 transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300',
        FOCUS,
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-neutral-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-violet-300">
          {city.name}
        </span>
        {city.isCapital && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
            <Crown aria-hidden className="size-3" />
            {t('directory.capitalBadge')}
          </span>
        )}
      </span>
      <span className="text-sm text-neutral-700 dark:text-neutral-300">
        <span aria-hidden className="me-1">
          {city.flag}
        </span>
        {city.region ? t('city.inRegion', { region: city.region, country: city.countryName }) : city.countryName}
      </span>
      <span className="mt-auto flex flex-wrap items-center gap-x-3 pt-1 text-xs text-neutral-600 dark:text-neutral-400">
        <span>{t('directory.populationShort', { value: f.compact(city.population) })}</span>
        {city.distanceKm != null && (
          <span className="inline-flex items-center gap-1 font-medium text-brand-700 dark:text-violet-300">
            <Navigation aria-hidden className="size-3" />
            {t('directory.distance', { km: f.number(city.distanceKm) })}
          </span>
        )}
      </span>
    </Link>
  )
}

/**
 * One country in a list, with its flag and population (already formatted by the list: this
 * row has no hooks, as /places renders all 250 of them).
 */
export function CountryLink({ country, population }: { country: CountrySummary; population: string | null }) {
  // a plain link: 250 router links cost a phone noticeable hydration time for no gain
  return (
    <a
      href={`/country/${country.id}`}
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-neutral-900 transition hover:bg-brand-50 hover:text-brand-800 dark:text-neutral-100 dark:hover:bg-white/10 dark:hover:text-white',
        FOCUS,
      )}
    >
      <span aria-hidden className="text-base leading-none">
        {country.flag}
      </span>
      <span className="min-w-0 flex-1 truncate font-medium">{country.name}</span>
      {population ? <span className="shrink-0 text-xs text-neutral-600 tabular-nums dark:text-neutral-400">{population}</span> : null}
    </a>
  )
}
