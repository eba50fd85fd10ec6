/**
 * Friends and favorites. (Blocks live in accounts.ts.)
 */
import { sql } from 'drizzle-orm'
import { index, primaryKey, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { c, createdAt, enumCheck, rawCheck, timestamp } from './helpers'

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number]

export const friendRequests = sqliteTable(
  'friend_requests',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FRIEND_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at'),
  },
  (t) => [
    // at most one pending request per unordered pair (A→B and B→A count as the same pair)
    uniqueIndex('friend_requests_pending_pair_unique')
      .on(
        // CASE instead of min(a, b)/max(a, b): drizzle-kit splits index expressions on commas
        sql`(CASE WHEN ${c(t.fromUserId)} < ${c(t.toUserId)} THEN ${c(t.fromUserId)} ELSE ${c(t.toUserId)} END)`,
        sql`(CASE WHEN ${c(t.fromUserId)} < ${c(t.toUserId)} THEN ${c(t.toUserId)} ELSE ${c(t.fromUserId)} END)`,
      )
      .where(sql`${c(t.status)} = 'pending'`),
    index('friend_requests_to_status_idx').on(t.toUserId, t.status, t.createdAt),
    index('friend_requests_from_status_idx').on(t.fromUserId, t.status, t.createdAt),
    enumCheck('friend_requests', t.status, FRIEND_REQUEST_STATUSES),
    rawCheck('friend_requests_not_self_check', sql`${c(t.fromUserId)} <> ${c(t.toUserId)}`),
  ],
)

/** One row per friendship, user_a_id < user_b_id (sort the two ids before inserting). */
export const friendships = sqliteTable(
  'friendships',
  {
    userAId: text('user_a_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userBId: text('user_b_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userAId, t.userBId] }),
    index('friendships_user_b_idx').on(t.userBId),
    rawCheck('friendships_order_check', sql`${c(t.userAId)} < ${c(t.userBId)}`),
  ],
)

export const FAVORITE_TARGET_TYPES = ['venue', 'event', 'listing', 'personality', 'group', 'resource', 'news', 'travel'] as const
export type FavoriteTargetType = (typeof FAVORITE_TARGET_TYPES)[number]

export const favorites = sqliteTable(
  'favorites',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: FAVORITE_TARGET_TYPES }).notNull(),
    /** Target row id as text (integer ids stringified). */
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favorites_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('favorites_user_type_created_idx').on(t.userId, t.targetType, t.createdAt),
    index('favorites_target_idx').on(t.targetType, t.targetId),
    enumCheck('favorites', t.targetType, FAVORITE_TARGET_TYPES),
  ],
)

export type FriendRequest = typeof friendRequests.$inferSelect
export type Friendship = typeof friendships.$inferSelect
export type Favorite = typeof favorites.$inferSelect
