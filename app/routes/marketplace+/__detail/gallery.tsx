import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingImage } from '~/components/marketplace/listing-card'
import { FOCUS } from '~/components/ui/surface'
import type { ListingDetail } from '~/models/marketplace/detail.server'
import { cn } from '~/utils/cn'

type Listing = ListingDetail['listing']

/**
 * The item's photos: the chosen one large (a link to the whole file), the others as thumbnails
 * below. Without JavaScript a thumbnail opens its photo; with it, it shows it in place (a
 * modified click keeps the link's own behaviour). No photo: the item's picture or a placeholder.
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  const { t } = useTranslation('marketplace')
  const [shown, setShown] = useState(0)
  const { photos } = listing
  if (photos.length === 0) return <ListingImage listing={listing} size="page" />
  const photo = photos[Math.min(shown, photos.length - 1)]!
  const choose = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setShown(index)
  }
  return (
    <section aria-label={t('detail.gallery', { title: listing.title })} className="grid content-start gap-3">
      <a href={photo.url} className={cn('block overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800', FOCUS)}>
        <img
          key={photo.id}
          src={photo.url}
          alt={photo.alt}
          width={photo.width ?? 640}
          height={photo.height ?? 640}
          decoding="async"
          className="aspect-square w-full object-contain"
        />
      </a>
      {photos.length > 1 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((item, index) => (
            <li key={item.id}>
              <a
                href={item.url}
                onClick={choose(index)}
                aria-label={t('detail.showPhoto', { index: index + 1, total: photos.length })}
                aria-current={item.id === photo.id ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-neutral-100 sm:size-20 dark:bg-neutral-800',
                  item.id === photo.id ? 'border-brand-700 dark:border-violet-300' : 'border-transparent',
                  FOCUS,
                )}
              >
                <img src={item.url} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
