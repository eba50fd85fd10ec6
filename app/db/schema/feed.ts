/**
 * Community feed: posts, likes, comments.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { communityGroups } from './crews'
import { bool, boolCheck, c, createdAt, enumCheck, rawCheck, timestamp, updatedAt } from './helpers'

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
    /** Hidden by a moderator (the visibility rules read it). */
    hidden: bool('hidden').notNull().default(false),
    /**
     * An optional content warning (≤ FEED_LIMITS.contentWarningMax, checked by the schema: a
     * CHECK here would rebuild the table, migration 0024): the post's text and photos stay
     * folded under it until the reader opens them.
     */
    contentWarning: text('content_warning'),
    /** When, by whom and why a moderator hid it (migration 0024; the author reads the reason). */
    hiddenAt: timestamp('hidden_at'),
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the feed's cursor (created_at, id), newest first (decision 027)
    index('community_posts_created_idx').on(t.createdAt, t.id),
    // an author's and a crew's posts newest first with their id, from the index alone: the friends'
    // and crews' tabs take their newest posts from them before testing the rule (TAB_WINDOW)
    index('community_posts_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('community_posts_group_created_idx').on(t.groupId, t.createdAt, t.id),
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
    hiddenAt: timestamp('hidden_at'),
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
    index('post_comments_user_idx').on(t.userId),
    boolCheck('post_comments', t.hidden),
  ],
)

/**
 * A post's photos (up to 4), in R2 at posts/{postId}/{photoId}.{ext} with their metadata
 * removed; /media serves one only to whoever may see its post (visibleFeedPost). The alt
 * text is required: a photo without a description is not stored.
 */
export const postPhotos = sqliteTable(
  'post_photos',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    r2Key: text('r2_key').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('post_photos_post_position_unique').on(t.postId, t.position),
    unique('post_photos_r2_key_unique').on(t.r2Key),
    rawCheck('post_photos_position_check', sql`${c(t.position)} BETWEEN 0 AND 3`),
    rawCheck('post_photos_alt_check', sql`length(trim(${c(t.alt)})) BETWEEN 1 AND 300`),
  ],
)

export type CommunityPost = typeof communityPosts.$inferSelect
export type NewCommunityPost = typeof communityPosts.$inferInsert
export type PostLike = typeof postLikes.$inferSelect
export type PostComment = typeof postComments.$inferSelect
export type PostPhoto = typeof postPhotos.$inferSelect
