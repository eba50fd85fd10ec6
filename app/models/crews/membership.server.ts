/**
 * Crew membership (issue 18): joining, join requests, invitations (by member and by link),
 * leaving, the leaders' tools and the member's email choice. Every function takes the acting
 * member's id from the session (never a form) and checks here who may do what; each answers a
 * typed result: `{ ok: true, outcome }` or `{ ok: false, code }` (CREW_FAILURE_STATUS gives the
 * HTTP status of each refusal).
 *
 * Rules:
 * - A crew a member may not know of (crewTeaserVisible judged as them: hidden, or private,
 *   unlisted and without an invitation for them) is `notFound`, exactly like an unknown id.
 * - Joining a public crew makes an active member at once; a private one takes a request (status
 *   pending) that the crew leaders (owner and admins) are told of ('join_request') and answer:
 *   accepted (active, 'request_accepted' to the requester) or declined (the row goes). A pending
 *   invitation to the crew lets its invitee join a private crew at once.
 * - A banned member (status banned) cannot join, request, accept an invitation or use a link.
 * - Invitations by member: an active member invites a member whose profile they may see
 *   (visibleProfile), never across a block (either way: `cannotInvite`, the same refusal as an
 *   unknown or hidden member, so a block is not revealed); the invitee is told ('invite') and
 *   answers from /my-groups. At most CREW_LIMITS.invitesPerDay a member a day.
 * - Link invites: leaders create them with an expiry and optional use limit; only the token's
 *   SHA-256 is stored (token_hash), the raw token is shown once. A use counts atomically (one
 *   UPDATE with the limits in its WHERE); an expired, revoked or used-up link is refused with
 *   its own code. Leaders revoke them.
 * - Leaders' tools: the owner promotes a member to admin and demotes an admin; leaders remove and
 *   ban members of lower rank (the owner anyone, an admin moderators and members), answer join
 *   requests and manage links. Moderators and members are refused (`forbidden`, 403).
 * - The owner cannot leave before handing ownership to another active member (transfer: they
 *   become an admin, the other the owner).
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  groupInvites,
  groupMembers,
  profiles,
  type GroupEmailMode,
  type GroupMember,
  type GroupRole,
} from '~/db/schema'
import { asMember } from '~/models/viewer'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { isBlockedEitherWay } from '../members/blocks.server'
import { visibleProfile } from '../members/visibility.server'
import type { Notifier } from '../notifications/notifications.server'
import { createGroupNotifications, crewLeaderIds } from './crew-notifications.server'
import { crewTeaserVisible, isLeaderRole } from './visibility.server'
import { CREW_LIMITS, type MemberAction } from './schema'

const DAY_MS = 24 * 3600 * 1000

export type CrewFailure =
  | 'notFound'
  | 'forbidden'
  | 'banned'
  | 'alreadyMember'
  | 'alreadyPending'
  | 'noRequest'
  | 'notMember'
  | 'ownerMustTransfer'
  | 'self'
  | 'cannotInvite'
  | 'alreadyInvited'
  | 'rateLimited'
  | 'inviteNotFound'
  | 'inviteExpired'
  | 'inviteRevoked'
  | 'inviteUsedUp'
  | 'notAllowed'

export type CrewOutcome =
  | 'joined'
  | 'requested'
  | 'cancelled'
  | 'left'
  | 'accepted'
  | 'declined'
  | 'promoted'
  | 'demoted'
  | 'removed'
  | 'banned'
  | 'unbanned'
  | 'transferred'
  | 'invited'
  | 'inviteAccepted'
  | 'inviteDeclined'
  | 'linkCreated'
  | 'linkRevoked'
  | 'emailSaved'
  | 'posted'

export type CrewResult = { ok: true; outcome: CrewOutcome; groupId: string } | { ok: false; code: CrewFailure }

/** The HTTP status of each refusal (pages and tests alike). */
export const CREW_FAILURE_STATUS: Record<CrewFailure, number> = {
  notFound: 404,
  forbidden: 403,
  banned: 403,
  alreadyMember: 409,
  alreadyPending: 409,
  noRequest: 404,
  notMember: 403,
  ownerMustTransfer: 409,
  self: 400,
  cannotInvite: 403,
  alreadyInvited: 409,
  rateLimited: 429,
  inviteNotFound: 404,
  inviteExpired: 410,
  inviteRevoked: 410,
  inviteUsedUp: 410,
  notAllowed: 403,
}

const fail = (code: CrewFailure): CrewResult => ({ ok: false, code })
const done = (outcome: CrewOutcome, groupId: string): CrewResult => ({ ok: true, outcome, groupId })

const RANK: Record<GroupRole, number> = { owner: 3, admin: 2, moderator: 1, member: 0 }

// ---------------------------------------------------------------- reading

export type Membership = Pick<GroupMember, 'role' | 'status' | 'emailMode'>

/** The member's row in the crew (any status), or null. */
export async function membershipOf(db: Db, groupId: string, userId: string): Promise<Membership | null> {
  const row = await db
    .select({ role: groupMembers.role, status: groupMembers.status, emailMode: groupMembers.emailMode })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .get()
  return row ?? null
}

/** SQL over group_invites: a member's invitation still open (pending, not expired). */
export const openInvite = (now: number) =>
  and(eq(groupInvites.status, 'pending'), or(isNull(groupInvites.expiresAt), gt(groupInvites.expiresAt, new Date(now))))!

/** The member's open invitation to the crew (by another member), or null. */
export async function pendingInviteFor(db: Db, groupId: string, userId: string, now = Date.now()) {
  const row = await db
    .select({ id: groupInvites.id, inviterId: groupInvites.inviterId })
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.inviteeId, userId), openInvite(now)))
    .orderBy(desc(groupInvites.createdAt))
    .get()
  return row ?? null
}

/**
 * The crew as `userId` may know of it (crewTeaserVisible, or an open invitation for them to a
 * crew staff did not hide); null otherwise. A slug is not an id here: the pages redirect first.
 */
async function crewFor(db: Db, groupId: string, userId: string, now = Date.now()) {
  const row = await db
    .select({
      id: communityGroups.id,
      visibility: communityGroups.visibility,
      name: communityGroups.name,
      hiddenAt: communityGroups.hiddenAt,
      teaser: sql<number>`${crewTeaserVisible(asMember(userId))}`,
    })
    .from(communityGroups)
    .where(eq(communityGroups.id, groupId))
    .get()
  if (!row || row.hiddenAt) return null
  if (row.teaser) return row
  return (await pendingInviteFor(db, groupId, userId, now)) ? row : null
}

/** The crew exists and staff did not hide it: a hidden crew takes no new invitations, links or posts. */
export async function crewOpen(db: Db, groupId: string): Promise<boolean> {
  const row = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(and(eq(communityGroups.id, groupId), isNull(communityGroups.hiddenAt)))
    .get()
  return !!row
}

// ---------------------------------------------------------------- joining

/**
 * Joins a public crew (or a private one the member holds an invitation to) at once, or asks to
 * join a private one: the leaders are told ('join_request').
 */
export async function joinCrew(notifier: Notifier, userId: string, groupId: string, now = Date.now()): Promise<CrewResult> {
  const { db } = notifier
  const crew = await crewFor(db, groupId, userId, now)
  if (!crew) return fail('notFound')
  const current = await membershipOf(db, groupId, userId)
  if (current?.status === 'banned') return fail('banned')
  if (current?.status === 'active') return fail('alreadyMember')
  const invite = await pendingInviteFor(db, groupId, userId, now)
  if (crew.visibility === 'public' || invite) {
    // one statement whatever another request of theirs did meanwhile: a new row, or their request
    // made active; an active or banned row stays as it is (nothing joined: the refusal below)
    const [joined] = await db.batch([
      db
        .insert(groupMembers)
        .values({ groupId, userId, role: 'member', status: 'active', joinedAt: new Date(now) })
        .onConflictDoUpdate({
          target: [groupMembers.groupId, groupMembers.userId],
          set: { status: 'active', role: 'member', joinedAt: new Date(now) },
          setWhere: eq(groupMembers.status, 'pending'),
        })
        .returning({ userId: groupMembers.userId }),
      db
        .update(groupInvites)
        .set({ status: 'accepted', respondedAt: new Date(now) })
        .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.inviteeId, userId), eq(groupInvites.status, 'pending'))),
    ])
    if (!joined.length) return raced(db, groupId, userId)
    const leaders = await crewLeaderIds(notifier, groupId)
    await createGroupNotifications(
      notifier,
      leaders.map((leader) => ({ userId: leader, groupId, type: 'new_member' as const, triggeredBy: userId })),
    )
    return done('joined', groupId)
  }
  if (current?.status === 'pending') return fail('alreadyPending')
  const asked = await db
    .insert(groupMembers)
    .values({ groupId, userId, role: 'member', status: 'pending', joinedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId })
  if (!asked.length) return raced(db, groupId, userId)
  const leaders = await crewLeaderIds(notifier, groupId)
  await createGroupNotifications(
    notifier,
    leaders.map((leader) => ({ userId: leader, groupId, type: 'join_request' as const, triggeredBy: userId, relatedId: userId })),
  )
  return done('requested', groupId)
}

/**
 * The answer to a join that found the member's row written by another request of theirs at the
 * same moment (a double click): what the repeat would have been told after the first.
 */
async function raced(db: Db, groupId: string, userId: string): Promise<CrewResult> {
  const now = await membershipOf(db, groupId, userId)
  return fail(now?.status === 'banned' ? 'banned' : now?.status === 'pending' ? 'alreadyPending' : 'alreadyMember')
}

/** Withdraws the member's own pending request. */
export async function cancelJoinRequest(db: Db, userId: string, groupId: string): Promise<CrewResult> {
  const deleted = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'pending')))
    .returning({ userId: groupMembers.userId })
  return deleted.length ? done('cancelled', groupId) : fail('noRequest')
}

/** Leaves the crew; its owner must hand ownership over first. */
export async function leaveCrew(db: Db, userId: string, groupId: string): Promise<CrewResult> {
  const current = await membershipOf(db, groupId, userId)
  if (!current || current.status !== 'active') return fail('notMember')
  if (current.role === 'owner') return fail('ownerMustTransfer')
  const left = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')))
    .returning({ userId: groupMembers.userId })
  // nothing deleted: another request of theirs left a moment ago
  return left.length ? done('left', groupId) : fail('notMember')
}

/** The member's email choice for this crew (active members only). */
export async function setEmailMode(db: Db, userId: string, groupId: string, mode: GroupEmailMode): Promise<CrewResult> {
  const updated = await db
    .update(groupMembers)
    .set({ emailMode: mode })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')))
    .returning({ userId: groupMembers.userId })
  return updated.length ? done('emailSaved', groupId) : fail('notMember')
}

// ---------------------------------------------------------------- leaders

/** The acting member's role when they lead the crew (owner or admin), else null. */
export async function leaderRole(db: Db, groupId: string, userId: string): Promise<GroupRole | null> {
  const current = await membershipOf(db, groupId, userId)
  return current?.status === 'active' && isLeaderRole(current.role) ? current.role : null
}

/** A leader accepts or declines a pending join request. */
export async function answerJoinRequest(
  notifier: Notifier,
  leaderId: string,
  groupId: string,
  requesterId: string,
  accept: boolean,
  now = Date.now(),
): Promise<CrewResult> {
  const { db } = notifier
  if (!(await leaderRole(db, groupId, leaderId))) return fail('forbidden')
  const where = and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, requesterId), eq(groupMembers.status, 'pending'))
  if (!accept) {
    const deleted = await db.delete(groupMembers).where(where).returning({ userId: groupMembers.userId })
    return deleted.length ? done('declined', groupId) : fail('noRequest')
  }
  const updated = await db
    .update(groupMembers)
    .set({ status: 'active', joinedAt: new Date(now) })
    .where(where)
    .returning({ userId: groupMembers.userId })
  if (!updated.length) return fail('noRequest')
  await createGroupNotifications(notifier, [{ userId: requesterId, groupId, type: 'request_accepted', triggeredBy: leaderId }])
  return done('accepted', groupId)
}

/**
 * The leaders' tools on a member: promote (member or moderator → admin, owner only), demote
 * (admin → member, owner only), remove (active → gone), ban (any row → banned, their open
 * invitations revoked), unban (the banned row goes: they may ask again), transfer (owner only:
 * the other becomes owner, the owner an admin). Leaders act only on members of lower rank.
 */
export async function actOnMember(
  db: Db,
  actorId: string,
  groupId: string,
  targetId: string,
  action: MemberAction,
  now = Date.now(),
): Promise<CrewResult> {
  const actor = await membershipOf(db, groupId, actorId)
  if (!actor || actor.status !== 'active' || !isLeaderRole(actor.role)) return fail('forbidden')
  if (actorId === targetId) return fail('self')
  const target = await membershipOf(db, groupId, targetId)
  if (!target) return fail('notMember')
  const owner = actor.role === 'owner'
  const outranks = RANK[actor.role] > RANK[target.role]
  const row = and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, targetId))
  switch (action) {
    case 'promote':
      if (!owner) return fail('forbidden')
      if (target.status !== 'active' || target.role === 'admin' || target.role === 'owner') return fail('notAllowed')
      await db.update(groupMembers).set({ role: 'admin' }).where(row)
      return done('promoted', groupId)
    case 'demote':
      if (!owner) return fail('forbidden')
      if (target.status !== 'active' || target.role !== 'admin') return fail('notAllowed')
      await db.update(groupMembers).set({ role: 'member' }).where(row)
      return done('demoted', groupId)
    case 'remove':
      if (!outranks) return fail('forbidden')
      if (target.status !== 'active') return fail('notMember')
      await db.delete(groupMembers).where(and(row, eq(groupMembers.status, 'active')))
      return done('removed', groupId)
    case 'ban':
      if (!outranks) return fail('forbidden')
      if (target.status === 'banned') return fail('notAllowed')
      await db.batch([
        db.update(groupMembers).set({ status: 'banned', role: 'member' }).where(row),
        db
          .update(groupInvites)
          .set({ status: 'revoked', respondedAt: new Date(now) })
          .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.inviteeId, targetId), eq(groupInvites.status, 'pending'))),
      ])
      return done('banned', groupId)
    case 'unban':
      if (target.status !== 'banned') return fail('notAllowed')
      await db.delete(groupMembers).where(and(row, eq(groupMembers.status, 'banned')))
      return done('unbanned', groupId)
    case 'transfer':
      if (!owner) return fail('forbidden')
      if (target.status !== 'active') return fail('notMember')
      await db.batch([
        db.update(groupMembers).set({ role: 'owner' }).where(row),
        db
          .update(groupMembers)
          .set({ role: 'admin' })
          .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId))),
      ])
      return done('transferred', groupId)
  }
}

// ---------------------------------------------------------------- invitations by member

/** An active member invites another member (see the rules above). */
export async function inviteToCrew(
  notifier: Notifier,
  inviterId: string,
  groupId: string,
  inviteeId: string,
  now = Date.now(),
): Promise<CrewResult> {
  const { db } = notifier
  const inviter = await membershipOf(db, groupId, inviterId)
  if (!inviter || inviter.status !== 'active') return fail('notMember')
  if (!(await crewOpen(db, groupId))) return fail('notFound')
  if (inviterId === inviteeId) return fail('self')
  const [seen, invitee] = await db.batch([
    db
      .select({ id: profiles.userId })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.userId))
      .where(and(eq(profiles.userId, inviteeId), eq(accounts.status, 'active'), visibleProfile(asMember(inviterId)))),
    db
      .select({ status: groupMembers.status })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, inviteeId))),
  ])
  if (!seen[0] || (await isBlockedEitherWay(db, inviterId, inviteeId))) return fail('cannotInvite')
  if (invitee[0]?.status === 'active') return fail('alreadyMember')
  if (invitee[0]?.status === 'banned') return fail('cannotInvite')
  if (await pendingInviteFor(db, groupId, inviteeId, now)) return fail('alreadyInvited')
  const limit = await checkRateLimit(db, `crew-invite:${inviterId}`, CREW_LIMITS.invitesPerDay, DAY_MS, now)
  if (!limit.allowed) return fail('rateLimited')
  const id = crypto.randomUUID()
  // the check for an open invitation again, in the insert itself: the same invitation sent twice
  // at once is stored (and told) once
  const stored = await db.run(sql`
    INSERT INTO ${groupInvites} (id, group_id, inviter_id, invitee_id, status, expires_at, created_at)
    SELECT ${id}, ${groupId}, ${inviterId}, ${inviteeId}, 'pending', ${now + CREW_LIMITS.inviteDays * DAY_MS}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM ${groupInvites} WHERE ${and(eq(groupInvites.groupId, groupId), eq(groupInvites.inviteeId, inviteeId), openInvite(now))})`)
  if (!stored.meta.changes) return fail('alreadyInvited')
  await createGroupNotifications(notifier, [{ userId: inviteeId, groupId, type: 'invite', triggeredBy: inviterId, relatedId: id }])
  return done('invited', groupId)
}

/** The invitee accepts (joins, even a private crew) or declines their invitation. */
export async function answerInvite(
  notifier: Notifier,
  userId: string,
  inviteId: string,
  accept: boolean,
  now = Date.now(),
): Promise<CrewResult> {
  const { db } = notifier
  const invite = await db
    .select({ id: groupInvites.id, groupId: groupInvites.groupId, status: groupInvites.status, expiresAt: groupInvites.expiresAt })
    .from(groupInvites)
    .innerJoin(communityGroups, eq(communityGroups.id, groupInvites.groupId))
    .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.inviteeId, userId), isNull(communityGroups.hiddenAt)))
    .get()
  if (!invite) return fail('inviteNotFound')
  if (invite.status === 'revoked') return fail('inviteRevoked')
  if (invite.status !== 'pending') return fail('inviteNotFound')
  if (invite.expiresAt && invite.expiresAt.getTime() <= now) return fail('inviteExpired')
  if (!accept) {
    await db
      .update(groupInvites)
      .set({ status: 'declined', respondedAt: new Date(now) })
      .where(eq(groupInvites.id, inviteId))
    return done('inviteDeclined', invite.groupId)
  }
  const joined = await joinCrew(notifier, userId, invite.groupId, now)
  if (!joined.ok) {
    if (joined.code === 'alreadyMember')
      await db
        .update(groupInvites)
        .set({ status: 'accepted', respondedAt: new Date(now) })
        .where(eq(groupInvites.id, inviteId))
    return joined
  }
  return done('inviteAccepted', invite.groupId)
}

// ---------------------------------------------------------------- link invites

export type LinkInviteState = 'ok' | 'expired' | 'revoked' | 'usedUp'

function linkState(
  row: { status: string; expiresAt: Date | null; maxUses: number | null; useCount: number },
  now: number,
): LinkInviteState {
  if (row.status === 'revoked') return 'revoked'
  if (row.status !== 'pending' || (row.expiresAt && row.expiresAt.getTime() <= now)) return 'expired'
  if (row.maxUses != null && row.useCount >= row.maxUses) return 'usedUp'
  return 'ok'
}
const STATE_FAILURE: Record<Exclude<LinkInviteState, 'ok'>, CrewFailure> = {
  expired: 'inviteExpired',
  revoked: 'inviteRevoked',
  usedUp: 'inviteUsedUp',
}

export type CreatedLink =
  { ok: true; outcome: 'linkCreated'; groupId: string; id: string; token: string } | { ok: false; code: CrewFailure }

/** A leader creates a link invite; the answer holds the raw token, which is stored nowhere. */
export async function createLinkInvite(
  db: Db,
  leaderId: string,
  groupId: string,
  options: { expiresInDays: number; maxUses?: number | null },
  now = Date.now(),
): Promise<CreatedLink> {
  if (!(await leaderRole(db, groupId, leaderId))) return { ok: false, code: 'forbidden' }
  if (!(await crewOpen(db, groupId))) return { ok: false, code: 'notFound' }
  const token = randomToken(32)
  const id = crypto.randomUUID()
  await db.insert(groupInvites).values({
    id,
    groupId,
    inviterId: leaderId,
    inviteeId: null,
    tokenHash: await sha256Hex(token),
    status: 'pending',
    expiresAt: new Date(now + options.expiresInDays * DAY_MS),
    maxUses: options.maxUses ?? null,
    useCount: 0,
    createdAt: new Date(now),
  })
  return { ok: true, outcome: 'linkCreated', groupId, id, token }
}

/** A leader revokes one of the crew's links. */
export async function revokeLinkInvite(db: Db, leaderId: string, groupId: string, inviteId: string, now = Date.now()): Promise<CrewResult> {
  if (!(await leaderRole(db, groupId, leaderId))) return fail('forbidden')
  const updated = await db
    .update(groupInvites)
    .set({ status: 'revoked', respondedAt: new Date(now) })
    .where(
      and(
        eq(groupInvites.id, inviteId),
        eq(groupInvites.groupId, groupId),
        isNull(groupInvites.inviteeId),
        eq(groupInvites.status, 'pending'),
      ),
    )
    .returning({ id: groupInvites.id })
  return updated.length ? done('linkRevoked', groupId) : fail('inviteNotFound')
}

export type CrewLink = { id: string; expiresAt: string | null; maxUses: number | null; useCount: number; state: LinkInviteState }

/** The crew's links, newest first (leaders only; null for anyone else). */
export async function listLinkInvites(db: Db, leaderId: string, groupId: string, now = Date.now()): Promise<CrewLink[] | null> {
  if (!(await leaderRole(db, groupId, leaderId))) return null
  const rows = await db
    .select({
      id: groupInvites.id,
      status: groupInvites.status,
      expiresAt: groupInvites.expiresAt,
      maxUses: groupInvites.maxUses,
      useCount: groupInvites.useCount,
    })
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), isNull(groupInvites.inviteeId)))
    .orderBy(desc(groupInvites.createdAt))
    .limit(CREW_LIMITS.linksShown)
  return rows.map((row) => ({
    id: row.id,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    useCount: row.useCount,
    state: linkState(row, now),
  }))
}

/** The link behind a token: its crew and whether it may still be used (null: no such link, or a hidden crew). */
export async function findLinkInvite(db: Db, token: string, now = Date.now()) {
  const row = await db
    .select({
      id: groupInvites.id,
      groupId: groupInvites.groupId,
      status: groupInvites.status,
      expiresAt: groupInvites.expiresAt,
      maxUses: groupInvites.maxUses,
      useCount: groupInvites.useCount,
    })
    .from(groupInvites)
    .innerJoin(communityGroups, eq(communityGroups.id, groupInvites.groupId))
    .where(and(eq(groupInvites.tokenHash, await sha256Hex(token)), isNull(groupInvites.inviteeId), isNull(communityGroups.hiddenAt)))
    .get()
  return row ? { id: row.id, groupId: row.groupId, state: linkState(row, now) } : null
}

/** What a link invite's page shows of its crew (the link opened it already): name, description, size. */
export async function linkInviteCrew(db: Db, groupId: string) {
  return db
    .select({
      id: communityGroups.id,
      name: communityGroups.name,
      description: communityGroups.description,
      memberCount: communityGroups.memberCount,
      visibility: communityGroups.visibility,
    })
    .from(communityGroups)
    .where(eq(communityGroups.id, groupId))
    .get()
}

/** Joins the crew through a link: one use counted atomically, the link's limits in the same statement. */
export async function joinByLink(notifier: Notifier, userId: string, token: string, now = Date.now()): Promise<CrewResult> {
  const { db } = notifier
  const link = await findLinkInvite(db, token, now)
  if (!link) return fail('inviteNotFound')
  if (link.state !== 'ok') return fail(STATE_FAILURE[link.state])
  const current = await membershipOf(db, link.groupId, userId)
  if (current?.status === 'banned') return fail('banned')
  if (current?.status === 'active') return fail('alreadyMember')
  // One transaction: a use counted only while the member is not in the crew yet (a double click
  // counts once), and the membership written only when this use was counted (changes() of the
  // UPDATE just before it, in the same batch).
  const [used] = await db.batch([
    db
      .update(groupInvites)
      .set({ useCount: sql`${groupInvites.useCount} + 1` })
      .where(
        and(
          eq(groupInvites.id, link.id),
          eq(groupInvites.status, 'pending'),
          or(isNull(groupInvites.expiresAt), gt(groupInvites.expiresAt, new Date(now))),
          or(isNull(groupInvites.maxUses), lt(groupInvites.useCount, groupInvites.maxUses)),
          sql`NOT EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${link.groupId} AND ${groupMembers.userId} = ${userId} AND ${groupMembers.status} <> 'pending')`,
        ),
      )
      .returning({ id: groupInvites.id }),
    db
      .insert(groupMembers)
      // every column in the table's order: group, user, role, status, joined, email mode (its default), email token
      .select(
        sql`SELECT ${link.groupId}, ${userId}, 'member', 'active', ${now}, ${groupMembers.emailMode.default}, NULL WHERE changes() > 0`,
      )
      .onConflictDoUpdate({
        target: [groupMembers.groupId, groupMembers.userId],
        set: { status: 'active', joinedAt: new Date(now) },
        setWhere: eq(groupMembers.status, 'pending'),
      }),
  ])
  if (!used.length) {
    const again = await findLinkInvite(db, token, now)
    if (again && again.state !== 'ok') return fail(STATE_FAILURE[again.state])
    const member = await membershipOf(db, link.groupId, userId)
    return fail(member?.status === 'active' ? 'alreadyMember' : member?.status === 'banned' ? 'banned' : 'inviteUsedUp')
  }
  const leaders = await crewLeaderIds(notifier, link.groupId)
  await createGroupNotifications(
    notifier,
    leaders.map((leader) => ({ userId: leader, groupId: link.groupId, type: 'new_member' as const, triggeredBy: userId })),
  )
  return done('joined', link.groupId)
}

/** Ids of the members with a pending request (leaders' list), newest first. */
export async function pendingRequestIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'pending')))
    .orderBy(desc(groupMembers.joinedAt))
    .limit(CREW_LIMITS.requestsShown)
  return rows.map((row) => row.userId)
}

/** Several members' rows in one crew, by id. */
export async function membershipsIn(db: Db, groupId: string, userIds: string[]) {
  if (!userIds.length) return []
  return db
    .select({ userId: groupMembers.userId, role: groupMembers.role, status: groupMembers.status })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds.slice(0, 90))))
}
