import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { TRAVEL_GUIDE_LANGUAGE, TRAVEL_PAGE_SIZE } from '~/models/travel/guides'
import { listTravelGuides } from '~/models/travel/guides.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['places'] }

/**
 * /travel: every published travel guide, newest first, TRAVEL_PAGE_SIZE a page. The list is the
 * same for everyone (drafts are read by staff from the back office), so it is the visitor's
 * list. A page past the last, or a `page` that is not a number, redirects to the clean address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = url.searchParams.get('page')
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1
  const clean = (p: number) => (p > 1 ? `/travel?page=${p}` : '/travel')
  if (`${url.pathname}${url.search}` !== clean(page)) throw redirect(clean(page), 302)

  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [{ guides, total }, i18n] = await Promise.all([listTravelGuides(db, { page, language }), serverI18n(language)])
  const pageCount = Math.max(1, Math.ceil(total / TRAVEL_PAGE_SIZE))
  if (page > pageCount) throw redirect(clean(pageCount), 302)

  return data(
    {
      guides,
      total,
      page,
      pageCount,
      meta: {
        title: i18n.t('places:travel.listTitle'),
        description: i18n.t('places:travel.listDescription'),
        canonical: new URL(clean(page), url.origin).toString(),
      },
    },
    { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' } },
  )
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})

export const meta = pageMeta

export default function TravelGuides() {
  const { guides, page, pageCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const { search } = useLocation()

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs items={[{ to: '/', label: t('nav.home') }, { label: t('travel.guides') }]} />
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
        {t('travel.guides')}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('travel.intro')}</p>

      {guides.length === 0 ? (
        <div className="mt-8">
          <EmptyState />
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => {
            const place = [guide.cityName, guide.countryName].filter(Boolean).join(', ')
            return (
              <li key={guide.id}>
                <Link
                  to={`/travel/${guide.id}`}
                  className={cn(
                    PANEL,
                    'flex h-full flex-col gap-2 p-5 transition hover:border-brand-600 dark:hover:border-violet-300',
                    FOCUS,
                  )}
                >
                  {place && (
                    <span className="flex items-center gap-1.5 text-sm font-medium text-brand-700 dark:text-violet-300">
                      <MapPin aria-hidden className="size-4" />
                      {guide.flag && <span aria-hidden>{guide.flag}</span>}
                      {place}
                    </span>
                  )}
                  <span lang={TRAVEL_GUIDE_LANGUAGE} className="text-lg font-bold text-neutral-950 dark:text-white">
                    {guide.title}
                  </span>
                  {guide.summary && (
                    <span lang={TRAVEL_GUIDE_LANGUAGE} className="line-clamp-3 text-sm text-neutral-700 dark:text-neutral-300">
                      {guide.summary}
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  )
}

export { DirectoryErrorBoundary as ErrorBoundary }
