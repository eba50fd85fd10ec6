import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * The news pages' texts (the `news` namespace): every language has every English text, with its
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

describe('news texts', () => {
  it('are complete in every language', async () => {
    const en = texts((await loadRouteNamespace('en', 'news')) as Tree)
    expect(Object.keys(en).length).toBeGreaterThan(40)
    for (const language of LANGUAGES) {
      const translated = texts((await loadRouteNamespace(language, 'news')) as Tree)
      expect(Object.keys(translated).sort(), language).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) expect(placeholders(translated[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]!))
    }
  })

  it('are translated, not English copies', async () => {
    const en = texts((await loadRouteNamespace('en', 'news')) as Tree)
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = texts((await loadRouteNamespace(language, 'news')) as Tree)
      const same = Object.keys(en).filter((key) => translated[key] === en[key] && !/^\{\{\w+\}\}/.test(en[key]!))
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(6)
    }
  })
})
