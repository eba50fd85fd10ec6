import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '~/db/client'
import { conversationParticipants, conversations, messageReactions, messages, type MessageAttachment } from '~/db/schema'
import { asMember } from '~/models/viewer'
import type { ChatMessage, SystemEvent } from './realtime'
import { conversationReadOnly, conversationShown, roomParticipants } from './visibility.server'

/**
 * What a conversation's room (party/conversation.ts) reads and writes in D1: its state
 * (participants, title, read-only), the list columns it keeps up to date in the same step as a
 * message, the members' unread conversation counts for their Inbox, and the seed's staging rows
 * it imports once.
 */

export type RoomParticipant = { userId: string; displayName: string | null; readReceipts: boolean }
export type RoomState = { isDirect: boolean; title: string | null; readOnly: boolean; participants: RoomParticipant[] }

/** The conversation as its room knows it (whoever looks), or null when it is gone. */
export async function roomState(db: Db, conversationId: string): Promise<RoomState | null> {
  const row = await db
    .select({ isDirect: conversations.isDirect, title: conversations.title, readOnly: sql<number>`${conversationReadOnly()}` })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .get()
  if (!row) return null
  return { isDirect: row.isDirect, title: row.title, readOnly: !!row.readOnly, participants: await roomParticipants(db, conversationId) }
}

/** The last message as lists show it: the start of its text ('' for photos, system messages and unsent ones). */
export function previewOf(message: Pick<ChatMessage, 'content' | 'type' | 'unsentAt'>, length: number) {
  if (message.type !== 'text' || message.unsentAt != null) return ''
  return [...message.content].slice(0, length).join('')
}

type LastMessage = { seq: number; senderId: string | null; type: ChatMessage['type']; createdAt: number; preview: string }

/** The conversation's list columns for its newest message. */
function lastMessageUpdate(db: Db, conversationId: string, last: LastMessage, at: number) {
  return db
    .update(conversations)
    .set({
      lastSeq: last.seq,
      lastMessageAt: new Date(last.createdAt),
      lastMessagePreview: last.preview,
      lastMessageSenderId: last.senderId,
      lastMessageType: last.type,
      updatedAt: new Date(at),
    })
    .where(and(eq(conversations.id, conversationId), sql`${conversations.lastSeq} <= ${last.seq}`))
}

/**
 * A new message's D1 step, one batch: the list columns, the sender read everything, the others
 * have one more unread message (not for a system message).
 */
export async function recordMessage(db: Db, conversationId: string, last: LastMessage) {
  const at = Date.now()
  const statements: BatchItem<'sqlite'>[] = [lastMessageUpdate(db, conversationId, last, at)]
  if (last.senderId) {
    statements.push(
      db
        .update(conversationParticipants)
        .set({ lastReadSeq: last.seq, lastReadAt: new Date(at), unreadCount: 0 })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, last.senderId))),
    )
  }
  if (last.type !== 'system') {
    statements.push(
      db
        .update(conversationParticipants)
        .set({ unreadCount: sql`${conversationParticipants.unreadCount} + 1` })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            last.senderId ? ne(conversationParticipants.userId, last.senderId) : undefined,
          ),
        ),
    )
  }
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

/** The newest message changed (edited, unsent, scrubbed): its preview again. */
export async function recordLastMessage(db: Db, conversationId: string, last: LastMessage) {
  await db
    .update(conversations)
    .set({ lastMessagePreview: last.preview, lastMessageType: last.type })
    .where(and(eq(conversations.id, conversationId), eq(conversations.lastSeq, last.seq)))
}

/** A member read up to `readSeq`; `unread` messages of others came after. */
export async function recordRead(db: Db, conversationId: string, userId: string, readSeq: number, unread: number) {
  await db
    .update(conversationParticipants)
    .set({ lastReadSeq: sql`max(${conversationParticipants.lastReadSeq}, ${readSeq})`, lastReadAt: new Date(), unreadCount: unread })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
}

/**
 * After a failed D1 step: every list column written again from what the room holds (its newest
 * message, and each participant's unread count from the seq they read up to).
 */
export async function resyncConversation(
  db: Db,
  conversationId: string,
  last: LastMessage | null,
  unreadOf: (userId: string, readSeq: number) => { readSeq: number; unread: number },
) {
  const participants = await db
    .select({ userId: conversationParticipants.userId, lastReadSeq: conversationParticipants.lastReadSeq })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId))
    .all()
  const statements: BatchItem<'sqlite'>[] = participants.map((p) => {
    const { readSeq, unread } = unreadOf(p.userId, p.lastReadSeq)
    return db
      .update(conversationParticipants)
      .set({ lastReadSeq: readSeq, unreadCount: unread })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, p.userId)))
  })
  if (last) statements.push(lastMessageUpdate(db, conversationId, last, Date.now()))
  if (statements.length) await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

/** How many conversations each member has with unread messages, among those they may see (their Inbox badge). */
export async function unreadConversationCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (let start = 0; start < userIds.length; start += 50) {
    const chunk = userIds.slice(start, start + 50)
    const queries = chunk.map((userId) =>
      db
        .select({ n: count() })
        .from(conversations)
        .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
        .where(and(eq(conversationParticipants.userId, userId), gt(conversationParticipants.unreadCount, 0), conversationShown(asMember(userId)))),
    )
    const results = await db.batch(queries as [(typeof queries)[number], ...(typeof queries)[number][]])
    chunk.forEach((userId, i) => counts.set(userId, results[i]![0]?.n ?? 0))
  }
  return counts
}

// ── the seed's staging rows (D1 messages and message_reactions), imported once by the room ──────

export type StagedMessage = {
  id: string
  senderId: string | null
  content: string
  type: ChatMessage['type']
  replyToId: string | null
  photo: { key: string; alt: string; width: number | null; height: number | null } | null
  system: SystemEvent | null
  createdAt: number
  editedAt: number | null
  unsentAt: number | null
  reactions: { userId: string; emoji: string; createdAt: number }[]
}

/** A page of the conversation's staged messages in (created_at, id) order, after the given one. */
export async function stagedMessages(db: Db, conversationId: string, after: { createdAt: number; id: string } | null, limit: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        after
          ? or(gt(messages.createdAt, new Date(after.createdAt)), and(eq(messages.createdAt, new Date(after.createdAt)), gt(messages.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit)
    .all()
  const reactions = rows.length
    ? await db
        .select()
        .from(messageReactions)
        .where(
          inArray(
            messageReactions.messageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(messageReactions.createdAt))
        .all()
    : []
  return rows.map((r): StagedMessage => {
    const attachment = (r.attachments as MessageAttachment[] | null)?.[0]
    const system = r.messageType === 'system' ? ((r.metadata as { system?: SystemEvent } | null)?.system ?? null) : null
    return {
      id: r.id,
      senderId: r.senderId,
      content: r.deletedAt ? '' : r.content,
      type: r.messageType,
      replyToId: r.replyToId,
      photo:
        attachment?.r2Key && !r.deletedAt
          ? { key: attachment.r2Key, alt: attachment.name ?? '', width: attachment.width ?? null, height: attachment.height ?? null }
          : null,
      system,
      createdAt: r.createdAt.getTime(),
      editedAt: r.editedAt?.getTime() ?? null,
      unsentAt: r.deletedAt?.getTime() ?? null,
      reactions: reactions.filter((x) => x.messageId === r.id).map((x) => ({ userId: x.userId, emoji: x.emoji, createdAt: x.createdAt.getTime() })),
    }
  })
}

/** The participants' read marks as the seed left them (last_read_at), to number them in seqs. */
export async function stagedReadMarks(db: Db, conversationId: string) {
  return db
    .select({ userId: conversationParticipants.userId, lastReadAt: conversationParticipants.lastReadAt })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId))
    .all()
}

/** Once imported: the staging rows go (their reactions with them). */
export async function dropStagedMessages(db: Db, conversationId: string) {
  await db.update(messages).set({ replyToId: null }).where(eq(messages.conversationId, conversationId))
  await db.delete(messages).where(eq(messages.conversationId, conversationId))
}
