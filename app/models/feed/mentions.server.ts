/**
 * @mentions in posts and comments (decision 027).
 *
 * The rule: `@` followed by the display name of one of the WRITER's friends (case-insensitive,
 * the longest name that fits at that place, ending at the text's end, a space or punctuation)
 * mentions that friend. Only friends can be mentioned: a stranger cannot be pinged by anyone who
 * guesses their name, and names need not be unique. A mentioned friend is told (kind `mention`)
 * only when they may see the post (visibleFeedPost judged as them, which also leaves out anyone
 * blocked by or blocking the post's author), when no block stands between them and the writer,
 * and not when they are the writer or already told about this by another notification (the
 * post's author about a comment). At most FEED_LIMITS.mentionsMax people a text.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { communityPosts, friendships, profiles } from '~/db/schema'
import { asMember } from '~/models/viewer'
import { isBlockedEitherWay } from '../members/blocks.server'
import { createNotifications, type Notifier } from '../notifications/notifications.server'
import { visibleFeedPost } from './visibility.server'
import { findMentions } from './mentions'
import { nameFor } from './names.server'
import { postHref } from './query'

/** The writer's friends with a display name (the only members a text can mention). */
async function friendsWithNames(db: Db, userId: string) {
  const other = sql<string>`CASE WHEN ${friendships.userAId} = ${userId} THEN ${friendships.userBId} ELSE ${friendships.userAId} END`
  const rows = await db
    .select({ id: profiles.userId, name: profiles.displayName })
    .from(friendships)
    .innerJoin(profiles, eq(profiles.userId, other))
    .where(and(or(eq(friendships.userAId, userId), eq(friendships.userBId, userId)), isNotNull(profiles.displayName)))
    .limit(2000)
  return rows.filter((row): row is { id: string; name: string } => !!row.name)
}

/**
 * Tells the friends a post or comment mentions (see the rule above). `skip`: members already
 * told about this text (the post's author of a comment). Answers whom it told.
 */
export async function notifyMentions(
  notifier: Notifier,
  input: { actorId: string; postId: string; text: string; skip: readonly string[]; inComment?: boolean },
): Promise<string[]> {
  const { db } = notifier
  if (!input.text.includes('@')) return []
  const named = findMentions(input.text, await friendsWithNames(db, input.actorId)).filter(
    (id) => id !== input.actorId && !input.skip.includes(id),
  )
  if (!named.length) return []
  const seen = await db.batch(
    named.map((id) =>
      db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(and(eq(communityPosts.id, input.postId), visibleFeedPost(asMember(id))))
        .limit(1),
    ) as never,
  )
  const recipients: string[] = []
  for (const [k, id] of named.entries()) {
    if (!(seen[k] as unknown[]).length) continue
    if (await isBlockedEitherWay(db, id, input.actorId)) continue
    recipients.push(id)
  }
  if (!recipients.length) return []
  const names = await Promise.all(recipients.map((userId) => nameFor(db, input.actorId, userId)))
  await createNotifications(
    notifier,
    recipients.map((userId, k) => {
      const name = names[k]
      return {
        userId,
        kind: 'mention' as const,
        title: name
          ? { key: input.inComment ? 'feed:notifications.mentionCommentTitle' : 'feed:notifications.mentionPostTitle', values: { name } }
          : { key: input.inComment ? 'feed:notifications.mentionCommentTitleAnonymous' : 'feed:notifications.mentionPostTitleAnonymous' },
        content: excerpt(input.text),
        actionUrl: postHref(input.postId),
        relatedId: input.postId,
        metadata: { postId: input.postId },
      }
    }),
  )
  return recipients
}

/** The first words of a text, for a notification's body. */
export function excerpt(text: string, max = 140) {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
