/**
 * The post form (PostSchema, shared with the server): text, who can see it, an optional
 * content warning and up to four photos, each with its required description (alt text). The
 * same fields on /feed/new (a page form that works without JavaScript) and in the post dialog.
 * Without JavaScript the four photo slots are all there; with it, one more appears as each is
 * filled.
 */
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { FEED_LIMITS, FEED_PHOTO_MAX_MB } from '~/models/feed/limits'
import { POST_VISIBILITY_CHOICES, PostSchema } from '~/models/feed/schema'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'

export const POST_FORM_ACTION = '/feed/new'
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export function usePostForm(id: string, lastResult?: SubmissionResult<string[]> | null) {
  return useValidatedForm({
    id,
    schema: PostSchema,
    lastResult,
    defaultValue: { visibility: 'members', photos: Array.from({ length: FEED_LIMITS.photosMax }, () => ({ alt: '' })) },
  })
}

type PostForm = ReturnType<typeof usePostForm>

/** The fields and the submit button; the caller supplies the <form> (Remix Form or a fetcher's). */
export function PostFields({ form, fields, attempt, submit }: Pick<PostForm, 'form' | 'fields' | 'attempt'> & { submit: ReactNode }) {
  const { t, i18n } = useTranslation('feed')
  const hydrated = useHydrated()
  const slots = fields.photos.getFieldList()
  const [shown, setShown] = useState(1)
  const visible = hydrated ? Math.min(shown, slots.length) : slots.length
  const number = (n: number) => n.toLocaleString(i18n.language)
  const photoFields = slots.flatMap((slot) => {
    const set = slot.getFieldset()
    return [set.file, set.alt]
  })
  return (
    <div className="grid gap-5">
      <FormErrorSummary
        form={form}
        fields={[fields.content, fields.visibility, fields.contentWarning, ...photoFields]}
        attempt={attempt}
        title={t('form.errorTitle')}
      />
      <FormField field={fields.content} label={t('form.content')} hint={t('form.contentHint', { max: number(FEED_LIMITS.postMax) })}>
        <textarea
          {...getTextareaProps(fields.content, { ariaDescribedBy: fields.content.descriptionId })}
          rows={5}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </FormField>
      <FormField field={fields.visibility} label={t('form.visibility')}>
        <select {...getSelectProps(fields.visibility)} defaultValue={fields.visibility.initialValue ?? 'members'} className={INPUT_CLASS}>
          {POST_VISIBILITY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`form.visibilityChoices.${choice}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        field={fields.contentWarning}
        label={t('form.contentWarning')}
        hint={t('form.contentWarningHint', { max: number(FEED_LIMITS.contentWarningMax) })}
      >
        <input
          {...getInputProps(fields.contentWarning, { type: 'text', ariaDescribedBy: fields.contentWarning.descriptionId })}
          className={INPUT_CLASS}
        />
      </FormField>
      <fieldset className="grid gap-4">
        <legend className="font-medium text-neutral-900 dark:text-white">{t('form.photos')}</legend>
        <p className="-mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {t('form.photosHint', { max: number(FEED_LIMITS.photosMax), mb: number(FEED_PHOTO_MAX_MB) })}
        </p>
        {slots.slice(0, visible).map((slot, index) => {
          const set = slot.getFieldset()
          return (
            <div key={slot.key} className="grid gap-3 rounded-xl border border-neutral-200 p-3 sm:grid-cols-2 dark:border-neutral-700">
              <FormField field={set.file} label={t('form.photo', { n: number(index + 1) })}>
                <input
                  {...getInputProps(set.file, { type: 'file' })}
                  accept={ACCEPT}
                  onChange={(event) => {
                    if (event.currentTarget.files?.length) setShown((n) => Math.max(n, index + 2))
                  }}
                  className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-neutral-900/5 file:px-3 file:py-2 dark:file:bg-white/10"
                />
              </FormField>
              <FormField field={set.alt} label={t('form.alt', { n: number(index + 1) })} hint={t('form.altHint')}>
                <input {...getInputProps(set.alt, { type: 'text', ariaDescribedBy: set.alt.descriptionId })} className={INPUT_CLASS} />
              </FormField>
            </div>
          )
        })}
      </fieldset>
      {submit}
    </div>
  )
}
