/**
 * Calendar days in a time zone, for events: the day an event starts on in its own zone
 * (`events.local_date`), month grids and the date filters. Dates are 'YYYY-MM-DD' strings, which
 * sort and compare as the days they name. Browser-safe (Intl only).
 */

const formatters = new Map<string, Intl.DateTimeFormat>()
function dayFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
export function localDateOf(instant: Date | number, timeZone: string): string {
  return dayFormatter(timeZone).format(instant)
}

export const isValidTimeZone = (timeZone: string) => {
  try {
    dayFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day as YYYY-MM-DD, or null (2026-02-30 is not one). */
export function parseLocalDate(value: string | null | undefined): string | null {
  const m = value ? DATE.exec(value.trim()) : null
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 1970 || year > 2200) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? m[0] : null
}

/** The day `days` after (or before) a date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** A month as YYYY-MM. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The first day of a month (YYYY-MM) and of the month after it. */
export function monthBounds(month: string): { first: string; next: string } {
  const [y, m] = month.split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10)
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
  return { first, next }
}

/** The month `delta` months after a month (YYYY-MM). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7)
}

/** Day of the week of a date, 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7
}

/** Which of its month's weekdays a date is (0 = Monday): 1–4, or -1 for a fifth (the month's last). */
export function weekdayPosition(date: string): { weekday: number; nth: 1 | 2 | 3 | 4 | -1 } {
  const nth = Math.ceil(Number(date.slice(8, 10)) / 7)
  return { weekday: weekdayOf(date), nth: nth >= 5 ? -1 : (nth as 1 | 2 | 3 | 4) }
}

/**
 * The instant a wall-clock time in a zone names, as calendars read it ('compatible', as in
 * Temporal): a time that does not exist (2026-03-29 02:30 in Europe/Berlin, skipped when clocks go
 * forward) is read with the offset before the change (03:30 summer time); a time that happens twice
 * (clocks going back) is the first. For the event forms.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // the zone's offsets half a day either side cover any change near this wall time
  const before = offsetAt(wall - 12 * 60 * 60 * 1000, timeZone)
  const after = offsetAt(wall + 12 * 60 * 60 * 1000, timeZone)
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === wall
  const candidates = [wall - before, wall - after].filter(shows)
  return candidates.length ? Math.min(...candidates) : wall - before
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()
/** The zone's offset from UTC at an instant, in ms. */
export function offsetAt(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormatters.set(timeZone, formatter)
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>()
/** The wall-clock time (HH:MM, 24 h) of an instant in a zone: what an edit form starts from. */
export function localTimeOf(instant: Date | number, timeZone: string): string {
  let formatter = clockFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clockFormatters.set(timeZone, formatter)
  }
  return formatter.format(instant)
}
