import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { accounts, communityPosts, postComments } from '~/db/schema'
import { notBlockedEitherWay } from '../members/blocks.server'
import { crewContentVisible } from '../crews/crews.server'
import { isFriendOf } from '../members/friends.server'

/**
 * The feed: members' posts, their likes and comments.
 *
 * Who may see a post (over `community_posts`):
 * - its author and staff always (a hidden one with its 'hidden' mark);
 * - anyone else only while it is not hidden by a moderator, its author's account is active,
 *   neither blocked the other, and its visibility reaches them: 'public' (visitors too),
 *   'members' (signed in), 'friends' (the author's friends), 'group' (its crew's members);
 * - a post of a crew follows the crew too (crewContentVisible): a private crew's posts are for
 *   its members only, whatever their own visibility says.
 * A comment (over `post_comments`) is seen by whoever may see its post, under the same
 * conditions about itself (hidden, author active, blocks); its author and staff always see it.
 */
const authorActive = (authorId: SQL | typeof communityPosts.userId | typeof postComments.userId) =>
  sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${authorId} AND ${accounts.status} = 'active')`

export function visibleFeedPost(viewer: Viewer): SQL {
  if (isStaff(viewer)) return sql`1`
  const crew = crewContentVisible(viewer, communityPosts.groupId)
  if (!viewer)
    return and(eq(communityPosts.visibility, 'public'), eq(communityPosts.hidden, false), authorActive(communityPosts.userId), crew)!
  const reach = or(
    eq(communityPosts.visibility, 'public'),
    eq(communityPosts.visibility, 'members'),
    and(eq(communityPosts.visibility, 'friends'), isFriendOf(viewer, communityPosts.userId)),
    // crewContentVisible below decides who is in the crew
    eq(communityPosts.visibility, 'group'),
  )
  return or(
    eq(communityPosts.userId, viewer.id),
    and(
      eq(communityPosts.hidden, false),
      authorActive(communityPosts.userId),
      notBlockedEitherWay(viewer, communityPosts.userId),
      reach,
      crew,
    ),
  )!
}

export function visibleComment(viewer: Viewer): SQL {
  if (isStaff(viewer)) return sql`1`
  const post = sql`EXISTS (SELECT 1 FROM ${communityPosts} WHERE ${communityPosts.id} = ${postComments.postId} AND ${visibleFeedPost(viewer)})`
  if (!viewer) return and(eq(postComments.hidden, false), authorActive(postComments.userId), post)!
  return and(
    post,
    or(
      eq(postComments.userId, viewer.id),
      and(eq(postComments.hidden, false), authorActive(postComments.userId), notBlockedEitherWay(viewer, postComments.userId)),
    ),
  )!
}
