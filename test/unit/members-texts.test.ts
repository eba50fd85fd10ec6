import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * The member pages' texts (the `members` namespace: profiles, directory, Squad, friend notifications): every language has every English key
 * (a plural key in its own language's forms, `_other` at least) with the same placeholders (a
 * plural form may leave out the number it spells, as Arabic's 'one' and 'two' do).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (inner && typeof inner === 'object') Object.assign(out, flatten(inner, path))
    else out[path] = String(inner)
  }
  return out
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()

describe('members texts', () => {
  it('are complete in every language', async () => {
    const en = flatten(await loadRouteNamespace('en', 'members'))
    const baseKeys = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort()
    for (const language of LANGUAGES) {
      const texts = flatten(await loadRouteNamespace(language, 'members'))
      expect(baseKeys(Object.keys(texts)), language).toEqual(baseKeys(Object.keys(en)))
      for (const [key, text] of Object.entries(texts)) {
        const plural = PLURAL.test(key)
        const english = en[plural ? key.replace(PLURAL, '_other') : key]
        expect(english, `${language} ${key}`).toBeDefined()
        if (plural) {
          expect(texts[key.replace(PLURAL, '_other')], `${language} ${key}: _other`).toBeDefined()
          for (const name of placeholders(text)) expect(placeholders(english!), `${language} ${key}`).toContain(name)
        } else expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english!))
      }
    }
  })
})
