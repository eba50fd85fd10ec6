/**
 * Member notifications and group notifications.
 */
import { sql } from 'drizzle-orm'
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { communityGroups } from './crews'
import { bool, boolCheck, c, createdAt, enumCheck, timestamp } from './helpers'

export const NOTIFICATION_TYPES = ['message', 'event', 'system', 'other'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    content: text('content'),
    read: bool('read').notNull().default(false),
    actionUrl: text('action_url'),
    /** Id of the related row (conversation, event, …) as text. */
    relatedId: text('related_id'),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${c(t.read)} = 0`),
    enumCheck('notifications', t.type, NOTIFICATION_TYPES),
    boolCheck('notifications', t.read),
  ],
)

export const GROUP_NOTIFICATION_TYPES = [
  'new_post',
  'new_member',
  'event',
  'invite',
  'mention',
  'comment',
  'join_request',
  'request_accepted',
] as const
export type GroupNotificationType = (typeof GROUP_NOTIFICATION_TYPES)[number]
export const GROUP_NOTIFICATION_EMAIL_STATUSES = ['queued', 'digest', 'sent'] as const

export const groupNotifications = sqliteTable(
  'group_notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    triggeredByUserId: text('triggered_by_user_id').references(() => accounts.id, { onDelete: 'set null' }),
    notificationType: text('notification_type', { enum: GROUP_NOTIFICATION_TYPES }).notNull(),
    /** Id of the post / event / invite concerned, as text. */
    relatedId: text('related_id'),
    readAt: timestamp('read_at'),
    /**
     * Its email: null when none is due (the member's mode for the crew is 'none'), 'queued' once
     * on the EMAILS queue, 'digest' while it waits for the member's daily digest, 'sent' after.
     */
    emailStatus: text('email_status', { enum: GROUP_NOTIFICATION_EMAIL_STATUSES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_notifications_user_created_idx').on(t.userId, t.createdAt),
    index('group_notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${c(t.readAt)} IS NULL`),
    index('group_notifications_group_idx').on(t.groupId),
    index('group_notifications_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${c(t.emailStatus)} = 'digest'`),
    enumCheck('group_notifications', t.notificationType, GROUP_NOTIFICATION_TYPES),
  ],
)

/** Named NotificationRow to avoid shadowing the DOM `Notification` type. */
export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = typeof notifications.$inferInsert
export type GroupNotification = typeof groupNotifications.$inferSelect
export type NewGroupNotification = typeof groupNotifications.$inferInsert
