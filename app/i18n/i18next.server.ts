import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from './config'
import { readCookie } from '~/utils/cookies'
import { i18nOptions, ROUTE_NAMESPACES } from './resources'

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

/** A fresh i18next instance per request, holding only the language in use and English. */
export async function createI18nInstance(language: Language): Promise<i18n> {
  const instance = createInstance()
  // the server holds every namespace: a route's texts are ready whatever it renders
  await instance.use(initReactI18next).init(await i18nOptions(language, ROUTE_NAMESPACES))
  return instance
}

export async function getLanguage(request: Request): Promise<Language> {
  const stored = readLanguageCookie(request)
  if (stored) return stored
  const negotiated = await browserLanguage.getLocale(request)
  return isLanguage(negotiated) ? negotiated : FALLBACK_LANGUAGE
}
