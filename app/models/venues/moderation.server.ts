/**
 * The venue moderation queues of /admin/venues: suggested venues (status 'pending', made by
 * app/models/venues/suggestions.server.ts) and photos waiting for review (the photo model
 * app/models/venues/photos.server.ts owns their storage and `setPhotoStatus`).
 *
 * The caller (the route) has checked the moderator role. Here:
 * - a decision applies only to a venue or photo that still waits (two moderators deciding at
 *   once: the second gets `not-pending`, nothing is done twice);
 * - approving publishes the venue, optionally with the flags the member claimed and a map
 *   position, adds it to the search index and tells the suggester (a 'system' notification in
 *   their language, linking to the venue);
 * - rejecting keeps the venue out of every list, stores the moderator's note in
 *   `moderation_note` and tells the suggester why;
 * - every decision leaves a security_events row (the audit trail): who, what, when.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, countries, profiles, venueCategories, venuePhotos, venues } from '~/db/schema'
import { type Language } from '~/i18n/config'
import { recordStaffAction, type StaffActor } from '../admin/audit.server'
import { createNotification, type NotificationInput, type Realtime } from '../notifications/notifications.server'
import { syncSearchEntry } from '../search/search-index.server'
import { MODERATION_LIMITS } from './moderation-schema'
import { listPendingPhotos, setPhotoStatus, type PendingPhoto } from './photos.server'
import { CLAIMABLE_FLAGS, readSuggestionNote, type ClaimableFlag } from './suggestions.server'

export { CLAIMABLE_FLAGS, type ClaimableFlag, type PendingPhoto }

export { isModerationIntent, MODERATION_LIMITS, MODERATION_SCHEMAS, type ModerationInput, type ModerationIntent } from './moderation-schema'

// ---------------------------------------------------------------- search index

/**
 * Puts the venue's row of the search index in step with its status (present while a visitor
 * may see it). Call it after any change of a venue's status, name, description or place.
 */
export async function syncVenueSearchEntry(db: Db, venueId: number) {
  await syncSearchEntry(db, 'venue', venueId)
}

// ---------------------------------------------------------------- the suggestions queue

export type PendingVenue = {
  id: number
  name: string
  category: { slug: string; name: string } | null
  city: string | null
  country: string
  address: string | null
  website: string | null
  phone: string | null
  description: string | null
  createdAt: string
  suggestedBy: { id: string; name: string | null } | null
  /** Flags the member claimed (rainbow friendly, accessible), for the moderator to check. */
  claims: ClaimableFlag[]
  /** The member's note to the moderators. */
  memberNote: string | null
}

export type PendingVenuesPage = { items: PendingVenue[]; total: number; page: number; pageCount: number }

/** Suggested venues, oldest first (first come, first served). */
export async function listPendingVenues(
  db: Db,
  options: { page?: number; pageSize?: number; language?: Language } = {},
): Promise<PendingVenuesPage> {
  const language = options.language ?? 'en'
  const pageSize = options.pageSize ?? MODERATION_LIMITS.pageSize
  const [counted] = await db.select({ n: count() }).from(venues).where(eq(venues.status, 'pending'))
  const total = counted?.n ?? 0
  const pageCount = Math.max(Math.ceil(total / pageSize), 1)
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1) || 1, 1), pageCount)
  if (total === 0) return { items: [], total, page, pageCount }
  const rows = await db
    .select({
      id: venues.id,
      name: venues.name,
      description: venues.description,
      address: venues.address,
      website: venues.website,
      phone: venues.phone,
      createdAt: venues.createdAt,
      moderationNote: venues.moderationNote,
      suggestedBy: venues.suggestedBy,
      suggesterName: sql<string | null>`${profiles.displayName}`.as('suggester_name_'),
      categorySlug: sql<string | null>`${venueCategories.slug}`.as('category_slug_'),
      categoryName: sql<string | null>`${venueCategories.name}`.as('category_name_'),
      city: sql<string | null>`coalesce(nullif(json_extract(${cities.names}, ${`$.${language}`}), ''), ${cities.name})`.as('city_name_'),
      country:
        sql<string>`coalesce(nullif(json_extract(${countries.names}, ${`$.${language}`}), ''), ${countries.name}, ${venues.countryId})`.as(
          'country_name_',
        ),
    })
    .from(venues)
    .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
    .leftJoin(cities, eq(cities.id, venues.cityId))
    .leftJoin(countries, eq(countries.id, venues.countryId))
    .leftJoin(profiles, eq(profiles.userId, venues.suggestedBy))
    .where(eq(venues.status, 'pending'))
    .orderBy(asc(venues.createdAt), asc(venues.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const items = rows.map((r): PendingVenue => {
    const note = readSuggestionNote(r.moderationNote)
    return {
      id: r.id,
      name: r.name,
      category: r.categorySlug && r.categoryName ? { slug: r.categorySlug, name: r.categoryName } : null,
      city: r.city,
      country: r.country,
      address: r.address,
      website: safeWebsite(r.website),
      phone: r.phone,
      description: r.description,
      createdAt: r.createdAt.toISOString(),
      suggestedBy: r.suggestedBy ? { id: r.suggestedBy, name: r.suggesterName } : null,
      claims: note?.claims ?? [],
      memberNote: note?.note ?? (r.moderationNote && !note ? r.moderationNote : null),
    }
  })
  return { items, total, page, pageCount }
}

/** Only http(s) addresses become links on the moderation screen. */
function safeWebsite(value: string | null) {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export async function countPendingPhotos(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(venuePhotos).where(eq(venuePhotos.status, 'pending'))
  return row?.n ?? 0
}

export { listPendingPhotos }

// ---------------------------------------------------------------- decisions

export type Decision = { ok: true; name: string } | { ok: false; reason: 'not-found' | 'not-pending' }

type Moderator = StaffActor

async function readVenue(db: Db, id: number) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      status: venues.status,
      suggestedBy: venues.suggestedBy,
      language: sql<string | null>`${profiles.language}`.as('suggester_language_'),
    })
    .from(venues)
    .leftJoin(profiles, eq(profiles.userId, venues.suggestedBy))
    .where(eq(venues.id, id))
    .get()
}

/** The suggester's notification, in their language. */
function suggesterNotification(
  venue: { id: number; name: string; suggestedBy: string | null },
  outcome: 'approved' | 'rejected',
  note?: string,
): NotificationInput | null {
  if (!venue.suggestedBy) return null
  const key = (name: string) => `admin:venues.notifications.${name}`
  return {
    userId: venue.suggestedBy,
    kind: outcome === 'approved' ? 'venue_approved' : 'venue_rejected',
    title: { key: key(`${outcome}Title`), values: { name: venue.name } },
    content: outcome === 'approved' ? { key: key('approvedBody') } : { key: key('rejectedBody'), values: { note } },
    // a rejected venue has no public page: the link leads to the form for another suggestion
    actionUrl: outcome === 'approved' ? `/venues/${venue.id}` : '/venues/suggest',
    relatedId: venue.id,
    metadata: { venueId: venue.id },
  }
}

/** Publishes a suggested venue (with the confirmed claims and an optional map position). */
export async function approveVenue(
  db: Db,
  moderator: Moderator,
  input: { venueId: number; rainbowFriendly?: boolean; accessible?: boolean; latitude?: number; longitude?: number },
  realtime: Realtime = {},
): Promise<Decision> {
  const venue = await readVenue(db, input.venueId)
  if (!venue) return { ok: false, reason: 'not-found' }
  if (venue.status !== 'pending') return { ok: false, reason: 'not-pending' }
  const updated = await db
    .update(venues)
    .set({
      status: 'published',
      moderationNote: null,
      rainbowFriendly: !!input.rainbowFriendly,
      accessible: !!input.accessible,
      ...(input.latitude !== undefined && input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : {}),
    })
    .where(and(eq(venues.id, venue.id), eq(venues.status, 'pending')))
    .returning({ id: venues.id })
  if (!updated.length) return { ok: false, reason: 'not-pending' }
  await syncVenueSearchEntry(db, venue.id)
  const notification = suggesterNotification(venue, 'approved')
  if (notification) await createNotification({ db, ...realtime }, notification)
  await recordStaffAction(db, moderator, {
    action: 'VENUE_APPROVED',
    targetType: 'venue',
    targetId: venue.id,
    before: { status: 'pending' },
    after: {
      status: 'published',
      rainbowFriendly: !!input.rainbowFriendly,
      accessible: !!input.accessible,
      ...(input.latitude !== undefined && input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : {}),
    },
    details: { suggestedBy: venue.suggestedBy },
  })
  return { ok: true, name: venue.name }
}

/** Rejects a suggested venue with the moderator's note (kept in moderation_note, sent to the suggester). */
export async function rejectVenue(
  db: Db,
  moderator: Moderator,
  input: { venueId: number; note: string },
  realtime: Realtime = {},
): Promise<Decision> {
  const venue = await readVenue(db, input.venueId)
  if (!venue) return { ok: false, reason: 'not-found' }
  if (venue.status !== 'pending') return { ok: false, reason: 'not-pending' }
  const updated = await db
    .update(venues)
    .set({ status: 'rejected', moderationNote: input.note })
    .where(and(eq(venues.id, venue.id), eq(venues.status, 'pending')))
    .returning({ id: venues.id })
  if (!updated.length) return { ok: false, reason: 'not-pending' }
  await syncVenueSearchEntry(db, venue.id)
  const notification = suggesterNotification(venue, 'rejected', input.note)
  if (notification) await createNotification({ db, ...realtime }, notification)
  await recordStaffAction(db, moderator, {
    action: 'VENUE_REJECTED',
    targetType: 'venue',
    targetId: venue.id,
    before: { status: 'pending' },
    after: { status: 'rejected', note: input.note },
    details: { suggestedBy: venue.suggestedBy },
  })
  return { ok: true, name: venue.name }
}

/** Approves or rejects a photo that waits (rejecting also deletes its file from R2). */
export async function decidePhoto(
  db: Db,
  bucket: R2Bucket | undefined,
  moderator: Moderator,
  input: { photoId: string; decision: 'approved' | 'rejected' },
): Promise<Decision> {
  const photo = await db
    .select({ status: venuePhotos.status, venueId: venuePhotos.venueId, userId: venuePhotos.userId, venueName: venues.name })
    .from(venuePhotos)
    .innerJoin(venues, eq(venues.id, venuePhotos.venueId))
    .where(eq(venuePhotos.id, input.photoId))
    .get()
  if (!photo) return { ok: false, reason: 'not-found' }
  if (photo.status !== 'pending') return { ok: false, reason: 'not-pending' }
  if (!(await setPhotoStatus(db, input.photoId, input.decision, moderator.id, bucket))) return { ok: false, reason: 'not-found' }
  await recordStaffAction(db, moderator, {
    action: input.decision === 'approved' ? 'VENUE_PHOTO_APPROVED' : 'VENUE_PHOTO_REJECTED',
    targetType: 'venue_photo',
    targetId: input.photoId,
    before: { status: 'pending' },
    after: { status: input.decision },
    details: { venueId: photo.venueId, uploaderId: photo.userId },
  })
  return { ok: true, name: photo.venueName }
}
