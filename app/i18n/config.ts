/** Interface languages (SPEC §1). English is complete and the fallback. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'
export const RTL_LANGUAGES: readonly Language[] = ['ar']
/** Cookie (mirrored to localStorage) holding the member's chosen language. */
export const LANGUAGE_COOKIE = 'lng'
export const DEFAULT_NAMESPACE = 'common'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr'
}
/** The id of the JSON script element that carries a page's texts to the browser (page-texts.tsx). */
export const PAGE_TEXTS_ID = 'page-texts'
