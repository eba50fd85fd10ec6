import { parseWithZod } from '@conform-to/zod/v3'
import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { FEED_LIMITS, FEED_PHOTO_MAX_MB } from '~/models/feed/limits'
import { stripPostPhotos } from '~/models/feed/photos.server'
import { createPost } from '~/models/feed/posts.server'
import { PostSchema } from '~/models/feed/schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { MAX_IMAGE_BYTES } from '~/utils/image-metadata.server'
import { message } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'

/** Four photos and the text, with multipart's overhead. */
const MAX_BODY_BYTES = FEED_LIMITS.photosMax * MAX_IMAGE_BYTES + 256 * 1024

/**
 * POST /feed/new (the page's form and the dialog's fetcher): PostSchema, then each photo's
 * real type and its metadata removed, then the post. Refusals answer the form's result with
 * translated messages: 400 (the fields), 413 (too large), 415 (not an image we can clean),
 * 429 (too many posts this hour); never a 500 for bad input. Success: /feed with a toast.
 */
export async function handleNewPost(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context)
  const refuse = (status: number, formError: string, fieldErrors: Record<string, string[]> = {}) =>
    data({ result: { status: 'error' as const, error: { '': [formError], ...fieldErrors } } }, { status })
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES)
    return refuse(413, message('feed:form.errors.tooLarge', { max: FEED_PHOTO_MAX_MB }))
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(400, 'feed:form.errors.invalidForm')
  }
  const submission = parseWithZod(form, { schema: PostSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: photoFileFields() }) }, { status: 400 })
  const stripped = await stripPostPhotos(submission.value.photos ?? [])
  if (!stripped.ok) {
    const key =
      stripped.problem.code === 'tooLarge'
        ? message('feed:form.errors.photoTooLarge', { max: FEED_PHOTO_MAX_MB })
        : 'feed:form.errors.fileType'
    return data(
      { result: submission.reply({ fieldErrors: { [`photos[${stripped.problem.index}].file`]: [key] }, hideFields: photoFileFields() }) },
      { status: stripped.problem.code === 'tooLarge' ? 413 : 415 },
    )
  }
  const db = getDb(context.cloudflare.env.DB)
  const result = await createPost(notifierOf(context, db), context.cloudflare.env.MEDIA, user, {
    ...submission.value,
    photos: stripped.photos,
  })
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: ['feed:form.errors.rateLimited'], hideFields: photoFileFields() }) },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  return redirectWithToast('/feed', { titleKey: 'feed:toasts.posted', variant: 'success' })
}

/** A file cannot travel back in the answer. */
const photoFileFields = () => Array.from({ length: FEED_LIMITS.photosMax }, (_, i) => `photos[${i}].file`)
