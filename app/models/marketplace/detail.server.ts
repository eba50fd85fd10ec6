/**
 * A listing's page (/marketplace/{id}): the listing as visibleListing shows it (a draft or archived
 * listing to its seller and staff only, `drafts`), its visible reviews (visibleListingReview, the
 * newest first, their authors' names by visibleProfile), its photos and variants, and whether the
 * member saved it. One round trip (a batch). A slug answers with the id it names, for the page to redirect.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { listingReviews, marketplaceListings, profiles } from '~/db/schema'
import type { ListingStatus } from '~/db/schema'
import { savedByMember } from '~/models/favorites/favorites.server'
import { visibleProfile } from '~/models/members/visibility.server'
import type { Viewer } from '~/models/viewer'
import { listingCardFields, toListingCard, type ListingCard } from './list.server'
import { listingPhotosQuery, type ListingPhotoItem } from './photos.server'
import { listingVariantsQuery, toVariantChoice, type VariantChoice } from './variants.server'
import { visibleListing, visibleListingReview } from './visibility.server'

/** Reviews a listing's page shows. */
export const LISTING_REVIEWS_SHOWN = 20

export type ListingReview = {
  id: string
  rating: number
  body: string | null
  createdAt: string
  author: { id: string | null; name: string | null }
}
export type ListingDetail = {
  listing: ListingCard & {
    description: string | null
    status: ListingStatus
    stock: number
    /** Its photos in their order (the first is its picture); none: the picture or a placeholder. */
    photos: ListingPhotoItem[]
    /** Its sizes and colours, each with its stock and price; none for an item sold as one. */
    variants: VariantChoice[]
    havenOwned: boolean
    updatedAt: string
  }
  reviews: ListingReview[]
  favorited: boolean
}

/** The id a listing's slug names, when the viewer may see it (the page redirects to it). */
export async function listingIdForSlug(db: Db, viewer: Viewer, slug: string): Promise<number | null> {
  const row = await db
    .select({ id: marketplaceListings.id })
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.slug, slug), visibleListing(viewer, { drafts: true })))
    .get()
  return row?.id ?? null
}

/** Whether the viewer may see the item (its page's actions check it before acting). */
export async function listingShown(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  const row = await db
    .select({ id: marketplaceListings.id })
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.id, id), visibleListing(viewer, { drafts: true })))
    .get()
  return !!row
}

export async function getListingDetail(db: Db, viewer: Viewer, id: number): Promise<ListingDetail | null> {
  const authorShown = visibleProfile(viewer)
  const [[row], reviews, photos, variants] = await db.batch([
    db
      .select({
        ...listingCardFields(),
        description: marketplaceListings.description,
        status: marketplaceListings.status,
        stock: marketplaceListings.stock,
        havenOwned: marketplaceListings.havenOwned,
        updatedAt: marketplaceListings.updatedAt,
        favorited: (viewer ? savedByMember(viewer.id, 'listing', id) : sql<number>`0`).as('listing_favorited'),
      })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.id, id), visibleListing(viewer, { drafts: true })))
      .limit(1),
    db
      .select({
        id: listingReviews.id,
        rating: listingReviews.rating,
        body: listingReviews.body,
        createdAt: listingReviews.createdAt,
        authorId: sql<string | null>`CASE WHEN ${authorShown} THEN ${profiles.userId} END`.as('review_author_id'),
        authorName: sql<string | null>`CASE WHEN ${authorShown} THEN ${profiles.displayName} END`.as('review_author_name'),
      })
      .from(listingReviews)
      .leftJoin(profiles, eq(profiles.userId, listingReviews.userId))
      .where(and(eq(listingReviews.listingId, id), visibleListingReview(viewer)))
      .orderBy(desc(listingReviews.createdAt), desc(listingReviews.id))
      .limit(LISTING_REVIEWS_SHOWN),
    // read with the item in one round trip; shown only when the item is (the row above)
    listingPhotosQuery(db, id),
    listingVariantsQuery(db, id),
  ])
  if (!row) return null
  const { favorited, updatedAt, ...card } = row
  return {
    listing: {
      ...toListingCard(card),
      description: card.description,
      status: card.status,
      stock: card.stock,
      photos,
      variants: variants.map(toVariantChoice),
      havenOwned: !!card.havenOwned,
      updatedAt: updatedAt.toISOString(),
    },
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      author: { id: r.authorId, name: r.authorName },
    })),
    favorited: !!favorited,
  }
}
