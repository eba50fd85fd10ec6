import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { formObject } from '~/models/accounts/schema'
import { checkIn, undoCheckIn } from '~/models/venues/check-ins.server'
import { backToVenue, contributionAction, guardContribution } from './__contributions/action.server'

/**
 * POST /venues/{id}/check-in (no page). intent=checkIn (default) or undo.
 * Members only, published venues only, once per member, venue and venue-local day: a second
 * check-in answers 409 'You already checked in here today'. The form carries `privateChoice=1`
 * next to the `private` checkbox; without it (a bare post) the member's own default applies.
 */
const CheckInSchema = z.object({
  intent: z.enum(['checkIn', 'undo']).catch('checkIn'),
  private: z.string().optional(),
  privateChoice: z.string().optional(),
})

export const loader = ({ params }: LoaderFunctionArgs) => backToVenue(params)

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await contributionAction(request, context, params, 'check-in')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return ctx.refuse(400, 'checkIn', 'venue:contributions.errors.invalidForm')
  }
  const parsed = CheckInSchema.safeParse(formObject(form))
  if (!parsed.success) return ctx.refuse(400, 'checkIn', 'venue:contributions.errors.invalidForm')
  const { intent } = parsed.data
  const guard = await guardContribution(request, ctx, intent)
  if ('refused' in guard) return guard.refused
  const { user, venue } = guard

  if (intent === 'undo') {
    const undone = await undoCheckIn(ctx.db, { venueId: venue.id, userId: user.id, timezone: venue.timezone })
    if (!undone) return ctx.refuse(404, intent, 'venue:checkIn.errors.nothingToUndo')
    return ctx.answer(200, { ok: true, intent, messageKey: 'venue:checkIn.toasts.undone' })
  }

  const isPrivate = parsed.data.privateChoice ? ['on', '1', 'true'].includes(parsed.data.private ?? '') : undefined
  const result = await checkIn(ctx.db, { venueId: venue.id, userId: user.id, timezone: venue.timezone, isPrivate })
  if (!result.ok) return ctx.refuse(409, intent, 'venue:checkIn.errors.already')
  return ctx.answer(200, {
    ok: true,
    intent,
    messageKey: result.isPrivate ? 'venue:checkIn.toasts.donePrivate' : 'venue:checkIn.toasts.done',
  })
}
