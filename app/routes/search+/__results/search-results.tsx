import { Link } from '@remix-run/react'
import { CalendarDays, MapPin, Search, SearchX, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '~/components/list-page/pagination'
import { TYPE_ICONS } from '~/components/search/type-icons'
import { buttonVariants } from '~/components/ui/button'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { HITS_PER_PAGE, PAGES_MAX, SEARCH_TYPES, searchUrl, type SearchAnswer, type SearchHit } from '~/models/search/query'
import { cn } from '~/utils/cn'
import type { SearchState } from './search-form'

/** A blank query: no search runs, the page invites one. */
export function SearchStart() {
  const { t } = useTranslation('search')
  return (
    <div className={cn(PANEL, 'mt-6 flex flex-col items-center gap-2 px-6 py-12 text-center')}>
      <Search aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
      <h2 className="text-lg font-semibold text-neutral-950 dark:text-white">{t('start.title')}</h2>
      <p className="max-w-prose text-neutral-700 dark:text-neutral-300">{t('start.body')}</p>
    </div>
  )
}

type Results = Omit<SearchAnswer, 'suggestions'>

/**
 * The results: type tabs (each type's count over the whole search), the status line, the page's
 * hits grouped by type in SPEC §3's order under a heading with the type's count, the page links;
 * or SPEC §8's no-results message (never while the next results load).
 */
export function SearchResults({
  state,
  answer,
  tabs,
  search,
  updating,
}: {
  state: SearchState
  answer: Results
  tabs: { counts: Results['counts']; total: number }
  search: string
  updating: boolean
}) {
  const { t, i18n } = useTranslation('search')
  const number = new Intl.NumberFormat(i18n.language)
  const query = state.q.trim()
  const groups = SEARCH_TYPES.map((type) => ({ type, hits: answer.hits.filter((hit) => hit.type === type) })).filter((g) => g.hits.length)
  const filtered = searchUrl({ q: state.q }) !== searchUrl({ ...state, page: 1, direct: false })

  return (
    <section aria-labelledby="search-results-heading" aria-busy={updating || undefined} className="mt-8">
      <h2 id="search-results-heading" className="sr-only">
        {t('results.heading')}
      </h2>
      <TypeTabs state={state} tabs={tabs} />

      {answer.nbHits === 0 ? (
        updating ? (
          <p role="status" className="mt-6 text-neutral-700 dark:text-neutral-300">
            {t('results.updating')}
          </p>
        ) : (
          <div role="status" className={cn(PANEL, 'mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center')}>
            <SearchX aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
            <p className="text-lg font-semibold text-balance break-words text-neutral-950 dark:text-white">{t('none.title', { query })}</p>
            <p className="text-neutral-700 dark:text-neutral-300">{t('none.hint')}</p>
            {filtered && (
              <Link to={searchUrl({ q: state.q })} className={buttonVariants({ variant: 'outline' })}>
                {t('page.clear')}
              </Link>
            )}
          </div>
        )
      ) : (
        <>
          <p role="status" className="mt-6 text-sm font-medium text-neutral-800 dark:text-neutral-200">
            <span className="text-base font-bold break-words text-neutral-950 dark:text-white">
              {t('results.count', { count: answer.nbHits, formatted: number.format(answer.nbHits), query })}
            </span>
            {answer.nbPages > 1 && (
              <span className="text-neutral-600 dark:text-neutral-400">
                {' · '}
                {t('results.page', { page: number.format(answer.page), pages: number.format(answer.nbPages) })}
              </span>
            )}
            {updating && <span className="sr-only"> {t('results.updating')}</span>}
          </p>
          <div className={cn('mt-4 space-y-8 transition-opacity motion-reduce:transition-none', updating && 'opacity-60')}>
            {groups.map(({ type, hits }) => {
              const Icon = TYPE_ICONS[type]
              return (
                <section key={type} aria-labelledby={`search-group-${type}`}>
                  <h3 id={`search-group-${type}`} className="flex items-baseline gap-2 text-xl font-bold text-neutral-950 dark:text-white">
                    <Icon aria-hidden className="size-5 self-center text-brand-700 dark:text-violet-300" />
                    {t(`shell:search.types.${type}`)}
                    <span className="text-sm font-medium text-neutral-600 dark:text-neutral-400">
                      {t('results.groupCount', { count: answer.counts[type] ?? hits.length })}
                    </span>
                  </h3>
                  <ul className="mt-3 grid gap-3 lg:grid-cols-2">
                    {hits.map((hit) => (
                      <li key={hit.objectID}>
                        <HitRow hit={hit} />
                      </li>
                    ))}
                  </ul>
                </section>
              )
            })}
          </div>
          {answer.nbPages === PAGES_MAX && answer.page === PAGES_MAX && (
            <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">
              {t('results.capped', { max: number.format(PAGES_MAX * HITS_PER_PAGE) })}
            </p>
          )}
          <Pagination page={answer.page} pageCount={answer.nbPages} search={search} />
        </>
      )}
    </section>
  )
}

/** Links that narrow the search to one type (or back to all), each with its count; only types with hits are offered. */
function TypeTabs({ state, tabs }: { state: SearchState; tabs: { counts: Results['counts']; total: number } }) {
  const { t, i18n } = useTranslation('search')
  const number = new Intl.NumberFormat(i18n.language)
  const offered = SEARCH_TYPES.filter((type) => (tabs.counts[type] ?? 0) > 0 || state.types.includes(type))
  if (tabs.total === 0 && state.types.length === 0) return null
  const tab = (key: string, to: string, label: string, count: number, current: boolean) => (
    <li key={key}>
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={cn(buttonVariants({ variant: current ? 'current' : 'outline', size: 'sm' }), 'rounded-full whitespace-nowrap')}
      >
        {label}
        <span className={cn('tabular-nums', !current && 'text-neutral-600 dark:text-neutral-400')}>{number.format(count)}</span>
      </Link>
    </li>
  )
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex flex-wrap gap-2">
        {tab('all', searchUrl({ ...state, types: [], page: 1, direct: false }), t('tabs.all'), tabs.total, state.types.length === 0)}
        {offered.map((type) =>
          tab(
            type,
            searchUrl({ ...state, types: [type], page: 1, direct: false }),
            t(`shell:search.types.${type}`),
            tabs.counts[type] ?? 0,
            state.types.length === 1 && state.types[0] === type,
          ),
        )}
      </ul>
    </nav>
  )
}

/** One hit: its picture (lazy, sized) or its type's icon, the title linking to it (SPEC §2), the facts it has. */
function HitRow({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation('search')
  const Icon = TYPE_ICONS[hit.type]
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  // UTC, so the server and the browser write the same day
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const date = hit.date && !Number.isNaN(Date.parse(hit.date)) ? new Date(hit.date) : null
  return (
    <article
      className={cn(
        PANEL,
        'relative flex gap-4 p-3 focus-within:border-brand-400 hover:border-brand-400 sm:p-4 dark:hover:border-violet-400',
      )}
    >
      {hit.imageUrl ? (
        <img
          src={hit.imageUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-xl bg-neutral-100 object-cover sm:size-20 dark:bg-neutral-800"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-20 dark:bg-violet-400/10 dark:text-violet-300"
        >
          <Icon className="size-7" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h4 className="text-base leading-snug font-bold break-words text-neutral-950 sm:text-lg dark:text-white">
          <Link to={hit.href} className={cn(FOCUS, 'rounded after:absolute after:inset-0 hover:underline')}>
            {hit.title}
          </Link>
        </h4>
        {hit.description && (
          <p className="mt-1 line-clamp-2 text-sm break-words text-neutral-800 dark:text-neutral-200">{hit.description}</p>
        )}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          {hit.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
              {hit.category}
            </span>
          )}
          {hit.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {hit.location}
            </span>
          )}
          {date && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              <time dateTime={date.toISOString()}>{day.format(date)}</time>
            </span>
          )}
          {hit.price !== null && <span>{hit.price === 0 ? t('hit.free') : t('hit.price', { price: number.format(hit.price) })}</span>}
          {hit.rating !== null && hit.rating > 0 && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 shrink-0 fill-amber-400 text-amber-500" />
              <span aria-hidden>{number.format(hit.rating)}</span>
              <span className="sr-only">{t('hit.rating', { rating: number.format(hit.rating) })}</span>
            </span>
          )}
        </p>
      </div>
    </article>
  )
}
