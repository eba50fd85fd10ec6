import { and, eq } from 'drizzle-orm'
import { VISITOR, type Viewer } from '~/models/viewer'
import type { Db } from '~/db/client'
import { contentPages } from '~/db/schema'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '~/i18n/config'
import { renderMarkdown, type TocEntry } from './markdown.server'
import { visibleContentPage } from './visibility.server'

/** CMS pages (/content/{slug}); who may see one: visibleContentPage (./visibility.server.ts). */
/** /content/{param}: digits are an id, anything else a slug. */
export type ContentPageKey = { id: number } | { slug: string }

export function parseContentPageParam(param: string | undefined): ContentPageKey | null {
  if (!param) return null
  if (/^\d{1,15}$/.test(param)) {
    const id = Number(param)
    return Number.isSafeInteger(id) && id > 0 ? { id } : null
  }
  if (param.length > 200) return null
  return { slug: param }
}

export type ContentPageView = {
  id: number
  slug: string
  title: string
  html: string
  toc: TocEntry[]
  /** The language the page is written in: the reader's, else English, else the first there is. */
  locale: string
  /** True when the reader's language has no version of this page. */
  fallback: boolean
  draft: boolean
  updatedAt: number
}

/**
 * Languages (decision 021): `content_pages` holds one row per slug and locale. A slug shows the
 * reader's language, else English, else the first visible version; the page says when it is not
 * in the reader's language. An id names one version: the page redirects it to its slug.
 *
 * One round trip: every visible version of the slug (at most one per language).
 */
export async function findContentPage(
  db: Db,
  key: ContentPageKey,
  { viewer, language }: { viewer: Viewer; language: Language },
): Promise<{ redirectTo: string } | { page: ContentPageView } | null> {
  const visible = visibleContentPage(viewer, { drafts: true })
  if ('id' in key) {
    const row = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.id, key.id), visible))
      .get()
    if (!row) return null
    if (row.slug) return { redirectTo: `/content/${encodeURIComponent(row.slug)}` }
    return { page: view(row, language) }
  }
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, key.slug), visible))
    .orderBy(contentPages.id)
    .all()
  const row = rows.find((r) => r.locale === language) ?? rows.find((r) => r.locale === FALLBACK_LANGUAGE) ?? rows[0]
  return row ? { page: view(row, language) } : null
}

function view(row: typeof contentPages.$inferSelect, language: Language): ContentPageView {
  const { html, toc } = renderMarkdown(row.body, { title: row.title })
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    html,
    toc,
    locale: isLanguage(row.locale) ? row.locale : FALLBACK_LANGUAGE,
    fallback: row.locale !== language,
    draft: row.status !== 'published',
    updatedAt: row.updatedAt.getTime(),
  }
}

export const CONTENT_INDEX_PAGE_SIZE = 50

export type ContentIndexEntry = { slug: string; title: string; locale: string; updatedAt: number }

/**
 * /content: the wiki's published pages, one entry per slug in the reader's language (else
 * English, else the first), by title, a page at a time. The list is the same for everyone
 * (the visitor's rule: drafts are found in the back office). The wiki holds tens of pages, so
 * its published rows are read at once and grouped here.
 */
export async function listContentPages(db: Db, { language, page }: { language: Language; page: number }) {
  const rows = await db
    .select({ slug: contentPages.slug, title: contentPages.title, locale: contentPages.locale, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(visibleContentPage(VISITOR))
    .orderBy(contentPages.id)
    .limit(5000)
  const bySlug = new Map<string, typeof rows>()
  for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row])
  const collator = new Intl.Collator(language)
  const entries: ContentIndexEntry[] = [...bySlug.values()]
    .map((versions) => versions.find((r) => r.locale === language) ?? versions.find((r) => r.locale === FALLBACK_LANGUAGE) ?? versions[0]!)
    .map((r) => ({
      slug: r.slug,
      title: r.title,
      locale: isLanguage(r.locale) ? r.locale : FALLBACK_LANGUAGE,
      updatedAt: r.updatedAt.getTime(),
    }))
    .sort((a, b) => collator.compare(a.title, b.title))
  const pageCount = Math.max(1, Math.ceil(entries.length / CONTENT_INDEX_PAGE_SIZE))
  return {
    entries: entries.slice((page - 1) * CONTENT_INDEX_PAGE_SIZE, page * CONTENT_INDEX_PAGE_SIZE),
    total: entries.length,
    pageCount,
  }
}
