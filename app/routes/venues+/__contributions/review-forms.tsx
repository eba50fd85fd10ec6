import { getTextareaProps } from '@conform-to/react'
import { EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '~/models/venues/contribution-limits'
import type { VenueContributions } from '~/models/venues/contributions.server'
import type { ReviewItem } from '~/models/venues/reviews.server'
import { ReviewSchema } from '~/models/venues/schema'
import { cn } from '~/utils/cn'
import { ReviewBody, StarInput, useContributionFormat } from './parts'
import { CONTRIBUTION_FETCHER_KEYS, useContributionFetcher } from './use-contribution-fetcher'

/**
 * The signed-in member's part of the reviews (reviews-section.tsx loads it with lazyHydrated:
 * Conform and the review schema are not in a visitor's load of the page): their review with
 * its edit and delete forms, or the form to write one.
 */
export function MemberReview({ contributions }: { contributions: VenueContributions }) {
  const { mine } = contributions.reviews
  return mine ? <MyReview contributions={contributions} review={mine} /> : <ReviewForm venueId={contributions.venueId} />
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
