/**
 * The /users city filter's candidates, kept in `directory_cities` (issue 39): per audience, the
 * cities that listed members who show their city have, with how many. Grouping every listed
 * profile by city on each request read all 100 000 profiles (0.5 s for a visitor); now it runs
 * every 30 minutes (the news cron), after the seed and when the table is empty.
 *
 * Privacy: the counts are computed by listedProfile itself — 'everyone' by a visitor's rule,
 * 'members' by the rule of a member with no friends and no blocks — and are never shown. They
 * only choose and order the candidates; a request offers a candidate only where listedProfile,
 * for its own viewer, finds a member who shows that city (directory.server.ts). So a visitor's
 * choices never rest on a profile only members may see, a city whose members have since hidden
 * it is not offered, and one that gained its first members waits for the next refresh (a city
 * named in the URL is still checked by the rule at once).
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { directoryCities, profiles } from '~/db/schema'
import { asMember, VISITOR } from '~/models/viewer'
import { cityShown, listedProfile } from './visibility.server'

export type DirectoryAudience = (typeof directoryCities.audience.enumValues)[number]

/** A member with no friends, no blocks and no staff role: an id no account has. */
const ANY_MEMBER = asMember('')

/** Computes every count again from the profiles, and replaces the table's rows in one transaction. */
export async function refreshDirectoryCities(db: Db): Promise<number> {
  const counts = (audience: DirectoryAudience) =>
    db
      .select({ audience: sql<DirectoryAudience>`${audience}`.as('audience'), cityId: profiles.cityId, members: count().as('members') })
      .from(profiles)
      .where(and(listedProfile(audience === 'everyone' ? VISITOR : ANY_MEMBER), cityShown(), isNotNull(profiles.cityId)))
      .groupBy(profiles.cityId)
  await db.batch([
    db.delete(directoryCities),
    db.insert(directoryCities).select(counts('everyone')),
    db.insert(directoryCities).select(counts('members')),
  ])
  const [row] = await db.select({ n: count() }).from(directoryCities)
  return row?.n ?? 0
}

/** The audience whose candidates a viewer gets: a visitor's, or any signed-in member's (staff too). */
export const audienceOf = (signedIn: boolean): DirectoryAudience => (signedIn ? 'members' : 'everyone')

export const inAudience = (audience: DirectoryAudience) => eq(directoryCities.audience, audience)
