import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageMeta } from '~/components/pages/meta'
import { PageLayout } from '~/components/pages/page-layout'
import { RichText } from '~/components/pages/rich-text'
import { formatDate, usePageText } from '~/components/pages/use-page-text'
import { pageLoader } from '~/content/page-meta.server'
import { BLOG_POSTS } from '~/content/pages'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'blog')
export const meta = pageMeta

/** About 220 words a minute; counts characters for languages written without spaces. */
function readingMinutes(text: string) {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(Math.max(words, text.length / 6) / 220))
}

export default function BlogPage() {
  const { t, language, langOf } = usePageText()
  const toc = BLOG_POSTS.map((post) => ({
    id: post.key,
    label: t(`blog.posts.${post.key}.title`),
    attrs: langOf(`blog.posts.${post.key}.title`),
  }))
  return (
    <PageLayout page="blog" toc={toc}>
      {BLOG_POSTS.map((post) => {
        const body = t(`blog.posts.${post.key}.body`)
        return (
          <article
            key={post.key}
            id={post.key}
            aria-labelledby={`${post.key}-title`}
            className="scroll-mt-24 border-neutral-200 not-first-of-type:mt-12 not-first-of-type:border-t not-first-of-type:pt-10 dark:border-neutral-800"
          >
            <header>
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                <span className="sr-only">{t('blog.publishedOn')} </span>
                <time dateTime={post.date}>{formatDate(post.date, language)}</time>
                <span aria-hidden> · </span>
                {t('blog.readingTime', { minutes: readingMinutes(body) })}
              </p>
              <h2
                id={`${post.key}-title`}
                {...langOf(`blog.posts.${post.key}.title`)}
                className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
              >
                {t(`blog.posts.${post.key}.title`)}
              </h2>
              <p {...langOf(`blog.posts.${post.key}.summary`)} className="mt-3 font-medium text-neutral-800 dark:text-neutral-200">
                {t(`blog.posts.${post.key}.summary`)}
              </p>
            </header>
            <RichText text={body} className="mt-4" {...langOf(`blog.posts.${post.key}.body`)} />
          </article>
        )
      })}
    </PageLayout>
  )
}
