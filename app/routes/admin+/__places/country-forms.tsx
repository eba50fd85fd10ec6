import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import {
  CountryFormSchema,
  DISCRIMINATION_PROTECTION,
  GENDER_RECOGNITION,
  MARRIAGE_STATUSES,
  PLACE_LIMITS,
  SAME_SEX_RELATIONS,
  SafetyFormSchema,
} from '~/models/places/admin-schema'
import { cn } from '~/utils/cn'
import { NamesFields } from './names-fields'

export type CountryDefaults = {
  intent: 'country'
  version: string
  names: Record<string, string>
  capital: string
  population: string
  latitude: string
  longitude: string
  timezones: string
}

export type SafetyDefaults = {
  intent: 'safety'
  version: string
  sameSexRelations: string
  penalty: string
  marriage: string
  discriminationProtection: string
  genderRecognition: string
  notes: string
  sourceName: string
  sourceUrl: string
  asOf: string
}

const busyWith = (form: FormData | undefined, intent: string) => !!form && form.get('intent') === intent

/** A country's own data: names per language, capital, population, coordinates, time zones. */
export function CountryForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: CountryDefaults
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('admin')
  const busy = busyWith(useNavigation().formData, 'country')
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'country',
    schema: CountryFormSchema,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
  })
  const names = fields.names.getFieldset()
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <input type="hidden" name="intent" value="country" />
      <input type="hidden" name="version" value={defaultValue.version} />
      <FormErrorSummary
        form={form}
        fields={[...Object.values(names), fields.capital, fields.population, fields.latitude, fields.longitude, fields.timezones]}
        attempt={attempt}
        title={t('places.errors.title')}
      />
      <NamesFields names={fields.names} legend={t('places.fields.names')} hint={t('places.fields.countryNamesHint')} englishRequired />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.capital} label={t('places.fields.capital')}>
          <input {...getInputProps(fields.capital, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.population} label={t('places.fields.population')}>
          <input {...getInputProps(fields.population, { type: 'number' })} inputMode="numeric" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.latitude} label={t('places.fields.latitude')} hint={t('places.fields.latitudeHint')}>
          <input
            {...getInputProps(fields.latitude, { type: 'number', ariaDescribedBy: fields.latitude.descriptionId })}
            step="any"
            inputMode="decimal"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.longitude} label={t('places.fields.longitude')} hint={t('places.fields.longitudeHint')}>
          <input
            {...getInputProps(fields.longitude, { type: 'number', ariaDescribedBy: fields.longitude.descriptionId })}
            step="any"
            inputMode="decimal"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          field={fields.timezones}
          label={t('places.fields.timezones')}
          hint={t('places.fields.timezonesHint', { max: PLACE_LIMITS.timezonesMax })}
          className="sm:col-span-2"
        >
          <textarea
            {...getTextareaProps(fields.timezones, { ariaDescribedBy: fields.timezones.descriptionId })}
            rows={4}
            dir="ltr"
            spellCheck={false}
            className={cn(INPUT_CLASS, 'font-mono')}
          />
        </FormField>
      </div>
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Save aria-hidden className="size-4" />
        {t('places.countries.save')}
      </button>
    </Form>
  )
}

/** A country's safety layer: the law as its source says, with the source and its date. */
export function SafetyForm({ defaultValue, lastResult }: { defaultValue: SafetyDefaults; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation(['admin', 'places'])
  const busy = busyWith(useNavigation().formData, 'safety')
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'safety',
    schema: SafetyFormSchema,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
  })
  const select = (field: typeof fields.marriage, values: readonly string[], labels: string, label: string, empty: string | null) => (
    <FormField field={field} label={label}>
      <select {...getSelectProps(field)} defaultValue={field.initialValue ?? ''} className={INPUT_CLASS}>
        {empty != null && <option value="">{empty}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`places:safety.${labels}.${value}`)}
          </option>
        ))}
      </select>
    </FormField>
  )
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <input type="hidden" name="intent" value="safety" />
      {defaultValue.version && <input type="hidden" name="version" value={defaultValue.version} />}
      <FormErrorSummary
        form={form}
        fields={[
          fields.sameSexRelations,
          fields.penalty,
          fields.marriage,
          fields.discriminationProtection,
          fields.genderRecognition,
          fields.notes,
          fields.sourceName,
          fields.sourceUrl,
          fields.asOf,
        ]}
        attempt={attempt}
        title={t('admin:places.errors.title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {select(
          fields.sameSexRelations as typeof fields.marriage,
          SAME_SEX_RELATIONS,
          'relations',
          t('places:safety.relations.label'),
          defaultValue.sameSexRelations ? null : t('admin:places.safety.choose'),
        )}
        <FormField field={fields.penalty} label={t('places:safety.penalty')}>
          <input {...getInputProps(fields.penalty, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        {select(fields.marriage, MARRIAGE_STATUSES, 'marriage', t('places:safety.marriage.label'), t('admin:places.safety.unknown'))}
        {select(
          fields.discriminationProtection as typeof fields.marriage,
          DISCRIMINATION_PROTECTION,
          'discrimination',
          t('places:safety.discrimination.label'),
          t('admin:places.safety.unknown'),
        )}
        {select(
          fields.genderRecognition as typeof fields.marriage,
          GENDER_RECOGNITION,
          'gender',
          t('places:safety.gender.label'),
          t('admin:places.safety.unknown'),
        )}
        <FormField
          field={fields.notes}
          label={t('admin:places.fields.notes')}
          hint={t('admin:places.fields.notesHint', { max: PLACE_LIMITS.notesMax })}
          className="sm:col-span-2"
        >
          <textarea
            {...getTextareaProps(fields.notes, { ariaDescribedBy: fields.notes.descriptionId })}
            rows={4}
            className={cn(INPUT_CLASS, 'resize-y')}
          />
        </FormField>
        <FormField field={fields.sourceName} label={t('admin:places.fields.sourceName')}>
          <input {...getInputProps(fields.sourceName, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.sourceUrl} label={t('admin:places.fields.sourceUrl')} hint={t('admin:places.fields.sourceUrlHint')}>
          <input
            {...getInputProps(fields.sourceUrl, { type: 'url', ariaDescribedBy: fields.sourceUrl.descriptionId })}
            autoComplete="off"
            dir="ltr"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.asOf} label={t('admin:places.fields.asOf')} hint={t('admin:places.fields.asOfHint')}>
          <input {...getInputProps(fields.asOf, { type: 'date', ariaDescribedBy: fields.asOf.descriptionId })} className={INPUT_CLASS} />
        </FormField>
      </div>
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Save aria-hidden className="size-4" />
        {t('admin:places.safety.save')}
      </button>
    </Form>
  )
}
