/**
 * An item's photos (issue 40). A file's type is read from its first bytes and its metadata
 * removed before it is stored (stripImageMetadata: no camera GPS, serial or capture time reaches
 * R2), at market/{listingId}/{uuid}.{ext}. /media serves one by the item's own rule
 * (listingPhotoSeenBy → visibleListing): a published item's photos to everyone, a draft's to
 * staff and its seller only, however the address travels.
 *
 * The first photo by position is the item's picture: `marketplace_listings.image_url`, which
 * the cards, the sitemap and the JSON-LD read, follows every change (syncListingPicture).
 * Each form carries the editor page's one-time key, and a move names a place, not a step: the
 * same form sent twice stores, moves or removes a photo once.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import { listingPhotos, marketplaceListings } from '~/db/schema'
import { recordStaffAction, type StaffAuditEntry } from '~/models/admin/audit.server'
import { mediaUrl } from '~/models/members/profile.server'
import type { Viewer } from '~/models/viewer'
import { IMAGE_TYPES, stripImageMetadata } from '~/utils/image-metadata.server'
import type { Staff } from './admin.server'
import { LISTING_LIMITS } from './admin-schema'
import { visibleListing } from './visibility.server'

export type ListingPhotoItem = { id: string; url: string; alt: string; width: number | null; height: number | null }

const LISTING_PHOTO_KEY = /^market\/(\d{1,10})\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/

/** An item's photos in their order, as a query (for a batch); the caller has checked who may see the item. */
export function listingPhotosQuery(db: Db, listingId: number) {
  return db
    .select({
      id: listingPhotos.id,
      url: listingPhotos.url,
      alt: listingPhotos.alt,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt))
}

export const listListingPhotos = (db: Db, listingId: number): Promise<ListingPhotoItem[]> => listingPhotosQuery(db, listingId).all()

/** Whether a market/{listingId}/{uuid}.{ext} key names a photo of an item this viewer may see (drafts: staff and seller). */
export async function listingPhotoSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const match = LISTING_PHOTO_KEY.exec(key)
  if (!match) return false
  const row = await db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, listingPhotos.listingId))
    .where(and(eq(listingPhotos.r2Key, key), eq(listingPhotos.listingId, Number(match[1])), visibleListing(viewer, { drafts: true })))
    .get()
  return !!row
}

export type ListingPhotoChange = { ok: true } | { ok: false; status: 400 | 404 | 409; reason: 'unknown' | 'fileType' | 'tooMany' }

/** The item's picture: its first photo; with none, no picture (an address the data named stays). */
const syncListingPicture = (listingId: number) =>
  sql`UPDATE marketplace_listings
      SET image_url = coalesce(
            (SELECT url FROM listing_photos WHERE listing_id = ${listingId} ORDER BY position, created_at LIMIT 1),
            CASE WHEN image_url LIKE '/media/market/%' THEN NULL ELSE image_url END),
          updated_at = ${Date.now()}
      WHERE id = ${listingId}`

/** One staff_audit_log row (issue 41); the target is the item, the photo in the details. */
const audit = (db: Db, staff: Staff, listingId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) =>
  recordStaffAction(db, staff, { ...entry, targetType: 'listing', targetId: listingId })

/** Adds a photo at the end (cleaned first: a file we cannot read stores nothing); at most LISTING_LIMITS.photosMax. */
export async function addListingPhoto(
  db: Db,
  bucket: R2Bucket,
  staff: Staff,
  input: { listingId: number; photo: File; alt: string; key: string },
): Promise<ListingPhotoChange> {
  const [listing, counted] = await db.batch([
    db.select({ id: marketplaceListings.id }).from(marketplaceListings).where(eq(marketplaceListings.id, input.listingId)),
    db
      .select({ last: sql<number>`coalesce(max(${listingPhotos.position}), -1)` })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, input.listingId)),
  ])
  if (!listing[0]) return { ok: false, status: 404, reason: 'unknown' }
  const image = stripImageMetadata(new Uint8Array(await input.photo.arrayBuffer()))
  if (!image) return { ok: false, status: 400, reason: 'fileType' }
  const type = IMAGE_TYPES[image.kind]
  const id = crypto.randomUUID()
  const key = `market/${input.listingId}/${id}.${type.ext}`
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: type.mime } })
  try {
    // the count is tested in the INSERT itself: two uploads at once never pass the limit together
    const [inserted] = await runSqlBatch(db, [
      sql`INSERT INTO listing_photos (id, listing_id, r2_key, url, alt, width, height, position, form_key)
          SELECT ${id}, ${input.listingId}, ${key}, ${mediaUrl(key)}, ${input.alt}, ${image.width}, ${image.height},
                 ${(counted[0]?.last ?? -1) + 1}, ${input.key}
          WHERE (SELECT count(*) FROM listing_photos WHERE listing_id = ${input.listingId}) < ${LISTING_LIMITS.photosMax}`,
      syncListingPicture(input.listingId),
    ])
    if (inserted!.meta.changes === 0) {
      await bucket.delete(key)
      return { ok: false, status: 409, reason: 'tooMany' }
    }
  } catch (error) {
    await bucket.delete(key)
    // the same form again (its key is stored): the photo is there already
    if (isUniqueViolation(error)) return { ok: true }
    throw error
  }
  await audit(db, staff, input.listingId, { action: 'MARKET_PHOTO_ADDED', after: { photoId: id, alt: input.alt } })
  return { ok: true }
}

/** Puts a photo at `position` (0 first), the others keeping their order around it. */
export async function moveListingPhoto(
  db: Db,
  staff: Staff,
  input: { listingId: number; photoId: string; position: number },
): Promise<ListingPhotoChange> {
  const photos = await listListingPhotos(db, input.listingId)
  const from = photos.findIndex((photo) => photo.id === input.photoId)
  if (from < 0) return { ok: false, status: 404, reason: 'unknown' }
  const order = photos.filter((photo) => photo.id !== input.photoId)
  order.splice(Math.min(input.position, order.length), 0, photos[from]!)
  await runSqlBatch(db, [
    ...order.map(
      (photo, position) => sql`UPDATE listing_photos SET position = ${position} WHERE id = ${photo.id} AND listing_id = ${input.listingId}`,
    ),
    syncListingPicture(input.listingId),
  ])
  await audit(db, staff, input.listingId, {
    action: 'MARKET_PHOTO_MOVED',
    before: { position: from },
    after: { position: Math.min(input.position, order.length - 1) },
    details: { photoId: input.photoId },
  })
  return { ok: true }
}

/** Removes a photo, row and R2 object; removing one already gone changes nothing. */
export async function deleteListingPhoto(
  db: Db,
  bucket: R2Bucket,
  staff: Staff,
  input: { listingId: number; photoId: string },
): Promise<ListingPhotoChange> {
  const [deleted] = await runSqlBatch(db, [
    sql`DELETE FROM listing_photos WHERE id = ${input.photoId} AND listing_id = ${input.listingId} RETURNING r2_key AS key`,
    syncListingPicture(input.listingId),
  ])
  const key = (deleted!.results[0] as { key?: string } | undefined)?.key
  if (!key) return { ok: true }
  try {
    await bucket.delete(key)
  } catch (error) {
    // the row is gone, so the photo is no longer listed or served; a stray object is only storage
    console.error('market photo object not removed', key, error)
  }
  await audit(db, staff, input.listingId, { action: 'MARKET_PHOTO_REMOVED', before: { photoId: input.photoId }, details: { key } })
  return { ok: true }
}
