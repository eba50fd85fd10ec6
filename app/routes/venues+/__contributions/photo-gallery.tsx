import { Camera, Clock, Images, Trash2 } from 'lucide-react'
import { Suspense, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { lazyHydrated, lazyOnDemand } from '~/components/ui/lazy'
import type { VenueContributions } from '~/models/venues/contributions.server'
import type { PhotoItem } from '~/models/venues/photos.server'
import { cn } from '~/utils/cn'
import { ContributionPanel, FOCUS, SignInPrompt } from './parts'
import { CONTRIBUTION_FETCHER_KEYS, useContributionFetcher, useContributionToast } from './use-contribution-fetcher'

// Neither is needed to see the photos: the upload form is a member's, the lightbox opens on a click
const PhotoUploadForm = lazyHydrated('photo-upload', () => import('./photo-upload-form').then((module) => module.PhotoUploadForm))
const PhotoLightbox = lazyOnDemand(() => import('./photo-lightbox').then((module) => module.PhotoLightbox))

type Props = { contributions: VenueContributions; venueName: string; className?: string }

/**
 * The venue's photo gallery: a grid of lazy thumbnails (links to the full photo, so it works
 * without JavaScript; with it they open a lightbox with arrow-key navigation), the member's
 * pending photos marked 'Waiting for review', delete on their own photos, and the upload form.
 */
export function PhotoGallery({ contributions, venueName, className }: Props) {
  const { t } = useTranslation('venue')
  const { photos, venueId, signedIn, open } = contributions
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([])
  const items = photos.items
  const altOf = (photo: PhotoItem) => photo.caption || t('photos.alt', { venue: venueName })
  useContributionToast(CONTRIBUTION_FETCHER_KEYS.deletePhoto(venueId))

  const onThumbnail = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // a modified click (new tab...) keeps the link's own behaviour
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setOpenIndex(index)
  }

  return (
    <ContributionPanel
      id="photos"
      headingId="photos-heading"
      icon={Images}
      title={t('photos.heading')}
      aside={
        items.length ? (
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{t('photos.count', { count: items.length })}</span>
        ) : null
      }
      className={className}
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-10 text-center dark:border-neutral-700 dark:bg-neutral-950/40">
          <Camera aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
          <p className="font-semibold text-neutral-900 dark:text-white">{t('photos.empty')}</p>
          {open ? <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('photos.emptyHint')}</p> : null}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((photo, index) => (
            <li key={photo.id} className="flex flex-col gap-1.5">
              <a
                ref={(element) => {
                  thumbnails.current[index] = element
                }}
                href={photo.url}
                onClick={onThumbnail(index)}
                onPointerEnter={() => void PhotoLightbox.preload()}
                onFocus={() => void PhotoLightbox.preload()}
                className={cn('group relative block aspect-square overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800', FOCUS)}
                aria-describedby={photo.status === 'pending' ? `photo-${photo.id}-pending` : undefined}
              >
                <img
                  src={photo.url}
                  alt={altOf(photo)}
                  width={photo.width ?? 400}
                  height={photo.height ?? 400}
                  loading="lazy"
                  decoding="async"
                  className={cn(
                    'size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none [.reduce-motion_&]:transition-none [.reduce-motion_&]:group-hover:scale-100',
                    photo.status === 'pending' && 'opacity-80',
                  )}
                />
                {photo.status === 'pending' ? (
                  <span
                    id={`photo-${photo.id}-pending`}
                    className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1 rounded-full bg-amber-100/95 px-2 py-1 text-xs font-semibold text-amber-950 shadow dark:bg-amber-900/95 dark:text-amber-50"
                  >
                    <Clock aria-hidden className="size-3.5" />
                    {t('photos.pending')}
                  </span>
                ) : null}
              </a>
              {photo.mine ? <DeletePhoto venueId={venueId} photo={photo} alt={altOf(photo)} /> : null}
            </li>
          ))}
        </ul>
      )}

      {items.some((p) => p.status === 'pending' && p.mine) ? (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('photos.pendingHint')}</p>
      ) : null}

      <div className="mt-6 border-t border-neutral-200 pt-6 dark:border-neutral-800">
        {!open ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('contributions.closed')}</p>
        ) : !signedIn ? (
          <SignInPrompt venueId={venueId}>{t('photos.signIn')}</SignInPrompt>
        ) : (
          <PhotoUploadForm venueId={venueId} />
        )}
      </div>

      {openIndex !== null && items.length > 0 ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={items}
            index={Math.min(openIndex, items.length - 1)}
            venueId={venueId}
            venueName={venueName}
            signedIn={signedIn}
            altOf={altOf}
            onIndexChange={setOpenIndex}
            onClose={() => {
              // focus goes back to the thumbnail of the photo last shown
              const last = openIndex
              setOpenIndex(null)
              requestAnimationFrame(() => thumbnails.current[last]?.focus())
            }}
          />
        </Suspense>
      ) : null}
    </ContributionPanel>
  )
}

function DeletePhoto({ venueId, photo, alt }: { venueId: number; photo: PhotoItem; alt: string }) {
  const { t } = useTranslation('venue')
  // one fetcher for the gallery's delete buttons: the photo's own button goes with it, so the
  // gallery raises the toast
  const { fetcher, action, busy } = useContributionFetcher(`/venues/${venueId}/photos`, {
    key: CONTRIBUTION_FETCHER_KEYS.deletePhoto(venueId),
  })
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="photoId" value={photo.id} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={busy}
        className="w-full"
        aria-label={t('photos.deleteLabel', { photo: alt })}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('photos.delete')}
      </Button>
    </fetcher.Form>
  )
}
