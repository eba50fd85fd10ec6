import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES, type Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import { languageTextsAssetPath } from '~/i18n/resources'
import { moduleTexts } from '~/i18n/text-modules'
import { loadRouteNamespace, setTextAssets } from '~/i18n/texts.server'

/**
 * The server reads each language's texts from the static assets through the ASSETS binding
 * (app/i18n/texts.server.ts, decision 025). Here the binding is a fake that serves the modules'
 * texts for the languages it is given and 404 for the others. The steps run in order: the
 * module's per-isolate cache carries from one to the next, which is what they check.
 */
function fakeAssets(serves: readonly Language[]) {
  const reads: string[] = []
  const binding = {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      reads.push(path)
      const language = LANGUAGES.find((lng) => languageTextsAssetPath(lng) === path)
      if (!language || !serves.includes(language)) return new Response('Not Found', { status: 404 })
      return Response.json(await moduleTexts(language))
    },
  }
  return { binding: binding as unknown as Fetcher, reads }
}

describe('texts from the assets', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  afterEach(() => errors.mockClear())

  it('fails loudly when English, the fallback, is missing: the request fails and the file is named in the log', async () => {
    setTextAssets(fakeAssets([]).binding)
    await expect(serverI18n('en')).rejects.toThrow(/404/)
    await expect(loadRouteNamespace('en', 'events')).rejects.toThrow(/404/)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/locales/en.json'), expect.stringContaining('404'))
  })

  it('renders in English, logged, when only a language’s file is missing, and does not keep that', async () => {
    const { binding, reads } = fakeAssets(['en'])
    setTextAssets(binding)
    const i18n = await serverI18n('de')
    expect(i18n.t('common:loading')).toBe('Loading…')
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/locales/de.json'), expect.stringContaining('404'))
    // a failed read is not cached: the next request reads again
    await serverI18n('de')
    expect(reads.filter((path) => path === '/locales/de.json')).toHaveLength(2)
  })

  it('reads a language once per isolate, English included, once its file is there', async () => {
    const { binding, reads } = fakeAssets(LANGUAGES)
    setTextAssets(binding)
    const de = await serverI18n('de')
    expect(de.t('common:loading')).toBe('Wird geladen…')
    expect(await loadRouteNamespace('de', 'personalities')).toEqual((await moduleTexts('de')).personalities)
    await serverI18n('de')
    await loadRouteNamespace('de', 'events')
    // English was read by the first step and kept; German once, here
    expect(reads).toEqual(['/locales/de.json'])
    expect(errors).not.toHaveBeenCalled()
  })
})
