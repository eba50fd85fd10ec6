import { Hono } from 'hono'
import { VISITOR, type Viewer } from '~/models/viewer'
import { getDb } from '~/db/client'
import { getViewer } from '~/models/accounts/users.server'
import { venuePhotoSeenBy } from '~/models/venues/photos.server'
import { eventImageSeenBy } from '~/models/events/images.server'
import { profilePhotoSeenBy } from '~/models/members/photos.server'
import { postPhotoSeenBy } from '~/models/feed/photos.server'
import { crewCoverSeenBy } from '~/models/crews/cover.server'
import { messagePhotoSeenBy } from '~/models/messaging/photos.server'
import { listingPhotoSeenBy } from '~/models/marketplace/photos.server'
import { apiMember } from './auth-guard'
import { jsonError } from './errors'

/**
 * Media (avatars, venue photos, event images, post photos, crew covers) from R2. Keys are validated on upload; here we only serve what
 * exists, with a long cache because keys are never reused. A venue photo is served by the photo
 * rule (venuePhotoSeenBy → visibleVenuePhoto): what a visitor may see (an approved photo) publicly cached; what
 * only the signed-in caller may see (their pending photo; staff) privately; nothing else, so an
 * unguessable URL shared too early still shows nothing to others. An event's image likewise by the
 * events' rule (eventImageSeenBy): a private crew's event image reaches its members only. A member's
 * profile photo by the profile rule (profilePhotoSeenBy): public only for a profile visible to
 * everyone, and like a public post's photo cached for an hour only (a member who hides their
 * profile later is not kept in shared caches for a year). A feed
 * post's photo by the post's rule (postPhotoSeenBy → visibleFeedPost): a public post's photo is
 * publicly cached, but only for an hour (a post hidden or deleted later stops being served
 * soon); a members', friends' or crew post's photo goes only to a signed-in viewer who may see
 * the post, never stored by a shared cache. A message's photo (messages/{conversationId}/…) only
 * to the conversation's participants (messagePhotoSeenBy → conversationAccess), never publicly.
 * A market item's photo (market/{listingId}/…) by the item's rule (listingPhotoSeenBy →
 * visibleListing): a published item's for an hour in shared caches (it may go back to draft), a
 * draft's to staff and its seller only.
 */
export const media = new Hono<{ Bindings: Env }>()

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,255}$/i

media.get('/*', async (c) => {
  const key = mediaKey(c.req.path)
  if (key === null || !SAFE_KEY.test(key) || key.includes('..')) return jsonError(c, 404, 'notFound')
  const access = key.startsWith('events/')
    ? await eventImageAccess(c.req.raw, c.env, key)
    : key.startsWith('photos/')
      ? await profilePhotoAccess(c.req.raw, c.env, key)
      : key.startsWith('posts/')
        ? await postPhotoAccess(c.req.raw, c.env, key)
        : key.startsWith('crews/')
          ? await crewCoverAccess(c.req.raw, c.env, key)
          : key.startsWith('messages/')
            ? await messagePhotoAccess(c.req.raw, c.env, key)
            : key.startsWith('market/')
              ? await listingPhotoAccess(c.req.raw, c.env, key)
              : await venuePhotoAccess(c.req.raw, c.env, key)
  if (access === 'denied') return jsonError(c, 404, 'notFound')
  const object = await c.env.MEDIA.get(key)
  if (!object) return jsonError(c, 404, 'notFound')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set(
    'Cache-Control',
    access === 'private' ? 'private, no-store' : access === 'public-short' ? 'public, max-age=3600' : 'public, max-age=31536000, immutable',
  )
  if (access === 'private') headers.set('Vary', 'Cookie, Authorization')
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
  return new Response(object.body, { headers })
})

/** The R2 key a /media address names, or null when its percent-encoding does not decode (no file is named so). */
function mediaKey(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/media\//, ''))
  } catch {
    return null
  }
}

/** venues/{venueId}/{photoId}.{ext}: who may see this photo, by the photo rule. */
async function venuePhotoAccess(request: Request, env: Env, key: string): Promise<'public' | 'private' | 'denied'> {
  if (!key.startsWith('venues/')) return 'public'
  const match = /^venues\/\d+\/([0-9a-f-]{36})\.[a-z]+$/i.exec(key)
  if (!match) return 'denied'
  const db = getDb(env.DB)
  const seenBy = (viewer: Viewer) => venuePhotoSeenBy(db, viewer, match[1]!, key)
  if (await seenBy(VISITOR)) return 'public'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await seenBy(await getViewer(db, member.userId))) ? 'private' : 'denied'
}

/** events/{uuid}.{ext}: public while a visitor may see an event with it, else only to whom may see one. */
async function eventImageAccess(request: Request, env: Env, key: string): Promise<'public' | 'private' | 'denied'> {
  const db = getDb(env.DB)
  if (await eventImageSeenBy(db, VISITOR, key)) return 'public'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await eventImageSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/** photos/{…}: a member's profile photo, as far as their profile's privacy reaches. */
async function profilePhotoAccess(request: Request, env: Env, key: string): Promise<'public-short' | 'private' | 'denied'> {
  const db = getDb(env.DB)
  if (await profilePhotoSeenBy(db, VISITOR, key)) return 'public-short'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await profilePhotoSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/** crews/{crewId}/{uuid}.{ext}: a crew's cover, to whom may see the crew in full (a private crew's: its members). */
async function crewCoverAccess(request: Request, env: Env, key: string): Promise<'public-short' | 'private' | 'denied'> {
  const db = getDb(env.DB)
  if (await crewCoverSeenBy(db, VISITOR, key)) return 'public-short'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await crewCoverSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/** posts/{postId}/{photoId}.{ext}: by the post's rule (visibleFeedPost), as a visitor first, then as the caller. */
async function postPhotoAccess(request: Request, env: Env, key: string): Promise<'public-short' | 'private' | 'denied'> {
  const db = getDb(env.DB)
  if (await postPhotoSeenBy(db, VISITOR, key)) return 'public-short'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await postPhotoSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/** messages/{conversationId}/{uuid}.{ext}: to the conversation's participants only (and staff for a reported photo), never cached. */
async function messagePhotoAccess(request: Request, env: Env, key: string): Promise<'private' | 'denied'> {
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  const db = getDb(env.DB)
  return (await messagePhotoSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/** market/{listingId}/{uuid}.{ext}: an item's photo, by the item's rule (a draft's: staff and seller). */
async function listingPhotoAccess(request: Request, env: Env, key: string): Promise<'public-short' | 'private' | 'denied'> {
  const db = getDb(env.DB)
  if (await listingPhotoSeenBy(db, VISITOR, key)) return 'public-short'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await listingPhotoSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}
