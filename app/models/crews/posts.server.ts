/**
 * Crew posts: a post written on a crew page is a feed post with visibility 'group' and the
 * crew's id (the feed's createPost: its rate limit, its friends' mentions), so visibleFeedPost
 * (through crewContentVisible) keeps a private crew's posts for its members. Only active members
 * may post. The crew's other active members are told ('new_post'); crew members named by
 * @DisplayName (the feed's mention rule, over the crew's members instead of the writer's
 * friends) get a 'mention' group notification instead, unless the feed already told them as a
 * friend.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { groupMembers, profiles } from '~/db/schema'
import { findMentions } from '../feed/mentions'
import { createPost } from '../feed/posts.server'
import type { Notifier } from '../notifications/notifications.server'
import { activeCrewMemberIds, createGroupNotifications } from './crew-notifications.server'
import { crewOpen, membershipOf, type CrewResult } from './membership.server'
import type { CrewPostValues } from './schema'

export type CrewPostResult = CrewResult | { ok: false; code: 'rateLimited'; retryAfter: number }

export async function createCrewPost(
  notifier: Notifier,
  bucket: R2Bucket,
  authorId: string,
  groupId: string,
  input: CrewPostValues,
  now = Date.now(),
): Promise<CrewPostResult & { postId?: string }> {
  const { db } = notifier
  const member = await membershipOf(db, groupId, authorId)
  if (member?.status !== 'active') return { ok: false, code: 'notMember' }
  if (!(await crewOpen(db, groupId))) return { ok: false, code: 'notFound' }
  const created = await createPost(
    notifier,
    bucket,
    { id: authorId },
    { content: input.content, contentWarning: input.contentWarning, photos: [], visibility: 'group', groupId },
    now,
  )
  if (!created.ok) return { ok: false, code: 'rateLimited', retryAfter: created.retryAfter }
  const named = input.content.includes('@')
    ? await db
        .select({ id: profiles.userId, name: profiles.displayName })
        .from(groupMembers)
        .innerJoin(profiles, eq(profiles.userId, groupMembers.userId))
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.status, 'active'),
            ne(groupMembers.userId, authorId),
            isNotNull(profiles.displayName),
          ),
        )
        .limit(2000)
    : []
  const mentioned = findMentions(
    input.content,
    named.filter((row): row is { id: string; name: string } => !!row.name),
  )
  const others = await activeCrewMemberIds(notifier, groupId, authorId)
  await createGroupNotifications(notifier, [
    ...mentioned
      .filter((id) => !created.mentioned.includes(id))
      .map((userId) => ({ userId, groupId, type: 'mention' as const, triggeredBy: authorId, relatedId: created.id })),
    ...others
      .filter((id) => !mentioned.includes(id))
      .map((userId) => ({ userId, groupId, type: 'new_post' as const, triggeredBy: authorId, relatedId: created.id })),
  ])
  return { ok: true, outcome: 'posted', groupId, postId: created.id }
}
