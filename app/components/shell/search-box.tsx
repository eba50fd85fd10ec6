import { useSearchParams } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'

/**
 * The global search box: a plain GET form to /search (works without JavaScript). Suggestions,
 * filters and the animated placeholder (SPEC §2 Global search box) come with the search work.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('shell')
  const [params] = useSearchParams()
  const id = useId()
  return (
    <form action="/search" method="get" role="search" aria-label={t('search.label')} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500 dark:text-neutral-400"
      />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        key={params.get('q') ?? ''}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className={cn(
          'h-10 w-full rounded-full border border-neutral-300/80 bg-white/80 ps-9 pe-4 text-sm text-neutral-900 shadow-sm placeholder:text-neutral-500',
          'transition-colors hover:border-neutral-400 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
          'dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:hover:border-neutral-500 dark:focus:border-violet-300 dark:focus:bg-neutral-900 dark:focus:outline-violet-300',
          '[&::-webkit-search-cancel-button]:cursor-pointer',
        )}
      />
    </form>
  )
}
