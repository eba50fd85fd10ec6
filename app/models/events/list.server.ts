/**
 * The event lists (SPEC §2 /events): URL parsing, the filter conditions shared by the list, the
 * month calendar and the iCal and RSS feeds, and their data.
 *
 * Every list reads events through visibleEvent (events.server.ts) for its viewer: a private
 * crew's events are for its members, a blocked organizer's events are gone both ways, drafts
 * never appear. Lists are per viewer (never publicly cached).
 *
 * Bounded at any size (issue 14's rules): the upcoming list walks `events_starts_ends_idx` from
 * (now - MAX_EVENT_MS), the longest an event may last, testing each event's end in the index;
 * the past list walks it backwards from now; a place, a type or a crew starts from its own
 * (…, starts_at) index instead; days (`from`, `to`, the calendar's month) from
 * `events_local_date_idx`. A text is matched in `event_text` (FTS5, migration 0016). Totals stop
 * at EVENT_TOTAL_CAP ('1,000+') and pages end there. test/integration/query-plans.test.ts holds
 * them to their indexes.
 *
 * Lenient by design: a bad or unknown value in the URL is dropped (never a 500); unknown slugs,
 * places and crews are dropped before any list SQL is built.
 */
import { and, asc, Column, desc, eq, gte, is, lt, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { cityParam, countryParam, lenient, pageParam, slugList, slugParam } from '~/utils/url-params'
import type { Db } from '~/db/client'
import {
  accessibilityAttributes,
  cities,
  communityGroups,
  countries,
  eventAmenities,
  eventAmenityLinks,
  events,
  eventServiceLinks,
  eventServices,
  eventTypes,
  venueAccessibilityLinks,
  type RsvpStatus,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import type { Viewer } from '~/models/viewer'
import { cappedCount } from '../site/counting.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleEvent } from './visibility.server'
import { addMonths, monthBounds, MONTH, parseLocalDate } from './local-date'
import {
  CALENDAR_DAY_TITLES,
  EVENT_MODES,
  EVENT_PRICES,
  EVENT_TOTAL_CAP,
  EVENT_VIEWS,
  EVENT_WHEN,
  EVENTS_MAX_PAGE,
  EVENTS_PAGE_SIZE,
  MAX_EVENT_MS,
  MAX_EVENT_QUERY_LENGTH,
  MIN_EVENT_QUERY_LENGTH,
  type EventQuery,
} from './query'
import { localizedName } from '../places/localized.server'
import { searchText } from '~/utils/text-hygiene'

// ------------------------------------------------------------------ URL parsing (zod, lenient)

const crewId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
const MAX_SLUGS = 20

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value != null && (values as readonly string[]).includes(value.trim().toLowerCase()) ? (value.trim().toLowerCase() as T) : null

export const normalizeEventText = (value: string | null) => searchText(value, MAX_EVENT_QUERY_LENGTH)

/** The query a URL asks for (its unusable parts dropped). */
export function parseEventQuery(url: URL): EventQuery {
  const p = url.searchParams
  let from = parseLocalDate(p.get('from'))
  let to = parseLocalDate(p.get('to'))
  if (from && to && to < from) [from, to] = [to, from]
  const month = p.get('month')?.trim() ?? null
  return {
    q: normalizeEventText(p.get('q')),
    country: lenient(countryParam, p.get('country')),
    city: lenient(cityParam, p.get('city')),
    from,
    to,
    type: lenient(slugParam, p.get('type')),
    price: oneOf(EVENT_PRICES, p.get('price')),
    mode: oneOf(EVENT_MODES, p.get('mode')),
    amenities: slugList(p, 'amenity', MAX_SLUGS),
    services: slugList(p, 'service', MAX_SLUGS),
    access: slugList(p, 'access', MAX_SLUGS),
    crew: lenient(crewId, p.get('crew')),
    when: oneOf(EVENT_WHEN, p.get('when')) ?? 'upcoming',
    view: oneOf(EVENT_VIEWS, p.get('view')) ?? 'list',
    month: month && MONTH.test(month) && month >= '1970-01' && month <= '2200-12' ? month : null,
    page: Math.min(lenient(pageParam, p.get('page')) ?? 1, EVENTS_MAX_PAGE),
  }
}

// ------------------------------------------------------------------ resolving a query

export type EventLookup = { id: number; slug: string; name: string }
export type EventLookups = { types: EventLookup[]; amenities: EventLookup[]; services: EventLookup[]; accessibility: EventLookup[] }
export type EventPlace =
  | { kind: 'country'; id: string; name: string; flag: string | null }
  | { kind: 'city'; id: number; name: string; countryId: string; countryName: string; flag: string | null }
export type EventCrew = { id: string; name: string }

/** A query whose slugs, place and crew are known, with the ids its SQL uses. */
export type ResolvedEventQuery = {
  query: EventQuery
  typeId: number | null
  amenityIds: number[]
  serviceIds: number[]
  accessIds: number[]
  /** The text's FTS5 expression; null without a (long enough) text. */
  words: string | null
  /** The text is shorter than MIN_EVENT_QUERY_LENGTH letters: shown, not searched. */
  textTooShort: boolean
}

function lookupsQuery(db: Db) {
  const pick = (kind: keyof EventLookups, table: typeof eventTypes) =>
    db
      .select({
        kind: sql<keyof EventLookups>`${kind}`.as('kind'),
        id: table.id,
        slug: table.slug,
        name: table.name,
        sortOrder: table.sortOrder,
      })
      .from(table)
  return pick('types', eventTypes)
    .unionAll(pick('amenities', eventAmenities as unknown as typeof eventTypes))
    .unionAll(pick('services', eventServices as unknown as typeof eventTypes))
    .unionAll(pick('accessibility', accessibilityAttributes as unknown as typeof eventTypes))
}

/** The chosen city (with its country) or country, by id. */
function placeQuery(db: Db, query: EventQuery, language: Language) {
  if (query.city != null) {
    return db
      .select({
        // aliased: a batch returns rows as objects, where two `id` columns would collide
        cityId: sql<number | null>`${cities.id}`.as('city_id'),
        cityName: localizedName(cities.names, cities.name, language).as('city_name'),
        countryId: sql<string>`${countries.id}`.as('country_id'),
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, query.city))
  }
  return db
    .select({
      cityId: sql<number | null>`NULL`.as('city_id'),
      cityName: sql<string | null>`NULL`.as('city_name'),
      countryId: sql<string>`${countries.id}`.as('country_id'),
      countryName: localizedName(countries.names, countries.name, language).as('country_name'),
      flag: countries.flag,
    })
    .from(countries)
    .where(eq(countries.id, query.country ?? ''))
}

/** The text's FTS5 expression: every word of 2+ letters or digits, quoted, as a prefix. */
export function eventTextWords(q: string): string | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= MIN_EVENT_QUERY_LENGTH)
    .slice(0, 8)
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

export type EventListContext = {
  resolved: ResolvedEventQuery
  lookups: EventLookups
  place: EventPlace | null
  crew: EventCrew | null
  /** Countries with venues, and the chosen country's cities with venues: the place filter's choices. */
  countries: { id: string; name: string; flag: string | null }[]
  cities: { id: number; name: string }[]
}

/**
 * Reads what a query names (lookups, place, crew) and the place filter's choices in one batch,
 * and drops what does not exist (or, for a crew, what the viewer may not see).
 */
export async function resolveEventQuery(db: Db, viewer: Viewer, raw: EventQuery, language: Language): Promise<EventListContext> {
  const placeCountry =
    raw.country != null
      ? sql`${raw.country}`
      : raw.city != null
        ? sql`(SELECT ${cities.countryId} FROM ${cities} WHERE ${cities.id} = ${raw.city})`
        : sql`''`
  const [lookupRows, placeRows, crewRows, countryRows, cityRows] = await db.batch([
    lookupsQuery(db),
    placeQuery(db, raw, language),
    db
      .select({ id: communityGroups.id, name: communityGroups.name })
      .from(communityGroups)
      .where(and(eq(communityGroups.id, raw.crew ?? ''), visibleCrew(viewer))),
    db
      .select({ id: countries.id, name: localizedName(countries.names, countries.name, language).as('country_name'), flag: countries.flag })
      .from(countries)
      .where(sql`${countries.venueCount} > 0`),
    db
      .select({ id: cities.id, name: localizedName(cities.names, cities.name, language).as('city_name') })
      .from(cities)
      .where(and(sql`${cities.countryId} = ${placeCountry}`, sql`${cities.venueCount} > 0`))
      .orderBy(desc(cities.population))
      .limit(200),
  ])

  const lookups: EventLookups = { types: [], amenities: [], services: [], accessibility: [] }
  for (const row of [...lookupRows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))) {
    lookups[row.kind].push({ id: row.id, slug: row.slug, name: row.name })
  }
  const ids = (list: EventLookup[], slugs: string[]) =>
    slugs.map((s) => list.find((l) => l.slug === s)).filter((l): l is EventLookup => !!l)
  const type = raw.type ? (lookups.types.find((l) => l.slug === raw.type) ?? null) : null
  const amenities = ids(lookups.amenities, raw.amenities)
  const services = ids(lookups.services, raw.services)
  const access = ids(lookups.accessibility, raw.access)

  const found = placeRows[0]
  let place: EventPlace | null = null
  if (found && raw.city != null && found.cityId != null) {
    place = {
      kind: 'city',
      id: found.cityId,
      name: found.cityName ?? '',
      countryId: found.countryId,
      countryName: found.countryName,
      flag: found.flag,
    }
  } else if (found && raw.country) {
    place = { kind: 'country', id: found.countryId, name: found.countryName, flag: found.flag }
  }
  const crew = crewRows[0] ?? null
  const words = eventTextWords(raw.q)

  const query: EventQuery = {
    ...raw,
    country: place?.kind === 'country' ? place.id : null,
    city: place?.kind === 'city' ? place.id : null,
    type: type?.slug ?? null,
    amenities: amenities.map((l) => l.slug),
    services: services.map((l) => l.slug),
    access: access.map((l) => l.slug),
    crew: crew?.id ?? null,
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  return {
    resolved: {
      query,
      typeId: type?.id ?? null,
      amenityIds: amenities.map((l) => l.id),
      serviceIds: services.map((l) => l.id),
      accessIds: access.map((l) => l.id),
      words,
      textTooShort: !!raw.q && !words,
    },
    lookups,
    place,
    crew,
    countries: [...countryRows].sort((a, b) => collator.compare(a.name, b.name)),
    cities: place ? [...cityRows].sort((a, b) => collator.compare(a.name, b.name)) : [],
  }
}

// ------------------------------------------------------------------ conditions

/** The filters of a query as SQL over `events` (the time and the viewer's rule apart). */
function filterConditions({ query, typeId, amenityIds, serviceIds, accessIds, words }: ResolvedEventQuery): SQL[] {
  const where: SQL[] = []
  if (query.city != null) where.push(eq(events.cityId, query.city))
  else if (query.country) where.push(eq(events.countryId, query.country))
  if (query.from) where.push(gte(events.localDate, query.from))
  if (query.to) where.push(sql`${events.localDate} <= ${query.to}`)
  if (typeId != null) where.push(eq(events.eventTypeId, typeId))
  if (query.price) where.push(eq(events.isFree, query.price === 'free'))
  if (query.mode) where.push(eq(events.isOnline, query.mode === 'online'))
  for (const id of amenityIds)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${eventAmenityLinks} WHERE ${eventAmenityLinks.eventId} = ${events.id} AND ${eventAmenityLinks.amenityId} = ${id})`,
    )
  for (const id of serviceIds)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${eventServiceLinks} WHERE ${eventServiceLinks.eventId} = ${events.id} AND ${eventServiceLinks.serviceId} = ${id})`,
    )
  for (const id of accessIds)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${venueAccessibilityLinks} WHERE ${venueAccessibilityLinks.venueId} = ${events.venueId} AND ${venueAccessibilityLinks.attributeId} = ${id})`,
    )
  if (query.crew) where.push(eq(events.groupId, query.crew))
  if (words) where.push(sql`${events.id} IN (SELECT rowid FROM event_text WHERE event_text MATCH ${words})`)
  return where
}

/** Not over yet at `now` (going on or to come). Bounded below so the start's index serves it. */
export function notOverYet(now: Date): SQL {
  const at = now.getTime()
  return and(
    gte(events.startsAt, new Date(at - MAX_EVENT_MS)),
    or(gte(events.endsAt, now), and(sql`${events.endsAt} IS NULL`, gte(events.startsAt, now))),
  )!
}

/** Over at `now`. */
export const overAt = (now: Date): SQL => and(lt(events.startsAt, now), or(lt(events.endsAt, now), sql`${events.endsAt} IS NULL`))!

/**
 * The table as a list reads it. A list that no filter of its own narrows by an index (no place,
 * type, crew, day, words or online events) walks events_starts_ends_idx, which holds what its
 * count and rule read, in the list's order, and its page stops at its 20 events: named, since
 * SQLite (without ANALYZE) takes events_status_starts_idx instead, two ranges (published,
 * cancelled) whose every upcoming match it then sorts before the page (issue 39: 60 ms of SQLite
 * for /events?amenity=quiet-room at scale). The others leave the choice to SQLite.
 */
function eventsAsListed({ query, typeId, words }: ResolvedEventQuery): SQL | typeof events {
  const narrowed =
    query.city != null ||
    !!query.country ||
    !!query.from ||
    !!query.to ||
    typeId != null ||
    query.mode === 'online' ||
    !!query.crew ||
    !!words
  return narrowed ? events : sql`${events} INDEXED BY events_starts_ends_idx`
}

/** Fields read from eventsAsListed's table: drizzle takes a column only from a table it was given, so each becomes SQL read as its column. */
function fieldsOfListed<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, is(value, Column) ? sql`${value}`.mapWith(value) : value]),
  ) as T
}

function listConditions(viewer: Viewer, resolved: ResolvedEventQuery, now: Date): SQL {
  const when = resolved.query.when === 'past' ? overAt(now) : notOverYet(now)
  return and(visibleEvent(viewer), when, ...filterConditions(resolved))!
}

// ------------------------------------------------------------------ rows

export const eventCardColumns = (language: Language) => ({
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timezone: events.timezone,
  isOnline: events.isOnline,
  locationName: events.locationName,
  cityName: sql<
    string | null
  >`(SELECT ${localizedName(cities.names, cities.name, language)} FROM ${cities} WHERE ${cities.id} = ${events.cityId})`.as('city_name'),
  isFree: events.isFree,
  priceCents: events.priceCents,
  currency: events.currency,
  capacity: events.capacity,
  attendingCount: events.attendingCount,
  interestedCount: events.interestedCount,
  soldOut: events.soldOut,
  cancelled: events.cancelled,
  featured: events.featured,
  imageUrl: events.imageUrl,
  typeSlug: sql<string | null>`(SELECT ${eventTypes.slug} FROM ${eventTypes} WHERE ${eventTypes.id} = ${events.eventTypeId})`.as(
    'type_slug',
  ),
  // a type added in the back office has no translation: its name is what a card shows
  typeName: sql<string | null>`(SELECT ${eventTypes.name} FROM ${eventTypes} WHERE ${eventTypes.id} = ${events.eventTypeId})`.as(
    'type_name',
  ),
})

export type EventCardRow = {
  id: number
  slug: string
  title: string
  startsAt: Date
  endsAt: Date | null
  timezone: string
  isOnline: boolean
  locationName: string | null
  cityName: string | null
  isFree: boolean
  priceCents: number | null
  currency: string | null
  capacity: number | null
  attendingCount: number
  interestedCount: number
  soldOut: boolean
  cancelled: boolean
  featured: boolean
  imageUrl: string | null
  typeSlug: string | null
  typeName: string | null
}

export type EventListResult = {
  events: (EventCardRow & { rsvp: RsvpStatus | null })[]
  total: number
  /** More than EVENT_TOTAL_CAP: show '1,000+'. */
  totalCapped: boolean
  page: number
  pageCount: number
}

/** One page of the list (one round trip: the capped total and the page). */
export async function listEvents(
  db: Db,
  viewer: Viewer,
  resolved: ResolvedEventQuery,
  language: Language,
  now: Date,
): Promise<EventListResult> {
  const where = listConditions(viewer, resolved, now)
  const past = resolved.query.when === 'past'
  const order = past ? [desc(events.startsAt), desc(events.id)] : [asc(events.startsAt), asc(events.id)]
  const offset = (resolved.query.page - 1) * EVENTS_PAGE_SIZE
  const source = eventsAsListed(resolved)
  const [[counted], rows] = await db.batch([
    db.select({ n: cappedCount(sql`SELECT 1 FROM ${source} WHERE ${where}`).as('n') }).from(sql`(SELECT 1)`),
    db
      .select({
        ...fieldsOfListed(eventCardColumns(language)),
        // the viewer's own answer, read with the page (a visitor has none)
        rsvp: (viewer
          ? sql<RsvpStatus | null>`(SELECT r.status FROM event_rsvps AS r WHERE r.event_id = ${events.id} AND r.user_id = ${viewer.id})`
          : sql<RsvpStatus | null>`NULL`
        ).as('own_rsvp'),
      })
      .from(source)
      .where(where)
      .orderBy(...order)
      .limit(EVENTS_PAGE_SIZE)
      .offset(offset),
  ])
  const n = Number(counted?.n ?? 0)
  const total = Math.min(n, EVENT_TOTAL_CAP)
  return {
    events: rows as EventListResult['events'],
    total,
    totalCapped: n > EVENT_TOTAL_CAP,
    page: resolved.query.page,
    pageCount: Math.max(1, Math.min(Math.ceil(total / EVENTS_PAGE_SIZE), EVENTS_MAX_PAGE)),
  }
}

/** What a feed (iCal, RSS, Atom) tells of an event: its card, description, address and last change. */
export const feedColumns = (language: Language) => ({
  ...eventCardColumns(language),
  description: events.description,
  address: events.address,
  updatedAt: events.updatedAt,
})
export type FeedEvent = EventCardRow & { description: string | null; address: string | null; updatedAt: Date }

/**
 * The next `limit` events of a list (its feeds): upcoming, soonest first, whatever the tab; read
 * from the table as the list reads it (eventsAsListed), so the feed walks its order and stops too.
 */
export async function feedEvents(db: Db, viewer: Viewer, resolved: ResolvedEventQuery, language: Language, now: Date, limit: number) {
  const rows = await db
    .select(fieldsOfListed(feedColumns(language)))
    .from(eventsAsListed(resolved))
    .where(and(visibleEvent(viewer), notOverYet(now), ...filterConditions(resolved)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
  return rows as FeedEvent[]
}

// ------------------------------------------------------------------ the month calendar

export type CalendarEvent = Pick<EventCardRow, 'id' | 'title' | 'startsAt' | 'timezone' | 'cancelled' | 'soldOut'>
export type CalendarDay = { date: string; total: number; events: CalendarEvent[] }
type CalendarRow = {
  id: number
  title: string
  starts_at: number
  timezone: string
  cancelled: number
  sold_out: number
  local_date: string
  total: number
}
export type EventCalendar = {
  month: string
  previous: string
  next: string
  /** Days of the month with events, each with its first CALENDAR_DAY_TITLES events and its total. */
  days: CalendarDay[]
}

/**
 * The month's events by the day they start on in their own zone: each day's total and its
 * first events (one statement over `events_local_date_idx`, which holds the columns the
 * visibility rule reads). The index is named: without
 * statistics SQLite would rather search the status index (every public event) and sort, and a
 * month is the narrowest bound a calendar has whatever its other filters.
 */
export async function eventCalendar(db: Db, viewer: Viewer, resolved: ResolvedEventQuery, now: Date): Promise<EventCalendar> {
  const month = resolved.query.month ?? now.toISOString().slice(0, 7)
  const { first, next } = monthBounds(month)
  // the month, within the days the filters ask for
  const filters = filterConditions({ ...resolved, query: { ...resolved.query, from: null, to: null } })
  const from = resolved.query.from && resolved.query.from > first ? resolved.query.from : first
  const where = and(
    visibleEvent(viewer),
    gte(events.localDate, from),
    lt(events.localDate, next),
    resolved.query.to ? sql`${events.localDate} <= ${resolved.query.to}` : undefined,
    ...filters,
  )!
  // written out: drizzle's builder cannot name an index (INDEXED BY). The days and their totals
  // first, counted on the index alone (it holds what the rule asks of an event), then each day's
  // first events by the same index, read from the table by key: window functions over the month's
  // rows (8 000 at scale, each read whole) took 96 ms of SQLite for 90 rows. A city's calendar
  // walks the city's events of the month instead (a local day is within 14 hours of UTC's).
  const city = resolved.query.city
  const index = sql.raw(city != null ? 'events_city_starts_idx' : 'events_local_date_idx')
  const around = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000)
  const inMonth = city != null ? and(where, gte(events.startsAt, around(from, -1)), lt(events.startsAt, around(next, 1)))! : where
  const rows = await db.all<CalendarRow>(sql`
    WITH days AS (
      SELECT ${events.localDate} AS day, count(*) AS total FROM ${events} INDEXED BY ${index}
      WHERE ${inMonth} GROUP BY ${events.localDate}
    )
    SELECT e.id, e.title, e.starts_at, e.timezone, e.cancelled, e.sold_out, days.day AS local_date, days.total AS total
    FROM days CROSS JOIN ${events} AS e ON e.id IN (
      SELECT ${events.id} FROM ${events} INDEXED BY ${index}
      WHERE ${events.localDate} = days.day AND ${inMonth}
      ORDER BY ${events.startsAt}, ${events.id} LIMIT ${CALENDAR_DAY_TITLES}
    )
    ORDER BY days.day, e.starts_at, e.id`)
  const days: CalendarDay[] = []
  for (const row of rows) {
    let day = days.at(-1)
    if (!day || day.date !== row.local_date) days.push((day = { date: row.local_date, total: Number(row.total), events: [] }))
    day.events.push({
      id: row.id,
      title: row.title,
      startsAt: new Date(row.starts_at),
      timezone: row.timezone,
      cancelled: !!row.cancelled,
      soldOut: !!row.sold_out,
    })
  }
  return { month, previous: addMonths(month, -1), next: addMonths(month, 1), days }
}
