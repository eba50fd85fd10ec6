import { describe, expect, it } from 'vitest'
import type { WeeklyHours } from '~/db/schema/values'
import { NEVER, openWindow } from '~/models/venues/open-window'
import { isOpenNow } from '~/models/venues/opening-hours'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const everyDay = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]))

// hours chosen around the small hours, when clocks change
const HOURS: Record<string, WeeklyHours> = {
  'a club past midnight': {
    fri: [{ open: '23:00', close: '06:00' }],
    sat: [{ open: '22:00', close: '02:30' }],
    sun: [{ open: '01:00', close: '03:00' }],
  },
  'closing at 01:30 every night': everyDay('18:00', '01:30'),
  'opening at 02:30 every day': everyDay('02:30', '11:00'),
  'two slots a day': {
    mon: [
      { open: '00:30', close: '02:15' },
      { open: '03:00', close: '04:00' },
    ],
    sat: [
      { open: '01:45', close: '02:45' },
      { open: '12:00', close: '02:00' },
    ],
    sun: [{ open: '02:00', close: '03:30' }],
  },
  'around the clock (00:00–23:59)': everyDay('00:00', '23:59'),
  'around the clock (00:00–00:00)': everyDay('00:00', '00:00'),
  'a whole day from 10:00 (10:00–10:00)': { wed: [{ open: '10:00', close: '10:00' }] },
  'once a week': { tue: [{ open: '09:00', close: '12:00' }] },
  'slots that overlap and touch': {
    thu: [
      { open: '10:00', close: '14:00' },
      { open: '13:00', close: '16:00' },
      { open: '16:00', close: '01:00' },
    ],
  },
}

/**
 * What the lists rely on: a window kept until it ends, then computed again (as the Cron Trigger
 * does), says 'open' at exactly the minutes openState does.
 */
function expectAgreement(hours: WeeklyHours, zone: string, start: number, end: number, stepMs = MINUTE) {
  let window = openWindow(hours, zone, start + 37_000) // computed mid-minute
  let refreshes = 0
  for (let t = start; t < end; t += stepMs) {
    if (window.until <= t) {
      window = openWindow(hours, zone, t)
      refreshes++
      expect(window.until, `a fresh window ends after ${new Date(t).toISOString()}`).toBeGreaterThan(t)
    }
    const open = window.from != null && window.from <= t && t < window.until
    if (open !== isOpenNow(hours, zone, t)) {
      throw new Error(`${zone} at ${new Date(t).toISOString()}: window says ${open ? 'open' : 'closed'}, openState does not`)
    }
  }
  return refreshes
}

// each zone's clock changes, with two days around each
const CHANGES: [string, string][] = [
  ['Europe/Berlin', '2026-10-25T01:00Z'], // back: 03:00 → 02:00
  ['Europe/Berlin', '2027-03-28T01:00Z'], // forward: 02:00 → 03:00
  ['America/New_York', '2026-11-01T06:00Z'],
  ['America/New_York', '2027-03-14T07:00Z'],
  ['Pacific/Auckland', '2026-09-26T14:00Z'], // forward: 02:00 → 03:00 NZDT
  ['Pacific/Auckland', '2027-04-03T14:00Z'], // back: 03:00 → 02:00 NZST
  ['Australia/Lord_Howe', '2026-10-03T15:30Z'], // forward by half an hour
  ['Australia/Lord_Howe', '2027-04-03T15:00Z'], // back by half an hour
]

// Exhaustive: every minute of days around each change, through Intl (~1–2 s each on a quiet
// machine, several times that on a busy one: the default 5 s bound failed a busy CI run).
describe('open windows agree with openState', { timeout: 60_000 }, () => {
  for (const [zone, iso] of CHANGES) {
    it(`at every minute around ${zone}'s clock change of ${iso.slice(0, 10)}`, () => {
      const change = Date.parse(iso)
      for (const hours of Object.values(HOURS)) expectAgreement(hours, zone, change - 2 * 24 * HOUR, change + 2 * 24 * HOUR)
    })
  }

  it('over two weeks in zones without daylight saving (Kathmandu +05:45, Tokyo) and an unknown zone', () => {
    const start = Date.parse('2026-11-16T00:00Z')
    for (const zone of ['Asia/Kathmandu', 'Asia/Tokyo', 'Not/AZone', null]) {
      for (const hours of Object.values(HOURS)) expectAgreement(hours, zone as string, start, start + 14 * 24 * HOUR, 5 * MINUTE)
    }
  })

  it('lasts until the state changes, so a venue is computed again about once per opening', () => {
    const start = Date.parse('2026-11-16T00:00Z')
    // Monday to Monday: the club opens three times (Friday, Saturday, Sunday) and closes three times
    expect(expectAgreement(HOURS['a club past midnight'], 'Europe/Berlin', start, start + 7 * 24 * HOUR)).toBeLessThanOrEqual(7)
    expect(openWindow(HOURS['around the clock (00:00–00:00)'], 'Europe/Berlin', start)).toEqual({ from: 0, until: NEVER })
  })

  it('never opens a venue without hours, and a window that never ends needs no refresh', () => {
    for (const hours of [null, {}, { mon: [] }, { mon: [{ open: 'late', close: '??' }] }] as (WeeklyHours | null)[]) {
      expect(openWindow(hours, 'Europe/Berlin', Date.now())).toEqual({ from: null, until: NEVER })
    }
  })

  it('gives instants in the venue’s zone', () => {
    // Friday 2026-11-20, 20:00 in Berlin (UTC+1): the club opens at 23:00 local, 22:00 UTC, and
    // closes on Saturday at 06:00 local
    const window = openWindow(HOURS['a club past midnight'], 'Europe/Berlin', Date.parse('2026-11-20T19:00Z'))
    expect(window).toEqual({ from: Date.parse('2026-11-20T22:00Z'), until: Date.parse('2026-11-21T05:00Z') })
  })
})
