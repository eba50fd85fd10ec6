import { createInstance, type i18n, type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './config'
import { readCookie } from '~/utils/cookies'
import { memoizedT } from './memoized-t'
import { ROUTE_NAMESPACES, TEXT_KEY_SEPARATORS, type Bundle, type Loader } from './resources'
import { loadRouteNamespace } from './route-modules.server'

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

/** Each language's core namespaces (locales/{lng}/index.ts); only the server reads them whole. */
const coreModules: Record<Language, Loader> = {
  en: () => import('./locales/en/index'),
  es: () => import('./locales/es/index'),
  fr: () => import('./locales/fr/index'),
  de: () => import('./locales/de/index'),
  pt: () => import('./locales/pt/index'),
  it: () => import('./locales/it/index'),
  ru: () => import('./locales/ru/index'),
  zh: () => import('./locales/zh/index'),
  ja: () => import('./locales/ja/index'),
  ko: () => import('./locales/ko/index'),
  ar: () => import('./locales/ar/index'),
}

/**
 * The server's i18next options: the language in use and English as its fallback, each with
 * every namespace, so a route's texts are ready whatever it renders. The browser gets only
 * what its page uses (page-texts.tsx).
 */
async function serverI18nOptions(language: Language): Promise<InitOptions> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]
  const resources: Record<string, Record<string, Bundle>> = {}
  await Promise.all(
    languages.map(async (lng) => {
      const [core, ...routes] = await Promise.all([coreModules[lng](), ...ROUTE_NAMESPACES.map((ns) => loadRouteNamespace(lng, ns))])
      resources[lng] = {
        ...((core.default ?? {}) as Record<string, Bundle>),
        ...Object.fromEntries(ROUTE_NAMESPACES.map((ns, i) => [ns, routes[i]])),
      }
    }),
  )
  return {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources[FALLBACK_LANGUAGE]),
    resources,
    ...TEXT_KEY_SEPARATORS,
    interpolation: { escapeValue: false },
  }
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
    instance = (async () => {
      const created = createInstance()
      await created.use(initReactI18next).init(await serverI18nOptions(language))
      // the instance is immutable from here on: its texts are pure functions of key and options
      created.t = memoizedT(created.t.bind(created))
      return created
    })()
    instances.set(language, instance)
    // a failed build is tried again by the next request
    instance.catch(() => instances.delete(language))
  }
  return instance
}

export async function getLanguage(request: Request): Promise<Language> {
  const stored = readLanguageCookie(request)
  if (stored) return stored
  const negotiated = await browserLanguage.getLocale(request)
  return isLanguage(negotiated) ? negotiated : FALLBACK_LANGUAGE
}
