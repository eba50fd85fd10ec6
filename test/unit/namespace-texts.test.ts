import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * The route namespaces' texts: every language has every English key (a plural key in its own
 * language's forms, `_other` at least) with the same placeholders (a plural form may leave out the
 * number it spells, as Arabic's 'one' and 'two' do), and is a translation, not a copy of English.
 * One test for every namespace built since issue 16 (the older ones have their own tests).
 */
const NAMESPACES = ['content', 'resources', 'news', 'feed', 'members', 'crews', 'messages', 'search', 'marketplace', 'moderation'] as const
const PLURAL = /_(zero|one|two|few|many|other)$/
/** Some texts are rightly the same in a language (French 'Photos', 'Contact', 'Message'; names): a tenth at most. */
const SAME_AS_ENGLISH_SHARE = 0.1

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
const baseKeys = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort()

describe.each(NAMESPACES)('the %s texts', (namespace) => {
  it('are complete in every language, with the English placeholders', async () => {
    const en = flatten(await loadRouteNamespace('en', namespace))
    expect(Object.keys(en).length).toBeGreaterThan(10)
    for (const language of LANGUAGES) {
      const texts = flatten(await loadRouteNamespace(language, namespace))
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

  it('are translated, not English copies', async () => {
    const en = flatten(await loadRouteNamespace('en', namespace))
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const texts = flatten(await loadRouteNamespace(language, namespace))
      const same = Object.keys(en).filter((key) => texts[key] === en[key] && !/^\{\{\w+\}\}$/.test(en[key]!) && !PLURAL.test(key))
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThanOrEqual(
        Math.max(5, Object.keys(en).length * SAME_AS_ENGLISH_SHARE),
      )
    }
  })
})
