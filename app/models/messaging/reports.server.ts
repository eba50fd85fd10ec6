import { and, asc, eq, sql } from 'drizzle-orm'
import { getDb, type Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import { reportedMessages, reports, type ReportReason } from '~/db/schema'
import { isStaff, type Viewer } from '~/models/viewer'
import { REPORTS_PER_HOUR } from '~/models/reports/reports.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { conversationRoom } from './room.server'
import { roomParticipants } from './visibility.server'

/**
 * Reports of messages (decision 037). A participant reports some messages of a conversation, or
 * the whole conversation (its latest REPORT_CONTEXT messages), also after a block: "was a
 * participant" is `roomParticipants` (the rows), not `conversationShown` (which hides a direct
 * conversation from the member who was blocked). The room copies the messages
 * (`messagesForReport`) and the copies are stored with the report in one batch: moderators read
 * the copies (`reportedMessagesFor`), never the conversation.
 *
 * One message is a 'message' report about that message's id; none or several are a
 * 'conversation' report about the conversation's id. As every report: one open report per
 * reporter and target (409), REPORTS_PER_HOUR (429), nobody reports only their own messages (403).
 */

type RoomEnv = { DB: D1Database; Conversation: Env['Conversation'] }

export type MessageReportResult =
  | { ok: true; id: string; copied: number }
  | {
      ok: false
      status: 403 | 404 | 409 | 429
      error: 'report:errors.notFound' | 'report:errors.self' | 'report:errors.duplicate' | 'report:errors.tooMany'
    }

export async function reportMessages(
  env: RoomEnv,
  reporterId: string,
  conversationId: string,
  input: { reason: ReportReason; details?: string; messageIds?: string[] },
  now: Date = new Date(),
): Promise<MessageReportResult> {
  const notFound = { ok: false, status: 404, error: 'report:errors.notFound' } as const
  if (!conversationId || conversationId.length > 64) return notFound
  const db = getDb(env.DB)
  const participants = await roomParticipants(db, conversationId)
  if (!participants.some((p) => p.userId === reporterId)) return notFound

  const room = await conversationRoom(env, conversationId)
  const wanted = input.messageIds?.length ? input.messageIds : null
  const copies = (await room.messagesForReport(reporterId, wanted)).filter((m) => m.type !== 'system')
  if (wanted && (copies.length !== wanted.length || !copies.every((m) => wanted.includes(m.id)))) return notFound
  if (wanted && copies.every((m) => m.senderId === reporterId)) return { ok: false, status: 403, error: 'report:errors.self' }

  const limit = await checkRateLimit(db, `report:user:${reporterId}`, REPORTS_PER_HOUR, 3_600_000, now.getTime())
  if (!limit.allowed) return { ok: false, status: 429, error: 'report:errors.tooMany' }

  const [targetType, targetId] = wanted?.length === 1 ? (['message', wanted[0]!] as const) : (['conversation', conversationId] as const)
  const id = crypto.randomUUID()
  const rows = copies.map((m) => ({
    message_id: m.id,
    sender_id: m.senderId,
    seq: m.seq,
    content: m.unsentAt != null ? '' : m.content,
    photo_key: m.photo?.url.startsWith('/media/') ? m.photo.url.slice('/media/'.length) : null,
    message_type: m.type,
    created_at: m.createdAt,
  }))
  // one batch: the duplicate check and the insert are one statement, the copies go only with a new report
  const [inserted] = await runSqlBatch(db, [
    sql`
      INSERT INTO ${reports} (id, reporter_id, target_type, target_id, reason, details, status, created_at)
      SELECT ${id}, ${reporterId}, ${targetType}, ${targetId}, ${input.reason}, ${input.details ?? null}, 'open', ${now.getTime()}
      WHERE NOT EXISTS (
        SELECT 1 FROM ${reports}
        WHERE reporter_id = ${reporterId} AND target_type = ${targetType} AND target_id = ${targetId} AND status IN ('open', 'reviewing')
      )`,
    sql`
      INSERT INTO ${reportedMessages} (report_id, message_id, conversation_id, sender_id, seq, content, photo_key, message_type, created_at)
      SELECT ${id}, json_extract(j.value, '$.message_id'), ${conversationId},
        (SELECT a.id FROM accounts a WHERE a.id = json_extract(j.value, '$.sender_id')),
        json_extract(j.value, '$.seq'), json_extract(j.value, '$.content'), json_extract(j.value, '$.photo_key'), json_extract(j.value, '$.message_type'), json_extract(j.value, '$.created_at')
      FROM json_each(${JSON.stringify(rows)}) j
      WHERE EXISTS (SELECT 1 FROM ${reports} WHERE id = ${id})`,
  ])
  if (!inserted!.meta.changes) return { ok: false, status: 409, error: 'report:errors.duplicate' }
  return { ok: true, id, copied: rows.length }
}

export type ReportedMessageCopy = {
  messageId: string
  conversationId: string
  senderId: string | null
  seq: number
  content: string
  photoKey: string | null
  type: 'text' | 'image' | 'system'
  createdAt: Date
}

/**
 * The messages attached to a report, oldest first: for moderators and admins only (anyone else
 * gets none). This is all staff ever see of a conversation.
 */
export async function reportedMessagesFor(db: Db, viewer: Viewer, reportId: string): Promise<ReportedMessageCopy[]> {
  if (!viewer || !isStaff(viewer)) return []
  return db
    .select({
      messageId: reportedMessages.messageId,
      conversationId: reportedMessages.conversationId,
      senderId: reportedMessages.senderId,
      seq: reportedMessages.seq,
      content: reportedMessages.content,
      photoKey: reportedMessages.photoKey,
      type: reportedMessages.messageType,
      createdAt: reportedMessages.createdAt,
    })
    .from(reportedMessages)
    .innerJoin(reports, eq(reports.id, reportedMessages.reportId))
    .where(and(eq(reportedMessages.reportId, reportId)))
    .orderBy(asc(reportedMessages.seq))
    .all()
}
