import type { NewsArticleDetail } from '~/models/news/detail.server'

/** schema.org NewsArticle for an article's page: this page, and the original it summarises (isBasedOn). */
export function newsArticleJsonLd(
  article: Pick<NewsArticleDetail, 'title' | 'publishedAt' | 'createdAt' | 'language' | 'sourceName' | 'sourceUrl' | 'category'>,
  { url, description, image, original }: { url: string; description: string; image: string | null; original: string | null },
) {
  const publisher = article.sourceName
    ? { '@type': 'Organization', name: article.sourceName, ...(article.sourceUrl ? { url: article.sourceUrl } : {}) }
    : null
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    description,
    datePublished: new Date(article.publishedAt).toISOString(),
    dateModified: new Date(article.createdAt).toISOString(),
    ...(article.language ? { inLanguage: article.language } : {}),
    ...(article.category ? { articleSection: article.category } : {}),
    ...(image ? { image: [image] } : {}),
    ...(publisher ? { publisher, author: publisher } : {}),
    ...(original ? { isBasedOn: original, sameAs: original } : {}),
  }
}
