/**
 * A post's photos: checked and stripped before they are stored (the venue photos' pipeline,
 * app/utils/image-metadata.server.ts: the type from the first bytes, no Exif/GPS reaching R2),
 * and who may have one from /media (postPhotoSeenBy: the post's own rule, visibleFeedPost).
 * Kept apart from posts.server.ts so the Worker's /media route reads the rule without the
 * notifications (and their texts) that posting brings.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { communityPosts, postPhotos } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { MAX_IMAGE_BYTES, stripImageMetadata, type StrippedImage } from '~/utils/image-metadata.server'
import { visibleFeedPost } from './visibility.server'

export type PreparedPhoto = { image: StrippedImage; alt: string }
export type PhotoProblem = { index: number; code: 'tooLarge' | 'fileType' }

/** Each chosen file's real type from its first bytes and its bytes without metadata; the first refusal otherwise. */
export async function stripPostPhotos(
  photos: readonly { file: File; alt: string }[],
): Promise<{ ok: true; photos: PreparedPhoto[] } | { ok: false; problem: PhotoProblem }> {
  const prepared: PreparedPhoto[] = []
  for (const [index, photo] of photos.entries()) {
    if (photo.file.size > MAX_IMAGE_BYTES) return { ok: false, problem: { index, code: 'tooLarge' } }
    const image = stripImageMetadata(new Uint8Array(await photo.file.arrayBuffer()))
    if (!image) return { ok: false, problem: { index, code: 'fileType' } }
    prepared.push({ image, alt: photo.alt })
  }
  return { ok: true, photos: prepared }
}

const POST_PHOTO_KEY = /^posts\/([0-9a-zA-Z-]{1,64})\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/

/** Whether a posts/{postId}/{photoId}.{ext} key names a photo of a post this viewer may see. */
export async function postPhotoSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const match = POST_PHOTO_KEY.exec(key)
  if (!match) return false
  const row = await db
    .select({ id: postPhotos.id })
    .from(postPhotos)
    .innerJoin(communityPosts, eq(communityPosts.id, postPhotos.postId))
    .where(and(eq(postPhotos.r2Key, key), eq(postPhotos.postId, match[1]!), visibleFeedPost(viewer)))
    .get()
  return !!row
}
