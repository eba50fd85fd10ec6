import { sql, type SQL } from 'drizzle-orm'
import { COUNT_CAP } from './counting'

/**
 * Counts of growing content shown to everyone (upcoming events on the home and place pages)
 * stop at COUNT_CAP and show as '1,000+'. (Venues and cities have exact counters instead, kept
 * by triggers.)
 */
export { COUNT_CAP }

/** The rows of `select` counted to COUNT_CAP + 1 at most (a scalar subquery). */
export const cappedCount = (select: SQL) => sql<number>`(SELECT count(*) FROM (${select} LIMIT ${COUNT_CAP + 1}))`

/** A capped count as shown: the number (at most COUNT_CAP) and whether there are more. */
export const shownCount = (n: number | null | undefined) => {
  const value = Number(n ?? 0)
  return { count: Math.min(value, COUNT_CAP), more: value > COUNT_CAP }
}
