import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { MemberCard } from '~/components/members/member-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { ResultsSection } from '~/components/list-page/results-section'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listDirectory, parseDirectoryQuery, resolveDirectoryQuery } from '~/models/members/directory.server'
import { DIRECTORY_PAGE_SIZE, directoryHref, directorySearchParams, EMPTY_DIRECTORY_QUERY } from '~/models/members/directory-query'
import { viewerOf } from '~/models/viewer'
import { sortedSearch } from '~/utils/url-params'
import { DirectoryFilters } from './__directory/filters-form'

export const handle = { i18n: ['members', 'places'] }

/**
 * /users ('User directory', SPEC §2): members by listedProfile — never those hidden from the
 * directory, blocked either way or suspended; a visitor sees only profiles visible to everyone.
 * Name, city, mode and interests in the URL (app/models/members/directory-query.ts), 24 a page;
 * a URL with empty, invalid or unknown values is redirected to its clean form, and so is a page
 * past the last. Never publicly cached (what it lists depends on the viewer); noindex (people).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = parseDirectoryQuery(url)
  const toClean = (params: URLSearchParams) => {
    const qs = params.toString()
    return redirect(qs ? `/users?${qs}` : '/users', 302)
  }
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const [resolved, i18n] = await Promise.all([resolveDirectoryQuery(db, viewer, raw, language), serverI18n(language)])
  const query = resolved.query
  if (sortedSearch(url.searchParams) !== sortedSearch(directorySearchParams(query))) throw toClean(directorySearchParams(query))
  const list = await listDirectory(db, viewer, resolved, language)
  if (list.page > list.pageCount) throw toClean(directorySearchParams({ ...query, page: list.pageCount }))

  return data(
    {
      query,
      cities: resolved.cities,
      list,
      signedIn: !!user,
      meta: {
        title: `${query.q ? i18n.t('members:meta.directoryTitleSearch', { query: query.q }) : i18n.t('members:meta.directoryTitle')} — ${APP_NAME}`,
        description: i18n.t('members:meta.directoryDescription'),
        canonical: new URL('/users', url.origin).toString(),
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers() {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
}

export default function UserDirectory() {
  const { query, cities, list, signedIn } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('members')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/users'
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/', label: t('directory.home') }, { label: t('directory.breadcrumb') }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('directory.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('directory.lead')}</p>
        {!signedIn && <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t('directory.visitorNote')}</p>}
      </header>

      <div className="mt-8">
        <DirectoryFilters key={location.search} query={query} cities={cities} />
      </div>

      <ResultsSection
        id="users-results-heading"
        list={list}
        pageSize={DIRECTORY_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('directory.resultsHeading'),
          // a count stops at '1,000+' (COUNT_CAP), like every list that grows
          results: t('directory.results', { count: list.total, formatted: `${number.format(list.total)}${list.totalCapped ? '+' : ''}` }),
          page: t('directory.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('directory.updating'),
        }}
        empty={{
          text: t('directory.empty'),
          hint: t('directory.emptyHint'),
          clear: location.search ? { to: directoryHref(EMPTY_DIRECTORY_QUERY), label: t('directory.clearFilters') } : null,
        }}
      >
        {(card) => <MemberCard member={card} />}
      </ResultsSection>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary
