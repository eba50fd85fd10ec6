import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { venues, type VenueStatus } from '~/db/schema'
import { isStaff, type Viewer } from '~/models/viewer'
import { checkInSummary, type CheckInSummary } from './check-ins.server'
import { visibleVenue } from './visibility.server'
import { listVenuePhotos, type PhotoItem } from './photos.server'
import { listReviews, type ReviewList } from './reviews.server'

/**
 * Members' contributions on a venue page (check-in, reviews, photos): one loader call for the
 * detail page, and the plumbing the three action routes share (venues.$id_.check-in.tsx,
 * venues.$id_.reviews.tsx, venues.$id_.photos.tsx).
 */

/** The search parameter of the reviews page on /venues/{id} (links work without JavaScript). */
export const REVIEW_PAGE_PARAM = 'reviewPage'

export type VenueContributions = {
  venueId: number
  /** The venue's IANA zone: dates are shown in it (the same on the server and in the browser). */
  timezone: string | null
  signedIn: boolean
  /** Contributions are open on published venues only. */
  open: boolean
  canModerate: boolean
  checkIn: CheckInSummary
  reviews: ReviewList & { canModerate: boolean }
  photos: { items: PhotoItem[]; canUpload: boolean }
}

/**
 * Everything the CheckInCard, ReviewsSection and PhotoGallery components show, serializable.
 * `reviewPage` comes from `?reviewPage=` (REVIEW_PAGE_PARAM) of the page URL.
 */
export async function loadVenueContributions(
  db: Db,
  options: { venueId: number; timezone: string | null; viewer: Viewer; reviewPage?: number; now?: number },
): Promise<VenueContributions> {
  const { venueId, viewer } = options
  const canModerate = isStaff(viewer)
  const [venue, checkIn, reviews, photos] = await Promise.all([
    db.select({ status: venues.status }).from(venues).where(eq(venues.id, venueId)).get(),
    checkInSummary(db, venueId, options.timezone, viewer?.id ?? null, options.now),
    listReviews(db, { venueId, viewer, page: options.reviewPage }),
    listVenuePhotos(db, { venueId, viewer }),
  ])
  const open = venue?.status === 'published'
  return {
    venueId,
    timezone: options.timezone,
    signedIn: !!viewer,
    open,
    canModerate,
    checkIn,
    reviews: { ...reviews, canModerate },
    photos: { items: photos, canUpload: !!viewer && open },
  }
}

/** `?reviewPage=` of the page URL as a number (1 when missing or bad). */
export function reviewPageFrom(url: URL) {
  const page = Number(url.searchParams.get(REVIEW_PAGE_PARAM))
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1
}

// ---------------------------------------------------------------- action plumbing

export type ContributableVenue = { id: number; name: string; status: VenueStatus; timezone: string | null }

/** The venue, when this viewer may see it (staff: a pending one too); null answers 404 like an unknown id. */
export async function findVenue(db: Db, venueId: number, viewer: Viewer): Promise<ContributableVenue | null> {
  const row = await db
    .select({ id: venues.id, name: venues.name, status: venues.status, timezone: venues.timezone })
    .from(venues)
    .where(and(eq(venues.id, venueId), visibleVenue(viewer, { preview: true })))
    .get()
  return row ?? null
}
