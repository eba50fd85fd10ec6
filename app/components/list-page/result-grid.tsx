import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { EmptyState } from './empty-state'

/**
 * A list page's results (/news, /personalities, /ressources): the cards as an ordered list
 * numbered from the page's first, dimmed while the next list loads; or the empty state with what
 * to say and, when filters are set, a link back to the whole list.
 */
export function ResultGrid<T extends { id: string | number }>({
  items,
  start,
  updating,
  empty,
  children,
}: {
  items: T[]
  /** The number of the page's first card. */
  start: number
  updating: boolean
  empty: { text: string; hint: string; clear: { to: string; label: string } | null }
  children: (item: T) => ReactNode
}) {
  if (items.length === 0)
    return (
      <EmptyState>
        <p className="text-neutral-700 dark:text-neutral-300">{empty.text}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{empty.hint}</p>
        {empty.clear && (
          <Link to={empty.clear.to} className={buttonVariants({ variant: 'outline' })}>
            {empty.clear.label}
          </Link>
        )}
      </EmptyState>
    )
  return (
    <ol
      start={start}
      className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 motion-reduce:transition-none', updating && 'opacity-60')}
    >
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ol>
  )
}
