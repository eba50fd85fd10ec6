import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

const TIMEZONES_SHOWN = 4

/** A country's time zones as chips: the first few, the rest behind 'N more'. */
export function CountryTimezones({ timezones }: { timezones: string[] }) {
  const { t } = useTranslation('places')
  const extraZones = timezones.length - TIMEZONES_SHOWN
  return timezones.length === 0 ? (
    t('entry.unknown')
  ) : (
    <span className="flex flex-wrap gap-1.5">
      {timezones.slice(0, TIMEZONES_SHOWN).map((zone) => (
        <TimezoneChip key={zone} zone={zone} />
      ))}
      {extraZones > 0 && (
        <details className="w-full">
          <summary className={cn('cursor-pointer rounded-sm text-sm font-medium text-brand-700 dark:text-violet-300', FOCUS)}>
            {t('entry.moreTimezones', { count: extraZones })}
          </summary>
          <span className="mt-2 flex flex-wrap gap-1.5">
            {timezones.slice(TIMEZONES_SHOWN).map((zone) => (
              <TimezoneChip key={zone} zone={zone} />
            ))}
          </span>
        </details>
      )}
    </span>
  )
}

function TimezoneChip({ zone }: { zone: string }) {
  return (
    <span
      dir="ltr"
      className="rounded-md bg-neutral-100 px-2 py-0.5 font-mono text-sm text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
    >
      {zone.replace(/_/g, ' ')}
    </span>
  )
}
