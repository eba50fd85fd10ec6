import { Link } from '@remix-run/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { addDays, monthBounds, weekdayOf } from '~/models/events/local-date'
import { cn } from '~/utils/cn'
import { dateTimeFormat } from '~/utils/date-time-format'

export type CalendarDayData = {
  date: string
  total: number
  events: { id: number; title: string; time: string; cancelled: boolean }[]
}

type Props = {
  month: string
  /** Today in UTC (YYYY-MM-DD): marked in the grid. */
  today: string
  days: CalendarDayData[]
  /** Links for the month before and after, and for a day's full list, keeping the filters. */
  monthHref: (month: string) => string
  dayHref: (date: string) => string
  previous: string
  next: string
}

const fromDate = (date: string) => new Date(`${date}T12:00:00Z`)

/**
 * A month as a real grid (a table: weeks by days, Monday first), each day with its first events
 * and '+N more' (a link to that day's list). Links only: it works without JavaScript, every
 * event and day is reached with Tab, and a screen reader reads each day with its count.
 */
export function MonthCalendar({ month, today, days, monthHref, dayHref, previous, next }: Props) {
  const { t, i18n } = useTranslation('events')
  const language = i18n.language
  const monthName = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(fromDate(`${month}-15`))
  const weekdayLong = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
  const weekdayShort = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })
  const dayLabel = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  const dayNumber = new Intl.NumberFormat(language)
  const byDate = new Map(days.map((d) => [d.date, d]))

  const { first, next: nextFirst } = monthBounds(month)
  // weeks from the Monday on or before the 1st to the Sunday on or after the last day
  const start = addDays(first, -weekdayOf(first))
  const weeks: string[][] = []
  for (let day = start; day < nextFirst || weekdayOf(day) !== 0; day = addDays(day, 1)) {
    if (weekdayOf(day) === 0) weeks.push([])
    weeks.at(-1)!.push(day)
  }
  const mondays = weeks[0]!

  return (
    <section aria-labelledby="calendar-heading" className={cn(PANEL, 'overflow-hidden')}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <h2 id="calendar-heading" className="text-xl font-bold text-neutral-950 capitalize dark:text-white">
          {monthName}
        </h2>
        <nav aria-label={t('calendar.heading', { month: monthName })} className="flex items-center gap-2">
          <Link to={monthHref(previous)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={t('calendar.previous')}>
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
          <Link
            to={monthHref(today.slice(0, 7))}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-current={today.slice(0, 7) === month ? 'date' : undefined}
          >
            {t('calendar.today')}
          </Link>
          <Link to={monthHref(next)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={t('calendar.next')}>
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        </nav>
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('calendar.heading', { month: monthName })}</caption>
        <thead>
          <tr>
            {mondays.map((day) => (
              <th
                key={day}
                scope="col"
                className="px-1 py-2 text-center text-xs font-semibold text-neutral-700 uppercase dark:text-neutral-300"
              >
                <abbr title={weekdayLong.format(fromDate(day))} className="no-underline">
                  {weekdayShort.format(fromDate(day))}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = date.startsWith(month)
                const day = byDate.get(date)
                const count = day?.total ?? 0
                const more = count - (day?.events.length ?? 0)
                const isToday = date === today
                return (
                  <td
                    key={date}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'h-28 border border-neutral-200 p-1 align-top sm:p-1.5 dark:border-neutral-800',
                      !inMonth && 'bg-neutral-50 dark:bg-neutral-950/60',
                    )}
                  >
                    {inMonth ? (
                      <div className="flex h-full flex-col gap-1">
                        {count > 0 ? (
                          <Link
                            to={dayHref(date)}
                            className={cn(
                              'inline-flex min-h-6 min-w-6 items-center justify-center self-start rounded-full px-1.5 text-sm font-bold',
                              isToday
                                ? 'bg-brand-700 text-white dark:bg-violet-300 dark:text-neutral-950'
                                : 'text-neutral-900 dark:text-white',
                              FOCUS,
                            )}
                            aria-label={t('calendar.dayLabel', { count, date: dayLabel.format(fromDate(date)) })}
                          >
                            {dayNumber.format(Number(date.slice(8)))}
                          </Link>
                        ) : (
                          <span
                            className={cn(
                              'self-start rounded-full px-1.5 text-sm',
                              isToday
                                ? 'bg-brand-700 font-bold text-white dark:bg-violet-300 dark:text-neutral-950'
                                : 'text-neutral-600 dark:text-neutral-400',
                            )}
                          >
                            <span className="sr-only">{t('calendar.dayLabel', { count: 0, date: dayLabel.format(fromDate(date)) })}</span>
                            <span aria-hidden>{dayNumber.format(Number(date.slice(8)))}</span>
                          </span>
                        )}
                        <ul className="flex min-w-0 flex-col gap-0.5">
                          {day?.events.map((e) => (
                            <li key={e.id} className="min-w-0">
                              <Link
                                to={`/events/${e.id}`}
                                className={cn(
                                  'block min-h-6 truncate rounded bg-brand-50 px-1 py-1 text-xs leading-4 text-brand-900 hover:bg-brand-100 dark:bg-violet-400/15 dark:text-violet-100 dark:hover:bg-violet-400/25',
                                  e.cancelled && 'line-through',
                                  FOCUS,
                                )}
                              >
                                <span className="font-semibold">{e.time}</span> <bdi>{e.title}</bdi>
                              </Link>
                            </li>
                          ))}
                        </ul>
                        {more > 0 && (
                          <Link
                            to={dayHref(date)}
                            className={cn(
                              'mt-auto inline-flex min-h-6 items-center rounded text-xs font-semibold text-brand-700 hover:underline dark:text-violet-300',
                              FOCUS,
                            )}
                          >
                            {t('calendar.more', { count: more })}
                          </Link>
                        )}
                      </div>
                    ) : (
                      <span aria-hidden className="px-1.5 text-sm text-neutral-600 dark:text-neutral-400">
                        {dayNumber.format(Number(date.slice(8)))}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.length === 0 && (
        <p className="border-t border-neutral-200 px-4 py-3 text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
          {t('calendar.empty')}
        </p>
      )}
      <p className="border-t border-neutral-200 px-4 py-3 text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
        {t('calendar.hint')}
      </p>
    </section>
  )
}
