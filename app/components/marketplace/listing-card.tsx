import { Link } from '@remix-run/react'
import { ShoppingBag, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { ListingCard as CardData } from '~/models/marketplace/list.server'
import { listingHref } from '~/models/marketplace/query'
import { cn } from '~/utils/cn'

/** An amount of cents in its ISO currency, in the reader's language (Intl). */
export function useMoney() {
  const { i18n } = useTranslation()
  return (cents: number, currency: string) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100)
    } catch {
      return `${(cents / 100).toFixed(2)} ${currency}`
    }
  }
}

/** The price: on sale, the sale price beside the old one struck through (both read out). */
export function Price({
  listing,
  size = 'card',
}: {
  listing: Pick<CardData, 'priceCents' | 'salePriceCents' | 'currency'>
  size?: 'card' | 'page'
}) {
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  const now = listing.salePriceCents ?? listing.priceCents
  const big = size === 'page' ? 'text-3xl' : 'text-lg'
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={cn(big, 'font-extrabold text-neutral-950 tabular-nums dark:text-white')}>
        {listing.salePriceCents != null && <span className="sr-only">{t('price.now')} </span>}
        {money(now, listing.currency)}
      </span>
      {listing.salePriceCents != null && (
        <s className="text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
          <span className="sr-only">{t('price.was')} </span>
          {money(listing.priceCents, listing.currency)}
        </s>
      )}
    </p>
  )
}

/** Sale, New arrival, Featured, Sold out. */
export function Badges({ listing }: { listing: Pick<CardData, 'isSale' | 'isNewArrival' | 'featured' | 'inStock'> }) {
  const { t } = useTranslation('marketplace')
  const badges = [
    !listing.inStock && { key: 'soldOut', tone: 'bg-neutral-800 text-white dark:bg-neutral-200 dark:text-neutral-950' },
    listing.isSale && { key: 'sale', tone: 'bg-rose-700 text-white dark:bg-rose-300 dark:text-rose-950' },
    listing.isNewArrival && { key: 'new', tone: 'bg-emerald-700 text-white dark:bg-emerald-300 dark:text-emerald-950' },
    listing.featured && { key: 'featured', tone: 'bg-brand-700 text-white dark:bg-violet-300 dark:text-violet-950' },
  ].filter(Boolean) as { key: string; tone: string }[]
  if (!badges.length) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('badges.label')}>
      {badges.map((badge) => (
        <li key={badge.key} className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge.tone)}>
          {t(`badges.${badge.key}`)}
        </li>
      ))}
    </ul>
  )
}

/** '4.5 ★ (12 reviews)', or 'No reviews yet'. */
export function Rating({ listing }: { listing: Pick<CardData, 'ratingAvg' | 'ratingCount'> }) {
  const { t, i18n } = useTranslation('marketplace')
  if (!listing.ratingCount) return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('rating.none')}</p>
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(listing.ratingAvg)
  return (
    <p className="flex items-center gap-1 text-sm text-neutral-800 dark:text-neutral-200">
      <Star aria-hidden className="size-4 fill-current text-amber-600 dark:text-amber-300" />
      {t('rating.summary', { average, count: listing.ratingCount })}
    </p>
  )
}

/** The listing's picture (our /media or an address the data names), else a neutral placeholder. */
export function ListingImage({ listing, size }: { listing: Pick<CardData, 'imageUrl' | 'title'>; size: 'card' | 'page' }) {
  const box = size === 'card' ? 'aspect-[4/3] w-full rounded-xl' : 'aspect-square w-full rounded-2xl'
  if (listing.imageUrl)
    return (
      <img
        src={listing.imageUrl}
        alt={size === 'page' ? listing.title : ''}
        loading={size === 'card' ? 'lazy' : undefined}
        decoding="async"
        width={size === 'card' ? 400 : 640}
        height={size === 'card' ? 300 : 640}
        className={cn(box, 'bg-neutral-100 object-cover dark:bg-neutral-800')}
      />
    )
  return (
    <span
      aria-hidden
      className={cn(box, 'flex items-center justify-center bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-200')}
    >
      <ShoppingBag className={size === 'card' ? 'size-10' : 'size-20'} />
    </span>
  )
}

export function ListingCard({ listing }: { listing: CardData }) {
  const { t } = useTranslation('marketplace')
  return (
    <Link
      to={listingHref(listing)}
      className={cn(PANEL, FOCUS, 'flex h-full flex-col gap-3 p-4 hover:border-brand-400 dark:hover:border-violet-400')}
    >
      <ListingImage listing={listing} size="card" />
      <Badges listing={listing} />
      <div className="min-w-0">
        <span className="block text-lg font-bold break-words text-neutral-950 dark:text-white">{listing.title}</span>
        {listing.businessName && (
          <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t('by', { seller: listing.businessName })}</span>
        )}
      </div>
      <div className="mt-auto grid gap-1">
        <Price listing={listing} />
        <Rating listing={listing} />
      </div>
    </Link>
  )
}
