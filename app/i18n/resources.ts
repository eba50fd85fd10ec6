import type { BackendModule, i18n, InitOptions } from 'i18next'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, type Language } from './config'
import type { Resources } from './locales/en/index'

/** A language's resources may be partial: missing keys fall back to English. */
export type PartialResources = { [ns in keyof Resources]?: DeepPartial<Resources[ns]> }
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }
export type Bundle = Record<string, unknown>
/** One language's texts: every namespace, core and route (what its locales/{lng}/*.ts export). */
export type LanguageTexts = Record<string, Bundle>

/**
 * Core namespaces (common, home, errors, shell, consent, a11y, report) come in one module per
 * language (locales/{lng}/index.ts), the route namespaces in one module each (text-modules.ts
 * lists them all). The build writes each language's every namespace as one JSON asset, which
 * the server reads (texts.server.ts, decision 025): no text is in the Worker's bundle. Long texts
 * used by a few routes only live in namespaces of their own, used by a route that declares
 * `handle = { i18n: ['pages'] }`, so no page carries the legal texts it does not show.
 *
 * The server holds every namespace. A page's HTML carries the texts it uses (page-texts.tsx:
 * the core and its routes' namespaces, in its language and in English, the fallback), so the
 * browser hydrates without a text module in its JavaScript; namespaces needed later (a
 * client-side navigation, a dialog) load through the backend below, as JSON from the server.
 */
export type Loader = () => Promise<{ default: unknown }>

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
  'resources',
  'news',
  'members',
  'feed',
  'crews',
  'messages',
  'search',
  'marketplace',
  'moderation',
] as const
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number]

export function isRouteNamespace(ns: string): ns is RouteNamespace {
  return (ROUTE_NAMESPACES as readonly string[]).includes(ns)
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

/** Where the build writes a language's every namespace and the server reads it (texts.server.ts). */
export const languageTextsAssetPath = (language: string) => `/locales/${encodeURIComponent(language)}.json`

/** Where the browser reads a route namespace's texts (app/routes/resources+/texts.$lng.$ns.tsx). */
export const routeTextsPath = (language: string, ns: string, version?: string) =>
  `/resources/texts/${encodeURIComponent(language)}/${encodeURIComponent(ns)}${version ? `?v=${encodeURIComponent(version)}` : ''}`

/**
 * Loads a route namespace the page did not carry (a client-side navigation, a lazy dialog):
 * i18next asks for the page's language and for English (i18next backend plugin). The texts
 * come from the server as JSON, keyed by the build's version (a deploy is a new address), not
 * as JavaScript modules: the browser's bundle holds no table of every language's every
 * namespace, so a new namespace costs a page nothing it does not use.
 */
export const routeNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    if (!isRouteNamespace(ns)) return callback(null, {})
    const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version
    fetch(routeTextsPath(language, ns, version), { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`texts ${language}/${ns}: ${response.status}`)
        return response.json() as Promise<Bundle>
      })
      .then(
        (bundle) => callback(null, bundle),
        (error) => callback(error, false),
      )
  },
}
