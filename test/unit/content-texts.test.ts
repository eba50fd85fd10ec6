import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { loadRouteNamespace } from '~/i18n/texts.server'

/** Every text of a namespace by its dotted key ('index.title'). */
function flatten(bundle: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(bundle).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  )
}

/** The wiki's texts (the `content` namespace): every language has every English key, with its placeholders. */
describe('content texts', () => {
  it('are complete in every language', async () => {
    const en = flatten(await loadRouteNamespace('en', 'content'))
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const language of LANGUAGES) {
      const texts = flatten(await loadRouteNamespace(language, 'content'))
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) expect(placeholders(texts[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]!))
    }
  })
})
