/**
 * /admin/users (issue 41, admins only): find members, read one member, and act on the account.
 *
 * The list shows names, states, roles and join dates only; a member's email, phone, sessions and
 * the reports about them are read on their own page, and each such read is a
 * `USER_PRIVATE_DATA_VIEWED` row of the staff audit log. Every action is audited with the state
 * before and after; an action that would change nothing answers 409 (ending sessions and
 * resetting passkeys are idempotent and always succeed). Staff accounts (any role) are not
 * suspended, banned or deleted here: their role goes first. An admin keeps their own admin role,
 * and the last admin stays one. Deleting an account is the member's own deletion
 * (`deleteAccount`), audited first.
 */
import { accountStateStatements, endSessionStatements } from '~/models/accounts/suspension.server'
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { field, notIndexed } from '~/db/not-indexed'
import {
  accounts,
  moderationActions,
  passkeys,
  profiles,
  reports,
  securityEvents,
  sessions,
  userPasskeyEnrollment,
  userRoles,
  webauthnChallenges,
  type Role,
} from '~/db/schema'
import { staffAuditInsert, recordStaffAction, type StaffActor } from '~/models/admin/audit.server'
import { directoryNameMatch, nameHitIds } from '~/models/members/directory.server'
import { deleteAccount } from '~/models/members/profile.server'
import { deleteConfirmation, USERS_PAGE_SIZE, type RoleChoice, type UserQuery, type UserState } from './users-schema'

const DAY = 86_400_000
/** How many of each of a member's lists their page shows. */
export const USER_DETAIL_LIMITS = { sessions: 30, reports: 30, securityEvents: 20, moderation: 30 } as const

export type UserListRow = { id: string; displayName: string | null; status: UserState; roles: Role[]; createdAt: Date }

/** The upper bound of a prefix range: every text starting with `prefix` sorts below it. */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`

const rolesOf = (text: string | null) => (text ? (text.split(',').filter((r) => r === 'admin' || r === 'moderator') as Role[]) : [])

/**
 * A page of members, the newest accounts first (the order they were made in: the table's rowid),
 * 50 a page. Each filter drives from its own index: a name through the names' full-text index
 * (any word's start), an email or a phone through its unique column (a prefix range), a role
 * through user_roles; with none of these, the list walks the primary key down from the newest
 * and stops at the page (NOT INDEXED, decision 041), testing the state on the way.
 */
export async function searchUsers(db: Db, query: UserQuery): Promise<{ rows: UserListRow[]; hasNext: boolean }> {
  const where: SQL[] = []
  const match = query.name ? directoryNameMatch(query.name) : null
  if (query.name && !match) return { rows: [], hasNext: false }
  if (match) where.push(sql`${accounts.id} IN (${nameHitIds(match)})`)
  if (query.email) where.push(and(gte(accounts.email, query.email), lt(accounts.email, prefixEnd(query.email)))!)
  if (query.phone) where.push(and(gte(accounts.phone, query.phone), lt(accounts.phone, prefixEnd(query.phone)))!)
  if (query.role) where.push(sql`${accounts.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} WHERE ${userRoles.role} = ${query.role})`)
  // the state is tested row by row on the way (+: never picked as the walk's index)
  if (query.state) where.push(sql`+${accounts.status} = ${query.state}`)
  const bySet = !!(match || query.email || query.phone || query.role)
  const rows = await db
    .select({
      id: field(accounts.id),
      status: field(accounts.status),
      createdAt: field(accounts.createdAt),
      // the outer row by its table's name (drizzle writes a one-table select's columns bare)
      displayName: sql<string | null>`(SELECT p.display_name FROM profiles p WHERE p.user_id = accounts.id)`.as('user_name'),
      roles: sql<string | null>`(SELECT group_concat(r.role) FROM user_roles r WHERE r.user_id = accounts.id)`.as('user_roles'),
    })
    .from(bySet ? sql`${accounts}` : notIndexed(accounts))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`accounts.rowid DESC`)
    .limit(USERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * USERS_PAGE_SIZE)
  return {
    rows: rows.slice(0, USERS_PAGE_SIZE).map((r) => ({
      id: r.id,
      displayName: r.displayName,
      status: r.status,
      roles: rolesOf(r.roles),
      createdAt: r.createdAt,
    })),
    hasNext: rows.length > USERS_PAGE_SIZE,
  }
}

export type UserReportRow = {
  id: string
  targetType: string
  targetId: string
  reason: string
  details: string | null
  status: string
  createdAt: Date
}

/**
 * One member as an admin reads them: profile, email, phone, state, roles, sessions (never their
 * ids), passkeys, reports by and against them (the member, and their content a decision was
 * taken on), recent security events and their moderation history. Reading it is audited
 * (`USER_PRIVATE_DATA_VIEWED`, one row per read). Null when there is no such account.
 */
export async function userDetail(db: Db, admin: StaffActor, id: string) {
  const account = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      phone: accounts.phone,
      emailVerifiedAt: accounts.emailVerifiedAt,
      phoneVerifiedAt: accounts.phoneVerifiedAt,
      status: accounts.status,
      suspendedUntil: accounts.suspendedUntil,
      createdAt: accounts.createdAt,
      lastSignInAt: accounts.lastSignInAt,
      hasPassword: sql<number>`${accounts.passwordHash} IS NOT NULL`.mapWith(Boolean),
      displayName: profiles.displayName,
      pronouns: profiles.pronouns,
      bio: profiles.bio,
      language: profiles.language,
      profileVisibility: profiles.profileVisibility,
      lastSeenAt: profiles.lastSeenAt,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.userId, accounts.id))
    .where(eq(accounts.id, id))
    .get()
  if (!account) return null
  const reportColumns = {
    id: reports.id,
    targetType: reports.targetType,
    targetId: reports.targetId,
    reason: reports.reason,
    details: reports.details,
    status: reports.status,
    createdAt: reports.createdAt,
  }
  const [roles, sessionRows, [passkeyCount], reportsBy, reportsAgainst, reportsOnContent, events, moderation] = await db.batch([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        kind: sessions.kind,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.accountId, id))
      .orderBy(desc(sessions.createdAt))
      .limit(USER_DETAIL_LIMITS.sessions),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.accountId, id)),
    db
      .select(reportColumns)
      .from(reports)
      .where(eq(reports.reporterId, id))
      .orderBy(desc(reports.createdAt))
      .limit(USER_DETAIL_LIMITS.reports),
    db
      .select(reportColumns)
      .from(reports)
      .where(and(eq(reports.targetType, 'user'), eq(reports.targetId, id)))
      .orderBy(desc(reports.createdAt))
      .limit(USER_DETAIL_LIMITS.reports),
    // reports on their content that a decision named them the author of
    db
      .select(reportColumns)
      .from(reports)
      .where(
        sql`(${reports.targetType}, ${reports.targetId}) IN (SELECT m.target_type, m.target_id FROM moderation_actions m WHERE m.author_id = ${id} AND m.target_type <> 'user')`,
      )
      .orderBy(desc(reports.createdAt))
      .limit(USER_DETAIL_LIMITS.reports),
    db
      .select({
        id: securityEvents.id,
        eventType: securityEvents.eventType,
        severity: securityEvents.severity,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, id))
      .orderBy(desc(securityEvents.createdAt))
      .limit(USER_DETAIL_LIMITS.securityEvents),
    db
      .select({
        id: moderationActions.id,
        decisionId: moderationActions.decisionId,
        targetType: moderationActions.targetType,
        targetId: moderationActions.targetId,
        action: moderationActions.action,
        reason: moderationActions.reason,
        suspendedUntil: moderationActions.suspendedUntil,
        createdAt: moderationActions.createdAt,
        appealedAt: moderationActions.appealedAt,
        appealOutcome: moderationActions.appealOutcome,
      })
      .from(moderationActions)
      .where(eq(moderationActions.authorId, id))
      .orderBy(desc(moderationActions.createdAt))
      .limit(USER_DETAIL_LIMITS.moderation),
  ])
  await recordStaffAction(db, admin, {
    action: 'USER_PRIVATE_DATA_VIEWED',
    targetType: 'user',
    targetId: id,
    details: { read: ['email', 'phone', 'sessions', 'reports', 'security_events'] },
  })
  return {
    account,
    roles: roles.map((r) => r.role),
    sessions: sessionRows,
    passkeys: passkeyCount?.n ?? 0,
    reportsBy: reportsBy as UserReportRow[],
    reportsAgainst: [...reportsAgainst, ...reportsOnContent].sort((a, b) => +b.createdAt - +a.createdAt) as UserReportRow[],
    securityEvents: events,
    moderation,
    confirmation: deleteConfirmation(account.displayName),
  }
}
export type UserDetail = NonNullable<Awaited<ReturnType<typeof userDetail>>>

export type UserActionResult = { ok: true; toast: string } | { ok: false; status: 404 | 409 | 400; error: string; field?: string }

const refused = (status: 404 | 409 | 400, error: string, field?: string): UserActionResult => ({ ok: false, status, error, field })
const NOT_FOUND = refused(404, 'admin:users.errors.notFound')
const STAFF = refused(409, 'admin:users.errors.staff')

async function accountState(db: Db, id: string) {
  const [[row], roles] = await db.batch([
    db
      .select({ status: accounts.status, suspendedUntil: accounts.suspendedUntil, displayName: profiles.displayName })
      .from(accounts)
      .leftJoin(profiles, eq(profiles.userId, accounts.id))
      .where(eq(accounts.id, id)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)),
  ])
  return row ? { ...row, roles: roles.map((r) => r.role) } : null
}

const snapshot = (state: { status: string; suspendedUntil: Date | null }) => ({
  status: state.status,
  suspendedUntil: state.suspendedUntil?.getTime() ?? null,
})

/** Gives the member one role, or none. An admin keeps their own admin role; the last admin stays. */
export async function changeRole(db: Db, actor: StaffActor, id: string, role: RoleChoice): Promise<UserActionResult> {
  const state = await accountState(db, id)
  if (!state) return NOT_FOUND
  const next: Role[] = role === 'none' ? [] : [role]
  const same = next.length === state.roles.length && next.every((r) => state.roles.includes(r))
  if (same) return refused(409, 'admin:users.errors.roleUnchanged')
  const losesAdmin = state.roles.includes('admin') && !next.includes('admin')
  if (losesAdmin && id === actor.id) return refused(409, 'admin:users.errors.ownAdmin')
  if (losesAdmin) {
    const [admins] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin'))
    if ((admins?.n ?? 0) <= 1) return refused(409, 'admin:users.errors.lastAdmin')
  }
  if (next.length && state.status !== 'active') return refused(409, 'admin:users.errors.roleNotActive')
  await db.batch([
    db.delete(userRoles).where(eq(userRoles.userId, id)),
    ...next.map((r) => db.insert(userRoles).values({ userId: id, role: r, grantedBy: actor.id })),
    staffAuditInsert(db, actor, {
      action: 'USER_ROLE_CHANGED',
      targetType: 'user',
      targetId: id,
      before: { roles: state.roles },
      after: { roles: next },
    }),
  ] as unknown as Parameters<Db['batch']>[0])
  return { ok: true, toast: 'admin:users.toasts.role' }
}

/** Suspends an active member for a number of days, with a reason; their sessions end. */
export async function suspendUser(db: Db, actor: StaffActor, id: string, input: { days: number; reason: string }, now = new Date()) {
  return restrict(db, actor, id, 'suspended', input.reason, new Date(now.getTime() + input.days * DAY), { days: input.days })
}

/** Bans a member, with a reason; their sessions end. */
export async function banUser(db: Db, actor: StaffActor, id: string, input: { reason: string }) {
  return restrict(db, actor, id, 'banned', input.reason, null, {})
}

async function restrict(
  db: Db,
  actor: StaffActor,
  id: string,
  status: 'suspended' | 'banned',
  reason: string,
  until: Date | null,
  details: Record<string, unknown>,
): Promise<UserActionResult> {
  const state = await accountState(db, id)
  if (!state) return NOT_FOUND
  if (id === actor.id) return refused(409, 'admin:users.errors.self')
  if (state.roles.length) return STAFF
  if (state.status === status)
    return refused(409, status === 'banned' ? 'admin:users.errors.alreadyBanned' : 'admin:users.errors.alreadySuspended')
  const after = { status, suspendedUntil: until?.getTime() ?? null }
  await db.batch([
    ...accountStateStatements(db, id, status, until),
    staffAuditInsert(db, actor, {
      action: status === 'banned' ? 'USER_BANNED' : 'USER_SUSPENDED',
      targetType: 'user',
      targetId: id,
      before: snapshot(state),
      after,
      details: { ...details, reason },
    }),
  ] as unknown as Parameters<Db['batch']>[0])
  return { ok: true, toast: status === 'banned' ? 'admin:users.toasts.banned' : 'admin:users.toasts.suspended' }
}

/** Lifts a suspension or a ban: the account is active again. */
export async function liftRestriction(db: Db, actor: StaffActor, id: string): Promise<UserActionResult> {
  const state = await accountState(db, id)
  if (!state) return NOT_FOUND
  if (state.status === 'active') return refused(409, 'admin:users.errors.alreadyActive')
  await db.batch([
    ...accountStateStatements(db, id, 'active'),
    staffAuditInsert(db, actor, {
      action: 'USER_RESTRICTION_LIFTED',
      targetType: 'user',
      targetId: id,
      before: snapshot(state),
      after: { status: 'active', suspendedUntil: null },
    }),
  ] as unknown as Parameters<Db['batch']>[0])
  return { ok: true, toast: 'admin:users.toasts.lifted' }
}

/** Ends every session of the account (and its refresh tokens). Doing it twice is fine. */
export async function endAllSessions(db: Db, actor: StaffActor, id: string): Promise<UserActionResult> {
  const [[account], [live]] = await db.batch([
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)),
    db.select({ n: count() }).from(sessions).where(eq(sessions.accountId, id)),
  ])
  if (!account) return NOT_FOUND
  await db.batch([
    ...endSessionStatements(db, id),
    staffAuditInsert(db, actor, {
      action: 'USER_SESSIONS_ENDED',
      targetType: 'user',
      targetId: id,
      before: { sessions: live?.n ?? 0 },
      after: { sessions: 0 },
    }),
  ] as unknown as Parameters<Db['batch']>[0])
  return { ok: true, toast: 'admin:users.toasts.sessionsEnded' }
}

/**
 * Removes the member's passkeys and their enrollment (the member signs in by password, link or
 * code and may enrol again). Doing it twice is fine.
 */
export async function resetPasskeys(db: Db, actor: StaffActor, id: string): Promise<UserActionResult> {
  const [[account], [keys]] = await db.batch([
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.accountId, id)),
  ])
  if (!account) return NOT_FOUND
  await db.batch([
    db.delete(passkeys).where(eq(passkeys.accountId, id)),
    db.delete(userPasskeyEnrollment).where(eq(userPasskeyEnrollment.userId, id)),
    db.delete(webauthnChallenges).where(eq(webauthnChallenges.accountId, id)),
    staffAuditInsert(db, actor, {
      action: 'USER_PASSKEYS_RESET',
      targetType: 'user',
      targetId: id,
      before: { passkeys: keys?.n ?? 0 },
      after: { passkeys: 0 },
    }),
  ] as unknown as Parameters<Db['batch']>[0])
  return { ok: true, toast: 'admin:users.toasts.passkeysReset' }
}

/**
 * Deletes the account with its content, the way a member's own deletion does (`deleteAccount`),
 * once the admin has typed the confirmation. Not one's own account, not a staff account.
 */
export async function deleteUser(db: Db, bucket: R2Bucket, actor: StaffActor, id: string, confirm: string): Promise<UserActionResult> {
  const state = await accountState(db, id)
  if (!state) return NOT_FOUND
  if (id === actor.id) return refused(409, 'admin:users.errors.self')
  if (state.roles.length) return STAFF
  const expected = deleteConfirmation(state.displayName)
  if (confirm.trim().toLocaleLowerCase() !== expected.toLocaleLowerCase()) return refused(400, 'admin:users.errors.confirmWrong', 'confirm')
  // the row goes in first: the log has no foreign keys, and a deletion is never unrecorded
  await recordStaffAction(db, actor, {
    action: 'USER_DELETED',
    targetType: 'user',
    targetId: id,
    before: { ...snapshot(state), displayName: state.displayName, roles: state.roles },
    after: null,
  })
  const deleted = await deleteAccount(db, bucket, id)
  return deleted ? { ok: true, toast: 'admin:users.toasts.deleted' } : NOT_FOUND
}
