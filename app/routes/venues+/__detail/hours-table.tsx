import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import type { HoursView, OpenStateView } from '~/models/venues/detail.server'
import { cn } from '~/utils/cn'

/**
 * Opening hours in the venue's time zone. Everything time-dependent (today, open now, the
 * formatted times) was computed by the loader, so the server render and the hydration agree.
 */

/** 'Open now · Closes at 1:00 AM' / 'Closed now · Opens Friday at 5:00 PM' / 'Opening hours not known'. */
export function OpenStatus({ state, block = false, className }: { state: OpenStateView; block?: boolean; className?: string }) {
  const { t } = useTranslation('venues')
  if (state.status === 'unknown') {
    return (
      <p className={cn('inline-flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300', className)}>
        <Clock aria-hidden className="size-4" />
        {t('hours.unknown')}
      </p>
    )
  }
  const open = state.status === 'open'
  const detail = open
    ? state.closesAt
      ? t('hours.closesAt', { time: state.closesAt })
      : t('hours.open24h')
    : state.opensAt
      ? state.opensAt.today
        ? t('hours.opensTodayAt', { time: state.opensAt.time })
        : t('hours.opensAt', { day: t(`hours.days.${state.opensAt.day}`), time: state.opensAt.time })
      : null
  const tone = open
    ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-600/30 dark:bg-emerald-950/70 dark:text-emerald-100 dark:ring-emerald-300/30'
    : 'bg-neutral-100 text-neutral-800 ring-1 ring-neutral-400/40 dark:bg-neutral-800 dark:text-neutral-100 dark:ring-neutral-500/40'
  const dot = (
    <span
      aria-hidden
      className={cn('size-2 shrink-0 rounded-full', open ? 'bg-emerald-600 dark:bg-emerald-300' : 'bg-neutral-500 dark:bg-neutral-400')}
    />
  )
  if (block) {
    // a card of its own: the state on one line, what comes next on the other
    return (
      <div className={cn('rounded-xl px-3 py-2 text-sm', tone, className)}>
        <p className="flex items-center gap-2 font-semibold">
          {dot}
          {open ? t('hours.openNow') : t('hours.closedNow')}
        </p>
        {detail && <p className="ms-4 mt-0.5">{detail}</p>}
      </div>
    )
  }
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-full px-3 py-1 text-sm', tone, className)}>
      {dot}
      <strong className="font-semibold">{open ? t('hours.openNow') : t('hours.closedNow')}</strong>
      {detail && (
        <>
          <span aria-hidden>·</span>
          <span>{detail}</span>
        </>
      )}
    </p>
  )
}

/** The week (Monday first) with today highlighted; overnight slots say that they end the next day. */
export function HoursTable({ view, className }: { view: HoursView; className?: string }) {
  const { t } = useTranslation('venue')
  const { t: tv } = useTranslation('venues')
  return (
    <section aria-labelledby="hours-heading" className={cn(PANEL, 'p-5', className)}>
      <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-bold text-neutral-900 dark:text-white">
        <Clock aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('hours.heading')}
      </h2>
      <OpenStatus state={view.state} block className="mt-3" />
      {view.known && (
        <table className="mt-4 w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('hours.caption')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('hours.day')}</th>
              <th scope="col">{t('hours.times')}</th>
            </tr>
          </thead>
          <tbody>
            {view.days.map(({ day, isToday, slots }) => (
              <tr key={day} className={cn(isToday && 'bg-brand-50 dark:bg-violet-950/60')}>
                <th
                  scope="row"
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'py-1.5 ps-2 pe-3 text-start align-top',
                    isToday
                      ? 'rounded-s-lg font-bold text-brand-800 dark:text-violet-100'
                      : 'font-medium text-neutral-700 dark:text-neutral-300',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-1.5">
                    {tv(`hours.days.${day}`)}
                    {isToday && (
                      <span className="rounded-full bg-brand-700 px-1.5 py-px text-[0.6875rem] font-semibold tracking-wide text-white uppercase dark:bg-violet-300 dark:text-neutral-950">
                        {t('hours.today')}
                      </span>
                    )}
                  </span>
                </th>
                <td
                  className={cn(
                    'py-1.5 pe-2 text-end align-top text-neutral-900 tabular-nums dark:text-neutral-100',
                    isToday && 'rounded-e-lg font-semibold',
                  )}
                >
                  {slots.length === 0 ? (
                    <span className="text-neutral-600 dark:text-neutral-400">{tv('hours.closed')}</span>
                  ) : (
                    <ul>
                      {slots.map((s) => (
                        <li key={`${s.open}-${s.close}`}>
                          {s.allDay ? (
                            tv('hours.open24h')
                          ) : (
                            <>
                              <time>{s.openLabel}</time> – <time>{s.closeLabel}</time>
                              {s.overnight && (
                                <span className="ms-1 text-xs font-normal text-neutral-600 dark:text-neutral-400">{`(${t('hours.nextDay')})`}</span>
                              )}
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-4 text-xs text-neutral-600 dark:text-neutral-400">
        {t('hours.timezone', {
          zone: view.zoneName ? `${view.timezone.replace(/_/g, ' ')} (${view.zoneName})` : view.timezone.replace(/_/g, ' '),
          time: view.localTime,
        })}
      </p>
    </section>
  )
}
