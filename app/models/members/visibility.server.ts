import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { isStaff, VISITOR, type Viewer } from '~/models/viewer'
import { accounts, blocks, friendships, profiles } from '~/db/schema'
import { openReportAbout } from '~/models/reports/visibility.server'

/**
 * SQL: neither the viewer nor the member behind `memberId` (a column or expression of the
 * outer query) blocked the other. Always true for a visitor, who cannot block or be blocked.
 * Both directions use an index: the primary key (blocker, blocked) and blocks_blocked_idx.
 */
export function notBlockedEitherWay(viewer: Viewer, memberId: SQLWrapper): SQL {
  if (!viewer) return sql`1`
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${viewer.id} AND ${blocks.blockedId} = ${memberId}) OR (${blocks.blockerId} = ${memberId} AND ${blocks.blockedId} = ${viewer.id}))`
}

/** A friendship is one row per pair, user_a_id < user_b_id. */
/** SQL: the viewer and the member behind `memberId` are friends. Never true for a visitor. */
export function isFriendOf(viewer: Viewer, memberId: SQLWrapper): SQL {
  if (!viewer) return sql`0`
  return sql`EXISTS (SELECT 1 FROM ${friendships} WHERE (${friendships.userAId} = ${viewer.id} AND ${friendships.userBId} = ${memberId}) OR (${friendships.userAId} = ${memberId} AND ${friendships.userBId} = ${viewer.id}))`
}

/**
 * SQL: the viewer's friends' ids, as a list a query can drive from (`user_id IN (…)`: each friend
 * through an index) where isFriendOf would be tested on every row of a walk. None for a visitor.
 */
export function friendIdsOf(viewer: Viewer): SQL {
  if (!viewer) return sql`SELECT NULL WHERE 0`
  return sql`SELECT ${friendships.userBId} FROM ${friendships} WHERE ${friendships.userAId} = ${viewer.id} UNION ALL SELECT ${friendships.userAId} FROM ${friendships} WHERE ${friendships.userBId} = ${viewer.id}`
}

/**
 * SQL: the member behind `memberId` (a column or expression) has an active account. Anything a
 * member wrote (profile, posts, comments) is shown to others only while this holds.
 */
export function memberActive(memberId: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${memberId} AND ${accounts.status} = 'active')`
}

/**
 * Members as others see them: who may see a member's profile, and which of its fields.
 * (The member's own settings live in profile.server.ts.)
 *
 * The rule, over the `profiles` columns (join `profiles` to name the author of any other row):
 * - the member themselves always see it;
 * - staff (decision 034) as far as profile_visibility reaches them, whatever the account's state
 *   and blocks (moderation states), and a profile with an open report about the member;
 * - anyone else only while the account is active and neither of the two blocked the other, as
 *   far as the member's profile_visibility reaches: 'everyone' (visitors too), 'members' (signed
 *   in), 'friends' (their friends), 'nobody'.
 *
 * Fields: the location is a chosen city, never finer, and only when show_city is on; directory
 * lists (a city's members, /users) also leave out members hidden from the directory; the public
 * search index takes only profiles visible to everyone and not hidden from search.
 */
export function visibleProfile(viewer: Viewer): SQL {
  if (viewer && isStaff(viewer))
    return or(
      eq(profiles.userId, viewer.id),
      inArray(profiles.profileVisibility, ['everyone', 'members']),
      and(eq(profiles.profileVisibility, 'friends'), isFriendOf(viewer, profiles.userId)),
      openReportAbout('user', profiles.userId, viewer),
    )!
  const active = memberActive(profiles.userId)
  if (!viewer) return and(eq(profiles.profileVisibility, 'everyone'), active)!
  return or(
    eq(profiles.userId, viewer.id),
    and(
      active,
      notBlockedEitherWay(viewer, profiles.userId),
      or(
        inArray(profiles.profileVisibility, ['everyone', 'members']),
        and(eq(profiles.profileVisibility, 'friends'), isFriendOf(viewer, profiles.userId)),
      ),
    ),
  )!
}

/** In member directories (a city's members, /users): a visible profile not hidden from the directory. */
export function listedProfile(viewer: Viewer): SQL {
  return and(visibleProfile(viewer), eq(profiles.hiddenFromDirectory, false))!
}

/** The profile's city may be shown (to whoever may see the profile): the member chose to show it. */
export const cityShown = (): SQL => eq(profiles.showCity, true)

/**
 * Found by the site search (its hits, read at query time): a visible profile whose member did not
 * hide it from search. Hiding from the directory is another switch, and leaves search alone.
 */
export function foundBySearch(viewer: Viewer): SQL {
  return and(visibleProfile(viewer), eq(profiles.hiddenFromSearch, false))!
}

/** In the public search index: found by a visitor's search, with a name to find. */
export function searchableProfile(): SQL {
  return and(foundBySearch(VISITOR), sql`${profiles.displayName} IS NOT NULL`)!
}
