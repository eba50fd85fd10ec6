import { Form, Link, useLocation } from '@remix-run/react'
import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { type PendingPhoto } from '~/models/venues/moderation.server'
import { cn } from '~/utils/cn'
import type { ActionData } from './parts'
import { FormAlert, LINK, useBusy, useDate } from './parts'

export function PhotoCard({ photo, failed }: { photo: PendingPhoto; failed: ActionData | null }) {
  const { t } = useTranslation('admin')
  const date = useDate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const name = photo.uploader.name || t('venues.suggestions.unknownMember')
  const values = { venue: photo.venue.name, name }
  const approving = useBusy('approvePhoto', photo.id)
  const rejecting = useBusy('rejectPhoto', photo.id)
  const decide = (intent: 'approvePhoto' | 'rejectPhoto', busy: boolean) => (
    <Form method="post" className="flex-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t(intent === 'approvePhoto' ? 'venues.photos.approveLabel' : 'venues.photos.rejectLabel', values)}
        className={buttonVariants({ variant: intent === 'approvePhoto' ? 'approve' : 'outlineDanger', size: 'sm', className: 'w-full' })}
      >
        {intent === 'approvePhoto' ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
        {t(intent === 'approvePhoto' ? 'venues.photos.approve' : 'venues.photos.reject')}
      </button>
    </Form>
  )
  return (
    <article className={cn(PANEL, 'flex h-full flex-col overflow-hidden')}>
      <div className="aspect-[4/3] bg-neutral-100 dark:bg-neutral-800">
        <img src={photo.url} alt={t('venues.photos.alt', values)} loading="lazy" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-neutral-950 dark:text-white">
          <Link to={`/venues/${photo.venue.id}`} className={LINK}>
            {photo.venue.name}
          </Link>
        </h3>
        {photo.caption && <p className="text-sm text-neutral-800 dark:text-neutral-200">{photo.caption}</p>}
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('venues.photos.uploadedBy', { name })} · <time dateTime={photo.createdAt}>{date(photo.createdAt)}</time>
        </p>
        <FormAlert result={failed?.result} />
        <div className="mt-auto flex gap-2 pt-3">
          {decide('approvePhoto', approving)}
          {decide('rejectPhoto', rejecting)}
        </div>
      </div>
    </article>
  )
}
