import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { CalendarPlus, Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import type { EventFormChoices } from '~/models/events/editing.server'
import { EVENT_LIMITS, EventFormSchema } from '~/models/events/schema'
import { cn } from '~/utils/cn'
import { CHECK, LEGEND, Optional, Problem } from './event-form-controls'
import { RepeatFields } from './repeat-fields'
import { SeriesScope } from './series-scope'
import { WhereFields } from './where-fields'

export type EventFormDefaults = Partial<Record<string, string | string[]>>

/**
 * The event form (/events/new, /events/{id}/edit): one zod schema with the server
 * (EventFormSchema), checked as the member goes and again by the server, which also checks the
 * place, the crew and the lookups against the directory. Works without JavaScript.
 */
export function EventForm({
  choices,
  timeZones,
  venue,
  lastResult,
  city,
  defaultValue,
  editing,
}: {
  choices: EventFormChoices
  timeZones: string[]
  /** The directory venue the event is at (from ?venue= or the event itself). */
  venue: { id: number; name: string } | null
  lastResult?: SubmissionResult<string[]>
  /** The city as the server last found it. */
  city?: { id: number; label: string } | null
  defaultValue?: EventFormDefaults
  /**
   * Editing: a published event has no 'draft' any more; an occurrence of a series asks whether
   * the changes are for it alone or for the later ones too (`laterDates` of them).
   */
  editing?: { published: boolean; laterDates: number; imageUrl: string | null }
}) {
  const { t } = useTranslation('events')
  const translate = useFormMessage()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({ id: 'event', schema: EventFormSchema, lastResult, defaultValue })
  const label = (kind: 'types' | 'amenities' | 'services', item: { slug: string; name: string }) =>
    t(`${kind}.${item.slug}`, { defaultValue: item.name })

  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-8">
      <FormErrorSummary
        form={form}
        fields={[
          fields.title,
          fields.type,
          fields.description,
          fields.image,
          fields.date,
          fields.startTime,
          fields.endDate,
          fields.endTime,
          fields.mode,
          fields.venueId,
          fields.cityQuery,
          fields.locationName,
          fields.address,
          fields.onlineUrl,
          fields.timezone,
          fields.price,
          fields.priceAmount,
          fields.currency,
          fields.ticketUrl,
          fields.capacity,
          fields.crew,
          fields.repeat,
          fields.repeatInterval,
          fields.repeatCount,
          fields.repeatUntil,
          fields.status,
        ]}
        attempt={attempt}
        title={t('form.errorSummary')}
      />

      <fieldset className="space-y-5">
        <legend className={LEGEND}>{t('form.sections.what')}</legend>
        <FormField field={fields.title} label={t('form.fields.title')}>
          <input {...getInputProps(fields.title, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.type} label={<Optional text={t('form.fields.type')} />}>
          <select {...getSelectProps(fields.type)} defaultValue={fields.type.initialValue ?? ''} className={INPUT_CLASS}>
            <option value="">{t('form.fields.typePlaceholder')}</option>
            {choices.types.map((item) => (
              <option key={item.slug} value={item.slug}>
                {label('types', item)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          field={fields.description}
          label={<Optional text={t('form.fields.description')} />}
          hint={t('form.fields.descriptionHint', { max: EVENT_LIMITS.descriptionMax })}
        >
          <textarea
            {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
            rows={6}
            className={cn(INPUT_CLASS, 'min-h-36 resize-y leading-7')}
          />
        </FormField>
        <FormField
          field={fields.image}
          label={<Optional text={t('form.fields.image')} />}
          hint={t('form.fields.imageHint', { max: EVENT_LIMITS.imageMaxMb })}
        >
          <input
            {...getInputProps(fields.image, { type: 'file', ariaDescribedBy: fields.image.descriptionId })}
            accept="image/jpeg,image/png,image/webp,image/gif"
            className={cn(
              INPUT_CLASS,
              'file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800 dark:file:bg-violet-950 dark:file:text-violet-100',
            )}
          />
        </FormField>
        {editing?.imageUrl && (
          <div className="flex flex-wrap items-center gap-4">
            <img src={editing.imageUrl} alt={t('form.fields.currentImage')} className="h-20 w-36 rounded-lg object-cover" />
            <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
              <input {...getInputProps(fields.removeImage, { type: 'checkbox', value: 'on' })} className={CHECK} />
              {t('form.fields.removeImage')}
            </label>
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={LEGEND}>{t('form.sections.when')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField field={fields.date} label={t('form.fields.date')}>
            <input {...getInputProps(fields.date, { type: 'date' })} className={INPUT_CLASS} />
          </FormField>
          <FormField field={fields.startTime} label={t('form.fields.startTime')}>
            <input {...getInputProps(fields.startTime, { type: 'time' })} className={INPUT_CLASS} />
          </FormField>
          <FormField field={fields.endDate} label={<Optional text={t('form.fields.endDate')} />} hint={t('form.fields.endDateHint')}>
            <input
              {...getInputProps(fields.endDate, { type: 'date', ariaDescribedBy: fields.endDate.descriptionId })}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField field={fields.endTime} label={t('form.fields.endTime')}>
            <input {...getInputProps(fields.endTime, { type: 'time' })} className={INPUT_CLASS} />
          </FormField>
        </div>
      </fieldset>

      {!editing && <RepeatFields fields={fields} />}

      <WhereFields fields={fields} venue={venue} city={city} timeZones={timeZones} />

      <fieldset className="space-y-5">
        <legend className={LEGEND}>{t('form.sections.tickets')}</legend>
        <fieldset id={fields.price.id} aria-describedby={fields.price.errorId}>
          <legend className="font-medium text-neutral-900 dark:text-white">{t('form.fields.price')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {getCollectionProps(fields.price, { type: 'radio', options: ['free', 'paid'] }).map((props) => (
              <label key={props.key} className="flex items-center gap-2 text-neutral-900 dark:text-white">
                <input {...props} className={CHECK} />
                {t(`form.fields.${props.value as 'free' | 'paid'}`)}
              </label>
            ))}
          </div>
          <Problem id={fields.price.errorId} error={translate(fields.price.errors?.[0])} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField field={fields.priceAmount} label={t('form.fields.priceAmount')}>
            <input {...getInputProps(fields.priceAmount, { type: 'number' })} step="0.01" inputMode="decimal" className={INPUT_CLASS} />
          </FormField>
          <FormField field={fields.currency} label={t('form.fields.currency')}>
            <input
              {...getInputProps(fields.currency, { type: 'text' })}
              maxLength={3}
              autoComplete="off"
              className={cn(INPUT_CLASS, 'uppercase')}
            />
          </FormField>
          <FormField field={fields.ticketUrl} label={<Optional text={t('form.fields.ticketUrl')} />}>
            <input
              {...getInputProps(fields.ticketUrl, { type: 'url' })}
              inputMode="url"
              spellCheck={false}
              placeholder="https://"
              className={INPUT_CLASS}
            />
          </FormField>
        </div>
        <FormField field={fields.capacity} label={<Optional text={t('form.fields.capacity')} />} hint={t('form.fields.capacityHint')}>
          <input
            {...getInputProps(fields.capacity, { type: 'number', ariaDescribedBy: fields.capacity.descriptionId })}
            inputMode="numeric"
            className={cn(INPUT_CLASS, 'max-w-48')}
          />
        </FormField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={LEGEND}>{t('form.sections.more')}</legend>
        {choices.crews.length > 0 && (
          <FormField field={fields.crew} label={<Optional text={t('form.fields.crew')} />} hint={t('form.fields.crewHint')}>
            <select
              {...getSelectProps(fields.crew, { ariaDescribedBy: fields.crew.descriptionId })}
              defaultValue={fields.crew.initialValue ?? ''}
              className={INPUT_CLASS}
            >
              <option value="">{t('form.fields.crewNone')}</option>
              {choices.crews.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {(['amenities', 'services'] as const).map((kind) => (
            <fieldset key={kind}>
              <legend className="font-medium text-neutral-900 dark:text-white">
                <Optional text={t(`form.fields.${kind}`)} />
              </legend>
              <ul className="mt-2 space-y-1">
                {getCollectionProps(fields[kind], { type: 'checkbox', options: choices[kind].map((item) => item.slug) }).map((props) => (
                  <li key={props.key}>
                    <label className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
                      <input {...props} className={CHECK} />
                      {label(
                        kind,
                        choices[kind].find((item) => item.slug === props.value)!,
                      )}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
        <div>
          <label className="flex items-center gap-2 font-medium text-neutral-900 dark:text-white">
            <input
              {...getInputProps(fields.showAttendees, { type: 'checkbox', value: 'on' })}
              aria-describedby={`${fields.showAttendees.id}-hint`}
              className={CHECK}
            />
            {t('form.fields.showAttendees')}
          </label>
          <p id={`${fields.showAttendees.id}-hint`} className="ms-6 text-sm text-neutral-600 dark:text-neutral-400">
            {t('form.fields.showAttendeesHint')}
          </p>
        </div>
      </fieldset>

      {editing && editing.laterDates > 0 && (
        <SeriesScope name={fields.scope.name} laterDates={editing.laterDates} initial={fields.scope.initialValue} />
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800">
        <button type="submit" name={fields.status.name} value="published" disabled={busy} className={buttonVariants({ size: 'lg' })}>
          {editing ? <Save aria-hidden className="size-4" /> : <CalendarPlus aria-hidden className="size-4" />}
          {busy ? t('form.saving') : editing ? t('form.save') : t('form.publish')}
        </button>
        {!editing?.published && (
          <button
            type="submit"
            name={fields.status.name}
            value="draft"
            disabled={busy}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            {t('form.saveDraft')}
          </button>
        )}
      </div>
    </Form>
  )
}
