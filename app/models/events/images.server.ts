/**
 * An event's image (R2). The file's type is read from its first bytes and its metadata removed
 * before it is stored (stripImageMetadata: no camera GPS, serial or capture time reaches R2), at
 * events/{uuid}.{ext}. The dates of a series share one object; it is deleted once no event names
 * it any more. /media/events/… is served by the events' rule (eventImageAccess): an image of a
 * private crew's event reaches its members only, however its address travels.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { events } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { IMAGE_TYPES, stripImageMetadata } from '~/utils/image-metadata.server'
import { mediaUrl } from '../members/profile.server'
import { visibleEvent } from './visibility.server'

const EVENT_IMAGE_KEY = /^events\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/

/** Stores the form's image; null when the file is not an image we can clean (JPEG, PNG, WebP, GIF). */
export async function storeEventImage(bucket: R2Bucket, file: File): Promise<{ url: string; key: string } | null> {
  const image = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!image) return null
  const type = IMAGE_TYPES[image.kind]
  const key = `events/${crypto.randomUUID()}.${type.ext}`
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: type.mime } })
  return { url: mediaUrl(key), key }
}

const keyOf = (url: string | null | undefined) => {
  const key = url?.startsWith('/media/') ? url.slice('/media/'.length) : null
  return key && EVENT_IMAGE_KEY.test(key) ? key : null
}

/** Deletes the images among `urls` that no event names any more (a replaced or removed image). */
export async function deleteUnusedEventImages(db: Db, bucket: R2Bucket, urls: (string | null | undefined)[]) {
  const candidates = [...new Set(urls.filter((url): url is string => !!keyOf(url)))]
  if (!candidates.length) return
  const used = await db.select({ url: events.imageUrl }).from(events).where(inArray(events.imageUrl, candidates))
  const unused = candidates.filter((url) => !used.some((row) => row.url === url))
  if (unused.length) await bucket.delete(unused.map((url) => keyOf(url)!))
}

/** Whether an events/… key names an image of an event the viewer may see (drafts and hidden ones for their organizer and staff). */
export async function eventImageSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  if (!EVENT_IMAGE_KEY.test(key)) return false
  const row = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.imageUrl, mediaUrl(key)), visibleEvent(viewer, { drafts: viewer != null })))
    .limit(1)
    .get()
  return !!row
}
