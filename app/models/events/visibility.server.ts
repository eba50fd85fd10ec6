import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { events, type EventStatus } from '~/db/schema'
import { crewContentVisible } from '~/models/crews/visibility.server'
import { notBlockedEitherWay } from '~/models/members/visibility.server'
import { openReportAbout } from '~/models/reports/visibility.server'

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

/** State, not viewer: published or cancelled and not hidden by a moderator (what every list shows at most). */
export const eventShown = (): SQL => and(inArray(events.status, PUBLIC_EVENT_STATUSES), isNull(events.hiddenAt))!

export function visibleEvent(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  const shown = eventShown()
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
