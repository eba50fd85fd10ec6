import type { ReactNode } from 'react'
import { Pagination } from './pagination'
import { ResultGrid } from './result-grid'

/**
 * A list page's results (/groups, /news, /personalities, /ressources, /users): a hidden heading,
 * the status line (how many, which page, 'updating' while the next list loads), the grid of cards
 * or the empty state, and the page links (they keep every other search parameter).
 */
export function ResultsSection<T extends { id: string | number }>({
  id,
  list,
  pageSize,
  search,
  updating,
  texts,
  empty,
  children,
}: {
  /** The section's heading id, e.g. 'news-results-heading'. */
  id: string
  list: { cards: T[]; total: number; page: number; pageCount: number }
  pageSize: number
  /** The page's query string, kept by the page links. */
  search: string
  updating: boolean
  /** Translated by the page: the heading, 'N results', 'page X of Y' (shown past one page), 'updating'. */
  texts: { heading: string; results: string; page: string; updating: string }
  empty: { text: string; hint: string; clear: { to: string; label: string } | null }
  children: (item: T) => ReactNode
}) {
  return (
    <section aria-labelledby={id} aria-busy={updating || undefined} className="mt-6">
      <h2 id={id} className="sr-only">
        {texts.heading}
      </h2>
      <p role="status" className="mb-4 text-sm font-medium text-neutral-800 dark:text-neutral-200">
        <span className="text-base font-bold text-neutral-950 dark:text-white">{texts.results}</span>
        {list.pageCount > 1 && (
          <span className="text-neutral-600 dark:text-neutral-400">
            {' · '}
            {texts.page}
          </span>
        )}
        {updating && <span className="sr-only"> {texts.updating}</span>}
      </p>
      <ResultGrid items={list.cards} start={(list.page - 1) * pageSize + 1} updating={updating} empty={empty}>
        {children}
      </ResultGrid>
      <Pagination page={list.page} pageCount={list.pageCount} search={search} />
    </section>
  )
}
