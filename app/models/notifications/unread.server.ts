import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { groupNotifications, notifications } from '~/db/schema'

/**
 * A member's unread count (SPEC §9: not capped): their unread notifications plus their crew
 * notifications with no read_at, each counted from its partial index of unread rows. The two
 * statements go into the caller's own batch (the header's, the panel's, the count's alone);
 * unreadTotal adds their answers.
 */
export const unreadCountQueries = (db: Db, userId: string) =>
  [
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
    db
      .select({ n: count() })
      .from(groupNotifications)
      .where(and(eq(groupNotifications.userId, userId), isNull(groupNotifications.readAt))),
  ] as const

type Counted = readonly { n: number }[]
export const unreadTotal = (mine: Counted, crews: Counted) => (mine[0]?.n ?? 0) + (crews[0]?.n ?? 0)
