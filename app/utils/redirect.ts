/**
 * Only same-site paths: a single leading '/', no '//' or '/\' (protocol-relative to another host),
 * no control characters; anything else goes home.
 */
export function safeRedirect(to: string | undefined, fallback = '/') {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\') || /[\u0000-\u001f\u007f]/.test(to)) {
    return fallback
  }
  try {
    const base = 'http://haven.invalid'
    const url = new URL(to, base)
    return url.origin === base ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
