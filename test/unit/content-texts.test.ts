import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/route-modules.server'

/** The wiki page's texts (the `content` namespace): every language has every English key, with its placeholders. */
describe('content texts', () => {
  it('are complete in every language', async () => {
    const en = (await loadRouteNamespace('en', 'content')) as Record<string, string>
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const language of LANGUAGES) {
      const texts = (await loadRouteNamespace(language, 'content')) as Record<string, string>
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) expect(placeholders(texts[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]!))
    }
  })
})
