import { describe, expect, it } from 'vitest'

/** The feed's pure parts: finding mentions, and the cursor of its pages (the texts: namespace-texts.test.ts). */
describe('mentions', () => {
  it('finds friends named by @DisplayName, the longest name first, never inside an address', async () => {
    const { findMentions } = await import('~/models/feed/mentions')
    const friends = [
      { id: 'a', name: 'Alex' },
      { id: 'ak', name: 'Alex Kim' },
      { id: 'r', name: 'Rosa' },
      { id: 'z', name: 'Zoë' },
    ]
    expect(findMentions('hi @Alex Kim and @rosa!', friends)).toEqual(['ak', 'r'])
    expect(findMentions('@Alex, @Alexa', friends)).toEqual(['a'])
    expect(findMentions('mail alex@Rosa.org', friends)).toEqual([])
    expect(findMentions('@Zoë.', friends)).toEqual(['z'])
    expect(findMentions('no mention', friends)).toEqual([])
  })
})

describe('feed cursor', () => {
  it('reads back what it wrote and refuses anything else', async () => {
    const { decodeCursor, encodeCursor, feedHref } = await import('~/models/feed/query')
    const cursor = { createdAt: 1_795_000_000_123, id: '3f2a9c1e-0000-4000-8000-000000000001' }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
    for (const bad of ['', 'x', '.abc', 'zz.', '00ab.id', 'ab.c d', '-1.abc']) expect(decodeCursor(bad), bad).toBeNull()
    expect(feedHref('everyone')).toBe('/feed')
    expect(feedHref('friends', 'ab.c')).toBe('/feed?tab=friends&before=ab.c')
  })
})
