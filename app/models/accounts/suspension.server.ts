/**
 * A suspension for a period ends by itself (issue 41): the Cron lifts the ended ones, and signing
 * in lifts one that has ended since, so nobody waits for the next run. Each end is in the staff
 * audit log as the system's.
 */
import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, refreshTokens, sessions, type AccountStatus } from '~/db/schema'
import { recordStaffAction } from '~/models/admin/audit.server'

const SYSTEM = { id: 'system' }

/** Ends every suspension whose time is up (accounts_suspended_until_idx); answers how many. */
export async function liftEndedSuspensions(db: Db, now = new Date()) {
  const lifted = await db
    .update(accounts)
    .set({ status: 'active', suspendedUntil: null })
    .where(and(eq(accounts.status, 'suspended'), lte(accounts.suspendedUntil, now)))
    .returning({ id: accounts.id })
  for (const { id } of lifted) await recordStaffAction(db, SYSTEM, { action: 'SUSPENSION_ENDED', targetType: 'user', targetId: id })
  return lifted.length
}

/** Whether the account may sign in: active, or suspended until a time now past (then lifted here). */
export async function mayUseAccount(db: Db, account: { id: string; status: AccountStatus; suspendedUntil: Date | null }, now = new Date()) {
  if (account.status === 'active') return true
  if (account.status !== 'suspended' || !account.suspendedUntil || account.suspendedUntil > now) return false
  const lifted = await db
    .update(accounts)
    .set({ status: 'active', suspendedUntil: null })
    .where(and(eq(accounts.id, account.id), eq(accounts.status, 'suspended'), sql`${accounts.suspendedUntil} <= ${now.getTime()}`))
    .returning({ id: accounts.id })
  if (lifted.length) await recordStaffAction(db, SYSTEM, { action: 'SUSPENSION_ENDED', targetType: 'user', targetId: account.id })
  return true
}

/** The account's sign-ins end: its sessions (browser and API) and its refresh tokens (statements for a batch). */
export const endSessionStatements = (db: Db, id: string) => [
  db.delete(refreshTokens).where(eq(refreshTokens.accountId, id)),
  db.delete(sessions).where(eq(sessions.accountId, id)),
]

/**
 * Sets an account's state (statements for a batch): suspended until a time, banned, or active
 * again; a suspension or ban also ends its sign-ins. The moderation queue and /admin/users share it.
 */
export function accountStateStatements(db: Db, id: string, status: AccountStatus, until: Date | null = null) {
  return [
    db
      .update(accounts)
      .set({ status, suspendedUntil: status === 'suspended' ? until : null })
      .where(eq(accounts.id, id)),
    ...(status === 'active' ? [] : endSessionStatements(db, id)),
  ]
}
