import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { getDb } from '~/db/client'
import { userRoles } from '~/db/schema/accounts'
import { venuePhotos } from '~/db/schema/venues'
import type { Env } from '../env'
import { apiMember } from './auth-guard'
import { jsonError } from './errors'

/**
 * Media (avatars, venue photos) from R2. Keys are validated on upload; here we only serve what
 * exists, with a long cache because keys are never reused. A venue photo is public only once
 * approved: until then (or after a rejection) only its uploader and moderators may fetch it,
 * privately cached, so an unguessable URL shared too early still shows nothing to others.
 */
export const media = new Hono<{ Bindings: Env }>()

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,255}$/i

media.get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''))
  if (!SAFE_KEY.test(key) || key.includes('..')) return jsonError(c, 404, 'notFound')
  const access = await venuePhotoAccess(c.req.raw, c.env, key)
  if (access === 'denied') return jsonError(c, 404, 'notFound')
  const object = await c.env.MEDIA.get(key)
  if (!object) return jsonError(c, 404, 'notFound')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', access === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable')
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
  return new Response(object.body, { headers })
})

/** venues/{venueId}/{photoId}.{ext}: who may see this photo, judged from its venue_photos row. */
async function venuePhotoAccess(request: Request, env: Env, key: string): Promise<'public' | 'private' | 'denied'> {
  if (!key.startsWith('venues/')) return 'public'
  const match = /^venues\/\d+\/([0-9a-f-]{36})\.[a-z]+$/i.exec(key)
  if (!match) return 'denied'
  const db = getDb(env.DB)
  const photo = await db
    .select({ status: venuePhotos.status, userId: venuePhotos.userId })
    .from(venuePhotos)
    .where(and(eq(venuePhotos.id, match[1]), eq(venuePhotos.r2Key, key)))
    .get()
  if (!photo) return 'denied'
  if (photo.status === 'approved') return 'public'
  const member = await apiMember(request, env)
  if (!member) return 'denied'
  if (member.userId === photo.userId) return 'private'
  const role = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, member.userId), inArray(userRoles.role, ['moderator', 'admin'])))
    .get()
  return role ? 'private' : 'denied'
}
