import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * The feed's texts (the `feed` namespace): every language has every English text, with its
 * placeholders. A plural is one text: English's `_one`/`_other` pair is there when the language
 * has its own `_other` (its other forms are its own grammar's).
 */
type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
const PLURAL = /_(zero|one|two|few|many|other)$/
const texts = (tree: Tree) => {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(flatten(tree))) {
    const base = key.replace(PLURAL, '')
    if (base !== key && !key.endsWith('_other')) continue
    out[base] = value
  }
  return out
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .filter((p) => p !== 'count')
    .sort()

describe('feed texts', () => {
  it('are complete in every language', async () => {
    const en = texts((await loadRouteNamespace('en', 'feed')) as Tree)
    expect(Object.keys(en).length).toBeGreaterThan(100)
    for (const language of LANGUAGES) {
      const translated = texts((await loadRouteNamespace(language, 'feed')) as Tree)
      expect(Object.keys(translated).sort(), language).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) expect(placeholders(translated[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]!))
    }
  })

  it('are translated, not English copies', async () => {
    const en = texts((await loadRouteNamespace('en', 'feed')) as Tree)
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = texts((await loadRouteNamespace(language, 'feed')) as Tree)
      const same = Object.keys(en).filter((key) => translated[key] === en[key] && !/^\{\{\w+\}\}/.test(en[key]!))
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(6)
    }
  })
})

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
