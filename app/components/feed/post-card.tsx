/**
 * One post of the feed and of its own page: author, time, visibility, the content warning
 * folding text and photos (<details>: works without JavaScript, opened by keyboard), photos
 * with their alt text, likes, comments, and the member's and moderators' forms. Every form is
 * a plain POST to /feed/{postId} (Remix's Form: a navigation with JavaScript, a page load
 * without) that redirects back to `redirectTo`: no form library on the page.
 */
import { Form, Link } from '@remix-run/react'
import { EyeOff, Heart, MessageCircle, Trash2, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { FOCUS } from '~/components/ui/surface'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FEED_LIMITS } from '~/models/feed/limits'
import type { FeedComment, FeedPost } from '~/models/feed/posts.server'
import { postHref } from '~/models/feed/query'
import { cn } from '~/utils/cn'

export type PostCardViewer = { signedIn: boolean; staff: boolean }

export function useFeedTime() {
  const { i18n } = useTranslation()
  // UTC on the server and in the browser alike: the same text hydrates
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return (iso: string) => `${format.format(new Date(iso))} UTC`
}

function Hidden({ intent, redirectTo, extra }: { intent: string; redirectTo: string; extra?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

function AuthorLink({ author, className }: { author: FeedPost['author']; className?: string }) {
  const { t } = useTranslation('feed')
  // an author whose profile does not reach this reader: no name, no link
  if (!author.id) return <span className={className}>{author.name ?? t('anonymous')}</span>
  return (
    <Link to={`/user/${encodeURIComponent(author.id)}`} className={cn(LINK, className)}>
      {author.name ?? t('anonymous')}
    </Link>
  )
}

function HiddenMark({ reason }: { reason: string | null }) {
  const { t } = useTranslation('feed')
  return (
    <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('moderation.hiddenMark')}
        {reason ? ` ${t('moderation.reasonShown', { reason })}` : ''}
      </span>
    </p>
  )
}

function HideForm({
  intent,
  target,
  redirectTo,
  label,
}: {
  intent: 'hidePost' | 'hideComment'
  target: Record<string, string>
  redirectTo: string
  label: string
}) {
  const { t } = useTranslation('feed')
  const id = `${intent}-${Object.values(target)[0]}`
  return (
    <details className="text-sm">
      <summary className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'cursor-pointer list-none')}>{label}</summary>
      <Form method="post" action={postHref(target.postId ?? '')} preventScrollReset className="mt-2 grid gap-2">
        <Hidden intent={intent} redirectTo={redirectTo} extra={target} />
        <label htmlFor={id} className="font-medium">
          {t('moderation.reason')}
        </label>
        <textarea id={id} name="reason" required minLength={3} maxLength={FEED_LIMITS.reasonMax} rows={2} className={INPUT_CLASS} />
        <button type="submit" className={buttonVariants({ variant: 'outlineDanger', size: 'sm' })}>
          {t('moderation.hideSubmit')}
        </button>
      </Form>
    </details>
  )
}

function UnhideForm({
  intent,
  target,
  redirectTo,
}: {
  intent: 'unhidePost' | 'unhideComment'
  target: Record<string, string>
  redirectTo: string
}) {
  const { t } = useTranslation('feed')
  return (
    <Form method="post" action={postHref(target.postId ?? '')} preventScrollReset>
      <Hidden intent={intent} redirectTo={redirectTo} extra={target} />
      <button type="submit" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('moderation.unhide')}
      </button>
    </Form>
  )
}

export function CommentItem({ comment, viewer, redirectTo }: { comment: FeedComment; viewer: PostCardViewer; redirectTo: string }) {
  const { t } = useTranslation('feed')
  const time = useFeedTime()
  return (
    <li id={`comment-${comment.id}`} className="rounded-xl bg-neutral-900/5 p-3 dark:bg-white/5">
      <p className="text-sm">
        <AuthorLink author={comment.author} className="font-semibold" />{' '}
        <time dateTime={comment.createdAt} className="text-neutral-700 dark:text-neutral-300">
          {time(comment.createdAt)}
        </time>
      </p>
      {comment.hidden && <HiddenMark reason={comment.hiddenReason} />}
      <p className="mt-1 text-sm break-words whitespace-pre-line text-neutral-900 dark:text-neutral-100">{comment.content}</p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {comment.canDelete && (
          <Form method="post" action={postHref(comment.postId)} preventScrollReset>
            <Hidden intent="deleteComment" redirectTo={redirectTo} extra={{ commentId: comment.id }} />
            <button type="submit" className={buttonVariants({ variant: 'ghostDanger', size: 'sm' })}>
              <Trash2 aria-hidden className="size-4" />
              {t('comments.delete')}
            </button>
          </Form>
        )}
        {viewer.signedIn && !comment.mine && (
          <ReportDialog targetType="comment" targetId={comment.id} signedIn redirectTo={redirectTo} size="sm" />
        )}
        {viewer.staff &&
          (comment.hidden ? (
            <UnhideForm intent="unhideComment" target={{ postId: comment.postId, commentId: comment.id }} redirectTo={redirectTo} />
          ) : (
            <HideForm
              intent="hideComment"
              target={{ postId: comment.postId, commentId: comment.id }}
              redirectTo={redirectTo}
              label={t('moderation.hideComment')}
            />
          ))}
      </div>
    </li>
  )
}

export function CommentForm({ postId, redirectTo, error, value }: { postId: string; redirectTo: string; error?: string; value?: string }) {
  const { t } = useTranslation('feed')
  const id = `comment-text-${postId}`
  return (
    <Form method="post" action={postHref(postId)} preventScrollReset className="mt-3 grid gap-2">
      <Hidden intent="comment" redirectTo={redirectTo} />
      <label htmlFor={id} className="text-sm font-medium">
        {t('comments.label')}
      </label>
      <textarea
        id={id}
        name="content"
        required
        maxLength={FEED_LIMITS.commentMax}
        rows={2}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(INPUT_CLASS, 'resize-y')}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}>
        {t('comments.submit')}
      </button>
    </Form>
  )
}

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
