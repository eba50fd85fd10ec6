import { createCookie } from '@remix-run/cloudflare'
import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from './config'
import { loadResources } from './resources'

/** The stored choice (cookie `lng`, one year) wins over the browser's Accept-Language. */
export const languageCookie = createCookie(LANGUAGE_COOKIE, {
  path: '/',
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 365,
  httpOnly: false,
})

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
})

/** A fresh i18next instance per request, holding only the language in use and English. */
export async function createI18nInstance(language: Language): Promise<i18n> {
  const instance = createInstance()
  const [own, english] = await Promise.all([loadResources[language](), loadResources.en()])
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(english.default),
    resources: { [language]: own.default, en: english.default },
    interpolation: { escapeValue: false },
  })
  return instance
}

export async function getLanguage(request: Request): Promise<Language> {
  return (await i18nServer.getLocale(request)) as Language
}
