import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { APP_NAME } from '~/config'
import type { Db } from '~/db/client'
import { accounts, communityGroups, communityPosts, groupMembers, postPhotos, profiles, type Role } from '~/db/schema'
import { recordStaffAction, staffAuditInsert, type StaffActor, type StaffAuditEntry } from '~/models/admin/audit.server'
import { mayViewPrivate, recordPrivateView, type PrivateViewer } from '~/models/admin/private-view.server'
import type { PrivateViewInput } from '~/models/admin/private-view-schema'
import { createNotifications, type Notifier } from '~/models/notifications/notifications.server'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { CREW_ADMIN_LIMITS, type CrewAdminInput } from './admin-schema'

/**
 * The crews of /admin/groups (moderators and admins; the route checks the role): find crews by
 * name, see one (size, owner, visibility, hidden state), and the staff's decisions: hide with a
 * reason and show again (a hidden crew is seen by staff only, crews.server.ts visibleCrew), hand
 * its ownership to another active member (a private crew's: admins only, decision 034), delete it (its active members are told). Every
 * decision that changes something leaves a staff_audit_log row (the audit trail); one that
 * would change nothing answers 'unchanged' and leaves none.
 */

export type StaffMember = StaffActor & { roles?: readonly Role[] }
export type CrewDecision = { ok: true; name: string } | { ok: false; reason: 'not-found' | 'unchanged' | 'not-member' | 'admin-only' }

/** A staff_audit_log row (issue 41) about a crew: the statement, for a batch. */
const auditRow = (db: Db, staff: StaffMember, groupId: string, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) =>
  staffAuditInsert(db, staff, { ...entry, targetType: 'group', targetId: groupId })
const audit = (db: Db, staff: StaffMember, groupId: string, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) =>
  recordStaffAction(db, staff, { ...entry, targetType: 'group', targetId: groupId })

/** Crews whose name contains the text (case-insensitive), hidden ones included; the largest first. */
export async function searchAdminCrews(db: Db, query: string) {
  const text = query.trim().slice(0, CREW_ADMIN_LIMITS.queryMax)
  const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const rows = await db
    .select({
      id: communityGroups.id,
      name: communityGroups.name,
      visibility: communityGroups.visibility,
      memberCount: communityGroups.memberCount,
      hiddenAt: communityGroups.hiddenAt,
    })
    .from(communityGroups)
    .where(text ? sql`${communityGroups.name} LIKE ${like} ESCAPE '\\'` : undefined)
    .orderBy(desc(communityGroups.memberCount), asc(communityGroups.name))
    .limit(CREW_ADMIN_LIMITS.listMax)
  return rows
}

/**
 * One crew as staff see it: its owner, and its active members (the owner first) for the transfer.
 * A private crew's member list is not staff's to browse (decision 034): `members` is null unless
 * `privateMembers` is asked, which the route does only for an admin's audited reading
 * (revealCrewMembers) and the model for a transfer.
 */
export async function adminCrew(db: Db, groupId: string, { privateMembers = false }: { privateMembers?: boolean } = {}) {
  const crew = await db
    .select({
      id: communityGroups.id,
      name: communityGroups.name,
      slug: communityGroups.slug,
      visibility: communityGroups.visibility,
      memberCount: communityGroups.memberCount,
      createdAt: communityGroups.createdAt,
      hiddenAt: communityGroups.hiddenAt,
      hiddenReason: communityGroups.hiddenReason,
      hiddenByName: sql<
        string | null
      >`(SELECT ${profiles.displayName} FROM ${profiles} WHERE ${profiles.userId} = ${communityGroups.hiddenBy})`,
    })
    .from(communityGroups)
    .where(eq(communityGroups.id, groupId))
    .get()
  if (!crew) return null
  const active = and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active'))
  const memberColumns = { userId: groupMembers.userId, role: groupMembers.role, name: profiles.displayName }
  const listed = crew.visibility === 'public' || privateMembers
  const [owners, members] = await Promise.all([
    // the owner answers for the crew: named to staff whatever its visibility
    db
      .select(memberColumns)
      .from(groupMembers)
      .innerJoin(accounts, and(eq(accounts.id, groupMembers.userId), eq(accounts.status, 'active')))
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(and(active, eq(groupMembers.role, 'owner')))
      .limit(1),
    listed
      ? db
          .select(memberColumns)
          .from(groupMembers)
          .innerJoin(accounts, and(eq(accounts.id, groupMembers.userId), eq(accounts.status, 'active')))
          .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
          .where(active)
          .orderBy(
            sql`CASE ${groupMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'moderator' THEN 2 ELSE 3 END`,
            asc(profiles.displayName),
          )
          .limit(CREW_ADMIN_LIMITS.membersMax)
      : null,
  ])
  return { ...crew, owner: owners[0] ?? null, members }
}

export type CrewReading =
  { ok: true; crew: NonNullable<Awaited<ReturnType<typeof adminCrew>>> } | { ok: false; reason: 'not-found' | 'forbidden' }

/**
 * An admin reads a private crew's member list with a reason (decision 034): the audit row first
 * (recordPrivateView), then the list. Moderators are refused whatever they send.
 */
export async function revealCrewMembers(db: Db, staff: PrivateViewer, input: PrivateViewInput): Promise<CrewReading> {
  if (input.kind !== 'crew-members' || !mayViewPrivate(staff.roles, 'crew-members')) return { ok: false, reason: 'forbidden' }
  const exists = await db.select({ id: communityGroups.id }).from(communityGroups).where(eq(communityGroups.id, input.targetId)).get()
  if (!exists) return { ok: false, reason: 'not-found' }
  await recordPrivateView(db, staff, input)
  const crew = await adminCrew(db, input.targetId, { privateMembers: true })
  return crew ? { ok: true, crew } : { ok: false, reason: 'not-found' }
}

/** Hides a crew from everyone but staff, with the reason (kept for staff). */
export async function hideCrew(db: Db, staff: StaffMember, input: Extract<CrewAdminInput, { intent: 'hide' }>): Promise<CrewDecision> {
  const crew = await db
    .select({ name: communityGroups.name, hiddenAt: communityGroups.hiddenAt })
    .from(communityGroups)
    .where(eq(communityGroups.id, input.groupId))
    .get()
  if (!crew) return { ok: false, reason: 'not-found' }
  if (crew.hiddenAt) return { ok: false, reason: 'unchanged' }
  await db
    .update(communityGroups)
    .set({ hiddenAt: new Date(), hiddenBy: staff.id, hiddenReason: input.reason, updatedAt: new Date() })
    .where(eq(communityGroups.id, input.groupId))
  // out of /search at once (the index holds what a visitor may see)
  await syncSearchEntry(db, 'group', input.groupId)
  await audit(db, staff, input.groupId, { action: 'CREW_HIDDEN', before: { hidden: false }, after: { hidden: true, reason: input.reason } })
  return { ok: true, name: crew.name }
}

/** Shows a hidden crew again. */
export async function unhideCrew(db: Db, staff: StaffMember, input: Extract<CrewAdminInput, { intent: 'unhide' }>): Promise<CrewDecision> {
  const crew = await db
    .select({ name: communityGroups.name, hiddenAt: communityGroups.hiddenAt })
    .from(communityGroups)
    .where(eq(communityGroups.id, input.groupId))
    .get()
  if (!crew) return { ok: false, reason: 'not-found' }
  if (!crew.hiddenAt) return { ok: false, reason: 'unchanged' }
  await db
    .update(communityGroups)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, updatedAt: new Date() })
    .where(eq(communityGroups.id, input.groupId))
  await syncSearchEntry(db, 'group', input.groupId)
  await audit(db, staff, input.groupId, { action: 'CREW_UNHIDDEN', before: { hidden: true }, after: { hidden: false } })
  return { ok: true, name: crew.name }
}

/**
 * Makes another active member (with an active account) the crew's owner; the former owner stays
 * a leader (admin). One batch, so the crew never has two owners or none.
 */
export async function transferCrew(
  db: Db,
  staff: StaffMember,
  input: Extract<CrewAdminInput, { intent: 'transfer' }>,
): Promise<CrewDecision> {
  const crew = await adminCrew(db, input.groupId, { privateMembers: true })
  if (!crew) return { ok: false, reason: 'not-found' }
  // choosing among a private crew's members is reading its member list: admins only (decision 034)
  if (crew.visibility === 'private' && !staff.roles?.includes('admin')) return { ok: false, reason: 'admin-only' }
  const next = crew.members?.find((m) => m.userId === input.userId)
  if (!next) {
    // the list is capped: ask the database before refusing
    const member = await db
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(accounts, and(eq(accounts.id, groupMembers.userId), eq(accounts.status, 'active')))
      .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.userId, input.userId), eq(groupMembers.status, 'active')))
      .get()
    if (!member) return { ok: false, reason: 'not-member' }
    if (member.role === 'owner') return { ok: false, reason: 'unchanged' }
  } else if (next.role === 'owner') return { ok: false, reason: 'unchanged' }
  await db.batch([
    db
      .update(groupMembers)
      .set({ role: 'admin' })
      .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.role, 'owner'), ne(groupMembers.userId, input.userId))),
    db
      .update(groupMembers)
      .set({ role: 'owner' })
      .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.userId, input.userId))),
    auditRow(db, staff, input.groupId, {
      action: 'CREW_OWNER_TRANSFERRED',
      before: { ownerId: crew.owner?.userId ?? null },
      after: { ownerId: input.userId },
    }),
  ])
  return { ok: true, name: crew.name }
}

/**
 * Deletes a crew (its members, rules, invites, posts and notifications go with it, by the
 * schema's cascades; its cover and its posts' photos from R2 when `bucket` is given; its search
 * entry) and tells each of its active members in their language.
 */
export async function deleteCrew(
  db: Db,
  staff: StaffMember,
  input: Extract<CrewAdminInput, { intent: 'delete' }>,
  notifier: Omit<Notifier, 'db'>,
  bucket?: R2Bucket,
): Promise<CrewDecision> {
  const crew = await db
    .select({ name: communityGroups.name, imageUrl: communityGroups.imageUrl })
    .from(communityGroups)
    .where(eq(communityGroups.id, input.groupId))
    .get()
  if (!crew) return { ok: false, reason: 'not-found' }
  const files = bucket
    ? [
        ...(crew.imageUrl?.startsWith('/media/') ? [crew.imageUrl.slice('/media/'.length)] : []),
        ...(
          await db
            .select({ key: postPhotos.r2Key })
            .from(postPhotos)
            .innerJoin(communityPosts, eq(communityPosts.id, postPhotos.postId))
            .where(eq(communityPosts.groupId, input.groupId))
        ).map((row) => row.key),
      ]
    : []
  const members = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.status, 'active')))
  await db.batch([
    db.delete(communityGroups).where(eq(communityGroups.id, input.groupId)),
    auditRow(db, staff, input.groupId, { action: 'CREW_DELETED', before: { name: crew.name, members: members.length } }),
  ])
  await syncSearchEntry(db, 'group', input.groupId)
  for (let start = 0; start < files.length; start += 1000) await bucket!.delete(files.slice(start, start + 1000))
  await createNotifications(
    { ...notifier, db },
    members.map((m) => ({
      userId: m.userId,
      kind: 'crew_deleted' as const,
      title: { key: 'admin:groups.notices.deletedTitle', values: { name: crew.name } },
      content: { key: 'admin:groups.notices.deletedBody', values: { name: crew.name, app: APP_NAME } },
      actionUrl: '/groups',
      relatedId: input.groupId,
      metadata: { groupId: input.groupId },
    })),
  )
  return { ok: true, name: crew.name }
}
