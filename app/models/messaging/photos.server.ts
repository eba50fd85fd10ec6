import { and, eq, inArray } from 'drizzle-orm'
import { getDb, type Db } from '~/db/client'
import { reportedMessages, reports } from '~/db/schema'
import { isStaff, type Viewer } from '~/models/viewer'
import { IMAGE_TYPES, stripImageMetadata } from '~/utils/image-metadata.server'
import { MESSAGING_LIMITS as L } from './limits'
import { conversationAccess } from './visibility.server'

/**
 * A message's photo: uploaded before the message is sent (the room checks the key's prefix and
 * uploader when the message names it), stored in R2 without its metadata (the feed's pipeline,
 * app/utils/image-metadata.server.ts) under `messages/{conversationId}/{uuid}.{ext}` with
 * customMetadata { uploader, width, height }, and served by /media only to the conversation's
 * participants (conversationAccess), never cached by anyone else; moderators get a photo that was
 * copied into an open report about it.
 */

export const MESSAGE_PHOTO_KEY = /^messages\/([0-9A-Za-z-]{1,64})\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/

export type PhotoUploadResult =
  | { ok: true; key: string; url: string; width: number | null; height: number | null }
  | { ok: false; status: 404 | 403 | 413 | 415; code: 'notFound' | 'readOnly' | 'tooLarge' | 'fileType' }

export async function uploadMessagePhoto(
  env: { DB: D1Database; MEDIA: R2Bucket },
  viewer: Viewer,
  conversationId: string,
  file: File,
): Promise<PhotoUploadResult> {
  const access = viewer && conversationId.length <= 64 ? await conversationAccess(getDb(env.DB), conversationId, viewer) : null
  if (!access) return { ok: false, status: 404, code: 'notFound' }
  if (access.readOnly) return { ok: false, status: 403, code: 'readOnly' }
  if (file.size > L.photoMaxBytes) return { ok: false, status: 413, code: 'tooLarge' }
  const image = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!image) return { ok: false, status: 415, code: 'fileType' }
  const type = IMAGE_TYPES[image.kind]
  const key = `messages/${conversationId}/${crypto.randomUUID()}.${type.ext}`
  await env.MEDIA.put(key, image.bytes, {
    httpMetadata: { contentType: type.mime },
    customMetadata: {
      uploader: viewer!.id,
      ...(image.width != null ? { width: String(image.width) } : {}),
      ...(image.height != null ? { height: String(image.height) } : {}),
    },
  })
  return { ok: true, key, url: `/media/${key}`, width: image.width, height: image.height }
}

/** Whether `/media/messages/…` may go to this viewer: a participant who may see the conversation, or staff for a reported photo. */
export async function messagePhotoSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const match = MESSAGE_PHOTO_KEY.exec(key)
  if (!match || !viewer) return false
  if (await conversationAccess(db, match[1]!, viewer)) return true
  if (!isStaff(viewer)) return false
  const reported = await db
    .select({ id: reportedMessages.reportId })
    .from(reportedMessages)
    .innerJoin(reports, eq(reports.id, reportedMessages.reportId))
    .where(and(eq(reportedMessages.photoKey, key), inArray(reports.status, ['open', 'reviewing'])))
    .get()
  return !!reported
}
