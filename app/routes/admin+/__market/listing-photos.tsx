import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { LISTING_LIMITS, LISTING_PHOTO_SCHEMAS } from '~/models/marketplace/admin-schema'
import type { ListingPhotoItem } from '~/models/marketplace/photos.server'
import { cn } from '~/utils/cn'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

/**
 * The item editor's photos: each in its order with what it shows, moved earlier or later or
 * removed by a small form of its own, and a form to add one (a file and its alt text, checked by
 * the same schema here and on the server). Plain POSTs: it works without JavaScript. Every form
 * carries the page's one-time key (a second click changes nothing more).
 */
export function ListingPhotos({
  listingId,
  photos,
  formKey,
  lastResult,
  problem,
}: {
  listingId: number
  photos: ListingPhotoItem[]
  formKey: string
  lastResult?: SubmissionResult<string[]> | null
  /** A move or removal refused (a photo gone meanwhile, a form that could not be read). */
  problem?: string | null
}) {
  const { t } = useTranslation('admin')
  const translate = useFormMessage()
  const full = photos.length >= LISTING_LIMITS.photosMax
  return (
    <section id="photos" aria-labelledby="photos-title" className={cn(PANEL, 'mt-10 grid gap-5 p-6')}>
      <div>
        <h2 id="photos-title" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('market.photos.title')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('market.photos.intro')}</p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {t('market.photos.count', { count: photos.length, max: LISTING_LIMITS.photosMax })}
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-400/10 dark:text-red-200">
          {translate(problem)}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="text-neutral-800 dark:text-neutral-200">{t('market.photos.empty')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex gap-3 rounded-xl border border-neutral-200 p-3 dark:border-neutral-800">
              <img
                src={photo.url}
                alt={photo.alt}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 shrink-0 rounded-lg bg-neutral-100 object-cover dark:bg-neutral-800"
              />
              <div className="grid min-w-0 content-start gap-2">
                <h3 id={`photo-${photo.id}`} className="flex items-center gap-1 font-semibold text-neutral-950 dark:text-white">
                  {index === 0 && <Star aria-hidden className="size-4 fill-current text-amber-600 dark:text-amber-300" />}
                  {index === 0 ? t('market.photos.cover') : t('market.photos.position', { index: index + 1 })}
                </h3>
                <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">{photo.alt}</p>
                <div role="group" aria-labelledby={`photo-${photo.id}`} className="flex flex-wrap gap-2">
                  {index > 0 && (
                    <PhotoAction listingId={listingId} photoId={photo.id} formKey={formKey} intent="photo-move" position={index - 1}>
                      <ArrowUp aria-hidden className="size-4 rtl:-scale-x-100" />
                      {t('market.photos.earlier')}
                    </PhotoAction>
                  )}
                  {index < photos.length - 1 && (
                    <PhotoAction listingId={listingId} photoId={photo.id} formKey={formKey} intent="photo-move" position={index + 1}>
                      <ArrowDown aria-hidden className="size-4" />
                      {t('market.photos.later')}
                    </PhotoAction>
                  )}
                  <PhotoAction listingId={listingId} photoId={photo.id} formKey={formKey} intent="photo-delete">
                    <Trash2 aria-hidden className="size-4" />
                    {t('market.photos.remove')}
                  </PhotoAction>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="text-neutral-800 dark:text-neutral-200">{t('market.photos.full', { max: LISTING_LIMITS.photosMax })}</p>
      ) : (
        <AddPhoto listingId={listingId} formKey={formKey} lastResult={lastResult} />
      )}
    </section>
  )
}

function PhotoAction({
  listingId,
  photoId,
  formKey,
  intent,
  position,
  children,
}: {
  listingId: number
  photoId: string
  formKey: string
  intent: 'photo-move' | 'photo-delete'
  position?: number
  children: ReactNode
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={listingId} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="photoId" value={photoId} />
      {position !== undefined && <input type="hidden" name="position" value={position} />}
      <button
        type="submit"
        disabled={busy}
        className={buttonVariants({ variant: intent === 'photo-delete' ? 'outlineDanger' : 'outline', size: 'sm' })}
      >
        {children}
      </button>
    </Form>
  )
}

function AddPhoto({
  listingId,
  formKey,
  lastResult,
}: {
  listingId: number
  formKey: string
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'listing-photo',
    schema: LISTING_PHOTO_SCHEMAS['photo-add'],
    lastResult,
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset {...formProps} className="grid gap-4">
      <FormErrorSummary form={form} fields={[fields.photo, fields.alt]} attempt={attempt} title={t('market.errors.title')} />
      <input type="hidden" name="intent" value="photo-add" />
      <input type="hidden" name="id" value={listingId} />
      <input type="hidden" name="key" value={formKey} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          field={fields.photo}
          label={t('market.photos.file')}
          hint={t('market.photos.fileHint', { max: LISTING_LIMITS.photoMaxMb })}
        >
          <input
            {...getInputProps(fields.photo, { type: 'file', ariaDescribedBy: fields.photo.descriptionId })}
            accept={ACCEPT}
            className={cn(
              INPUT_CLASS,
              'file:me-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-1 dark:file:bg-neutral-800',
            )}
          />
        </FormField>
        <FormField field={fields.alt} label={t('market.photos.alt')} hint={t('market.photos.altHint')}>
          <input
            {...getInputProps(fields.alt, { type: 'text', ariaDescribedBy: fields.alt.descriptionId })}
            maxLength={LISTING_LIMITS.altMax}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
          <ImagePlus aria-hidden className="size-4" />
          {t('market.photos.add')}
        </button>
      </div>
    </Form>
  )
}
