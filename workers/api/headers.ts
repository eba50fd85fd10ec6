import type { MiddlewareHandler } from 'hono'
import { COMMON_SECURITY_HEADERS, NON_HTML_CSP } from '~/utils/security-headers'

/**
 * Security headers on every Worker response. HTML pages get their nonce-based CSP from
 * app/entry.server.tsx; everything else gets a CSP that allows nothing to run.
 */
export const baseSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  // WebSocket upgrades (101) carry immutable headers
  if (c.res.status === 101) return
  try {
    const h = c.res.headers
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) if (!h.has(name)) h.set(name, value)
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', NON_HTML_CSP)
  } catch {
    // a response passed through from fetch() can be immutable: copy it
    const res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.headers.set(name, value)
    c.res = res
  }
}
