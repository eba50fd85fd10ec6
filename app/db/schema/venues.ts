/**
 * Venues (safe spaces), their lookup lists, reviews, photos and check-ins.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, unique, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { cities, countries } from './geo'
import type { WeeklyHours } from './values'
import { bool, boolCheck, boolChecks, c, createdAt, enumCheck, lookupTable, rawCheck, timestamp, updatedAt } from './helpers'

/** A column in descending order, for an index that yields an ORDER BY … DESC. */
const down = (column: Parameters<typeof c>[0]) => sql`${c(column)} DESC`

// ---------------------------------------------------------------- lookups (admin screens)

export const venueCategories = lookupTable('venue_categories')
export const venueAmenities = lookupTable('venue_amenities')
export const venueServices = lookupTable('venue_services')
export const accessibilityAttributes = lookupTable('accessibility_attributes')
export const targetGroups = lookupTable('target_groups')

// ---------------------------------------------------------------- venues

export const VENUE_STATUSES = ['pending', 'published', 'rejected', 'archived'] as const
export type VenueStatus = (typeof VENUE_STATUSES)[number]

// Weekdays and the weekly-hours shape live in ./values, free of drizzle, so pages that only
// compute open/closed do not ship the schema to the browser.
export { WEEKDAYS, type Weekday, type WeeklyHours } from './values'

/** What the lists test of each venue besides its place (and category): the last columns of the rating indexes. */
const tested = (t: {
  certifiedSafeSpace: AnySQLiteColumn
  havenOwned: AnySQLiteColumn
  rainbowFriendly: AnySQLiteColumn
  accessible: AnySQLiteColumn
  communityVerified: AnySQLiteColumn
  openFrom: AnySQLiteColumn
  openUntil: AnySQLiteColumn
}) => [t.certifiedSafeSpace, t.havenOwned, t.rainbowFriendly, t.accessible, t.communityVerified, t.openFrom, t.openUntil] as const

export const venues = sqliteTable(
  'venues',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: integer('category_id').references(() => venueCategories.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    address: text('address'),
    postalCode: text('postal_code'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** IANA zone, e.g. 'Europe/Berlin' (for opening hours). */
    timezone: text('timezone'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Handle without '@'. */
    instagram: text('instagram'),
    /** 1..4 */
    priceLevel: integer('price_level'),
    imageUrl: text('image_url'),
    hours: text('hours', { mode: 'json' }).$type<WeeklyHours>(),
    certifiedSafeSpace: bool('certified_safe_space').notNull().default(false),
    havenOwned: bool('haven_owned').notNull().default(false),
    rainbowFriendly: bool('rainbow_friendly').notNull().default(false),
    accessible: bool('accessible').notNull().default(false),
    communityVerified: bool('community_verified').notNull().default(false),
    featured: bool('featured').notNull().default(false),
    status: text('status', { enum: VENUE_STATUSES }).notNull().default('pending'),
    suggestedBy: text('suggested_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Moderator's note (e.g. reason for rejection). */
    moderationNote: text('moderation_note'),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    checkInCount: integer('check_in_count').notNull().default(0),
    /**
     * The open window (models/venues/open-window.ts), in ms since the epoch: open at `t` when
     * open_from <= t < open_until; null open_from: never opens. A window whose open_until has
     * passed is stale (0 for a new venue, below 0 once its hours or zone change: migration 0012)
     * until the Cron Trigger computes it again; the lists judge stale venues by their hours.
     */
    openFrom: integer('open_from'),
    openUntil: integer('open_until').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each order a list offers has an index that yields it, so a page walks the index and stops
    // after its rows instead of sorting every match (the query-plan test checks it): the
    // directory's orders (rating, check-ins, name, newest), the place pages' (featured first),
    // and the directory's default order within a country.
    // The rating indexes (the default order, alone or within a place or category) end with what
    // the lists test of each venue: its flags and its open window. A capped count then reads no
    // rows, only the index (in workerd a row costs ~2 µs: 'open now' counted 2 234 of them, 5 ms;
    // now 0), and a page reads only its own rows (migration 0012).
    index('venues_status_rating_idx').on(t.status, down(t.ratingAvg), down(t.ratingCount), t.id, t.categoryId, ...tested(t)),
    index('venues_status_check_ins_idx').on(t.status, down(t.checkInCount), down(t.ratingAvg), down(t.ratingCount), t.id),
    index('venues_status_name_idx').on(t.status, sql`${c(t.name)} COLLATE NOCASE`, t.id),
    index('venues_status_created_idx').on(t.status, t.createdAt),
    index('venues_country_rating_idx').on(t.countryId, t.status, down(t.ratingAvg), down(t.ratingCount), t.id, t.categoryId, ...tested(t)),
    index('venues_country_featured_idx').on(t.countryId, t.status, down(t.featured), down(t.ratingAvg), down(t.ratingCount), t.id),
    index('venues_city_featured_idx').on(t.cityId, t.status, down(t.featured), down(t.ratingAvg), down(t.ratingCount), t.id),
    index('venues_city_rating_idx').on(t.cityId, t.status, down(t.ratingAvg), down(t.ratingCount), t.id, t.categoryId, ...tested(t)),
    index('venues_category_rating_idx').on(t.categoryId, t.status, down(t.ratingAvg), down(t.ratingCount), t.id, ...tested(t)),
    index('venues_status_featured_idx').on(t.status, t.featured),
    index('venues_status_safe_space_idx').on(t.status, t.certifiedSafeSpace),
    index('venues_status_haven_owned_idx').on(t.status, t.havenOwned),
    index('venues_status_rainbow_idx').on(t.status, t.rainbowFriendly),
    index('venues_status_accessible_idx').on(t.status, t.accessible),
    index('venues_status_verified_idx').on(t.status, t.communityVerified),
    // a map area: the visible venues in a band of latitude, read from the index alone (its probe
    // and a small area's list start here; a large one walks the order's index: directory.server.ts)
    index('venues_area_idx').on(t.status, t.latitude, t.longitude),
    // the stale windows, for the Cron Trigger and the lists
    index('venues_open_until_idx').on(t.openUntil),
    index('venues_suggested_by_idx').on(t.suggestedBy),
    enumCheck('venues', t.status, VENUE_STATUSES),
    ...boolChecks('venues', t.certifiedSafeSpace, t.havenOwned, t.rainbowFriendly, t.accessible, t.communityVerified, t.featured),
    rawCheck('venues_price_level_check', sql`${c(t.priceLevel)} IS NULL OR ${c(t.priceLevel)} BETWEEN 1 AND 4`),
    rawCheck('venues_latitude_check', sql`${c(t.latitude)} IS NULL OR ${c(t.latitude)} BETWEEN -90 AND 90`),
    rawCheck('venues_longitude_check', sql`${c(t.longitude)} IS NULL OR ${c(t.longitude)} BETWEEN -180 AND 180`),
    rawCheck('venues_rating_avg_check', sql`${c(t.ratingAvg)} BETWEEN 0 AND 5`),
    rawCheck('venues_counts_check', sql`${c(t.ratingCount)} >= 0 AND ${c(t.checkInCount)} >= 0`),
  ],
)

// ---------------------------------------------------------------- many-to-many links

export const venueAmenityLinks = sqliteTable(
  'venue_amenity_links',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => venueAmenities.id, { onDelete: 'cascade' }),
  },
  // (item, venue) on every link table: a count driven by an item's links reads this index alone
  // (directory.server.ts, linkToDriveBy), never each link's row
  (t) => [primaryKey({ columns: [t.venueId, t.amenityId] }), index('venue_amenity_links_amenity_idx').on(t.amenityId, t.venueId)],
)

export const venueServiceLinks = sqliteTable(
  'venue_service_links',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => venueServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.serviceId] }), index('venue_service_links_service_idx').on(t.serviceId, t.venueId)],
)

export const venueAccessibilityLinks = sqliteTable(
  'venue_accessibility_links',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => accessibilityAttributes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.attributeId] }),
    index('venue_accessibility_links_attribute_idx').on(t.attributeId, t.venueId),
  ],
)

export const venueTargetGroupLinks = sqliteTable(
  'venue_target_group_links',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    targetGroupId: integer('target_group_id')
      .notNull()
      .references(() => targetGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.targetGroupId] }),
    index('venue_target_group_links_group_idx').on(t.targetGroupId, t.venueId),
  ],
)

// ---------------------------------------------------------------- member contributions

export const venueReviews = sqliteTable(
  'venue_reviews',
  {
    id: text('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body'),
    hidden: bool('hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('venue_reviews_venue_user_unique').on(t.venueId, t.userId),
    index('venue_reviews_venue_created_idx').on(t.venueId, t.createdAt),
    index('venue_reviews_user_idx').on(t.userId),
    rawCheck('venue_reviews_rating_check', sql`${c(t.rating)} BETWEEN 1 AND 5`),
    boolCheck('venue_reviews', t.hidden),
  ],
)

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const
export type PhotoStatus = (typeof PHOTO_STATUSES)[number]

export const venuePhotos = sqliteTable(
  'venue_photos',
  {
    id: text('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Uploader; null for admin/imported photos. Deleting the member deletes their photos. */
    userId: text('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    r2Key: text('r2_key'),
    url: text('url').notNull(),
    caption: text('caption'),
    width: integer('width'),
    height: integer('height'),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('pending'),
    /** The moderator who approved or rejected it, and when (null while pending or for trusted uploads). */
    reviewedBy: text('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_photos_venue_status_idx').on(t.venueId, t.status, t.createdAt),
    index('venue_photos_user_idx').on(t.userId),
    index('venue_photos_status_idx').on(t.status, t.createdAt),
    enumCheck('venue_photos', t.status, PHOTO_STATUSES),
  ],
)

export const venueCheckIns = sqliteTable(
  'venue_check_ins',
  {
    id: text('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in the venue's local time. */
    day: text('day').notNull(),
    isPrivate: bool('is_private').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('venue_check_ins_venue_user_day_unique').on(t.venueId, t.userId, t.day),
    index('venue_check_ins_user_created_idx').on(t.userId, t.createdAt),
    index('venue_check_ins_venue_created_idx').on(t.venueId, t.createdAt),
    boolCheck('venue_check_ins', t.isPrivate),
    rawCheck('venue_check_ins_day_check', sql`${c(t.day)} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`),
  ],
)

export type VenueCategory = typeof venueCategories.$inferSelect
export type VenueAmenity = typeof venueAmenities.$inferSelect
export type VenueService = typeof venueServices.$inferSelect
export type AccessibilityAttribute = typeof accessibilityAttributes.$inferSelect
export type TargetGroup = typeof targetGroups.$inferSelect
export type Venue = typeof venues.$inferSelect
export type NewVenue = typeof venues.$inferInsert
export type VenueReview = typeof venueReviews.$inferSelect
export type VenuePhoto = typeof venuePhotos.$inferSelect
export type VenueCheckIn = typeof venueCheckIns.$inferSelect
