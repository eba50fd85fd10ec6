/**
 * The venues' open windows (decision 016): computed again once they end, by the Cron Trigger
 * every minute (workers/app.ts) and, when it lags, after a list that found too many stale ones.
 * A list judges the few stale windows by their hours itself (directory.server.ts), so 'open now'
 * is right whether the refresh has run or not; it is fast once it has.
 */
import { asc, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { venues } from '~/db/schema'
import { openWindow } from './open-window'

/**
 * The stale windows a list judges by their hours; past it, the list reads its candidates' hours
 * (the slow way) and asks for a refresh. At 100 000 venues about 70 windows end each minute.
 */
export const STALE_WINDOWS_JUDGED = 200

/** The stale windows, oldest first: `limit` of them (LIMIT 0 when the list is not 'open now'). */
export function staleWindowsQuery(db: Db, now: number, limit: number) {
  return db
    .select({ id: venues.id, hours: venues.hours, timezone: venues.timezone, openUntil: venues.openUntil })
    .from(venues)
    .where(lte(venues.openUntil, now))
    .orderBy(asc(venues.openUntil))
    .limit(limit)
}

// integers only go into the statement's text (D1 binds at most 100 parameters per statement)
const integer = (n: number | null) => {
  if (n === null) return 'NULL'
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`)
  return String(n)
}

/**
 * Computes the stale windows at `now`, `batch` venues per statement, until none is left or
 * `maxBatches` ran. A window is written only where open_until is still what was read: an edit of
 * the venue's hours meanwhile marked it stale again (migration 0012) and it waits for the next
 * run. Returns how many windows were written.
 */
export async function refreshOpenWindows(db: Db, now = Date.now(), { batch = 500, maxBatches = 40 } = {}): Promise<number> {
  let written = 0
  for (let run = 0; run < maxBatches; run++) {
    const stale = await staleWindowsQuery(db, now, batch)
    if (!stale.length) break
    const rows = stale.map((v) => {
      const { from, until } = openWindow(v.hours, v.timezone, now)
      return `(${integer(v.id)}, ${integer(from)}, ${integer(until)}, ${integer(v.openUntil)})`
    })
    const result = await db.run(
      sql`UPDATE ${venues} SET open_from = w.column2, open_until = w.column3 FROM (VALUES ${sql.raw(rows.join(', '))}) AS w WHERE ${venues.id} = w.column1 AND ${venues.openUntil} = w.column4`,
    )
    written += result.meta.changes ?? 0
    if (stale.length < batch) break
  }
  return written
}
