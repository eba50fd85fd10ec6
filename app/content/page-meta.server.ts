import type { i18n } from 'i18next'
import { APP_NAME } from '~/config'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { PAGES, TEXT_VALUES, type PageKey } from './pages'

export type PageMeta = { title: string; description: string; canonical: string }

/** Translated <title> ('Page — Haven'), meta description and canonical address of a page. */
export function pageMetaFor(t: i18n['t'], request: Request, page: PageKey): PageMeta {
  return {
    title: `${t(`pages:${page}.title`, TEXT_VALUES)} — ${APP_NAME}`,
    description: t(`pages:${page}.metaDescription`, TEXT_VALUES),
    canonical: new URL(PAGES[page].path, request.url).href,
  }
}

/** The loader of a text page: its meta in the reader's language. */
export async function loadPageMeta(request: Request, page: PageKey): Promise<{ meta: PageMeta; i18n: i18n }> {
  const instance = await serverI18n(await getLanguage(request))
  return { meta: pageMetaFor(instance.t, request, page), i18n: instance }
}

/** The common loader: `export const loader = ({ request }) => pageLoader(request, 'about')`. */
export async function pageLoader(request: Request, page: PageKey) {
  const { meta } = await loadPageMeta(request, page)
  return { meta }
}
