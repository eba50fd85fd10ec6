import { PAGE_TEXTS_ID } from '~/i18n/config'

const PAGE_TEXTS = new RegExp(`<script id="${PAGE_TEXTS_ID}"[^>]*>[\\s\\S]*?</script>`)

/**
 * A page's HTML without the texts it carries for the browser (app/i18n/page-texts.tsx): every
 * text of the page's namespaces is in there, shown or not, so assertions about what a page
 * shows read the HTML without them (`await res.text().then(withoutPageTexts)`).
 * Shared by the integration and the end-to-end tests.
 */
export function withoutPageTexts(html: string) {
  return html.replace(PAGE_TEXTS, '')
}
