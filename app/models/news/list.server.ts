/**
 * The /news list: parsing the URL leniently, the filter choices, the page of articles.
 *
 * Rules: every query about articles goes through visibleNewsArticle (./visibility.server.ts).
 * A country is the source's (news_sources.country_id): articles have none of their own. The list
 * is newest first; each filter has an index ending in published_at (category, source, language),
 * and the country goes through the sources of that country (news_sources_country_idx).
 *
 * Round trips: two per page (the filter choices; then the total, to '1,000+', and the page).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import { countries, newsArticles, newsSources } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { countryParam, lenient, pageParam } from '~/utils/url-params'
import { isNewsCategory, NEWS_MAX_PAGE, NEWS_PAGE_SIZE, type NewsQuery } from './query'
import { visibleNewsArticle } from './visibility.server'

const idParam = (value: string | null) => (value && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : null)
const languageParam = (value: string | null) => {
  const v = value?.trim().toLowerCase() ?? ''
  return /^[a-z]{2,3}$/.test(v) ? v : null
}

/** The URL's query, every bad value dropped (never an error). */
export function parseNewsQuery(url: URL): NewsQuery {
  const p = url.searchParams
  const category = p.get('category')?.trim().toLowerCase()
  const page = lenient(pageParam, p.get('page')) ?? 1
  return {
    category: isNewsCategory(category) ? category : null,
    source: idParam(p.get('source')),
    language: languageParam(p.get('language')),
    country: lenient(countryParam, p.get('country')),
    page: Math.min(page, NEWS_MAX_PAGE),
  }
}

export type NewsChoices = {
  categories: string[]
  sources: { id: number; name: string }[]
  languages: string[]
  countries: { id: string; name: string; flag: string | null }[]
}

/** Sources that have a visible article (a correlated EXISTS over news_articles_source_published_idx). */
const hasArticles = (viewer: Viewer) =>
  sql`EXISTS (SELECT 1 FROM ${newsArticles} WHERE ${newsArticles.sourceId} = ${newsSources.id} AND ${visibleNewsArticle(viewer)})`

/**
 * The distinct values of an indexed column among the visible articles, one seek of its index per
 * value (the least value above the last one found, a loose index scan) instead of a walk of every
 * article: the categories and languages offered stay a few seeks however many articles there are.
 */
function distinctArticleValues(db: Db, column: typeof newsArticles.category | typeof newsArticles.language, visible: SQL) {
  return db.select({ value: sql<string>`value` }).from(
    sql`(WITH RECURSIVE seen(value) AS (
        SELECT min(${column}) FROM ${newsArticles} WHERE ${column} IS NOT NULL AND ${visible}
        UNION ALL SELECT (SELECT min(${column}) FROM ${newsArticles} WHERE ${column} > seen.value AND ${visible}) FROM seen WHERE seen.value IS NOT NULL
      ) SELECT value FROM seen WHERE value IS NOT NULL) AS distinct_values`,
  )
}

/**
 * The filter choices (what visible articles have) in one batch, and the query with every value
 * that names nothing dropped (the page redirects to it).
 */
export async function resolveNewsQuery(db: Db, viewer: Viewer, raw: NewsQuery, language: Language) {
  const visible = visibleNewsArticle(viewer)
  const [categoryRows, sourceRows, languageRows, countryRows] = await db.batch([
    distinctArticleValues(db, newsArticles.category, visible),
    db.select({ id: newsSources.id, name: newsSources.name }).from(newsSources).where(hasArticles(viewer)),
    distinctArticleValues(db, newsArticles.language, visible),
    db
      .selectDistinct({
        id: countries.id,
        name: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
      })
      .from(newsSources)
      .innerJoin(countries, eq(countries.id, newsSources.countryId))
      .where(hasArticles(viewer)),
  ])
  const collator = new Intl.Collator(language)
  const choices: NewsChoices = {
    categories: categoryRows
      .map((r) => r.value)
      .filter(isNewsCategory)
      .sort(),
    sources: sourceRows.sort((a, b) => collator.compare(a.name, b.name)),
    languages: languageRows.map((r) => r.value).sort(),
    countries: countryRows.sort((a, b) => collator.compare(a.name, b.name)),
  }
  const query: NewsQuery = {
    ...raw,
    category: raw.category && choices.categories.includes(raw.category) ? raw.category : null,
    source: raw.source != null && choices.sources.some((s) => s.id === raw.source) ? raw.source : null,
    language: raw.language && choices.languages.includes(raw.language) ? raw.language : null,
    country: raw.country && choices.countries.some((c) => c.id === raw.country) ? raw.country : null,
  }
  return { query, choices }
}

function conditions(viewer: Viewer, query: NewsQuery): SQL[] {
  const where: SQL[] = [visibleNewsArticle(viewer)]
  if (query.category) where.push(eq(newsArticles.category, query.category))
  if (query.source != null) where.push(eq(newsArticles.sourceId, query.source))
  if (query.language) where.push(eq(newsArticles.language, query.language))
  if (query.country)
    where.push(
      inArray(newsArticles.sourceId, sql`(SELECT ${newsSources.id} FROM ${newsSources} WHERE ${newsSources.countryId} = ${query.country})`),
    )
  return where
}

export type NewsCard = {
  id: number
  title: string
  summary: string | null
  imageUrl: string | null
  category: string | null
  language: string | null
  publishedAt: Date
  sourceId: number | null
  sourceName: string | null
}

/** Fields a card shows (the list, related articles). */
export const cardFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  imageUrl: newsArticles.imageUrl,
  category: newsArticles.category,
  language: newsArticles.language,
  publishedAt: newsArticles.publishedAt,
  sourceId: newsArticles.sourceId,
  sourceName: sql<string | null>`${newsSources.name}`.as('source_name'),
}

/** Newest first; equal times by id, so the pages never overlap. */
export const NEWEST_FIRST = [desc(newsArticles.publishedAt), desc(newsArticles.id)]

/** The page's cards and the total (to '1,000+'), in one batch. */
export async function listNews(db: Db, viewer: Viewer, query: NewsQuery) {
  const where = and(...conditions(viewer, query))
  const [[counted], rows] = await db.batch([
    // counted to '1,000+' only (COUNT_CAP), like every list that grows
    db.select({ total: cappedCount(sql`SELECT 1 FROM ${newsArticles} WHERE ${where}`).as('total') }).from(sql`(SELECT 1)`),
    db
      .select(cardFields)
      .from(newsArticles)
      .leftJoin(newsSources, eq(newsSources.id, newsArticles.sourceId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(NEWS_PAGE_SIZE)
      .offset((query.page - 1) * NEWS_PAGE_SIZE),
  ])
  const { count: total, more: totalCapped } = shownCount(counted?.total)
  const pageCount = Math.max(1, Math.min(NEWS_MAX_PAGE, Math.ceil(total / NEWS_PAGE_SIZE)))
  return { cards: rows as NewsCard[], total, totalCapped, page: query.page, pageCount }
}
