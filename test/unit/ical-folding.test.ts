import ical from 'ical-generator'
import { describe, expect, it } from 'vitest'

/**
 * ical-generator folds lines at 75 octets; patches/ical-generator+10.2.0.patch measures each
 * character's UTF-8 size from its code point instead of a TextEncoder per character (that was
 * most of an iCal feed's CPU: ~50 ms for 100 events). The folding must stay exactly right.
 */
describe('iCalendar line folding', () => {
  it('folds at 75 octets whatever the characters, and unfolds to the same text', () => {
    const summary = 'Queer Café Night ☕ 東京 🏳️‍🌈 Кафе ' + 'ü€𝄞'.repeat(20) + ' — see you there'
    const calendar = ical({ name: 'Folding' })
    calendar.createEvent({ id: 'x@haven.test', start: new Date('2027-03-16T18:00:00Z'), summary })
    const text = calendar.toString()
    const bytes = new TextEncoder()
    for (const line of text.split('\r\n')) expect(bytes.encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:${summary.replace(/[\\;,]/g, (c) => `\\${c}`)}`)
  })
})
