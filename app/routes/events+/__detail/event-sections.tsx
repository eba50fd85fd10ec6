import { Link, type useLoaderData } from '@remix-run/react'
import { Repeat, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { cn } from '~/utils/cn'
import type { eventPageLoader } from './event-page.server'

/** The main column of /events/{id}: about, the series' other dates, who goes. */
type PageData = ReturnType<typeof useLoaderData<typeof eventPageLoader>>

export function EventAbout({ event }: Pick<PageData, 'event'>) {
  const { t } = useTranslation('events')
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('detail.about')}
      </h2>
      {event.description ? (
        <p className="mt-3 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
          <bdi>{event.description}</bdi>
        </p>
      ) : (
        <p className="mt-3 text-neutral-600 dark:text-neutral-400">{t('detail.noDescription')}</p>
      )}
      {(event.amenities.length > 0 || event.services.length > 0) && (
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {event.amenities.length > 0 && (
            <div>
              <dt className="text-sm font-semibold text-neutral-900 dark:text-white">{t('detail.amenities')}</dt>
              <dd className="mt-1 text-sm text-neutral-800 dark:text-neutral-200">
                {event.amenities.map((a) => t(`amenities.${a.slug}`, { defaultValue: a.name })).join(' · ')}
              </dd>
            </div>
          )}
          {event.services.length > 0 && (
            <div>
              <dt className="text-sm font-semibold text-neutral-900 dark:text-white">{t('detail.services')}</dt>
              <dd className="mt-1 text-sm text-neutral-800 dark:text-neutral-200">
                {event.services.map((s) => t(`services.${s.slug}`, { defaultValue: s.name })).join(' · ')}
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  )
}

export function EventSeriesDates({ series }: { series: NonNullable<PageData['series']> }) {
  const { t } = useTranslation('events')
  return (
    <section aria-labelledby="series-heading">
      <h2 id="series-heading" className="flex items-center gap-2 text-xl font-bold text-neutral-950 dark:text-white">
        <Repeat aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('series.otherDates')}
      </h2>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('series.otherDatesHint')}</p>
      {series.dates.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('series.noOtherDates')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {series.dates.map((d) => (
            <li key={d.id}>
              <Link
                to={`/events/${d.id}`}
                className="inline-flex min-h-6 items-center gap-2 rounded-full border border-neutral-200 bg-white px-3 py-1 text-sm text-neutral-900 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:focus-visible:outline-violet-300"
              >
                <time dateTime={d.iso} className={cn(d.cancelled && 'line-through')}>
                  {d.day}, {d.time}
                </time>
                {d.cancelled && <span className="font-semibold text-red-700 dark:text-red-300">{t('series.cancelled')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function EventAttendees({ event, signedIn }: Pick<PageData, 'event' | 'signedIn'>) {
  const { t, i18n } = useTranslation('events')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <section aria-labelledby="attendees-heading">
      <h2 id="attendees-heading" className="flex items-center gap-2 text-xl font-bold text-neutral-950 dark:text-white">
        <Users aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('detail.attendees')}
      </h2>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        {t('detail.going', { count: event.attendingCount, formatted: number.format(event.attendingCount) })}
        {' · '}
        {t('detail.interestedCount', { count: event.interestedCount, formatted: number.format(event.interestedCount) })}
        {event.waitlistCount > 0 && (
          <>
            {' · '}
            {t('detail.waiting', { count: event.waitlistCount, formatted: number.format(event.waitlistCount) })}
          </>
        )}
      </p>
      {!signedIn ? (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
          <Link to={`/auth?redirectTo=${encodeURIComponent(`/events/${event.id}`)}`} className={LINK}>
            {t('detail.attendeesSignIn')}
          </Link>
        </p>
      ) : !event.attendees ? (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('detail.attendeesHidden')}</p>
      ) : event.attendees.shown.length === 0 && event.attendees.others === 0 ? (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('detail.attendeesNone')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {event.attendees.shown.map((a) => (
            <li key={a.userId}>
              <Link
                to={`/user/${a.userId}`}
                className="inline-flex items-center gap-2 rounded-full border border-neutral-200 bg-white px-3 py-1 text-sm text-neutral-900 hover:border-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
              >
                <bdi>{a.displayName ?? t('detail.anonymous')}</bdi>
              </Link>
            </li>
          ))}
          {event.attendees.others > 0 && (
            <li className="px-2 py-1 text-sm text-neutral-700 dark:text-neutral-300">
              {t('detail.attendeesOthers', { count: event.attendees.others, formatted: number.format(event.attendees.others) })}
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
