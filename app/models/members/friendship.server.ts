import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Viewer } from '~/models/viewer'
import { friendships } from '~/db/schema'

/**
 * The friendship test as SQL, apart from the friends domain (friends.server.ts) so that the
 * profile rule (visibility.server.ts) can use it while the friends domain uses the profile rule.
 * A friendship is one row per pair, user_a_id < user_b_id.
 */

/** SQL: the viewer and the member behind `memberId` are friends. Never true for a visitor. */
export function isFriendOf(viewer: Viewer, memberId: SQLWrapper): SQL {
  if (!viewer) return sql`0`
  return sql`EXISTS (SELECT 1 FROM ${friendships} WHERE (${friendships.userAId} = ${viewer.id} AND ${friendships.userBId} = ${memberId}) OR (${friendships.userAId} = ${memberId} AND ${friendships.userBId} = ${viewer.id}))`
}
