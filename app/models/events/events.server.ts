import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isStaff, type Viewer } from '~/models/viewer'
import { events, type EventStatus } from '~/db/schema'
import { notBlockedEitherWay } from '../members/blocks.server'
import { crewContentVisible } from '../crews/crews.server'
import { openReportAbout } from '../reports/reported.server'
import { isValidTimeZone, localDateOf } from './local-date'

/**
 * Events. Who may see an event — the rule every query about events uses: lists, detail pages,
 * counts, the 'upcoming' blocks of city, country and venue pages, favorites, reports, the
 * search index, sitemaps, feeds and exports.
 *
 * - Published and cancelled events are seen by everyone (a cancelled one says so), drafts and
 *   archived ones only where the caller asks for them (`drafts`: the detail page, the
 *   organizer's own lists) and then only by their organizer and staff.
 * - An event of a crew follows the crew (crewContentVisible): a private crew's events are for
 *   its members only. Showing that someone's support group meets on a given night at a given
 *   place is exactly the harm Haven exists to prevent.
 * - An event organised by a member who blocked the viewer, or whom the viewer blocked, is not
 *   shown to the viewer.
 * - An event a moderator hid (`hidden_at`, /admin/events) is gone like a draft: from every list,
 *   feed, calendar, sitemap and the search; only where `drafts` is asked for do its organizer
 *   (who reads why on its page) and staff still see it.
 * Staff (decision 034) see what a member sees, moderation states aside: where `drafts` is asked
 * for, hidden events too (marked hidden), whoever organised them. Privacy still holds: another
 * member's draft or archived event, a private crew's event, unless a report about the event (or
 * its crew) waits for them. The back office lists every event and masks what this rule hides.
 */
export const PUBLIC_EVENT_STATUSES: EventStatus[] = ['published', 'cancelled']

export function visibleEvent(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  const shown = and(inArray(events.status, PUBLIC_EVENT_STATUSES), isNull(events.hiddenAt))!
  if (viewer && isStaff(viewer)) {
    const state = drafts ? or(inArray(events.status, PUBLIC_EVENT_STATUSES), eq(events.organizerId, viewer.id))! : shown
    return and(state, or(crewContentVisible(viewer, events.groupId), openReportAbout('event', events.id, viewer)))!
  }
  const state = drafts && viewer ? or(shown, eq(events.organizerId, viewer.id))! : shown
  const organizer = viewer ? sql`(${events.organizerId} IS NULL OR ${notBlockedEitherWay(viewer, events.organizerId)})` : sql`1`
  return and(state, crewContentVisible(viewer, events.groupId), organizer)!
}

/** State, not visibility: the event still takes place (not cancelled). For 'upcoming' blocks. */
export const eventGoesAhead = (): SQL => eq(events.cancelled, false)

/**
 * Fills `local_date` where older code left it empty (rows written before migration 0016), a
 * batch at a time: run by the Cron Trigger, so a database from before catches up by itself.
 */
export async function fillEventLocalDates(db: Db, batch = 500) {
  const rows = await db
    .select({ id: events.id, startsAt: events.startsAt, timezone: events.timezone })
    .from(events)
    .where(isNull(events.localDate))
    .limit(batch)
  if (!rows.length) return 0
  const [first, ...rest] = rows.map((row) =>
    db
      .update(events)
      .set({ localDate: localDateOf(row.startsAt, isValidTimeZone(row.timezone) ? row.timezone : 'UTC') })
      .where(eq(events.id, row.id)),
  )
  await db.batch([first!, ...rest])
  return rows.length
}
