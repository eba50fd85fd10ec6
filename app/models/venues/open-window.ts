/**
 * A venue's open window: the instants between which it is open now, or will next be open, as
 * `openState` reads its weekly hours in its zone. Kept on the venue row (venues.open_from and
 * open_until) so that 'open now' is two column tests in SQL instead of every candidate's hours
 * judged in the Worker (decision 016). Pure: no drizzle, no clock of its own.
 */
import { WEEKDAYS, type WeeklyHours } from '~/db/schema/values'
import { localClock, toMinutes } from './opening-hours'

const MINUTE = 60_000
const DAY = 1440
const WEEK = 7 * DAY

/** The `until` of a window that never ends: the last instant a Date can hold. */
export const NEVER = 8_640_000_000_000_000

/**
 * `from`: when the venue opens (at or before the instant asked, when it is open then); null when
 * it never opens. `until`: when it closes, the instant the window must be computed again.
 * Open at `t` exactly when `from <= t < until`.
 */
export type OpenWindow = { from: number | null; until: number }

/**
 * The open spans of the week in local minutes (Monday 00:00 is 0), read as `openState` reads
 * them: a slot whose close is not after its open runs past midnight. Laid over three weeks
 * (-WEEK to 2 × WEEK) and merged, so a span that runs over Sunday midnight is one span.
 */
function weekSpans(hours: WeeklyHours | null | undefined): [number, number][] {
  const spans: [number, number][] = []
  WEEKDAYS.forEach((day, i) => {
    for (const slot of hours?.[day] ?? []) {
      const open = toMinutes(slot.open)
      const close = toMinutes(slot.close)
      if (!Number.isFinite(open) || !Number.isFinite(close)) continue // openState never opens it
      const start = i * DAY + open
      spans.push([start, close <= open ? (i + 1) * DAY + close : i * DAY + close])
    }
  })
  const laid = [-WEEK, 0, WEEK].flatMap((shift) => spans.map(([s, e]): [number, number] => [s + shift, e + shift]))
  laid.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [s, e] of laid) {
    const last = merged[merged.length - 1]
    if (last && s <= last[1]) last[1] = Math.max(last[1], e)
    else if (e > s) merged.push([s, e])
  }
  return merged
}

/** The zone's offset from UTC at `at`, in ms (what its clock reads minus UTC). */
function offsetAt(zone: string | null | undefined, at: number): number {
  const clock = localClock(zone, at)
  const [y, m, d] = clock.date.split('-').map(Number)
  return Date.UTC(y, m - 1, d) + clock.minutes * MINUTE - at
}

/** The first whole minute in (after, before] at which the zone's offset is no longer `offset`. */
function changeOfOffset(zone: string | null | undefined, after: number, before: number, offset: number): number {
  let lo = after
  let hi = before
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE
    if (offsetAt(zone, mid) === offset) lo = mid
    else hi = mid
  }
  return hi
}

/** The window at `at` from spans already laid out (see openWindow). */
function windowFrom(spans: [number, number][], zone: string | null | undefined, at: number, depth: number): OpenWindow {
  if (!spans.length) return { from: null, until: NEVER }
  // open around the clock: one span over the three weeks
  if (spans.length === 1 && spans[0][0] <= -WEEK && spans[0][1] >= 2 * WEEK) return { from: 0, until: NEVER }
  const minute = Math.floor(at / MINUTE) * MINUTE
  const clock = localClock(zone, minute)
  const local = WEEKDAYS.indexOf(clock.day) * DAY + clock.minutes
  // the span the clock is in, else the next one to start (there is one: the spans repeat weekly)
  const span = spans.find(([s, e]) => s <= local && local < e) ?? spans.find(([s]) => s > local)!
  const open = span[0] <= local
  // as instants, with the zone's offset of now; corrected below when it changes before `until`.
  // An open window starts when the span did: a request whose clock was read a little before the
  // window was computed still finds the venue open.
  const from = minute + (span[0] - local) * MINUTE
  const until = minute + (span[1] - local) * MINUTE
  const offset = offsetAt(zone, minute)
  if (depth >= 3 || ((open || offsetAt(zone, from) === offset) && offsetAt(zone, until) === offset)) return { from, until }
  // the clock jumps (daylight saving) before the window ends: closed or open until the jump as
  // computed, and from the jump on as the clock then reads
  const jump = changeOfOffset(zone, minute, until, offset)
  const after = windowFrom(spans, zone, jump, depth + 1)
  // closed until the jump at least (a span the new clock reads as begun began at the jump)
  if (!open && jump <= from) return { from: after.from == null ? null : Math.max(after.from, jump), until: after.until }
  return { from, until: after.from != null && after.from <= jump ? after.until : jump }
}

/**
 * The venue's open window at `at`: open now until `until`, or closed until `from`. Agrees with
 * `openState` at every minute up to `until` (unit test), across daylight-saving changes of the
 * zone, provided the zone changes its offset at most once in the window's week or so.
 */
export function openWindow(hours: WeeklyHours | null | undefined, timeZone: string | null | undefined, at: Date | number): OpenWindow {
  return windowFrom(weekSpans(hours), timeZone, typeof at === 'number' ? at : at.getTime(), 0)
}
