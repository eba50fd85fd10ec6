/**
 * The event page (SPEC §2 /events/{id}): one D1 round trip (`db.batch`) for the event with its
 * type, place, venue, crew and organizer, its amenities and services, the viewer's own answer
 * and place in line, the attendees a member may see and the country's safety situation.
 *
 * Who sees what: the event by visibleEvent with `drafts` (an organizer sees their own draft, and
 * their event a moderator hid, with the reason; anyone else gets the 404 of an unknown id); the venue link only while the venue is public
 * (visibleVenue); the attendee list only when the organizer shows it, only to members, and of
 * each attendee only a profile the viewer may see (visibleProfile; the others are counted);
 * the online link only to its attendees, its organizer and staff.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  cities,
  communityGroups,
  countries,
  eventAmenities,
  eventAmenityLinks,
  eventRsvps,
  events,
  eventSeries,
  eventServiceLinks,
  eventServices,
  eventTypes,
  profiles,
  venues,
  type EventStatus,
  type RsvpStatus,
  type SERIES_FREQUENCIES,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { VISITOR, type Viewer } from '~/models/viewer'
import { safetyQuery, toSafetyInfo, type SafetyInfo } from '../places/country-safety.server'
import { visibleProfile } from '../members/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'
import { visibleEvent } from './visibility.server'
import { localizedName } from '../places/localized.server'

/** Attendees a page names at most (the rest are counted). */
export const ATTENDEES_SHOWN = 24
/** Other upcoming dates of a series a page links to at most. */
export const SERIES_DATES_SHOWN = 8

/** A repeating event's rule, as its page says it, and its other upcoming dates the viewer may see. */
export type EventSeriesInfo = {
  frequency: (typeof SERIES_FREQUENCIES)[number]
  interval: number
  untilDate: string | null
  occurrenceCount: number | null
  /** The first date (YYYY-MM-DD): its weekday, day and place in the month name the rule. */
  startDate: string
  dates: { id: number; startsAt: Date; cancelled: boolean }[]
}

export type EventAttendee = { userId: string; displayName: string | null; avatarUrl: string | null }

export type EventDetail = {
  id: number
  slug: string
  title: string
  description: string | null
  status: EventStatus
  startsAt: Date
  endsAt: Date | null
  timezone: string
  type: { slug: string; name: string } | null
  /** `id` only where the viewer may open the member's profile; `member`: a member organizes it (not a named group). */
  organizer: { id: string | null; name: string | null; member: boolean }
  crew: { id: string; name: string } | null
  venue: { id: number; name: string } | null
  city: { id: number; name: string } | null
  country: { id: string; name: string; englishName: string } | null
  isOnline: boolean
  /** Null unless the viewer may have it (an attendee, the organizer, staff). */
  onlineUrl: string | null
  locationName: string | null
  address: string | null
  latitude: number | null
  longitude: number | null
  isFree: boolean
  priceCents: number | null
  currency: string | null
  ticketUrl: string | null
  capacity: number | null
  attendingCount: number
  interestedCount: number
  waitlistCount: number
  soldOut: boolean
  cancelled: boolean
  featured: boolean
  imageUrl: string | null
  showAttendees: boolean
  updatedAt: Date
  amenities: { slug: string; name: string }[]
  services: { slug: string; name: string }[]
  /** The viewer's answer, and their place in the waitlist (1 = next). */
  rsvp: RsvpStatus | null
  waitlistPosition: number | null
  /** Null when the list is not for this viewer; else the attendees it may see, and how many others. */
  attendees: { shown: EventAttendee[]; others: number } | null
  safety: SafetyInfo | null
  isOrganizer: boolean
  series: EventSeriesInfo | null
  /** Hidden by a moderator: only its organizer and staff get here, and read why. */
  hidden: { at: Date; reason: string | null } | null
}

export async function getEventDetail(db: Db, viewer: Viewer, id: number, language: Language): Promise<EventDetail | null> {
  // written out: inside a raw subquery drizzle would leave a lone table's columns unqualified
  const seriesOfThis = sql`(SELECT e.series_id FROM events AS e WHERE e.id = ${id})`
  const [rows, amenityRows, serviceRows, ownRows, safetyRows, seriesRows, seriesDates] = await db.batch([
    db
      .select({
        event: events,
        typeSlug: sql<string | null>`${eventTypes.slug}`.as('type_slug'),
        typeName: sql<string | null>`${eventTypes.name}`.as('type_name'),
        crewId: sql<string | null>`${communityGroups.id}`.as('crew_id'),
        crewName: sql<string | null>`${communityGroups.name}`.as('crew_name'),
        // the organizer's profile is linked only where the viewer may open it (a members-only
        // profile is no link for a visitor, not a 'Page not found'); their name shows either way
        organizerShown:
          sql<number>`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.userId} = ${events.organizerId} AND ${visibleProfile(viewer)})`.as(
            'organizer_shown',
          ),
        venueName: sql<
          string | null
        >`(SELECT ${venues.name} FROM ${venues} WHERE ${venues.id} = ${events.venueId} AND ${visibleVenue(VISITOR)})`.as('venue_name'),
        cityName: sql<
          string | null
        >`CASE WHEN ${cities.id} IS NULL THEN NULL ELSE ${localizedName(cities.names, cities.name, language)} END`.as('city_name'),
        countryName: sql<
          string | null
        >`CASE WHEN ${countries.id} IS NULL THEN NULL ELSE ${localizedName(countries.names, countries.name, language)} END`.as(
          'country_name',
        ),
        countryEnglish: sql<string | null>`${countries.name}`.as('country_english'),
      })
      .from(events)
      .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
      .leftJoin(communityGroups, eq(communityGroups.id, events.groupId))
      .leftJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(countries, eq(countries.id, events.countryId))
      .where(and(eq(events.id, id), visibleEvent(viewer, { drafts: true }))),
    db
      .select({ slug: eventAmenities.slug, name: eventAmenities.name })
      .from(eventAmenityLinks)
      .innerJoin(eventAmenities, eq(eventAmenities.id, eventAmenityLinks.amenityId))
      .where(eq(eventAmenityLinks.eventId, id))
      .orderBy(asc(eventAmenities.sortOrder), asc(eventAmenities.name)),
    db
      .select({ slug: eventServices.slug, name: eventServices.name })
      .from(eventServiceLinks)
      .innerJoin(eventServices, eq(eventServices.id, eventServiceLinks.serviceId))
      .where(eq(eventServiceLinks.eventId, id))
      .orderBy(asc(eventServices.sortOrder), asc(eventServices.name)),
    // the viewer's answer and, waitlisted, how many wait before them
    db
      .select({
        status: eventRsvps.status,
        // written out: drizzle leaves a lone table's columns unqualified, which inside the
        // subquery would name w's own
        ahead:
          sql<number>`(SELECT count(*) FROM event_rsvps AS w WHERE w.event_id = event_rsvps.event_id AND w.status = 'waitlisted' AND (w.created_at < event_rsvps.created_at OR (w.created_at = event_rsvps.created_at AND w.user_id < event_rsvps.user_id)))`.as(
            'ahead',
          ),
      })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.userId, viewer?.id ?? ''))),
    safetyQuery(db, sql`(SELECT ${events.countryId} FROM ${events} WHERE ${events.id} = ${id})`),
    db
      .select({
        frequency: eventSeries.frequency,
        interval: eventSeries.interval,
        untilDate: eventSeries.untilDate,
        occurrenceCount: eventSeries.occurrenceCount,
        startDate: eventSeries.startDate,
      })
      .from(eventSeries)
      .where(eq(eventSeries.id, seriesOfThis)),
    // the series' other dates still to come, as far as the viewer may see them
    db
      .select({ id: events.id, startsAt: events.startsAt, cancelled: events.cancelled })
      .from(events)
      .where(and(eq(events.seriesId, seriesOfThis), sql`${events.id} <> ${id}`, gt(events.startsAt, new Date()), visibleEvent(viewer)))
      .orderBy(asc(events.startsAt))
      .limit(SERIES_DATES_SHOWN),
  ])
  const row = rows[0]
  if (!row) return null
  const e = row.event
  const mine = ownRows[0] ?? null
  const isOrganizer = !!viewer && e.organizerId === viewer.id
  // staff as any member (decision 034): the link and a closed guest list are the organizer's and the guests'
  const mayJoinOnline = mine?.status === 'attending' || isOrganizer

  let attendees: EventDetail['attendees'] = null
  if (viewer && (e.showAttendees || isOrganizer)) {
    const shown = await db
      .select({ userId: profiles.userId, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(eventRsvps)
      .innerJoin(profiles, eq(profiles.userId, eventRsvps.userId))
      .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.status, 'attending'), visibleProfile(viewer)))
      .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.userId))
      .limit(ATTENDEES_SHOWN)
    attendees = { shown, others: Math.max(0, e.attendingCount - shown.length) }
  }

  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    status: e.status,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timezone: e.timezone,
    type: row.typeSlug ? { slug: row.typeSlug, name: row.typeName ?? row.typeSlug } : null,
    organizer: { id: row.organizerShown ? e.organizerId : null, name: e.organizerName, member: !!e.organizerId },
    crew: row.crewId ? { id: row.crewId, name: row.crewName ?? '' } : null,
    venue: e.venueId != null && row.venueName ? { id: e.venueId, name: row.venueName } : null,
    city: e.cityId != null && row.cityName ? { id: e.cityId, name: row.cityName } : null,
    country:
      e.countryId && row.countryName
        ? { id: e.countryId, name: row.countryName, englishName: row.countryEnglish ?? row.countryName }
        : null,
    isOnline: e.isOnline,
    onlineUrl: mayJoinOnline ? e.onlineUrl : null,
    locationName: e.locationName,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    isFree: e.isFree,
    priceCents: e.priceCents,
    currency: e.currency,
    ticketUrl: e.ticketUrl,
    capacity: e.capacity,
    attendingCount: e.attendingCount,
    interestedCount: e.interestedCount,
    waitlistCount: e.waitlistCount,
    soldOut: e.soldOut,
    cancelled: e.cancelled,
    featured: e.featured,
    imageUrl: e.imageUrl,
    showAttendees: e.showAttendees,
    updatedAt: e.updatedAt,
    amenities: amenityRows,
    services: serviceRows,
    rsvp: mine?.status ?? null,
    waitlistPosition: mine?.status === 'waitlisted' ? Number(mine.ahead) + 1 : null,
    attendees,
    safety: safetyRows[0] ? toSafetyInfo(safetyRows[0]) : null,
    isOrganizer,
    series: seriesRows[0] ? { ...seriesRows[0], dates: seriesDates } : null,
    hidden: e.hiddenAt ? { at: e.hiddenAt, reason: e.hiddenReason } : null,
  }
}
