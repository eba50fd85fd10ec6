import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { communityPosts, postComments } from '~/db/schema'
import { crewContentVisible } from '~/models/crews/visibility.server'
import { isFriendOf, memberActive, notBlockedEitherWay } from '~/models/members/visibility.server'
import { openReportAbout } from '~/models/reports/visibility.server'

/**
 * The feed's rules: who may see members' posts and their comments.
 *
 * Who may see a post (over `community_posts`):
 * - its author always (a hidden one with its 'hidden' mark);
 * - anyone else only while it is not hidden by a moderator, its author's account is active,
 *   neither blocked the other, and its visibility reaches them: 'public' (visitors too),
 *   'members' (signed in), 'friends' (the author's friends), 'group' (its crew's members);
 * - a post of a crew follows the crew too (crewContentVisible): a private crew's posts are for
 *   its members only, whatever their own visibility says.
 * A comment (over `post_comments`) is seen by whoever may see its post, under the same
 * conditions about itself (hidden, author active, blocks); its author always sees it.
 *
 * Staff (decision 034) see what reaches them as members, moderation states aside (hidden, a
 * suspended author, blocks: shown as such), plus what a report opens: a reported post, a reported
 * comment and the post it is on (not that post's other comments).
 */
/**
 * The rule's tests of the author and the visibility are written `+column = value`: the same test,
 * but one SQLite cannot answer from an index. Otherwise, without statistics (D1 keeps none), the
 * planner reads every post the OR's branches reach through user_id and visibility indexes and
 * sorts them all for a page of 20 (0.6 s at 100 000 posts); this way a list walks its own order's
 * index (created_at, or a crew's or author's) and stops at the page.
 */
const author = sql`+${communityPosts.userId}`
const visibility = sql`+${communityPosts.visibility}`

/** A member's reach to a post by its visibility and its crew, whatever its moderation state. */
function postReach(viewer: NonNullable<Viewer>): SQL {
  return and(
    or(
      sql`${visibility} = 'public'`,
      sql`${visibility} = 'members'`,
      and(sql`${visibility} = 'friends'`, isFriendOf(viewer, communityPosts.userId)),
      // crewContentVisible decides who is in the crew
      sql`${visibility} = 'group'`,
    ),
    crewContentVisible(viewer, communityPosts.groupId),
  )!
}

const reportedCommentOn = (postId: SQL | typeof communityPosts.id, staff: NonNullable<Viewer>) =>
  sql`EXISTS (SELECT 1 FROM ${postComments} WHERE ${postComments.postId} = ${postId} AND ${openReportAbout('comment', postComments.id, staff)})`

export function visibleFeedPost(viewer: Viewer): SQL {
  if (viewer && isStaff(viewer))
    return or(
      sql`${author} = ${viewer.id}`,
      postReach(viewer),
      openReportAbout('post', communityPosts.id, viewer),
      reportedCommentOn(communityPosts.id, viewer),
    )!
  const crew = crewContentVisible(viewer, communityPosts.groupId)
  if (!viewer) return and(sql`${visibility} = 'public'`, eq(communityPosts.hidden, false), memberActive(communityPosts.userId), crew)!
  return or(
    sql`${author} = ${viewer.id}`,
    and(
      eq(communityPosts.hidden, false),
      memberActive(communityPosts.userId),
      notBlockedEitherWay(viewer, communityPosts.userId),
      postReach(viewer),
    ),
  )!
}

export function visibleComment(viewer: Viewer): SQL {
  if (viewer && isStaff(viewer)) {
    const reached = sql`EXISTS (SELECT 1 FROM ${communityPosts} WHERE ${communityPosts.id} = ${postComments.postId} AND (${communityPosts.userId} = ${viewer.id} OR ${postReach(viewer)}))`
    return or(reached, openReportAbout('comment', postComments.id, viewer))!
  }
  const post = sql`EXISTS (SELECT 1 FROM ${communityPosts} WHERE ${communityPosts.id} = ${postComments.postId} AND ${visibleFeedPost(viewer)})`
  if (!viewer) return and(eq(postComments.hidden, false), memberActive(postComments.userId), post)!
  return and(
    post,
    or(
      eq(postComments.userId, viewer.id),
      and(eq(postComments.hidden, false), memberActive(postComments.userId), notBlockedEitherWay(viewer, postComments.userId)),
    ),
  )!
}
