import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { formObject } from '~/models/accounts/schema'
import { PHOTO_CAPTION_MAX, PHOTO_MAX_MB } from '~/models/venues/contribution-limits'
import { addVenuePhoto, deleteOwnPhoto } from '~/models/venues/photos.server'
import { PhotoIdSchema, PhotoUploadSchema } from '~/models/venues/schema'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { backToVenue, contributionAction, guardContribution } from './__contributions/action.server'

/**
 * POST /venues/{id}/photos (no page), multipart. Intents:
 *   upload  `photo` (JPEG, PNG, WebP or GIF by its first bytes, at most 5 MB: else 415 / 413)
 *           and an optional `caption` (200 characters). The metadata (Exif GPS...) is removed
 *           before the file reaches R2. A new member's photo waits for a moderator.
 *   delete  `photoId` of the member's own photo (row and R2 object).
 */
/** Multipart overhead allowed on top of the 5 MB image. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024
const IntentSchema = z.object({ intent: z.enum(['upload', 'delete']).catch('upload') })

export const loader = ({ params }: LoaderFunctionArgs) => backToVenue(params)

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await contributionAction(request, context, params, 'photos')
  const urlIntent = ctx.url.searchParams.get('intent') === 'delete' ? 'delete' : 'upload'
  const guard = await guardContribution(request, ctx, urlIntent)
  if ('refused' in guard) return guard.refused
  const { user, venue } = guard
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return ctx.refuse(413, urlIntent, 'venue:photos.errors.tooLarge', undefined, { max: String(PHOTO_MAX_MB) })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return ctx.refuse(400, urlIntent, 'venue:contributions.errors.invalidForm')
  }
  const { intent } = IntentSchema.parse(formObject(form))

  if (intent === 'delete') {
    const id = PhotoIdSchema.safeParse(formObject(form))
    if (!id.success) return ctx.refuse(404, intent, 'venue:photos.errors.notFound')
    const result = await deleteOwnPhoto(ctx.db, ctx.env.MEDIA, { venueId: venue.id, photoId: id.data.photoId, userId: user.id })
    if (result === 'forbidden') return ctx.refuse(403, intent, 'venue:photos.errors.notYours')
    if (result === 'not_found') return ctx.refuse(404, intent, 'venue:photos.errors.notFound')
    return ctx.answer(200, { ok: true, intent, messageKey: 'venue:photos.toasts.deleted' })
  }

  const submission = parseWithZod(form, { schema: PhotoUploadSchema })
  if (submission.status !== 'success') {
    const missing = submission.error?.photo?.length
    return missing
      ? ctx.invalid(intent, 'venue:photos.errors.fileRequired', submission)
      : ctx.invalid(intent, 'venue:photos.errors.captionTooLong', submission, { max: String(PHOTO_CAPTION_MAX) })
  }
  const { photo: file, caption } = submission.value
  if (file.size > MAX_IMAGE_BYTES) {
    return ctx.refuse(413, intent, 'venue:photos.errors.tooLarge', undefined, { max: String(PHOTO_MAX_MB) })
  }
  // the real type from the first bytes, never the declared type or the file name
  const stripped = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!stripped) return ctx.refuse(415, intent, 'venue:photos.errors.fileType')

  const result = await addVenuePhoto(ctx.db, ctx.env.MEDIA, { venueId: venue.id, user, image: stripped, caption: caption ?? '' })
  if (!result.ok) {
    return ctx.answer(
      429,
      { ok: false, intent, messageKey: 'venue:photos.errors.rateLimited' },
      { headers: { 'Retry-After': String(result.retryAfter) } },
    )
  }
  return ctx.answer(200, {
    ok: true,
    intent,
    messageKey: result.status === 'pending' ? 'venue:photos.toasts.pending' : 'venue:photos.toasts.uploaded',
  })
}
