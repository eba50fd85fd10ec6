/**
 * Deciding a case, appealing, answering an appeal (issue 41).
 *
 * A decision closes every open report about its target in one D1 batch with its action rows
 * and its audit row; the form's one-time key is the decision's id, so a repeated submit finds it
 * made (idempotent), and a second moderator deciding the same case at once finds no open report
 * left (409). Then the content actions run through their domains (targets.server.ts), the
 * reporters are told the outcome (never who decided), the author is told what was done and why
 * and may appeal once (/moderation/{decision}), and last the author's account is suspended or
 * banned (their sessions end), so the notice reaches them first.
 *
 * Staff accounts are not suspended or banned from the queue (403), and nobody decides about
 * themselves; an appeal is answered by another moderator than the one who decided, or an admin.
 */
import { accountStateStatements } from '~/models/accounts/suspension.server'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import { moderationActions, reports, userRoles, type ModerationAction, type ReportTargetType } from '~/db/schema'
import { staffAuditInsert, recordStaffAction } from '~/models/admin/audit.server'
import { createNotifications, type NotificationInput } from '~/models/notifications/notifications.server'
import { actionsFor, decisionHref } from './options'
import type { DecisionInput } from './schema'
import { moderationTargets, type ModerationContext } from './targets.server'

const DAY = 86_400_000
const OPEN = sql.raw(`('open', 'reviewing')`)

export type DecideResult =
  | { ok: true; decisionId: string; repeated: boolean; contentOutcome: 'ok' | 'unchanged' | 'not_found' | null }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string }

const fail = (status: 400 | 403 | 404 | 409, error: string) => ({ ok: false, status, error }) as const

async function isStaffAccount(db: Db, userId: string) {
  return !!(await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).get())
}

export async function decideCase(ctx: ModerationContext, input: DecisionInput, now = new Date()): Promise<DecideResult> {
  const { db, staff } = ctx
  const { targetType, targetId, decisionKey } = input
  const made = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.decisionId, decisionKey))
    .get()
  if (made) return { ok: true, decisionId: decisionKey, repeated: true, contentOutcome: null }

  const preview = await moderationTargets.preview(db, targetType, targetId)
  const onlyDismiss = input.actions.length === 1 && input.actions[0] === 'dismiss'
  if (!preview && !onlyDismiss) return fail(404, 'moderation:errors.targetGone')
  const authorId = preview?.authorId ?? null
  const allowed = actionsFor(targetType, !!authorId)
  if (!input.actions.every((a) => allowed.includes(a))) return fail(400, 'moderation:errors.actionNotAllowed')
  if (authorId === staff.id) return fail(403, 'moderation:errors.ownCase')
  const onAccount = input.actions.some((a) => a === 'suspend' || a === 'ban')
  if (onAccount && authorId && (await isStaffAccount(db, authorId))) return fail(403, 'moderation:errors.staffAuthor')

  const suspendedUntil = input.actions.includes('suspend') ? new Date(now.getTime() + (input.suspendDays ?? 1) * DAY) : null
  const outcome = onlyDismiss ? 'dismissed' : 'resolved'
  const rows = input.actions.map((action) => ({
    id: crypto.randomUUID(),
    action,
    reason: input.reasons[action]!,
    suspendedUntil: action === 'suspend' ? suspendedUntil : null,
  }))
  const open = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), inArray(reports.status, ['open', 'reviewing'])))
    .get()
  if (!open) return fail(409, 'moderation:errors.alreadyDecided')
  const stillOpen = sql`EXISTS (SELECT 1 FROM ${reports} WHERE target_type = ${targetType} AND target_id = ${targetId} AND status IN ${OPEN})`
  let closed: { reporter_id: string | null }[]
  try {
    const [inserted, updated] = await runSqlBatch(db, [
      // each action row goes in only while the case is open: a second moderator's batch adds nothing
      sql`
        INSERT INTO ${moderationActions} (id, decision_id, target_type, target_id, action, reason, author_id, suspended_until, moderator_id, created_at)
        SELECT v.id, ${decisionKey}, ${targetType}, ${targetId}, v.action, v.reason, ${authorId}, v.until, ${staff.id}, ${now.getTime()}
        FROM (${sql.join(
          rows.map(
            (r) => sql`SELECT ${r.id} AS id, ${r.action} AS action, ${r.reason} AS reason, ${r.suspendedUntil?.getTime() ?? null} AS until`,
          ),
          sql` UNION ALL `,
        )}) v
        WHERE ${stillOpen}`,
      // and the open reports close only if they did
      sql`
        UPDATE ${reports} SET status = ${outcome}, handled_by = ${staff.id}, handled_at = ${now.getTime()}, resolution = ${input.actions.join(',')}
        WHERE target_type = ${targetType} AND target_id = ${targetId} AND status IN ${OPEN}
          AND EXISTS (SELECT 1 FROM ${moderationActions} WHERE decision_id = ${decisionKey})
        RETURNING reporter_id`,
    ])
    if (!inserted!.meta.changes) {
      // closed meanwhile: by this very decision (the same form twice at once), or by another
      const same = await db
        .select({ id: moderationActions.id })
        .from(moderationActions)
        .where(eq(moderationActions.decisionId, decisionKey))
        .get()
      return same
        ? { ok: true, decisionId: decisionKey, repeated: true, contentOutcome: null }
        : fail(409, 'moderation:errors.alreadyDecided')
    }
    closed = (updated!.results ?? []) as { reporter_id: string | null }[]
  } catch (error) {
    // the same key twice at once: the unique (decision, action) index let one in
    if (String(error).includes('UNIQUE')) return { ok: true, decisionId: decisionKey, repeated: true, contentOutcome: null }
    throw error
  }
  await recordStaffAction(db, staff, {
    action: 'REPORT_CASE_DECIDED',
    targetType,
    targetId,
    after: { actions: input.actions, reasons: input.reasons, suspendedUntil: suspendedUntil?.getTime() ?? null },
    details: { decisionId: decisionKey, reports: closed.length, authorId },
  })
  let contentOutcome: 'ok' | 'unchanged' | 'not_found' | null = null
  for (const action of input.actions)
    if (action === 'hide' || action === 'delete')
      contentOutcome = await moderationTargets.contentAction(ctx, targetType, targetId, action, input.reasons[action]!)

  // the reporters of the reports this decision closed are told
  const reporters = [...new Set(closed.map((r) => r.reporter_id).filter((id): id is string => !!id && id !== authorId))]
  const notices: NotificationInput[] = reporters.map((userId) => ({
    userId,
    kind: 'report_outcome',
    title: { key: 'moderation:notify.outcomeTitle' },
    content: {
      key: onlyDismiss ? 'moderation:notify.outcomeDismissed' : 'moderation:notify.outcomeActioned',
      values: { type: targetType },
    },
    relatedId: decisionKey,
    metadata: { decisionId: decisionKey, outcome },
  }))
  if (authorId && !onlyDismiss)
    notices.push({
      userId: authorId,
      kind: 'moderation_decision',
      title: { key: 'moderation:notify.authorTitle', values: { type: targetType } },
      content: { key: 'moderation:notify.authorBody' },
      actionUrl: decisionHref(decisionKey),
      relatedId: decisionKey,
      metadata: { decisionId: decisionKey },
    })
  await createNotifications({ db, ...ctx.realtime }, notices)

  if (authorId && onAccount) await setAccountState(db, authorId, input.actions.includes('ban') ? 'banned' : 'suspended', suspendedUntil)
  return { ok: true, decisionId: decisionKey, repeated: false, contentOutcome }
}

/** Suspends or bans an account (its sign-ins end at once), or restores it. */
async function setAccountState(db: Db, userId: string, status: 'active' | 'suspended' | 'banned', until: Date | null) {
  const [first, ...rest] = accountStateStatements(db, userId, status, until)
  await db.batch([first!, ...rest])
}

// ------------------------------------------------------------------ the author's side

export type MemberDecision = {
  id: string
  targetType: ReportTargetType
  targetId: string
  at: number
  actions: { action: ModerationAction; reason: string; suspendedUntil: number | null }[]
  appeal: { text: string; at: number; outcome: 'upheld' | 'reversed' | null; reply: string | null } | null
}

/** A decision about the member's content or account, as its author reads it; null for anybody else. */
export async function decisionForAuthor(db: Db, userId: string, decisionId: string): Promise<MemberDecision | null> {
  const rows = await db
    .select()
    .from(moderationActions)
    .where(and(eq(moderationActions.decisionId, decisionId), eq(moderationActions.authorId, userId)))
  const first = rows[0]
  if (!first || rows.every((r) => r.action === 'dismiss')) return null
  const appealed = rows.find((r) => r.appealedAt)
  return {
    id: decisionId,
    targetType: first.targetType,
    targetId: first.targetId,
    at: first.createdAt.getTime(),
    actions: rows.map((r) => ({ action: r.action, reason: r.reason, suspendedUntil: r.suspendedUntil?.getTime() ?? null })),
    appeal: appealed
      ? {
          text: appealed.appealText ?? '',
          at: appealed.appealedAt!.getTime(),
          outcome: appealed.appealOutcome,
          reply: appealed.appealReply,
        }
      : null,
  }
}

/** The author's one appeal: 404 for anybody else's decision, 409 once appealed. */
export async function appealDecision(db: Db, userId: string, decisionId: string, text: string, now = new Date()) {
  const decision = await decisionForAuthor(db, userId, decisionId)
  if (!decision) return fail(404, 'moderation:errors.notFound')
  const updated = await db
    .update(moderationActions)
    .set({ appealText: text, appealedAt: now })
    .where(and(eq(moderationActions.decisionId, decisionId), eq(moderationActions.authorId, userId), isNull(moderationActions.appealedAt)))
    .returning({ id: moderationActions.id })
  if (!updated.length) return fail(409, 'moderation:errors.alreadyAppealed')
  return { ok: true as const }
}

/** A moderator answers an appeal: upheld, or reversed (the content shown again, the account restored). */
export async function answerAppeal(
  ctx: ModerationContext,
  input: { decisionId: string; outcome: 'upheld' | 'reversed'; reply: string },
  now = new Date(),
) {
  const { db, staff } = ctx
  const rows = await db.select().from(moderationActions).where(eq(moderationActions.decisionId, input.decisionId))
  const first = rows[0]
  if (!first) return fail(404, 'moderation:errors.notFound')
  if (!rows.some((r) => r.appealedAt)) return fail(409, 'moderation:errors.noAppeal')
  if (rows.some((r) => r.appealOutcome)) return fail(409, 'moderation:errors.appealAnswered')
  if (first.moderatorId === staff.id && !staff.roles.includes('admin')) return fail(403, 'moderation:errors.ownDecision')
  const [updated] = await db.batch([
    db
      .update(moderationActions)
      .set({ appealOutcome: input.outcome, appealReply: input.reply, appealDecidedBy: staff.id, appealDecidedAt: now })
      .where(and(eq(moderationActions.decisionId, input.decisionId), isNull(moderationActions.appealOutcome)))
      .returning({ id: moderationActions.id }),
    staffAuditInsert(db, staff, {
      action: input.outcome === 'reversed' ? 'APPEAL_REVERSED' : 'APPEAL_UPHELD',
      targetType: first.targetType,
      targetId: first.targetId,
      before: { actions: rows.map((r) => r.action) },
      after: { outcome: input.outcome, reply: input.reply },
      details: { decisionId: input.decisionId, authorId: first.authorId },
    }),
  ])
  if (!updated.length) return fail(409, 'moderation:errors.appealAnswered')
  if (input.outcome === 'reversed') {
    for (const row of rows)
      if (row.action === 'hide') await moderationTargets.contentAction(ctx, row.targetType, row.targetId, 'unhide', '')
    const account = rows.some((r) => r.action === 'ban' || r.action === 'suspend')
    if (account && first.authorId) await setAccountState(db, first.authorId, 'active', null)
  }
  if (first.authorId)
    await createNotifications({ db, ...ctx.realtime }, [
      {
        userId: first.authorId,
        kind: 'appeal_answered',
        title: { key: input.outcome === 'reversed' ? 'moderation:notify.appealReversed' : 'moderation:notify.appealUpheld' },
        content: { key: 'moderation:notify.appealBody' },
        actionUrl: decisionHref(input.decisionId),
        relatedId: input.decisionId,
        metadata: { decisionId: input.decisionId },
      },
    ])
  return { ok: true as const, outcome: input.outcome }
}
