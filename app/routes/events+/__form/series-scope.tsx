import { useTranslation } from 'react-i18next'
import { CHECK } from './event-form-controls'

/** Which occurrences of a series a change is for (the edit form and the cancel form). */
export function SeriesScope({ name, laterDates, initial }: { name: string; laterDates: number; initial?: unknown }) {
  const { t } = useTranslation('events')
  return (
    <fieldset>
      <legend className="font-medium text-neutral-900 dark:text-white">{t('form.fields.scope')}</legend>
      <div className="mt-2 space-y-2">
        {(['one', 'following'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-neutral-900 dark:text-white">
            <input type="radio" name={name} value={value} defaultChecked={(initial ?? 'one') === value} className={CHECK} />
            {t(`form.fields.scopes.${value}`, { count: laterDates })}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
