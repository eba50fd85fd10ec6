/**
 * The filters in force as chips, each a link to the same URL without it (works without
 * JavaScript), and 'Clear all'. The place (country or city) and the map area are chips too.
 */
import { Link } from '@remix-run/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { VENUE_FLAGS, useLookupLabel } from '~/components/venues/vocabulary'
import type { VenueLookups, VenuePlace } from '~/models/venues/directory.server'
import { cn } from '~/utils/cn'
import { FOCUS } from './filters-form'
import { LOOKUP_FILTERS, VENUE_FLAG_PARAMS, venuesHref, type VenueQuery } from '../../../models/venues/query'

type Chip = { key: string; label: string; href: string }

export function ActiveFilters({ query, lookups, place }: { query: VenueQuery; lookups: VenueLookups; place: VenuePlace | null }) {
  const { t, i18n } = useTranslation('venues')
  const label = useLookupLabel()
  const without = (change: Partial<VenueQuery>) => venuesHref({ ...query, ...change, page: 1 })
  const chips: Chip[] = []

  if (query.q)
    chips.push({
      key: 'q',
      label: t('filters.chips.query', { query: query.q }),
      href: without({ q: '', sort: query.sort === 'relevance' ? 'rating' : query.sort }),
    })
  if (place) {
    const text = place.kind === 'city' ? t('list.card.place', { city: place.name, country: place.countryName }) : place.name
    chips.push({ key: 'place', label: text, href: without({ country: null, city: null }) })
  }
  if (query.bbox) chips.push({ key: 'bbox', label: t('filters.chips.bbox'), href: without({ bbox: null }) })
  if (query.category) {
    const item = lookups.categories.find((c) => c.slug === query.category)
    if (item) chips.push({ key: 'category', label: label('categories', item), href: without({ category: null }) })
  }
  for (const flag of VENUE_FLAGS) {
    const key = VENUE_FLAG_PARAMS[flag.param]
    if (query.flags.includes(key))
      chips.push({ key: flag.param, label: t(`flags.${key}.label`), href: without({ flags: query.flags.filter((f) => f !== key) }) })
  }
  if (query.open) chips.push({ key: 'open', label: t('filters.chips.openNow'), href: without({ open: false }) })
  if (query.minRating != null) {
    const rating = new Intl.NumberFormat(i18n.language).format(query.minRating)
    chips.push({ key: 'minRating', label: t('filters.chips.minRating', { rating }), href: without({ minRating: null }) })
  }
  for (const { param, field, kind } of LOOKUP_FILTERS) {
    for (const slug of query[field]) {
      const item = lookups[kind].find((o) => o.slug === slug)
      if (!item) continue
      chips.push({ key: `${param}-${slug}`, label: label(kind, item), href: without({ [field]: query[field].filter((s) => s !== slug) }) })
    }
  }

  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t('filters.remove', { label: chip.label })}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border border-brand-600/40 bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-600/10',
                'dark:border-violet-300/40 dark:bg-violet-950/60 dark:text-violet-100 dark:hover:border-violet-200',
                FOCUS,
              )}
            >
              {chip.label}
              <X aria-hidden className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={query.sort !== 'rating' && query.sort !== 'relevance' ? `/venues?sort=${query.sort}` : '/venues'}
        preventScrollReset
        className={cn(
          'rounded-sm px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-violet-300',
          FOCUS,
        )}
      >
        {t('filters.clearAll')}
      </Link>
    </div>
  )
}
