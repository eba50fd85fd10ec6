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
  const rule = MEDIA_RULES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? venuePhotoAccess
  const access = await rule(c.req.raw, c.env, key)
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

type Access = 'public' | 'public-short' | 'private' | 'denied'
type SeenBy = (db: ReturnType<typeof getDb>, viewer: Viewer, key: string) => Promise<boolean>

/**
 * Who may have a file, by its content's own rule: if a visitor may see it, anyone (`shared`
 * says how long shared caches keep it); else the signed-in caller, privately, if they may.
 */
async function accessByRule(request: Request, env: Env, key: string, seenBy: SeenBy, shared: 'public' | 'public-short'): Promise<Access> {
  const db = getDb(env.DB)
  if (await seenBy(db, VISITOR, key)) return shared
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  return (await seenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}

/**
 * Each kind of file by its key's prefix, with its rule (see the top of this module); any other
 * key is a venue photo's (venuePhotoAccess).
 *  - events/{uuid}.{ext}: public while a visitor may see an event with it
 *  - photos/{…}: a profile photo, as far as its profile's privacy reaches
 *  - posts/{postId}/{photoId}.{ext}: by the post's rule (visibleFeedPost)
 *  - crews/{crewId}/{uuid}.{ext}: a cover, to whom may see the crew in full
 *  - market/{listingId}/{uuid}.{ext}: by the item's rule (a draft's: staff and seller)
 *  - messages/{conversationId}/{uuid}.{ext}: the conversation's participants only
 */
const MEDIA_RULES: [prefix: string, access: (request: Request, env: Env, key: string) => Promise<Access>][] = [
  ['events/', (request, env, key) => accessByRule(request, env, key, eventImageSeenBy, 'public')],
  ['photos/', (request, env, key) => accessByRule(request, env, key, profilePhotoSeenBy, 'public-short')],
  ['posts/', (request, env, key) => accessByRule(request, env, key, postPhotoSeenBy, 'public-short')],
  ['crews/', (request, env, key) => accessByRule(request, env, key, crewCoverSeenBy, 'public-short')],
  ['market/', (request, env, key) => accessByRule(request, env, key, listingPhotoSeenBy, 'public-short')],
  ['messages/', messagePhotoAccess],
]

/** The R2 key a /media address names, or null when its percent-encoding does not decode (no file is named so). */
function mediaKey(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/media\//, ''))
  } catch {
    return null
  }
}

/** venues/{venueId}/{photoId}.{ext}: who may see this photo, by the photo rule. */
async function venuePhotoAccess(request: Request, env: Env, key: string): Promise<Access> {
  if (!key.startsWith('venues/')) return 'public'
  const match = /^venues\/\d+\/([0-9a-f-]{36})\.[a-z]+$/i.exec(key)
  if (!match) return 'denied'
  return accessByRule(request, env, key, (db, viewer) => venuePhotoSeenBy(db, viewer, match[1]!, key), 'public')
}

/** messages/{conversationId}/{uuid}.{ext}: to the conversation's participants only (and staff for a reported photo), never cached. */
async function messagePhotoAccess(request: Request, env: Env, key: string): Promise<'private' | 'denied'> {
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  const db = getDb(env.DB)
  return (await messagePhotoSeenBy(db, await getViewer(db, member.userId), key)) ? 'private' : 'denied'
}
