/**
 * A venue in the /venues list: photo (or a drawn category placeholder, never a broken image),
 * name linking to the detail page, place, category, rating, the five flags and open now.
 *
 * The card carries id="venue-{id}" and data-venue-id so the map can find it; hovering or
 * focusing it highlights the venue's marker (onHighlight), and a highlighted marker rings it.
 * 'Open now' arrives computed by the loader in the venue's time zone: server and browser render
 * the same text, so hydration never disagrees with the clock.
 */
import { Link } from '@remix-run/react'
import {
  BedDouble,
  BookOpen,
  Coffee,
  Clock,
  Martini,
  Music,
  Stethoscope,
  Store,
  Users,
  UtensilsCrossed,
  MapPin,
  type LucideIcon,
} from 'lucide-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { FlagBadges, useLookupLabel } from '~/components/venues/vocabulary'
import type { VenueCardData } from '~/models/venues/directory.server'
import { cn } from '~/utils/cn'

export const CATEGORY_VISUALS: Record<string, { icon: LucideIcon; tint: string }> = {
  bar: {
    icon: Martini,
    tint: 'from-fuchsia-100 via-violet-100 to-indigo-200 dark:from-fuchsia-950 dark:via-violet-950 dark:to-indigo-950',
  },
  club: { icon: Music, tint: 'from-violet-200 via-purple-100 to-pink-200 dark:from-violet-950 dark:via-purple-950 dark:to-pink-950' },
  cafe: { icon: Coffee, tint: 'from-amber-100 via-orange-50 to-rose-100 dark:from-amber-950 dark:via-stone-900 dark:to-rose-950' },
  restaurant: {
    icon: UtensilsCrossed,
    tint: 'from-orange-100 via-amber-50 to-red-100 dark:from-orange-950 dark:via-stone-900 dark:to-red-950',
  },
  'community-centre': {
    icon: Users,
    tint: 'from-emerald-100 via-teal-50 to-sky-100 dark:from-emerald-950 dark:via-teal-950 dark:to-sky-950',
  },
  health: { icon: Stethoscope, tint: 'from-sky-100 via-cyan-50 to-teal-100 dark:from-sky-950 dark:via-cyan-950 dark:to-teal-950' },
  bookshop: { icon: BookOpen, tint: 'from-rose-100 via-pink-50 to-violet-100 dark:from-rose-950 dark:via-pink-950 dark:to-violet-950' },
  hotel: { icon: BedDouble, tint: 'from-indigo-100 via-blue-50 to-violet-100 dark:from-indigo-950 dark:via-blue-950 dark:to-violet-950' },
}
const FALLBACK_VISUAL = {
  icon: Store,
  tint: 'from-neutral-100 via-violet-50 to-neutral-200 dark:from-neutral-900 dark:via-violet-950 dark:to-neutral-900',
}

/**
 * The category's drawn placeholder: a soft gradient, rainbow stripe and the category icon. The
 * discs and the stripe are backgrounds (`.venue-placeholder` in app/tailwind.css), not elements:
 * a list draws twenty of them.
 */
export function CategoryPlaceholder({ category, className }: { category: string | null; className?: string }) {
  const { icon: Icon, tint } = (category && CATEGORY_VISUALS[category]) || FALLBACK_VISUAL
  return (
    <div
      aria-hidden
      className={cn('venue-placeholder absolute inset-0 grid place-items-center overflow-hidden bg-gradient-to-br', tint, className)}
    >
      <span className="relative grid size-14 place-items-center rounded-2xl bg-white/70 shadow-sm ring-1 ring-black/5 dark:bg-neutral-950/50 dark:ring-white/10">
        <Icon className="size-7 text-brand-700 dark:text-violet-200" strokeWidth={1.75} />
      </span>
    </div>
  )
}

// Intl formatters are costly to build: one per language and style, kept for the page's life
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(language: string, decimals: boolean) {
  const key = `${language}:${decimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, decimals ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {})
    formats.set(key, format)
  }
  return format
}

/** Five stars (decorative) and the rating as text for everyone. */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('venues')
  if (count === 0) return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('rating.none')}</p>
  const number = numberFormat(i18n.language, true)
  const filled = Math.round(rating)
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-neutral-700 dark:text-neutral-300">
      {/* five stars in two elements, the filled and the empty ones (`.rating-stars`, app/tailwind.css) */}
      <span aria-hidden className="flex text-amber-500 dark:text-amber-400">
        {filled > 0 && <span className="rating-stars" style={{ width: `${filled * 0.875}rem` }} />}
        {filled < 5 && <span className="rating-stars rating-stars-empty" style={{ width: `${(5 - filled) * 0.875}rem` }} />}
      </span>
      <span className="sr-only">{t('rating.stars', { rating: number.format(rating) })}</span>
      <span aria-hidden className="font-semibold text-neutral-900 dark:text-white">
        {number.format(rating)}
      </span>
      <span className="text-neutral-600 dark:text-neutral-400">
        ({t('rating.reviews', { count, formatted: numberFormat(i18n.language, false).format(count) })})
      </span>
    </p>
  )
}

/** Open now / closed, from the state the loader computed in the venue's time zone. */
export function OpenStateLine({ open }: { open: VenueCardData['open'] }) {
  const { t } = useTranslation('venues')
  if (open.status === 'unknown') return null
  if (open.status === 'open') {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700/20 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-300/30">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-600 dark:bg-emerald-300" />
          {t('hours.openNow')}
        </span>
        {open.closesAt ? (
          <span className="text-neutral-600 dark:text-neutral-400">{t('hours.closesAt', { time: open.closesAt })}</span>
        ) : (
          <span className="text-neutral-600 dark:text-neutral-400">{t('hours.open24h')}</span>
        )}
      </p>
    )
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700 ring-1 ring-neutral-900/10 dark:bg-neutral-800 dark:text-neutral-200 dark:ring-white/15">
        <Clock aria-hidden className="size-3" />
        {t('hours.closedNow')}
      </span>
      {open.opensAt && (
        <span className="text-neutral-600 dark:text-neutral-400">
          {open.opensAt.today
            ? t('hours.opensTodayAt', { time: open.opensAt.time })
            : t('hours.opensAt', { day: t(`hours.days.${open.opensAt.day}`), time: open.opensAt.time })}
        </span>
      )}
    </p>
  )
}

type CardProps = {
  venue: VenueCardData
  /** Whether the signed-in member saved it to Faves (false for visitors, who get a sign-in link). */
  favorited: boolean
  highlighted: boolean
  onHighlight?: (id: number | null) => void
}

export const VenueCard = forwardRef<HTMLAnchorElement, CardProps>(function VenueCard(
  { venue, favorited, highlighted, onHighlight },
  linkRef,
) {
  const { t } = useTranslation('venues')
  const label = useLookupLabel()
  const category = venue.category ? label('categories', venue.category) : t('list.card.venue')
  const place = venue.cityName ? t('list.card.place', { city: venue.cityName, country: venue.countryName }) : venue.countryName
  return (
    <article
      id={`venue-${venue.id}`}
      data-venue-id={venue.id}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight?.(venue.id)}
      onMouseLeave={() => onHighlight?.(null)}
      onFocus={() => onHighlight?.(venue.id)}
      onBlur={() => onHighlight?.(null)}
      className={cn(
        'group relative flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border bg-white/90 shadow-sm transition',
        'hover:border-brand-600 hover:shadow-md dark:bg-neutral-900/85 dark:hover:border-violet-300',
        'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 dark:has-[a:focus-visible]:outline-violet-300',
        highlighted
          ? 'border-brand-600 ring-2 ring-brand-600/70 dark:border-violet-300 dark:ring-violet-300/70'
          : 'border-neutral-200/80 dark:border-neutral-800',
      )}
    >
      <div className="relative aspect-[5/2] w-full bg-neutral-100 dark:bg-neutral-800">
        <CategoryPlaceholder category={venue.category?.slug ?? null} />
        {venue.imageUrl && (
          // alt="": the name follows as the link text; an image that fails to load shows nothing
          // (empty alt), and the placeholder beneath stays visible
          <img
            src={venue.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={256}
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <span className="absolute start-3 top-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-neutral-900 shadow-sm ring-1 ring-black/5 dark:bg-neutral-950/85 dark:text-neutral-100 dark:ring-white/10">
          {category}
        </span>
        {/* above the card's stretched link, so it is its own target */}
        <FavoriteButton type="venue" id={venue.id} favorited={favorited} label={venue.name} className="absolute end-2 top-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold text-neutral-950 dark:text-white">
          <Link
            ref={linkRef}
            to={`/venues/${venue.id}`}
            prefetch="intent"
            className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700 dark:hover:text-violet-200"
          >
            {venue.name}
          </Link>
        </h3>
        <p className="-mt-1 flex items-center gap-1.5 text-sm text-neutral-700 dark:text-neutral-300">
          <MapPin aria-hidden className="size-3.5 shrink-0 text-neutral-500 dark:text-neutral-400" />
          <span className="truncate">{place}</span>
        </p>
        <RatingSummary rating={venue.ratingAvg} count={venue.ratingCount} />
        <OpenStateLine open={venue.open} />
        <FlagBadges flags={venue.flags} className="mt-auto pt-1" />
      </div>
    </article>
  )
})
