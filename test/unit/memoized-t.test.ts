import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { memoizedT, textCacheKey } from '~/i18n/memoized-t'

async function instance() {
  const i18n = createInstance()
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: {
      en: { venues: { only: 'Only in English', reviews_one: '{{formatted}} review', reviews_other: '{{formatted}} reviews' } },
      de: {
        venues: {
          title: 'Orte',
          place: '{{city}}, {{country}}',
          reviews_one: '{{formatted}} Bewertung',
          reviews_other: '{{formatted}} Bewertungen',
          list: { nested: 'Verschachtelt', obj: { a: 'A' } },
        },
      },
    },
    interpolation: { escapeValue: false },
  })
  return i18n
}

describe('memoizedT: the server instances’ text cache', () => {
  it('answers what i18next answers, for every kind of call a page makes', async () => {
    const i18n = await instance()
    const plain = i18n.getFixedT('de', 'venues')
    const calls: [string, Record<string, unknown>?][] = [
      ['title'],
      ['only'],
      ['missing.key'],
      ['list.nested'],
      ['place', { city: 'Berlin', country: 'Deutschland' }],
      ['place', { city: 'Köln', country: 'Deutschland' }],
      ['reviews', { count: 1, formatted: '1' }],
      ['reviews', { count: 2, formatted: '2' }],
      ['title', { lng: 'en' }],
      ['only', { defaultValue: 'x' }],
    ]
    const expected = calls.map(([key, options]) => plain(key, options))
    i18n.t = memoizedT(i18n.t.bind(i18n))
    const cached = i18n.getFixedT('de', 'venues')
    // twice: the first fills the cache, the second reads it
    expect(calls.map(([key, options]) => cached(key, options))).toEqual(expected)
    expect(calls.map(([key, options]) => cached(key, options))).toEqual(expected)
    expect(expected.slice(6, 8)).toEqual(['1 Bewertung', '2 Bewertungen'])
  })

  it('asks i18next once per distinct call', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.t.bind(i18n))
    i18n.t = memoizedT(t as unknown as typeof i18n.t)
    const fixed = i18n.getFixedT('de', 'venues')
    for (let i = 0; i < 5; i++) fixed('place', { city: 'Berlin', country: 'Deutschland' })
    expect(t).toHaveBeenCalledTimes(1)
    fixed('place', { city: 'Hamburg', country: 'Deutschland' })
    expect(t).toHaveBeenCalledTimes(2)
  })

  it('never caches a call whose options it cannot tell apart, nor one that returns an object', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.t.bind(i18n))
    i18n.t = memoizedT(t as unknown as typeof i18n.t)
    const fixed = i18n.getFixedT('de', 'venues')
    fixed('list.obj', { returnObjects: true })
    fixed('list.obj', { returnObjects: true })
    fixed('place', { city: { toString: () => 'Berlin' } })
    fixed('place', { city: { toString: () => 'Berlin' } })
    expect(t).toHaveBeenCalledTimes(4)
  })

  it('keys tell a count of 1 from a count of "1" and lists from their joined text', () => {
    expect(textCacheKey('k', { count: 1 }, 0)).not.toBe(textCacheKey('k', { count: '1' }, 0))
    expect(textCacheKey('k', { ns: ['a', 'b'] }, 0)).not.toBe(textCacheKey('k', { ns: 'a\u0002b' }, 0))
    expect(textCacheKey('k', { n: 1, m: undefined }, 0)).toBe(textCacheKey('k', { n: 1 }, 0))
    expect(textCacheKey(['k', 'l'], undefined, 0)).toBeNull()
    expect(textCacheKey('k', { when: new Date() }, 0)).toBeNull()
    expect(textCacheKey('k', 'default value', 0)).toBeNull()
    expect(textCacheKey('k', undefined, 1)).toBeNull()
  })
})
