import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, type Language } from './config'
import type { Resources } from './locales/en/index'

/** A language's resources may be partial: missing keys fall back to English. */
export type PartialResources = { [ns in keyof Resources]?: DeepPartial<Resources[ns]> }
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** Lazy loaders, one chunk per language, so the browser downloads only the language in use. */
export const loadResources: Record<Language, () => Promise<{ default: PartialResources }>> = {
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
 * i18next options for one request or one page: the language in use plus English as the
 * fallback, and nothing else. Shared by the server render and the browser's hydration.
 */
export async function i18nOptions(language: Language) {
  const [own, english] = await Promise.all([loadResources[language](), loadResources.en()])
  return {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(english.default),
    resources: { [language]: own.default, en: english.default },
    interpolation: { escapeValue: false },
  }
}
