import { Link } from '@remix-run/react'
import { CalendarDays, MapPin, Star, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionHeading } from '~/components/ui/section-heading'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { CrewItem, EventItem, VenueItem } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

function Card({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(PANEL, 'block h-full p-4 transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300', FOCUS)}
    >
      {children}
    </Link>
  )
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-neutral-600 dark:text-neutral-400">{children}</p>
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
      {children}
    </span>
  )
}

/** Venues, upcoming events and public crews of a country or city. */
export function PlaceLists({
  venues,
  venueCount,
  events,
  eventCount,
  moreEvents,
  crews,
  crewCount,
  seeAllQuery,
}: {
  venues: VenueItem[]
  venueCount: number
  events: EventItem[]
  eventCount: number
  /** More events than `eventCount` (a count that stopped: '1,000+'). */
  moreEvents?: boolean
  crews: CrewItem[]
  crewCount: number
  /** e.g. 'country=de' or 'city=2950159', appended to /venues, /events and /groups. */
  seeAllQuery: string
}) {
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  const seeAll = (to: string, n: number, more = false) =>
    n > 0 ? (
      <Link to={`${to}?${seeAllQuery}`} className={cn(LINK, 'text-sm')}>
        {t('sections.seeAll', { count: n, formatted: `${f.number(n)}${more ? '+' : ''}` })}
      </Link>
    ) : null
  return (
    <div className="space-y-10">
      <section aria-labelledby="venues-heading">
        <SectionHeading id="venues-heading" icon={MapPin} aside={seeAll('/venues', venueCount)}>
          {t('sections.venues')}
        </SectionHeading>
        {venues.length === 0 ? (
          <Muted>{t('sections.noVenues')}</Muted>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {venues.map((v) => (
              <li key={v.id}>
                <Card to={`/venues/${v.id}`}>
                  <span className="block font-semibold text-neutral-900 dark:text-white">{v.name}</span>
                  {v.address && <span className="mt-0.5 block text-sm text-neutral-600 dark:text-neutral-400">{v.address}</span>}
                  <span className="mt-2 flex flex-wrap items-center gap-1.5">
                    {v.ratingCount > 0 && (
                      <span className="inline-flex items-center gap-1 text-sm text-neutral-700 dark:text-neutral-300">
                        <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                        <span className="sr-only">{t('sections.rating', { rating: v.ratingAvg.toFixed(1), count: v.ratingCount })}</span>
                        <span aria-hidden>{v.ratingAvg.toFixed(1)}</span>
                      </span>
                    )}
                    {v.certifiedSafeSpace && <Chip>{t('sections.safeSpace')}</Chip>}
                    {v.rainbowFriendly && <Chip>{t('sections.rainbow')}</Chip>}
                    {v.accessible && <Chip>{t('sections.accessible')}</Chip>}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="events-heading">
        <SectionHeading id="events-heading" icon={CalendarDays} aside={seeAll('/events', eventCount, moreEvents)}>
          {t('sections.events')}
        </SectionHeading>
        {events.length === 0 ? (
          <Muted>{t('sections.noEvents')}</Muted>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((e) => (
              <li key={e.id}>
                <Card to={`/events/${e.id}`}>
                  <time
                    dateTime={new Date(e.startsAt).toISOString()}
                    className="block text-sm font-medium text-brand-700 dark:text-violet-300"
                  >
                    {f.eventTime(e.startsAt, e.timezone)}
                  </time>
                  <span className="mt-1 block font-semibold text-neutral-900 dark:text-white">{e.title}</span>
                  {e.locationName && <span className="mt-0.5 block text-sm text-neutral-600 dark:text-neutral-400">{e.locationName}</span>}
                  <span className="mt-2 flex flex-wrap gap-1.5">
                    {e.isOnline && <Chip>{t('sections.online')}</Chip>}
                    {e.isFree && <Chip>{t('sections.free')}</Chip>}
                    {e.soldOut && <Chip>{t('sections.soldOut')}</Chip>}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="crews-heading">
        <SectionHeading id="crews-heading" icon={Users} aside={seeAll('/groups', crewCount)}>
          {t('sections.crews')}
        </SectionHeading>
        {crews.length === 0 ? (
          <Muted>{t('sections.noCrews')}</Muted>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {crews.map((c) => (
              <li key={c.id}>
                <Card to={`/groups/${c.id}`}>
                  <span className="block font-semibold text-neutral-900 dark:text-white">{c.name}</span>
                  {c.description && (
                    <span className="mt-1 line-clamp-2 block text-sm text-neutral-600 dark:text-neutral-400">{c.description}</span>
                  )}
                  <span className="mt-2 block text-xs text-neutral-600 dark:text-neutral-400">
                    {t('sections.members', { count: c.memberCount, formatted: f.number(c.memberCount) })}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
