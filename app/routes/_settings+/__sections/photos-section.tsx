import { ArrowLeft, ArrowRight, ImagePlus, Trash2, Upload } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { describedBy, FieldError } from '~/components/ui/field'
import { useFormMessage } from '~/components/ui/form'
import { PROFILE_LIMITS, type AvatarConfigValue } from '~/models/members/settings-options'
import { cn } from '~/utils/cn'
import { message } from '~/utils/messages'
import { AvatarPreview } from '~/components/members/member-avatar'
import { AvatarBuilder } from './avatar-builder'
import { FOCUS, FormAlert, resultMessage, Section, SettingsForm, SubmitButton, useIntentResult } from './fields'

const MAX_BYTES = 5 * 1024 * 1024
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export type Photo = { id: string; url: string; width: number | null; height: number | null }

/**
 * Upload forms have no field but the file: no schema. The browser refuses a missing or too
 * large file before sending it; the server checks the real bytes (type, size) and strips them.
 */
function useFileCheck() {
  const [error, setError] = useState<string | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[type=file]')
    const file = input?.files?.[0]
    const problem = !file ? 'fileRequired' : file.size > MAX_BYTES ? 'fileTooLarge' : null
    setError(problem && message(`settings:errors.${problem}`))
    if (problem) {
      event.preventDefault()
      input?.focus()
    }
  }
  return { error, onSubmit, clear: () => setError(null) }
}

function UploadForm({
  intent,
  field,
  label,
  button,
  disabled,
}: {
  intent: string
  field: string
  label: string
  button: string
  disabled?: boolean
}) {
  const result = useIntentResult(intent)
  const check = useFileCheck()
  const translate = useFormMessage()
  const error = translate(check.error ?? resultMessage(result, field))
  const inputId = `${intent}-file`
  return (
    <SettingsForm
      action={`/profile/settings?intent=${intent}`}
      encType="multipart/form-data"
      onSubmit={check.onSubmit}
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-neutral-900 dark:text-white">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          name={field}
          accept={ACCEPT}
          disabled={disabled}
          onChange={check.clear}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, false, error)}
          className={cn(
            'block min-w-0 max-w-full text-sm text-neutral-700 dark:text-neutral-300',
            'file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800',
            'dark:file:bg-violet-950 dark:file:text-violet-100',
            FOCUS,
          )}
        />
        <SubmitButton intent={intent} variant="outline" disabled={disabled}>
          <Upload aria-hidden className="size-4" />
          {button}
        </SubmitButton>
      </div>
      <FieldError id={inputId} error={error} />
    </SettingsForm>
  )
}

function Gallery({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('photoRemove', 'photoMove')
  const full = photos.length >= PROFILE_LIMITS.photosMax
  const iconButton = buttonVariants({ variant: 'outline', size: 'iconSm' })
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-neutral-900 dark:text-white">{t('photos.gallery')}</h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('photos.galleryHint', { max: PROFILE_LIMITS.photosMax })}</p>
      </div>
      <FormAlert result={result} />
      {photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          <ImagePlus aria-hidden className="mx-auto mb-2 size-6" />
          {t('photos.galleryEmpty')}
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => {
            const n = index + 1
            return (
              <li
                key={photo.id}
                className="overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-950"
              >
                <img src={photo.url} alt={t('photos.photoAlt', { n })} loading="lazy" className="aspect-square w-full object-cover" />
                <div className="flex items-center justify-between gap-1 p-2">
                  <div className="flex gap-1">
                    <SettingsForm>
                      <input type="hidden" name="photoId" value={photo.id} />
                      <input type="hidden" name="direction" value="up" />
                      <button type="submit" name="intent" value="photoMove" disabled={index === 0} className={iconButton}>
                        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                        <span className="sr-only">{t('photos.moveUp', { n })}</span>
                      </button>
                    </SettingsForm>
                    <SettingsForm>
                      <input type="hidden" name="photoId" value={photo.id} />
                      <input type="hidden" name="direction" value="down" />
                      <button type="submit" name="intent" value="photoMove" disabled={index === photos.length - 1} className={iconButton}>
                        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                        <span className="sr-only">{t('photos.moveDown', { n })}</span>
                      </button>
                    </SettingsForm>
                  </div>
                  <SettingsForm>
                    <input type="hidden" name="photoId" value={photo.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="photoRemove"
                      className={buttonVariants({ variant: 'outlineDanger', size: 'iconSm' })}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">{t('photos.remove', { n })}</span>
                    </button>
                  </SettingsForm>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <UploadForm intent="photoAdd" field="photo" label={t('photos.chooseFile')} button={t('photos.addPhoto')} disabled={full} />
      {full && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('errors.photoLimit', { max: PROFILE_LIMITS.photosMax })}</p>
      )}
    </div>
  )
}

export function PhotosSection({
  avatarUrl,
  avatarConfig,
  name,
  photos,
}: {
  avatarUrl: string | null
  avatarConfig: AvatarConfigValue | null
  name: string
  photos: Photo[]
}) {
  const { t } = useTranslation('settings')
  return (
    <Section id="photos" title={t('photos.title')} description={t('photos.description')}>
      <div className="space-y-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <div className="flex flex-col items-center gap-2">
            <AvatarPreview url={avatarUrl} config={avatarConfig} name={name} />
            <span className="text-xs font-medium text-neutral-600 dark:text-neutral-400">{t('photos.current')}</span>
          </div>
          <div className="min-w-0 flex-1 space-y-3">
            <UploadForm intent="avatarUpload" field="avatar" label={t('photos.upload')} button={t('photos.uploadButton')} />
            {avatarUrl && (
              <SettingsForm>
                <SubmitButton intent="avatarRemove" variant="ghostDanger">
                  <Trash2 aria-hidden className="size-4" />
                  {t('photos.removeAvatar')}
                </SubmitButton>
              </SettingsForm>
            )}
          </div>
        </div>
        <details className="group rounded-xl border border-neutral-200 p-4 dark:border-neutral-800" open={!avatarUrl || undefined}>
          <summary className={cn('cursor-pointer rounded text-base font-semibold text-neutral-900 dark:text-white', FOCUS)}>
            {t('photos.builder')}
          </summary>
          <div className="mt-4">
            <AvatarBuilder config={avatarConfig} name={name} />
          </div>
        </details>
        <Gallery photos={photos} />
      </div>
    </Section>
  )
}
