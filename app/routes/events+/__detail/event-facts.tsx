import { Link, type useLoaderData } from '@remix-run/react'
import { Clock, MapPin, Ticket, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import type { eventPageLoader } from './event-page.server'
import { YourTime } from './your-time'

type PageData = ReturnType<typeof useLoaderData<typeof eventPageLoader>>

/** /events/{id}'s side panel: when (with the viewer's own time), where, price and places, organizer. */
export function EventFacts({
  event,
  day,
  when,
  price,
  ended,
  full,
}: Pick<PageData, 'event' | 'day' | 'when' | 'price' | 'ended'> & { full: boolean }) {
  const { t, i18n } = useTranslation('events')
  const number = new Intl.NumberFormat(i18n.language)
  const directions =
    event.latitude != null && event.longitude != null
      ? `https://www.openstreetmap.org/directions?to=${event.latitude}%2C${event.longitude}`
      : event.address
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent([event.address, event.city?.name, event.country?.name].filter(Boolean).join(', '))}`
        : null
  return (
    <section aria-label={t('detail.when')} className={cn(PANEL, 'p-5')}>
      <dl className="flex flex-col gap-4 text-sm">
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            <span className="sr-only">{t('detail.when')}</span>
          </dt>
          <dd className="text-neutral-800 dark:text-neutral-200">
            <p className="font-semibold">{day}</p>
            <p>{when.time}</p>
            <YourTime iso={when.iso} eventZone={event.timezone} />
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            {event.isOnline ? (
              <Video aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            ) : (
              <MapPin aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            )}
            <span className="sr-only">{t('detail.where')}</span>
          </dt>
          <dd className="text-neutral-800 dark:text-neutral-200">
            {event.isOnline ? (
              <>
                <p className="font-semibold">{t('detail.online')}</p>
                {event.onlineUrl ? (
                  <a href={event.onlineUrl} rel="noopener noreferrer" target="_blank" className={LINK}>
                    {t('detail.onlineLink')}
                  </a>
                ) : (
                  <p className="text-neutral-600 dark:text-neutral-400">{t('detail.onlineHint')}</p>
                )}
              </>
            ) : (
              <>
                {event.venue ? (
                  <Link to={`/venues/${event.venue.id}`} className={cn(LINK, 'font-semibold')}>
                    <bdi>{event.venue.name}</bdi>
                  </Link>
                ) : (
                  event.locationName && (
                    <p className="font-semibold">
                      <bdi>{event.locationName}</bdi>
                    </p>
                  )
                )}
                {event.address && (
                  <p>
                    <bdi>{event.address}</bdi>
                  </p>
                )}
                {event.city && (
                  <p>
                    <Link to={`/city/${event.city.id}`} className={LINK}>
                      {event.city.name}
                    </Link>
                    {event.country && (
                      <>
                        {', '}
                        <Link to={`/country/${event.country.id}`} className={LINK}>
                          {event.country.name}
                        </Link>
                      </>
                    )}
                  </p>
                )}
                {directions && (
                  <a href={directions} rel="noopener noreferrer" target="_blank" className={cn(LINK, 'mt-1 inline-block')}>
                    {t('detail.directions')}
                  </a>
                )}
              </>
            )}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Ticket aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            <span className="sr-only">{t('detail.price')}</span>
          </dt>
          <dd className="text-neutral-800 dark:text-neutral-200">
            <p className="font-semibold">{event.isFree ? t('detail.free') : (price ?? '')}</p>
            {!event.isFree && event.ticketUrl && !event.cancelled && !ended && (
              <a href={event.ticketUrl} rel="noopener noreferrer" target="_blank" className={LINK}>
                {t('detail.tickets')}
              </a>
            )}
            <p className="mt-1">
              {event.capacity == null
                ? null
                : full
                  ? t('detail.full', { capacity: number.format(event.capacity) })
                  : t('detail.placesLeft', {
                      count: event.capacity - event.attendingCount,
                      formatted: number.format(event.capacity - event.attendingCount),
                      capacity: number.format(event.capacity),
                    })}
            </p>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="text-sm font-semibold whitespace-nowrap text-neutral-900 dark:text-white">{t('detail.organizer')}</dt>
          <dd className="text-neutral-800 dark:text-neutral-200">
            {event.crew ? (
              <Link to={`/groups/${event.crew.id}`} className={LINK}>
                <bdi>{event.crew.name}</bdi>
              </Link>
            ) : event.organizer.id ? (
              <Link to={`/user/${event.organizer.id}`} className={LINK}>
                <bdi>{event.organizer.name ?? t('detail.anonymous')}</bdi>
              </Link>
            ) : (
              // a member whose profile the viewer may not open: named, not linked
              <bdi>{event.organizer.name ?? (event.organizer.member ? t('detail.anonymous') : '')}</bdi>
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}
