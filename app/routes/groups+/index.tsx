import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { CrewCard } from '~/components/crews/crew-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { ResultsSection } from '~/components/list-page/results-section'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { crewFilterChoices, listCrews } from '~/models/crews/list.server'
import { CREW_PAGE_SIZE, crewListHref, crewSearchParams, EMPTY_CREW_QUERY, parseCrewQuery } from '~/models/crews/list-query'
import { viewerOf } from '~/models/viewer'
import { sortedSearch } from '~/utils/url-params'
import { CreateCrew } from './__create/create-crew'
import { CrewFilters } from './__list/filters-form'

export const handle = { i18n: ['crews', 'places'] }

/**
 * /groups ('Crews', SPEC §2): the crews a viewer may know (crewTeaserVisible): public ones, the
 * viewer's own, and private crews their leaders list, by name, description and size only.
 * Words, city, country, category, size and sort in the URL (app/models/crews/list-query.ts), 24
 * a page; a URL with empty, invalid or unknown values is redirected to its clean form, and so is
 * a page past the last. Never publicly cached: what it lists depends on the viewer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = parseCrewQuery(url)
  const toClean = (params: URLSearchParams) => {
    const qs = params.toString()
    return redirect(qs ? `/groups?${qs}` : '/groups', 302)
  }
  if (sortedSearch(url.searchParams) !== sortedSearch(crewSearchParams(query))) throw toClean(crewSearchParams(query))
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const [list, choices, i18n] = await Promise.all([
    listCrews(db, viewer, query, language),
    crewFilterChoices(db, viewer, language),
    serverI18n(language),
  ])
  if (list.page > list.pageCount) throw toClean(crewSearchParams({ ...query, page: list.pageCount }))

  return data(
    {
      query,
      choices,
      list,
      signedIn: !!user,
      meta: {
        title: `${query.q ? i18n.t('crews:list.metaTitleSearch', { query: query.q }) : i18n.t('crews:list.metaTitle')} — ${APP_NAME}`,
        description: i18n.t('crews:list.metaDescription'),
        canonical: new URL('/groups', url.origin).toString(),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers() {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
}

export default function Crews() {
  const { query, choices, list, signedIn } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('crews')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/groups'
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <Breadcrumbs items={[{ to: '/', label: t('list.home') }, { label: t('title') }]} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
            {t('title')}
          </h1>
          <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('list.lead')}</p>
        </div>
        <CreateCrew signedIn={signedIn} />
      </header>

      <div className="mt-8">
        <CrewFilters key={location.search} query={query} choices={choices} />
      </div>

      <ResultsSection
        id="groups-results-heading"
        list={list}
        pageSize={CREW_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('list.resultsHeading'),
          // a count stops at '1,000+' (COUNT_CAP), like every list that grows
          results: t('list.results', { count: list.total, formatted: `${number.format(list.total)}${list.totalCapped ? '+' : ''}` }),
          page: t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('list.updating'),
        }}
        empty={{
          text: t('list.empty'),
          hint: t('list.emptyHint'),
          clear: location.search ? { to: crewListHref(EMPTY_CREW_QUERY), label: t('list.clearFilters') } : null,
        }}
      >
        {(card) => <CrewCard crew={card} />}
      </ResultsSection>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
