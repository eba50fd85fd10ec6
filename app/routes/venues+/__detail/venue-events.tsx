import { Link } from '@remix-run/react'
import { CalendarDays, CalendarX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

export type VenueEventCard = {
  id: number
  title: string
  /** ISO instant, for <time dateTime>. */
  iso: string
  /** Start in the venue's time zone, formatted by the loader. */
  when: string
  isOnline: boolean
  isFree: boolean
  soldOut: boolean
  cancelled: boolean
}

function Chip({ children, tone = 'brand' }: { children: string; tone?: 'brand' | 'muted' | 'alert' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'brand' && 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200',
        tone === 'muted' && 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
        tone === 'alert' && 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200',
      )}
    >
      {children}
    </span>
  )
}

/** The next events at the venue, as cards linking to /events/{id}; an empty state otherwise. */
export function VenueEvents({ events, city }: { events: VenueEventCard[]; city: { id: number; name: string } | null }) {
  const { t } = useTranslation('venue')
  return (
    <section aria-labelledby="events-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id="events-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          <CalendarDays aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
          {t('events.heading')}
        </h2>
        {city && (
          <Link to={`/events?city=${city.id}`} className={cn(LINK, 'text-sm')}>
            {t('events.all', { city: city.name })}
          </Link>
        )}
      </div>
      {events.length === 0 ? (
        <div className={cn(PANEL, 'flex items-center gap-3 px-5 py-6 text-sm text-neutral-700 dark:text-neutral-300')}>
          <CalendarX2 aria-hidden className="size-6 shrink-0 text-brand-700 dark:text-violet-300" />
          {t('events.empty')}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {events.map((e) => (
            <li key={e.id}>
              <Link
                to={`/events/${e.id}`}
                className={cn(
                  PANEL,
                  'flex h-full flex-col p-4 transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300',
                  FOCUS,
                )}
              >
                <time dateTime={e.iso} className="text-sm font-semibold text-brand-700 dark:text-violet-300">
                  {e.when}
                </time>
                <span className={cn('mt-1 font-semibold text-neutral-900 dark:text-white', e.cancelled && 'line-through decoration-1')}>
                  <bdi>{e.title}</bdi>
                </span>
                {(e.cancelled || e.soldOut || e.isFree || e.isOnline) && (
                  <span className="mt-2 flex flex-wrap gap-1.5">
                    {e.cancelled && <Chip tone="alert">{t('events.cancelled')}</Chip>}
                    {!e.cancelled && e.soldOut && <Chip tone="muted">{t('events.soldOut')}</Chip>}
                    {e.isFree && <Chip>{t('events.free')}</Chip>}
                    {e.isOnline && <Chip>{t('events.online')}</Chip>}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
