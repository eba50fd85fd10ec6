import type { TFunction } from 'i18next'
import { APP_NAME } from '~/config'
import type { Language } from '~/i18n/config'
import type { ContentPageView } from '~/models/wiki/pages.server'
import { serializeJsonLd } from '~/utils/json-ld'

const DESCRIPTION_LENGTH = 160

/** The first paragraph's text, for the description (the HTML is already sanitized: tags only). */
function firstParagraph(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html)
  const text = (match?.[1] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text
}

/** Meta tags, the last-updated line, the language note and the JSON-LD Article of a wiki page. */
export function contentPageMeta(page: ContentPageView, { language, origin, t }: { language: Language; origin: string; t: TFunction }) {
  const canonical = `${origin}/content/${encodeURIComponent(page.slug)}`
  const modified = new Date(page.updatedAt).toISOString()
  const description = firstParagraph(page.html) || t('content:metaDescription', { title: page.title })
  // The reader's language and calendar; UTC so the server and the browser agree on the day.
  const updated = t('content:updated', {
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(page.updatedAt),
  })
  const names = new Intl.DisplayNames([language], { type: 'language' })
  const fallbackNote = page.fallback
    ? t('content:fallback', { language: names.of(language) ?? language, original: names.of(page.locale) ?? page.locale })
    : null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    description,
    inLanguage: page.locale,
    dateModified: modified,
    url: canonical,
    mainEntityOfPage: canonical,
    publisher: { '@type': 'Organization', name: APP_NAME, url: origin },
  }
  return {
    updated,
    fallbackNote,
    jsonLd: serializeJsonLd(jsonLd),
    meta: { title: `${page.title} — ${APP_NAME}`, description, canonical, noindex: page.draft, locale: page.locale, modified },
  }
}
