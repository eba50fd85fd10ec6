/**
 * The feed's URL, browser-safe: /feed?tab=friends&before={cursor}. The cursor is the last
 * post's creation time (ms, base 36) and id: 'kx9v3b2c.3f2a…'. Posts are ordered by
 * (created_at, id) descending, so the next page is the posts strictly before the cursor on the
 * community_posts_created_idx index: no OFFSET, no post shown twice or skipped while new posts
 * arrive (decision 027).
 */
export const FEED_TABS = ['everyone', 'friends', 'crews'] as const
export type FeedTab = (typeof FEED_TABS)[number]

export type FeedCursor = { createdAt: number; id: string }

const ID = /^[0-9a-zA-Z-]{1,64}$/

export function isFeedTab(value: unknown): value is FeedTab {
  return typeof value === 'string' && (FEED_TABS as readonly string[]).includes(value)
}

export function encodeCursor(cursor: FeedCursor): string {
  return `${cursor.createdAt.toString(36)}.${cursor.id}`
}

/** null for anything that is not a cursor this module wrote. */
export function decodeCursor(value: string | null | undefined): FeedCursor | null {
  if (!value) return null
  const at = value.indexOf('.')
  if (at < 1 || at > 12) return null
  const ms = Number.parseInt(value.slice(0, at), 36)
  const id = value.slice(at + 1)
  if (!Number.isSafeInteger(ms) || ms < 0 || value.slice(0, at) !== ms.toString(36) || !ID.test(id)) return null
  return { createdAt: ms, id }
}

/** The clean address of a feed page ('everyone' is the default and not written). */
export function feedHref(tab: FeedTab, before?: string | null): string {
  const params = new URLSearchParams()
  if (tab !== 'everyone') params.set('tab', tab)
  if (before) params.set('before', before)
  const qs = params.toString()
  return qs ? `/feed?${qs}` : '/feed'
}

export const postHref = (postId: string) => `/feed/${encodeURIComponent(postId)}`
