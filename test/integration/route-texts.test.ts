import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { languageTextsAssetPath, ROUTE_NAMESPACES } from '~/i18n/resources'
import { moduleTexts } from '~/i18n/text-modules'
import { getPage } from './helpers'

/**
 * /resources/texts/{lng}/{ns}: a route namespace's texts as JSON for the browser's i18next
 * backend (a client-side navigation to a page whose texts the first page did not carry).
 */

describe('/resources/texts/{lng}/{ns}', () => {
  // every module of every language is checked by test/unit/route-texts.test.ts; here the route, for each namespace
  it('serves every route namespace as JSON', async () => {
    const answers = await Promise.all(
      ROUTE_NAMESPACES.flatMap((ns) =>
        ['en', 'ar'].map(async (lng) => ({ key: `${lng}/${ns}`, response: await getPage(`/resources/texts/${lng}/${ns}`) })),
      ),
    )
    for (const { key, response } of answers) {
      expect(response.status, key).toBe(200)
      expect(response.headers.get('Content-Type')).toContain('application/json')
      expect(Object.keys((await response.json()) as object).length, key).toBeGreaterThan(0)
    }
  })

  it('serves the reader’s language, and keeps a versioned answer long', async () => {
    const response = await getPage('/resources/texts/de/personalities?v=abc123')
    expect(((await response.json()) as { detail: { pronouns: string } }).detail.pronouns).toBe('Pronomen')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await getPage('/resources/texts/en/events')).headers.get('Cache-Control')).toBe('public, max-age=300')
  })

  it('answers 404 for an unknown language or namespace, and never serves a core or server module', async () => {
    for (const path of [
      '/resources/texts/xx/events',
      '/resources/texts/en/nope',
      '/resources/texts/en/common',
      '/resources/texts/en/index',
      '/resources/texts/en/..%2Fconfig',
    ])
      expect((await getPage(path)).status, path).toBe(404)
  })

  it('serves what the modules say: the assets the Worker reads its texts from are built from them', async () => {
    for (const lng of LANGUAGES) {
      // the file the Worker reads through its ASSETS binding (app/i18n/texts.server.ts), as the build wrote it
      const response = await env.ASSETS.fetch(`https://haven.test${languageTextsAssetPath(lng)}`)
      expect(response.status, lng).toBe(200)
      const modules = await moduleTexts(lng)
      expect(await response.json(), lng).toEqual(modules)
      // and what the Worker serves from it
      expect(await (await getPage(`/resources/texts/${lng}/events`)).json(), lng).toEqual(modules.events)
    }
  })
})
