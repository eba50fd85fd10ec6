/**
 * The feed's limits (SPEC §9 where it names them), browser-safe: the forms' schemas, the
 * pages and the API read them.
 */
export const FEED_LIMITS = {
  /** Posts a page of /feed (and of GET /api/feed). */
  pageSize: 20,
  /** A post's text. */
  postMax: 2000,
  /** A content warning (shown in place of the post until opened). */
  contentWarningMax: 120,
  /** Photos a post. */
  photosMax: 4,
  /** A photo's alt text. */
  altMax: 300,
  /** A comment's text. */
  commentMax: 1000,
  /** A moderator's reason for hiding. */
  reasonMax: 500,
  /** Comments shown under a post in the feed (the newest, then a link to the post). */
  commentsInFeed: 3,
  /** Comments a page of the post's own page (oldest first, then 'show more'). */
  commentsPageSize: 50,
  /** Posts a member may publish an hour. */
  postsPerHour: 10,
  /** Comments a member may write an hour. */
  commentsPerHour: 60,
  /** People one post or comment notifies by @mention. */
  mentionsMax: 10,
} as const

/** A photo's largest file (like a venue photo's). */
export const FEED_PHOTO_MAX_MB = 5
