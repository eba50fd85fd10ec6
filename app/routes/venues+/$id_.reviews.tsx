import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { canManageContent } from '~/auth/permissions.server'
import { formObject } from '~/models/accounts/schema'
import { deleteOwnReview, getReview, saveReview, setReviewHidden } from '~/models/venues/reviews.server'
import { ReviewIdSchema, ReviewSchema } from '~/models/venues/schema'
import { backToVenue, contributionAction, guardContribution } from './__contributions/action.server'

/**
 * POST /venues/{id}/reviews (no page). Intents:
 *   save    create or edit the member's own review (rating 1–5, text 10–2000 characters)
 *   delete  delete the member's own review
 *   hide / unhide  moderators and admins only, any review of the venue (reviewId)
 * The member always comes from the session: a posted reviewId of someone else's review is
 * refused (403) for save and delete, and an unknown one is 404.
 */
const IntentSchema = z.object({
  intent: z.enum(['save', 'delete', 'hide', 'unhide'], { message: 'venue:contributions.errors.invalidForm' }),
})
const OptionalReviewId = z.object({
  reviewId: z
    .string()
    .trim()
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export const loader = ({ params }: LoaderFunctionArgs) => backToVenue(params)

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await contributionAction(request, context, params, 'reviews')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return ctx.refuse(400, '', 'venue:contributions.errors.invalidForm')
  }
  const raw = formObject(form)
  const intentParsed = IntentSchema.safeParse(raw)
  const intent = intentParsed.success ? intentParsed.data.intent : ''
  const guard = await guardContribution(request, ctx, intent)
  if ('refused' in guard) return guard.refused
  if (!intentParsed.success) return ctx.refuse(400, intent, 'venue:contributions.errors.invalidForm')
  const { user, venue } = guard

  switch (intent) {
    case 'save': {
      const id = OptionalReviewId.safeParse(raw)
      if (!id.success) return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
      if (id.data.reviewId) {
        const review = await getReview(ctx.db, venue.id, id.data.reviewId)
        if (!review) return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
        if (review.userId !== user.id) return ctx.refuse(403, intent, 'venue:reviews.errors.notYours')
      }
      const submission = parseWithZod(form, { schema: ReviewSchema })
      if (submission.status !== 'success') return ctx.invalid(intent, 'venue:reviews.errors.invalid', submission)
      const saved = await saveReview(ctx.db, { venueId: venue.id, userId: user.id, ...submission.value })
      return ctx.answer(200, {
        ok: true,
        intent,
        messageKey: saved.created ? 'venue:reviews.toasts.created' : 'venue:reviews.toasts.updated',
      })
    }
    case 'delete': {
      const id = OptionalReviewId.safeParse(raw)
      if (!id.success) return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
      const result = await deleteOwnReview(ctx.db, { venueId: venue.id, userId: user.id, reviewId: id.data.reviewId })
      if (result === 'forbidden') return ctx.refuse(403, intent, 'venue:reviews.errors.notYours')
      if (result === 'not_found') return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
      return ctx.answer(200, { ok: true, intent, messageKey: 'venue:reviews.toasts.deleted' })
    }
    default: {
      if (!canManageContent(user.roles)) return ctx.refuse(403, intent, 'venue:reviews.errors.moderatorsOnly')
      const id = ReviewIdSchema.safeParse(raw)
      if (!id.success) return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
      const hidden = intent === 'hide'
      const result = await setReviewHidden(ctx.db, { venueId: venue.id, reviewId: id.data.reviewId, hidden, moderatorId: user.id })
      if (result !== 'ok') return ctx.refuse(404, intent, 'venue:reviews.errors.notFound')
      return ctx.answer(200, { ok: true, intent, messageKey: hidden ? 'venue:reviews.toasts.hidden' : 'venue:reviews.toasts.shown' })
    }
  }
}
