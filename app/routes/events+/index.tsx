import { Link, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { CalendarDays, CalendarPlus, List, Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { LINK } from '~/components/ui/link-styles'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { buttonVariants } from '~/components/ui/button'
import { EVENT_TOTAL_CAP, EVENTS_PAGE_SIZE, eventsHref, MIN_EVENT_QUERY_LENGTH, type EventQuery } from '~/models/events/query'
import { EventCard, type EventCardData } from '~/routes/events+/__list/event-card'
import { eventsListLoader } from '~/routes/events+/__list/events-list.server'
import { EventFilters } from '~/routes/events+/__list/filters-form'
import { MonthCalendar } from '~/routes/events+/__list/month-calendar'
import type { loader as rootLoader } from '~/root'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['events', 'places', 'venues'] }

/**
 * /events (SPEC §2): upcoming events by default, past ones on their own tab, or a month's
 * calendar; every filter in the URL (app/models/events/query.ts). A URL with empty or invalid
 * parameters (a form sent without JavaScript sends every field) is redirected to its clean
 * form. What a viewer sees is visibleEvent's (a private crew's events only to its members).
 * Loader: __list/events-list.server.ts.
 */
// The loader itself, not `async (args) => eventsListLoader(args)`: a wrapper returning a promise
// that rejected before its first await (the clean-URL redirect) left it unhandled for a tick,
// which workerd reports as an unhandled rejection. Every split route exports its loader so.
export const loader = eventsListLoader

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

const TAB = 'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold'
const TAB_ON = 'bg-brand-700 text-white dark:bg-violet-300 dark:text-neutral-950'
const TAB_OFF = 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'

export default function EventsPage() {
  const { query, lookups, countries, cities, place, crew, textTooShort, list, calendar, today, feeds } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('events')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/events'
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const number = new Intl.NumberFormat(i18n.language)
  const q = query as EventQuery
  const listHref = (changes: Partial<EventQuery>) => eventsHref({ ...q, page: 1, ...changes })

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('list.home') }, { label: t('list.breadcrumb') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('list.title')}
          {place || crew ? (
            <span className="mt-1 block text-2xl font-bold text-brand-700 sm:text-3xl dark:text-violet-300">
              {[place ? (place.kind === 'city' ? `${place.name}, ${place.countryName}` : place.name) : null, crew?.name]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('list.lead')}</p>
        <Link
          to={root?.user ? '/events/new' : `/auth?redirectTo=${encodeURIComponent('/events/new')}`}
          className={buttonVariants({ className: 'mt-5' })}
        >
          <CalendarPlus aria-hidden className="size-4" />
          {t('form.create')}
        </Link>
      </header>

      <div className="mt-8">
        <EventFilters key={location.search} query={q} lookups={lookups} place={place} countries={countries} cities={cities} />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {query.view === 'list' ? (
          <nav aria-label={t('list.tabs')} className="flex gap-1">
            <Link
              to={listHref({ when: 'upcoming' })}
              aria-current={query.when === 'upcoming' ? 'page' : undefined}
              className={cn(TAB, query.when === 'upcoming' ? TAB_ON : TAB_OFF)}
            >
              {t('list.upcoming')}
            </Link>
            <Link
              to={listHref({ when: 'past' })}
              aria-current={query.when === 'past' ? 'page' : undefined}
              className={cn(TAB, query.when === 'past' ? TAB_ON : TAB_OFF)}
            >
              {t('list.past')}
            </Link>
          </nav>
        ) : (
          <span />
        )}
        <nav aria-label={t('list.view')} className="flex gap-1">
          <Link
            to={listHref({ view: 'list', month: null })}
            aria-current={query.view === 'list' ? 'page' : undefined}
            className={cn(TAB, query.view === 'list' ? TAB_ON : TAB_OFF)}
          >
            <List aria-hidden className="size-4" />
            {t('list.listView')}
          </Link>
          <Link
            to={listHref({ view: 'calendar' })}
            aria-current={query.view === 'calendar' ? 'page' : undefined}
            className={cn(TAB, query.view === 'calendar' ? TAB_ON : TAB_OFF)}
          >
            <CalendarDays aria-hidden className="size-4" />
            {t('list.calendarView')}
          </Link>
        </nav>
      </div>

      {textTooShort && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('list.queryTooShort', { min: MIN_EVENT_QUERY_LENGTH })}</p>
      )}

      <section aria-labelledby="events-results-heading" aria-busy={updating || undefined} className="mt-6">
        <h2 id="events-results-heading" className="sr-only">
          {t('list.resultsHeading')}
        </h2>
        {list && (
          <>
            <p role="status" className="mb-4 text-sm font-medium text-neutral-800 dark:text-neutral-200">
              <span className="text-base font-bold text-neutral-950 dark:text-white">
                {list.totalCapped
                  ? t('list.resultsMore', { formatted: number.format(EVENT_TOTAL_CAP) })
                  : t('list.results', { count: list.total, formatted: number.format(list.total) })}
              </span>
              {list.pageCount > 1 && (
                <span className="text-neutral-600 dark:text-neutral-400">
                  {' · '}
                  {t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) })}
                </span>
              )}
              {updating && <span className="sr-only"> {t('list.updating')}</span>}
            </p>
            {list.cards.length === 0 ? (
              <EmptyState>
                <p className="text-neutral-700 dark:text-neutral-300">{query.when === 'past' ? t('list.emptyPast') : t('list.empty')}</p>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('list.emptyHint')}</p>
                {location.search && (
                  <Link to="/events" className={buttonVariants({ variant: 'outline' })}>
                    {t('list.clearFilters')}
                  </Link>
                )}
              </EmptyState>
            ) : (
              <ol
                start={(list.page - 1) * EVENTS_PAGE_SIZE + 1}
                className={cn(
                  'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 motion-reduce:transition-none',
                  updating && 'opacity-60',
                )}
              >
                {list.cards.map((card) => (
                  <li key={card.id}>
                    <EventCard event={card as EventCardData} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination page={list.page} pageCount={list.pageCount} search={location.search} />
            {list.page === list.pageCount && list.totalCapped && (
              <p className="mt-4 text-center text-sm text-neutral-600 dark:text-neutral-400">
                {t('list.pagesCapped', { formatted: number.format(list.pageCount * EVENTS_PAGE_SIZE) })}
              </p>
            )}
          </>
        )}
        {calendar && (
          <MonthCalendar
            month={calendar.month}
            previous={calendar.previous}
            next={calendar.next}
            today={today}
            days={calendar.days}
            monthHref={(month) => listHref({ view: 'calendar', month })}
            dayHref={(date) => listHref({ view: 'list', month: null, when: date < today ? 'past' : 'upcoming', from: date, to: date })}
          />
        )}
      </section>

      <aside aria-labelledby="events-feeds-heading" className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <h2 id="events-feeds-heading" className="font-semibold text-neutral-900 dark:text-white">
          {t('list.feeds')}
        </h2>
        <a href={feeds.ics} className={cn(LINK, 'inline-flex items-center gap-1.5')}>
          <CalendarDays aria-hidden className="size-4" />
          {t('list.ics')}
        </a>
        <a href={feeds.rss} className={cn(LINK, 'inline-flex items-center gap-1.5')}>
          <Rss aria-hidden className="size-4" />
          {t('list.rss')}
        </a>
        <a href={feeds.atom} className={LINK}>
          {t('list.atom')}
        </a>
        {root?.user && (
          <Link to="/events/my-calendar" className={LINK}>
            {t('myCalendar.link')}
          </Link>
        )}
      </aside>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
