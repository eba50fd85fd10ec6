import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { FOCUS } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { PERSONALITY_CATEGORY_SLUGS, PERSONALITY_LIMITS, PersonalityFormSchema } from '~/models/personalities/admin-schema'
import { cn } from '~/utils/cn'

const CHECK = cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)
const FILE = cn(
  INPUT_CLASS,
  'file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800 dark:file:bg-violet-950 dark:file:text-violet-100',
)

export type PersonalityFormDefaults = {
  name: string
  pronouns: string
  profession: string
  category: string
  countryId: string
  birthYear: string
  deathYear: string
  bio: string
  wikipediaUrl: string
  tagIds: string[]
  featured: 'on' | ''
}

/**
 * The personality editor (create and edit): one multipart POST that works without JavaScript;
 * the same schema checks it here (on submit) and on the server. The portrait is optional; a new
 * one replaces the current one.
 */
export function PersonalityForm({
  lastResult,
  defaultValue,
  choices,
  portraitUrl,
  formKey,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: PersonalityFormDefaults
  choices: { countries: { id: string; name: string }[]; tags: { id: number; name: string }[] }
  portraitUrl?: string | null
  /** A new personality's one-time key (an editor saves in place: sent twice, it saves the same). */
  formKey?: string
  submitLabel: string
}) {
  const { t } = useTranslation(['admin', 'personalities'])
  const translate = useFormMessage()
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'personality',
    schema: PersonalityFormSchema,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
  })
  const tagOptions = choices.tags.map((tag) => String(tag.id))

  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-6">
      {formKey && <input type="hidden" name="key" value={formKey} />}
      <FormErrorSummary
        form={form}
        fields={[
          fields.name,
          fields.pronouns,
          fields.profession,
          fields.category,
          fields.countryId,
          fields.birthYear,
          fields.deathYear,
          fields.bio,
          fields.wikipediaUrl,
          fields.tagIds,
          fields.portrait,
        ]}
        attempt={attempt}
        title={t('admin:personalities.errors.title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.name} label={t('admin:personalities.fields.name')} className="sm:col-span-2">
          <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField
          field={fields.pronouns}
          label={t('admin:personalities.fields.pronouns')}
          hint={t('admin:personalities.fields.pronounsHint')}
        >
          <input
            {...getInputProps(fields.pronouns, { type: 'text', ariaDescribedBy: fields.pronouns.descriptionId })}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.profession} label={t('admin:personalities.fields.profession')}>
          <input {...getInputProps(fields.profession, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.category} label={t('admin:personalities.fields.category')}>
          <select {...getSelectProps(fields.category)} defaultValue={fields.category.initialValue ?? ''} className={INPUT_CLASS}>
            <option value="">{t('admin:personalities.fields.none')}</option>
            {PERSONALITY_CATEGORY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {t(`personalities:categories.${slug}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.countryId} label={t('admin:personalities.fields.country')}>
          <select {...getSelectProps(fields.countryId)} defaultValue={fields.countryId.initialValue ?? ''} className={INPUT_CLASS}>
            <option value="">{t('admin:personalities.fields.none')}</option>
            {choices.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.birthYear} label={t('admin:personalities.fields.birthYear')}>
          <input {...getInputProps(fields.birthYear, { type: 'number' })} inputMode="numeric" className={INPUT_CLASS} />
        </FormField>
        <FormField
          field={fields.deathYear}
          label={t('admin:personalities.fields.deathYear')}
          hint={t('admin:personalities.fields.deathYearHint')}
        >
          <input
            {...getInputProps(fields.deathYear, { type: 'number', ariaDescribedBy: fields.deathYear.descriptionId })}
            inputMode="numeric"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          field={fields.bio}
          label={t('admin:personalities.fields.bio')}
          hint={t('admin:personalities.fields.bioHint', { max: PERSONALITY_LIMITS.bioMax })}
          className="sm:col-span-2"
        >
          <textarea
            {...getTextareaProps(fields.bio, { ariaDescribedBy: fields.bio.descriptionId })}
            rows={8}
            className={cn(INPUT_CLASS, 'min-h-36 resize-y leading-7')}
          />
        </FormField>
        <FormField
          field={fields.wikipediaUrl}
          label={t('admin:personalities.fields.wikipediaUrl')}
          hint={t('admin:personalities.fields.wikipediaUrlHint')}
          className="sm:col-span-2"
        >
          <input
            {...getInputProps(fields.wikipediaUrl, { type: 'url', ariaDescribedBy: fields.wikipediaUrl.descriptionId })}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
      </div>

      <fieldset aria-describedby={fields.tagIds.errorId} className="space-y-2">
        <legend className="font-medium text-neutral-900 dark:text-white">
          {t('admin:personalities.fields.tags', { max: PERSONALITY_LIMITS.tagsMax })}
        </legend>
        <div className="grid max-h-64 gap-2 overflow-y-auto rounded-lg border border-neutral-300 p-3 sm:grid-cols-3 dark:border-neutral-600">
          {getCollectionProps(fields.tagIds, { type: 'checkbox', options: tagOptions }).map((props, i) => (
            <label key={props.key} className="flex items-center gap-2 text-sm text-neutral-900 dark:text-white">
              <input {...props} key={undefined} className={CHECK} />
              {choices.tags[i]!.name}
            </label>
          ))}
        </div>
        {fields.tagIds.errors?.[0] && (
          <p id={fields.tagIds.errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
            {translate(fields.tagIds.errors[0])}
          </p>
        )}
      </fieldset>

      <FormField
        field={fields.portrait}
        label={t('admin:personalities.fields.portrait')}
        hint={t('admin:personalities.fields.portraitHint', { max: PERSONALITY_LIMITS.portraitMaxMb })}
      >
        <input
          {...getInputProps(fields.portrait, { type: 'file', ariaDescribedBy: fields.portrait.descriptionId })}
          accept="image/jpeg,image/png,image/webp,image/gif"
          className={FILE}
        />
      </FormField>
      {portraitUrl && (
        <div className="flex flex-wrap items-center gap-4">
          <img src={portraitUrl} alt={t('admin:personalities.fields.currentPortrait')} className="size-20 rounded-xl object-cover" />
          <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
            <input {...getInputProps(fields.removePortrait, { type: 'checkbox', value: 'on' })} className={CHECK} />
            {t('admin:personalities.fields.removePortrait')}
          </label>
        </div>
      )}

      <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
        <input {...getInputProps(fields.featured, { type: 'checkbox', value: 'on' })} className={CHECK} />
        {t('admin:personalities.fields.featured')}
      </label>

      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Save aria-hidden className="size-4" />
        {submitLabel}
      </button>
    </Form>
  )
}
