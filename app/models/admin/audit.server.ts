/**
 * The staff audit log (issue 41): every action a moderator or admin takes, and every time staff
 * read a member's private data, is one `staff_audit_log` row: who (and their name as it was),
 * what, which target, the data before and after where it changes, when, and from which session
 * and address hash. The table is append-only (triggers refuse UPDATE and DELETE), and it has no
 * foreign keys, so no account deletion takes rows with it.
 *
 * `staffAuditInsert` is the statement, for a caller's own D1 batch (the row goes in with the
 * change or not at all); `recordStaffAction` writes it alone.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { profiles, staffAuditLog } from '~/db/schema'

/** The staff member acting: their id, and the session and address hash of the request when known. */
export type StaffActor = { id: string; sessionId?: string | null; ipHash?: string | null }

export type StaffAuditEntry = {
  /** Upper snake case, e.g. 'REPORT_CASE_DECIDED'. */
  action: string
  targetType?: string | null
  targetId?: string | number | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  details?: Record<string, unknown> | null
}

/** The INSERT of one audit row (the actor's display name is copied from their profile). */
export function staffAuditInsert(db: Db, actor: StaffActor, entry: StaffAuditEntry) {
  return db.insert(staffAuditLog).values({
    id: crypto.randomUUID(),
    actorId: actor.id,
    actorName: sql`(SELECT ${profiles.displayName} FROM ${profiles} WHERE ${profiles.userId} = ${actor.id})`,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? null,
    sessionId: actor.sessionId ?? null,
    ipHash: actor.ipHash ?? null,
  })
}

/** Writes one audit row on its own (after a change that was not a batch). */
export async function recordStaffAction(db: Db, actor: StaffActor, entry: StaffAuditEntry) {
  await staffAuditInsert(db, actor, entry)
}
