import { and, eq, exists, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { profiles, venueCheckIns, venues } from '~/db/schema'
import { localDate } from '~/models/venues/opening-hours'

/**
 * Check-ins: a member says "I was here today", once per venue and per day in the venue's own
 * time zone (a bar in Tokyo turns over its day at midnight in Tokyo, not in UTC). The UNIQUE
 * (venue_id, user_id, day) constraint is the final guard: two taps racing each other cannot
 * both count.
 *
 * Privacy: other members only ever see numbers. No query here returns who checked in or when,
 * so nobody can learn where a member spends their evenings; a private check-in is not even
 * counted in today's figure for anyone but its author (it still counts in the all-time total,
 * which cannot point at a person or a time).
 */

export type CheckInSummary = {
  /** All-time check-ins (venues.check_in_count). */
  count: number
  /** Today's public check-ins, plus the viewer's own private one. */
  todayCount: number
  checkedInToday: boolean
  /** Whether the viewer's check-in of today is private (false when there is none). */
  todayPrivate: boolean
  /** The member's setting (profiles.check_ins_private): the form's initial choice. */
  privateDefault: boolean
  /** 'YYYY-MM-DD' in the venue's time zone. */
  day: string
}

export async function checkInSummary(
  db: Db,
  venueId: number,
  timezone: string | null,
  viewerId: string | null,
  now: Date | number = Date.now(),
): Promise<CheckInSummary> {
  const day = localDate(timezone, now)
  const viewer = viewerId ?? ''
  const [venueRows, todayRows, profileRows] = await db.batch([
    db.select({ count: venues.checkInCount }).from(venues).where(eq(venues.id, venueId)),
    db
      .select({
        visible: sql<number>`coalesce(sum(case when ${venueCheckIns.isPrivate} = 0 or ${venueCheckIns.userId} = ${viewer} then 1 else 0 end), 0)`,
        mine: sql<number>`coalesce(sum(case when ${venueCheckIns.userId} = ${viewer} then 1 else 0 end), 0)`,
        minePrivate: sql<number>`coalesce(sum(case when ${venueCheckIns.userId} = ${viewer} and ${venueCheckIns.isPrivate} = 1 then 1 else 0 end), 0)`,
      })
      .from(venueCheckIns)
      .where(and(eq(venueCheckIns.venueId, venueId), eq(venueCheckIns.day, day))),
    db.select({ checkInsPrivate: profiles.checkInsPrivate }).from(profiles).where(eq(profiles.userId, viewer)),
  ])
  const today = todayRows[0]
  return {
    count: venueRows[0]?.count ?? 0,
    todayCount: Number(today?.visible ?? 0),
    checkedInToday: viewerId !== null && Number(today?.mine ?? 0) > 0,
    todayPrivate: viewerId !== null && Number(today?.minePrivate ?? 0) > 0,
    privateDefault: profileRows[0]?.checkInsPrivate ?? false,
    day,
  }
}

export type CheckInResult = { ok: true; day: string; isPrivate: boolean } | { ok: false; code: 'already' }

/**
 * Checks the member in at a venue for the venue's local day. `isPrivate` undefined = the
 * member's own default (profiles.check_ins_private). The row and the venue's counter change
 * in one batch (one transaction): a refused duplicate leaves the counter alone.
 * The caller has checked that the venue is published.
 */
export async function checkIn(
  db: Db,
  input: { venueId: number; userId: string; timezone: string | null; isPrivate?: boolean },
  now: Date | number = Date.now(),
): Promise<CheckInResult> {
  const day = localDate(input.timezone, now)
  let isPrivate = input.isPrivate
  if (isPrivate === undefined) {
    const profile = await db.select({ p: profiles.checkInsPrivate }).from(profiles).where(eq(profiles.userId, input.userId)).get()
    isPrivate = profile?.p ?? false
  }
  try {
    await db.batch([
      db.insert(venueCheckIns).values({
        id: crypto.randomUUID(),
        venueId: input.venueId,
        userId: input.userId,
        day,
        isPrivate,
        createdAt: new Date(now),
      }),
      // a check-in is not an edit of the venue: updated_at stays as it was
      db
        .update(venues)
        .set({ checkInCount: sql`${venues.checkInCount} + 1`, updatedAt: sql`${venues.updatedAt}` })
        .where(eq(venues.id, input.venueId)),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, code: 'already' }
    throw error
  }
  return { ok: true, day, isPrivate }
}

/**
 * Takes back the member's check-in of today (a mis-tap). The counter goes down only when there
 * was a row to delete: the UPDATE runs first, guarded by EXISTS, in the same batch. Returns
 * false when there was nothing to undo.
 */
export async function undoCheckIn(
  db: Db,
  input: { venueId: number; userId: string; timezone: string | null },
  now: Date | number = Date.now(),
): Promise<boolean> {
  const day = localDate(input.timezone, now)
  const mine = and(eq(venueCheckIns.venueId, input.venueId), eq(venueCheckIns.userId, input.userId), eq(venueCheckIns.day, day))
  const [, deleted] = await db.batch([
    db
      .update(venues)
      .set({ checkInCount: sql`${venues.checkInCount} - 1`, updatedAt: sql`${venues.updatedAt}` })
      .where(
        and(
          eq(venues.id, input.venueId),
          gt(venues.checkInCount, 0),
          exists(
            db
              .select({ one: sql`1` })
              .from(venueCheckIns)
              .where(mine),
          ),
        ),
      ),
    db.delete(venueCheckIns).where(mine).returning({ id: venueCheckIns.id }),
  ])
  return deleted.length > 0
}
