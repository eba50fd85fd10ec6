/**
 * One post of the feed and of its own page: author, time, visibility, the content warning
 * folding text and photos (<details>: works without JavaScript, opened by keyboard), photos
 * with their alt text, likes, comments, and the member's and moderators' forms. Every form is
 * a plain POST to /feed/{postId} (Remix's Form: a navigation with JavaScript, a page load
 * without) that redirects back to `redirectTo`: no form library on the page.
 */
import { Form, Link } from '@remix-run/react'
import { Heart, MessageCircle, Trash2, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS } from '~/components/ui/surface'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import type { FeedPost } from '~/models/feed/posts.server'
import { postHref } from '~/models/feed/query'
import { cn } from '~/utils/cn'
import { AuthorLink, useFeedTime } from './post-byline'
import { CommentForm, CommentItem, type PostCardViewer } from './post-comments'
import { Hidden } from './post-form-inputs'
import { HiddenMark, HideForm, UnhideForm } from './post-moderation'

function Photos({ photos }: { photos: FeedPost['photos'] }) {
  if (!photos.length) return null
  return (
    <ul className={cn('mt-3 grid gap-2', photos.length > 1 && 'grid-cols-2')}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <img
            src={photo.url}
            alt={photo.alt}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-96 w-full rounded-xl bg-neutral-100 object-cover dark:bg-neutral-800"
          />
        </li>
      ))}
    </ul>
  )
}

function Body({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed')
  const inner = (
    <>
      <p className="mt-3 break-words whitespace-pre-line text-neutral-900 dark:text-neutral-100">{post.content}</p>
      <Photos photos={post.photos} />
    </>
  )
  if (!post.contentWarning) return inner
  return (
    <details
      className="mt-3 rounded-xl border border-amber-300 bg-amber-50/60 p-3 dark:border-amber-400/40 dark:bg-amber-400/5"
      data-content-warning
    >
      <summary className={cn(FOCUS, 'cursor-pointer rounded font-medium text-amber-950 dark:text-amber-100')}>
        <TriangleAlert aria-hidden className="me-1 inline size-4 align-[-2px]" />
        {t('warning.label', { warning: post.contentWarning })} <span className="text-sm font-normal underline">{t('warning.open')}</span>
      </summary>
      {inner}
    </details>
  )
}

export function PostCard({
  post,
  viewer,
  redirectTo,
  headingLevel = 2,
  detail = false,
}: {
  post: FeedPost
  viewer: PostCardViewer
  redirectTo: string
  headingLevel?: 2 | 3
  detail?: boolean
}) {
  const { t } = useTranslation('feed')
  const time = useFeedTime()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // under a content warning the feed shows no comments (they may quote what it warns of): its page does
  const previews = post.contentWarning ? [] : post.comments
  const more = post.commentCount - previews.length
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={`post-${post.id}-by`}
      className="rounded-2xl border border-neutral-200 bg-white/80 p-4 shadow-sm sm:p-5 dark:border-neutral-800 dark:bg-neutral-900/70"
    >
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <Heading id={`post-${post.id}-by`} className="text-base font-semibold">
          <AuthorLink author={post.author} />
        </Heading>
        <Link to={postHref(post.id)} className={cn(LINK, 'text-sm font-normal text-neutral-700 dark:text-neutral-300')}>
          <time dateTime={post.createdAt}>{time(post.createdAt)}</time>
        </Link>
        <span className="rounded-full bg-neutral-900/5 px-2 py-0.5 text-xs font-medium text-neutral-800 dark:bg-white/10 dark:text-neutral-200">
          <span className="sr-only">{t('visibilityLabel')} </span>
          {t(`visibility.${post.visibility}`)}
          {post.crew ? ` · ${post.crew.name}` : ''}
        </span>
      </header>
      {post.hidden && <HiddenMark reason={post.hiddenReason} />}
      <Body post={post} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Form method="post" action={postHref(post.id)} preventScrollReset>
          <Hidden intent={post.likedByMe ? 'unlike' : 'like'} redirectTo={redirectTo} />
          <button
            type="submit"
            aria-pressed={post.likedByMe}
            className={buttonVariants({ variant: post.likedByMe ? 'subtle' : 'outline', size: 'sm', shape: 'pill' })}
          >
            <Heart aria-hidden className={cn('size-4', post.likedByMe && 'fill-current text-rose-700 dark:text-rose-300')} />
            {t('like')}
            <span className="tabular-nums">{t('likes', { count: post.likeCount })}</span>
          </button>
        </Form>
        {!detail && (
          <Link to={`${postHref(post.id)}#comments`} className={buttonVariants({ variant: 'ghost', size: 'sm', shape: 'pill' })}>
            <MessageCircle aria-hidden className="size-4" />
            {t('comments.count', { count: post.commentCount })}
          </Link>
        )}
        {post.mine ? (
          <Form method="post" action={postHref(post.id)}>
            <Hidden intent="deletePost" redirectTo={detail ? '/feed' : redirectTo} />
            <button type="submit" className={buttonVariants({ variant: 'ghostDanger', size: 'sm' })}>
              <Trash2 aria-hidden className="size-4" />
              {t('post.delete')}
            </button>
          </Form>
        ) : (
          viewer.signedIn && <ReportDialog targetType="post" targetId={post.id} signedIn redirectTo={redirectTo} size="sm" />
        )}
        {viewer.staff &&
          (post.hidden ? (
            <UnhideForm intent="unhidePost" target={{ postId: post.id }} redirectTo={redirectTo} />
          ) : (
            <HideForm intent="hidePost" target={{ postId: post.id }} redirectTo={redirectTo} label={t('moderation.hidePost')} />
          ))}
      </div>
      {!detail && (previews.length > 0 || viewer.signedIn) && (
        <section aria-label={t('comments.title')} className="mt-3">
          {previews.length > 0 && (
            <ul className="grid gap-2">
              {previews.map((comment) => (
                <CommentItem key={comment.id} comment={comment} viewer={viewer} redirectTo={redirectTo} />
              ))}
            </ul>
          )}
          {more > 0 && (
            <p className="mt-2 text-sm">
              <Link to={`${postHref(post.id)}#comments`} className={LINK}>
                {t('comments.showAll', { count: post.commentCount })}
              </Link>
            </p>
          )}
          {viewer.signedIn && <CommentForm postId={post.id} redirectTo={redirectTo} />}
        </section>
      )}
    </article>
  )
}
