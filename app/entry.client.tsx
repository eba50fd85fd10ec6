import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, isLanguage } from './i18n/config'
import { loadResources } from './i18n/resources'

/** The server already chose the language and wrote it into <html lang>; load only that one (+ English). */
async function hydrate() {
  const tag = document.documentElement.lang
  const language = isLanguage(tag) ? tag : FALLBACK_LANGUAGE
  const [own, english] = await Promise.all([loadResources[language](), loadResources.en()])
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(english.default),
    resources: { [language]: own.default, en: english.default },
    interpolation: { escapeValue: false },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

hydrate()
