import { getCollectionProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { RECURRENCE_LIMITS, REPEAT_KINDS } from '~/models/events/schema'
import { cn } from '~/utils/cn'
import { CHECK, LEGEND, RepeatEndInput, type EventFormFields } from './event-form-controls'

/** The new event's repetition: the kind, every how many, and until a count or a date. */
export function RepeatFields({ fields }: { fields: EventFormFields }) {
  const { t } = useTranslation('events')
  return (
    // the rule's details hide while it does not repeat (CSS :has, so also without JavaScript)
    <fieldset className="space-y-5 [&:has(option[value=none]:checked)_[data-repeat-details]]:hidden">
      <legend className={LEGEND}>{t('form.sections.repeat')}</legend>
      <FormField
        field={fields.repeat}
        label={t('form.fields.repeat')}
        hint={t('form.fields.repeatHint', { max: RECURRENCE_LIMITS.occurrencesMax })}
      >
        <select
          {...getSelectProps(fields.repeat, { ariaDescribedBy: fields.repeat.descriptionId })}
          defaultValue={fields.repeat.initialValue ?? 'none'}
          className={INPUT_CLASS}
        >
          {REPEAT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`form.fields.repeatKinds.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div data-repeat-details className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.repeatInterval} label={t('form.fields.repeatInterval')} hint={t('form.fields.repeatIntervalHint')}>
          <input
            {...getInputProps(fields.repeatInterval, { type: 'number', ariaDescribedBy: fields.repeatInterval.descriptionId })}
            min={1}
            max={RECURRENCE_LIMITS.intervalMax}
            inputMode="numeric"
            placeholder="1"
            className={cn(INPUT_CLASS, 'max-w-32')}
          />
        </FormField>
        <fieldset id={fields.repeatEnd.id}>
          <legend className="font-medium text-neutral-900 dark:text-white">{t('form.fields.repeatEnd')}</legend>
          <div className="mt-2 space-y-3">
            {getCollectionProps(fields.repeatEnd, { type: 'radio', options: ['count', 'until'] }).map((props) => (
              <div key={props.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
                  <input {...props} defaultChecked={(fields.repeatEnd.initialValue ?? 'count') === props.value} className={CHECK} />
                  {t(`form.fields.repeatEnds.${props.value as 'count' | 'until'}`)}
                </label>
                {props.value === 'count' ? (
                  <RepeatEndInput field={fields.repeatCount} label={t('form.fields.repeatCount')}>
                    <input
                      {...getInputProps(fields.repeatCount, { type: 'number' })}
                      min={2}
                      max={RECURRENCE_LIMITS.occurrencesMax}
                      inputMode="numeric"
                      className={cn(INPUT_CLASS, 'w-24')}
                    />
                  </RepeatEndInput>
                ) : (
                  <RepeatEndInput field={fields.repeatUntil} label={t('form.fields.repeatUntil')}>
                    <input {...getInputProps(fields.repeatUntil, { type: 'date' })} className={cn(INPUT_CLASS, 'w-44')} />
                  </RepeatEndInput>
                )}
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  )
}
