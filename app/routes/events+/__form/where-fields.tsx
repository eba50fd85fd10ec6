import { getCollectionProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { CityCombobox } from '~/components/places/city-combobox'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField, useFormMessage } from '~/components/ui/form'
import { EVENT_LIMITS } from '~/models/events/schema'
import { CHECK, LEGEND, Optional, Problem, type EventFormFields } from './event-form-controls'

/** Where the event is: in person or online, the directory venue, the city, place, address, link and time zone. */
export function WhereFields({
  fields,
  venue,
  city,
  timeZones,
}: {
  fields: EventFormFields
  venue: { id: number; name: string } | null
  city?: { id: number; label: string } | null
  timeZones: string[]
}) {
  const { t } = useTranslation('events')
  const translate = useFormMessage()
  const typed = fields.cityQuery.initialValue
  const chosenId = fields.cityId.initialValue ? Number(fields.cityId.initialValue) : null
  return (
    <fieldset className="space-y-5">
      <legend className={LEGEND}>{t('form.sections.where')}</legend>
      <fieldset id={fields.mode.id} aria-describedby={fields.mode.errorId}>
        <legend className="font-medium text-neutral-900 dark:text-white">{t('form.fields.mode')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {getCollectionProps(fields.mode, { type: 'radio', options: ['inperson', 'online'] }).map((props) => (
            <label key={props.key} className="flex items-center gap-2 text-neutral-900 dark:text-white">
              <input {...props} className={CHECK} />
              {t(`form.fields.${props.value as 'inperson' | 'online'}`)}
            </label>
          ))}
        </div>
        <Problem id={fields.mode.errorId} error={translate(fields.mode.errors?.[0])} />
      </fieldset>

      {venue ? (
        <div>
          <p className="font-medium text-neutral-900 dark:text-white">{t('form.fields.venue')}</p>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('form.fields.venueHint')}</p>
          <label className="mt-2 flex items-center gap-2 text-neutral-900 dark:text-white">
            <input type="checkbox" name={fields.venueId.name} value={venue.id} defaultChecked className={CHECK} />
            <bdi>{venue.name}</bdi>
          </label>
          <Problem id={fields.venueId.errorId} error={translate(fields.venueId.errors?.[0])} />
        </div>
      ) : null}

      <CityCombobox
        inputId={fields.cityQuery.id}
        errorId={fields.cityQuery.errorId}
        initial={city ?? (typed || chosenId ? { id: chosenId, label: typeof typed === 'string' ? typed : '' } : null)}
        error={translate(fields.cityQuery.errors?.[0] ?? fields.cityId.errors?.[0])}
        maxLength={EVENT_LIMITS.cityQueryMax}
        labels={{
          label: t('form.fields.city'),
          hint: t('form.fields.cityHint'),
          placeholder: t('form.fields.cityPlaceholder'),
          clear: t('form.fields.cityClear'),
          none: t('form.fields.cityNone'),
          searching: t('form.fields.citySearching'),
          results: (count) => t('form.fields.cityResults', { count }),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.locationName} label={<Optional text={t('form.fields.locationName')} />}>
          <input {...getInputProps(fields.locationName, { type: 'text' })} className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.address} label={<Optional text={t('form.fields.address')} />}>
          <input {...getInputProps(fields.address, { type: 'text' })} autoComplete="street-address" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.onlineUrl} label={t('form.fields.onlineUrl')} hint={t('form.fields.onlineUrlHint')}>
          <input
            {...getInputProps(fields.onlineUrl, { type: 'url', ariaDescribedBy: fields.onlineUrl.descriptionId })}
            inputMode="url"
            spellCheck={false}
            placeholder="https://"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.timezone} label={<Optional text={t('form.fields.timezone')} />} hint={t('form.fields.timezoneHint')}>
          <select
            {...getSelectProps(fields.timezone, { ariaDescribedBy: fields.timezone.descriptionId })}
            defaultValue={fields.timezone.initialValue ?? ''}
            className={INPUT_CLASS}
          >
            <option value="" />
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  )
}
