/**
 * Direct and group conversations, messages and reactions.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { accounts, reports } from './accounts'
import { bool, boolChecks, c, createdAt, enumCheck, nowMs, rawCheck, timestamp, updatedAt } from './helpers'

export const MESSAGE_TYPES = ['text', 'image', 'system'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    title: text('title'),
    isDirect: bool('is_direct').notNull().default(false),
    /** For direct conversations: the two user ids sorted and joined with ':' (get-or-create key). */
    directKey: text('direct_key').unique(),
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastMessageAt: timestamp('last_message_at'),
    /**
     * What lists show, written by the conversation's room in the same step as the message (the
     * room's own SQLite holds the messages): the newest seq, and the last message's start, sender
     * and type ('' once unsent).
     */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessagePreview: text('last_message_preview'),
    lastMessageSenderId: text('last_message_sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastMessageType: text('last_message_type', { enum: MESSAGE_TYPES }),
  },
  (t) => [
    index('conversations_last_message_idx').on(t.lastMessageAt),
    index('conversations_updated_idx').on(t.updatedAt),
    ...boolChecks('conversations', t.isDirect),
    enumCheck('conversations', t.lastMessageType, MESSAGE_TYPES),
    rawCheck(
      'conversations_direct_key_check',
      sql`(${c(t.isDirect)} = 1 AND ${c(t.directKey)} IS NOT NULL) OR (${c(t.isDirect)} = 0 AND ${c(t.directKey)} IS NULL)`,
    ),
  ],
)

export const conversationParticipants = sqliteTable(
  'conversation_participants',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at'),
    lastDeliveredAt: timestamp('last_delivered_at'),
    /** The room's seq the member read up to, and how many messages of others came after it. */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at').notNull().default(nowMs),
    muted: bool('muted').notNull().default(false),
    archived: bool('archived').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
    ...boolChecks('conversation_participants', t.muted, t.archived),
  ],
)

export type MessageAttachment = {
  url: string
  r2Key?: string
  contentType?: string
  width?: number
  height?: number
  name?: string
  size?: number
}

export const messages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null only for system messages. Deleting the account deletes their messages. */
    senderId: text('sender_id').references(() => accounts.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    replyToId: text('reply_to_id').references((): AnySQLiteColumn => messages.id, { onDelete: 'set null' }),
    attachments: text('attachments', { mode: 'json' }).$type<MessageAttachment[]>(),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at'),
    /** Soft delete: content is blanked, the row stays so replies keep their anchor. */
    deletedAt: timestamp('deleted_at'),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
    index('messages_reply_to_idx').on(t.replyToId),
    enumCheck('messages', t.messageType, MESSAGE_TYPES),
    rawCheck('messages_sender_check', sql`${c(t.senderId)} IS NOT NULL OR ${c(t.messageType)} = 'system'`),
  ],
)

export const messageReactions = sqliteTable(
  'message_reactions',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    index('message_reactions_user_idx').on(t.userId),
    rawCheck('message_reactions_emoji_check', sql`length(${c(t.emoji)}) BETWEEN 1 AND 32`),
  ],
)

/**
 * The messages a report is about, copied from the conversation's room when the report was made
 * (decision 037): moderators read these copies, never the conversation. One row per report and
 * message; they go with the report. `content` and `photo_key` are as the message was then.
 */
export const reportedMessages = sqliteTable(
  'reported_messages',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    /** Null once the sender's account is deleted (the copy stays for the moderators). */
    senderId: text('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The room's number of the message, for the order. */
    seq: integer('seq').notNull(),
    content: text('content').notNull().default(''),
    photoKey: text('photo_key'),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    /** When the message was sent. */
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.messageId] }),
    index('reported_messages_conversation_idx').on(t.conversationId),
    enumCheck('reported_messages', t.messageType, MESSAGE_TYPES),
  ],
)

export type ReportedMessage = typeof reportedMessages.$inferSelect

export type Conversation = typeof conversations.$inferSelect
export type NewConversation = typeof conversations.$inferInsert
export type ConversationParticipant = typeof conversationParticipants.$inferSelect
export type Message = typeof messages.$inferSelect
export type NewMessage = typeof messages.$inferInsert
export type MessageReaction = typeof messageReactions.$inferSelect
