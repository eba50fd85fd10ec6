import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, type Language } from './config'
import type { Resources } from './locales/en'

/** A language's resources may be partial: missing keys fall back to English. */
export type PartialResources = { [ns in keyof Resources]?: DeepPartial<Resources[ns]> }
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** Lazy loaders, one chunk per language, so the browser downloads only the language in use. */
export const loadResources: Record<Language, () => Promise<{ default: PartialResources }>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
  it: () => import('./locales/it'),
  ru: () => import('./locales/ru'),
  zh: () => import('./locales/zh'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  ar: () => import('./locales/ar'),
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
