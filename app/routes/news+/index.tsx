import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta, type AlternateFeed } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { ResultsSection } from '~/components/list-page/results-section'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listNews, parseNewsQuery, resolveNewsQuery } from '~/models/news/list.server'
import { NEWS_PAGE_SIZE, newsSearchParams } from '~/models/news/query'
import { viewerOf } from '~/models/viewer'
import { NewsCard } from '~/routes/news+/__list/news-card'
import { NewsFilters } from '~/routes/news+/__list/filters-form'
import { newsFeedPath } from '~/routes/news+/__list/feed-response.server'
import { sortedSearch } from '~/utils/url-params'

export const handle = { i18n: ['news', 'places'] }

/**
 * /news (SPEC §2): articles newest first, 20 a page, filtered by topic, source, language and the
 * source's country, all in the URL (app/models/news/query.ts). A URL with empty, invalid or
 * unknown values (a form sent without JavaScript sends every field) is redirected to its clean
 * form, and so is a page past the last one.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = parseNewsQuery(url)
  const toClean = (params: URLSearchParams) => {
    const qs = params.toString()
    return redirect(qs ? `/news?${qs}` : '/news', 302)
  }

  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const [{ query, choices }, i18n] = await Promise.all([resolveNewsQuery(db, viewer, raw, language), serverI18n(language)])
  if (sortedSearch(url.searchParams) !== sortedSearch(newsSearchParams(query))) throw toClean(newsSearchParams(query))

  const list = await listNews(db, viewer, query)
  if (list.page > list.pageCount) throw toClean(newsSearchParams({ ...query, page: list.pageCount }))

  const canonicalQs = newsSearchParams(query, ['page']).toString()
  const canonical = new URL(canonicalQs ? `/news?${canonicalQs}` : '/news', url.origin).toString()

  return data(
    {
      query,
      choices,
      list,
      meta: {
        title: i18n.t('news:meta.title'),
        description: i18n.t('news:meta.description'),
        canonical,
        // feed readers find the list's feeds in the head (its filters, the page aside)
        alternates: [
          { type: 'application/rss+xml', href: newsFeedPath('rss', newsSearchParams(query, ['page'])), title: i18n.t('news:feeds.rss') },
          { type: 'application/atom+xml', href: newsFeedPath('atom', newsSearchParams(query, ['page'])), title: i18n.t('news:feeds.atom') },
        ] satisfies AlternateFeed[],
      },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function NewsPage() {
  const { query, choices, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('news')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/news'
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('list.home') }, { label: t('list.breadcrumb') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('list.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('list.lead')}</p>
      </header>

      <div className="mt-8">
        <NewsFilters key={location.search} query={query} choices={choices} />
      </div>

      <ResultsSection
        id="news-results-heading"
        list={list}
        pageSize={NEWS_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('list.resultsHeading'),
          results: t('list.results', { count: list.total, formatted: `${number.format(list.total)}${list.totalCapped ? '+' : ''}` }),
          page: t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('list.updating'),
        }}
        empty={{
          text: t('list.empty'),
          hint: t('list.emptyHint'),
          clear: location.search ? { to: '/news', label: t('list.clearFilters') } : null,
        }}
      >
        {(card) => <NewsCard article={card} />}
      </ResultsSection>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
