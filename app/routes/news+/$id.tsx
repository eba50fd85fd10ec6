import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { ExternalLink } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { ReportDialog } from '~/components/reports/report-dialog'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Facts } from '~/components/ui/facts'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { ShareButton } from '~/components/share/share-button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { isFavorite } from '~/models/favorites/favorites.server'
import { cleanArticleHtml } from '~/models/news/clean.server'
import { getNewsArticle } from '~/models/news/detail.server'
import { newsHref, EMPTY_NEWS_QUERY, isNewsCategory } from '~/models/news/query'
import { viewerOf } from '~/models/viewer'
import { newsArticleJsonLd } from '~/routes/news+/__detail/json-ld'
import { NewsCard, useLanguageName, useNewsDate } from '~/routes/news+/__list/news-card'
import { cn } from '~/utils/cn'
import { serializeJsonLd } from '~/utils/json-ld'
import { useNonce } from '~/utils/nonce'

export const handle = { i18n: ['news', 'places', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)
/** Links the page may render: http(s) only (a feed's address is still text). */
const safeHref = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null)

const BODY = cn(
  'text-base leading-7 text-neutral-800 sm:text-[1.0625rem] sm:leading-8 dark:text-neutral-200',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:ps-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-violet-300',
  '[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600/40 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figcaption]:text-sm',
)

/**
 * /news/{id} (SPEC §2): the article's summary (the feed's HTML, cleaned again on the way out),
 * source, date and a link to the original (rel="noopener noreferrer"), related articles (same
 * topic or source), JSON-LD NewsArticle and Open Graph, favorite and share. An unknown id (or one
 * visibleNewsArticle hides) is the app's 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const article = await getNewsArticle(db, viewerOf(user), id, language)
  if (!article) throw notFound()
  const [favorited, i18n] = await Promise.all([user ? isFavorite(db, user.id, 'news', article.id) : false, serverI18n(language)])
  const canonical = new URL(`/news/${article.id}`, url.origin).toString()
  const original = safeHref(article.url)
  const description = (article.summary ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || i18n.t('news:meta.description')
  const image = article.imageUrl && /^https:\/\//i.test(article.imageUrl) ? article.imageUrl : null
  const { body, summary, url: _url, imageUrl: _image, ...rest } = article

  return data(
    {
      article: {
        ...rest,
        summary,
        html: cleanArticleHtml(body || summary, original ?? undefined),
        original,
        sourceUrl: safeHref(article.sourceUrl),
        category: isNewsCategory(article.category) ? article.category : null,
      },
      favorited,
      signedIn: !!user,
      canonical,
      image,
      meta: { title: i18n.t('news:meta.articleTitle', { title: article.title }), description, canonical, image },
    },
    { headers: { 'Cache-Control': user ? 'private, no-store' : 'private, no-cache' } },
  )
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache' }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return [{ title: APP_NAME }]
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type')),
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: m.canonical },
    { property: 'article:published_time', content: new Date(loaderData.article.publishedAt).toISOString() },
    { name: 'twitter:card', content: m.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (m.image) tags.push({ property: 'og:image', content: m.image }, { name: 'twitter:image', content: m.image })
  return tags
}

export default function NewsArticlePage() {
  const { article, favorited, signedIn, canonical, image, meta } = useLoaderData<typeof loader>()
  const { t } = useTranslation('news')
  const nonce = useNonce()
  const date = useNewsDate()
  const languageName = useLanguageName()
  const jsonLd = useMemo(
    () => serializeJsonLd(newsArticleJsonLd(article, { url: canonical, description: meta.description, image, original: article.original })),
    [article, canonical, meta.description, image],
  )
  const published = new Date(article.publishedAt)

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs items={[{ to: '/news', label: t('detail.news') }, { label: article.title }]} />

      <header className="mt-6 max-w-4xl">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-neutral-700 dark:text-neutral-300">
          {article.category && (
            <Link
              to={newsHref({ ...EMPTY_NEWS_QUERY, category: article.category })}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 hover:underline dark:bg-violet-400/15 dark:text-violet-200"
            >
              {t(`categories.${article.category}`)}
            </Link>
          )}
          <time dateTime={published.toISOString()}>{date(published)}</time>
          {article.sourceName && <span>· {article.sourceName}</span>}
        </p>
        <h1
          lang={article.language ?? undefined}
          dir={article.language ? 'auto' : undefined}
          className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-4xl dark:text-white"
        >
          {article.title}
        </h1>
        <div className="mt-4 flex flex-wrap gap-2">
          <ShareButton url={canonical} title={article.title} text={article.title} />
          <FavoriteButton type="news" id={article.id} favorited={favorited} label={article.title} variant="pill" />
          <ReportDialog targetType="news" targetId={article.id} signedIn={signedIn} />
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="news-summary">
            <h2 id="news-summary" className="sr-only">
              {t('detail.summary')}
            </h2>
            {article.html ? (
              <div
                lang={article.language ?? undefined}
                dir={article.language ? 'auto' : undefined}
                className={BODY}
                dangerouslySetInnerHTML={{ __html: article.html }}
              />
            ) : (
              <p className="text-neutral-700 dark:text-neutral-300">{t('detail.noSummary')}</p>
            )}
            {article.original && (
              <p className="mt-6">
                <a
                  href={article.original}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(LINK, 'inline-flex items-center gap-1.5 text-lg')}
                >
                  {article.sourceName ? t('detail.readOriginal', { source: article.sourceName }) : t('detail.readOriginalPlain')}
                  <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                  <span className="sr-only">{t('detail.external')}</span>
                </a>
              </p>
            )}
            <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">{t('detail.imported')}</p>
          </section>

          {article.related.length > 0 && (
            <section aria-labelledby="news-related">
              <h2 id="news-related" className="text-xl font-bold text-neutral-950 dark:text-white">
                {t('detail.related')}
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {article.related.map((card) => (
                  <li key={card.id}>
                    <NewsCard article={card} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="space-y-6">
          <section aria-label={t('detail.news')} className={cn(PANEL, 'p-5')}>
            <Facts
              items={[
                { label: t('detail.published'), value: date(published) },
                ...(article.sourceName
                  ? [
                      {
                        label: t('detail.source'),
                        value:
                          article.sourceId != null ? (
                            <Link to={newsHref({ ...EMPTY_NEWS_QUERY, source: article.sourceId })} className={LINK}>
                              {article.sourceName}
                            </Link>
                          ) : (
                            article.sourceName
                          ),
                      },
                    ]
                  : []),
                ...(article.category ? [{ label: t('detail.topic'), value: t(`categories.${article.category}`) }] : []),
                ...(article.language ? [{ label: t('detail.language'), value: languageName(article.language) }] : []),
                ...(article.countryName
                  ? [
                      {
                        label: t('detail.country'),
                        value: (
                          <>
                            {article.flag ? <span aria-hidden>{article.flag} </span> : null}
                            {article.countryName}
                          </>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
          <p>
            <Link to="/news" className={LINK}>
              {t('detail.seeAll')}
            </Link>
          </p>
        </aside>
      </div>
    </article>
  )
}

export { DirectoryErrorBoundary as ErrorBoundary } from '~/components/pages/directory-error-boundary'
