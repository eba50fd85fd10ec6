import { ArrowRight, Clock, Search } from 'lucide-react'
import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { fullSearchLabel } from '~/models/search/query'
import { cn } from '~/utils/cn'
import type { BoxItem } from './items'
import { TYPE_ICONS } from './type-icons'

/**
 * SPEC §2: 600 px wide under the box, at most 384 px high; below 768 px the width of the screen less
 * 2rem (the header pads 0.75rem, then 1.5rem from 640 px). What scrolls inside is the popover's to say:
 * the suggestions' listbox itself (an element the combobox controls, which the arrow keys reach through
 * aria-activedescendant), or the whole filter panel.
 */
export const POPOVER_CLASS = cn(
  'absolute top-full z-50 mt-2 max-h-96 rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-xl',
  'dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
  'max-md:inset-x-1 sm:max-md:-inset-x-2 md:start-1/2 md:-ms-[300px] md:w-[600px] md:max-w-[calc(100vw-2rem)]',
)

type OptionProps = { item: BoxItem; highlighted: boolean } & HTMLAttributes<HTMLDivElement>

export function Option({ item, highlighted, ...props }: OptionProps) {
  const { t } = useTranslation('shell')
  const Icon = item.kind === 'recent' ? Clock : item.kind === 'full' ? Search : TYPE_ICONS[item.suggestion.type]
  return (
    <div
      {...props}
      data-href={item.kind === 'suggestion' ? item.suggestion.href : undefined}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-sm',
        highlighted ? 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-white' : 'text-neutral-900 dark:text-neutral-100',
      )}
    >
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200"
      >
        <Icon className="size-4" />
      </span>
      {item.kind === 'suggestion' ? (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{item.suggestion.title}</span>
          {item.suggestion.subtitle ? (
            <span className="block truncate text-xs text-neutral-600 dark:text-neutral-300">{item.suggestion.subtitle}</span>
          ) : null}
        </span>
      ) : (
        <span className={cn('min-w-0 flex-1 truncate', item.kind === 'full' && 'font-medium')}>
          {item.kind === 'full' ? t('search.fullSearch', { query: fullSearchLabel(item.query) }) : item.query}
        </span>
      )}
      {item.kind === 'full' ? <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" /> : null}
    </div>
  )
}
