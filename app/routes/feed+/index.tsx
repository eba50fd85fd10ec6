import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { Newspaper } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listFeed } from '~/models/feed/posts.server'
import { decodeCursor, FEED_TABS, feedHref, isFeedTab } from '~/models/feed/query'
import { isStaff, viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { CreatePost } from './__feed/create-post'
import { PostCard } from '~/components/feed/post-card'

/**
 * /feed (SPEC §2): members' posts, newest first, as far as visibleFeedPost lets the member see
 * them; tabs Everyone, Friends and My crews (crews the member is an active member of); 20 a
 * page with an 'older posts' link carrying the cursor (?before=, decision 027). Members only: a
 * visitor is sent to sign in and back. A messy address (an unknown tab, a cursor we did not
 * write, other parameters) redirects to its clean form.
 */
export const handle = { i18n: ['feed'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const url = new URL(request.url)
  const rawTab = url.searchParams.get('tab')
  const tab = isFeedTab(rawTab) ? rawTab : 'everyone'
  const rawBefore = url.searchParams.get('before')
  const before = decodeCursor(rawBefore) ? rawBefore : null
  const clean = feedHref(tab, before)
  if (`${url.pathname}${url.search}` !== clean) throw redirect(clean)
  const viewer = viewerOf(user)
  const [page, i18n] = await Promise.all([
    listFeed(getDb(context.cloudflare.env.DB), viewer, { tab, before }),
    serverI18n(await getLanguage(request)),
  ])
  return data(
    {
      ...page,
      tab,
      first: !before,
      viewer: { signedIn: true, staff: isStaff(viewer) },
      meta: {
        title: i18n.t('feed:metaTitle'),
        description: i18n.t('feed:metaDescription'),
        canonical: `${url.origin}/feed`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export const headers = () => PRIVATE
export const meta = pageMeta

export default function FeedPage() {
  const { posts, next, tab, first, viewer } = useLoaderData<typeof loader>()
  const { t } = useTranslation('feed')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
          <Newspaper aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
          {t('title')}
        </h1>
        <CreatePost />
      </div>
      <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('lead')}</p>
      <nav aria-label={t('tabs.label')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FEED_TABS.map((key) => (
            <li key={key}>
              <Link
                to={feedHref(key)}
                aria-current={key === tab ? 'page' : undefined}
                className={buttonVariants({ variant: key === tab ? 'current' : 'outline', size: 'sm', shape: 'pill' })}
              >
                {t(`tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p role="status" className={cn(PANEL, 'mt-8 px-6 py-12 text-center text-lg text-neutral-800 dark:text-neutral-200')}>
          {first ? t(`empty.${tab}`) : t('endOfFeed')}
        </p>
      ) : (
        <ol className="mt-8 grid gap-6" aria-label={t('listLabel')}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} redirectTo={here} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t('pagesLabel')} className="mt-8 flex flex-wrap justify-between gap-3">
        {!first && (
          <Link to={feedHref(tab)} className={cn(LINK, FOCUS)}>
            {t('newest')}
          </Link>
        )}
        {next && (
          <Link to={feedHref(tab, next)} className={buttonVariants({ variant: 'outline', shape: 'pill' })} rel="next">
            {t('more')}
          </Link>
        )}
      </nav>
    </div>
  )
}
