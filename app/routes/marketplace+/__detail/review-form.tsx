import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_BOX } from '~/components/ui/field'
import { REVIEW_LIMITS } from '~/models/marketplace/cart-limits'
import type { MyReview } from '~/models/marketplace/reviews.server'
import { cn } from '~/utils/cn'
import { translateMessage } from '~/utils/messages'

/**
 * A buyer's review of the item (one per member; sending it again changes it): a plain form to
 * the item page's action, which checks it with ReviewSchema and that the member bought the item.
 */
export function ReviewForm({ review, error }: { review: MyReview; error?: string }) {
  const { t } = useTranslation('marketplace')
  return (
    <Form method="post" className="mt-4 grid gap-3 rounded-xl bg-neutral-900/5 p-4 dark:bg-white/5">
      <input type="hidden" name="intent" value="review" />
      <fieldset>
        <legend className="text-sm font-semibold text-neutral-900 dark:text-neutral-100">
          {review.rating ? t('review.yours') : t('review.write')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm text-neutral-900 dark:text-neutral-100">
              <input type="radio" name="rating" value={n} required defaultChecked={review.rating === n} className="size-4" />
              {t('detail.stars', { rating: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        {t('review.body')}
        <textarea
          name="body"
          rows={3}
          maxLength={REVIEW_LIMITS.bodyMax}
          defaultValue={review.body ?? ''}
          className={cn(INPUT_BOX, 'text-base')}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {translateMessage(t as never, error)}
        </p>
      )}
      <button type="submit" className={buttonVariants({ variant: 'default', size: 'sm', className: 'justify-self-start' })}>
        {review.rating ? t('review.update') : t('review.submit')}
      </button>
    </Form>
  )
}
