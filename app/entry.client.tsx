import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, isLanguage } from './i18n/config'
import { getInitialNamespaces } from 'remix-i18next/client'
import { i18nOptions, routeNamespaceBackend } from './i18n/resources'

/** The server already chose the language and wrote it into <html lang>; load only that one (+ English). */
async function hydrate() {
  const tag = document.documentElement.lang
  const language = isLanguage(tag) ? tag : FALLBACK_LANGUAGE
  // the namespaces the server-rendered routes declared (handle.i18n) must be there before hydration
  await i18next
    .use(initReactI18next)
    .use(routeNamespaceBackend)
    .init(await i18nOptions(language, getInitialNamespaces()))
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
