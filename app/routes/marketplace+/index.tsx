import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { ListingCard } from '~/components/marketplace/listing-card'
import { ResultsSection } from '~/components/list-page/results-section'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listMarketplace, parseMarketplaceQuery, resolveMarketplaceQuery } from '~/models/marketplace/list.server'
import { listingHref, MARKETPLACE_PAGE_SIZE, marketplaceHref, marketplaceSearchParams } from '~/models/marketplace/query'
import { viewerOf } from '~/models/viewer'
import { serializeJsonLd } from '~/utils/json-ld'
import { useNonce } from '~/utils/nonce'
import { sortedSearch } from '~/utils/url-params'
import { MarketplaceFilters } from './__list/filters-form'

export const handle = { i18n: ['marketplace', 'places'] }

/**
 * /marketplace (SPEC §1, §2: 'Market'): items with their picture, price (a sale price beside the
 * old one struck through, in the reader's language and the item's currency), labels and rating;
 * words, category, price range and the four labels as filters, five orders and pages, all in the
 * URL (app/models/marketplace/query.ts). A URL with empty, invalid or unknown values (a form sent
 * without JavaScript sends every field) is redirected to its clean form, and so is a page past
 * the last one. JSON-LD ItemList of the page's items. Reads: models/marketplace/list.server.ts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = parseMarketplaceQuery(url)
  const toClean = (params: URLSearchParams) => {
    const qs = params.toString()
    return redirect(qs ? `/marketplace?${qs}` : '/marketplace', 302)
  }
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const [resolved, i18n] = await Promise.all([resolveMarketplaceQuery(db, raw), serverI18n(language)])
  const query = resolved.query
  if (sortedSearch(url.searchParams) !== sortedSearch(marketplaceSearchParams(query))) throw toClean(marketplaceSearchParams(query))

  const list = await listMarketplace(db, viewer, resolved)
  if (list.page > list.pageCount) throw toClean(marketplaceSearchParams({ ...query, page: list.pageCount }))

  const title = query.q ? i18n.t('marketplace:meta.titleSearch', { query: query.q }) : i18n.t('marketplace:meta.title')
  const canonicalQs = marketplaceSearchParams(query, ['page', 'sort']).toString()
  const canonical = new URL(canonicalQs ? `/marketplace?${canonicalQs}` : '/marketplace', url.origin).toString()
  return data(
    {
      query,
      categories: resolved.categories,
      list,
      origin: url.origin,
      meta: { title, description: i18n.t('marketplace:meta.description'), canonical, noindex: !!query.q },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function MarketplacePage() {
  const { query, categories, list, origin, meta } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('marketplace')
  const location = useLocation()
  const navigation = useNavigation()
  const nonce = useNonce()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/marketplace'
  const number = new Intl.NumberFormat(i18n.language)
  const jsonLd = useMemo(
    () =>
      serializeJsonLd({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: meta.title,
        itemListElement: list.cards.map((card, i) => ({
          '@type': 'ListItem',
          position: (list.page - 1) * MARKETPLACE_PAGE_SIZE + i + 1,
          url: new URL(listingHref(card), origin).toString(),
          name: card.title,
        })),
      }),
    [list, origin, meta.title],
  )
  const results = list.totalCapped
    ? t('list.resultsMore', { formatted: number.format(list.total) })
    : t('list.results', { count: list.total, formatted: number.format(list.total) })

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('list.home') }, { label: t('list.breadcrumb') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('list.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('list.lead')}</p>
      </header>

      <div className="mt-8">
        <MarketplaceFilters key={location.search} query={query} categories={categories} />
      </div>

      <ResultsSection
        id="marketplace-results-heading"
        list={list}
        pageSize={MARKETPLACE_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('list.resultsHeading'),
          results,
          page: t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('list.updating'),
        }}
        empty={{
          text: t('list.empty'),
          hint: t('list.emptyHint'),
          clear: location.search
            ? {
                to: marketplaceHref({ ...query, q: '', category: null, flags: [], min: null, max: null, page: 1 }),
                label: t('list.clearFilters'),
              }
            : null,
        }}
      >
        {(card) => <ListingCard listing={card} />}
      </ResultsSection>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
