/**
 * An article's page (/news/{id}): the article with its source (and the source's country), and
 * related articles: the same category or the same source, newest first. One round trip (a batch
 * of two). Every article by visibleNewsArticle.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countries, newsArticles, newsSources } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { cardFields, NEWEST_FIRST, type NewsCard } from './list.server'
import { visibleNewsArticle } from './visibility.server'

export const RELATED_ARTICLES = 4

export async function getNewsArticle(db: Db, viewer: Viewer, id: number, language: Language) {
  const category = sql`(SELECT ${newsArticles.category} FROM ${newsArticles} WHERE ${newsArticles.id} = ${id})`
  const source = sql`(SELECT ${newsArticles.sourceId} FROM ${newsArticles} WHERE ${newsArticles.id} = ${id})`
  const [rows, related] = await db.batch([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        summary: newsArticles.summary,
        body: newsArticles.body,
        url: newsArticles.url,
        imageUrl: newsArticles.imageUrl,
        category: newsArticles.category,
        language: newsArticles.language,
        publishedAt: newsArticles.publishedAt,
        createdAt: newsArticles.createdAt,
        sourceId: newsArticles.sourceId,
        sourceName: sql<string | null>`${newsSources.name}`.as('source_name'),
        sourceUrl: sql<string | null>`${newsSources.url}`.as('source_url'),
        countryId: newsSources.countryId,
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
      })
      .from(newsArticles)
      .leftJoin(newsSources, eq(newsSources.id, newsArticles.sourceId))
      .leftJoin(countries, eq(countries.id, newsSources.countryId))
      .where(and(eq(newsArticles.id, id), visibleNewsArticle(viewer)))
      .limit(1),
    db
      .select(cardFields)
      .from(newsArticles)
      .leftJoin(newsSources, eq(newsSources.id, newsArticles.sourceId))
      .where(
        and(
          ne(newsArticles.id, id),
          visibleNewsArticle(viewer),
          or(sql`${newsArticles.category} = ${category}`, sql`${newsArticles.sourceId} = ${source}`),
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(RELATED_ARTICLES),
  ])
  const article = rows[0]
  if (!article) return null
  return { ...article, related: related as NewsCard[] }
}

export type NewsArticleDetail = NonNullable<Awaited<ReturnType<typeof getNewsArticle>>>
