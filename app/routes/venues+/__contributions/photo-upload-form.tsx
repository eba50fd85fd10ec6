import { getInputProps } from '@conform-to/react'
import { ImagePlus, ShieldCheck } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField, useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { PhotoUploadSchema } from '~/models/venues/schema'
import { cn } from '~/utils/cn'
import { PHOTO_ACCEPT, PHOTO_CAPTION_MAX, PHOTO_MAX_MB } from '~/models/venues/contribution-limits'
import { useContributionFetcher } from './use-contribution-fetcher'

/**
 * A signed-in member's photo upload (photo-gallery.tsx loads it with lazyHydrated: Conform
 * and the upload schema are not in a visitor's load of the page).
 */
export function PhotoUploadForm({ venueId }: { venueId: number }) {
  const { t } = useTranslation('venue')
  const formRef = useRef<HTMLFormElement>(null)
  const { fetcher, action, busy } = useContributionFetcher(`/venues/${venueId}/photos`, {
    onDone: (result) => {
      if (result.ok) formRef.current?.reset()
    },
  })
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const { fields, formProps } = useValidatedForm({ id: 'photo-upload', schema: PhotoUploadSchema, lastResult: refused?.result })
  const translate = useFormMessage()
  // the file's own problems (type, size, daily limit) come from the server, which reads its bytes
  const fileError = translate(fields.photo.errors?.[0]) ?? (refused && !refused.result ? refused.message : undefined)
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      {...formProps}
      className="space-y-4"
      aria-labelledby="photo-upload-title"
    >
      <h3 id="photo-upload-title" className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
        <ImagePlus aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('photos.upload.heading')}
      </h3>
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor={fields.photo.id} className="block font-medium text-neutral-900 dark:text-white">
          {t('photos.upload.file')}
        </label>
        <p id={fields.photo.descriptionId} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {t('photos.upload.fileHint', { max: PHOTO_MAX_MB })}
        </p>
        <input
          {...getInputProps(fields.photo, { type: 'file', ariaAttributes: false })}
          accept={PHOTO_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={cn(fields.photo.descriptionId, fileError && fields.photo.errorId)}
          className={cn(
            INPUT_CLASS,
            'mt-1.5 cursor-pointer file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white dark:file:bg-violet-400 dark:file:text-neutral-950',
          )}
        />
        {fileError ? (
          <p id={fields.photo.errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {fileError}
          </p>
        ) : null}
      </div>
      <FormField
        field={fields.caption}
        label={t('photos.upload.caption')}
        hint={t('photos.upload.captionHint', { max: PHOTO_CAPTION_MAX })}
      >
        <input
          {...getInputProps(fields.caption, { type: 'text', ariaDescribedBy: fields.caption.descriptionId })}
          className={INPUT_CLASS}
        />
      </FormField>
      <p className="flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
        {t('photos.upload.moderationNote')}
      </p>
      <Button type="submit" disabled={busy}>
        <ImagePlus aria-hidden className="size-4" />
        {busy ? t('photos.upload.uploading') : t('photos.upload.submit')}
      </Button>
    </fetcher.Form>
  )
}
