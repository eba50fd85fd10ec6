import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { listingReviews, marketplaceListings, orders, type ListingStatus } from '~/db/schema'
import { notBlockedEitherWay } from '~/models/members/visibility.server'

/**
 * The marketplace: listings of Haven-owned and members' goods, and their reviews.
 *
 * Who may see a listing: an active or sold-out listing is public; a draft or archived one only
 * where the caller asks for it (`drafts`: the listing's page, the seller's own lists) and then
 * only by its seller and staff. A member's listing is not shown to members the seller blocked
 * or was blocked by.
 */
export const PUBLIC_LISTING_STATUSES: ListingStatus[] = ['active', 'sold_out']

/**
 * Published: the status tested, not searched (`+status`, decision 041): the list walks its order's
 * index and stops at the page, where a status index would read every published item and sort them.
 */
const published = sql`+${marketplaceListings.status} IN ('active', 'sold_out')`

export function visibleListing(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  if (isStaff(viewer)) return drafts ? sql`1` : published
  if (!viewer) return published
  const seller = sql`(${marketplaceListings.sellerId} IS NULL OR ${notBlockedEitherWay(viewer, marketplaceListings.sellerId)})`
  return drafts ? or(eq(marketplaceListings.sellerId, viewer.id), and(published, seller))! : and(published, seller)!
}

/**
 * Who may see a listing review (over `listing_reviews`; the listing's rule is the caller's): its
 * author and staff always; anyone else while it is not hidden and neither blocked the other.
 */
export function visibleListingReview(viewer: Viewer): SQL {
  if (isStaff(viewer)) return sql`1`
  if (!viewer) return eq(listingReviews.hidden, false)
  return or(
    eq(listingReviews.userId, viewer.id),
    and(eq(listingReviews.hidden, false), notBlockedEitherWay(viewer, listingReviews.userId)),
  )!
}

/**
 * Who may see an order (over `orders`): its buyer and staff; no other member, whatever the link
 * they hold. A visitor's order is reached by its emailed link only (orders.server.ts
 * `orderLinkToken`), never through this rule.
 */
export function visibleOrder(viewer: Viewer): SQL {
  if (isStaff(viewer)) return sql`1`
  if (!viewer) return sql`0`
  return eq(orders.userId, viewer.id)
}
