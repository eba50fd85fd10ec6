import { ChevronLeft, ChevronRight, Clock } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import type { PhotoItem } from '~/models/venues/photos.server'
import { cn } from '~/utils/cn'
import { FOCUS } from './parts'

/**
 * One photo at a time in a modal dialog (Radix: focus trapped, Escape closes; the gallery puts
 * focus back on the thumbnail of the photo last shown). Arrow keys move to the previous / next photo (mirrored right to left), Home
 * and End jump to the first and last. The counter is announced politely.
 */
export function PhotoLightbox({
  photos,
  index,
  venueId,
  venueName,
  signedIn,
  altOf,
  onIndexChange,
  onClose,
}: {
  photos: PhotoItem[]
  index: number
  venueId: number
  venueName: string
  /** Members may report another member's photo. */
  signedIn: boolean
  altOf: (photo: PhotoItem) => string
  onIndexChange: (index: number) => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('venue')
  const rtl = i18n.dir() === 'rtl'
  const photo = photos[index]!
  const total = photos.length
  const go = (delta: number) => onIndexChange((index + delta + total) % total)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys of the report dialog (portalled, but its React events bubble here) are its own
    if (!event.currentTarget.contains(event.target as Node)) return
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) go(1)
    else if (event.key === backward) go(-1)
    else if (event.key === 'Home') onIndexChange(0)
    else if (event.key === 'End') onIndexChange(total - 1)
    else return
    event.preventDefault()
  }

  const navButton = cn(
    'grid size-11 shrink-0 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:bg-neutral-100',
    'dark:border-neutral-600 dark:bg-neutral-800 dark:text-white dark:hover:bg-neutral-700',
    FOCUS,
  )

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('photos.lightbox.close')}
        onKeyDown={onKeyDown}
        // the gallery returns focus to the thumbnail of the photo last shown
        onCloseAutoFocus={(event) => event.preventDefault()}
        size="wide"
      >
        <DialogTitle small className="pe-10">
          {t('photos.lightbox.title', { venue: venueName })}
        </DialogTitle>
        <DialogDescription className="sr-only">{t('photos.lightbox.keyboardHint')}</DialogDescription>
        <figure className="flex flex-col items-center gap-3">
          <div className="relative grid min-h-48 w-full place-items-center overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-950">
            <img
              key={photo.id}
              src={photo.url}
              alt={altOf(photo)}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              decoding="async"
              className="h-auto max-h-[68vh] w-auto max-w-full object-contain"
            />
          </div>
          <figcaption className="flex w-full flex-wrap items-center justify-between gap-2 text-sm text-neutral-700 dark:text-neutral-300">
            <span className="min-w-0 break-words">
              <bdi>{photo.caption || t('photos.alt', { venue: venueName })}</bdi>
              {photo.status === 'pending' ? (
                <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                  <Clock aria-hidden className="size-3.5" />
                  {t('photos.pending')}
                </span>
              ) : null}
            </span>
            <span aria-live="polite" className="tabular-nums">
              {t('photos.lightbox.counter', { index: index + 1, total })}
            </span>
          </figcaption>
        </figure>
        <div className="flex flex-wrap items-center justify-center gap-4">
          {total > 1 ? (
            <>
              <button type="button" className={navButton} onClick={() => go(-1)} aria-label={t('photos.lightbox.previous')}>
                <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
              </button>
              <button type="button" className={navButton} onClick={() => go(1)} aria-label={t('photos.lightbox.next')}>
                <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
              </button>
            </>
          ) : null}
          {signedIn && !photo.mine ? (
            <ReportDialog
              key={photo.id}
              targetType="photo"
              targetId={photo.id}
              signedIn
              redirectTo={`/venues/${venueId}#photos`}
              size="sm"
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
