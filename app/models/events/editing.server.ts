/**
 * Creating, editing and cancelling events (/events/new, /events/{id}/edit). Who may: any member
 * creates; the organizer and staff edit and cancel. A crew event only for a crew the member
 * leads (owner or admin); a venue only while it is public. The place decides the time zone (the
 * venue's, else the city's; an online event without a city names its own), and the form's wall
 * clock times become instants in it (zonedTimeToInstant), with the event's local day.
 *
 * After a change: the search index follows the event (syncSearchEntry), a larger capacity gives
 * its new places to the waitlist (fillFromWaitlist), and a cancellation tells everyone who
 * answered, in their language.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  eventAmenities,
  eventAmenityLinks,
  eventRsvps,
  events,
  eventServiceLinks,
  eventServices,
  eventTypes,
  groupMembers,
  notifications,
  profiles,
  venues,
} from '~/db/schema'
import { isLanguage, type Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import { isStaff, VISITOR, type Viewer } from '~/models/viewer'
import { enqueueEmail } from '../mail/emails.server'
import type { EmailMessage } from '../mail/messages'
import { notificationPreferences } from '../members/settings-options'
import { syncSearchEntry } from '../search/search-index.server'
import { visibleVenue } from '../venues/directory.server'
import { resolveSuggestionCity, slugify } from '../venues/suggestions.server'
import { longDay, shortTime } from './format'
import { isValidTimeZone, localDateOf, zonedTimeToInstant } from './local-date'
import { fillFromWaitlist } from './rsvp.server'
import type { EventFormInput } from './schema'

export type EventChoice = { id: number; slug: string; name: string }
export type EventFormChoices = {
  types: EventChoice[]
  amenities: EventChoice[]
  services: EventChoice[]
  /** The crews the member leads (owner or admin): the only ones an event can be for. */
  crews: { id: string; name: string }[]
}

const leadsCrew = (userId: string) =>
  and(eq(groupMembers.userId, userId), eq(groupMembers.status, 'active'), inArray(groupMembers.role, ['owner', 'admin']))

/** What the form offers the member (one batch). */
export async function eventFormChoices(db: Db, userId: string): Promise<EventFormChoices> {
  const lookup = (table: typeof eventTypes) =>
    db.select({ id: table.id, slug: table.slug, name: table.name }).from(table).orderBy(asc(table.sortOrder), asc(table.name))
  const [types, amenities, services, crews] = await db.batch([
    lookup(eventTypes),
    lookup(eventAmenities as unknown as typeof eventTypes),
    lookup(eventServices as unknown as typeof eventTypes),
    db
      .select({ id: communityGroups.id, name: communityGroups.name })
      .from(groupMembers)
      .innerJoin(communityGroups, eq(communityGroups.id, groupMembers.groupId))
      .where(leadsCrew(userId))
      .orderBy(asc(communityGroups.name)),
  ])
  return { types, amenities, services, crews }
}

export type ResolvedPlace = {
  venueId: number | null
  cityId: number | null
  countryId: string | null
  timezone: string
  locationName: string | null
  address: string | null
  latitude: number | null
  longitude: number | null
  /** The city's label, shown again with a refused form. */
  cityLabel: string | null
}

export type EventFormProblem = { field: keyof EventFormInput; message: string }

/**
 * The place and zone of the form's event, from the directory: a public venue, or a city found by
 * id or by its typed name. A problem names the field to show it at.
 */
export async function resolveEventPlace(db: Db, input: EventFormInput, language: Language): Promise<ResolvedPlace | EventFormProblem> {
  if (input.mode === 'inperson' && input.venueId != null) {
    const venue = await db
      .select({
        id: venues.id,
        name: venues.name,
        address: venues.address,
        cityId: venues.cityId,
        countryId: venues.countryId,
        timezone: venues.timezone,
        latitude: venues.latitude,
        longitude: venues.longitude,
      })
      .from(venues)
      .where(and(eq(venues.id, input.venueId), visibleVenue(VISITOR)))
      .get()
    if (!venue) return { field: 'venueId', message: 'events:form.errors.venueNotFound' }
    return {
      venueId: venue.id,
      cityId: venue.cityId,
      countryId: venue.countryId,
      timezone: venue.timezone && isValidTimeZone(venue.timezone) ? venue.timezone : 'UTC',
      locationName: input.locationName ?? venue.name,
      address: input.address ?? venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
      cityLabel: null,
    }
  }
  const wantsCity = input.cityId != null || !!input.cityQuery
  const city = wantsCity ? await resolveSuggestionCity(db, { ...input, cityQuery: input.cityQuery ?? '' }, language) : null
  if (wantsCity && !city) return { field: 'cityQuery', message: 'events:form.errors.cityNotFound' }
  if (input.mode === 'inperson' && !city) return { field: 'cityQuery', message: 'events:form.errors.cityRequired' }
  const zone = city?.timezone && isValidTimeZone(city.timezone) ? city.timezone : input.timezone
  if (!zone || !isValidTimeZone(zone)) return { field: 'timezone', message: 'events:form.errors.timezoneRequired' }
  return {
    venueId: null,
    cityId: city?.id ?? null,
    countryId: city?.countryId ?? null,
    timezone: zone,
    locationName: input.mode === 'online' ? null : (input.locationName ?? null),
    address: input.mode === 'online' ? null : (input.address ?? null),
    latitude: null,
    longitude: null,
    cityLabel: city?.label ?? null,
  }
}

/** The lookups' ids for the form's slugs, and whether the member leads the crew it names. */
async function resolveChoices(db: Db, userId: string, input: EventFormInput) {
  const choices = await eventFormChoices(db, userId)
  const ids = (list: EventChoice[], slugs: string[]) => list.filter((item) => slugs.includes(item.slug)).map((item) => item.id)
  const type = input.type ? choices.types.find((t) => t.slug === input.type) : null
  const problems: EventFormProblem[] = []
  if (input.type && !type) problems.push({ field: 'type', message: 'events:form.errors.invalidChoice' })
  if (input.crew && !choices.crews.some((c) => c.id === input.crew))
    problems.push({ field: 'crew', message: 'events:form.errors.notYourCrew' })
  return {
    problems,
    typeId: type?.id ?? null,
    amenityIds: ids(choices.amenities, input.amenities),
    serviceIds: ids(choices.services, input.services),
  }
}

/** The columns the form decides. */
function eventValues(input: EventFormInput, place: ResolvedPlace) {
  const startsAt = zonedTimeToInstant(input.date, input.startTime, place.timezone)
  const endsAt = zonedTimeToInstant(input.endDate ?? input.date, input.endTime, place.timezone)
  const paid = input.price === 'paid'
  return {
    title: input.title,
    description: input.description ?? null,
    venueId: place.venueId,
    cityId: place.cityId,
    countryId: place.countryId,
    isOnline: input.mode === 'online',
    onlineUrl: input.mode === 'online' ? (input.onlineUrl ?? null) : null,
    locationName: input.mode === 'online' ? 'Online' : place.locationName,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    startsAt: new Date(startsAt),
    // a wall clock that repeats or skips an hour can put the end before the start: never
    endsAt: new Date(Math.max(endsAt, startsAt)),
    timezone: place.timezone,
    localDate: localDateOf(startsAt, place.timezone),
    isFree: !paid,
    priceCents: paid && input.priceAmount != null ? Math.round(input.priceAmount * 100) : null,
    currency: paid ? (input.currency ?? null) : null,
    ticketUrl: paid ? (input.ticketUrl ?? null) : null,
    capacity: input.capacity ?? null,
    groupId: input.crew ?? null,
    showAttendees: input.showAttendees === 'on',
  }
}

export type SaveEventResult = { ok: true; id: number } | { ok: false; problems: EventFormProblem[]; cityLabel?: string | null }

/** Creates a member's event (published or a draft). */
export async function createEvent(
  db: Db,
  organizer: { id: string; displayName: string | null },
  input: EventFormInput,
  language: Language,
): Promise<SaveEventResult> {
  const [place, choices] = await Promise.all([resolveEventPlace(db, input, language), resolveChoices(db, organizer.id, input)])
  const problems = [...('field' in place ? [place] : []), ...choices.problems]
  if ('field' in place || problems.length) return { ok: false, problems, cityLabel: 'field' in place ? null : place.cityLabel }
  const crewName = input.crew
    ? ((await db.select({ name: communityGroups.name }).from(communityGroups).where(eq(communityGroups.id, input.crew)).get())?.name ??
      null)
    : null
  const suffix = crypto.randomUUID().slice(0, 8)
  const [row] = await db
    .insert(events)
    .values({
      ...eventValues(input, place),
      slug: `${slugify(input.title) || 'event'}-${suffix}`,
      eventTypeId: choices.typeId,
      organizerId: organizer.id,
      organizerName: crewName ?? organizer.displayName,
      status: input.status,
    })
    .returning({ id: events.id })
  const id = row!.id
  await saveLinks(db, id, choices)
  await syncSearchEntry(db, 'event', id)
  return { ok: true, id }
}

async function saveLinks(db: Db, eventId: number, { amenityIds, serviceIds }: { amenityIds: number[]; serviceIds: number[] }) {
  await db.batch([
    db.delete(eventAmenityLinks).where(eq(eventAmenityLinks.eventId, eventId)),
    db.delete(eventServiceLinks).where(eq(eventServiceLinks.eventId, eventId)),
    ...amenityIds.map((amenityId) => db.insert(eventAmenityLinks).values({ eventId, amenityId })),
    ...serviceIds.map((serviceId) => db.insert(eventServiceLinks).values({ eventId, serviceId })),
  ])
}

/** The event as its edit form starts, when the viewer may edit it (its organizer, or staff). */
export async function eventForEditing(db: Db, viewer: NonNullable<Viewer>, id: number) {
  const row = await db
    .select({
      event: events,
      typeSlug: sql<string | null>`(SELECT ${eventTypes.slug} FROM ${eventTypes} WHERE ${eventTypes.id} = ${events.eventTypeId})`.as(
        'type_slug',
      ),
      amenities: sql<
        string | null
      >`(SELECT group_concat(a.slug) FROM event_amenity_links l JOIN event_amenities a ON a.id = l.amenity_id WHERE l.event_id = ${events.id})`.as(
        'amenity_slugs',
      ),
      services: sql<
        string | null
      >`(SELECT group_concat(s.slug) FROM event_service_links l JOIN event_services s ON s.id = l.service_id WHERE l.event_id = ${events.id})`.as(
        'service_slugs',
      ),
    })
    .from(events)
    .where(eq(events.id, id))
    .get()
  if (!row) return null
  if (row.event.organizerId !== viewer.id && !isStaff(viewer)) return null
  return {
    ...row.event,
    typeSlug: row.typeSlug,
    amenitySlugs: row.amenities?.split(',') ?? [],
    serviceSlugs: row.services?.split(',') ?? [],
  }
}
export type EditableEvent = NonNullable<Awaited<ReturnType<typeof eventForEditing>>>

/** Saves the organizer's changes; a larger capacity fills from the waitlist. */
export async function updateEvent(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: number,
  input: EventFormInput,
  language: Language,
): Promise<SaveEventResult | null> {
  const current = await eventForEditing(db, viewer, id)
  if (!current) return null
  const [place, choices] = await Promise.all([
    resolveEventPlace(db, input, language),
    resolveChoices(db, current.organizerId ?? viewer.id, input),
  ])
  // staff editing someone's crew event keep its crew
  const crewProblems =
    isStaff(viewer) && input.crew === current.groupId ? choices.problems.filter((p) => p.field !== 'crew') : choices.problems
  const problems = [...('field' in place ? [place] : []), ...crewProblems]
  if ('field' in place || problems.length) return { ok: false, problems, cityLabel: 'field' in place ? null : place.cityLabel }
  // a cancelled event stays cancelled; a published one cannot go back to being a draft
  const status = current.status === 'cancelled' ? 'cancelled' : current.status === 'published' ? 'published' : input.status
  await db
    .update(events)
    .set({ ...eventValues(input, place), eventTypeId: choices.typeId, status })
    .where(eq(events.id, id))
  await saveLinks(db, id, choices)
  await syncSearchEntry(db, 'event', id)
  if ((input.capacity ?? Infinity) > (current.capacity ?? Infinity) || (current.capacity != null && input.capacity == null))
    await fillFromWaitlist(db, id)
  return { ok: true, id }
}

/**
 * Cancels an event (its organizer or staff): it stays visible, says so and takes no answers. Each
 * member who answered (going, interested, waiting) is told in their language, in the app and by
 * email through the queue, as far as their 'event' notification preferences allow.
 */
export async function cancelEvent(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: number,
  { queue, origin }: { queue: Queue<EmailMessage>; origin: string },
): Promise<boolean> {
  const current = await eventForEditing(db, viewer, id)
  if (!current || current.cancelled) return false
  await db.update(events).set({ status: 'cancelled', cancelled: true }).where(eq(events.id, id))
  await syncSearchEntry(db, 'event', id)
  const answered = await db
    .select({ userId: eventRsvps.userId, language: profiles.language, settings: profiles.notificationSettings, email: accounts.email })
    .from(eventRsvps)
    .innerJoin(accounts, eq(accounts.id, eventRsvps.userId))
    .leftJoin(profiles, eq(profiles.userId, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, id), eq(accounts.status, 'active')))
  const eventUrl = new URL(`/events/${id}`, origin).toString()
  const byLanguage = new Map<Language, typeof answered>()
  for (const member of answered) {
    if (member.userId === viewer.id) continue
    const lng: Language = member.language && isLanguage(member.language) ? member.language : 'en'
    byLanguage.set(lng, [...(byLanguage.get(lng) ?? []), member])
  }
  for (const [language, members] of byLanguage) {
    const i18n = await serverI18n(language)
    const title = i18n.t('events:notifications.cancelledTitle', { title: current.title })
    const content = i18n.t('events:notifications.cancelledBody')
    const inApp = members.filter((m) => notificationPreferences(m.settings).event_invite.inApp)
    // D1 binds at most 100 values a statement: 10 rows of 8 columns
    for (let k = 0; k < inApp.length; k += 10) {
      await db.insert(notifications).values(
        inApp.slice(k, k + 10).map(({ userId }) => ({
          id: crypto.randomUUID(),
          userId,
          type: 'event' as const,
          title,
          content,
          actionUrl: `/events/${id}`,
          relatedId: String(id),
          metadata: { kind: 'event_cancelled', eventId: id },
        })),
      )
    }
    const date = `${longDay(current.startsAt, current.timezone, language)}, ${shortTime(current.startsAt, current.timezone, language)}`
    for (const member of members) {
      if (!member.email || !notificationPreferences(member.settings).event_invite.email) continue
      await enqueueEmail(queue, {
        template: 'event_cancelled',
        to: member.email,
        locale: language,
        data: { title: current.title, date, eventUrl },
      })
    }
  }
  return true
}
