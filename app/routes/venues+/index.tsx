import { Link, useLoaderData, useLocation, useNavigate, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { Map as MapIcon, MapPinPlus, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { LINK } from '~/components/ui/link-styles'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { buttonVariants } from '~/components/ui/button'
import { ActiveFilters } from '~/routes/venues+/__list/active-filters'
import { VenueFilters } from '~/routes/venues+/__list/filters-form'
import { VenueCard } from '~/routes/venues+/__list/venue-card'
import { venueListLoader } from '~/routes/venues+/__list/venue-list.server'
import {
  MIN_VENUE_QUERY_LENGTH,
  OPEN_NOW_SCAN_LIMIT,
  queryString,
  VENUE_TOTAL_CAP,
  VENUES_PAGE_SIZE,
  venueSearchParams,
  venuesHref,
  type Bbox,
} from '~/models/venues/query'
import { VenueMap } from '~/routes/venues+/__map/venue-map'
import { useLookupLabel } from '~/components/venues/vocabulary'
import type { VenueQuery } from '~/models/venues/directory.server'
import type { loader as rootLoader } from '~/root'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['venues', 'places', 'favorites'] }

/**
 * /venues (SPEC §2): the filtered, sorted, paged list of published venues beside the map.
 * Every filter lives in the URL. A URL with empty or invalid parameters (a form sent without
 * JavaScript sends every field) is redirected to its clean form, so the address bar always
 * shows exactly the filters in force.
 * Loader: __list/venue-list.server.ts.
 */
export const loader = venueListLoader

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

const reducedMotion = () =>
  document.documentElement.classList.contains('reduce-motion') || window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * After a navigation the form keeps its state when it caused it (focus stays on the toggle
 * the member just used); any other navigation (a chip, 'Clear all', Back, the map) remounts
 * it from the new URL.
 */
function useFormVersion() {
  const location = useLocation()
  // every search the form sent and that has not landed yet: a second change made while the
  // first one is still loading must not make the first one's arrival reset the form
  // (in the order sent; landing on one forgets it and the older ones, which were superseded)
  const sent = useRef<string[]>([])
  const seen = useRef(location.search)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (location.search === seen.current) return
    seen.current = location.search
    const index = sent.current.indexOf(location.search)
    sent.current = index >= 0 ? sent.current.slice(index + 1) : []
    if (index < 0) setVersion((v) => v + 1)
  }, [location.search])
  return {
    version,
    sent: (search: string) => {
      sent.current.push(search)
    },
  }
}

export default function VenuesPage() {
  const { query, result, lookups, countries, cities, place, favorites } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { t, i18n } = useTranslation('venues')
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const form = useFormVersion()
  const label = useLookupLabel()
  const [highlightedId, setHighlightedId] = useState<number | null>(null)
  const [mapOpen, setMapOpen] = useState(false)
  const [moreOpen, setMoreOpen] = useState(query.amenities.length + query.services.length + query.access.length + query.groups.length > 0)
  const cardLinks = useRef(new Map<number, HTMLAnchorElement>())

  const updating = navigation.state === 'loading' && navigation.location.pathname === '/venues'
  const number = new Intl.NumberFormat(i18n.language)
  const suggestHref = root?.user ? '/venues/suggest' : `/auth?redirectTo=${encodeURIComponent('/venues/suggest')}`
  const mapSearchString = queryString(venueSearchParams(query as VenueQuery, ['page']))

  const apply = useCallback(
    (search: string) => {
      form.sent(search)
      navigate(`/venues${search}`, { preventScrollReset: true })
    },
    [form, navigate],
  )

  const onSelect = useCallback(
    (id: number) => {
      const link = cardLinks.current.get(id)
      if (!link) return navigate(`/venues/${id}`)
      const card = document.getElementById(`venue-${id}`)
      card?.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' })
      link.focus({ preventScroll: true })
      setHighlightedId(id)
    },
    [navigate],
  )

  const onSearchArea = useCallback(
    (bbox: Bbox) => navigate(venuesHref({ ...(query as VenueQuery), bbox, page: 1 }), { preventScrollReset: true }),
    [navigate, query],
  )

  const categoryLabel = query.category ? lookups.categories.find((c) => c.slug === query.category) : null
  const firstOnPage = (result.page - 1) * VENUES_PAGE_SIZE + 1

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <Breadcrumbs items={[{ to: '/', label: t('list.home') }, { label: t('list.breadcrumb') }]} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
            {t('list.title')}
            {place || categoryLabel ? (
              <span className="mt-1 block text-2xl font-bold text-brand-700 sm:text-3xl dark:text-violet-300">
                {[
                  categoryLabel ? label('categories', categoryLabel) : null,
                  place ? (place.kind === 'city' ? `${place.name}, ${place.countryName}` : place.name) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
          </h1>
          <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('list.lead')}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 lg:items-end">
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{t('list.suggestHint')}</span>
          <Link to={suggestHref} className={buttonVariants({ variant: 'outline' })}>
            <MapPinPlus aria-hidden className="size-4" />
            {t('list.suggestCta')}
          </Link>
        </div>
      </header>

      <div className="mt-8">
        <VenueFilters
          key={form.version}
          query={query as VenueQuery}
          lookups={lookups}
          countries={countries}
          cities={cities}
          place={place}
          onApply={apply}
          moreOpen={moreOpen}
          onMoreToggle={setMoreOpen}
        />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          <span className="text-base font-bold text-neutral-950 dark:text-white">
            {result.totalCapped
              ? t('list.resultsMore', { formatted: number.format(VENUE_TOTAL_CAP) })
              : t('list.results', { count: result.total, formatted: number.format(result.total) })}
          </span>
          {result.pageCount > 1 && (
            <span className="text-neutral-600 dark:text-neutral-400">
              {' · '}
              {t('list.resultsPage', { page: number.format(result.page), pages: number.format(result.pageCount) })}
            </span>
          )}
          {updating && <span className="sr-only"> {t('list.updating')}</span>}
        </p>
        <button
          type="button"
          onClick={() => setMapOpen((open) => !open)}
          aria-expanded={mapOpen}
          aria-controls="venues-map-panel"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'lg:hidden' })}
        >
          {mapOpen ? <X aria-hidden className="size-4" /> : <MapIcon aria-hidden className="size-4" />}
          {mapOpen ? t('list.hideMap') : t('list.showMap')}
        </button>
      </div>
      <div className="mt-3">
        <ActiveFilters query={query as VenueQuery} lookups={lookups} place={place} />
      </div>
      {result.truncated && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {t('list.openNowTruncated', { formatted: number.format(OPEN_NOW_SCAN_LIMIT) })}
        </p>
      )}
      {result.text === 'too-short' && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('list.queryTooShort', { min: MIN_VENUE_QUERY_LENGTH })}</p>
      )}
      {result.text === 'names' && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('list.queryBroad', { query: query.q })}</p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div id="venues-map-panel" className={cn('lg:order-last lg:block', mapOpen ? 'block' : 'hidden')}>
          <div className="lg:sticky lg:top-24">
            <VenueMap
              search={mapSearchString}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              onSelect={onSelect}
              bbox={query.bbox as Bbox | null}
              onSearchArea={onSearchArea}
            />
          </div>
        </div>

        <section aria-labelledby="venues-results-heading" aria-busy={updating || undefined} className="min-w-0">
          <h2 id="venues-results-heading" className="sr-only">
            {t('list.resultsHeading')}
          </h2>
          {result.venues.length === 0 ? (
            <EmptyState>
              <p className="text-neutral-700 dark:text-neutral-300">{t('list.emptyHint')}</p>
              <div className="flex flex-wrap justify-center gap-3">
                <Link to={suggestHref} className={buttonVariants()}>
                  <MapPinPlus aria-hidden className="size-4" />
                  {t('list.suggestCta')}
                </Link>
                {location.search && (
                  <Link to="/venues" className={buttonVariants({ variant: 'outline' })}>
                    {t('list.clearFilters')}
                  </Link>
                )}
              </div>
            </EmptyState>
          ) : (
            <ol
              start={firstOnPage}
              className={cn(
                'grid gap-4 transition-opacity sm:grid-cols-2 motion-reduce:transition-none [.reduce-motion_&]:transition-none',
                updating && 'opacity-60',
              )}
            >
              {result.venues.map((venue) => (
                <li key={venue.id}>
                  <VenueCard
                    ref={(el) => {
                      if (el) cardLinks.current.set(venue.id, el)
                      else cardLinks.current.delete(venue.id)
                    }}
                    venue={venue}
                    favorited={favorites.includes(String(venue.id))}
                    highlighted={highlightedId === venue.id}
                    onHighlight={setHighlightedId}
                  />
                </li>
              ))}
            </ol>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} search={location.search} />
          {result.page === result.pageCount && (result.totalCapped || result.total > result.pageCount * VENUES_PAGE_SIZE) && (
            <p className="mt-4 text-center text-sm text-neutral-600 dark:text-neutral-400">
              {t('list.pagesCapped', { formatted: number.format(result.pageCount * VENUES_PAGE_SIZE) })}
            </p>
          )}
          {result.venues.length > 0 && (
            <p className="mt-10 text-center text-sm text-neutral-600 dark:text-neutral-400">
              {t('list.suggestHint')}{' '}
              <Link to={suggestHref} className={LINK}>
                {t('list.suggestCta')}
              </Link>
            </p>
          )}
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
