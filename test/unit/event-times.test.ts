import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  localDateOf,
  localTimeOf,
  monthBounds,
  parseLocalDate,
  weekdayOf,
  zonedTimeToInstant,
} from '~/models/events/local-date'

const iso = (ms: number) => new Date(ms).toISOString()

describe('event times in their zone', () => {
  it('reads a wall-clock time in its zone, across daylight-saving changes', () => {
    // Berlin: a summer evening (UTC+2) and a winter one (UTC+1)
    expect(iso(zonedTimeToInstant('2026-07-10', '20:00', 'Europe/Berlin'))).toBe('2026-07-10T18:00:00.000Z')
    expect(iso(zonedTimeToInstant('2026-12-10', '20:00', 'Europe/Berlin'))).toBe('2026-12-10T19:00:00.000Z')
    // 2026-03-29 02:30 does not exist in Berlin (02:00 → 03:00): read as the hour after
    expect(iso(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z')
    // 2026-10-25 02:30 happens twice (03:00 → 02:00): the first one
    expect(iso(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z')
    // Auckland is UTC+13 in its summer, +12 in its winter; Kathmandu +5:45 all year
    expect(iso(zonedTimeToInstant('2026-12-31', '23:30', 'Pacific/Auckland'))).toBe('2026-12-31T10:30:00.000Z')
    expect(iso(zonedTimeToInstant('2026-06-30', '23:30', 'Pacific/Auckland'))).toBe('2026-06-30T11:30:00.000Z')
    expect(iso(zonedTimeToInstant('2026-12-01', '10:00', 'Asia/Kathmandu'))).toBe('2026-12-01T04:15:00.000Z')
  })

  it('gives the day and clock an instant shows in a zone, and back', () => {
    const night = zonedTimeToInstant('2026-12-31', '23:30', 'Pacific/Auckland')
    expect(localDateOf(night, 'Pacific/Auckland')).toBe('2026-12-31')
    expect(localDateOf(night, 'UTC')).toBe('2026-12-31')
    expect(localDateOf(night, 'America/Los_Angeles')).toBe('2026-12-31')
    const early = zonedTimeToInstant('2027-01-01', '09:00', 'Pacific/Auckland')
    expect(localDateOf(early, 'Pacific/Auckland')).toBe('2027-01-01')
    expect(localDateOf(early, 'Europe/Berlin')).toBe('2026-12-31')
    for (const zone of ['Europe/Berlin', 'Pacific/Auckland', 'Asia/Kathmandu', 'America/Sao_Paulo']) {
      const at = zonedTimeToInstant('2026-11-03', '07:05', zone)
      expect([localDateOf(at, zone), localTimeOf(at, zone)], zone).toEqual(['2026-11-03', '07:05'])
    }
  })

  it('knows real days, months and weekdays', () => {
    expect(parseLocalDate('2026-02-30')).toBeNull()
    expect(parseLocalDate('2028-02-29')).toBe('2028-02-29')
    expect(parseLocalDate(' 2026-12-01 ')).toBe('2026-12-01')
    expect(parseLocalDate('2026-12-1')).toBeNull()
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' })
    expect(weekdayOf('2026-11-30')).toBe(0) // a Monday
    expect(weekdayOf('2026-11-29')).toBe(6) // a Sunday
  })
})
