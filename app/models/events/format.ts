/**
 * Event times as people read them, in the event's own zone (and, on its page, in the viewer's
 * when it differs). Formatted on the server, once, so the server render and the hydration agree.
 * Browser-safe (Intl only).
 */
import { dateTimeFormat } from '~/utils/date-time-format'
import { localDateOf } from './local-date'

const formatter = (language: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { timeZone, ...options })

/** A formatter of calendar days (read at noon UTC, so a YYYY-MM-DD names its own day). */
export const dayFormatter = (language: string, options: Intl.DateTimeFormatOptions) => formatter(language, 'UTC', options)

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }
const DAY_YEAR: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
const TIME_ZONE: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }

export type EventWhenText = {
  /** ISO instant, for <time dateTime>. */
  iso: string
  /** 'Fri, 12 Dec', with the year when it is not this year's. */
  day: string
  /** '20:00 – 23:30 CET', or '20:00 CET' without an end; an end on another day names that day. */
  time: string
}

/** An event's start (and end) in its own zone, for cards and calendars. */
export function eventWhen(startsAt: Date, endsAt: Date | null, timeZone: string, language: string, now: Date): EventWhenText {
  const sameYear = localDateOf(startsAt, timeZone).slice(0, 4) === localDateOf(now, timeZone).slice(0, 4)
  const day = formatter(language, timeZone, sameYear ? DAY : DAY_YEAR).format(startsAt)
  let time = formatter(language, timeZone, TIME_ZONE).format(startsAt)
  if (endsAt) {
    const sameDay = localDateOf(startsAt, timeZone) === localDateOf(endsAt, timeZone)
    const end = sameDay
      ? formatter(language, timeZone, TIME_ZONE).format(endsAt)
      : `${formatter(language, timeZone, DAY).format(endsAt)}, ${formatter(language, timeZone, TIME_ZONE).format(endsAt)}`
    time = `${formatter(language, timeZone, TIME).format(startsAt)} – ${end}`
  }
  return { iso: startsAt.toISOString(), day, time }
}

/** 'Friday, 12 December 2026' in a zone. */
export const longDay = (instant: Date, timeZone: string, language: string) => formatter(language, timeZone, LONG_DAY).format(instant)

/** '20:00' in a zone. */
export const shortTime = (instant: Date, timeZone: string, language: string) => formatter(language, timeZone, TIME).format(instant)

/** 'Fri, 12 Dec, 20:00 CET' in a zone (the viewer's time beside the event's). */
export const dayAndTime = (instant: Date, timeZone: string, language: string) =>
  `${formatter(language, timeZone, DAY).format(instant)}, ${formatter(language, timeZone, TIME_ZONE).format(instant)}`

/** A price as money ('€12.00'), or null without one. */
export function formatPrice(cents: number | null, currency: string | null, language: string): string | null {
  if (cents == null || !currency) return null
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}
