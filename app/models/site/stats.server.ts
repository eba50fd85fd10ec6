import { and, count, gte } from 'drizzle-orm'
import { VISITOR } from '~/models/viewer'
import type { Db } from '~/db/client'
import { cities, communityGroups, countries, events, venues } from '~/db/schema'
import { visibleCrew } from '../crews/crews.server'
import { eventGoesAhead, visibleEvent } from '../events/events.server'
import { visibleVenue } from '../venues/directory.server'

export type HomeStats = { venues: number; upcomingEvents: number; groups: number; cities: number; countries: number }

/**
 * Counts shown on the home and press pages: the same for everybody, so they count what a
 * visitor may see (the owners' rules) — never the private crews or their events. One D1 round
 * trip (batch).
 */
export async function getHomeStats(db: Db, now = new Date()): Promise<HomeStats> {
  const [v, e, g, ci, co] = await db.batch([
    db.select({ n: count() }).from(venues).where(visibleVenue(VISITOR)),
    db
      .select({ n: count() })
      .from(events)
      .where(and(visibleEvent(VISITOR), eventGoesAhead(), gte(events.startsAt, now))),
    db.select({ n: count() }).from(communityGroups).where(visibleCrew(VISITOR)),
    db.select({ n: count() }).from(cities),
    db.select({ n: count() }).from(countries),
  ])
  return { venues: v[0].n, upcomingEvents: e[0].n, groups: g[0].n, cities: ci[0].n, countries: co[0].n }
}
