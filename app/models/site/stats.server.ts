import { and, count, gte, sql } from 'drizzle-orm'
import { VISITOR } from '~/models/viewer'
import type { Db } from '~/db/client'
import { communityGroups, countries, events } from '~/db/schema'
import { visibleCrew } from '~/models/crews/visibility.server'
import { eventGoesAhead, visibleEvent } from '~/models/events/visibility.server'
import { cappedCount, shownCount } from './counting.server'

export type HomeStats = {
  venues: number
  upcomingEvents: number
  /** More upcoming events than `upcomingEvents` (the count stops at COUNT_CAP: '1,000+'). */
  moreUpcomingEvents: boolean
  groups: number
  cities: number
  countries: number
}

/**
 * Counts shown on the home and press pages: the same for everybody, so they count what a
 * visitor may see (the owners' rules) — never the private crews or their events. Venues and
 * cities come from the counters the triggers keep (held to visibleVenue by
 * venue-counters.test), upcoming events are counted to COUNT_CAP. One D1 round trip (batch).
 */
export async function getHomeStats(db: Db, now = new Date()): Promise<HomeStats> {
  const upcoming = db
    .select({ one: sql`1` })
    .from(events)
    .where(and(visibleEvent(VISITOR), eventGoesAhead(), gte(events.startsAt, now)))
    .getSQL()
  const [[places], e, g] = await db.batch([
    // venues a visitor may see, and cities: the counters the triggers keep per country
    db
      .select({
        venues: sql<number>`coalesce(sum(${countries.venueCount}), 0)`,
        cities: sql<number>`coalesce(sum(${countries.cityCount}), 0)`,
        countries: count(),
      })
      .from(countries),
    db.select({ n: cappedCount(upcoming) }).from(sql`(SELECT 1)`),
    db.select({ n: count() }).from(communityGroups).where(visibleCrew(VISITOR)),
  ])
  const events_ = shownCount(e[0]?.n)
  return {
    venues: Number(places?.venues ?? 0),
    upcomingEvents: events_.count,
    moreUpcomingEvents: events_.more,
    groups: g[0]!.n,
    cities: Number(places?.cities ?? 0),
    countries: places?.countries ?? 0,
  }
}
