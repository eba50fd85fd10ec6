import { Link } from '@remix-run/react'
import { ArrowRight, Building2, Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { SectionHeading } from '~/components/ui/section-heading'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { RegionCity, RegionCount } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

const REGION_CARDS = 9

/** /country/{id}'s cities: the largest regions as cards with their first cities, then every region. */
export function CountryCitiesSection({
  country,
  cityCount,
  regions,
  regionCities,
}: {
  country: { id: string; name: string }
  cityCount: number
  regions: RegionCount[]
  regionCities: RegionCity[]
}) {
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  const topRegions = regions.filter((r) => r.region != null).slice(0, REGION_CARDS)
  const regionCount = regions.filter((r) => r.region != null).length
  const citiesOfRegion = (region: string | null) => regionCities.filter((c) => c.region === region)
  const citiesHref = `/country/${country.id}/cities`
  return (
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
          cities: t('directory.citiesCount', { count: cityCount, formatted: f.number(cityCount) }),
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
          {regionCities.map((c) => (
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
            {regions.map((r) => (
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
  )
}
