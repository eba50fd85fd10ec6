import { ArrowLeft, ArrowRight, ImagePlus, Trash2, Upload } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { initialsOf } from '~/components/shell/user-menu'
import { cn } from '~/utils/cn'
import { describedBy, FieldError, FOCUS, FormAlert, INPUT, Section, SettingsForm, SubmitButton, useIntentResult } from './fields'
import {
  AVATAR_COLOR_KEYS,
  AVATAR_COLORS,
  AVATAR_EMOJIS,
  AVATAR_SHAPES,
  PROFILE_LIMITS,
  SHAPE_CLASS,
  type AvatarConfigValue,
} from '../../../models/members/settings-options'

const MAX_BYTES = 5 * 1024 * 1024
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export type Photo = { id: string; url: string; width: number | null; height: number | null }

/** The member's avatar as others see it: the uploaded picture, else the built one, else initials. */
export function AvatarPreview({
  url,
  config,
  name,
  size = 96,
}: {
  url: string | null
  config: AvatarConfigValue | null
  name: string
  size?: number
}) {
  const shape = config ? SHAPE_CLASS[config.shape] : 'rounded-full'
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className={cn('shrink-0 object-cover shadow-sm', shape)}
      />
    )
  const colors = config ? AVATAR_COLORS[config.color] : { bg: '#5b21b6', fg: '#ffffff' }
  const text = config?.text ?? initialsOf(name)
  return (
    <span
      aria-hidden
      style={{
        width: size,
        height: size,
        background: colors.bg,
        color: colors.fg,
        fontSize: config?.kind === 'emoji' ? size * 0.5 : size * 0.36,
      }}
      className={cn('grid shrink-0 place-items-center font-semibold shadow-sm select-none', shape)}
    >
      {text}
    </span>
  )
}

/** Refuses a too large file before it is sent (the server checks again, with the real bytes). */
function useFileCheck() {
  const { t } = useTranslation('settings')
  const [error, setError] = useState<string | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[type=file]')
    const file = input?.files?.[0]
    const message = !file ? t('errors.fileRequired') : file.size > MAX_BYTES ? t('errors.fileTooLarge') : null
    setError(message)
    if (message) {
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
  const error = check.error ?? result?.errors[field] ?? result?.formError
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
      <FieldError id={inputId} message={error} />
    </SettingsForm>
  )
}

function AvatarBuilder({ config, name }: { config: AvatarConfigValue | null; name: string }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('avatarConfig')
  const e = result?.errors ?? {}
  const [draft, setDraft] = useState<AvatarConfigValue>(
    config ?? { color: 'violet', shape: 'circle', kind: 'initials', text: initialsOf(name).slice(0, 3) },
  )
  const [initials, setInitials] = useState(draft.kind === 'initials' ? draft.text : initialsOf(name).slice(0, 3))
  const [emoji, setEmoji] = useState<string>(draft.kind === 'emoji' ? draft.text : AVATAR_EMOJIS[0])
  const preview: AvatarConfigValue = { ...draft, text: draft.kind === 'initials' ? initials.toLocaleUpperCase() || '?' : emoji }
  const radio = 'peer sr-only'
  const swatch = cn(
    'block cursor-pointer rounded-full ring-offset-2 ring-offset-white peer-checked:ring-2 peer-checked:ring-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600 dark:ring-offset-neutral-900 dark:peer-checked:ring-white',
  )
  const pill = cn(
    'block cursor-pointer rounded-lg border border-neutral-300 px-3 py-1.5 text-sm text-neutral-800 dark:border-neutral-600 dark:text-neutral-200',
    'peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-800 dark:peer-checked:border-violet-400 dark:peer-checked:bg-violet-950 dark:peer-checked:text-violet-100',
    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-violet-300',
  )
  return (
    <SettingsForm className="space-y-5">
      <FormAlert result={result} />
      <div className="flex items-center gap-4">
        <AvatarPreview url={null} config={preview} name={name} size={72} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('photos.builderHint')}</p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('photos.color')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {AVATAR_COLOR_KEYS.map((color) => (
            <label key={color} className="relative">
              <input
                type="radio"
                name="color"
                value={color}
                className={radio}
                defaultChecked={draft.color === color}
                onChange={() => setDraft((d) => ({ ...d, color }))}
              />
              <span className={cn(swatch, 'size-8')} style={{ background: AVATAR_COLORS[color].bg }} />
              <span className="sr-only">{t(`photos.colors.${color}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="color" message={e.color} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('photos.shape')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {AVATAR_SHAPES.map((shape) => (
            <label key={shape}>
              <input
                type="radio"
                name="shape"
                value={shape}
                className={radio}
                defaultChecked={draft.shape === shape}
                onChange={() => setDraft((d) => ({ ...d, shape }))}
              />
              <span className={pill}>{t(`photos.shapes.${shape}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="shape" message={e.shape} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('photos.kind')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-neutral-900 dark:text-white">
              <input
                type="radio"
                name="kind"
                value="initials"
                defaultChecked={draft.kind === 'initials'}
                onChange={() => setDraft((d) => ({ ...d, kind: 'initials' }))}
                className="size-4 accent-brand-600 dark:accent-violet-400"
              />
              {t('photos.kinds.initials')}
            </label>
            <label htmlFor="avatar-initials" className="sr-only">
              {t('photos.initials')}
            </label>
            <input
              id="avatar-initials"
              name="initials"
              maxLength={3}
              value={initials}
              onChange={(event) => setInitials(event.target.value)}
              placeholder={t('photos.initials')}
              aria-invalid={e.initials ? true : undefined}
              aria-describedby={describedBy('initials', false, e.initials)}
              className={cn(INPUT, 'w-28 uppercase')}
            />
            <FieldError id="initials" message={e.initials} />
          </div>
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-neutral-900 dark:text-white">
              <input
                type="radio"
                name="kind"
                value="emoji"
                defaultChecked={draft.kind === 'emoji'}
                onChange={() => setDraft((d) => ({ ...d, kind: 'emoji' }))}
                className="size-4 accent-brand-600 dark:accent-violet-400"
              />
              {t('photos.kinds.emoji')}
            </label>
            <div role="radiogroup" aria-label={t('photos.emoji')} className="flex flex-wrap gap-1.5">
              {AVATAR_EMOJIS.map((symbol) => (
                <label key={symbol}>
                  <input
                    type="radio"
                    name="emoji"
                    value={symbol}
                    className={radio}
                    defaultChecked={emoji === symbol}
                    onChange={() => setEmoji(symbol)}
                  />
                  <span className={cn(pill, 'px-2 py-1 text-lg leading-none')}>{symbol}</span>
                </label>
              ))}
            </div>
            <FieldError id="emoji" message={e.emoji} />
          </div>
        </div>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton intent="avatarConfig">{t('photos.saveBuilder')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

function Gallery({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('photoRemove', 'photoMove')
  const full = photos.length >= PROFILE_LIMITS.photosMax
  const iconButton = buttonVariants({ variant: 'outline', size: 'icon', className: 'size-9' })
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
                    <button type="submit" name="intent" value="photoRemove" className={cn(iconButton, 'text-red-700 dark:text-red-300')}>
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
                <SubmitButton intent="avatarRemove" variant="ghost" className="text-red-700 dark:text-red-300">
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
