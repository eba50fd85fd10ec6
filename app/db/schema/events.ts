/**
 * Events, their lookup lists and RSVPs.
 * starts_at / ends_at are UTC instants (ms); `timezone` is the event's IANA zone for display.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { cities, countries } from './geo'
import { communityGroups } from './crews'
import { bool, boolChecks, c, createdAt, enumCheck, lookupTable, rawCheck, timestamp, updatedAt } from './helpers'
import { venues } from './venues'

export const eventTypes = lookupTable('event_types')
export const eventAmenities = lookupTable('event_amenities')
export const eventServices = lookupTable('event_services')

export const SERIES_FREQUENCIES = ['weekly', 'monthly_date', 'monthly_weekday'] as const

/**
 * A repeating event's rule (app/models/events/recurrence.server.ts). Its occurrences are rows of
 * `events` of their own (series_id), made when the series is created; the rule is kept as the
 * organizer gave it, for the pages' 'Repeats …' line and for exports.
 */
export const eventSeries = sqliteTable(
  'event_series',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    frequency: text('frequency', { enum: SERIES_FREQUENCIES }).notNull(),
    /** Every `interval` weeks or months (1–12). */
    interval: integer('interval').notNull().default(1),
    /** The last day it may fall on, in its zone (YYYY-MM-DD), or… */
    untilDate: text('until_date'),
    /** …how many times it happens. */
    occurrenceCount: integer('occurrence_count'),
    /** RFC 5545, e.g. 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6' (floating: the zone's wall clock). */
    rule: text('rule').notNull(),
    /** The first occurrence's date and zone: the rule's start. */
    startDate: text('start_date').notNull(),
    timezone: text('timezone').notNull(),
    organizerId: text('organizer_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('event_series', t.frequency, SERIES_FREQUENCIES),
    rawCheck('event_series_interval_check', sql`${c(t.interval)} BETWEEN 1 AND 12`),
  ],
)

/**
 * What an upcoming list's count reads of an event besides its start: the window's end,
 * visibleEvent's columns and the list's filters. The start, place and type indexes a count
 * walks hold them after their own columns (`lead` is left out: it is already there).
 */
const LISTED_BY_INDEX = [
  'endsAt',
  'status',
  'hiddenAt',
  'groupId',
  'organizerId',
  'countryId',
  'cityId',
  'eventTypeId',
  'isFree',
  'isOnline',
] as const
function listedByIndex<T extends Record<(typeof LISTED_BY_INDEX)[number], SQLiteColumn>>(t: T, lead: (typeof LISTED_BY_INDEX)[number]) {
  return LISTED_BY_INDEX.filter((name) => name !== lead).map((name) => t[name])
}

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'archived'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    /** Member who created/hosts it; null for editorial events or once the account is deleted. */
    organizerId: text('organizer_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Display name of the organizer (free text, e.g. an organisation). */
    organizerName: text('organizer_name'),
    groupId: text('group_id').references(() => communityGroups.id, { onDelete: 'set null' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    isOnline: bool('is_online').notNull().default(false),
    locationName: text('location_name'),
    address: text('address'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at'),
    /** IANA zone, e.g. 'Europe/Berlin'. */
    timezone: text('timezone').notNull(),
    /**
     * The day it starts on in its own zone ('YYYY-MM-DD'): the calendar's day and the date
     * filters' (an event at 23:00 in Auckland is on that day for everyone). Written with
     * starts_at (app/models/events/local-date.ts); the Cron Trigger fills rows older code left empty.
     */
    localDate: text('local_date'),
    isFree: bool('is_free').notNull().default(true),
    priceCents: integer('price_cents'),
    /** ISO 4217, e.g. 'EUR'. */
    currency: text('currency'),
    ticketUrl: text('ticket_url'),
    /** An online event's link: shown to its attendees (and organizer) only. */
    onlineUrl: text('online_url'),
    capacity: integer('capacity'),
    soldOut: bool('sold_out').notNull().default(false),
    /** Shown as "Cancelled". status 'cancelled' requires cancelled = 1. */
    cancelled: bool('cancelled').notNull().default(false),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('published'),
    featured: bool('featured').notNull().default(false),
    /**
     * Hidden by a moderator (migration 0019): gone for everyone but staff and its organizer, who
     * see it with the reason where drafts are asked for (visibleEvent). Null while shown.
     */
    hiddenAt: timestamp('hidden_at'),
    /** The moderator who hid it (null once their account is gone). */
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Why, as the organizer reads it on their event's page. */
    hiddenReason: text('hidden_reason'),
    /** '/media/events/{uuid}.{ext}' (R2, metadata removed), shared by the dates of a series. */
    imageUrl: text('image_url'),
    /**
     * Whether members may see who attends (the organizer's choice); visitors never do. Without a
     * CHECK: SQLite adds one only by rebuilding the table, and rebuilding events in D1 (which
     * ignores foreign_keys=OFF) would cascade-delete its RSVPs and links. The forms write 0 or 1.
     */
    showAttendees: bool('show_attendees').notNull().default(false),
    /** The repeating series it is an occurrence of, if any. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /** The three counts are kept by triggers on event_rsvps (migration 0016). */
    attendingCount: integer('attending_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the upcoming list walks it from (now - the longest event) and tests the end in the index
    // and holds what a count reads of an event (LISTED_BY_INDEX): a list without a place, type or
    // crew names it (eventsAsListed) and counts to '1,000+' on it alone
    index('events_starts_ends_idx').on(t.startsAt, t.endsAt, ...listedByIndex(t, 'endsAt')),
    // the calendar's days and totals from the index alone: it holds what visibleEvent reads of an event
    index('events_local_date_idx').on(t.localDate, t.startsAt, t.status, t.hiddenAt, t.groupId, t.organizerId),
    // online events are few (one in twenty): their list starts from them, not from every event
    index('events_online_starts_idx').on(t.isOnline, t.startsAt, t.endsAt),
    // a filtered list's count to '1,000+' walks one of these three alone (issue 39): each holds, after its
    // start, what the count reads of an event (LISTED_BY_INDEX); reading every walked event's row
    // cost 26–36 ms of SQLite for a filter few upcoming events match
    index('events_city_starts_idx').on(t.cityId, t.startsAt, ...listedByIndex(t, 'cityId')),
    index('events_country_starts_idx').on(t.countryId, t.startsAt, ...listedByIndex(t, 'countryId')),
    index('events_venue_starts_idx').on(t.venueId, t.startsAt),
    index('events_group_starts_idx').on(t.groupId, t.startsAt),
    // (the third of the covering indexes above)
    index('events_type_starts_idx').on(t.eventTypeId, t.startsAt, ...listedByIndex(t, 'eventTypeId')),
    // not covering: SQLite (no ANALYZE) would then take it for every list, two ranges (published,
    // cancelled) whose upcoming matches it sorts whole before the page (see eventsAsListed)
    index('events_status_starts_idx').on(t.status, t.startsAt),
    index('events_status_featured_starts_idx').on(t.status, t.featured, t.startsAt),
    index('events_series_starts_idx').on(t.seriesId, t.startsAt),
    index('events_organizer_idx').on(t.organizerId, t.startsAt),
    // /media/events/…: the image's rows, to serve it by the events' rule (workers/api/media.ts)
    index('events_image_idx')
      .on(t.imageUrl)
      .where(sql`${c(t.imageUrl)} IS NOT NULL`),
    // the back office's 'hidden' filter: few rows, so a partial index (never used by the public lists)
    index('events_hidden_idx')
      .on(t.hiddenAt)
      .where(sql`${c(t.hiddenAt)} IS NOT NULL`),
    index('events_title_nocase_idx').on(sql`${c(t.title)} COLLATE NOCASE`),
    enumCheck('events', t.status, EVENT_STATUSES),
    ...boolChecks('events', t.isOnline, t.isFree, t.soldOut, t.cancelled, t.featured),
    rawCheck('events_ends_after_starts_check', sql`${c(t.endsAt)} IS NULL OR ${c(t.endsAt)} >= ${c(t.startsAt)}`),
    rawCheck('events_price_check', sql`${c(t.priceCents)} IS NULL OR ${c(t.priceCents)} >= 0`),
    rawCheck('events_capacity_check', sql`${c(t.capacity)} IS NULL OR ${c(t.capacity)} >= 0`),
    rawCheck('events_cancelled_status_check', sql`${c(t.status)} <> 'cancelled' OR ${c(t.cancelled)} = 1`),
    rawCheck('events_counts_check', sql`${c(t.attendingCount)} >= 0 AND ${c(t.interestedCount)} >= 0`),
  ],
)

export const eventAmenityLinks = sqliteTable(
  'event_amenity_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => eventAmenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.amenityId] }), index('event_amenity_links_amenity_idx').on(t.amenityId)],
)

export const eventServiceLinks = sqliteTable(
  'event_service_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => eventServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.serviceId] }), index('event_service_links_service_idx').on(t.serviceId)],
)

/** 'waitlisted': asked to attend while the event was full; the first in line gets a freed place. */
export const RSVP_STATUSES = ['attending', 'interested', 'waitlisted'] as const
export type RsvpStatus = (typeof RSVP_STATUSES)[number]

export const eventRsvps = sqliteTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_rsvps_user_idx').on(t.userId),
    // attendees in order, and the waitlist's first in line
    index('event_rsvps_event_status_idx').on(t.eventId, t.status, t.createdAt),
    enumCheck('event_rsvps', t.status, RSVP_STATUSES),
  ],
)

/**
 * A member's private calendar feed of the events they attend: a secret URL
 * (/events/calendar/{token}.ics) a calendar app can poll without a session. Only the token's
 * SHA-256 is stored; revoking deletes the row, a new one replaces it.
 */
export const eventCalendarFeeds = sqliteTable('event_calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
})

export type EventType = typeof eventTypes.$inferSelect
export type EventAmenity = typeof eventAmenities.$inferSelect
export type EventService = typeof eventServices.$inferSelect
/** Named EventRow to avoid shadowing the DOM `Event` type. */
export type EventRow = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type EventRsvp = typeof eventRsvps.$inferSelect
