/**
 * Moderators hide a post or a comment with a reason, and show it again. The caller (the
 * route, the API) has checked the role. Hiding takes it out of everyone's feed but its author's
 * and staff's (the rules read `hidden`); the author is told why (kind post_hidden, in their
 * language); every decision leaves a staff_audit_log row (who, what, when, why). A decision
 * that changes nothing (already hidden) answers 'unchanged' and does nothing twice.
 */
import { and, eq } from 'drizzle-orm'
import { communityPosts, postComments } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { recordStaffAction, type StaffActor } from '../admin/audit.server'
import { createNotification, type Notifier } from '../notifications/notifications.server'
import { excerpt } from './mentions.server'
import { postHref } from './query'

export type Moderator = StaffActor & { roles: NonNullable<Viewer>['roles'] }
export type ModerationResult = { ok: true; postId: string } | { ok: false; code: 'not_found' | 'unchanged' }

const ID = /^[0-9a-zA-Z-]{1,64}$/

export async function setPostHidden(
  notifier: Notifier,
  moderator: Moderator,
  input: { postId: string; hidden: true; reason: string; quiet?: boolean } | { postId: string; hidden: false },
): Promise<ModerationResult> {
  const { db } = notifier
  if (!ID.test(input.postId)) return { ok: false, code: 'not_found' }
  const post = await db
    .select({ id: communityPosts.id, userId: communityPosts.userId, content: communityPosts.content })
    .from(communityPosts)
    .where(eq(communityPosts.id, input.postId))
    .get()
  if (!post) return { ok: false, code: 'not_found' }
  const updated = await db
    .update(communityPosts)
    .set(
      input.hidden
        ? { hidden: true, hiddenAt: new Date(), hiddenBy: moderator.id, hiddenReason: input.reason }
        : { hidden: false, hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(and(eq(communityPosts.id, post.id), eq(communityPosts.hidden, !input.hidden)))
    .returning({ id: communityPosts.id })
  if (!updated.length) return { ok: false, code: 'unchanged' }
  await recordStaffAction(db, moderator, {
    action: input.hidden ? 'FEED_POST_HIDDEN' : 'FEED_POST_UNHIDDEN',
    targetType: 'post',
    targetId: post.id,
    before: { hidden: !input.hidden },
    after: input.hidden ? { hidden: true, reason: input.reason } : { hidden: false },
    details: { authorId: post.userId },
  })
  // quiet: the moderation queue tells the author itself, with the way to appeal (models/moderation)
  if (input.hidden && !input.quiet)
    await createNotification(notifier, {
      userId: post.userId,
      kind: 'post_hidden',
      title: { key: 'feed:notifications.postHiddenTitle' },
      content: { key: 'feed:notifications.hiddenBody', values: { reason: input.reason, text: excerpt(post.content, 80) } },
      actionUrl: postHref(post.id),
      relatedId: post.id,
      metadata: { postId: post.id },
    })
  return { ok: true, postId: post.id }
}

export async function setCommentHidden(
  notifier: Notifier,
  moderator: Moderator,
  input: { commentId: string; hidden: true; reason: string; quiet?: boolean } | { commentId: string; hidden: false },
): Promise<ModerationResult> {
  const { db } = notifier
  if (!ID.test(input.commentId)) return { ok: false, code: 'not_found' }
  const comment = await db
    .select({ id: postComments.id, userId: postComments.userId, postId: postComments.postId, content: postComments.content })
    .from(postComments)
    .where(eq(postComments.id, input.commentId))
    .get()
  if (!comment) return { ok: false, code: 'not_found' }
  const updated = await db
    .update(postComments)
    .set(
      input.hidden
        ? { hidden: true, hiddenAt: new Date(), hiddenBy: moderator.id, hiddenReason: input.reason }
        : { hidden: false, hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(and(eq(postComments.id, comment.id), eq(postComments.hidden, !input.hidden)))
    .returning({ id: postComments.id })
  if (!updated.length) return { ok: false, code: 'unchanged' }
  await recordStaffAction(db, moderator, {
    action: input.hidden ? 'FEED_COMMENT_HIDDEN' : 'FEED_COMMENT_UNHIDDEN',
    targetType: 'comment',
    targetId: comment.id,
    before: { hidden: !input.hidden },
    after: input.hidden ? { hidden: true, reason: input.reason } : { hidden: false },
    details: { postId: comment.postId, authorId: comment.userId },
  })
  // quiet: the moderation queue tells the author itself, with the way to appeal (models/moderation)
  if (input.hidden && !input.quiet)
    await createNotification(notifier, {
      userId: comment.userId,
      kind: 'post_hidden',
      title: { key: 'feed:notifications.commentHiddenTitle' },
      content: { key: 'feed:notifications.hiddenBody', values: { reason: input.reason, text: excerpt(comment.content, 80) } },
      actionUrl: postHref(comment.postId),
      relatedId: comment.id,
      metadata: { postId: comment.postId, commentId: comment.id },
    })
  return { ok: true, postId: comment.postId }
}
