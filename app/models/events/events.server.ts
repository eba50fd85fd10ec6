import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { events, type EventStatus } from '~/db/schema'
import { notBlockedEitherWay } from '../members/blocks.server'
import { crewContentVisible } from '../crews/crews.server'

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
 * Staff see every event (in every state where `drafts` is asked for).
 */
export const PUBLIC_EVENT_STATUSES: EventStatus[] = ['published', 'cancelled']

export function visibleEvent(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  if (isStaff(viewer)) return drafts ? sql`1` : inArray(events.status, PUBLIC_EVENT_STATUSES)
  const state =
    drafts && viewer
      ? or(inArray(events.status, PUBLIC_EVENT_STATUSES), eq(events.organizerId, viewer.id))!
      : inArray(events.status, PUBLIC_EVENT_STATUSES)
  const organizer = viewer ? sql`(${events.organizerId} IS NULL OR ${notBlockedEitherWay(viewer, events.organizerId)})` : sql`1`
  return and(state, crewContentVisible(viewer, events.groupId), organizer)!
}

/** State, not visibility: the event still takes place (not cancelled). For 'upcoming' blocks. */
export const eventGoesAhead = (): SQL => eq(events.cancelled, false)
