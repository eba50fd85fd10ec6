/**
 * Likes and comments, with their refusals. A post the member may not see (visibleFeedPost)
 * answers 'not_found' exactly like an unknown id; so does a comment (visibleComment).
 *
 * - like/unlike are idempotent (the (post, user) UNIQUE decides; `changed` says whether
 *   anything happened); like_count follows by trigger (migration 0024).
 * - a new like tells the post's author (kind post_liked), never for their own like, never
 *   across a block (staff see every post, so the block is checked here too);
 * - a comment tells the post's author (post_comment) under the same conditions, and the
 *   writer's friends it @mentions (mentions.server.ts);
 * - a member deletes their own comments, and any comment on their own post.
 */
import { and, eq } from 'drizzle-orm'
import { communityPosts, postComments, postLikes } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import type { Db } from '~/db/client'
import { isBlockedEitherWay } from '../members/blocks.server'
import { createNotification, type Notifier } from '../notifications/notifications.server'
import { visibleComment } from './visibility.server'
import { FEED_LIMITS } from './limits'
import { excerpt, notifyMentions } from './mentions.server'
import { nameFor } from './names.server'
import { findVisiblePost } from './posts.server'
import { postHref } from './query'

const HOUR_MS = 3600 * 1000

export type LikeResult = { ok: true; liked: boolean; changed: boolean; likeCount: number } | { ok: false; code: 'not_found' }

async function likeCount(db: Db, postId: string) {
  const row = await db.select({ n: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, postId)).get()
  return row?.n ?? 0
}

/** Tells the post's author something a member did, unless it is their own doing or a block stands between them. */
async function tellAuthor(
  notifier: Notifier,
  input: { authorId: string; actorId: string; postId: string; kind: 'post_liked' | 'post_comment'; content?: string },
) {
  if (input.authorId === input.actorId) return false
  if (await isBlockedEitherWay(notifier.db, input.authorId, input.actorId)) return false
  const name = await nameFor(notifier.db, input.actorId, input.authorId)
  const key = input.kind === 'post_liked' ? 'likedTitle' : 'commentTitle'
  await createNotification(notifier, {
    userId: input.authorId,
    kind: input.kind,
    title: name ? { key: `feed:notifications.${key}`, values: { name } } : { key: `feed:notifications.${key}Anonymous` },
    content: input.content ?? null,
    actionUrl: postHref(input.postId),
    relatedId: input.postId,
    metadata: { postId: input.postId },
  })
  return true
}

export async function likePost(notifier: Notifier, viewer: NonNullable<Viewer>, postId: string): Promise<LikeResult> {
  const { db } = notifier
  const post = await findVisiblePost(db, viewer, postId)
  if (!post) return { ok: false, code: 'not_found' }
  const inserted = await db
    .insert(postLikes)
    .values({ id: crypto.randomUUID(), postId: post.id, userId: viewer.id })
    .onConflictDoNothing()
    .returning({ id: postLikes.id })
  const changed = inserted.length > 0
  if (changed) await tellAuthor(notifier, { authorId: post.userId, actorId: viewer.id, postId: post.id, kind: 'post_liked' })
  return { ok: true, liked: true, changed, likeCount: await likeCount(db, post.id) }
}

export async function unlikePost(db: Db, viewer: NonNullable<Viewer>, postId: string): Promise<LikeResult> {
  const post = await findVisiblePost(db, viewer, postId)
  if (!post) return { ok: false, code: 'not_found' }
  const deleted = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, viewer.id)))
    .returning({ id: postLikes.id })
  return { ok: true, liked: false, changed: deleted.length > 0, likeCount: await likeCount(db, post.id) }
}

export type CommentResult =
  { ok: true; id: string; postId: string } | { ok: false; code: 'not_found' } | { ok: false; code: 'rate_limited'; retryAfter: number }

/** A comment (already checked by CommentSchema) on a post the member may see. */
export async function addComment(
  notifier: Notifier,
  viewer: NonNullable<Viewer>,
  postId: string,
  content: string,
  now = Date.now(),
): Promise<CommentResult> {
  const { db } = notifier
  const post = await findVisiblePost(db, viewer, postId)
  if (!post) return { ok: false, code: 'not_found' }
  const limit = await checkRateLimit(db, `feed-comment:${viewer.id}`, FEED_LIMITS.commentsPerHour, HOUR_MS, now)
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfter: limit.retryAfter }
  const id = crypto.randomUUID()
  await db
    .insert(postComments)
    .values({ id, postId: post.id, userId: viewer.id, content, createdAt: new Date(now), updatedAt: new Date(now) })
  const toldAuthor = await tellAuthor(notifier, {
    authorId: post.userId,
    actorId: viewer.id,
    postId: post.id,
    kind: 'post_comment',
    content: excerpt(content),
  })
  await notifyMentions(notifier, {
    actorId: viewer.id,
    postId: post.id,
    text: content,
    skip: toldAuthor ? [post.userId] : [],
    inComment: true,
  })
  return { ok: true, id, postId: post.id }
}

export type DeleteCommentResult = { ok: true; postId: string } | { ok: false; code: 'not_found' | 'forbidden' }

/** Deletes a comment: the member's own, or any on their own post. */
export async function deleteComment(db: Db, viewer: NonNullable<Viewer>, commentId: string): Promise<DeleteCommentResult> {
  if (!/^[0-9a-zA-Z-]{1,64}$/.test(commentId)) return { ok: false, code: 'not_found' }
  const row = await db
    .select({ id: postComments.id, userId: postComments.userId, postId: postComments.postId, postAuthor: communityPosts.userId })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .where(and(eq(postComments.id, commentId), visibleComment(viewer)))
    .get()
  if (!row) return { ok: false, code: 'not_found' }
  if (row.userId !== viewer.id && row.postAuthor !== viewer.id) return { ok: false, code: 'forbidden' }
  await db.delete(postComments).where(eq(postComments.id, row.id))
  return { ok: true, postId: row.postId }
}

/** A moderator removes a reported comment (the moderation queue's 'delete', issue 41). The caller has checked the role. */
export async function deleteCommentAsStaff(db: Db, commentId: string): Promise<'ok' | 'not_found'> {
  const deleted = await db.delete(postComments).where(eq(postComments.id, commentId)).returning({ id: postComments.id })
  return deleted.length ? 'ok' : 'not_found'
}
