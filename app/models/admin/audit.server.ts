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
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client'
import { profiles, staffAuditLog, userRoles } from '~/db/schema'

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

// ---------------------------------------------------------------- reading the log (/admin/audit)

/** A page of the log: 50 rows, newest first. */
export const STAFF_AUDIT_PAGE_SIZE = 50

const TEXT_ID = /^[0-9A-Za-z_.:-]{1,64}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional()).catch(undefined)
const day = z
  .string()
  .trim()
  .regex(DAY)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text))

/**
 * The screen's filters, from its URL; a bad value is no filter (never an error): who acted
 * (`actor`, an account id), the action's code, the target's type and id (an id only with its
 * type), the first and last UTC day, and the cursor (`before`: created_at ms and rowid of the
 * last row shown).
 */
export const StaffAuditQuerySchema = z.object({
  actor: optional(z.string().trim().regex(TEXT_ID)),
  action: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/),
  ),
  type: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/),
  ),
  target: optional(z.string().trim().min(1).max(64)),
  from: optional(day),
  to: optional(day),
  before: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,15}\.\d{1,15}$/),
  ),
})
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>

/** The filters of a URL (the first value of each). */
export function parseStaffAuditQuery(url: URL): StaffAuditQuery {
  const fields = Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.get(key)])) as Record<
    string,
    string
  >
  const query = StaffAuditQuerySchema.parse(fields)
  // a target id means nothing without its type; days in the wrong order are swapped
  if (!query.type) delete query.target
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from]
  return query
}

/** The URL search of a query ('' or '?…'), in one order; `before` only when given. */
export function staffAuditSearch(query: StaffAuditQuery): string {
  const params = new URLSearchParams()
  for (const key of ['actor', 'action', 'type', 'target', 'from', 'to', 'before'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

export type StaffAuditListRow = {
  id: string
  createdAt: Date
  actorId: string | null
  actorName: string | null
  action: string
  targetType: string | null
  targetId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  details: Record<string, unknown> | null
  sessionId: string | null
  ipHash: string | null
}

const DAY_MS = 86_400_000

/**
 * A page of the log, newest first, and the cursor of the next (older) page or null. Each filter
 * is answered by one of the table's indexes, walked in the order shown (actor, action, target
 * type and id: their index with created_at; days only: staff_audit_log_created_idx); the cursor
 * (created_at, rowid) continues where the last page stopped. Reading the log is not audited.
 */
export async function listStaffAudit(db: Db, query: StaffAuditQuery): Promise<{ rows: StaffAuditListRow[]; next: string | null }> {
  const t = staffAuditLog
  const conditions: SQL[] = []
  if (query.actor) conditions.push(eq(t.actorId, query.actor))
  if (query.action) conditions.push(eq(t.action, query.action))
  if (query.type) conditions.push(eq(t.targetType, query.type))
  if (query.type && query.target) conditions.push(eq(t.targetId, query.target))
  if (query.from) conditions.push(sql`${t.createdAt} >= ${Date.parse(`${query.from}T00:00:00Z`)}`)
  if (query.to) conditions.push(sql`${t.createdAt} < ${Date.parse(`${query.to}T00:00:00Z`) + DAY_MS}`)
  if (query.before) {
    const [ms, rowid] = query.before.split('.').map(Number) as [number, number]
    // one range on created_at (the index's), the tie broken by rowid (in every index's entries)
    conditions.push(sql`${t.createdAt} <= ${ms} AND (${t.createdAt} < ${ms} OR rowid < ${rowid})`)
  }
  const found = await db
    .select({
      id: t.id,
      createdAt: t.createdAt,
      actorId: t.actorId,
      actorName: t.actorName,
      action: t.action,
      targetType: t.targetType,
      targetId: t.targetId,
      before: t.before,
      after: t.after,
      details: t.details,
      sessionId: t.sessionId,
      ipHash: t.ipHash,
      rowid: sql<number>`rowid`,
    })
    .from(t)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(t.createdAt), desc(sql`rowid`))
    .limit(STAFF_AUDIT_PAGE_SIZE + 1)
  const more = found.length > STAFF_AUDIT_PAGE_SIZE
  const page = found.slice(0, STAFF_AUDIT_PAGE_SIZE)
  const last = page.at(-1)
  return {
    rows: page.map(({ rowid: _rowid, ...row }) => row),
    next: more && last ? `${last.createdAt.getTime()}.${last.rowid}` : null,
  }
}

/** The distinct values of an index's first column, one index step each (a skip scan, not a walk of the log). */
async function distinctLeading(db: Db, column: 'action' | 'target_type'): Promise<string[]> {
  const name = sql.identifier(column)
  const rows = await db.all<{ value: string }>(sql`
    WITH RECURSIVE v(value) AS (
      SELECT min(${name}) FROM staff_audit_log
      UNION ALL
      SELECT (SELECT min(${name}) FROM staff_audit_log WHERE ${name} > v.value) FROM v WHERE v.value IS NOT NULL
    )
    SELECT value FROM v WHERE value IS NOT NULL`)
  return rows.map((row) => row.value)
}

/** The filters' choices: staff members (a role in user_roles) by name, and the actions and target types in the log. */
export async function staffAuditChoices(db: Db) {
  const [staff, actions, types] = await Promise.all([
    db
      .selectDistinct({ id: userRoles.userId, name: profiles.displayName })
      .from(userRoles)
      .leftJoin(profiles, eq(profiles.userId, userRoles.userId))
      .orderBy(profiles.displayName, userRoles.userId),
    distinctLeading(db, 'action'),
    distinctLeading(db, 'target_type'),
  ])
  return { staff: staff.map((s) => ({ id: s.id, name: s.name ?? s.id })), actions, types }
}
