import type { MiddlewareHandler } from 'hono'

/**
 * Headers every response carries. The full Content-Security-Policy with per-request nonces
 * is set where the HTML is rendered (app/entry.server.tsx).
 */
export const baseSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const h = c.res.headers
  // WebSocket upgrades (101) carry immutable headers
  if (c.res.status === 101) return
  try {
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (!h.has('X-Frame-Options')) h.set('X-Frame-Options', 'DENY')
  } catch {
    // responses passed through from fetch() may be immutable; they are static assets or media
  }
}
