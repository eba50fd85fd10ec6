import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { BookOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { Pagination } from '~/components/list-page/pagination'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { getDb } from '~/db/client'
import { directionOf } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listContentPages } from '~/models/wiki/pages.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['content', 'places'] }

/**
 * /content: the wiki's index — every published page once, titled in the reader's language where
 * it has a version in it, by title, 50 a page. A `page` that is not a page of the list redirects
 * to the clean address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = url.searchParams.get('page')
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1
  const clean = (p: number) => (p > 1 ? `/content?page=${p}` : '/content')
  if (`${url.pathname}${url.search}` !== clean(page)) throw redirect(clean(page), 302)
  const language = await getLanguage(request)
  const [list, i18n] = await Promise.all([listContentPages(getDb(context.cloudflare.env.DB), { language, page }), serverI18n(language)])
  if (page > list.pageCount) throw redirect(clean(list.pageCount), 302)
  return data(
    {
      ...list,
      page,
      meta: {
        title: i18n.t('content:index.metaTitle'),
        description: i18n.t('content:index.intro'),
        canonical: new URL(clean(page), url.origin).toString(),
      },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Accept-Language, Cookie' } },
  )
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})

export const meta = pageMeta

export default function WikiIndex() {
  const { entries, page, pageCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  const { search } = useLocation()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs items={[{ to: '/', label: t('home') }, { label: t('wiki') }]} />
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
        {t('index.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('index.intro')}</p>
      {entries.length === 0 ? (
        <div className="mt-8">
          <EmptyState />
        </div>
      ) : (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.slug}>
              <Link
                to={`/content/${encodeURIComponent(entry.slug)}`}
                className={cn(
                  PANEL,
                  'flex h-full items-center gap-3 p-4 font-semibold text-neutral-950 hover:border-brand-600 dark:text-white dark:hover:border-violet-300',
                  FOCUS,
                )}
              >
                <BookOpen aria-hidden className="size-5 shrink-0 text-brand-700 dark:text-violet-300" />
                <span lang={entry.locale} dir={directionOf(entry.locale)}>
                  {entry.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  )
}

export { DirectoryErrorBoundary as ErrorBoundary }
