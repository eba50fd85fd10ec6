import { createInstance, type i18n, type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './config'
import { readCookie } from '~/utils/cookies'
import { memoizedT } from './memoized-t'
import { TEXT_KEY_SEPARATORS, type LanguageTexts } from './resources'
import { languageTexts } from './texts.server'

/** Negotiates Accept-Language against the supported languages. */
const browserLanguage = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: FALLBACK_LANGUAGE, order: ['header'] },
})

/**
 * The stored choice wins: a plain `lng` cookie that the language picker also mirrors to
 * localStorage (plain, not a signed Remix cookie, so the browser script can write it).
 */
export function readLanguageCookie(request: Request): Language | null {
  const value = readCookie(request, LANGUAGE_COOKIE)
  return isLanguage(value) ? value : null
}

/**
 * The server's i18next options: the language in use and English as its fallback, each with
 * every namespace, so a route's texts are ready whatever it renders. The browser gets only
 * what its page uses (page-texts.tsx). The texts are read from the static assets
 * (texts.server.ts): English must be there, or nothing renders (the request fails, logged);
 * a language whose file cannot be read is rendered in English for this request, logged too.
 */
async function serverI18nOptions(language: Language): Promise<{ options: InitOptions; complete: boolean }> {
  const [english, own] = await Promise.all([
    languageTexts(FALLBACK_LANGUAGE),
    language === FALLBACK_LANGUAGE ? undefined : languageTexts(language).catch(() => null),
  ])
  const resources: Record<string, LanguageTexts> = { [FALLBACK_LANGUAGE]: english }
  if (own) resources[language] = own
  const options: InitOptions = {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(english),
    resources,
    ...TEXT_KEY_SEPARATORS,
    interpolation: { escapeValue: false },
  }
  return { options, complete: own !== null }
}

// One instance per language for the isolate's life, shared by its requests: building one (every
// namespace of the language and of English) took ~2 ms, and a page built two or three, a tenth
// of a /venues request. Nothing changes an instance once it is initialised: no code calls
// changeLanguage or adds resources on the server, and each render gets its language's own.
const instances = new Map<Language, Promise<i18n>>()

/** The server's i18next instance for a language (with English as its fallback), built once. */
export function serverI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language)
  if (!instance) {
    const built = (async () => {
      const { options, complete } = await serverI18nOptions(language)
      const created = createInstance()
      await created.use(initReactI18next).init(options)
      // the instance is immutable from here on: its texts are pure functions of key and options
      created.t = memoizedT(created.t.bind(created))
      return { created, complete }
    })()
    const current = built.then(({ created }) => created)
    instance = current
    instances.set(language, current)
    // a failed build, or one in English for want of its language's texts, is tried again by the next request
    const forget = () => {
      if (instances.get(language) === current) instances.delete(language)
    }
    built.then(({ complete }) => complete || forget(), forget)
  }
  return instance
}

export async function getLanguage(request: Request): Promise<Language> {
  const stored = readLanguageCookie(request)
  if (stored) return stored
  const negotiated = await browserLanguage.getLocale(request)
  return isLanguage(negotiated) ? negotiated : FALLBACK_LANGUAGE
}
