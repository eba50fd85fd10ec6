/**
 * Opening hours in the venue's own time zone: whether a venue is open at an instant, when it
 * closes or opens next, and the venue's local calendar day (check-ins count per local day).
 * Pure functions over `WeeklyHours` (the venues.hours column), shared by server and browser;
 * this module must stay free of drizzle so it costs the browser almost nothing.
 */
import { WEEKDAYS, type Weekday, type WeeklyHours } from '~/db/schema/values'

/**
 * Weekly opening hours in the venue's local time (venues.hours): a day missing or [] = closed;
 * close <= open means the slot runs past midnight, e.g. { fri: [{ open: '22:00', close: '05:00' }] }.
 */
export { WEEKDAYS, type Weekday, type WeeklyHours }

export type OpenState =
  | { status: 'unknown' }
  | { status: 'open'; closesAt: string | null }
  | { status: 'closed'; opensAt: { day: Weekday; time: string; today: boolean } | null }

type LocalClock = { day: Weekday; minutes: number; date: string }

// Intl formatters are costly to build: one per zone, kept for the isolate's life.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** A valid IANA zone name, or UTC when it is missing or unknown to this runtime. */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC'
  try {
    formatter(zone)
    return zone
  } catch {
    return 'UTC'
  }
}

// A list asks for the same instant in the same few zones hundreds of times ('open now' tests up
// to 1 000 venues): the clocks of the last instant asked are kept, per zone.
let clocksAt = Number.NaN
const clocks = new Map<string, Readonly<LocalClock>>()

/** Weekday, minutes since midnight and 'YYYY-MM-DD' in the zone at `at`. */
export function localClock(timeZone: string | null | undefined, at: Date | number = Date.now()): Readonly<LocalClock> {
  const ms = typeof at === 'number' ? at : at.getTime()
  if (ms !== clocksAt) {
    clocks.clear()
    clocksAt = ms
  }
  const zone = safeTimeZone(timeZone)
  const known = clocks.get(zone)
  if (known) return known
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  )
  const clock: LocalClock = {
    day: parts.weekday.toLowerCase().slice(0, 3) as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  }
  clocks.set(zone, clock)
  return clock
}

/** The venue's calendar day at `at`: check-ins are limited to one per member and local day. */
export function localDate(timeZone: string | null | undefined, at: Date | number = Date.now()): string {
  return localClock(timeZone, at).date
}

/** Minutes since midnight of a local 'HH:MM' (NaN for text that is no time: never open). */
export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

const previous = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]

/** True when a slot's close time is on the next day ('22:00'–'05:00'; '00:00' closes at midnight). */
const overnight = (slot: { open: string; close: string }) => toMinutes(slot.close) <= toMinutes(slot.open)

/** Is the venue open at `at`, and until when / from when? Hours are in the venue's local time. */
export function openState(
  hours: WeeklyHours | null | undefined,
  timeZone: string | null | undefined,
  at: Date | number = Date.now(),
): OpenState {
  if (!hours || !WEEKDAYS.some((d) => (hours[d]?.length ?? 0) > 0)) return { status: 'unknown' }
  const now = localClock(timeZone, at)
  // a slot of yesterday that runs past midnight
  for (const slot of hours[previous(now.day)] ?? []) {
    if (overnight(slot) && now.minutes < toMinutes(slot.close)) return { status: 'open', closesAt: slot.close }
  }
  for (const slot of hours[now.day] ?? []) {
    const open = toMinutes(slot.open)
    const close = toMinutes(slot.close)
    if (now.minutes >= open && (overnight(slot) || now.minutes < close)) {
      // '00:00'–'23:59' every day reads as open around the clock
      return { status: 'open', closesAt: slot.open === '00:00' && slot.close === '23:59' ? null : slot.close }
    }
  }
  // next opening: later today, then the following six days
  const later = (hours[now.day] ?? []).filter((s) => toMinutes(s.open) > now.minutes).sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
  if (later.length) return { status: 'closed', opensAt: { day: now.day, time: later[0].open, today: true } }
  for (let i = 1; i <= 7; i++) {
    const day = WEEKDAYS[(WEEKDAYS.indexOf(now.day) + i) % 7]
    const slots = [...(hours[day] ?? [])].sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
    if (slots.length) return { status: 'closed', opensAt: { day, time: slots[0].open, today: false } }
  }
  return { status: 'closed', opensAt: null }
}

/** Shorthand for lists and filters. */
export const isOpenNow = (hours: WeeklyHours | null | undefined, timeZone: string | null | undefined, at?: Date | number) =>
  openState(hours, timeZone, at).status === 'open'
