/**
 * The events of /admin/events: the back office's list and the moderators' decisions (hide with
 * a reason, show again, feature, stop featuring, cancel).
 *
 * The caller (the route) has checked the moderator role. Here:
 * - the list holds every event, found by its title, place or organizer (`event_text`, FTS5:
 *   published and cancelled events) and one state; the capped total and the page in one batch,
 *   each state from an index (the start's, the status's, the partial `events_hidden_idx`);
 * - an event staff may not read by visibleEvent (another member's draft, a private crew's event:
 *   decision 034) is listed masked, its state, organizer and count only, and the text search
 *   does not look into it; `revealAdminEvent` opens one with a reason, audited;
 * - a decision applies only when it changes something (two moderators hiding at once: the
 *   second is told it is already hidden, nothing is done twice);
 * - hiding takes the event out of every list, feed and the search (visibleEvent reads
 *   `hidden_at`; the search index follows at once) and tells the organizer why, in their
 *   language; showing it again puts it back;
 * - cancelling is the organizer's cancel (cancelEvent): everyone who answered is told;
 * - every decision leaves a security_events row (the audit trail): who, what, when.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, communityGroups, countries, EVENT_STATUSES, events, profiles, type EventStatus } from '~/db/schema'
import { type Language } from '~/i18n/config'
import type { Viewer } from '~/models/viewer'
import { mayViewPrivate, recordPrivateView, type PrivateViewer } from '../admin/private-view.server'
import type { PrivateViewInput } from '../admin/private-view-schema'
import { recordStaffAction, type StaffActor, type StaffAuditEntry } from '../admin/audit.server'
import { localizedName } from '../places/localized.server'
import { syncSearchEntry } from '../search/search-index.server'
import { createNotification, type NotificationInput, type Realtime } from '../notifications/notifications.server'
import { cappedCount } from '../site/counting.server'
import { cancelEvent, type EventNoticeDelivery } from './editing.server'
import { visibleEvent } from './visibility.server'
import { eventTextWords, normalizeEventText, notOverYet, overAt } from './list.server'
import { EVENT_ADMIN_STATES, EVENT_MODERATION_LIMITS, type EventAdminState } from './moderation-schema'
import { EVENT_TOTAL_CAP } from './query'

export {
  EVENT_ADMIN_STATES,
  EVENT_MODERATION_LIMITS,
  EVENT_MODERATION_SCHEMAS,
  isEventModerationIntent,
  type EventAdminState,
  type EventModerationInput,
  type EventModerationIntent,
} from './moderation-schema'

// ---------------------------------------------------------------- the list

export type AdminEventQuery = { q: string; state: EventAdminState; page: number; eventId: number | null }

/** The list's URL, leniently: an unknown state is the default, a bad page the first. */
export function parseAdminEventQuery(url: URL): AdminEventQuery {
  const p = url.searchParams
  const state = p.get('state')?.trim().toLowerCase() ?? ''
  const page = Number.parseInt(p.get('page') ?? '1', 10)
  const id = p.get('event')?.trim() ?? ''
  return {
    q: normalizeEventText(p.get('q')),
    state: (EVENT_ADMIN_STATES as readonly string[]).includes(state) ? (state as EventAdminState) : 'upcoming',
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), EVENT_MODERATION_LIMITS.maxPage) : 1,
    eventId: /^\d{1,10}$/.test(id) ? Number(id) : null,
  }
}

export type AdminEventRow = {
  id: number
  /** Null when masked: the event is private to this reader (decision 034). */
  title: string | null
  masked: boolean
  startsAt: Date
  endsAt: Date | null
  timezone: string
  isOnline: boolean
  locationName: string | null
  cityName: string | null
  countryName: string | null
  organizerId: string | null
  organizerName: string | null
  organizerProfileName: string | null
  status: EventStatus
  cancelled: boolean
  featured: boolean
  hiddenAt: Date | null
  hiddenReason: string | null
  hiddenByName: string | null
  attendingCount: number
}

export type AdminEventPage = { rows: AdminEventRow[]; total: number; totalCapped: boolean; page: number; pageCount: number }

function stateCondition(state: EventAdminState, now: Date): { where: SQL; order: SQL[] } {
  switch (state) {
    case 'upcoming':
      return { where: notOverYet(now), order: [asc(events.startsAt), asc(events.id)] }
    case 'past':
      return { where: overAt(now), order: [desc(events.startsAt), desc(events.id)] }
    case 'hidden':
      // few rows, from the partial index; the latest decision first
      return { where: isNotNull(events.hiddenAt), order: [desc(events.hiddenAt), desc(events.id)] }
    case 'cancelled':
    case 'draft':
      return { where: eq(events.status, state), order: [desc(events.startsAt), desc(events.id)] }
    case 'featured':
      // every status named: the (status, featured, starts_at) index serves it
      return {
        where: and(inArray(events.status, [...EVENT_STATUSES]), eq(events.featured, true))!,
        order: [desc(events.startsAt), desc(events.id)],
      }
  }
}

/** One page of staff's event list (one round trip: the capped total and the page). */
export async function listAdminEvents(
  db: Db,
  viewer: Viewer,
  query: AdminEventQuery,
  language: Language,
  now = new Date(),
): Promise<AdminEventPage> {
  const { pageSize, maxPage } = EVENT_MODERATION_LIMITS
  const words = eventTextWords(query.q)
  const state = stateCondition(query.state, now)
  // staff's reading of an event; what it refuses is listed masked (decision 034)
  const readable = visibleEvent(viewer, { drafts: true })
  const where = and(
    query.eventId != null ? eq(events.id, query.eventId) : state.where,
    // words find only what the reader may read: a search must not tell what a masked event says
    words ? and(sql`${events.id} IN (SELECT rowid FROM event_text WHERE event_text MATCH ${words})`, readable) : undefined,
  )!
  const [[counted], rows] = await db.batch([
    db.select({ n: cappedCount(sql`SELECT 1 FROM ${events} WHERE ${where}`).as('n') }).from(sql`(SELECT 1)`),
    db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timezone: events.timezone,
        isOnline: events.isOnline,
        locationName: events.locationName,
        cityName: sql<
          string | null
        >`(SELECT ${localizedName(cities.names, cities.name, language)} FROM ${cities} WHERE ${cities.id} = ${events.cityId})`.as(
          'city_name',
        ),
        countryName: sql<
          string | null
        >`(SELECT ${localizedName(countries.names, countries.name, language)} FROM ${countries} WHERE ${countries.id} = ${events.countryId})`.as(
          'country_name',
        ),
        organizerId: events.organizerId,
        organizerName: events.organizerName,
        organizerProfileName: sql<
          string | null
        >`(SELECT ${profiles.displayName} FROM ${profiles} WHERE ${profiles.userId} = ${events.organizerId})`.as('organizer_profile'),
        status: events.status,
        cancelled: events.cancelled,
        featured: events.featured,
        hiddenAt: events.hiddenAt,
        hiddenReason: events.hiddenReason,
        hiddenByName: sql<
          string | null
        >`(SELECT ${profiles.displayName} FROM ${profiles} WHERE ${profiles.userId} = ${events.hiddenBy})`.as('hidden_by_name'),
        attendingCount: events.attendingCount,
        readable: sql<number>`${readable}`.as('readable'),
      })
      .from(events)
      .where(where)
      .orderBy(...(query.eventId != null ? [] : state.order))
      .limit(pageSize)
      .offset((Math.min(query.page, maxPage) - 1) * pageSize),
  ])
  const n = Number(counted?.n ?? 0)
  const total = Math.min(n, EVENT_TOTAL_CAP)
  return {
    rows: rows.map(({ readable: open, ...row }) =>
      Number(open)
        ? { ...row, masked: false }
        : { ...row, masked: true, title: null, locationName: null, cityName: null, countryName: null },
    ) as AdminEventRow[],
    total,
    totalCapped: n > EVENT_TOTAL_CAP,
    page: query.page,
    pageCount: Math.max(1, Math.min(Math.ceil(total / pageSize), maxPage)),
  }
}

// ---------------------------------------------------------------- decisions

export type EventDecision = { ok: true; title: string } | { ok: false; reason: 'not-found' | 'unchanged' }

type Moderator = StaffActor & { roles: NonNullable<Viewer>['roles'] }

async function readEvent(db: Db, id: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      organizerId: events.organizerId,
      language: sql<string | null>`(SELECT ${profiles.language} FROM ${profiles} WHERE ${profiles.userId} = ${events.organizerId})`.as(
        'organizer_language',
      ),
    })
    .from(events)
    .where(eq(events.id, id))
    .get()
}

/** One staff_audit_log row (issue 41) about an event. */
const audit = (db: Db, moderator: Moderator, eventId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) =>
  recordStaffAction(db, moderator, { ...entry, targetType: 'event', targetId: eventId })

/** The organizer's notice that their event was hidden, in their language. */
function hiddenNotice(event: { id: number; title: string; organizerId: string | null }, reason: string): NotificationInput | null {
  if (!event.organizerId) return null
  return {
    userId: event.organizerId,
    kind: 'event_hidden',
    title: { key: 'events:notifications.hiddenTitle', values: { title: event.title } },
    content: { key: 'events:notifications.hiddenBody', values: { reason } },
    // the page still opens for its organizer, with the reason
    actionUrl: `/events/${event.id}`,
    relatedId: event.id,
    metadata: { eventId: event.id },
  }
}

/** Hides an event from everyone but staff and its organizer, with the reason the organizer reads. */
export async function hideEvent(
  db: Db,
  moderator: Moderator,
  input: { eventId: number; reason: string; quiet?: boolean },
  realtime: Realtime = {},
): Promise<EventDecision> {
  const event = await readEvent(db, input.eventId)
  if (!event) return { ok: false, reason: 'not-found' }
  const updated = await db
    .update(events)
    .set({ hiddenAt: new Date(), hiddenBy: moderator.id, hiddenReason: input.reason })
    .where(and(eq(events.id, event.id), isNull(events.hiddenAt)))
    .returning({ id: events.id })
  if (!updated.length) return { ok: false, reason: 'unchanged' }
  await syncSearchEntry(db, 'event', event.id)
  // quiet: the moderation queue tells the organizer itself, with the way to appeal (models/moderation)
  const notice = input.quiet ? null : hiddenNotice(event, input.reason)
  if (notice) await createNotification({ db, ...realtime }, notice)
  await audit(db, moderator, event.id, {
    action: 'EVENT_HIDDEN',
    before: { hidden: false },
    after: { hidden: true, reason: input.reason },
    details: { organizerId: event.organizerId },
  })
  return { ok: true, title: event.title }
}

/** Shows a hidden event again. */
export async function unhideEvent(db: Db, moderator: Moderator, input: { eventId: number }): Promise<EventDecision> {
  const event = await readEvent(db, input.eventId)
  if (!event) return { ok: false, reason: 'not-found' }
  const updated = await db
    .update(events)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(and(eq(events.id, event.id), isNotNull(events.hiddenAt)))
    .returning({ id: events.id })
  if (!updated.length) return { ok: false, reason: 'unchanged' }
  await syncSearchEntry(db, 'event', event.id)
  await audit(db, moderator, event.id, {
    action: 'EVENT_UNHIDDEN',
    before: { hidden: true },
    after: { hidden: false },
    details: { organizerId: event.organizerId },
  })
  return { ok: true, title: event.title }
}

/** Features an event (the home page's and the lists' highlights), or stops featuring it. */
export async function setEventFeatured(
  db: Db,
  moderator: Moderator,
  input: { eventId: number; featured: boolean },
): Promise<EventDecision> {
  const event = await readEvent(db, input.eventId)
  if (!event) return { ok: false, reason: 'not-found' }
  const updated = await db
    .update(events)
    .set({ featured: input.featured })
    .where(and(eq(events.id, event.id), eq(events.featured, !input.featured)))
    .returning({ id: events.id })
  if (!updated.length) return { ok: false, reason: 'unchanged' }
  await audit(db, moderator, event.id, {
    action: input.featured ? 'EVENT_FEATURED' : 'EVENT_UNFEATURED',
    before: { featured: !input.featured },
    after: { featured: input.featured },
  })
  return { ok: true, title: event.title }
}

/** Cancels an event as its organizer would (cancelEvent): everyone who answered is told. */
export async function cancelEventAsModerator(
  db: Db,
  moderator: Moderator,
  input: { eventId: number },
  delivery: EventNoticeDelivery,
): Promise<EventDecision> {
  const event = await readEvent(db, input.eventId)
  if (!event) return { ok: false, reason: 'not-found' }
  if (!(await cancelEvent(db, { id: moderator.id, roles: moderator.roles }, event.id, delivery))) return { ok: false, reason: 'unchanged' }
  await audit(db, moderator, event.id, {
    action: 'EVENT_CANCELLED',
    after: { status: 'cancelled' },
    details: { organizerId: event.organizerId },
  })
  return { ok: true, title: event.title }
}

// ---------------------------------------------------------------- reading with a reason

export type EventReading =
  | {
      ok: true
      event: {
        id: number
        title: string
        description: string | null
        status: EventStatus
        startsAt: Date
        endsAt: Date | null
        timezone: string
        isOnline: boolean
        onlineUrl: string | null
        place: string | null
        crewName: string | null
      }
    }
  | { ok: false; reason: 'not-found' | 'forbidden' }

/**
 * A moderator or admin opens an event masked in the list (decision 034) with a reason: the audit
 * row first (recordPrivateView), then the event as its organizer sees it, online link included.
 */
export async function revealAdminEvent(db: Db, staff: PrivateViewer, input: PrivateViewInput, language: Language): Promise<EventReading> {
  if (input.kind !== 'event' || !mayViewPrivate(staff.roles, 'event')) return { ok: false, reason: 'forbidden' }
  const id = /^\d{1,10}$/.test(input.targetId) ? Number(input.targetId) : null
  if (id == null) return { ok: false, reason: 'not-found' }
  const exists = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).get()
  if (!exists) return { ok: false, reason: 'not-found' }
  await recordPrivateView(db, staff, input)
  const row = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timezone: events.timezone,
      isOnline: events.isOnline,
      onlineUrl: events.onlineUrl,
      locationName: events.locationName,
      address: events.address,
      cityName: sql<
        string | null
      >`(SELECT ${localizedName(cities.names, cities.name, language)} FROM ${cities} WHERE ${cities.id} = ${events.cityId})`,
      countryName: sql<
        string | null
      >`(SELECT ${localizedName(countries.names, countries.name, language)} FROM ${countries} WHERE ${countries.id} = ${events.countryId})`,
      crewName: sql<
        string | null
      >`(SELECT ${communityGroups.name} FROM ${communityGroups} WHERE ${communityGroups.id} = ${events.groupId})`,
    })
    .from(events)
    .where(eq(events.id, id))
    .get()
  if (!row) return { ok: false, reason: 'not-found' }
  const { locationName, address, cityName, countryName, ...event } = row
  const place = [locationName, address, cityName, countryName].filter(Boolean).join(', ') || null
  return { ok: true, event: { ...event, place } }
}
