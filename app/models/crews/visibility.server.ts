import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { communityGroups, groupInvites, groupMembers, type GroupRole } from '~/db/schema'
import { notBlockedEitherWay } from '~/models/members/visibility.server'
import { openReportAbout } from '~/models/reports/visibility.server'

/**
 * Crews (community_groups). Who may see a crew, its content and its members, and who leads one.
 *
 * - A public crew is seen by everyone. A private crew is seen by its active members: a visitor or
 *   another member learns nothing of it, not its name, not that it exists.
 * - Staff (decision 034) see what a member sees, moderation states aside (a crew they hid stays
 *   theirs to see, marked hidden), plus a crew with an open report about it and its content. A
 *   private crew's member list is never theirs here: admins read it in /admin/groups, audited.
 * - A crew's content (its events, its posts) follows the crew: an event or post of a private crew
 *   is for its members only, wherever it would be shown (a city page, a venue page, favorites,
 *   search, feeds, counts).
 * - A crew staff hid (/admin/groups, hidden_at) is seen by nobody but staff, and so is all its content.
 * - Its member list: members of a public crew are seen by members of Haven; a private crew's
 *   member list by its own members. Members who blocked the viewer, or whom the viewer blocked,
 *   are left out.
 */

/** SQL: the viewer is an active member of the crew behind `groupId` (a column or expression). */
export function isActiveCrewMember(viewer: Viewer, groupId: SQLWrapper): SQL {
  if (!viewer) return sql`0`
  return sql`EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${groupId} AND ${groupMembers.userId} = ${viewer.id} AND ${groupMembers.status} = 'active')`
}

/** SQL: the ids of the crews the viewer is an active member of (group_members_user_idx), to drive a query from. */
export function activeCrewIdsOf(viewer: Viewer): SQL {
  if (!viewer) return sql`SELECT NULL WHERE 0`
  return sql`SELECT ${groupMembers.groupId} FROM ${groupMembers} WHERE ${groupMembers.userId} = ${viewer.id} AND ${groupMembers.status} = 'active'`
}

/** The crew leaders' roles (SPEC 'crew leaders'): they answer join requests and hold the crew's events. */
export const LEADER_ROLES: readonly GroupRole[] = ['owner', 'admin']
export const isLeaderRole = (role: GroupRole | null | undefined) => !!role && LEADER_ROLES.includes(role)

/** Over `group_members`: the active memberships that lead their crew (of `userId`, when given). */
export function leadsCrew(userId?: string): SQL {
  return and(
    userId === undefined ? undefined : eq(groupMembers.userId, userId),
    eq(groupMembers.status, 'active'),
    inArray(groupMembers.role, [...LEADER_ROLES]),
  )!
}

/** Over `community_groups`: the crews this viewer may see. */
export function visibleCrew(viewer: Viewer): SQL {
  const reach = or(eq(communityGroups.visibility, 'public'), isActiveCrewMember(viewer, communityGroups.id))!
  if (viewer && isStaff(viewer)) return or(reach, openReportAbout('group', communityGroups.id, viewer))!
  return and(isNull(communityGroups.hiddenAt), reach)!
}

/**
 * Over `community_groups`: the crews this viewer may know exist, by name, description, size,
 * category and place only (SPEC: a private crew shows a non-member 'request to join' and nothing
 * else). That is every crew of visibleCrew, plus the private crews their leaders list on /groups.
 * Whether the rest (posts, events, members, rules) shows is visibleCrew's, never this.
 */
export function crewTeaserVisible(viewer: Viewer): SQL {
  const reach = or(
    eq(communityGroups.visibility, 'public'),
    eq(communityGroups.listed, true),
    isActiveCrewMember(viewer, communityGroups.id),
  )!
  if (viewer && isStaff(viewer)) return or(reach, openReportAbout('group', communityGroups.id, viewer))!
  return and(isNull(communityGroups.hiddenAt), reach)!
}

/**
 * Over `community_groups`: the crews whose name this viewer may read where a crew is named to them
 * (the notification panel): those of crewTeaserVisible, and a crew that invited them, which they
 * must be able to name to answer (an unlisted private crew included; staff's hidden ones not).
 */
export function crewNameKnown(viewer: Viewer): SQL {
  if (!viewer || isStaff(viewer)) return crewTeaserVisible(viewer)
  const invited = sql`EXISTS (SELECT 1 FROM ${groupInvites} WHERE ${groupInvites.groupId} = ${communityGroups.id} AND ${groupInvites.inviteeId} = ${viewer.id} AND ${groupInvites.status} = 'pending')`
  return or(crewTeaserVisible(viewer), and(isNull(communityGroups.hiddenAt), invited))!
}

/**
 * SQL for a row that may belong to a crew (`groupId`: its crew column, null for none): visible
 * as far as the crew allows. Every content type with a crew column uses it in its own rule.
 */
export function crewContentVisible(viewer: Viewer, groupId: SQLWrapper): SQL {
  const crew =
    viewer && isStaff(viewer)
      ? sql`(${communityGroups.visibility} = 'public' OR ${isActiveCrewMember(viewer, communityGroups.id)} OR ${openReportAbout('group', communityGroups.id, viewer)})`
      : viewer
        ? sql`${communityGroups.hiddenAt} IS NULL AND (${communityGroups.visibility} = 'public' OR ${isActiveCrewMember(viewer, communityGroups.id)})`
        : sql`${communityGroups.hiddenAt} IS NULL AND ${communityGroups.visibility} = 'public'`
  return sql`(${groupId} IS NULL OR EXISTS (SELECT 1 FROM ${communityGroups} WHERE ${communityGroups.id} = ${groupId} AND ${crew}))`
}

/**
 * Over `group_members`: the crew members this viewer may see listed. Visitors see no member lists;
 * staff see a public crew's (a hidden one's too) and their own crews', never by a report.
 */
export function visibleCrewMember(viewer: Viewer): SQL {
  if (!viewer) return sql`0`
  const reach = sql`(${communityGroups.visibility} = 'public' OR ${isActiveCrewMember(viewer, communityGroups.id)})`
  if (isStaff(viewer))
    return and(
      eq(groupMembers.status, 'active'),
      sql`EXISTS (SELECT 1 FROM ${communityGroups} WHERE ${communityGroups.id} = ${groupMembers.groupId} AND ${reach})`,
    )!
  const crew = sql`EXISTS (SELECT 1 FROM ${communityGroups} WHERE ${communityGroups.id} = ${groupMembers.groupId} AND ${communityGroups.hiddenAt} IS NULL AND ${reach})`
  return and(eq(groupMembers.status, 'active'), crew, notBlockedEitherWay(viewer, groupMembers.userId))!
}
