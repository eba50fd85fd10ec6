/**
 * The moderation queue (issue 41): open reports grouped by their target, with the count of
 * reporters, newest or most-reported first; cases that look like a mass report (several new
 * accounts within a day, MASS_REPORT) are flagged for a human, never acted on by themselves.
 * Also the decisions taken (closed) and the appeals waiting. Callers check the role.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { ModerationAction, ReportReason, ReportStatus, ReportTargetType } from '~/db/schema'
import { CASES_PER_PAGE, MASS_REPORT, type QueueTab } from './options'
import type { QueueQuery } from './schema'
import { memberNames, moderationTargets, previewTargets, type TargetPreview } from './targets.server'

const DAY = 86_400_000
const OPEN = sql.raw(`('open', 'reviewing')`)

export type QueueCase = {
  targetType: ReportTargetType
  targetId: string
  reporters: number
  reports: number
  newest: number
  reasons: ReportReason[]
  flagged: boolean
  preview: TargetPreview | null
  /** For closed and appealed cases: the decision. */
  decision?: { id: string; actions: ModerationAction[]; at: number; appealedAt: number | null }
}

/** New accounts' reports within the window, per case: the mass-report flag's count (SQL). */
function newReporterCount(now: number) {
  const newSince = MASS_REPORT.newAccountDays * DAY
  const windowStart = now - MASS_REPORT.windowHours * 3_600_000
  return sql`count(DISTINCT CASE WHEN r.created_at >= ${windowStart} AND a.created_at >= r.created_at - ${newSince} THEN r.reporter_id END)`
}

type CaseRow = {
  target_type: ReportTargetType
  target_id: string
  reporters: number
  reports: number
  newest: number
  reasons: string
  fresh: number
}

/** One page of the queue's tab, and whether there is a next one. */
export async function listCases(db: Db, query: QueueQuery, now = Date.now()): Promise<{ cases: QueueCase[]; hasNext: boolean }> {
  const offset = (query.page - 1) * CASES_PER_PAGE
  if (query.tab === 'open' || query.tab === 'flagged') {
    const type = query.type ? sql`AND r.target_type = ${query.type}` : sql``
    const having = query.tab === 'flagged' ? sql`HAVING fresh >= ${MASS_REPORT.minReporters}` : sql``
    const order = query.sort === 'most' ? sql`reporters DESC, newest DESC` : sql`newest DESC`
    const rows = await db.all<CaseRow>(sql`
      SELECT r.target_type, r.target_id, count(DISTINCT r.reporter_id) AS reporters, count(*) AS reports,
        max(r.created_at) AS newest, group_concat(DISTINCT r.reason) AS reasons, ${newReporterCount(now)} AS fresh
      FROM reports r LEFT JOIN accounts a ON a.id = r.reporter_id
      WHERE r.status IN ${OPEN} ${type}
      GROUP BY r.target_type, r.target_id ${having}
      ORDER BY ${order}
      LIMIT ${CASES_PER_PAGE + 1} OFFSET ${offset}`)
    const page = rows.slice(0, CASES_PER_PAGE)
    const previews = await previewTargets(
      db,
      page.map((r) => ({ type: r.target_type, id: r.target_id })),
    )
    return {
      hasNext: rows.length > CASES_PER_PAGE,
      cases: page.map((r) => ({
        targetType: r.target_type,
        targetId: r.target_id,
        reporters: r.reporters,
        reports: r.reports,
        newest: r.newest,
        reasons: (r.reasons ?? '').split(',').filter(Boolean) as ReportReason[],
        flagged: r.fresh >= MASS_REPORT.minReporters,
        preview: previews.get(`${r.target_type}:${r.target_id}`) ?? null,
      })),
    }
  }
  return listDecisions(db, query.tab, query, offset)
}

type DecisionRow = {
  decision_id: string
  target_type: ReportTargetType
  target_id: string
  actions: string
  at: number
  appealed_at: number | null
  reporters: number
}

/** Decisions taken (closed), or those whose author appealed and wait for an answer (appeals, oldest first). */
async function listDecisions(db: Db, tab: Exclude<QueueTab, 'open' | 'flagged'>, query: QueueQuery, offset: number) {
  const type = query.type ? sql`AND m.target_type = ${query.type}` : sql``
  const where = tab === 'appeals' ? sql`m.appealed_at IS NOT NULL AND m.appeal_outcome IS NULL` : sql`1 = 1`
  const order = tab === 'appeals' ? sql`min(m.appealed_at) ASC` : sql`max(m.created_at) DESC`
  const rows = await db.all<DecisionRow>(sql`
    SELECT m.decision_id, m.target_type, m.target_id, group_concat(m.action) AS actions, max(m.created_at) AS at,
      max(m.appealed_at) AS appealed_at,
      (SELECT count(DISTINCT reporter_id) FROM reports WHERE target_type = m.target_type AND target_id = m.target_id) AS reporters
    FROM moderation_actions m
    WHERE ${where} ${type}
    GROUP BY m.decision_id
    ORDER BY ${order}
    LIMIT ${CASES_PER_PAGE + 1} OFFSET ${offset}`)
  const page = rows.slice(0, CASES_PER_PAGE)
  const previews = await previewTargets(
    db,
    page.map((r) => ({ type: r.target_type, id: r.target_id })),
  )
  return {
    hasNext: rows.length > CASES_PER_PAGE,
    cases: page.map((r): QueueCase => ({
      targetType: r.target_type,
      targetId: r.target_id,
      reporters: r.reporters,
      reports: r.reporters,
      newest: r.at,
      reasons: [],
      flagged: false,
      preview: previews.get(`${r.target_type}:${r.target_id}`) ?? null,
      decision: { id: r.decision_id, actions: r.actions.split(',') as ModerationAction[], at: r.at, appealedAt: r.appealed_at },
    })),
  }
}

/** Cases waiting (distinct targets with an open report), and appeals waiting: the dashboard's counts. */
export async function queueCounts(db: Db) {
  const [cases, appeals] = await Promise.all([
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM (SELECT 1 FROM reports WHERE status IN ${OPEN} GROUP BY target_type, target_id)`),
    db.get<{ n: number }>(
      sql`SELECT count(DISTINCT decision_id) AS n FROM moderation_actions WHERE appealed_at IS NOT NULL AND appeal_outcome IS NULL`,
    ),
  ])
  return { cases: cases?.n ?? 0, appeals: appeals?.n ?? 0 }
}

export type CaseReport = {
  id: string
  reporterId: string | null
  reporterName: string | null
  /** The reporter's account age when they reported, in days (a mass report's sign). */
  accountAgeDays: number | null
  reason: ReportReason
  details: string | null
  status: ReportStatus
  createdAt: number
  resolution: string | null
}
export type CaseDecision = {
  id: string
  actions: { action: ModerationAction; reason: string; suspendedUntil: number | null }[]
  at: number
  moderatorName: string | null
  appeal: { text: string; at: number; outcome: 'upheld' | 'reversed' | null; reply: string | null } | null
}

/** One case: the target in place, every report about it (open first), the decisions taken, the author's record. */
export async function caseDetail(db: Db, type: ReportTargetType, id: string, now = Date.now()) {
  const [preview, reportRows, actionRows] = await Promise.all([
    moderationTargets.preview(db, type, id),
    db.all<{
      id: string
      reporter_id: string | null
      reason: ReportReason
      details: string | null
      status: ReportStatus
      created_at: number
      resolution: string | null
      account_created: number | null
    }>(sql`
      SELECT r.id, r.reporter_id, r.reason, r.details, r.status, r.created_at, r.resolution, a.created_at AS account_created
      FROM reports r LEFT JOIN accounts a ON a.id = r.reporter_id
      WHERE r.target_type = ${type} AND r.target_id = ${id}
      ORDER BY r.status IN ${OPEN} DESC, r.created_at DESC
      LIMIT 200`),
    db.all<{
      id: string
      decision_id: string
      action: ModerationAction
      reason: string
      suspended_until: number | null
      created_at: number
      moderator_id: string | null
      appeal_text: string | null
      appealed_at: number | null
      appeal_outcome: 'upheld' | 'reversed' | null
      appeal_reply: string | null
    }>(sql`
      SELECT id, decision_id, action, reason, suspended_until, created_at, moderator_id, appeal_text, appealed_at, appeal_outcome, appeal_reply
      FROM moderation_actions WHERE target_type = ${type} AND target_id = ${id}
      ORDER BY created_at DESC LIMIT 100`),
  ])
  const names = await memberNames(db, [
    ...reportRows.map((r) => r.reporter_id).filter((x): x is string => !!x),
    ...actionRows.map((r) => r.moderator_id).filter((x): x is string => !!x),
  ])
  const reports: CaseReport[] = reportRows.map((r) => ({
    id: r.id,
    reporterId: r.reporter_id,
    reporterName: r.reporter_id ? (names.get(r.reporter_id) ?? null) : null,
    accountAgeDays: r.account_created == null ? null : Math.max(0, Math.floor((r.created_at - r.account_created) / DAY)),
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: r.created_at,
    resolution: r.resolution,
  }))
  const decisions = new Map<string, CaseDecision>()
  for (const row of actionRows) {
    const decision = decisions.get(row.decision_id) ?? {
      id: row.decision_id,
      actions: [],
      at: row.created_at,
      moderatorName: row.moderator_id ? (names.get(row.moderator_id) ?? null) : null,
      appeal: null,
    }
    decision.actions.push({ action: row.action, reason: row.reason, suspendedUntil: row.suspended_until })
    if (row.appealed_at != null && row.appeal_text != null)
      decision.appeal = { text: row.appeal_text, at: row.appealed_at, outcome: row.appeal_outcome, reply: row.appeal_reply }
    decisions.set(row.decision_id, decision)
  }
  const open = reports.filter((r) => r.status === 'open' || r.status === 'reviewing')
  const windowStart = now - MASS_REPORT.windowHours * 3_600_000
  const fresh = new Set(
    open
      .filter((r) => r.createdAt >= windowStart && r.accountAgeDays != null && r.accountAgeDays < MASS_REPORT.newAccountDays)
      .map((r) => r.reporterId),
  )
  const authorRecord = preview?.authorId ? await authorHistory(db, preview.authorId) : null
  return {
    preview,
    reports,
    openCount: open.length,
    flagged: fresh.size >= MASS_REPORT.minReporters,
    decisions: [...decisions.values()],
    authorRecord,
  }
}

/** Earlier actions against the author (on anything), newest first: a pattern to see. */
async function authorHistory(db: Db, authorId: string) {
  const rows = await db.all<{ action: ModerationAction; n: number }>(sql`
    SELECT action, count(*) AS n FROM moderation_actions WHERE author_id = ${authorId} AND action <> 'dismiss' GROUP BY action`)
  return Object.fromEntries(rows.map((r) => [r.action, r.n])) as Partial<Record<ModerationAction, number>>
}
