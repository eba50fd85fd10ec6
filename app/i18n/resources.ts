import type { BackendModule, i18n, InitOptions } from 'i18next'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, type Language } from './config'
import type { Resources } from './locales/en/index'

/** A language's resources may be partial: missing keys fall back to English. */
export type PartialResources = { [ns in keyof Resources]?: DeepPartial<Resources[ns]> }
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }
export type Bundle = Record<string, unknown>

/**
 * Core namespaces (common, home, errors, shell, consent, a11y, report) come in one module per
 * language (locales/{lng}/index.ts, read by the server only: i18next.server.ts). Long texts
 * used by a few routes only live in namespaces of their own, used by a route that declares
 * `handle = { i18n: ['pages'] }`, so no page carries the legal texts it does not show.
 *
 * The server holds every namespace. A page's HTML carries the texts it uses (page-texts.tsx:
 * the core and its routes' namespaces, in its language and in English, the fallback), so the
 * browser hydrates without a text module in its JavaScript; namespaces needed later (a
 * client-side navigation, a dialog) load through the backend below.
 */
// Explicit imports, not import.meta.glob: the Worker's own bundle (workers/, built by wrangler)
// imports this module too, and only Vite knows glob imports.
export type Loader = () => Promise<{ default: unknown }>
const routeModules: Record<string, Loader> = {
  'en/pages': () => import('./locales/en/pages'),
  'es/pages': () => import('./locales/es/pages'),
  'fr/pages': () => import('./locales/fr/pages'),
  'de/pages': () => import('./locales/de/pages'),
  'pt/pages': () => import('./locales/pt/pages'),
  'it/pages': () => import('./locales/it/pages'),
  'ru/pages': () => import('./locales/ru/pages'),
  'zh/pages': () => import('./locales/zh/pages'),
  'ja/pages': () => import('./locales/ja/pages'),
  'ko/pages': () => import('./locales/ko/pages'),
  'ar/pages': () => import('./locales/ar/pages'),
  'en/places': () => import('./locales/en/places'),
  'es/places': () => import('./locales/es/places'),
  'fr/places': () => import('./locales/fr/places'),
  'de/places': () => import('./locales/de/places'),
  'pt/places': () => import('./locales/pt/places'),
  'it/places': () => import('./locales/it/places'),
  'ru/places': () => import('./locales/ru/places'),
  'zh/places': () => import('./locales/zh/places'),
  'ja/places': () => import('./locales/ja/places'),
  'ko/places': () => import('./locales/ko/places'),
  'ar/places': () => import('./locales/ar/places'),
  'en/auth': () => import('./locales/en/auth'),
  'es/auth': () => import('./locales/es/auth'),
  'fr/auth': () => import('./locales/fr/auth'),
  'de/auth': () => import('./locales/de/auth'),
  'pt/auth': () => import('./locales/pt/auth'),
  'it/auth': () => import('./locales/it/auth'),
  'ru/auth': () => import('./locales/ru/auth'),
  'zh/auth': () => import('./locales/zh/auth'),
  'ja/auth': () => import('./locales/ja/auth'),
  'ko/auth': () => import('./locales/ko/auth'),
  'ar/auth': () => import('./locales/ar/auth'),
  'en/settings': () => import('./locales/en/settings'),
  'es/settings': () => import('./locales/es/settings'),
  'fr/settings': () => import('./locales/fr/settings'),
  'de/settings': () => import('./locales/de/settings'),
  'pt/settings': () => import('./locales/pt/settings'),
  'it/settings': () => import('./locales/it/settings'),
  'ru/settings': () => import('./locales/ru/settings'),
  'zh/settings': () => import('./locales/zh/settings'),
  'ja/settings': () => import('./locales/ja/settings'),
  'ko/settings': () => import('./locales/ko/settings'),
  'ar/settings': () => import('./locales/ar/settings'),
  'en/admin': () => import('./locales/en/admin'),
  'es/admin': () => import('./locales/es/admin'),
  'fr/admin': () => import('./locales/fr/admin'),
  'de/admin': () => import('./locales/de/admin'),
  'pt/admin': () => import('./locales/pt/admin'),
  'it/admin': () => import('./locales/it/admin'),
  'ru/admin': () => import('./locales/ru/admin'),
  'zh/admin': () => import('./locales/zh/admin'),
  'ja/admin': () => import('./locales/ja/admin'),
  'ko/admin': () => import('./locales/ko/admin'),
  'ar/admin': () => import('./locales/ar/admin'),
  'en/passkeys': () => import('./locales/en/passkeys'),
  'es/passkeys': () => import('./locales/es/passkeys'),
  'fr/passkeys': () => import('./locales/fr/passkeys'),
  'de/passkeys': () => import('./locales/de/passkeys'),
  'pt/passkeys': () => import('./locales/pt/passkeys'),
  'it/passkeys': () => import('./locales/it/passkeys'),
  'ru/passkeys': () => import('./locales/ru/passkeys'),
  'zh/passkeys': () => import('./locales/zh/passkeys'),
  'ja/passkeys': () => import('./locales/ja/passkeys'),
  'ko/passkeys': () => import('./locales/ko/passkeys'),
  'ar/passkeys': () => import('./locales/ar/passkeys'),
  'en/venues': () => import('./locales/en/venues'),
  'es/venues': () => import('./locales/es/venues'),
  'fr/venues': () => import('./locales/fr/venues'),
  'de/venues': () => import('./locales/de/venues'),
  'pt/venues': () => import('./locales/pt/venues'),
  'it/venues': () => import('./locales/it/venues'),
  'ru/venues': () => import('./locales/ru/venues'),
  'zh/venues': () => import('./locales/zh/venues'),
  'ja/venues': () => import('./locales/ja/venues'),
  'ko/venues': () => import('./locales/ko/venues'),
  'ar/venues': () => import('./locales/ar/venues'),
  'en/venue': () => import('./locales/en/venue'),
  'es/venue': () => import('./locales/es/venue'),
  'fr/venue': () => import('./locales/fr/venue'),
  'de/venue': () => import('./locales/de/venue'),
  'pt/venue': () => import('./locales/pt/venue'),
  'it/venue': () => import('./locales/it/venue'),
  'ru/venue': () => import('./locales/ru/venue'),
  'zh/venue': () => import('./locales/zh/venue'),
  'ja/venue': () => import('./locales/ja/venue'),
  'ko/venue': () => import('./locales/ko/venue'),
  'ar/venue': () => import('./locales/ar/venue'),
  'en/favorites': () => import('./locales/en/favorites'),
  'es/favorites': () => import('./locales/es/favorites'),
  'fr/favorites': () => import('./locales/fr/favorites'),
  'de/favorites': () => import('./locales/de/favorites'),
  'pt/favorites': () => import('./locales/pt/favorites'),
  'it/favorites': () => import('./locales/it/favorites'),
  'ru/favorites': () => import('./locales/ru/favorites'),
  'zh/favorites': () => import('./locales/zh/favorites'),
  'ja/favorites': () => import('./locales/ja/favorites'),
  'ko/favorites': () => import('./locales/ko/favorites'),
  'ar/favorites': () => import('./locales/ar/favorites'),
  'en/content': () => import('./locales/en/content'),
  'es/content': () => import('./locales/es/content'),
  'fr/content': () => import('./locales/fr/content'),
  'de/content': () => import('./locales/de/content'),
  'pt/content': () => import('./locales/pt/content'),
  'it/content': () => import('./locales/it/content'),
  'ru/content': () => import('./locales/ru/content'),
  'zh/content': () => import('./locales/zh/content'),
  'ja/content': () => import('./locales/ja/content'),
  'ko/content': () => import('./locales/ko/content'),
  'ar/content': () => import('./locales/ar/content'),
  'en/news': () => import('./locales/en/news'),
  'es/news': () => import('./locales/es/news'),
  'fr/news': () => import('./locales/fr/news'),
  'de/news': () => import('./locales/de/news'),
  'pt/news': () => import('./locales/pt/news'),
  'it/news': () => import('./locales/it/news'),
  'ru/news': () => import('./locales/ru/news'),
  'zh/news': () => import('./locales/zh/news'),
  'ja/news': () => import('./locales/ja/news'),
  'ko/news': () => import('./locales/ko/news'),
  'ar/news': () => import('./locales/ar/news'),
  'en/events': () => import('./locales/en/events'),
  'es/events': () => import('./locales/es/events'),
  'fr/events': () => import('./locales/fr/events'),
  'de/events': () => import('./locales/de/events'),
  'pt/events': () => import('./locales/pt/events'),
  'it/events': () => import('./locales/it/events'),
  'ru/events': () => import('./locales/ru/events'),
  'zh/events': () => import('./locales/zh/events'),
  'ja/events': () => import('./locales/ja/events'),
  'ko/events': () => import('./locales/ko/events'),
  'ar/events': () => import('./locales/ar/events'),
  'en/personalities': () => import('./locales/en/personalities'),
  'es/personalities': () => import('./locales/es/personalities'),
  'fr/personalities': () => import('./locales/fr/personalities'),
  'de/personalities': () => import('./locales/de/personalities'),
  'pt/personalities': () => import('./locales/pt/personalities'),
  'it/personalities': () => import('./locales/it/personalities'),
  'ru/personalities': () => import('./locales/ru/personalities'),
  'zh/personalities': () => import('./locales/zh/personalities'),
  'ja/personalities': () => import('./locales/ja/personalities'),
  'ko/personalities': () => import('./locales/ko/personalities'),
  'ar/personalities': () => import('./locales/ar/personalities'),
}

export const ROUTE_NAMESPACES = [
  'pages',
  'places',
  'auth',
  'settings',
  'admin',
  'passkeys',
  'venues',
  'venue',
  'favorites',
  'events',
  'personalities',
  'content',
  'news',
] as const
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number]

export function isRouteNamespace(ns: string): ns is RouteNamespace {
  return (ROUTE_NAMESPACES as readonly string[]).includes(ns)
}

export async function loadRouteNamespace(language: string, ns: string): Promise<Bundle> {
  const load = routeModules[`${language}/${ns}`]
  return load ? (((await load()).default ?? {}) as Bundle) : {}
}

/** A page's texts: for each language it needs (its own and English), the namespaces it uses. */
export type PageTextsData = Record<string, Record<string, Bundle>>

/**
 * The texts one page uses, from the server's i18next instance: the core namespaces and the
 * route namespaces its matched routes declare, in the page's language and in English, the
 * fallback. English stays a language of its own, not merged in: i18next formats a fallback
 * text (its dates, its plurals) in the fallback's language, and the browser must render
 * exactly what the server did.
 */
export function pageTexts(instance: i18n, language: Language, routeNamespaces: readonly string[]): PageTextsData {
  const data = instance.store.data as PageTextsData
  const core = Object.keys(data[FALLBACK_LANGUAGE] ?? {}).filter((ns) => !isRouteNamespace(ns))
  const namespaces = [...new Set([...core, ...routeNamespaces.filter(isRouteNamespace)])]
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]
  return Object.fromEntries(languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, data[lng]?.[ns] ?? {}]))]))
}

/**
 * How keys are written, for the server's and the browser's instances alike: 'namespace:a.b.c'.
 * Stated (they are i18next's defaults) so that i18next takes every key as a path: otherwise it
 * tests each key for natural language with a regular expression on every `t()` call.
 */
export const TEXT_KEY_SEPARATORS = { nsSeparator: ':', keySeparator: '.' } as const

/**
 * The browser's i18next options: the page's texts (read from its HTML) and English as the
 * fallback, as on the server. A language change reloads the page (the picker is a plain form).
 */
export function pageI18nOptions(language: Language, texts: PageTextsData): InitOptions {
  return {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(texts[FALLBACK_LANGUAGE] ?? {}),
    resources: texts,
    partialBundledLanguages: true,
    ...TEXT_KEY_SEPARATORS,
    interpolation: { escapeValue: false },
  }
}

/**
 * Loads a route namespace the page did not carry (a client-side navigation, a lazy dialog):
 * i18next asks for the page's language and for English (i18next backend plugin).
 */
export const routeNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    if (!isRouteNamespace(ns)) return callback(null, {})
    loadRouteNamespace(language, ns).then(
      (bundle) => callback(null, bundle),
      (error) => callback(error, false),
    )
  },
}
