/**
 * Community feed: posts, likes, comments.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { communityGroups } from './groups'
import { bool, boolCheck, c, createdAt, enumCheck, rawCheck, updatedAt } from './helpers'

export const POST_VISIBILITIES = ['public', 'members', 'friends', 'group'] as const
export type PostVisibility = (typeof POST_VISIBILITIES)[number]

export const communityPosts = sqliteTable(
  'community_posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => communityGroups.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    visibility: text('visibility', { enum: POST_VISIBILITIES }).notNull().default('public'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Hidden by a moderator. */
    hidden: bool('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('community_posts_created_idx').on(t.createdAt),
    index('community_posts_user_created_idx').on(t.userId, t.createdAt),
    index('community_posts_group_created_idx').on(t.groupId, t.createdAt),
    index('community_posts_visibility_created_idx').on(t.visibility, t.createdAt),
    enumCheck('community_posts', t.visibility, POST_VISIBILITIES),
    boolCheck('community_posts', t.hidden),
    rawCheck('community_posts_group_visibility_check', sql`${c(t.visibility)} <> 'group' OR ${c(t.groupId)} IS NOT NULL`),
    rawCheck('community_posts_counts_check', sql`${c(t.likeCount)} >= 0 AND ${c(t.commentCount)} >= 0`),
  ],
)

export const postLikes = sqliteTable(
  'post_likes',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('post_likes_post_user_unique').on(t.postId, t.userId),
    index('post_likes_post_created_idx').on(t.postId, t.createdAt),
    index('post_likes_user_idx').on(t.userId),
  ],
)

export const postComments = sqliteTable(
  'post_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hidden: bool('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
    index('post_comments_user_idx').on(t.userId),
    boolCheck('post_comments', t.hidden),
  ],
)

export type CommunityPost = typeof communityPosts.$inferSelect
export type NewCommunityPost = typeof communityPosts.$inferInsert
export type PostLike = typeof postLikes.$inferSelect
export type PostComment = typeof postComments.$inferSelect
