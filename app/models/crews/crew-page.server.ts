/**
 * What the crew page (/groups/{id}), its leaders' page and /my-groups read. Every read goes
 * through the crews' rules (crews.server.ts): a crew the viewer may not know of is null, exactly
 * like an unknown id; a private crew a non-member may know of (listed, or they hold an
 * invitation) is a teaser: name, description, size, category and place, nothing else. Members by
 * visibleCrewMember, posts by the feed's visibleFeedPost, events by visibleEvent.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  cities,
  communityGroups,
  countries,
  events,
  groupInvites,
  groupMembers,
  groupRules,
  profiles,
  type CrewCategory,
  type GroupEmailMode,
  type GroupMemberStatus,
  type GroupRole,
  type GroupVisibility,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { asMember, type Viewer } from '~/models/viewer'
import { savedByMember } from '../favorites/favorites.server'
import { listFeed, type FeedPage } from '../feed/posts.server'
import { visibleEvent } from '~/models/events/visibility.server'
import { localizedName } from '../places/localized.server'
import { visibleProfile } from '../members/visibility.server'
import { crewTeaserVisible, isLeaderRole, LEADER_ROLES, visibleCrew, visibleCrewMember } from './visibility.server'
import { openInvite } from './membership.server'
import { CREW_LIMITS } from './schema'

export type CrewTeaser = {
  id: string
  slug: string
  name: string
  description: string | null
  visibility: GroupVisibility
  /** Null for whom may not see the crew in full (see teaserOnly). */
  category: CrewCategory | null
  memberCount: number
  city: string | null
  country: string | null
  imageUrl: string | null
}

/**
 * What a private crew shows who may not see it in full (a visitor, a member who asked to join or
 * was invited): its name, description and size (SPEC §4), not its category, place or cover — as
 * on /groups, where those filters match only crews seen in full.
 */
export const teaserOnly = <T extends CrewTeaser>(crew: T): T => ({ ...crew, category: null, city: null, country: null, imageUrl: null })
export type CrewPerson = { id: string | null; name: string | null; avatarUrl: string | null; role: GroupRole }
export type CrewEvent = { id: number; title: string; startsAt: string; timezone: string; place: string | null; cancelled: boolean }
export type CrewViewerState = {
  status: GroupMemberStatus | null
  role: GroupRole | null
  emailMode: GroupEmailMode | null
  /** An open invitation from another member. */
  inviteId: string | null
  leader: boolean
  favorited: boolean
}
export type CrewPage =
  | { full: false; crew: CrewTeaser; me: CrewViewerState }
  | {
      full: true
      crew: CrewTeaser
      hidden: boolean
      me: CrewViewerState
      rules: { id: string; title: string; body: string | null }[]
      leaders: CrewPerson[]
      members: CrewPerson[]
      /** Whether the viewer may see the member list at all (visitors may not). */
      membersShown: boolean
      upcoming: CrewEvent[]
      past: CrewEvent[]
      posts: FeedPage
    }

const teaserColumns = (language: Language) => ({
  id: communityGroups.id,
  slug: communityGroups.slug,
  name: communityGroups.name,
  description: communityGroups.description,
  visibility: communityGroups.visibility,
  category: communityGroups.category,
  memberCount: communityGroups.memberCount,
  imageUrl: communityGroups.imageUrl,
  hiddenAt: communityGroups.hiddenAt,
  city: localizedName(cities.names, cities.name, language).as('crew_city'),
  country: localizedName(countries.names, countries.name, language).as('crew_country'),
})

/** The id of the crew a slug names, when the viewer may know of it (the page redirects to it). */
export async function crewIdForSlug(db: Db, viewer: Viewer, slug: string): Promise<string | null> {
  const row = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(and(eq(communityGroups.slug, slug), crewTeaserVisible(viewer)))
    .get()
  return row?.id ?? null
}

const personName = (viewer: Viewer) => ({
  userId: groupMembers.userId,
  role: groupMembers.role,
  name: sql<string | null>`CASE WHEN ${visibleProfile(viewer)} THEN ${profiles.displayName} END`,
  avatarUrl: sql<string | null>`CASE WHEN ${visibleProfile(viewer)} THEN ${profiles.avatarUrl} END`,
  shown: sql<number>`${visibleProfile(viewer)}`,
})
type PersonRow = { userId: string; role: GroupRole; name: string | null; avatarUrl: string | null; shown: number }
const toPerson = (row: PersonRow): CrewPerson => ({
  id: row.shown ? row.userId : null,
  name: row.name,
  avatarUrl: row.avatarUrl,
  role: row.role,
})

/** The crew page for this viewer; null: unknown or not for them (the same 404). */
export async function getCrewPage(
  db: Db,
  viewer: Viewer,
  groupId: string,
  language: Language,
  options: { before?: string | null; now?: number } = {},
): Promise<CrewPage | null> {
  const now = options.now ?? Date.now()
  const mine = viewer
    ? {
        myRole: groupMembers.role,
        myStatus: groupMembers.status,
        myEmailMode: groupMembers.emailMode,
        inviteId: sql<string | null>`(SELECT ${groupInvites.id} FROM ${groupInvites} WHERE ${and(
          eq(groupInvites.groupId, communityGroups.id),
          eq(groupInvites.inviteeId, viewer.id),
          openInvite(now),
        )} ORDER BY ${groupInvites.createdAt} DESC LIMIT 1)`.as('my_invite_id'),
        favorited: sql<number>`${savedByMember(viewer.id, 'group', groupId)}`.as('my_favorite'),
      }
    : {
        myRole: sql<GroupRole | null>`NULL`.as('my_role'),
        myStatus: sql<GroupMemberStatus | null>`NULL`.as('my_status'),
        myEmailMode: sql<GroupEmailMode | null>`NULL`.as('my_email_mode'),
        inviteId: sql<string | null>`NULL`.as('my_invite_id'),
        favorited: sql<number>`0`.as('my_favorite'),
      }
  const crewRow = db
    .select({
      ...teaserColumns(language),
      teaser: sql<number>`${crewTeaserVisible(viewer)}`.as('crew_teaser'),
      full: sql<number>`${visibleCrew(viewer)}`.as('crew_full'),
      ...mine,
    })
    .from(communityGroups)
    .leftJoin(cities, eq(cities.id, communityGroups.cityId))
    .leftJoin(countries, eq(countries.id, communityGroups.countryId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, communityGroups.id), eq(groupMembers.userId, viewer?.id ?? '')))
    .where(eq(communityGroups.id, groupId))
    .limit(1)
  const place = sql<string | null>`coalesce(${events.locationName}, ${localizedName(cities.names, cities.name, language)})`
  const eventColumns = {
    id: events.id,
    title: events.title,
    startsAt: events.startsAt,
    timezone: events.timezone,
    place: place.as('event_place'),
    cancelled: events.cancelled,
  }
  const eventsOf = (upcoming: boolean) =>
    db
      .select(eventColumns)
      .from(events)
      .leftJoin(cities, eq(cities.id, events.cityId))
      .where(
        and(
          eq(events.groupId, groupId),
          visibleEvent(viewer),
          upcoming ? gte(events.startsAt, new Date(now)) : lt(events.startsAt, new Date(now)),
        ),
      )
      .orderBy(upcoming ? asc(events.startsAt) : desc(events.startsAt))
      .limit(CREW_LIMITS.eventsShown)
  const people = (leaders: boolean) =>
    db
      .select(personName(viewer))
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          visibleCrewMember(viewer),
          leaders ? inArray(groupMembers.role, [...LEADER_ROLES]) : inArray(groupMembers.role, ['moderator', 'member']),
        ),
      )
      .orderBy(
        sql`CASE ${groupMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'moderator' THEN 2 ELSE 3 END`,
        asc(groupMembers.joinedAt),
      )
      .limit(CREW_LIMITS.membersShown)
  // One round trip for the crew, the viewer's place in it and every part of its page, beside its
  // posts: the parts are read before the crew row says what this viewer may see of it, each under
  // its own rule (visibleCrewMember, visibleEvent, visibleFeedPost), and dropped unless the crew
  // is theirs to see in full (a crew page was three round trips one after the other).
  const [[[row], rules, leaderRows, memberRows, upcoming, past], posts] = await Promise.all([
    db.batch([
      crewRow,
      db
        .select({ id: groupRules.id, title: groupRules.title, body: groupRules.body })
        .from(groupRules)
        .where(eq(groupRules.groupId, groupId))
        .orderBy(asc(groupRules.position)),
      people(true),
      people(false),
      eventsOf(true),
      eventsOf(false),
    ]),
    listFeed(db, viewer, { tab: 'everyone', crewId: groupId, before: options.before, limit: CREW_LIMITS.postsPageSize }),
  ])
  if (!row) return null
  // a crew staff hid takes no invitation (as pendingInviteFor's callers)
  const invite = row.hiddenAt ? null : row.inviteId
  if (!row.teaser && !invite) return null
  const active = row.myStatus === 'active'
  const me: CrewViewerState = {
    status: row.myStatus ?? null,
    role: active ? row.myRole : null,
    emailMode: active ? row.myEmailMode : null,
    inviteId: invite,
    leader: active && isLeaderRole(row.myRole),
    favorited: !!row.favorited,
  }
  const { teaser: _t, full: _f, myRole: _r, myStatus: _s, myEmailMode: _e, inviteId: _i, favorited: _v, hiddenAt, ...crew } = row
  if (!row.full) return { full: false, crew: teaserOnly(crew), me }

  const toEvent = (e: (typeof upcoming)[number]): CrewEvent => ({
    id: e.id,
    title: e.title,
    startsAt: e.startsAt.toISOString(),
    timezone: e.timezone,
    place: e.place,
    cancelled: !!e.cancelled,
  })
  return {
    full: true,
    crew,
    hidden: !!hiddenAt,
    me,
    rules,
    leaders: (leaderRows as PersonRow[]).map(toPerson),
    members: (memberRows as PersonRow[]).map(toPerson),
    membersShown: !!viewer,
    upcoming: upcoming.map(toEvent),
    past: past.map(toEvent),
    posts,
  }
}

/** The leaders' page: pending requests, banned members and every member with their role (leaders only). */
export async function getCrewRoster(db: Db, viewer: NonNullable<Viewer>, groupId: string) {
  const person = personName(viewer)
  const [requests, banned, members] = await db.batch([
    db
      .select(person)
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'pending')))
      .orderBy(desc(groupMembers.joinedAt))
      .limit(CREW_LIMITS.requestsShown),
    db
      .select(person)
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'banned')))
      .limit(CREW_LIMITS.requestsShown),
    db
      .select(person)
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active')))
      .orderBy(
        sql`CASE ${groupMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'moderator' THEN 2 ELSE 3 END`,
        asc(groupMembers.joinedAt),
      )
      .limit(200),
  ])
  // leaders act on every row: the id travels even when the profile is not for them (the name then reads 'Anonymous User')
  const withId = (rows: PersonRow[]) => rows.map((row) => ({ ...toPerson(row), id: row.userId, linked: !!row.shown }))
  return { requests: withId(requests as PersonRow[]), banned: withId(banned as PersonRow[]), members: withId(members as PersonRow[]) }
}

export type MyCrew = CrewTeaser & { role: GroupRole }
export type MyInvite = { id: string; crew: CrewTeaser; inviterName: string | null; expiresAt: string | null }

/** /my-groups: the member's crews with their role, their pending requests, their open invitations. */
export async function listMyCrews(db: Db, userId: string, language: Language, now = Date.now()) {
  const me = asMember(userId)
  const base = () =>
    db
      .select({ ...teaserColumns(language), role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(communityGroups, eq(communityGroups.id, groupMembers.groupId))
      .leftJoin(cities, eq(cities.id, communityGroups.cityId))
      .leftJoin(countries, eq(countries.id, communityGroups.countryId))
  // not one batch: a batch reads rows by column name, and the invitation's id and its crew's would collide
  const [crews, requests, invites] = await Promise.all([
    base()
      .where(and(eq(groupMembers.userId, userId), eq(groupMembers.status, 'active'), visibleCrew(me)))
      .orderBy(asc(communityGroups.name))
      .limit(200),
    base()
      // a request is listed while its crew may be known to the member (an unlisted crew they lost sight of is not named)
      .where(and(eq(groupMembers.userId, userId), eq(groupMembers.status, 'pending'), crewTeaserVisible(me)))
      .orderBy(desc(groupMembers.joinedAt))
      .limit(100),
    db
      .select({
        ...teaserColumns(language),
        inviteId: groupInvites.id,
        expiresAt: groupInvites.expiresAt,
        inviterName: sql<
          string | null
        >`(SELECT CASE WHEN ${visibleProfile(me)} THEN ${profiles.displayName} END FROM ${profiles} WHERE ${profiles.userId} = ${groupInvites.inviterId})`,
      })
      .from(groupInvites)
      .innerJoin(communityGroups, eq(communityGroups.id, groupInvites.groupId))
      .leftJoin(cities, eq(cities.id, communityGroups.cityId))
      .leftJoin(countries, eq(countries.id, communityGroups.countryId))
      .where(
        and(
          eq(groupInvites.inviteeId, userId),
          eq(groupInvites.status, 'pending'),
          or(isNull(groupInvites.expiresAt), gt(groupInvites.expiresAt, new Date(now))),
          isNull(communityGroups.hiddenAt),
          sql`NOT EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${groupInvites.groupId} AND ${groupMembers.userId} = ${userId} AND ${groupMembers.status} IN ('active', 'banned'))`,
        ),
      )
      .orderBy(desc(groupInvites.createdAt))
      .limit(100),
  ] as const)
  const teaser = ({ hiddenAt: _h, ...rest }: { hiddenAt: Date | null } & CrewTeaser) => rest
  // a request or an invitation is to a crew the member is not in: a private one shows its teaser only
  const outside = (crew: CrewTeaser) => (crew.visibility === 'private' ? teaserOnly(crew) : crew)
  return {
    crews: crews.map(({ role, ...rest }) => ({ ...teaser(rest), role })),
    requests: requests.map(({ role: _r, ...rest }) => outside(teaser(rest))),
    invites: invites.map(({ inviteId, expiresAt, inviterName, ...rest }) => ({
      id: inviteId,
      crew: outside(teaser(rest)),
      inviterName,
      expiresAt: expiresAt?.toISOString() ?? null,
    })),
  }
}
