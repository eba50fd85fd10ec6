import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { isListingPhotoIntent, LISTING_LIMITS, LISTING_PHOTO_SCHEMAS, ListingFormSchema } from '~/models/marketplace/admin-schema'
import { isListingVariantIntent, LISTING_VARIANT_SCHEMAS, type ListingVariantIntent } from '~/models/marketplace/variant-schema'
import { saveListing, type Staff } from '~/models/marketplace/admin.server'
import { addListingPhoto, deleteListingPhoto, moveListingPhoto } from '~/models/marketplace/photos.server'
import { addVariant, changeVariantStock, deleteVariant, editVariant } from '~/models/marketplace/variants-admin.server'
import { message } from '~/utils/messages'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * The item editor's POST, for creating (`itemId` null) and editing: the role again (before the
 * address is read, so a visitor is sent to sign in whatever it is) (a member posting is
 * sent away like on the page), the schema (400 with the fields' messages, everything typed kept),
 * the model's checks (400 for a category that is gone; 404 for an item that is gone), then to its
 * editor with a toast.
 */
export async function handleListingForm({ request, context }: ActionFunctionArgs, itemId: () => number | null) {
  const staff = await requireRole(request, context, 'moderator')
  const id = itemId()
  const form = await request.formData().catch(() => null)
  if (!form) return data({ result: { status: 'error' as const, error: { '': ['admin:market.errors.invalid'] } } }, { status: 400 })
  const intent = form.get('intent')
  if (isListingPhotoIntent(intent) || isListingVariantIntent(intent)) {
    // photos and variants belong to an item that exists: the new item's form has none
    if (id == null) return data({ result: { status: 'error' as const, error: { '': ['admin:market.errors.invalid'] } } }, { status: 400 })
    const author = { id: staff.id, sessionId: staff.sessionId, ipHash: await clientIpHash(request) }
    return isListingPhotoIntent(intent) ? handlePhotoForm(context, author, id, form) : handleVariantForm(context, author, id, form)
  }
  const submission = parseWithZod(form, { schema: ListingFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await saveListing(
    getDb(context.cloudflare.env.DB),
    { id: staff.id, sessionId: staff.sessionId, ipHash: await clientIpHash(request) },
    submission.value,
    id,
  )
  if (!saved.ok && saved.status === 404) throw new Response(null, { status: 404, statusText: 'Not Found' })
  if (!saved.ok) return data({ result: submission.reply({ fieldErrors: { category: ['admin:market.errors.invalid'] } }) }, { status: 400 })
  throw await redirectWithToast(`/admin/marketplace/${saved.id}`, {
    titleKey: id == null ? 'admin:market.toasts.created' : 'admin:market.toasts.saved',
    variant: 'success',
  })
}

const PHOTO_TOASTS = { 'photo-add': 'added', 'photo-move': 'moved', 'photo-delete': 'removed' } as const
const PHOTO_ERRORS = {
  unknown: 'admin:market.errors.unknown',
  fileType: 'admin:market.errors.photoType',
  tooMany: message('admin:market.errors.tooManyPhotos', { max: LISTING_LIMITS.photosMax }),
} as const

/**
 * The editor's photo forms (add, move, remove), each by its own schema: 400 with the field's
 * message (the alt text typed is kept), 404 for an item or photo that is gone, 409 past the
 * most photos an item may have; then back to the editor's photos with a toast.
 */
async function handlePhotoForm(context: ActionFunctionArgs['context'], staff: Staff, listingId: number, form: FormData) {
  const intent = form.get('intent') as keyof typeof LISTING_PHOTO_SCHEMAS
  const submission = parseWithZod(form, { schema: LISTING_PHOTO_SCHEMAS[intent] })
  if (submission.status !== 'success' || submission.value.id !== listingId)
    return data({ photoIntent: intent, result: submission.reply() }, { status: 400, headers: PRIVATE })
  const db = getDb(context.cloudflare.env.DB)
  const bucket = context.cloudflare.env.MEDIA
  const value = submission.value
  const changed =
    value.intent === 'photo-add'
      ? await addListingPhoto(db, bucket, staff, { listingId, photo: value.photo, alt: value.alt, key: value.key })
      : value.intent === 'photo-move'
        ? await moveListingPhoto(db, staff, { listingId, photoId: value.photoId, position: value.position })
        : await deleteListingPhoto(db, bucket, staff, { listingId, photoId: value.photoId })
  if (!changed.ok) {
    if (changed.status === 404 && changed.reason === 'unknown' && value.intent === 'photo-add')
      throw new Response(null, { status: 404, statusText: 'Not Found' })
    const field = changed.reason === 'fileType' ? 'photo' : ''
    return data(
      { photoIntent: intent, result: submission.reply({ fieldErrors: { [field]: [PHOTO_ERRORS[changed.reason]] } }) },
      { status: changed.status, headers: PRIVATE },
    )
  }
  throw await redirectWithToast(`/admin/marketplace/${listingId}#photos`, {
    titleKey: `admin:market.photos.toasts.${PHOTO_TOASTS[intent]}`,
    variant: 'success',
  })
}

/** A refused variant form's answer: which form it was (its intent and variant; none for the add form) and its messages. */
export type VariantFormAnswer = { variantIntent: ListingVariantIntent; variantId: number | null; result: SubmissionResult<string[]> }

const VARIANT_TOASTS = { 'variant-add': 'added', 'variant-edit': 'saved', 'variant-delete': 'removed', 'variant-stock': 'stock' } as const
const VARIANT_ERRORS = {
  unknown: 'admin:market.errors.unknown',
  duplicateVariant: 'admin:market.errors.duplicateVariant',
  tooManyVariants: message('admin:market.errors.tooManyVariants', { max: LISTING_LIMITS.variantsMax }),
  negative: 'admin:market.errors.negative',
} as const

/**
 * The editor's variant forms (add, edit, change stock, remove), each by its own schema: 400 with
 * the fields' messages (everything typed kept, and which variant's form it was), 404 for a
 * variant that is gone (an item that is gone: the page's 404), 409 for a size and colour the
 * item has, past the most variants or below no stock; then back to the editor's variants with a
 * toast.
 */
async function handleVariantForm(context: ActionFunctionArgs['context'], staff: Staff, listingId: number, form: FormData) {
  const intent = form.get('intent') as keyof typeof LISTING_VARIANT_SCHEMAS
  // which variant's form answered (its own messages under its own fields); none for the add form
  const variantId = /^\d{1,10}$/.test(String(form.get('variantId'))) ? Number(form.get('variantId')) : null
  const submission = parseWithZod(form, { schema: LISTING_VARIANT_SCHEMAS[intent] })
  if (submission.status !== 'success' || submission.value.id !== listingId)
    return data<VariantFormAnswer>({ variantIntent: intent, variantId, result: submission.reply() }, { status: 400, headers: PRIVATE })
  const db = getDb(context.cloudflare.env.DB)
  const value = submission.value
  const changed =
    value.intent === 'variant-add'
      ? await addVariant(db, staff, { listingId, ...value })
      : value.intent === 'variant-edit'
        ? await editVariant(db, staff, { listingId, ...value })
        : value.intent === 'variant-stock'
          ? await changeVariantStock(db, staff, { listingId, ...value })
          : await deleteVariant(db, staff, { listingId, variantId: value.variantId })
  if (!changed.ok) {
    if (changed.status === 404 && value.intent === 'variant-add') throw new Response(null, { status: 404, statusText: 'Not Found' })
    const field = changed.reason === 'negative' ? 'delta' : ''
    return data<VariantFormAnswer>(
      { variantIntent: intent, variantId, result: submission.reply({ fieldErrors: { [field]: [VARIANT_ERRORS[changed.reason]] } }) },
      { status: changed.status, headers: PRIVATE },
    )
  }
  throw await redirectWithToast(`/admin/marketplace/${listingId}#variants`, {
    titleKey: `admin:market.variants.toasts.${VARIANT_TOASTS[intent]}`,
    variant: 'success',
  })
}
