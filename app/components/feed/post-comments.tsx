/** A post's comments: one comment with its forms, and the form to write one. */
import { Form } from '@remix-run/react'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FEED_LIMITS } from '~/models/feed/limits'
import type { FeedComment } from '~/models/feed/posts.server'
import { postHref } from '~/models/feed/query'
import { cn } from '~/utils/cn'
import { AuthorLink, useFeedTime } from './post-byline'
import { Hidden } from './post-form-inputs'
import { HiddenMark, HideForm, UnhideForm } from './post-moderation'

export type PostCardViewer = { signedIn: boolean; staff: boolean }

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
