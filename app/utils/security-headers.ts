/**
 * Content-Security-Policy of HTML pages: scripts only with this request's nonce (and what
 * they load, through 'strict-dynamic'), no inline script without it, no framing.
 * Styles allow inline attributes (React style props); nothing else is loosened.
 */
export function contentSecurityPolicy(nonce: string, options: { mapStyleUrl?: string } = {}) {
  // a hosted map style (MAP_STYLE_URL) may fetch its style, sprites and glyphs from its origin
  const map = externalOrigin(options.mapStyleUrl)
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map ? ` ${map}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${map ? ` ${map}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/** The https origin of a configured URL, or null (unset, relative or not https). */
function externalOrigin(url: string | undefined) {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** Headers every response carries (pages, API, media); static files get them from public/_headers. */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** For responses that are not HTML pages: nothing may run or embed them. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'"
