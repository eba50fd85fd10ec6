import { eq } from 'drizzle-orm'
import { getDb } from '~/db/client'
import { profiles } from '~/db/schema'

/**
 * A member's presence (online, last seen) from their Inbox room (party/inbox.ts: `presence()`
 * answers whether a tab is connected now) and profiles.last_seen_at (stored by the room when the
 * last tab closes). It says nothing about who may see it: a page asks for it only when the
 * member's show_online_status is on and the viewer may see the profile (the profile page's
 * loader). Failures are swallowed (SPEC §8): no presence is shown rather than an error.
 */
export type Presence = { online: true } | { online: false; lastSeenAt: Date | null }

type PresenceEnv = { Inbox: Env['Inbox']; DB: D1Database }

/** `known.lastSeenAt`: the column when the caller read it already (saves a query). */
export async function memberPresence(env: PresenceEnv, userId: string, known?: { lastSeenAt: Date | null }): Promise<Presence | null> {
  const lastSeen = async () => {
    if (known) return known.lastSeenAt
    const row = await getDb(env.DB).select({ at: profiles.lastSeenAt }).from(profiles).where(eq(profiles.userId, userId)).get()
    return row?.at ?? null
  }
  try {
    const [{ online }, lastSeenAt] = await Promise.all([env.Inbox.get(env.Inbox.idFromName(userId)).presence(), lastSeen()])
    return online ? { online: true } : { online: false, lastSeenAt }
  } catch {
    try {
      const lastSeenAt = await lastSeen()
      return lastSeenAt ? { online: false, lastSeenAt } : null
    } catch {
      return null
    }
  }
}

/** The member's last tab closed (their Inbox room): profiles.last_seen_at is now; a failure is swallowed. */
export async function recordLastSeen(database: D1Database, userId: string, at = Date.now()): Promise<void> {
  await database
    .prepare('UPDATE profiles SET last_seen_at = ?1 WHERE user_id = ?2')
    .bind(at, userId)
    .run()
    .catch(() => undefined)
}
