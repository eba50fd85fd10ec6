import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { cities, venuePhotos, venueReviews, venues } from '~/db/schema'
import { notBlockedEitherWay } from '~/models/members/visibility.server'

/**
 * The venue rule, used by every query about venues (the directory, its map points, detail
 * pages, 'nearby' blocks, place pages, favorites, reports, the search index, sitemaps).
 *
 * A published venue is public. A pending one (a member's suggestion) is seen by staff only, and
 * only where the caller asks for a `preview` (the detail page, with a 'Pending review' banner),
 * never in lists; its suggester follows it in their own account. Rejected and archived venues
 * are seen by nobody outside /admin/venues.
 *
 * Lists of venues (this directory, its map, 'nearby' blocks) are the same for every viewer:
 * they call the rule for a visitor, so an answer can be cached publicly.
 */
export function visibleVenue(viewer: Viewer, { preview = false }: { preview?: boolean } = {}): SQL {
  if (preview && isStaff(viewer)) return inArray(venues.status, ['published', 'pending'])
  return eq(venues.status, 'published')
}

/**
 * Over `cities`: the cities with a venue a visitor may see. `cities.venue_count` counts exactly the
 * venues visibleVenue(VISITOR) shows (the published ones, kept by triggers, migration 0008), so
 * this asks one row per city instead of walking every venue.
 */
// a literal 0, not a bound one: SQLite uses the partial index cities_with_venues_idx only for its own condition
export const citiesWithVisibleVenues = (): SQL => sql`${cities.venueCount} > 0`

/**
 * Who may see a venue review (over `venue_reviews`; the venue's own rule is the caller's):
 * its author and staff always (a hidden one with its 'hidden' mark); anyone else only while
 * it is not hidden and neither of the two blocked the other.
 */
export function visibleVenueReview(viewer: Viewer): SQL {
  if (isStaff(viewer)) return sql`1`
  if (!viewer) return eq(venueReviews.hidden, false)
  return or(eq(venueReviews.userId, viewer.id), and(eq(venueReviews.hidden, false), notBlockedEitherWay(viewer, venueReviews.userId)))!
}

/**
 * Who may see a venue photo (over `venue_photos`; the venue's own rule is the caller's, who
 * reads photos of a venue it has shown): an approved photo is seen by everyone but the members
 * its uploader blocked or was blocked by; a pending one by its uploader and staff; a rejected
 * one by nobody (its file is deleted). /media serves the files by the same rule.
 */
export function visibleVenuePhoto(viewer: Viewer): SQL {
  if (isStaff(viewer)) return inArray(venuePhotos.status, ['approved', 'pending'])
  if (!viewer) return eq(venuePhotos.status, 'approved')
  return or(
    and(eq(venuePhotos.status, 'approved'), notBlockedEitherWay(viewer, venuePhotos.userId)),
    and(eq(venuePhotos.status, 'pending'), eq(venuePhotos.userId, viewer.id)),
  )!
}
