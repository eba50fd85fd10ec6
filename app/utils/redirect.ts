/** Longest redirect target kept (characters): a longer one (a pasted or crafted address) goes home. */
export const REDIRECT_MAX = 512

/**
 * Only same-site paths: a single leading '/', no '//' or '/\' (protocol-relative to another host),
 * no control characters, at most REDIRECT_MAX characters; anything else goes home.
 */
export function safeRedirect(to: string | undefined, fallback = '/') {
  if (
    !to ||
    to.length > REDIRECT_MAX ||
    !to.startsWith('/') ||
    to.startsWith('//') ||
    to.includes('\\') ||
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    /[\u0000-\u001f\u007f]/.test(to)
  ) {
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

/**
 * The sign-in page's address that brings the visitor back to `back` (a path with its query, as
 * the browser sent it): the whole of it when it is a short same-site path, else its path alone,
 * else nothing. Encoded once, so /auth's `redirectTo` reads back exactly `back`.
 */
export function signInPath(back: string) {
  const path = back.split('?')[0]!
  const kept = safeRedirect(back, '') || safeRedirect(path, '')
  return kept === '' || kept === '/' ? '/auth' : `/auth?redirectTo=${encodeURIComponent(kept)}`
}
