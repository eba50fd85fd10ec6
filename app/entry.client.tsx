import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { loadPageParts } from './components/ui/lazy'
import { FALLBACK_LANGUAGE, isLanguage, PAGE_TEXTS_ID } from './i18n/config'
import { pageI18nOptions, routeNamespaceBackend } from './i18n/resources'

/**
 * The server chose the language (<html lang>) and wrote the page's texts into its HTML
 * (i18n/page-texts.tsx): i18next starts from them, with no text module to fetch first.
 */
async function hydrate() {
  const tag = document.documentElement.lang
  const language = isLanguage(tag) ? tag : FALLBACK_LANGUAGE
  const texts = JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent || '{}')
  // the route modules have run (Remix imports them before this entry): their lazily hydrated
  // parts are known, and the page's own load beside the texts
  await Promise.all([
    i18next.use(initReactI18next).use(routeNamespaceBackend).init(pageI18nOptions(language, texts)),
    loadPageParts(document),
  ])
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
