import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { CalendarDays, ChevronLeft, ChevronRight, MapPin, SearchX, Star, Users, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorPageTexts } from '~/components/pages/error-texts'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import type { CrewItem, EventItem, VenueItem } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

export { FOCUS, PANEL }

/** A text link's look without its weight (LINK is medium; a link in running text may be normal). */
export const LINK_BASE = 'rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-violet-300 ' + FOCUS
export const LINK = `${LINK_BASE} font-medium`

export type Crumb = { to?: string; label: string }

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('places')
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600 dark:text-neutral-400">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {item.to ? (
              <>
                <Link to={item.to} className={cn('rounded-sm hover:text-brand-700 hover:underline dark:hover:text-violet-300', FOCUS)}>
                  {item.label}
                </Link>
                <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />
              </>
            ) : (
              <span aria-current="page" className="font-medium text-neutral-800 dark:text-neutral-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A definition list of directory facts (SPEC §3 directory entry). */
export function Facts({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{item.label}</dt>
          <dd className="mt-1 text-base break-words text-neutral-900 dark:text-neutral-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Page links that keep every other search parameter (works without JavaScript). */
export function Pagination({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  const { t } = useTranslation('places')
  const { number } = usePlaceFormat()
  if (pageCount <= 1 && page <= 1) return null
  const href = (p: number) => {
    const params = new URLSearchParams(search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const qs = params.toString()
    return qs ? `?${qs}` : '?'
  }
  const window = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount)
  const pages = [...new Set([1, ...window, pageCount])].sort((a, b) => a - b)
  const base = buttonVariants({ variant: 'outline', size: 'sm', className: 'min-w-9' })
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('paging.page', { page: number(page), pages: number(pageCount) })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={base} preventScrollReset={false}>
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('paging.previous')}
            </Link>
          ) : null}
        </li>
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-1.5">
            {i > 0 && p - pages[i - 1]! > 1 && (
              <span aria-hidden className="px-1 text-neutral-500">
                …
              </span>
            )}
            {p === page ? (
              <span aria-current="page" className={buttonVariants({ variant: 'current', size: 'sm', className: 'min-w-9' })}>
                {number(p)}
              </span>
            ) : (
              <Link to={href(p)} className={base} aria-label={t('paging.page', { page: number(p), pages: number(pageCount) })}>
                {number(p)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className={base}>
              {t('paging.next')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('places')
  return (
    <div role="status" className={cn(PANEL, 'flex flex-col items-center gap-3 px-6 py-12 text-center')}>
      <SearchX aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
      <p className="text-lg font-semibold text-neutral-900 dark:text-white">{t('states.empty')}</p>
      {children}
    </div>
  )
}

export function SectionHeading({
  id,
  icon: Icon,
  children,
  aside,
}: {
  id: string
  icon?: LucideIcon
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {Icon && <Icon aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />}
        {children}
      </h2>
      {aside}
    </div>
  )
}

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

/**
 * Error boundary of the place routes: an unknown id shows the translated not-found page (status
 * 404 is already set by the loader); anything else shows SPEC §8's directory error with a retry
 * link that works without JavaScript.
 */
export function PlacesErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const { t } = useTranslation(['places', 'common'])
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? '')
  const { kind, title, body } = errorPageTexts(error, t, {
    title: t('places:states.errorTitle'),
    body: t('places:states.error', { message }),
  })
  const notFound = kind === 'not-found'
  return (
    <div className="mx-auto max-w-xl flex-1 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-neutral-950 dark:text-white">{title}</h1>
      <p role={notFound ? undefined : 'alert'} className="mt-4 text-neutral-700 dark:text-neutral-300">
        {body}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <a href={`${location.pathname}${location.search}`} className={buttonVariants()}>
            {t('places:states.retry')}
          </a>
        )}
        <Link to={notFound ? '/' : '/places'} className={buttonVariants({ variant: notFound ? 'default' : 'outline' })}>
          {notFound ? t('common:backHome') : t('places:nav.places')}
        </Link>
      </div>
    </div>
  )
}
