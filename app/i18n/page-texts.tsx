import { useMatches } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNonce } from '~/utils/nonce'
import { FALLBACK_LANGUAGE, isLanguage, PAGE_TEXTS_ID } from './config'
import { pageTexts } from './resources'

/** The route namespaces the matched routes declare (`handle = { i18n: ['places'] }`). */
function routeNamespaces(matches: ReturnType<typeof useMatches>) {
  return matches.flatMap((match) => (match.handle as { i18n?: string[] } | undefined)?.i18n ?? [])
}

/**
 * The page's texts as JSON in its HTML (see resources.ts): the browser's i18next starts from
 * them (entry.client.tsx), so no text module is fetched before hydration. Written on the
 * server; in the browser the element keeps what the server wrote (read once, never rewritten).
 */
export function PageTexts() {
  const { i18n } = useTranslation()
  const nonce = useNonce()
  const matches = useMatches()
  const [json] = useState(() => {
    if (typeof document !== 'undefined') return document.getElementById(PAGE_TEXTS_ID)?.textContent ?? ''
    const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE
    // `<` escaped: a text can never close the script element
    return JSON.stringify(pageTexts(i18n, language, routeNamespaces(matches))).replace(/</g, '\\u003c')
  })
  // a data block, never run; the nonce keeps the rule simple: every inline script carries one
  return <script id={PAGE_TEXTS_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
