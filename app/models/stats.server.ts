import { and, count, eq, gte } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, communityGroups, countries, events, venues } from '~/db/schema'

export type HomeStats = { venues: number; upcomingEvents: number; groups: number; cities: number; countries: number }

/** Counts shown on the home page: public content only, one D1 round trip (batch). */
export async function getHomeStats(db: Db, now = new Date()): Promise<HomeStats> {
  const [v, e, g, ci, co] = await db.batch([
    db.select({ n: count() }).from(venues).where(eq(venues.status, 'published')),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.status, 'published'), gte(events.startsAt, now))),
    db.select({ n: count() }).from(communityGroups).where(eq(communityGroups.visibility, 'public')),
    db.select({ n: count() }).from(cities),
    db.select({ n: count() }).from(countries),
  ])
  return { venues: v[0].n, upcomingEvents: e[0].n, groups: g[0].n, cities: ci[0].n, countries: co[0].n }
}
