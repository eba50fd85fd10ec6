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
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  eventAmenities,
  eventAmenityLinks,
  eventRsvps,
  events,
  eventSeries,
  eventServiceLinks,
  eventServices,
  eventTypes,
  groupMembers,
  profiles,
  venues,
} from '~/db/schema'
import { isLanguage, type Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import { isStaff, VISITOR, type Viewer } from '~/models/viewer'
import { enqueueEmails } from '../mail/emails.server'
import type { EmailMessage } from '../mail/messages'
import { notificationPreferences } from '../members/settings-options'
import { syncSearchEntry } from '../search/search-index.server'
import { createNotifications, type Realtime } from '../notifications/notifications.server'
import { visibleVenue } from '~/models/venues/visibility.server'
import { visibleEvent } from './visibility.server'
import { resolveSuggestionCity, slugify } from '../venues/suggestions.server'
import { longDay, shortTime } from './format'
import { addDays, isValidTimeZone, localDateOf, zonedTimeToInstant } from './local-date'
import { daysBetween, occurrenceDates, ruleText, type Recurrence } from './recurrence.server'
import { deleteUnusedEventImages, storeEventImage } from './images.server'
import { fillFromWaitlist } from './rsvp.server'
import type { EditScope, EventFormInput } from './schema'
import { leadsCrew } from '~/models/crews/visibility.server'

export type EventChoice = { id: number; slug: string; name: string }
export type EventFormChoices = {
  types: EventChoice[]
  amenities: EventChoice[]
  services: EventChoice[]
  /** The crews the member leads (owner or admin): the only ones an event can be for. */
  crews: { id: string; name: string }[]
}

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

/** The form's repeat choice, or null for a one-off event. */
export function recurrenceOf(input: EventFormInput): Recurrence | null {
  if (input.repeat === 'none') return null
  return {
    kind: input.repeat,
    interval: input.repeatInterval,
    ...(input.repeatEnd === 'until' ? { until: input.repeatUntil } : { count: input.repeatCount }),
  }
}

const SERIES_FREQUENCY = { weekly: 'weekly', monthlyDate: 'monthly_date', monthlyWeekday: 'monthly_weekday' } as const

/** The form's event moved to another day (its end moves with it). */
function onDate(input: EventFormInput, date: string): EventFormInput {
  return { ...input, date, endDate: input.endDate ? addDays(input.endDate, daysBetween(input.date, date)) : undefined }
}

/**
 * Creates a member's event (published or a draft). A repeating one becomes its series and an
 * event for each of its dates (each with its own page and answers); the first is returned.
 */
export async function createEvent(
  db: Db,
  media: R2Bucket,
  organizer: { id: string; displayName: string | null },
  input: EventFormInput,
  language: Language,
): Promise<SaveEventResult> {
  const [place, choices] = await Promise.all([resolveEventPlace(db, input, language), resolveChoices(db, organizer.id, input)])
  const problems = [...('field' in place ? [place] : []), ...choices.problems]
  if ('field' in place || problems.length) return { ok: false, problems, cityLabel: 'field' in place ? null : place.cityLabel }
  const recurrence = recurrenceOf(input)
  const dates = recurrence ? occurrenceDates(input.date, recurrence) : [input.date]
  if (recurrence && dates.length < 2)
    return {
      ok: false,
      problems: [{ field: input.repeatEnd === 'until' ? 'repeatUntil' : 'repeatCount', message: 'events:form.errors.repeatNoDates' }],
      cityLabel: place.cityLabel,
    }
  const image = input.image ? await storeEventImage(media, input.image) : null
  if (input.image && !image)
    return { ok: false, problems: [{ field: 'image', message: 'events:form.errors.imageType' }], cityLabel: place.cityLabel }
  try {
    return await insertEvents(db, organizer, input, place, choices, recurrence, dates, image?.url ?? null)
  } catch (error) {
    if (image) await media.delete(image.key)
    throw error
  }
}

async function insertEvents(
  db: Db,
  organizer: { id: string; displayName: string | null },
  input: EventFormInput,
  place: ResolvedPlace,
  choices: Awaited<ReturnType<typeof resolveChoices>>,
  recurrence: Recurrence | null,
  dates: string[],
  imageUrl: string | null,
): Promise<SaveEventResult> {
  const crewName = input.crew
    ? ((await db.select({ name: communityGroups.name }).from(communityGroups).where(eq(communityGroups.id, input.crew)).get())?.name ??
      null)
    : null
  const series = recurrence
    ? await db
        .insert(eventSeries)
        .values({
          frequency: SERIES_FREQUENCY[recurrence.kind],
          interval: recurrence.interval,
          untilDate: recurrence.until ?? null,
          occurrenceCount: recurrence.count ?? null,
          rule: ruleText(input.date, recurrence),
          startDate: input.date,
          timezone: place.timezone,
          organizerId: organizer.id,
        })
        .returning({ id: eventSeries.id })
        .get()
    : null
  const shared = {
    eventTypeId: choices.typeId,
    organizerId: organizer.id,
    organizerName: crewName ?? organizer.displayName,
    status: input.status,
    seriesId: series?.id ?? null,
    imageUrl,
  }
  const base = slugify(input.title) || 'event'
  const [first, ...rest] = dates.map((date) =>
    db
      .insert(events)
      .values({ ...eventValues(onDate(input, date), place), ...shared, slug: `${base}-${crypto.randomUUID().slice(0, 8)}` })
      .returning({ id: events.id }),
  )
  const ids = (await db.batch([first!, ...rest])).map((rows) => rows[0]!.id)
  await saveLinks(db, ids, choices)
  for (const id of ids) await syncSearchEntry(db, 'event', id)
  return { ok: true, id: ids[0]! }
}

/** The events' amenities and services, replaced by the form's (one batch for every occurrence). */
async function saveLinks(db: Db, eventIds: number[], { amenityIds, serviceIds }: { amenityIds: number[]; serviceIds: number[] }) {
  const [first, ...rest] = [
    db.delete(eventAmenityLinks).where(inArray(eventAmenityLinks.eventId, eventIds)),
    db.delete(eventServiceLinks).where(inArray(eventServiceLinks.eventId, eventIds)),
    // D1 binds at most 100 values a statement: two a row
    ...chunks(
      eventIds.flatMap((eventId) => amenityIds.map((amenityId) => ({ eventId, amenityId }))),
      50,
    ).map((rows) => db.insert(eventAmenityLinks).values(rows)),
    ...chunks(
      eventIds.flatMap((eventId) => serviceIds.map((serviceId) => ({ eventId, serviceId }))),
      50,
    ).map((rows) => db.insert(eventServiceLinks).values(rows)),
  ]
  await db.batch([first, ...rest])
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, k) => items.slice(k * size, (k + 1) * size))

/**
 * The event as its edit form starts, when the viewer may edit it: its organizer, or staff where
 * visibleEvent (with drafts) lets them read it (decision 034: not another member's draft nor a
 * private crew's event). `anyEvent`: staff's moderation powers (cancelling) reach every event.
 */
export async function eventForEditing(db: Db, viewer: NonNullable<Viewer>, id: number, { anyEvent = false }: { anyEvent?: boolean } = {}) {
  const row = await db
    .select({
      event: events,
      readable: sql<number>`${visibleEvent(viewer, { drafts: true })}`.as('readable'),
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
  if (row.event.organizerId !== viewer.id && !(isStaff(viewer) && (anyEvent || Number(row.readable)))) return null
  return {
    ...row.event,
    typeSlug: row.typeSlug,
    amenitySlugs: row.amenities?.split(',') ?? [],
    serviceSlugs: row.services?.split(',') ?? [],
  }
}
export type EditableEvent = NonNullable<Awaited<ReturnType<typeof eventForEditing>>>

/**
 * The occurrences a change applies to: the event itself, or (scope 'following', for an
 * occurrence of a series) it and every later one of its series that still goes ahead.
 */
async function occurrencesFrom(db: Db, current: EditableEvent, scope: EditScope) {
  const self = {
    id: current.id,
    localDate: current.localDate ?? localDateOf(current.startsAt, current.timezone),
    capacity: current.capacity,
    imageUrl: current.imageUrl,
  }
  if (scope === 'one' || current.seriesId == null) return [self]
  const later = await db
    .select({
      id: events.id,
      localDate: events.localDate,
      startsAt: events.startsAt,
      timezone: events.timezone,
      capacity: events.capacity,
      imageUrl: events.imageUrl,
    })
    .from(events)
    .where(
      and(
        eq(events.seriesId, current.seriesId),
        gte(events.startsAt, current.startsAt),
        eq(events.cancelled, false),
        sql`${events.id} <> ${current.id}`,
        // the series' own organizer's occurrences (staff edit them on their behalf)
        current.organizerId ? eq(events.organizerId, current.organizerId) : sql`1`,
      ),
    )
    .orderBy(asc(events.startsAt))
  return [self, ...later.map((row) => ({ ...row, localDate: row.localDate ?? localDateOf(row.startsAt, row.timezone) }))]
}

/** How many later occurrences of its series a change with scope 'following' would reach too. */
export async function laterOccurrenceCount(db: Db, event: EditableEvent): Promise<number> {
  if (event.seriesId == null) return 0
  return (await occurrencesFrom(db, event, 'following')).length - 1
}

/**
 * Saves the organizer's changes, to this occurrence or (scope 'following') to it and the later
 * ones of its series: each keeps its own date, moved by as many days as this one was. A larger
 * capacity fills from the waitlist.
 */
export async function updateEvent(
  db: Db,
  media: R2Bucket,
  viewer: NonNullable<Viewer>,
  id: number,
  input: EventFormInput,
  language: Language,
  realtime: Realtime = {},
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
  const image = input.image ? await storeEventImage(media, input.image) : null
  if (input.image && !image)
    return { ok: false, problems: [{ field: 'image', message: 'events:form.errors.imageType' }], cityLabel: place.cityLabel }
  // a new image replaces the old one; 'remove' takes it away; else each date keeps its own
  const imageChange = image ? { imageUrl: image.url } : input.removeImage ? { imageUrl: null } : {}
  const targets = await occurrencesFrom(db, current, input.scope)
  const shift = daysBetween(targets[0]!.localDate, input.date)
  const [first, ...rest] = targets.map((target, k) =>
    db
      .update(events)
      .set({
        ...eventValues(onDate(input, addDays(target.localDate, shift)), place),
        eventTypeId: choices.typeId,
        ...imageChange,
        // later occurrences keep their own state but follow a draft being published
        ...(k === 0 ? { status } : status === 'published' ? { status } : {}),
      })
      .where(eq(events.id, target.id)),
  )
  try {
    await db.batch([first!, ...rest])
  } catch (error) {
    if (image) await media.delete(image.key)
    throw error
  }
  if ('imageUrl' in imageChange)
    await deleteUnusedEventImages(
      db,
      media,
      targets.map((t) => t.imageUrl),
    )
  await saveLinks(
    db,
    targets.map((t) => t.id),
    choices,
  )
  for (const target of targets) {
    await syncSearchEntry(db, 'event', target.id)
    if ((input.capacity ?? Infinity) > (target.capacity ?? Infinity) || (target.capacity != null && input.capacity == null))
      await fillFromWaitlist(db, target.id, undefined, realtime)
  }
  return { ok: true, id }
}

/** How the members who answered an event hear of a change: email through the queue, and the app. */
export type EventNoticeDelivery = { queue: Queue<EmailMessage>; origin: string; realtime?: Realtime }

/**
 * Cancels an event (its organizer or staff), or with scope 'following' an occurrence and the later
 * ones of its series: they stay visible, say so and take no answers. Each member who answered
 * (going, interested, waiting) is told once, in their language, in the app and by email through
 * the queue, as far as their 'event' notification preferences allow: of the first date they
 * answered, and how many later ones went with it.
 */
export async function cancelEvent(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: number,
  { queue, origin, realtime }: EventNoticeDelivery,
  scope: EditScope = 'one',
): Promise<boolean> {
  const current = await eventForEditing(db, viewer, id, { anyEvent: true })
  if (!current || current.cancelled) return false
  const ids = (await occurrencesFrom(db, current, scope)).map((target) => target.id)
  await db.update(events).set({ status: 'cancelled', cancelled: true }).where(inArray(events.id, ids))
  for (const eventId of ids) await syncSearchEntry(db, 'event', eventId)
  const answers = await db
    .select({
      userId: eventRsvps.userId,
      eventId: eventRsvps.eventId,
      startsAt: events.startsAt,
      language: profiles.language,
      settings: profiles.notificationSettings,
      email: accounts.email,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .innerJoin(accounts, eq(accounts.id, eventRsvps.userId))
    .leftJoin(profiles, eq(profiles.userId, eventRsvps.userId))
    .where(and(inArray(eventRsvps.eventId, ids), eq(accounts.status, 'active')))
    .orderBy(asc(events.startsAt))
  // each member once: their first cancelled date, and how many more
  type Member = (typeof answers)[number] & { more: number }
  const members = new Map<string, Member>()
  for (const answer of answers) {
    if (answer.userId === viewer.id) continue
    const seen = members.get(answer.userId)
    if (seen) seen.more += 1
    else members.set(answer.userId, { ...answer, more: 0 })
  }
  const byLanguage = new Map<Language, Member[]>()
  for (const member of members.values()) {
    const lng: Language = member.language && isLanguage(member.language) ? member.language : 'en'
    byLanguage.set(lng, [...(byLanguage.get(lng) ?? []), member])
  }
  for (const [language, group] of byLanguage) {
    const i18n = await serverI18n(language)
    const title = i18n.t('events:notifications.cancelledTitle', { title: current.title })
    const bodyFor = (more: number) =>
      more ? i18n.t('events:notifications.cancelledSeriesBody', { count: more }) : i18n.t('events:notifications.cancelledBody')
    await createNotifications(
      { db, ...realtime },
      group.map(({ userId, eventId, more }) => ({
        userId,
        kind: 'event_cancelled' as const,
        title,
        content: bodyFor(more),
        actionUrl: `/events/${eventId}`,
        relatedId: eventId,
        metadata: { eventId },
      })),
    )
    // one queue call for a language's members (an event of hundreds is not hundreds of calls)
    await enqueueEmails(
      queue,
      group
        .filter((member) => member.email && notificationPreferences(member.settings).event_invite.email)
        .map((member) => {
          const day = `${longDay(member.startsAt, current.timezone, language)}, ${shortTime(member.startsAt, current.timezone, language)}`
          return {
            template: 'event_cancelled' as const,
            to: member.email!,
            locale: language,
            data: {
              title: current.title,
              date: member.more ? i18n.t('events:notifications.cancelledDates', { date: day, count: member.more }) : day,
              eventUrl: new URL(`/events/${member.eventId}`, origin).toString(),
            },
          }
        }),
    )
  }
  return true
}

/**
 * The directory venue an event form starts at (/events/new?venue=, or the event being edited):
 * only while the venue is public (visibleVenue, the rule the form's save checks too), else null.
 */
export async function eventFormVenue(db: Db, venueId: number | null): Promise<{ id: number; name: string } | null> {
  if (venueId == null) return null
  const venue = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(and(eq(venues.id, venueId), visibleVenue(VISITOR)))
    .get()
  return venue ?? null
}
