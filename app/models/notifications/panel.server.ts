import { aliasedTable, and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { unreadCountQueries, unreadTotal } from './unread.server'
import {
  communityGroups,
  communityPosts,
  conversationParticipants,
  conversations,
  groupNotifications,
  notifications,
  postComments,
  postLikes,
  profiles,
} from '~/db/schema'
import { asMember } from '~/models/viewer'
import { crewNameKnown } from '~/models/crews/visibility.server'
import { visibleComment } from '~/models/feed/visibility.server'
import { notBlockedEitherWay } from '~/models/members/visibility.server'
import { conversationShown } from '../messaging/visibility.server'
import { visibleProfile } from '../members/visibility.server'
import { NOTIFICATION_LIMITS } from './kinds'
import { toInboxNotification, type Translate } from './notifications.server'
import { groupNotificationUrl, type NotificationPanel, type PanelActor, type PanelItem } from './timeline'

export type { NotificationPanel, PanelActor, PanelItem }

/**
 * The header's notification panel and /notifications (SPEC §2 'Notification panel', §7, §9): one
 * timeline merged from the member's notifications (50), crew notifications (50), conversations
 * (10), and the likes and comments on their posts (of their 200 newest posts, 20 each), newest
 * first. Everything is read as the member sees it, never with staff powers: a name comes from a
 * profile the member may see (else the panel says 'Someone'), a crew's from a crew they may know
 * by name (crewNameKnown: an invitation names its crew; else 'Unknown Group'), a comment by its own rule, and a blocked member's like or comment never
 * shows. Texts are put together by the panel in the reader's language (`translate`: a
 * notification's stored keys are rendered again in it).
 */

const actorOf = (id: string | null, visible: number | null, name: string | null): PanelActor =>
  id && visible ? { id, name: name ?? null } : null

/** The merged timeline and the unread count (notifications and crew notifications, not capped). */
export async function notificationPanel(db: Db, userId: string, translate?: Translate): Promise<NotificationPanel> {
  const viewer = asMember(userId)
  const actor = aliasedTable(profiles, 'actor')
  const seenActor = sql<number | null>`CASE WHEN ${actor.userId} IS NOT NULL AND ${visibleProfileOf(viewer, actor)} THEN 1 END`
  const myPosts = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(eq(communityPosts.userId, userId))
    .orderBy(desc(communityPosts.createdAt))
    .limit(NOTIFICATION_LIMITS.posts)

  const [mine, crews, talks, likes, comments, unreadMine, unreadCrews] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATION_LIMITS.notifications),
    db
      .select({
        id: groupNotifications.id,
        groupId: groupNotifications.groupId,
        type: groupNotifications.notificationType,
        relatedId: groupNotifications.relatedId,
        readAt: groupNotifications.readAt,
        createdAt: groupNotifications.createdAt,
        group: communityGroups.name,
        actorId: groupNotifications.triggeredByUserId,
        actorSeen: seenActor,
        actorName: actor.displayName,
      })
      .from(groupNotifications)
      .leftJoin(communityGroups, and(eq(communityGroups.id, groupNotifications.groupId), crewNameKnown(viewer)))
      .leftJoin(actor, eq(actor.userId, groupNotifications.triggeredByUserId))
      .where(eq(groupNotifications.userId, userId))
      .orderBy(desc(groupNotifications.createdAt))
      .limit(NOTIFICATION_LIMITS.groupNotifications),
    db
      .select({
        id: conversations.id,
        at: sql<number>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`,
        unreadCount: conversationParticipants.unreadCount,
        actorId: actor.userId,
        actorSeen: seenActor,
        actorName: actor.displayName,
      })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      // the first other participant, for the conversation's name
      .leftJoin(
        actor,
        eq(
          actor.userId,
          sql`(SELECT o.user_id FROM ${conversationParticipants} o WHERE o.conversation_id = ${conversations.id} AND o.user_id <> ${userId} ORDER BY o.joined_at LIMIT 1)`,
        ),
      )
      .where(and(eq(conversationParticipants.userId, userId), eq(conversationParticipants.archived, false), conversationShown(viewer)))
      .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
      .limit(NOTIFICATION_LIMITS.conversations),
    db
      .select({
        id: postLikes.id,
        postId: postLikes.postId,
        createdAt: postLikes.createdAt,
        actorId: postLikes.userId,
        actorSeen: seenActor,
        actorName: actor.displayName,
      })
      .from(postLikes)
      .leftJoin(actor, eq(actor.userId, postLikes.userId))
      .where(and(inArray(postLikes.postId, myPosts), ne(postLikes.userId, userId), notBlockedEitherWay(viewer, postLikes.userId)))
      .orderBy(desc(postLikes.createdAt))
      .limit(NOTIFICATION_LIMITS.likes),
    db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        content: postComments.content,
        createdAt: postComments.createdAt,
        actorId: postComments.userId,
        actorSeen: seenActor,
        actorName: actor.displayName,
      })
      .from(postComments)
      .leftJoin(actor, eq(actor.userId, postComments.userId))
      .where(and(inArray(postComments.postId, myPosts), ne(postComments.userId, userId), visibleComment(viewer)))
      .orderBy(desc(postComments.createdAt))
      .limit(NOTIFICATION_LIMITS.comments),
    ...unreadCountQueries(db, userId),
  ])

  const iso = (value: Date | number | null) => new Date(value ?? 0).toISOString()
  const items: PanelItem[] = [
    ...mine.map((row) => ({ source: 'notification' as const, ...toInboxNotification(row, translate) })),
    ...crews.map((row) => ({
      source: 'group' as const,
      id: row.id,
      type: row.type,
      group: row.group,
      actor: actorOf(row.actorId, row.actorSeen, row.actorName),
      actionUrl: groupNotificationUrl(row.type, row.groupId, row.relatedId),
      read: row.readAt != null,
      createdAt: iso(row.createdAt),
    })),
    ...talks.map((row) => ({
      source: 'conversation' as const,
      id: row.id,
      with: actorOf(row.actorId, row.actorSeen, row.actorName),
      // the room keeps unread_count (messages after last_read_seq)
      unread: row.unreadCount > 0,
      actionUrl: `/messages?conversation=${encodeURIComponent(row.id)}`,
      createdAt: iso(row.at),
    })),
    ...likes.map((row) => ({
      source: 'like' as const,
      id: row.id,
      actor: actorOf(row.actorId, row.actorSeen, row.actorName),
      actionUrl: `/feed/${row.postId}`,
      createdAt: iso(row.createdAt),
    })),
    ...comments.map((row) => ({
      source: 'comment' as const,
      id: row.id,
      actor: actorOf(row.actorId, row.actorSeen, row.actorName),
      content: row.content,
      actionUrl: `/feed/${row.postId}`,
      createdAt: iso(row.createdAt),
    })),
  ]
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return { items, unread: unreadTotal(unreadMine, unreadCrews) }
}

/** visibleProfile over an aliased `profiles` (the rule is written over the table itself). */
function visibleProfileOf(viewer: ReturnType<typeof asMember>, alias: typeof profiles) {
  return sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.userId} = ${alias.userId} AND ${visibleProfile(viewer)})`
}

/**
 * Marks one of the member's crew notifications read (read_at, kept when it was read already).
 * Another member's id changes nothing: null, as for an unknown one. Answers where it leads.
 */
export async function markGroupNotificationRead(db: Db, userId: string, id: string): Promise<{ actionUrl: string } | null> {
  const row = await db
    .update(groupNotifications)
    .set({ readAt: sql`coalesce(${groupNotifications.readAt}, ${Date.now()})` })
    .where(and(eq(groupNotifications.id, id), eq(groupNotifications.userId, userId)))
    .returning({ groupId: groupNotifications.groupId, type: groupNotifications.notificationType, relatedId: groupNotifications.relatedId })
    .get()
  return row ? { actionUrl: groupNotificationUrl(row.type, row.groupId, row.relatedId) } : null
}

/** Marks all of the member's unread crew notifications read. */
export async function markAllGroupNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(groupNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(groupNotifications.userId, userId), isNull(groupNotifications.readAt)))
    .returning({ id: groupNotifications.id })
  return rows.length
}
