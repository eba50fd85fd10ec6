import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { rateLimits } from '~/db/schema'

export type RateLimitResult = {
  /** True while the key has used at most `limit` hits in the current window. */
  allowed: boolean
  /** Hits left in this window (0 once refused). */
  remaining: number
  /** Seconds until the window resets (0 when allowed). For a Retry-After header. */
  retryAfter: number
}

/**
 * Fixed-window limiter on the `rate_limits` table: one row per key holding the hit count and
 * the start of its window. Every call counts one hit; the first hit after the window has passed
 * starts a new window. One atomic upsert, so concurrent requests cannot both slip through.
 *
 * Keys are namespaced by the caller, e.g. `contact:ip:<hash>`, `signin:email:<hash>`. Never put
 * raw IP addresses or emails in a key: use `hashIdentifier` / `clientIpHash`.
 */
export async function checkRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const expired = now - windowMs
  const row = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // SQLite evaluates every SET expression against the row as it was before the update
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .get()
  const count = row?.count ?? 1
  const windowStart = row?.windowStart?.getTime() ?? now
  const allowed = count <= limit
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  }
}

/**
 * Gives back one hit counted by checkRateLimit (a request that turned out not to be what the
 * limit is about, e.g. a successful sign-in under a failure limit). Counting first and refunding
 * after keeps the limit atomic under concurrent requests.
 */
export async function refundRateLimit(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)))
}

/** Forgets a key (e.g. after a successful sign-in, to clear its failure counter). */
export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Deletes counters whose window started before `before` (housekeeping; safe to run any time). */
export async function pruneRateLimits(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before))
}
