import { Link } from '@remix-run/react'
import { MapPinned, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { FlagBadges, useLookupLabel, type VenueFlags } from '~/components/venues/vocabulary'
import { cn } from '~/utils/cn'
import { CategoryTile } from './category-icon'

export type NearbyCard = {
  id: number
  name: string
  address: string | null
  category: { slug: string; name: string } | null
  ratingAvg: number
  ratingCount: number
  imageUrl: string | null
  flags: VenueFlags
  /** Formatted by the loader ('1.2 km'); null without coordinates. */
  distance: string | null
}

/** A few more published spaces in the same city. */
export function NearbyVenues({ venues, city }: { venues: NearbyCard[]; city: { id: number; name: string } }) {
  const { t } = useTranslation('venue')
  const { t: tv, i18n } = useTranslation('venues')
  const lookup = useLookupLabel()
  if (venues.length === 0) return null
  return (
    <section aria-labelledby="nearby-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id="nearby-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          <MapPinned aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
          {t('nearby.heading', { city: city.name })}
        </h2>
        <Link to={`/venues?city=${city.id}`} className={cn(LINK, 'text-sm')}>
          {t('nearby.all', { city: city.name })}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {venues.map((v) => (
          <li key={v.id}>
            <Link
              to={`/venues/${v.id}`}
              className={cn(
                PANEL,
                'flex h-full flex-col overflow-hidden transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300',
                FOCUS,
              )}
            >
              {v.imageUrl ? (
                <img src={v.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
              ) : (
                <CategoryTile slug={v.category?.slug} className="aspect-[16/9] w-full" iconClassName="size-10" />
              )}
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="font-semibold text-neutral-900 dark:text-white">
                  <bdi>{v.name}</bdi>
                </span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {[v.category ? lookup('categories', v.category) : null, v.distance].filter(Boolean).join(' · ')}
                </span>
                {v.ratingCount > 0 ? (
                  <span className="inline-flex items-center gap-1 text-sm text-neutral-800 dark:text-neutral-200">
                    <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                    <span aria-hidden>
                      {v.ratingAvg.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                    </span>
                    <span className="sr-only">{tv('rating.stars', { rating: v.ratingAvg.toFixed(1) })}</span>
                    <span className="text-neutral-600 dark:text-neutral-400">
                      ({tv('rating.reviews', { count: v.ratingCount, formatted: v.ratingCount.toLocaleString(i18n.language) })})
                    </span>
                  </span>
                ) : (
                  <span className="text-sm text-neutral-600 dark:text-neutral-400">{tv('rating.none')}</span>
                )}
                <FlagBadges flags={v.flags} className="mt-auto pt-2" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
