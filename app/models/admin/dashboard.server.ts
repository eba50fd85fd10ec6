import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  communityPosts,
  events,
  marketplaceListings,
  reports,
  securityEvents,
  venuePhotos,
  venues,
} from '~/db/schema'
import { eventShown } from '~/models/events/visibility.server'

export type DashboardCounts = {
  members: number
  newMembers: number
  venues: number
  pendingVenues: number
  upcomingEvents: number
  hiddenEvents: number
  activeListings: number
  crews: number
  posts: number
  openReports: number
  pendingPhotos: number
  failedSignIns: number
}

const DAY = 24 * 60 * 60 * 1000

/**
 * The admin dashboard's numbers: what waits for a moderator and how the community grows. One
 * batch. Staff statistics counted by state over all rows (staff see every row, decision 005):
 * not a visibility filter, and never shown outside /admin.
 */
export async function getDashboardCounts(db: Db, now = new Date()): Promise<DashboardCounts> {
  const weekAgo = new Date(now.getTime() - 7 * DAY)
  const dayAgo = new Date(now.getTime() - DAY)
  const rows = await db.batch([
    db.select({ n: count() }).from(accounts).where(eq(accounts.status, 'active')),
    db.select({ n: count() }).from(accounts).where(gte(accounts.createdAt, weekAgo)),
    db.select({ n: count() }).from(venues).where(eq(venues.status, 'published')),
    db.select({ n: count() }).from(venues).where(eq(venues.status, 'pending')),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eventShown(), eq(events.status, 'published'), gte(events.startsAt, now))),
    // the partial index events_hidden_idx holds only these
    db.select({ n: count() }).from(events).where(isNotNull(events.hiddenAt)),
    db.select({ n: count() }).from(marketplaceListings).where(eq(marketplaceListings.status, 'active')),
    db.select({ n: count() }).from(communityGroups),
    db.select({ n: count() }).from(communityPosts),
    db
      .select({ n: count() })
      .from(reports)
      .where(inArray(reports.status, ['open', 'reviewing'])),
    db.select({ n: count() }).from(venuePhotos).where(eq(venuePhotos.status, 'pending')),
    db
      .select({ n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'FAILED_SIGNIN_ATTEMPT'), gte(securityEvents.createdAt, dayAgo))),
  ])
  const [members, newMembers, published, pending, upcoming, hiddenEvents, listings, crews, posts, openReports, photos, failed] = rows.map(
    (r) => r[0]?.n ?? 0,
  )
  return {
    members,
    newMembers,
    venues: published,
    pendingVenues: pending,
    upcomingEvents: upcoming,
    hiddenEvents,
    activeListings: listings,
    crews,
    posts,
    openReports,
    pendingPhotos: photos,
    failedSignIns: failed,
  }
}
