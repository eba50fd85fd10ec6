import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { profiles, venueReviews, venues } from '~/db/schema'
import { REVIEWS_PAGE_SIZE } from '~/models/venues/contribution-limits'
import { VISITOR, type Viewer } from '~/models/viewer'
import { visibleProfile } from '../members/visibility.server'
import type { ReviewInput } from './schema'
import { visibleVenueReview } from './visibility.server'

/**
 * Venue reviews: one per member and venue (UNIQUE venue_id + user_id; saving again edits it),
 * deletable by their author, hidden and shown again by moderators. A hidden review is seen only
 * by moderators and its author, and does not count in the venue's rating. Members who blocked
 * each other do not see each other's reviews (visibleVenueReview). The rating summary and the
 * venue's rating count what a visitor may see (the summary names nobody).
 *
 * venues.rating_avg / rating_count are recomputed from the visible reviews in the same batch
 * as every change (refreshVenueRating), so the list page's sort and filter follow at once.
 *
 * Zod messages are i18n keys (`venue:reviews.errors.*`); the route translates them.
 */

export { ReviewIdSchema, ReviewSchema, type ReviewInput } from './schema'

export type ReviewItem = {
  id: string
  rating: number
  body: string | null
  createdAt: string
  /** Set when the text or rating changed after it was first posted. */
  editedAt: string | null
  author: { name: string | null; avatarUrl: string | null }
  /** Only moderators and the author ever receive hidden reviews. */
  hidden: boolean
}

export type RatingSummary = {
  average: number
  count: number
  /** Stars 5 to 1 with how many visible reviews gave each. */
  distribution: { stars: number; count: number }[]
}

/**
 * The statement that recomputes a venue's rating from the reviews a visitor may see (2
 * decimals). Await it to run it alone, or put it in a db.batch after the change so both happen
 * in one transaction.
 */
export function refreshVenueRating(db: Db, venueId: number) {
  const counted = sql`${venueReviews.venueId} = ${venueId} AND ${visibleVenueReview(VISITOR)}`
  return db
    .update(venues)
    .set({
      ratingAvg: sql`coalesce((SELECT round(avg(${venueReviews.rating}), 2) FROM ${venueReviews} WHERE ${counted}), 0)`,
      ratingCount: sql`(SELECT count(*) FROM ${venueReviews} WHERE ${counted})`,
    })
    .where(eq(venues.id, venueId))
}

/** The reviews of the venue listed to this viewer: visible to them, their own excluded (shown apart as `mine`, with its edit form). */
function listedTo(venueId: number, viewer: Viewer): SQL {
  return and(eq(venueReviews.venueId, venueId), visibleVenueReview(viewer), viewer ? ne(venueReviews.userId, viewer.id) : undefined)!
}

/**
 * A review says its author was at the venue: name and avatar are shown only as far as the
 * author's profile reaches this reader (visibleProfile: everyone; members when signed in;
 * friends; never across a block). Other authors appear as 'A community member'; their own
 * review always shows the reader's own name.
 */
function reviewColumns(viewer: Viewer) {
  const named = visibleProfile(viewer)
  return {
    id: venueReviews.id,
    rating: venueReviews.rating,
    body: venueReviews.body,
    hidden: venueReviews.hidden,
    createdAt: venueReviews.createdAt,
    updatedAt: venueReviews.updatedAt,
    name: sql<string | null>`CASE WHEN ${named} THEN ${profiles.displayName} END`.as('author_name'),
    avatarUrl: sql<string | null>`CASE WHEN ${named} THEN ${profiles.avatarUrl} END`.as('author_avatar_url'),
  }
}

type ReviewRow = {
  id: string
  rating: number
  body: string | null
  hidden: boolean
  createdAt: Date
  updatedAt: Date
  name: string | null
  avatarUrl: string | null
}

function toItem(row: ReviewRow): ReviewItem {
  const edited = row.updatedAt.getTime() - row.createdAt.getTime() > 1000
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: edited ? row.updatedAt.toISOString() : null,
    author: { name: row.name, avatarUrl: row.avatarUrl },
    hidden: row.hidden,
  }
}

const summaryQuery = (db: Db, venueId: number) =>
  db
    .select({ stars: venueReviews.rating, count: count() })
    .from(venueReviews)
    .where(and(eq(venueReviews.venueId, venueId), visibleVenueReview(VISITOR)))
    .groupBy(venueReviews.rating)

export async function ratingSummary(db: Db, venueId: number): Promise<RatingSummary> {
  return summaryOf(await summaryQuery(db, venueId).all())
}

function summaryOf(rows: { stars: number; count: number }[]): RatingSummary {
  const total = rows.reduce((n, r) => n + r.count, 0)
  const sum = rows.reduce((n, r) => n + r.stars * r.count, 0)
  return {
    average: total ? Math.round((sum / total) * 100) / 100 : 0,
    count: total,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: rows.find((r) => r.stars === stars)?.count ?? 0 })),
  }
}

export type ReviewList = {
  summary: RatingSummary
  items: ReviewItem[]
  /** Reviews the viewer can page through (their own excluded). */
  total: number
  page: number
  pageCount: number
  mine: ReviewItem | null
}

/** The summary, one page of reviews (newest first) and the viewer's own review, in one round trip. */
export async function listReviews(db: Db, options: { venueId: number; viewer: Viewer; page?: number }): Promise<ReviewList> {
  const { venueId, viewer } = options
  const where = listedTo(venueId, viewer)
  const requested = Math.max(1, Math.floor(options.page ?? 1) || 1)
  const [summaryRows, totalRows, mineRows] = await db.batch([
    summaryQuery(db, venueId),
    db.select({ total: count() }).from(venueReviews).where(where),
    db
      .select(reviewColumns(viewer))
      .from(venueReviews)
      .leftJoin(profiles, eq(profiles.userId, venueReviews.userId))
      .where(and(eq(venueReviews.venueId, venueId), eq(venueReviews.userId, viewer?.id ?? ''))),
  ])
  const total = totalRows[0]?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE))
  const page = Math.min(requested, pageCount)
  const rows = total
    ? await db
        .select(reviewColumns(viewer))
        .from(venueReviews)
        .leftJoin(profiles, eq(profiles.userId, venueReviews.userId))
        .where(where)
        .orderBy(desc(venueReviews.createdAt), desc(venueReviews.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
        .all()
    : []
  return {
    summary: summaryOf(summaryRows),
    items: rows.map(toItem),
    total,
    page,
    pageCount,
    mine: mineRows[0] ? toItem(mineRows[0]) : null,
  }
}

export async function getReview(db: Db, venueId: number, reviewId: string) {
  return (
    (await db
      .select({ id: venueReviews.id, userId: venueReviews.userId, hidden: venueReviews.hidden })
      .from(venueReviews)
      .where(and(eq(venueReviews.id, reviewId), eq(venueReviews.venueId, venueId)))
      .get()) ?? null
  )
}

/**
 * Creates the member's review of the venue, or edits it (one per member and venue). Editing
 * keeps a moderator's hiding: rewording a hidden review does not bring it back.
 */
export async function saveReview(
  db: Db,
  input: { venueId: number; userId: string } & ReviewInput,
  now: Date = new Date(),
): Promise<{ created: boolean; id: string }> {
  const existing = await db
    .select({ id: venueReviews.id })
    .from(venueReviews)
    .where(and(eq(venueReviews.venueId, input.venueId), eq(venueReviews.userId, input.userId)))
    .get()
  const id = existing?.id ?? crypto.randomUUID()
  const [saved] = await db.batch([
    db
      .insert(venueReviews)
      .values({ id, venueId: input.venueId, userId: input.userId, rating: input.rating, body: input.body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [venueReviews.venueId, venueReviews.userId],
        set: { rating: input.rating, body: input.body, updatedAt: now },
      })
      .returning({ id: venueReviews.id }),
    refreshVenueRating(db, input.venueId),
  ])
  return { created: !existing, id: saved[0]?.id ?? id }
}

export type ReviewChange = 'ok' | 'not_found' | 'forbidden'

/**
 * Deletes the member's own review of the venue. With a review id, it must be theirs: another
 * member's id answers 'forbidden' (nothing changes), an unknown one 'not_found'.
 */
export async function deleteOwnReview(db: Db, input: { venueId: number; userId: string; reviewId?: string }): Promise<ReviewChange> {
  if (input.reviewId) {
    const review = await getReview(db, input.venueId, input.reviewId)
    if (!review) return 'not_found'
    if (review.userId !== input.userId) return 'forbidden'
  }
  const [deleted] = await db.batch([
    db
      .delete(venueReviews)
      .where(and(eq(venueReviews.venueId, input.venueId), eq(venueReviews.userId, input.userId)))
      .returning({ id: venueReviews.id }),
    refreshVenueRating(db, input.venueId),
  ])
  return deleted.length ? 'ok' : 'not_found'
}

/** Hides or shows again any review of the venue. The caller has checked the moderator role. */
export async function setReviewHidden(
  db: Db,
  input: { venueId: number; reviewId: string; hidden: boolean; moderatorId: string },
): Promise<ReviewChange> {
  const [updated] = await db.batch([
    db
      .update(venueReviews)
      // moderation is not an edit by the author: updated_at (shown as 'edited') stays
      .set({ hidden: input.hidden, hiddenBy: input.hidden ? input.moderatorId : null, updatedAt: sql`${venueReviews.updatedAt}` })
      .where(and(eq(venueReviews.id, input.reviewId), eq(venueReviews.venueId, input.venueId)))
      .returning({ id: venueReviews.id }),
    refreshVenueRating(db, input.venueId),
  ])
  return updated.length ? 'ok' : 'not_found'
}
