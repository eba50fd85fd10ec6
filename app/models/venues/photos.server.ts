import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, profiles, venuePhotos, venues, type PhotoStatus, type Role } from '~/db/schema'
import { mediaUrl } from '~/models/members/profile.server'
import { PHOTO_UPLOADS_PER_DAY } from '~/models/venues/contribution-limits'
import { isStaff, type Viewer } from '~/models/viewer'
import { IMAGE_TYPES, type StrippedImage } from '~/utils/image-metadata.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { visibleVenuePhoto } from './visibility.server'

/**
 * Venue photos. The route has already sniffed the type from the first bytes and removed the
 * metadata (app/utils/image-metadata.server.ts: no camera GPS position ever reaches R2); here
 * the file goes to R2 at venues/{venueId}/{photoId}.{ext} (served by /media/*) with its row.
 *
 * Moderation: a NEW member's photo waits ('pending') until a moderator approves it on
 * /admin/venues (setPhotoStatus, listPendingPhotos). A pending photo is listed only for its
 * uploader and moderators; its R2 key holds a random UUID, so its URL cannot be guessed.
 */

/** Whether this viewer may see the photo stored at `key` (visibleVenuePhoto): the /media route's check. */
export async function venuePhotoSeenBy(db: Db, viewer: Viewer, photoId: string, key: string): Promise<boolean> {
  const row = await db
    .select({ id: venuePhotos.id })
    .from(venuePhotos)
    .where(and(eq(venuePhotos.id, photoId), eq(venuePhotos.r2Key, key), visibleVenuePhoto(viewer)))
    .get()
  return !!row
}

/** Accounts younger than this are new members... */
export const NEW_MEMBER_DAYS = 14
const DAY_MS = 24 * 3600 * 1000
/** How many photos the gallery shows (newest first). */
export const GALLERY_LIMIT = 60

export { PhotoIdSchema, PhotoUploadSchema } from './schema'

export type PhotoItem = {
  id: string
  url: string
  caption: string | null
  width: number | null
  height: number | null
  /** 'pending' reaches only the uploader and moderators. */
  status: 'approved' | 'pending'
  /** Uploaded by the viewer (they may delete it). */
  mine: boolean
  createdAt: string
}

/**
 * ...unless a moderator has already approved one of their photos. Moderators and admins are
 * always trusted. Everyone else (accounts of at least NEW_MEMBER_DAYS days) publishes at once.
 */
export async function isTrustedUploader(db: Db, user: { id: string; roles: readonly Role[] }, now: number = Date.now()) {
  if (isStaff(user)) return true
  const [account, approved] = await db.batch([
    db.select({ createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.id, user.id)),
    db
      .select({ id: venuePhotos.id })
      .from(venuePhotos)
      .where(and(eq(venuePhotos.userId, user.id), eq(venuePhotos.status, 'approved')))
      .limit(1),
  ])
  const createdAt = account[0]?.createdAt?.getTime() ?? now
  return now - createdAt >= NEW_MEMBER_DAYS * DAY_MS || approved.length > 0
}

export type AddPhotoResult =
  { ok: true; id: string; status: 'approved' | 'pending'; url: string } | { ok: false; code: 'rate_limited'; retryAfter: number }

/** Stores a checked, stripped image for the venue. At most PHOTO_UPLOADS_PER_DAY per member and venue a day. */
export async function addVenuePhoto(
  db: Db,
  bucket: R2Bucket,
  input: { venueId: number; user: { id: string; roles: readonly Role[] }; image: StrippedImage; caption: string },
  now: number = Date.now(),
): Promise<AddPhotoResult> {
  // counted before storing, so deleting a photo does not give the upload back
  const limit = await checkRateLimit(db, `venue-photo:${input.user.id}:${input.venueId}`, PHOTO_UPLOADS_PER_DAY, DAY_MS, now)
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfter: limit.retryAfter }
  const status: PhotoStatus = (await isTrustedUploader(db, input.user, now)) ? 'approved' : 'pending'
  const type = IMAGE_TYPES[input.image.kind]
  const id = crypto.randomUUID()
  const key = `venues/${input.venueId}/${id}.${type.ext}`
  await bucket.put(key, input.image.bytes, { httpMetadata: { contentType: type.mime } })
  try {
    await db.insert(venuePhotos).values({
      id,
      venueId: input.venueId,
      userId: input.user.id,
      r2Key: key,
      url: mediaUrl(key),
      caption: input.caption || null,
      width: input.image.width,
      height: input.image.height,
      status,
      createdAt: new Date(now),
    })
  } catch (error) {
    await bucket.delete(key)
    throw error
  }
  return { ok: true, id, status, url: mediaUrl(key) }
}

/** The venue's photos this viewer may see (visibleVenuePhoto), newest first. */
export async function listVenuePhotos(db: Db, options: { venueId: number; viewer: Viewer; limit?: number }): Promise<PhotoItem[]> {
  const viewerId = options.viewer?.id ?? null
  const rows = await db
    .select({
      id: venuePhotos.id,
      url: venuePhotos.url,
      caption: venuePhotos.caption,
      width: venuePhotos.width,
      height: venuePhotos.height,
      status: venuePhotos.status,
      userId: venuePhotos.userId,
      createdAt: venuePhotos.createdAt,
    })
    .from(venuePhotos)
    .where(and(eq(venuePhotos.venueId, options.venueId), visibleVenuePhoto(options.viewer)))
    .orderBy(desc(venuePhotos.createdAt), desc(venuePhotos.id))
    .limit(options.limit ?? GALLERY_LIMIT)
    .all()
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    caption: row.caption,
    width: row.width,
    height: row.height,
    status: row.status === 'approved' ? 'approved' : 'pending',
    mine: !!viewerId && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
  }))
}

async function deleteObject(bucket: R2Bucket | undefined, key: string | null) {
  if (!bucket || !key || key.includes('..')) return
  try {
    await bucket.delete(key)
  } catch (error) {
    // the row is gone, so the photo is no longer listed; a stray object is only storage
    console.error('venue photo object not removed', key, error)
  }
}

/** Deletes one of the member's own photos of the venue, row and R2 object. */
export async function deleteOwnPhoto(
  db: Db,
  bucket: R2Bucket,
  input: { venueId: number; photoId: string; userId: string },
): Promise<'ok' | 'not_found' | 'forbidden'> {
  const photo = await db
    .select({ userId: venuePhotos.userId, status: venuePhotos.status })
    .from(venuePhotos)
    .where(and(eq(venuePhotos.id, input.photoId), eq(venuePhotos.venueId, input.venueId)))
    .get()
  if (!photo || photo.status === 'rejected') return 'not_found'
  if (photo.userId !== input.userId) return 'forbidden'
  const deleted = await db
    .delete(venuePhotos)
    .where(and(eq(venuePhotos.id, input.photoId), eq(venuePhotos.userId, input.userId)))
    .returning({ key: venuePhotos.r2Key })
  await deleteObject(bucket, deleted[0]?.key ?? null)
  return deleted.length ? 'ok' : 'not_found'
}

/**
 * A moderator's decision on a photo (for /admin/venues). The caller checks the role.
 * Rejecting with a bucket also removes the file from R2, so its URL stops working; the row
 * stays (status 'rejected') and is listed to nobody. `moderatorId` is the acting moderator,
 * kept for the audit trail and the logs. Returns false for an unknown photo.
 */
export async function setPhotoStatus(
  db: Db,
  photoId: string,
  status: 'approved' | 'rejected' | 'pending',
  moderatorId: string,
  bucket?: R2Bucket,
): Promise<boolean> {
  const updated = await db
    .update(venuePhotos)
    .set({ status, reviewedBy: status === 'pending' ? null : moderatorId, reviewedAt: status === 'pending' ? null : new Date() })
    .where(eq(venuePhotos.id, photoId))
    .returning({ key: venuePhotos.r2Key, venueId: venuePhotos.venueId })
  if (!updated.length) return false
  if (status === 'rejected') await deleteObject(bucket, updated[0]!.key)
  return true
}

export type PendingPhoto = {
  id: string
  url: string
  caption: string | null
  width: number | null
  height: number | null
  createdAt: string
  venue: { id: number; name: string }
  uploader: { id: string | null; name: string | null }
}

/** Photos waiting for a moderator, oldest first (first come, first served). */
export async function listPendingPhotos(db: Db, limit = 50): Promise<PendingPhoto[]> {
  const rows = await db
    .select({
      id: venuePhotos.id,
      url: venuePhotos.url,
      caption: venuePhotos.caption,
      width: venuePhotos.width,
      height: venuePhotos.height,
      createdAt: venuePhotos.createdAt,
      venueId: venues.id,
      venueName: venues.name,
      uploaderId: venuePhotos.userId,
      uploaderName: profiles.displayName,
    })
    .from(venuePhotos)
    .innerJoin(venues, eq(venues.id, venuePhotos.venueId))
    .leftJoin(profiles, eq(profiles.userId, venuePhotos.userId))
    .where(eq(venuePhotos.status, 'pending'))
    .orderBy(asc(venuePhotos.createdAt), asc(venuePhotos.id))
    .limit(Math.max(1, Math.min(limit, 200)))
    .all()
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    caption: r.caption,
    width: r.width,
    height: r.height,
    createdAt: r.createdAt.toISOString(),
    venue: { id: r.venueId, name: r.venueName },
    uploader: { id: r.uploaderId, name: r.uploaderName },
  }))
}
