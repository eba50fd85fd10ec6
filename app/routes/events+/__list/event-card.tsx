import { Link } from '@remix-run/react'
import { CalendarDays, MapPin, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { RsvpStatus } from '~/db/schema/events'
import type { EventWhenText } from '~/models/events/format'
import { cn } from '~/utils/cn'

/** An event as its card shows it (shaped by the list's loader, times already formatted). */
export type EventCardData = {
  id: number
  title: string
  when: EventWhenText
  typeSlug: string | null
  typeName: string | null
  place: string | null
  isOnline: boolean
  /** 'Free', or the price in its currency; null: ticketed without a price given. */
  price: string | null
  isFree: boolean
  soldOut: boolean
  /** Capacity reached: the RSVP offers the waitlist. */
  full: boolean
  cancelled: boolean
  /** Chosen by the moderators (/admin/events). */
  featured: boolean
  past: boolean
  going: number
  rsvp: RsvpStatus | null
}

export function Chip({ children, tone = 'brand' }: { children: string; tone?: 'brand' | 'muted' | 'alert' | 'good' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'brand' && 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200',
        tone === 'muted' && 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
        tone === 'alert' && 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200',
        tone === 'good' && 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
      )}
    >
      {children}
    </span>
  )
}

/** The states an event shows on a card and a page: cancelled, sold out or full, the viewer's answer. */
export function EventStates({
  event,
}: {
  event: Pick<EventCardData, 'cancelled' | 'featured' | 'soldOut' | 'full' | 'past' | 'rsvp' | 'isFree' | 'isOnline'>
}) {
  const { t } = useTranslation('events')
  return (
    <span className="flex flex-wrap gap-1.5">
      {event.featured && !event.cancelled && !event.past && <Chip>{t('card.featured')}</Chip>}
      {event.cancelled && <Chip tone="alert">{t('card.cancelled')}</Chip>}
      {!event.cancelled && event.past && <Chip tone="muted">{t('card.past')}</Chip>}
      {!event.cancelled && !event.past && event.soldOut && <Chip tone="muted">{t('card.soldOut')}</Chip>}
      {!event.cancelled && !event.past && !event.soldOut && event.full && <Chip tone="muted">{t('card.full')}</Chip>}
      {event.rsvp === 'attending' && <Chip tone="good">{t('card.attending')}</Chip>}
      {event.rsvp === 'interested' && <Chip>{t('card.interested')}</Chip>}
      {event.rsvp === 'waitlisted' && <Chip>{t('card.waitlisted')}</Chip>}
      {event.isFree && <Chip>{t('card.free')}</Chip>}
      {event.isOnline && <Chip>{t('card.online')}</Chip>}
    </span>
  )
}

export function EventCard({ event }: { event: EventCardData }) {
  const { t, i18n } = useTranslation('events')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <article
      className={cn(
        PANEL,
        'relative flex h-full flex-col gap-2 p-4 transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300',
      )}
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-violet-300">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        <time dateTime={event.when.iso}>
          {event.when.day} · {event.when.time}
        </time>
      </p>
      <h3 className={cn('text-lg leading-snug font-bold text-neutral-950 dark:text-white', event.cancelled && 'line-through decoration-1')}>
        {/* the whole card is the link (its ::after covers the card) */}
        <Link to={`/events/${event.id}`} className={cn('rounded-sm after:absolute after:inset-0 after:rounded-2xl', FOCUS)}>
          <bdi>{event.title}</bdi>
        </Link>
      </h3>
      {event.typeSlug && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t(`types.${event.typeSlug}`, { defaultValue: event.typeName ?? event.typeSlug })}
        </p>
      )}
      <p className="flex items-center gap-1.5 text-sm text-neutral-700 dark:text-neutral-300">
        {event.isOnline ? <Video aria-hidden className="size-4 shrink-0" /> : <MapPin aria-hidden className="size-4 shrink-0" />}
        <bdi>{event.isOnline ? t('card.online') : (event.place ?? '')}</bdi>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <EventStates event={{ ...event, isOnline: false }} />
        <span className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {!event.isFree && event.price ? event.price : null}
          {event.going > 0 && (
            <span className="ms-2 text-neutral-600 dark:text-neutral-400">
              {t('card.going', { count: event.going, formatted: number.format(event.going) })}
            </span>
          )}
        </span>
      </div>
    </article>
  )
}
