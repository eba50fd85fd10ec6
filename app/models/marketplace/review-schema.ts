/** The item page's review form (buyers only), for the server's check. Messages: `marketplace:review.errors.*`. */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { REVIEW_LIMITS } from './cart-limits'

const m = (key: string, values?: Record<string, number>) => message(`marketplace:review.errors.${key}`, values)

export const ReviewSchema = z.object({
  intent: z.literal('review'),
  rating: z.coerce
    .number({ invalid_type_error: m('rating') })
    .int(m('rating'))
    .min(1, m('rating'))
    .max(5, m('rating')),
  body: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.bodyMax, m('tooLong', { max: REVIEW_LIMITS.bodyMax }))
    .optional()
    .transform((v) => v || null),
})
export type ReviewInput = z.infer<typeof ReviewSchema>
