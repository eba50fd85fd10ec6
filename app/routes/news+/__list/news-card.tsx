import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { NewsCard as CardData } from '~/models/news/list.server'
import { cn } from '~/utils/cn'

/** A day in the reader's language; UTC, so the server and the browser write the same text. */
export function useNewsDate() {
  const { i18n } = useTranslation('news')
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })
  return (value: Date | string) => format.format(new Date(value))
}

/** A language code's name in the reader's language ('de' → 'German'), or the code itself. */
export function useLanguageName() {
  const { i18n } = useTranslation('news')
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  } catch {
    // an engine without DisplayNames shows the codes
  }
  return (code: string) => {
    try {
      return names?.of(code) ?? code
    } catch {
      return code
    }
  }
}

export function NewsCard({ article, headingLevel = 'h3' }: { article: CardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('news')
  const date = useNewsDate()
  const Heading = headingLevel
  return (
    <article
      className={cn(
        PANEL,
        'relative flex h-full flex-col gap-2 p-4 focus-within:border-brand-400 hover:border-brand-400 dark:hover:border-violet-400',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-neutral-700 dark:text-neutral-300">
        {article.category && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            {t(`categories.${article.category}`, { defaultValue: article.category })}
          </span>
        )}
        <time dateTime={new Date(article.publishedAt).toISOString()}>{date(article.publishedAt)}</time>
      </p>
      <Heading className="text-lg leading-snug font-bold text-neutral-950 dark:text-white">
        <Link to={`/news/${article.id}`} className={cn(FOCUS, 'rounded after:absolute after:inset-0 hover:underline')}>
          {article.title}
        </Link>
      </Heading>
      {article.summary && <p className="line-clamp-3 text-sm text-neutral-800 dark:text-neutral-200">{article.summary}</p>}
      {article.sourceName && (
        <p className="mt-auto text-sm font-medium text-neutral-700 dark:text-neutral-300">
          {t('card.source', { source: article.sourceName })}
        </p>
      )}
    </article>
  )
}
