import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { filtersOf, HITS_PER_PAGE, searchUrl, SUGGEST_MIN_CHARS, type SearchAnswer } from '~/models/search/query'
import { searchSite } from '~/models/search/search.server'
import { fold } from '~/models/search/text'
import { viewerOf } from '~/models/viewer'
import { SearchForm } from '~/routes/search+/__results/search-form'
import { SearchResults, SearchStart } from '~/routes/search+/__results/search-results'
import { directHit, readSearchUrl, sameAddress } from '~/routes/search+/__results/search-state.server'

export const handle = { i18n: ['search', 'places'] }

/**
 * /search (SPEC §2 full search, §4 Search, §8, §9): the site search's results for the URL's
 * query and filters, 20 a page, grouped by type with each type's count. The URL is the state
 * (models/search/query.ts): a form sent without JavaScript, or a URL with bad values, is
 * redirected to its clean form; a blank query runs no search, a one-letter one neither (too
 * broad to rank). Every hit comes through searchSite, that is through its type's visibility rule
 * for this viewer: nothing is filtered here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { state, clean } = readSearchUrl(url)
  if (!sameAddress(url.pathname + url.search, clean)) throw redirect(clean, 302)

  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const i18n = await serverI18n(language)
  const query = state.q.trim()
  const meta = {
    title: query ? i18n.t('search:meta.titleQuery', { query }) : i18n.t('search:meta.title'),
    description: i18n.t('search:meta.description'),
    canonical: new URL('/search', url.origin).toString(),
    // results pages are for the member, not for search engines (site-map: indexable false)
    noindex: true,
  }
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }
  const status = !query ? 'blank' : [...fold(query)].length < SUGGEST_MIN_CHARS ? 'short' : 'results'
  if (status !== 'results') return data({ state, status, answer: null, tabs: null, meta } as const, { headers })

  const db = getDb(context.cloudflare.env.DB)
  const viewer = viewerOf(user)
  const filters = filtersOf(state)
  // narrowed to some types, the tabs still count every type: the same search without them, counts only
  const { types: _narrowed, ...unnarrowed } = filters
  const [answer, everyType] = await Promise.all([
    searchSite(db, viewer, { query, filters, hitsPerPage: HITS_PER_PAGE, page: state.page }),
    state.types.length ? searchSite(db, viewer, { query, filters: unnarrowed, hitsPerPage: 1 }) : null,
  ])

  if (state.direct && state.page === 1) {
    const target = directHit(query, answer)
    if (target) throw redirect(target, 302)
  }
  // a page past the last one: the last one (or the first, with nothing found)
  if (answer.page !== state.page) throw redirect(searchUrl({ ...state, page: answer.page }), 302)

  const results: Omit<SearchAnswer, 'suggestions'> = {
    hits: answer.hits,
    counts: answer.counts,
    categories: answer.categories,
    nbHits: answer.nbHits,
    page: answer.page,
    nbPages: answer.nbPages,
  }
  const tabs = { counts: (everyType ?? answer).counts, total: (everyType ?? answer).nbHits }
  return data({ state, status, answer: results, tabs, meta } as const, { headers })
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function SearchPage() {
  const { state, status, answer, tabs } = useLoaderData<typeof loader>()
  const { t } = useTranslation('search')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/search'

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('page.home') }, { label: t('page.breadcrumb') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('page.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('page.lead')}</p>
      </header>

      <div className="mt-8">
        {/* keyed by the address: the fields show the URL's values after every navigation */}
        <SearchForm key={location.search} state={state} categories={answer?.categories ?? []} />
      </div>

      {status === 'blank' && <SearchStart />}
      {status === 'short' && (
        <p role="status" className="mt-6 text-neutral-700 dark:text-neutral-300">
          {t('short')}
        </p>
      )}
      {status === 'results' && answer && tabs && (
        <SearchResults state={state} answer={answer} tabs={tabs} search={location.search} updating={updating} />
      )}
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
