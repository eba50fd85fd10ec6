import { eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { events } from '~/db/schema'
import { isValidTimeZone, localDateOf } from './local-date'

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
