/**
 * RSVPs (SPEC §1 events: attending, interested): one answer per member and event, a capacity
 * the server enforces, and a waitlist.
 *
 * - 'attending' takes a place with one conditional statement (INSERT … SELECT … WHERE there is a
 *   place, or UPDATE … WHERE there is a place). D1 runs one statement at a time and the triggers of
 *   migration 0016 count the places in that same statement, so two members racing for the last
 *   place cannot both get it: the second finds none and is offered the waitlist.
 * - 'waitlisted' (asked for when the event is full) joins the end of the line (created_at).
 * - Leaving (interested, or no answer) frees a place, which goes to the first in line in the same
 *   transaction (a D1 batch); they get a notification in their language.
 * - Sold out (the organizer's flag: the tickets are gone), cancelled and begun events take no new
 *   attendees; a cancelled one still lets a member withdraw, a begun one is closed.
 * - The same answer sent again, even several times at once (a double click), answers as once:
 *   the inserts skip a row another request just wrote (ON CONFLICT), and an answer that found
 *   the member's row changed under it reads it again and starts over, once.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { eventRsvps, events, type RsvpStatus } from '~/db/schema'
import { createNotifications, type Notifier, type Realtime } from '~/models/notifications/notifications.server'
import type { Viewer } from '~/models/viewer'
import { visibleEvent } from './visibility.server'
import type { RsvpAnswer } from './schema'

export type RsvpResult = { ok: true; status: RsvpStatus | null } | { ok: false; code: 'not_found' | 'closed' | 'sold_out' | 'full' }

const placeLeft = (eventId: number) =>
  sql`EXISTS (SELECT 1 FROM ${events} WHERE ${events.id} = ${eventId} AND (${events.capacity} IS NULL OR ${events.attendingCount} < ${events.capacity}))`

/** The event as the RSVP rules need it, when the member may see it. */
async function rsvpTarget(db: Db, viewer: NonNullable<Viewer>, eventId: number) {
  return db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      cancelled: events.cancelled,
      soldOut: events.soldOut,
      current:
        sql<RsvpStatus | null>`(SELECT ${eventRsvps.status} FROM ${eventRsvps} WHERE ${eventRsvps.eventId} = ${events.id} AND ${eventRsvps.userId} = ${viewer.id})`.as(
          'current_status',
        ),
    })
    .from(events)
    .where(and(eq(events.id, eventId), visibleEvent(viewer)))
    .get()
}

/**
 * Sets the member's answer. `answer` 'waitlisted' is the member's 'Join the waitlist' (taken as
 * 'attending' if a place is free by then).
 */
export async function setRsvp(
  db: Db,
  viewer: NonNullable<Viewer>,
  eventId: number,
  answer: RsvpAnswer,
  now = new Date(),
  realtime: Realtime = {},
): Promise<RsvpResult> {
  const result = await answerOnce(db, viewer, eventId, answer, now, realtime, false)
  return result === 'raced' ? ((await answerOnce(db, viewer, eventId, answer, now, realtime, true)) as RsvpResult) : result
}

/** The member's answer to the event as it stands now (null: none). */
async function statusOf(db: Db, eventId: number, userId: string): Promise<RsvpStatus | null> {
  const row = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .get()
  return row?.status ?? null
}

/**
 * One try at setRsvp. 'raced': the member's row changed between the read and the write (another
 * request of theirs at the same moment), so the answer must be judged again from the new row;
 * the second try (`last`) never says so.
 */
async function answerOnce(
  db: Db,
  viewer: NonNullable<Viewer>,
  eventId: number,
  answer: RsvpAnswer,
  now: Date,
  realtime: Realtime,
  last: boolean,
): Promise<RsvpResult | 'raced'> {
  const event = await rsvpTarget(db, viewer, eventId)
  if (!event) return { ok: false, code: 'not_found' }
  const begun = event.startsAt.getTime() <= now.getTime()
  if (begun || (event.cancelled && answer !== 'none')) return { ok: false, code: 'closed' }
  if (answer === event.current) return { ok: true, status: event.current }
  const at = now.getTime()
  const userId = viewer.id

  if (answer === 'attending' || answer === 'waitlisted') {
    if (event.soldOut) return { ok: false, code: 'sold_out' }
    if (event.current === 'attending') return { ok: true, status: 'attending' }
    // a place, if one is left: the insert or the update only happens when there is one
    const taken = event.current
      ? await db
          .update(eventRsvps)
          .set({ status: 'attending', createdAt: new Date(at) })
          .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId), placeLeft(eventId)))
          .returning({ status: eventRsvps.status })
      : await db.run(
          sql`INSERT INTO ${eventRsvps} (event_id, user_id, status, created_at) SELECT ${eventId}, ${userId}, 'attending', ${at} WHERE ${placeLeft(eventId)} ON CONFLICT DO NOTHING`,
        )
    const got = Array.isArray(taken) ? taken.length > 0 : (taken.meta.changes ?? 0) > 0
    if (got) return { ok: true, status: 'attending' }
    // no place, or the member's row changed meanwhile (the same answer sent twice at once)
    const current = await statusOf(db, eventId, userId)
    if (current === 'attending') return { ok: true, status: 'attending' }
    if (current !== event.current && !last) return 'raced'
    if (answer === 'attending') return { ok: false, code: 'full' }
    if (current === 'waitlisted') return { ok: true, status: 'waitlisted' }
    // the end of the line: after everyone already in it, even within the same millisecond; only
    // from no answer or 'interested' (a place taken or a place in line meanwhile is kept)
    const endOfLine = sql`max(${at}, coalesce((SELECT max(${eventRsvps.createdAt}) + 1 FROM ${eventRsvps} WHERE ${eventRsvps.eventId} = ${eventId} AND ${eventRsvps.status} = 'waitlisted'), 0))`
    const queued = await db
      .insert(eventRsvps)
      .values({ eventId, userId, status: 'waitlisted', createdAt: endOfLine as unknown as Date })
      .onConflictDoUpdate({
        target: [eventRsvps.eventId, eventRsvps.userId],
        set: { status: 'waitlisted', createdAt: endOfLine as unknown as Date },
        setWhere: eq(eventRsvps.status, 'interested'),
      })
      .returning({ status: eventRsvps.status })
    return { ok: true, status: queued[0]?.status ?? (await statusOf(db, eventId, userId)) ?? 'waitlisted' }
  }

  // interested or no answer: an attendee's place goes to the first in line, in the same transaction
  const change =
    answer === 'interested'
      ? db
          .insert(eventRsvps)
          .values({ eventId, userId, status: 'interested', createdAt: new Date(at) })
          .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { status: 'interested' } })
      : db.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
  const [, promoted] = await db.batch([change, promoteQuery(db, eventId, at)])
  await notifyPromoted({ db, ...realtime }, eventId, promoted)
  return { ok: true, status: answer === 'interested' ? 'interested' : null }
}

/** The first in line takes a free place (none when the event is full or nobody waits). */
function promoteQuery(db: Db, eventId: number, at: number) {
  const first = sql`(SELECT ${eventRsvps.userId} FROM ${eventRsvps} WHERE ${eventRsvps.eventId} = ${eventId} AND ${eventRsvps.status} = 'waitlisted' ORDER BY ${eventRsvps.createdAt}, ${eventRsvps.userId} LIMIT 1)`
  return db
    .update(eventRsvps)
    .set({ status: 'attending', createdAt: new Date(at) })
    .where(and(eq(eventRsvps.eventId, eventId), sql`${eventRsvps.userId} = ${first}`, placeLeft(eventId)))
    .returning({ userId: eventRsvps.userId })
}

/**
 * Gives free places to the waitlist, first in line first, until the event is full or nobody waits
 * (after its capacity grows, or an attendee leaves by other means). Returns who got one.
 */
export async function fillFromWaitlist(db: Db, eventId: number, now = new Date(), realtime: Realtime = {}): Promise<string[]> {
  const promoted: string[] = []
  for (;;) {
    const rows = await promoteQuery(db, eventId, now.getTime())
    if (!rows.length) break
    await notifyPromoted({ db, ...realtime }, eventId, rows)
    promoted.push(...rows.map((r) => r.userId))
  }
  return promoted
}

/** 'A place is yours', in each member's own language, linking to the event. */
async function notifyPromoted(notifier: Notifier, eventId: number, promoted: { userId: string }[]) {
  if (!promoted.length) return
  const event = await notifier.db.select({ title: events.title }).from(events).where(eq(events.id, eventId)).get()
  if (!event) return
  await createNotifications(
    notifier,
    promoted.map(({ userId }) => ({
      userId,
      kind: 'event_waitlist_place' as const,
      title: { key: 'events:notifications.placeTitle', values: { title: event.title } },
      content: { key: 'events:notifications.placeBody' },
      actionUrl: `/events/${eventId}`,
      relatedId: eventId,
      metadata: { eventId },
    })),
  )
}
