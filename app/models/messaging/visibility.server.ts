import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { blocks, conversationParticipants, conversations, profiles } from '~/db/schema'
import type { Viewer } from '~/models/viewer'

/**
 * Who may see a conversation and its messages (decision 037). The one rule, used by every list,
 * count, page, API, room and report:
 *
 * - only its participants, whatever their roles: staff see nothing of a conversation, except the
 *   messages a participant reported, copied into the report (reported_messages);
 * - a direct conversation between two members where one blocked the other is read-only for both,
 *   and gone from the list and the pages of the member who was blocked (the blocker keeps it, to
 *   read and report);
 * - a participant who left a group conversation is no longer one (their row is deleted).
 */

/** SQL over `conversations`: the viewer takes part in it (and may see it: see `conversationShown`). */
export function isParticipant(viewer: Viewer, conversationId = conversations.id): SQL {
  if (!viewer) return sql`0`
  return sql`EXISTS (SELECT 1 FROM ${conversationParticipants} p WHERE p.conversation_id = ${conversationId} AND p.user_id = ${viewer.id})`
}

/**
 * SQL over `conversations`: a direct conversation whose other participant blocked the viewer.
 * The blocked side no longer sees it anywhere.
 */
function blockedByTheOther(viewer: NonNullable<Viewer>): SQL {
  return sql`(${conversations.isDirect} = 1 AND EXISTS (SELECT 1 FROM ${conversationParticipants} o JOIN ${blocks} b ON b.blocker_id = o.user_id AND b.blocked_id = ${viewer.id} WHERE o.conversation_id = ${conversations.id} AND o.user_id <> ${viewer.id}))`
}

/** SQL over `conversations`: the viewer may see the conversation, in lists, counts and pages. */
export function conversationShown(viewer: Viewer): SQL {
  if (!viewer) return sql`0`
  return and(isParticipant(viewer), sql`NOT ${blockedByTheOther(viewer)}`)!
}

/** SQL over `conversations`: a direct conversation with a block between its two members, either way. */
export function conversationReadOnly(): SQL {
  return sql`(${conversations.isDirect} = 1 AND EXISTS (SELECT 1 FROM ${conversationParticipants} x JOIN ${conversationParticipants} y ON y.conversation_id = x.conversation_id AND y.user_id <> x.user_id JOIN ${blocks} b ON b.blocker_id = x.user_id AND b.blocked_id = y.user_id WHERE x.conversation_id = ${conversations.id}))`
}

export type ConversationAccess = {
  id: string
  isDirect: boolean
  title: string | null
  /** A block between the two members of a direct conversation: nobody may write. */
  readOnly: boolean
  participants: { userId: string; displayName: string | null; readReceipts: boolean }[]
}

/**
 * The conversation as the viewer may use it, or null when they may not see it (not a
 * participant, blocked by the other member, no such conversation). The Worker's gate for the
 * room, the pages and the APIs, and the room's own check.
 */
export async function conversationAccess(db: Db, conversationId: string, viewer: Viewer): Promise<ConversationAccess | null> {
  if (!viewer) return null
  const row = await db
    .select({
      id: conversations.id,
      isDirect: conversations.isDirect,
      title: conversations.title,
      readOnly: sql<number>`${conversationReadOnly()}`,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), conversationShown(viewer)))
    .get()
  if (!row) return null
  const participants = await roomParticipants(db, conversationId)
  return { id: row.id, isDirect: row.isDirect, title: row.title, readOnly: !!row.readOnly, participants }
}

/** A conversation's participants with what the room needs of them (names for typing, receipts setting). */
export async function roomParticipants(db: Db, conversationId: string) {
  const rows = await db
    .select({ userId: conversationParticipants.userId, displayName: profiles.displayName, readReceipts: profiles.readReceipts })
    .from(conversationParticipants)
    .leftJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(conversationParticipants.joinedAt)
    .all()
  return rows.map((r) => ({ userId: r.userId, displayName: r.displayName, readReceipts: r.readReceipts ?? true }))
}
