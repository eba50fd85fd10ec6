/**
 * Repeating events (decision 020). A series is expanded once, when it is created, into events of
 * their own: each occurrence has its own page, RSVPs, capacity and waitlist, and can be edited or
 * cancelled alone or with the occurrences after it.
 *
 * The rule (rrule, RFC 5545) is expanded over the organizer's wall clock, not over instants: the
 * dates come from rrule in floating time (UTC fields standing for the local date), and each date
 * with the form's start time becomes an instant in the event's zone (zonedTimeToInstant). So a
 * weekly 19:00 in Berlin stays at 19:00 after the clocks change, and a 'second Tuesday' is the
 * second Tuesday of the place's month.
 */
import * as rrulePackage from 'rrule'
import type { Options } from 'rrule'
import { addDays, weekdayPosition } from './local-date'
import { dayFormatter } from './format'
import { RECURRENCE_LIMITS, type RepeatKind } from './schema'

export type Recurrence = {
  kind: Exclude<RepeatKind, 'none'>
  /** Every `interval` weeks or months. */
  interval: number
  /** The last day it may fall on (YYYY-MM-DD, the event's own calendar), or… */
  until?: string
  /** …how many times it happens (the first included). */
  count?: number
}

// rrule ships ES modules for bundlers (the Worker) and CommonJS for Node (the seed): either
const { Frequency, RRule } = 'RRule' in rrulePackage ? rrulePackage : (rrulePackage as unknown as { default: typeof rrulePackage }).default
type RRule = InstanceType<typeof RRule>

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU]

const floating = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}

/** The rrule of a series starting on `date` (floating: UTC fields are the local calendar). */
export function recurrenceRule(date: string, recurrence: Recurrence): RRule {
  const { weekday, nth } = weekdayPosition(date)
  const byKind: Record<Recurrence['kind'], Partial<Options>> = {
    weekly: { freq: Frequency.WEEKLY, byweekday: [RRULE_DAYS[weekday]!] },
    monthlyDate: { freq: Frequency.MONTHLY, bymonthday: [Number(date.slice(8, 10))] },
    monthlyWeekday: { freq: Frequency.MONTHLY, byweekday: [RRULE_DAYS[weekday]!.nth(nth)] },
  }
  const { freq, ...by } = byKind[recurrence.kind]
  const options: Partial<Options> = {
    freq,
    dtstart: floating(date),
    interval: recurrence.interval,
    // never more than the limit, whatever the end says
    count: Math.min(recurrence.count ?? RECURRENCE_LIMITS.occurrencesMax, RECURRENCE_LIMITS.occurrencesMax),
    ...(recurrence.until ? { until: new Date(floating(recurrence.until).getTime() + 86_399_000) } : {}),
    ...by,
  }
  return new RRule(options)
}

/** The local dates (YYYY-MM-DD) a series falls on, its first date first. */
export function occurrenceDates(date: string, recurrence: Recurrence): string[] {
  const horizon = addDays(date, RECURRENCE_LIMITS.horizonDays)
  return recurrenceRule(date, recurrence)
    .all()
    .map((d) => d.toISOString().slice(0, 10))
    .filter((d) => d <= horizon)
}

/**
 * The rule as RFC 5545 writes it (RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6), kept with the series so an
 * export or a later 'edit the series' knows exactly what the organizer asked for. An end date
 * is written as the date itself (a floating UNTIL).
 */
export function ruleText(date: string, recurrence: Recurrence): string {
  const rule = recurrenceRule(date, recurrence)
  const { dtstart: _dtstart, ...rest } = rule.origOptions
  return RRule.optionsToString(recurrence.count ? rest : { ...rest, count: null })
}

/** Whole days between two dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((floating(b).getTime() - floating(a).getTime()) / 86_400_000)
}

/** A series' rule as a sentence: 'Every 2 weeks on Tuesday, until 30 June 2027' (the page's loader says it). */
export function seriesSummary(
  series: {
    frequency: 'weekly' | 'monthly_date' | 'monthly_weekday'
    interval: number
    startDate: string
    untilDate: string | null
    occurrenceCount: number | null
  },
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string {
  // a local date at noon UTC names the same day in UTC
  const noon = (date: string) => new Date(`${date}T12:00:00Z`)
  const { nth, weekday: day } = weekdayPosition(series.startDate)
  const weekday = dayFormatter(language, { weekday: 'long' }).format(noon(series.startDate))
  const count = series.interval
  const rule =
    series.frequency === 'weekly'
      ? t('events:series.weekly', { count, weekday })
      : series.frequency === 'monthly_date'
        ? t('events:series.monthlyDate', { count, day: Number(series.startDate.slice(8, 10)) })
        : t('events:series.monthlyWeekday', {
            count,
            weekday,
            // the weekday (0 = Monday) as a context: an ordinal agrees with it ('la seconda domenica')
            nth: t(`events:series.nth.${nth}`, { context: `d${day}` }),
          })
  if (series.untilDate)
    return t('events:series.until', {
      rule,
      date: dayFormatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(noon(series.untilDate)),
    })
  if (series.occurrenceCount) return t('events:series.times', { rule, count: series.occurrenceCount })
  return rule
}
