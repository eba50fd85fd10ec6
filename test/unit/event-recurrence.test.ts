import { describe, expect, it } from 'vitest'
import { serverI18n } from '~/i18n/i18next.server'
import { weekdayPosition, zonedTimeToInstant } from '~/models/events/local-date'
import { daysBetween, occurrenceDates, ruleText, seriesSummary } from '~/models/events/recurrence.server'

const iso = (ms: number) => new Date(ms).toISOString()

describe('repeating events', () => {
  it('keeps a weekly event at its wall-clock time across a daylight-saving change', () => {
    // Tuesdays at 19:00 in Berlin: clocks go forward on Sunday 28 March 2027
    const dates = occurrenceDates('2027-03-16', { kind: 'weekly', interval: 1, count: 4 })
    expect(dates).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06'])
    expect(dates.map((d) => iso(zonedTimeToInstant(d, '19:00', 'Europe/Berlin')))).toEqual([
      '2027-03-16T18:00:00.000Z',
      '2027-03-23T18:00:00.000Z',
      '2027-03-30T17:00:00.000Z',
      '2027-04-06T17:00:00.000Z',
    ])
    // Sundays at 10:00 in Auckland: clocks go back (+13 → +12) at 03:00 on Sunday 4 April 2027
    const auckland = occurrenceDates('2027-03-28', { kind: 'weekly', interval: 1, count: 3 })
    expect(auckland).toEqual(['2027-03-28', '2027-04-04', '2027-04-11'])
    expect(auckland.map((d) => iso(zonedTimeToInstant(d, '10:00', 'Pacific/Auckland')))).toEqual([
      '2027-03-27T21:00:00.000Z',
      '2027-04-03T22:00:00.000Z',
      '2027-04-10T22:00:00.000Z',
    ])
  })

  it('repeats every N weeks until a date, the end date included', () => {
    expect(occurrenceDates('2027-01-05', { kind: 'weekly', interval: 2, until: '2027-02-16' })).toEqual([
      '2027-01-05',
      '2027-01-19',
      '2027-02-02',
      '2027-02-16',
    ])
  })

  it('repeats monthly on the same date (months without it are skipped) or the same weekday', () => {
    expect(occurrenceDates('2027-01-31', { kind: 'monthlyDate', interval: 1, count: 3 })).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
    ])
    // the second Tuesday
    expect(weekdayPosition('2027-01-12')).toEqual({ weekday: 1, nth: 2 })
    expect(occurrenceDates('2027-01-12', { kind: 'monthlyWeekday', interval: 1, count: 3 })).toEqual([
      '2027-01-12',
      '2027-02-09',
      '2027-03-09',
    ])
    // a fifth Friday is the month's last
    expect(weekdayPosition('2027-01-29')).toEqual({ weekday: 4, nth: -1 })
    expect(occurrenceDates('2027-01-29', { kind: 'monthlyWeekday', interval: 1, count: 3 })).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ])
    // every 3 months
    expect(occurrenceDates('2027-01-12', { kind: 'monthlyDate', interval: 3, count: 3 })).toEqual([
      '2027-01-12',
      '2027-04-12',
      '2027-07-12',
    ])
  })

  it('never makes more than 52 dates, nor any beyond a year', () => {
    expect(occurrenceDates('2027-01-01', { kind: 'weekly', interval: 1, until: '2028-12-31' })).toHaveLength(52)
    const monthly = occurrenceDates('2027-01-01', { kind: 'monthlyDate', interval: 1, count: 52 })
    expect(monthly.at(-1)).toBe('2028-01-01')
  })

  it('writes the rule as RFC 5545 does', () => {
    expect(ruleText('2027-01-12', { kind: 'weekly', interval: 2, count: 6 })).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU')
    expect(ruleText('2027-01-12', { kind: 'monthlyWeekday', interval: 1, until: '2027-06-30' })).toMatch(
      /^RRULE:FREQ=MONTHLY;.*BYDAY=\+2TU/,
    )
    expect(daysBetween('2027-03-27', '2027-04-02')).toBe(6)
  })

  it('says the rule in the reader’s language, the ordinal agreeing with the weekday', async () => {
    const say = async (
      language: 'en' | 'it' | 'pt' | 'de',
      startDate: string,
      extra: Partial<Parameters<typeof seriesSummary>[0]> = {},
    ) => {
      const i18n = await serverI18n(language)
      const series = { frequency: 'monthly_weekday' as const, interval: 1, startDate, untilDate: null, occurrenceCount: 6, ...extra }
      return seriesSummary(series, i18n.t, language)
    }
    expect(await say('en', '2027-01-12')).toBe('Every month on the second Tuesday, 6 dates in all')
    expect(await say('en', '2027-01-12', { frequency: 'weekly', interval: 2, occurrenceCount: null, untilDate: '2027-06-30' })).toBe(
      'Every 2 weeks on Tuesday, until June 30, 2027',
    )
    // Sunday is feminine in Italian, Saturday and Sunday masculine in Portuguese
    expect(await say('it', '2027-01-10')).toContain('la seconda domenica')
    expect(await say('it', '2027-01-12')).toContain('il secondo martedì')
    expect(await say('pt', '2027-01-09')).toContain('no segundo sábado')
    expect(await say('pt', '2027-01-12')).toContain('na segunda terça-feira')
    expect(await say('de', '2027-01-12')).toContain('Dienstag')
  })
})
