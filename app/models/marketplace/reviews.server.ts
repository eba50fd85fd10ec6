/**
 * Reviews of an item by the members who bought it (a paid or sent order holding it), one each: a
 * second review changes the first. The item's rating follows by the database's triggers
 * (migration 0039); moderators hide reviews in /admin/marketplace.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { orderItems, orders } from '~/db/schema'
import type { ReviewInput } from './review-schema'

/** Whether the member bought the item (an order of theirs holding it was paid, and not refunded). */
export function boughtBy(userId: string, listingId: number) {
  return sql<number>`EXISTS (SELECT 1 FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
    WHERE ${orderItems.listingId} = ${listingId} AND ${orders.userId} = ${userId} AND ${inArray(orders.status, ['paid', 'fulfilled'])})`
}

export type MyReview = { mayReview: boolean; rating: number | null; body: string | null }

export async function myReview(db: Db, userId: string, listingId: number): Promise<MyReview> {
  const [row] = await db
    .select({
      bought: boughtBy(userId, listingId).as('review_bought'),
      rating: sql<number | null>`(SELECT rating FROM listing_reviews WHERE listing_id = ${listingId} AND user_id = ${userId})`.as(
        'my_rating',
      ),
      body: sql<string | null>`(SELECT body FROM listing_reviews WHERE listing_id = ${listingId} AND user_id = ${userId})`.as(
        'my_review_body',
      ),
    })
    .from(sql`(SELECT 1)`)
  return { mayReview: !!row?.bought, rating: row?.rating ?? null, body: row?.body ?? null }
}

/** Writes the member's review (or changes it); 'notBuyer' when they did not buy the item. */
export async function saveReview(db: Db, userId: string, listingId: number, input: ReviewInput): Promise<'saved' | 'notBuyer'> {
  const inserted = await db.run(sql`
    INSERT INTO listing_reviews (id, listing_id, user_id, rating, body)
    SELECT ${crypto.randomUUID()}, ${listingId}, ${userId}, ${input.rating}, ${input.body}
    WHERE ${boughtBy(userId, listingId)}
    ON CONFLICT (listing_id, user_id) DO UPDATE SET rating = excluded.rating, body = excluded.body, updated_at = ${Date.now()}
  `)
  return inserted.meta.changes > 0 ? 'saved' : 'notBuyer'
}
