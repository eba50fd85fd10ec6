import { Link, useLocation } from '@remix-run/react'
import { ChevronLeft, ChevronRight, Eye, EyeOff, MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Button, buttonVariants } from '~/components/ui/button'
import { lazyHydrated } from '~/components/ui/lazy'
import type { VenueContributions } from '~/models/venues/contributions.server'
import type { ReviewItem } from '~/models/venues/reviews.server'
import { cn } from '~/utils/cn'
import { ContributionPanel, formatRating, MemberAvatar, ReviewBody, SignInPrompt, Stars, useContributionFormat } from './parts'
import { CONTRIBUTION_FETCHER_KEYS, useContributionFetcher, useContributionToast } from './use-contribution-fetcher'

const MemberReview = lazyHydrated('review', () => import('./review-forms').then((module) => module.MemberReview))

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
        ) : (
          <MemberReview contributions={contributions} />
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
        shape="pill"
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
