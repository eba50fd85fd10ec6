import { describe, expect, it } from 'vitest'
import type { WeeklyHours } from '~/db/schema/venues'
import { localDate, openState, safeTimeZone } from '~/models/venues/opening-hours'

// 2026-11-20 is a Friday. Berlin is UTC+1 in November; Tokyo UTC+9.
const berlin = (iso: string) => new Date(`${iso}+01:00`)
const club: WeeklyHours = { fri: [{ open: '23:00', close: '06:00' }], sat: [{ open: '23:00', close: '07:00' }] }
const restaurant: WeeklyHours = {
  fri: [
    { open: '12:00', close: '15:00' },
    { open: '18:00', close: '23:00' },
  ],
}

describe('opening hours in the venue time zone', () => {
  it('is open within a slot and says when it closes', () => {
    expect(openState(restaurant, 'Europe/Berlin', berlin('2026-11-20T13:00'))).toEqual({ status: 'open', closesAt: '15:00' })
  })

  it('between two slots of the same day opens again later today', () => {
    expect(openState(restaurant, 'Europe/Berlin', berlin('2026-11-20T16:00'))).toEqual({
      status: 'closed',
      opensAt: { day: 'fri', time: '18:00', today: true },
    })
  })

  it('a slot past midnight keeps the venue open into the next day', () => {
    expect(openState(club, 'Europe/Berlin', berlin('2026-11-21T03:30'))).toEqual({ status: 'open', closesAt: '06:00' })
    expect(openState(club, 'Europe/Berlin', berlin('2026-11-21T06:00')).status).toBe('closed')
  })

  it('finds the next opening day after the last one of the week', () => {
    expect(openState(club, 'Europe/Berlin', berlin('2026-11-22T12:00'))).toEqual({
      status: 'closed',
      opensAt: { day: 'fri', time: '23:00', today: false },
    })
  })

  it('judges by the venue clock, not the server clock', () => {
    // 13:00 in Berlin is 21:00 in Tokyo: the restaurant's hours read in Tokyo time say open
    expect(openState(restaurant, 'Asia/Tokyo', berlin('2026-11-20T13:00'))).toEqual({ status: 'open', closesAt: '23:00' })
  })

  it('around the clock and unknown hours', () => {
    const hotel: WeeklyHours = { fri: [{ open: '00:00', close: '23:59' }] }
    expect(openState(hotel, 'Europe/Berlin', berlin('2026-11-20T04:00'))).toEqual({ status: 'open', closesAt: null })
    expect(openState(null, 'Europe/Berlin')).toEqual({ status: 'unknown' })
    expect(openState({}, 'Europe/Berlin')).toEqual({ status: 'unknown' })
  })

  it('local calendar day and unknown zones', () => {
    expect(localDate('Europe/Berlin', new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21')
    expect(localDate('America/Los_Angeles', new Date('2026-11-20T03:00:00Z'))).toBe('2026-11-19')
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC')
  })
})
