import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { TEXT_VALUES } from '~/content/pages'
import { FALLBACK_LANGUAGE } from '~/i18n/config'

export type LangAttributes = { lang?: string; dir?: 'ltr' }

/**
 * `t` of the `pages` namespace with {{app}} and the contact addresses filled in, and `langOf`:
 * the lang/dir attributes for a text that is not translated yet and falls back to English, so
 * screen readers pronounce it as English and its punctuation stays right inside Arabic pages.
 */
export function usePageText() {
  const { t, i18n } = useTranslation('pages')
  const language = i18n.language
  const tp = useCallback((key: string, values?: Record<string, unknown>) => t(key, { ...TEXT_VALUES, ...values }) as string, [t])
  const langOf = useCallback(
    (key: string): LangAttributes =>
      language === FALLBACK_LANGUAGE || i18n.getResource(language, 'pages', key) !== undefined
        ? {}
        : { lang: FALLBACK_LANGUAGE, dir: 'ltr' },
    [i18n, language],
  )
  return { t: tp, language, langOf }
}

/** A calendar date (ISO yyyy-mm-dd) in the reader's language, e.g. "1 October 2026". */
export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}
