import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { LINK } from '~/components/ui/link-styles'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { excerpt } from '~/models/feed/mentions.server'
import { getPost } from '~/models/feed/posts.server'
import { decodeCursor, postHref } from '~/models/feed/query'
import { PostIdSchema } from '~/models/feed/schema'
import { isStaff, viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { CommentForm, CommentItem } from '~/components/feed/post-comments'
import { PostCard } from '~/components/feed/post-card'
import { handlePostAction } from './__feed/post-action.server'

/**
 * /feed/{postId}: one post (for notification links and sharing) with its comments, oldest
 * first, 50 a page (?comments= cursor). The same rule as the feed (visibleFeedPost): a post the
 * reader may not see is the same 404 as an unknown id — a visitor may open a public post; the
 * page is never indexed or publicly cached. Its action takes every form of a post (likes,
 * comments, deleting, moderators' hiding): __feed/post-action.server.ts.
 */
export const handle = { i18n: ['feed'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const postId = PostIdSchema.safeParse(params.postId)
  if (!postId.success) throw new Response(null, { status: 404 })
  const url = new URL(request.url)
  const rawAfter = url.searchParams.get('comments')
  const after = decodeCursor(rawAfter) ? rawAfter : null
  const clean = after ? `${postHref(postId.data)}?comments=${after}` : postHref(postId.data)
  if (`${url.pathname}${url.search}` !== clean) throw redirect(clean)
  const user = await getCurrentUser(request, context)
  const viewer = viewerOf(user)
  const [post, i18n] = await Promise.all([
    getPost(getDb(context.cloudflare.env.DB), viewer, postId.data, { commentsAfter: after }),
    serverI18n(await getLanguage(request)),
  ])
  if (!post) throw new Response(null, { status: 404, headers: PRIVATE })
  const name = post.author.name ?? i18n.t('feed:anonymous')
  return data(
    {
      post,
      firstComments: !after,
      viewer: { signedIn: !!viewer, staff: isStaff(viewer) },
      meta: {
        title: i18n.t('feed:post.title', { name }),
        // a content warning stands in for the text
        description: post.contentWarning ? i18n.t('feed:warning.label', { warning: post.contentWarning }) : excerpt(post.content, 160),
        canonical: `${url.origin}${postHref(post.id)}`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export const headers = () => PRIVATE
export const meta = pageMeta

export const action = ({ request, context, params }: ActionFunctionArgs) => {
  const postId = PostIdSchema.safeParse(params.postId)
  if (!postId.success) throw new Response(null, { status: 404 })
  return handlePostAction(request, context, postId.data)
}

export default function PostPage() {
  const { post, firstComments, viewer } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('feed')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const commentError = answer && answer.intent === 'comment' ? answer.error : undefined
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/feed" className={cn(LINK, 'text-sm')}>
        {t('post.back')}
      </Link>
      <h1 className="sr-only">{t('post.title', { name: post.author.name ?? t('anonymous') })}</h1>
      {answer && answer.intent !== 'comment' && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-400/10 dark:text-red-200">
          {answer.error}
        </p>
      )}
      <div className="mt-4">
        <PostCard post={post} viewer={viewer} redirectTo={here} detail />
      </div>
      <section id="comments" aria-labelledby="comments-title" className="mt-8">
        <h2 id="comments-title" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('comments.count', { count: post.commentCount })}
        </h2>
        {!firstComments && (
          <p className="mt-2 text-sm">
            <Link to={`${postHref(post.id)}#comments`} className={LINK}>
              {t('comments.first')}
            </Link>
          </p>
        )}
        {post.comments.length ? (
          <ul className="mt-4 grid gap-2">
            {post.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} viewer={viewer} redirectTo={here} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t('comments.none')}</p>
        )}
        {post.nextComments && (
          <p className="mt-4">
            <Link
              to={`${postHref(post.id)}?comments=${post.nextComments}#comments`}
              className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}
            >
              {t('comments.more')}
            </Link>
          </p>
        )}
        {viewer.signedIn ? (
          <CommentForm postId={post.id} redirectTo={here} error={commentError} value={commentError ? answer?.value : undefined} />
        ) : (
          <p className="mt-4 text-sm">
            <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={LINK}>
              {t('comments.signIn')}
            </Link>
          </p>
        )}
      </section>
    </div>
  )
}
