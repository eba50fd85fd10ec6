import { getTextareaProps } from '@conform-to/react'
import { Link, useLocation } from '@remix-run/react'
import { ChevronLeft, ChevronRight, Eye, EyeOff, MessageSquareText, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Button, buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage, useValidatedForm } from '~/components/ui/form'
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '~/models/venues/contribution-limits'
import type { VenueContributions } from '~/models/venues/contributions.server'
import type { ReviewItem } from '~/models/venues/reviews.server'
import { ReviewSchema } from '~/models/venues/schema'
import { cn } from '~/utils/cn'
import { ContributionPanel, formatRating, MemberAvatar, SignInPrompt, StarInput, Stars, useContributionFormat } from './parts'
import { CONTRIBUTION_FETCHER_KEYS, useContributionFetcher, useContributionToast } from './use-contribution-fetcher'

type Props = { contributions: VenueContributions; className?: string }

/**
 * Reviews on a venue page: the rating summary (average and how many gave each number of
 * stars), the member's own review with its edit and delete forms (or the form to write one),
 * then everyone else's reviews, newest first, ten per page (`?reviewPage=`). Moderators see
 * hidden reviews, marked, with Hide / Show again. Visitors get a sign-in link instead of a form.
 */
export function ReviewsSection({ contributions, className }: Props) {
  const { t } = useTranslation('venue')
  const { reviews, venueId, signedIn, open } = contributions
  const f = useContributionFormat(contributions.timezone)
  useContributionToast(CONTRIBUTION_FETCHER_KEYS.newReview(venueId))
  useContributionToast(CONTRIBUTION_FETCHER_KEYS.deleteReview(venueId))

  return (
    <ContributionPanel id="reviews" headingId="reviews-heading" icon={MessageSquareText} title={t('reviews.heading')} className={className}>
      <Summary contributions={contributions} />

      <div className="mt-6 border-t border-neutral-200 pt-6 dark:border-neutral-800">
        {!open ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('contributions.closed')}</p>
        ) : !signedIn ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-neutral-700 dark:text-neutral-300">{t('reviews.signInHint')}</p>
            <SignInPrompt venueId={venueId}>{t('reviews.signIn')}</SignInPrompt>
          </div>
        ) : reviews.mine ? (
          <MyReview contributions={contributions} review={reviews.mine} />
        ) : (
          <ReviewForm venueId={venueId} />
        )}
      </div>

      <div className="mt-6">
        {reviews.items.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{reviews.mine ? t('reviews.noOthers') : t('reviews.empty')}</p>
        ) : (
          <>
            <h3 className="sr-only">{t('reviews.listHeading', { count: reviews.total, formatted: f.number(reviews.total) })}</h3>
            <ol className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {reviews.items.map((review) => (
                <li key={review.id} className="py-5 first:pt-0">
                  <ReviewArticle review={review} contributions={contributions} />
                </li>
              ))}
            </ol>
            <ReviewPaging page={reviews.page} pageCount={reviews.pageCount} />
          </>
        )}
      </div>
    </ContributionPanel>
  )
}

function Summary({ contributions }: { contributions: VenueContributions }) {
  const { t } = useTranslation('venue')
  const { summary } = contributions.reviews
  const f = useContributionFormat(contributions.timezone)
  if (summary.count === 0) {
    return <p className="text-neutral-700 dark:text-neutral-300">{t('reviews.summary.none')}</p>
  }
  const widest = Math.max(...summary.distribution.map((d) => d.count), 1)
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,30rem)] sm:items-center sm:gap-10">
      <div className="text-center sm:text-start">
        <p className="text-5xl font-bold tracking-tight text-neutral-900 dark:text-white" aria-hidden>
          {formatRating(summary.average)}
        </p>
        <Stars rating={summary.average} size="lg" className="mt-1" />
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {t('reviews.summary.basedOn', { count: summary.count, formatted: f.number(summary.count) })}
        </p>
      </div>
      <ul aria-label={t('reviews.summary.distribution')} className="space-y-1.5">
        {summary.distribution.map((row) => (
          <li key={row.stars} className="flex items-center gap-3 text-sm">
            <span className="sr-only">
              {t('reviews.summary.row', { count: row.count, stars: row.stars, formatted: f.number(row.count) })}
            </span>
            <span aria-hidden className="w-14 shrink-0 text-neutral-700 dark:text-neutral-300">
              {t('reviews.summary.starsShort', { stars: row.stars })}
            </span>
            <span aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800">
              <span
                className="block h-full rounded-full bg-amber-500 dark:bg-amber-300"
                style={{ width: `${Math.round((row.count / widest) * 100)}%` }}
              />
            </span>
            <span aria-hidden className="w-8 shrink-0 text-end tabular-nums text-neutral-700 dark:text-neutral-300">
              {f.number(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReviewForm({
  venueId,
  review,
  onCancel,
  onSaved,
}: {
  venueId: number
  review?: ReviewItem
  onCancel?: () => void
  onSaved?: () => void
}) {
  const { t } = useTranslation('venue')
  const translate = useFormMessage()
  const { fetcher, action, busy } = useContributionFetcher(`/venues/${venueId}/reviews`, {
    // a first review's form is replaced by 'Your review' when it succeeds: the section toasts
    key: review ? undefined : CONTRIBUTION_FETCHER_KEYS.newReview(venueId),
    onDone: (result) => {
      if (result.ok) onSaved?.()
    },
  })
  const prefix = review ? 'review-edit' : 'review-new'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: prefix,
    schema: ReviewSchema,
    lastResult: fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined,
    defaultValue: { rating: review?.rating, body: review?.body ?? '' },
  })
  const [length, setLength] = useState(review?.body?.length ?? 0)
  return (
    <fetcher.Form method="post" action={action} {...formProps} className="space-y-4" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="text-lg font-semibold text-neutral-900 dark:text-white">
        {review ? t('reviews.form.titleEdit') : t('reviews.form.titleNew')}
      </h3>
      <FormErrorSummary form={form} fields={[fields.rating, fields.body]} attempt={attempt} title={t('reviews.errors.invalid')} />
      <input type="hidden" name="intent" value="save" />
      <StarInput
        name={fields.rating.name}
        legend={t('reviews.form.rating')}
        defaultValue={review?.rating}
        error={translate(fields.rating.errors?.[0])}
        errorId={fields.rating.errorId}
        idPrefix={fields.rating.id}
      />
      <FormField
        field={fields.body}
        label={t('reviews.form.body')}
        hint={t('reviews.form.bodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}
      >
        <textarea
          {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })}
          rows={5}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
        <p aria-hidden className="mt-1 text-end text-xs tabular-nums text-neutral-600 dark:text-neutral-400">
          {t('reviews.form.counter', { count: length, max: REVIEW_BODY_MAX })}
        </p>
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('reviews.form.saving') : review ? t('reviews.form.update') : t('reviews.form.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('reviews.form.cancel')}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  )
}

function MyReview({ contributions, review }: { contributions: VenueContributions; review: ReviewItem }) {
  const { t } = useTranslation('venue')
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const del = useContributionFetcher(`/venues/${contributions.venueId}/reviews`, {
    key: CONTRIBUTION_FETCHER_KEYS.deleteReview(contributions.venueId),
  })
  const f = useContributionFormat(contributions.timezone)
  return (
    <div className="rounded-xl border border-brand-600/30 bg-brand-50/60 p-4 dark:border-violet-300/30 dark:bg-violet-950/30">
      <h3 className="text-lg font-semibold text-neutral-900 dark:text-white">{t('reviews.mine.heading')}</h3>
      {review.hidden ? (
        <p
          role="note"
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('reviews.mine.hiddenNotice')}
        </p>
      ) : null}
      {/* Without JavaScript the edit form sits in a disclosure; with it, a button swaps it in. */}
      {del.hydrated ? (
        editing ? (
          <div className="mt-3">
            <ReviewForm
              venueId={contributions.venueId}
              review={review}
              onCancel={() => setEditing(false)}
              onSaved={() => setEditing(false)}
            />
          </div>
        ) : (
          <>
            <ReviewBody review={review} f={f} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="size-4" />
                {t('reviews.form.edit')}
              </Button>
              {confirming ? (
                <del.fetcher.Form method="post" action={del.action} className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <span className="text-sm font-medium text-neutral-900 dark:text-white">{t('reviews.form.deleteConfirm')}</span>
                  <Button type="submit" variant="destructive" size="sm" disabled={del.busy}>
                    {t('reviews.form.deleteYes')}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    {t('reviews.form.cancel')}
                  </Button>
                </del.fetcher.Form>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden className="size-4" />
                  {t('reviews.form.delete')}
                </Button>
              )}
            </div>
          </>
        )
      ) : (
        <>
          <ReviewBody review={review} f={f} />
          <details className="mt-3">
            <summary className={buttonVariants({ variant: 'outline', size: 'sm', className: 'list-none' })}>
              {t('reviews.form.edit')}
            </summary>
            <div className="mt-3">
              <ReviewForm venueId={contributions.venueId} review={review} />
            </div>
          </details>
          <form method="post" action={`/venues/${contributions.venueId}/reviews`} className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" variant="ghost" size="sm">
              <Trash2 aria-hidden className="size-4" />
              {t('reviews.form.delete')}
            </Button>
          </form>
        </>
      )}
    </div>
  )
}

function ReviewBody({ review, f }: { review: ReviewItem; f: ReturnType<typeof useContributionFormat> }) {
  const { t } = useTranslation('venue')
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          <time dateTime={review.createdAt}>{f.date(review.createdAt)}</time>
          {review.editedAt ? <> · {t('reviews.item.edited')}</> : null}
        </span>
      </div>
      {/* members write in any language: dir=auto lets a Latin review read left to right on an Arabic page */}
      {review.body ? (
        <p dir="auto" className="mt-2 text-start whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
          {review.body}
        </p>
      ) : null}
    </div>
  )
}

function ReviewArticle({ review, contributions }: { review: ReviewItem; contributions: VenueContributions }) {
  const { t } = useTranslation('venue')
  const f = useContributionFormat(contributions.timezone)
  const name = review.author.name || t('reviews.item.anonymous')
  return (
    <article
      aria-labelledby={`review-${review.id}-author`}
      className={cn(review.hidden && 'rounded-xl border border-dashed border-amber-500 p-3 dark:border-amber-400')}
    >
      <div className="flex items-start gap-3">
        <MemberAvatar name={review.author.name} url={review.author.avatarUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={`review-${review.id}-author`} className="font-semibold text-neutral-900 dark:text-white">
              <bdi>{name}</bdi>
            </h4>
            {review.hidden ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                <EyeOff aria-hidden className="size-3.5" />
                {t('reviews.item.hiddenBadge')}
              </span>
            ) : null}
          </div>
          <ReviewBody review={review} f={f} />
          {review.hidden ? <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">{t('reviews.item.hiddenNotice')}</p> : null}
          {contributions.signedIn ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {contributions.reviews.canModerate ? <ModerateButton venueId={contributions.venueId} review={review} /> : null}
              <ReportDialog
                targetType="review"
                targetId={review.id}
                signedIn
                redirectTo={`/venues/${contributions.venueId}#reviews`}
                size="sm"
              />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  )
}

function ModerateButton({ venueId, review }: { venueId: number; review: ReviewItem }) {
  const { t } = useTranslation('venue')
  const { fetcher, action, busy } = useContributionFetcher(`/venues/${venueId}/reviews`)
  const name = review.author.name || t('reviews.item.anonymous')
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={review.hidden ? 'unhide' : 'hide'} />
      <input type="hidden" name="reviewId" value={review.id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        className="rounded-full"
        aria-label={review.hidden ? t('reviews.item.unhideLabel', { name }) : t('reviews.item.hideLabel', { name })}
      >
        {review.hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
        {review.hidden ? t('reviews.item.unhide') : t('reviews.item.hide')}
      </Button>
    </fetcher.Form>
  )
}

/** Newer / older pages of reviews as links (`?reviewPage=`), keeping the rest of the URL. */
function ReviewPaging({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('venue')
  const location = useLocation()
  if (pageCount <= 1) return null
  const href = (p: number) => {
    const params = new URLSearchParams(location.search)
    if (p <= 1) params.delete('reviewPage')
    else params.set('reviewPage', String(p))
    const qs = params.toString()
    return `${qs ? `?${qs}` : location.pathname}#reviews`
  }
  const link = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={t('reviews.paging.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link} preventScrollReset>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('reviews.paging.newer')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('reviews.paging.page', { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={link} preventScrollReset>
          {t('reviews.paging.older')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
