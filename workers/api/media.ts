import { Hono } from 'hono'
import type { Env } from '../env'
import { jsonError } from './errors'

/**
 * Public media (avatars, venue photos) from R2. Keys are validated on upload;
 * here we only serve what exists, with a long cache because keys are never reused.
 */
export const media = new Hono<{ Bindings: Env }>()

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,255}$/i

media.get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''))
  if (!SAFE_KEY.test(key) || key.includes('..')) return jsonError(c, 404, 'notFound')
  const object = await c.env.MEDIA.get(key)
  if (!object) return jsonError(c, 404, 'notFound')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
  return new Response(object.body, { headers })
})
