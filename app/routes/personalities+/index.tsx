import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { ResultsSection } from '~/components/list-page/results-section'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listPersonalities, parsePersonalityQuery, resolvePersonalityQuery } from '~/models/personalities/list.server'
import {
  MIN_PERSONALITY_QUERY_LENGTH,
  PERSONALITIES_PAGE_SIZE,
  personalitiesHref,
  personalitySearchParams,
} from '~/models/personalities/query'
import { viewerOf } from '~/models/viewer'
import { PersonalityCard } from '~/components/personalities/personality-card'
import { PersonalityFilters } from '~/routes/personalities+/__list/filters-form'
import { sortedSearch } from '~/utils/url-params'

export const handle = { i18n: ['personalities', 'places'] }

/**
 * /personalities (SPEC §2): text, profession, field, country, era and tag filters, three orders
 * and pages, all in the URL (app/models/personalities/query.ts). A URL with empty, invalid or
 * unknown values (a form sent without JavaScript sends every field) is redirected to its clean
 * form, and so is a page past the last one.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = parsePersonalityQuery(url)
  const toClean = (params: URLSearchParams) => {
    const qs = params.toString()
    return redirect(qs ? `/personalities?${qs}` : '/personalities', 302)
  }

  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const [resolved, i18n] = await Promise.all([resolvePersonalityQuery(db, viewer, raw, language), serverI18n(language)])
  const query = resolved.query
  if (sortedSearch(url.searchParams) !== sortedSearch(personalitySearchParams(query))) throw toClean(personalitySearchParams(query))

  const list = await listPersonalities(db, viewer, resolved, language)
  if (list.page > list.pageCount) throw toClean(personalitySearchParams({ ...query, page: list.pageCount }))

  const title = query.q ? i18n.t('personalities:meta.titleSearch', { query: query.q }) : i18n.t('personalities:meta.title')
  const canonicalQs = personalitySearchParams(query, ['page', 'sort']).toString()
  const canonical = new URL(canonicalQs ? `/personalities?${canonicalQs}` : '/personalities', url.origin).toString()

  return data(
    {
      query,
      choices: resolved.choices,
      tag: resolved.tag ? { name: resolved.tag.name, slug: resolved.tag.slug } : null,
      textTooShort: resolved.textTooShort,
      list,
      meta: { title, description: i18n.t('personalities:meta.description'), canonical, noindex: !!query.q },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function PersonalitiesPage() {
  const { query, choices, tag, textTooShort, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('personalities')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/personalities'
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
        <PersonalityFilters key={location.search} query={query} choices={choices} tag={tag} />
      </div>

      {textTooShort && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {t('list.queryTooShort', { min: MIN_PERSONALITY_QUERY_LENGTH })}
        </p>
      )}

      <ResultsSection
        id="personalities-results-heading"
        list={list}
        pageSize={PERSONALITIES_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('list.resultsHeading'),
          results: t('list.results', { count: list.total, formatted: number.format(list.total) }),
          page: t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('list.updating'),
        }}
        empty={{
          text: t('list.empty'),
          hint: t('list.emptyHint'),
          clear: location.search
            ? {
                to: personalitiesHref({
                  ...query,
                  q: '',
                  profession: null,
                  category: null,
                  country: null,
                  era: null,
                  tag: null,
                  page: 1,
                }),
                label: t('list.clearFilters'),
              }
            : null,
        }}
      >
        {(card) => <PersonalityCard person={card} />}
      </ResultsSection>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
