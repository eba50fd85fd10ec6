/**
 * The crew creation form (CrewSchema, shared with the server): name, description, category,
 * city, public or private, listed or not, a cover and the first rules. The same fields on
 * /groups/new (a page form that works without JavaScript) and in the creation dialog.
 */
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CityCombobox } from '~/components/places/city-combobox'
import { INPUT_CLASS } from '~/components/ui/field'
import { FILTER_FOCUS } from '~/components/ui/filter-fields'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { CREW_CATEGORIES, GROUP_VISIBILITIES } from '~/db/schema/values'
import { CREW_LIMITS, CrewSchema } from '~/models/crews/create-schema'
import { cn } from '~/utils/cn'

export const CREW_FORM_ACTION = '/groups/new'
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'
const CHECK = cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FILTER_FOCUS)

/** The form; `start`: an existing crew's values (the edit page), else a new crew's defaults. */
export function useCrewForm(id: string, lastResult?: SubmissionResult<string[]> | null, start?: Record<string, string | undefined>) {
  return useValidatedForm({
    id,
    schema: CrewSchema,
    lastResult,
    defaultValue: start ?? { visibility: 'public', category: 'social', listed: 'on' },
  })
}

type CrewForm = ReturnType<typeof useCrewForm>

/** The fields and the submit button; the caller supplies the <form> (Remix Form or a fetcher's). */
export function CrewFields({
  form,
  fields,
  attempt,
  city,
  currentCover,
  submit,
}: Pick<CrewForm, 'form' | 'fields' | 'attempt'> & {
  city?: { id: number; label: string } | null
  /** Editing: the cover the crew has now (a new file replaces it). */
  currentCover?: string | null
  submit: ReactNode
}) {
  const { t, i18n } = useTranslation('crews')
  const translate = useFormMessage()
  const number = (n: number) => n.toLocaleString(i18n.language)
  const typed = fields.cityQuery.initialValue
  const chosenId = fields.cityId.initialValue ? Number(fields.cityId.initialValue) : null
  const optional = (text: string) => (
    <>
      {text} <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">({t('create.optional')})</span>
    </>
  )
  return (
    <div className="grid gap-5">
      <FormErrorSummary
        form={form}
        fields={[fields.name, fields.description, fields.category, fields.visibility, fields.cityQuery, fields.cover, fields.rules]}
        attempt={attempt}
        title={t('create.errorTitle')}
      />
      <FormField field={fields.name} label={t('create.name')} hint={t('create.nameHint', { max: number(CREW_LIMITS.nameMax) })}>
        <input
          {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField
        field={fields.description}
        label={t('create.description')}
        hint={t('create.descriptionHint', { max: number(CREW_LIMITS.descriptionMax) })}
      >
        <textarea
          {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
          rows={4}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </FormField>
      <FormField field={fields.category} label={t('create.category')}>
        <select {...getSelectProps(fields.category)} defaultValue={fields.category.initialValue ?? 'social'} className={INPUT_CLASS}>
          {CREW_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </FormField>
      <CityCombobox
        inputId={fields.cityQuery.id}
        errorId={fields.cityQuery.errorId}
        initial={city ?? (typed || chosenId ? { id: chosenId, label: typeof typed === 'string' ? typed : '' } : null)}
        error={translate(fields.cityQuery.errors?.[0] ?? fields.cityId.errors?.[0])}
        maxLength={CREW_LIMITS.cityQueryMax}
        labels={{
          label: `${t('create.city')} (${t('create.optional')})`,
          hint: t('create.cityHint'),
          placeholder: t('create.cityPlaceholder'),
          clear: t('create.cityClear'),
          none: t('create.cityNone'),
          searching: t('create.citySearching'),
          results: (count) => t('create.cityResults', { count }),
        }}
      />
      <fieldset className="grid gap-3" aria-describedby={fields.visibility.errorId}>
        <legend className="font-medium text-neutral-900 dark:text-white">{t('create.visibility')}</legend>
        {GROUP_VISIBILITIES.map((visibility) => (
          <label key={visibility} className="flex items-start gap-3 text-neutral-900 dark:text-white">
            <input
              type="radio"
              name={fields.visibility.name}
              value={visibility}
              defaultChecked={(fields.visibility.initialValue ?? 'public') === visibility}
              className={cn(CHECK, 'mt-1')}
            />
            <span>
              <span className="font-medium">{t(`create.visibilityChoices.${visibility}.label`)}</span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-400">
                {t(`create.visibilityChoices.${visibility}.hint`)}
              </span>
            </span>
          </label>
        ))}
        <p id={fields.visibility.errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {translate(fields.visibility.errors?.[0])}
        </p>
        <label className="flex items-start gap-3 text-neutral-900 dark:text-white">
          <input {...getInputProps(fields.listed, { type: 'checkbox', value: 'on' })} className={cn(CHECK, 'mt-1')} />
          <span>
            <span className="font-medium">{t('create.listed')}</span>
            <span className="block text-sm text-neutral-600 dark:text-neutral-400">{t('create.listedHint')}</span>
          </span>
        </label>
      </fieldset>
      {currentCover && (
        <img src={currentCover} alt={t('create.currentCover')} className="aspect-[3/1] w-full max-w-sm rounded-lg object-cover" />
      )}
      <FormField
        field={fields.cover}
        label={optional(t(currentCover ? 'create.newCover' : 'create.cover'))}
        hint={t('create.coverHint', { max: number(CREW_LIMITS.coverMaxMb) })}
      >
        <input
          {...getInputProps(fields.cover, { type: 'file', ariaDescribedBy: fields.cover.descriptionId })}
          accept={ACCEPT}
          className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-neutral-900/5 file:px-3 file:py-2 dark:file:bg-white/10"
        />
      </FormField>
      <FormField
        field={fields.rules}
        label={optional(t('create.rules'))}
        hint={t('create.rulesHint', { max: number(CREW_LIMITS.rulesMax), length: number(CREW_LIMITS.ruleMax) })}
      >
        <textarea
          {...getTextareaProps(fields.rules, { ariaDescribedBy: fields.rules.descriptionId })}
          rows={4}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </FormField>
      {submit}
    </div>
  )
}
