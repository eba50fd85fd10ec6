/**
 * The feed's posts: the pages' lists and a post's page, creating and deleting posts with their
 * photos. Every read goes through the rules of ./feed.server.ts (visibleFeedPost for posts,
 * visibleComment for comments and their counts): a post the viewer may not see is not found,
 * exactly like an unknown id.
 *
 * Photos: the route sniffs the type and strips the metadata (stripPostPhotos, the venue
 * photos' pipeline: app/utils/image-metadata.server.ts), then the files go to R2 at
 * posts/{postId}/{photoId}.{ext} and their rows (with the required alt text) are written with
 * the post in one batch. /media serves a post's photo only to whoever may see the post
 * (postPhotoAccess below).
 */
import { and, asc, desc, eq, getTableName, gt, inArray, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { communityGroups, communityPosts, postComments, postLikes, postPhotos, profiles, type PostVisibility } from '~/db/schema'
import { isStaff, type Viewer } from '~/models/viewer'
import { IMAGE_TYPES } from '~/utils/image-metadata.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { activeCrewIdsOf } from '~/models/crews/visibility.server'
import { mediaUrl } from '../members/profile.server'
import { friendIdsOf } from '~/models/members/visibility.server'
import { visibleProfile } from '../members/visibility.server'
import type { Notifier } from '../notifications/notifications.server'
import { visibleComment, visibleFeedPost } from './visibility.server'
import { FEED_LIMITS } from './limits'
import { notifyMentions } from './mentions.server'
import type { PreparedPhoto } from './photos.server'
import { decodeCursor, encodeCursor, type FeedTab } from './query'
import type { PostValues } from './schema'

const HOUR_MS = 3600 * 1000

/** `id` is null when the author's profile does not reach the reader (no link, 'Anonymous User'). */
export type FeedAuthor = { id: string | null; name: string | null; avatarUrl: string | null }
export type FeedPhoto = { id: string; url: string; alt: string; width: number | null; height: number | null }
export type FeedComment = {
  id: string
  postId: string
  author: FeedAuthor
  content: string
  createdAt: string
  /** Written by the viewer. */
  mine: boolean
  /** The viewer may delete it: their own, or any comment on their own post. */
  canDelete: boolean
  /** Hidden by a moderator (seen so only by its author and staff), with the reason. */
  hidden: boolean
  hiddenReason: string | null
}
export type FeedPost = {
  id: string
  author: FeedAuthor
  content: string
  contentWarning: string | null
  visibility: PostVisibility
  crew: { id: string; name: string } | null
  createdAt: string
  likeCount: number
  /** Comments the viewer may see. */
  commentCount: number
  likedByMe: boolean
  mine: boolean
  hidden: boolean
  /** Only for its author and staff. */
  hiddenReason: string | null
  photos: FeedPhoto[]
  /** In the feed: the newest few, shown oldest first; on the post's page: a page of them. */
  comments: FeedComment[]
}

// ---------------------------------------------------------------- reading

/**
 * A column with its table's name, for the subqueries of a select list: drizzle writes a select
 * field's own columns without their table, and `"user_id" = "user_id"` inside a subquery on
 * profiles would compare profiles with itself.
 */
const q = (column: Column) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`)

/**
 * The author's name, avatar and whether their profile reaches this reader, as far as their
 * profile's privacy lets the reader see them (visibleProfile): a post may be seen by someone its
 * author's profile is not for (a visitor reading a public post of a members-only profile), who
 * then reads 'Anonymous User' without a link.
 */
function authorFields(viewer: Viewer, userId: Column, prefix: string) {
  const named = visibleProfile(viewer)
  const of = (column: Column) =>
    sql<string | null>`(SELECT CASE WHEN ${named} THEN ${q(column)} END FROM ${profiles} WHERE ${q(profiles.userId)} = ${q(userId)})`
  return {
    authorName: of(profiles.displayName).as(`${prefix}_author_name`),
    authorAvatar: of(profiles.avatarUrl).as(`${prefix}_author_avatar`),
    authorVisible: sql<number>`EXISTS (SELECT 1 FROM ${profiles} WHERE ${q(profiles.userId)} = ${q(userId)} AND ${named})`.as(
      `${prefix}_author_visible`,
    ),
  }
}

function postColumns(viewer: Viewer) {
  return {
    id: communityPosts.id,
    userId: communityPosts.userId,
    ...authorFields(viewer, communityPosts.userId, 'post'),
    content: communityPosts.content,
    contentWarning: communityPosts.contentWarning,
    visibility: communityPosts.visibility,
    groupId: communityPosts.groupId,
    crewName: sql<
      string | null
    >`(SELECT ${communityGroups.name} FROM ${communityGroups} WHERE ${communityGroups.id} = ${communityPosts.groupId})`.as('crew_name'),
    createdAt: communityPosts.createdAt,
    likeCount: communityPosts.likeCount,
    commentCount:
      sql<number>`(SELECT count(*) FROM ${postComments} WHERE ${q(postComments.postId)} = ${q(communityPosts.id)} AND ${visibleComment(viewer)})`.as(
        'visible_comments',
      ),
    likedByMe: viewer
      ? sql<number>`EXISTS (SELECT 1 FROM ${postLikes} WHERE ${q(postLikes.postId)} = ${q(communityPosts.id)} AND ${q(postLikes.userId)} = ${viewer.id})`.as(
          'liked_by_me',
        )
      : sql<number>`0`.as('liked_by_me'),
    hidden: communityPosts.hidden,
    hiddenReason: communityPosts.hiddenReason,
  }
}
type PostRow = {
  id: string
  userId: string
  authorName: string | null
  authorAvatar: string | null
  authorVisible: number
  content: string
  contentWarning: string | null
  visibility: PostVisibility
  groupId: string | null
  crewName: string | null
  createdAt: Date
  likeCount: number
  commentCount: number
  likedByMe: number
  hidden: boolean
  hiddenReason: string | null
}

function commentColumns(viewer: Viewer) {
  return {
    id: postComments.id,
    postId: postComments.postId,
    userId: postComments.userId,
    ...authorFields(viewer, postComments.userId, 'comment'),
    content: postComments.content,
    createdAt: postComments.createdAt,
    hidden: postComments.hidden,
    hiddenReason: postComments.hiddenReason,
  }
}
type CommentRow = {
  id: string
  postId: string
  userId: string
  authorName: string | null
  authorAvatar: string | null
  authorVisible: number
  content: string
  createdAt: Date
  hidden: boolean
  hiddenReason: string | null
}

const photoColumns = {
  id: postPhotos.id,
  postId: postPhotos.postId,
  r2Key: postPhotos.r2Key,
  alt: postPhotos.alt,
  width: postPhotos.width,
  height: postPhotos.height,
}

function toComment(row: CommentRow, viewer: Viewer, postAuthorId: string): FeedComment {
  const mine = !!viewer && row.userId === viewer.id
  const seesReason = mine || isStaff(viewer)
  return {
    id: row.id,
    postId: row.postId,
    author: { id: row.authorVisible ? row.userId : null, name: row.authorName, avatarUrl: row.authorAvatar },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    mine,
    canDelete: mine || (!!viewer && viewer.id === postAuthorId),
    hidden: row.hidden,
    hiddenReason: seesReason ? row.hiddenReason : null,
  }
}

function toPost(row: PostRow, viewer: Viewer, photos: FeedPhoto[], comments: FeedComment[]): FeedPost {
  const mine = !!viewer && row.userId === viewer.id
  return {
    id: row.id,
    author: { id: row.authorVisible ? row.userId : null, name: row.authorName, avatarUrl: row.authorAvatar },
    content: row.content,
    contentWarning: row.contentWarning,
    visibility: row.visibility,
    crew: row.groupId && row.crewName ? { id: row.groupId, name: row.crewName } : null,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: Number(row.commentCount),
    likedByMe: !!row.likedByMe,
    mine,
    hidden: row.hidden,
    hiddenReason: mine || isStaff(viewer) ? row.hiddenReason : null,
    photos,
    comments,
  }
}

/**
 * A tab's posts, driven from the viewer's friends or crews (each one's posts through its index,
 * then only those sorted) instead of tested on every post of a walk in time order: for a member
 * with few friends or crews, or none, that walk read every post for a page of nothing.
 */
function tabCondition(viewer: Viewer, tab: FeedTab): SQL | undefined {
  if (tab === 'friends') return sql`${communityPosts.userId} IN (${friendIdsOf(viewer)})`
  if (tab === 'crews') return sql`${communityPosts.groupId} IN (${activeCrewIdsOf(viewer)})`
  return undefined
}

/**
 * How many of a tab's newest posts are tested against the rule for a page: the friends' and
 * crews' tabs first take this many of their posts newest first (read from the author's or crew's
 * index alone, which holds the order and the id), and only those are tested against
 * visibleFeedPost. Testing every post of 300 friends before sorting them (3 800 posts, each
 * through the blocks, friendships and crews) cost 30–50 ms of SQLite for a page of 20.
 */
const TAB_WINDOW = 100

export type FeedPage = { posts: FeedPost[]; next: string | null }

/**
 * A page of the feed, newest first: the posts the viewer may see (visibleFeedPost) in the tab,
 * strictly before the cursor. Two round trips: the posts, then their photos and newest comments
 * in one batch (a tab whose newest TAB_WINDOW posts do not fill the page reads a larger window).
 */
export async function listFeed(
  db: Db,
  viewer: Viewer,
  options: { tab: FeedTab; before?: string | null; limit?: number; crewId?: string },
): Promise<FeedPage> {
  const limit = Math.min(Math.max(options.limit ?? FEED_LIMITS.pageSize, 1), FEED_LIMITS.pageSize)
  const cursor = decodeCursor(options.before)
  const at = cursor ? new Date(cursor.createdAt) : null
  const newestFirst = [desc(communityPosts.createdAt), desc(communityPosts.id)] as const
  const tab = tabCondition(viewer, options.tab)
  const candidates = and(
    tab,
    // a crew page's posts (the crew's own visibility is visibleFeedPost's, through crewContentVisible)
    options.crewId ? eq(communityPosts.groupId, options.crewId) : undefined,
    cursor && at
      ? or(lt(communityPosts.createdAt, at), and(eq(communityPosts.createdAt, at), lt(communityPosts.id, cursor.id)))
      : undefined,
  )
  // the page's ids first, then its columns: the per-post subqueries (author, comment count, liked)
  // run for the page only, never for every row a tab's sort takes in
  const readPage = (among: SQL | undefined) =>
    db
      .select(postColumns(viewer))
      .from(communityPosts)
      .where(
        inArray(
          communityPosts.id,
          db
            .select({ id: communityPosts.id })
            .from(communityPosts)
            .where(and(visibleFeedPost(viewer), among))
            .orderBy(...newestFirst)
            .limit(limit + 1),
        ),
      )
      .orderBy(...newestFirst)
  let rows: PostRow[] = []
  if (!tab) {
    // the everyone tab and a crew page walk their index in time order and stop at the page
    rows = (await readPage(candidates)) as PostRow[]
  } else {
    // a window of the tab's newest posts, larger while it leaves the page short and there are more
    for (let size = TAB_WINDOW; ; size *= 8) {
      const newest = db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(candidates)
        .orderBy(...newestFirst)
        .limit(size)
      rows = (await readPage(inArray(communityPosts.id, newest))) as PostRow[]
      if (rows.length > limit) break
      const [window] = await db.select({ n: sql<number>`count(*)` }).from(newest.as('tab_window'))
      if ((window?.n ?? 0) < size) break
    }
  }
  const page = rows.slice(0, limit)
  const posts = await withPhotosAndComments(db, viewer, page, FEED_LIMITS.commentsInFeed)
  const last = page[page.length - 1]
  return { posts, next: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null }
}

async function withPhotosAndComments(db: Db, viewer: Viewer, rows: PostRow[], commentsEach: number): Promise<FeedPost[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  // each post's newest comments the viewer may see, all in one statement: a statement per post
  // cost more to build (the rule's SQL, twenty times) than to run
  const ranked = db
    .select({
      id: postComments.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${postComments.postId} ORDER BY ${postComments.createdAt} DESC, ${postComments.id} DESC)`.as(
        'comment_rank',
      ),
    })
    .from(postComments)
    .where(and(inArray(postComments.postId, ids), visibleComment(viewer)))
    .as('ranked_comments')
  const [photoRows, commentRows] = await db.batch([
    db
      .select(photoColumns)
      .from(postPhotos)
      .where(inArray(postPhotos.postId, ids))
      .orderBy(asc(postPhotos.postId), asc(postPhotos.position)),
    db
      .select(commentColumns(viewer))
      .from(postComments)
      .where(inArray(postComments.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, commentsEach))))
      .orderBy(asc(postComments.createdAt), asc(postComments.id)),
  ] as const)
  return rows.map((row) => {
    const photos = photoRows.filter((p) => p.postId === row.id).map(toPhoto)
    const comments = (commentRows as CommentRow[]).filter((c) => c.postId === row.id).map((c) => toComment(c, viewer, row.userId))
    return toPost(row, viewer, photos, comments)
  })
}

const toPhoto = (p: { id: string; r2Key: string; alt: string; width: number | null; height: number | null }): FeedPhoto => ({
  id: p.id,
  url: mediaUrl(p.r2Key),
  alt: p.alt,
  width: p.width,
  height: p.height,
})

export type PostDetail = FeedPost & { nextComments: string | null }

/**
 * One post as the viewer may see it (null: unknown or not for them, alike), with a page of its
 * comments oldest first; `commentsAfter` is the cursor of the next page.
 */
export async function getPost(
  db: Db,
  viewer: Viewer,
  postId: string,
  options: { commentsAfter?: string | null } = {},
): Promise<PostDetail | null> {
  const row = (await db
    .select(postColumns(viewer))
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), visibleFeedPost(viewer)))
    .get()) as PostRow | undefined
  if (!row) return null
  const size = FEED_LIMITS.commentsPageSize
  const cursor = decodeCursor(options.commentsAfter)
  const at = cursor ? new Date(cursor.createdAt) : null
  const [photoRows, commentRows] = await db.batch([
    db.select(photoColumns).from(postPhotos).where(eq(postPhotos.postId, row.id)).orderBy(asc(postPhotos.position)),
    db
      .select(commentColumns(viewer))
      .from(postComments)
      .where(
        and(
          eq(postComments.postId, row.id),
          visibleComment(viewer),
          cursor && at
            ? or(gt(postComments.createdAt, at), and(eq(postComments.createdAt, at), gt(postComments.id, cursor.id)))
            : undefined,
        ),
      )
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(size + 1),
  ] as const)
  const comments = (commentRows as CommentRow[]).slice(0, size)
  const last = comments[comments.length - 1]
  return {
    ...toPost(
      row,
      viewer,
      photoRows.map(toPhoto),
      comments.map((c) => toComment(c, viewer, row.userId)),
    ),
    nextComments: commentRows.length > size && last ? encodeCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null,
  }
}

/** The post's author and id when the viewer may see it (for likes, comments, reports); null otherwise. */
export async function findVisiblePost(db: Db, viewer: Viewer, postId: string) {
  if (!/^[0-9a-zA-Z-]{1,64}$/.test(postId)) return null
  const row = await db
    .select({ id: communityPosts.id, userId: communityPosts.userId, visibility: communityPosts.visibility })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), visibleFeedPost(viewer)))
    .get()
  return row ?? null
}

// ---------------------------------------------------------------- writing

export type CreatePostResult = { ok: true; id: string; mentioned: string[] } | { ok: false; code: 'rate_limited'; retryAfter: number }

/**
 * Publishes a post with its (already stripped) photos. At most FEED_LIMITS.postsPerHour posts
 * a member an hour. Friends named by @DisplayName are told (mentions.server.ts).
 */
export async function createPost(
  notifier: Notifier,
  bucket: R2Bucket,
  author: { id: string },
  input: Omit<PostValues, 'photos' | 'visibility'> & {
    photos: PreparedPhoto[]
    /** 'group' only with `groupId`: crew posts come from the crew page (models/crews/posts.server.ts), which checks membership. */
    visibility: PostVisibility
    groupId?: string | null
  },
  now = Date.now(),
): Promise<CreatePostResult> {
  const { db } = notifier
  const limit = await checkRateLimit(db, `feed-post:${author.id}`, FEED_LIMITS.postsPerHour, HOUR_MS, now)
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfter: limit.retryAfter }
  const id = crypto.randomUUID()
  const photos = input.photos.slice(0, FEED_LIMITS.photosMax).map((photo, position) => {
    const photoId = crypto.randomUUID()
    const type = IMAGE_TYPES[photo.image.kind]
    return { photo, position, photoId, key: `posts/${id}/${photoId}.${type.ext}`, mime: type.mime }
  })
  await Promise.all(photos.map((p) => bucket.put(p.key, p.photo.image.bytes, { httpMetadata: { contentType: p.mime } })))
  try {
    const post = db.insert(communityPosts).values({
      id,
      userId: author.id,
      content: input.content,
      contentWarning: input.contentWarning || null,
      visibility: input.visibility,
      groupId: input.groupId ?? null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    if (photos.length) {
      await db.batch([
        post,
        db.insert(postPhotos).values(
          photos.map((p) => ({
            id: p.photoId,
            postId: id,
            r2Key: p.key,
            alt: p.photo.alt,
            position: p.position,
            width: p.photo.image.width,
            height: p.photo.image.height,
          })),
        ),
      ])
    } else await post
  } catch (error) {
    if (photos.length) await bucket.delete(photos.map((p) => p.key))
    throw error
  }
  const mentioned = await notifyMentions(notifier, { actorId: author.id, postId: id, text: input.content, skip: [] })
  return { ok: true, id, mentioned }
}

/** Deletes one of the member's own posts, with its likes, comments (cascade) and photo files. */
export async function deleteOwnPost(db: Db, bucket: R2Bucket | undefined, userId: string, postId: string): Promise<'ok' | 'not_found'> {
  return removePost(db, bucket, postId, userId)
}

/**
 * A moderator removes a reported post (the moderation queue's 'delete', issue 41): the same
 * removal as its author's, comments, likes and photos with it. The caller has checked the role.
 */
export async function deletePostAsStaff(db: Db, bucket: R2Bucket | undefined, postId: string): Promise<'ok' | 'not_found'> {
  return removePost(db, bucket, postId, null)
}

async function removePost(db: Db, bucket: R2Bucket | undefined, postId: string, ownerId: string | null): Promise<'ok' | 'not_found'> {
  const owned = ownerId == null ? undefined : eq(communityPosts.userId, ownerId)
  const keys = await db
    .select({ key: postPhotos.r2Key })
    .from(postPhotos)
    .innerJoin(communityPosts, eq(communityPosts.id, postPhotos.postId))
    .where(and(eq(postPhotos.postId, postId), owned))
  const deleted = await db
    .delete(communityPosts)
    .where(and(eq(communityPosts.id, postId), owned))
    .returning({ id: communityPosts.id })
  if (!deleted.length) return 'not_found'
  if (bucket && keys.length) {
    try {
      await bucket.delete(keys.map((k) => k.key))
    } catch (error) {
      // the rows are gone, so the files are served to nobody; a stray object is only storage
      console.error('post photo objects not removed', error)
    }
  }
  return 'ok'
}
