/// <reference types="vite/client" />
import { isLanguage, type Language } from './config'
import { isRouteNamespace, languageTextsAssetPath, type Bundle, type LanguageTexts } from './resources'

/**
 * The server's texts come from the static assets, not from its bundle (decision 025): the build
 * writes each language's every namespace as one JSON file (scripts/build-texts.ts →
 * build/client/locales/{lng}.json), and the Worker reads a language through its ASSETS binding
 * the first time an isolate needs it, then keeps it for the isolate's life. A cold isolate
 * makes one read for English and one for the page's language.
 *
 * The Worker hands its binding over before anything renders (workers/app.ts, through the Remix
 * build's entry: the build's own instance of this module). Under `remix vite:dev` and in the
 * tests that import the server's i18n directly there is no binding: the texts come from the
 * modules themselves (app/i18n/text-modules.ts), a branch the production build leaves out.
 */
let assets: Fetcher | undefined

/** The Worker's ASSETS binding, set by workers/app.ts for every request, queue batch and cron run. */
export function setTextAssets(binding: Fetcher | undefined) {
  assets = binding
}

// one read per language and isolate; a failed read is dropped, so the next request tries again
const languages = new Map<Language, Promise<LanguageTexts>>()

/**
 * A language's texts, read once per isolate. A missing or unreadable file rejects, and is logged
 * as an error naming the file: the build left the texts out (scripts/build-texts.ts), which must
 * never pass silently as pages full of keys.
 */
export function languageTexts(language: Language): Promise<LanguageTexts> {
  let texts = languages.get(language)
  if (!texts) {
    texts = readLanguageTexts(language)
    languages.set(language, texts)
    texts.catch((error: unknown) => {
      if (languages.get(language) === texts) languages.delete(language)
      console.error(`texts: could not read ${languageTextsAssetPath(language)}:`, error instanceof Error ? error.message : error)
    })
  }
  return texts
}

async function readLanguageTexts(language: Language): Promise<LanguageTexts> {
  if (!assets) {
    // `remix vite:dev` and the unit tests: no Worker, so no binding; the modules are the texts
    if (import.meta.env.DEV) return (await import('./text-modules')).moduleTexts(language)
    throw new Error('no ASSETS binding: the Worker sets it before rendering (workers/app.ts, setTextAssets)')
  }
  // the binding serves build/client by path; the host is never looked at
  const response = await assets.fetch(`https://assets.local${languageTextsAssetPath(language)}`)
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`the assets answered ${response.status} (is build/client/locales missing? npm run build writes it)`)
  }
  return (await response.json()) as LanguageTexts
}

/** One route namespace in one language (GET /resources/texts/{lng}/{ns}); {} for anything unknown. */
export async function loadRouteNamespace(language: string, ns: string): Promise<Bundle> {
  if (!isLanguage(language) || !isRouteNamespace(ns)) return {}
  return (await languageTexts(language))[ns] ?? {}
}
