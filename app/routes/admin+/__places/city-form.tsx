import { getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { FOCUS } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { CityFormSchema, NewCityFormSchema } from '~/models/places/admin-schema'
import { cn } from '~/utils/cn'
import { NamesFields } from './names-fields'

export type CityDefaults = {
  intent: 'save' | 'create'
  version?: string
  id?: string
  countryId?: string
  name: string
  asciiName: string
  names: Record<string, string>
  region: string
  population: string
  timezone: string
  latitude: string
  longitude: string
  isCapital: 'on' | ''
}

/** A city's editor (intent save, with its version) or the new-city form (intent create, with its GeoNames id and country). */
export function CityForm({
  defaultValue,
  lastResult,
  countries,
  submitLabel,
}: {
  defaultValue: CityDefaults
  lastResult?: SubmissionResult<string[]> | null
  countries?: { id: string; name: string }[]
  submitLabel: string
}) {
  const { t } = useTranslation('admin')
  const creating = defaultValue.intent === 'create'
  const form = useNavigation().formData
  const busy = !!form && form.get('intent') === defaultValue.intent
  const {
    form: meta,
    fields,
    formProps,
    attempt,
  } = useValidatedForm({
    id: 'city',
    schema: creating ? NewCityFormSchema : CityFormSchema,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
  })
  const all = fields as unknown as Record<
    string,
    Parameters<typeof getInputProps>[0] & { descriptionId: string; errorId: string; errors?: string[]; initialValue?: string }
  >
  const names = fields.names.getFieldset()
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <input type="hidden" name="intent" value={defaultValue.intent} />
      {!creating && <input type="hidden" name="version" value={defaultValue.version} />}
      <FormErrorSummary
        form={meta}
        fields={[
          ...(creating ? [all.id!, all.countryId!] : []),
          fields.name,
          fields.asciiName,
          ...Object.values(names),
          fields.region,
          fields.population,
          fields.timezone,
          fields.latitude,
          fields.longitude,
        ]}
        attempt={attempt}
        title={t('places.errors.title')}
      />
      {creating && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField field={all.id!} label={t('places.fields.geonamesId')} hint={t('places.fields.geonamesIdHint')}>
            <input
              {...getInputProps(all.id!, { type: 'number', ariaDescribedBy: all.id!.descriptionId })}
              inputMode="numeric"
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField field={all.countryId!} label={t('places.fields.country')}>
            <select {...getSelectProps(all.countryId!)} defaultValue={all.countryId!.initialValue ?? ''} className={INPUT_CLASS}>
              <option value="">{t('places.fields.chooseCountry')}</option>
              {(countries ?? []).map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.name} label={t('places.fields.cityName')} hint={t('places.fields.cityNameHint')}>
          <input
            {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.asciiName} label={t('places.fields.asciiName')} hint={t('places.fields.asciiNameHint')}>
          <input
            {...getInputProps(fields.asciiName, { type: 'text', ariaDescribedBy: fields.asciiName.descriptionId })}
            autoComplete="off"
            dir="ltr"
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <NamesFields names={fields.names} legend={t('places.fields.names')} hint={t('places.fields.cityNamesHint')} englishRequired={false} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.region} label={t('places.fields.region')}>
          <input {...getInputProps(fields.region, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.population} label={t('places.fields.population')}>
          <input {...getInputProps(fields.population, { type: 'number' })} inputMode="numeric" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.timezone} label={t('places.fields.timezone')} hint={t('places.fields.timezoneHint')}>
          <input
            {...getInputProps(fields.timezone, { type: 'text', ariaDescribedBy: fields.timezone.descriptionId })}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            className={INPUT_CLASS}
          />
        </FormField>
        <div className="flex items-end">
          <label className="flex items-center gap-2 pb-2 text-neutral-900 dark:text-white">
            <input
              {...getInputProps(fields.isCapital, { type: 'checkbox', value: 'on' })}
              className={cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)}
            />
            {t('places.fields.isCapital')}
          </label>
        </div>
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
      </div>
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Save aria-hidden className="size-4" />
        {submitLabel}
      </button>
    </Form>
  )
}
