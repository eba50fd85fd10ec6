import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/** A list with nothing to show: the icon, 'No results' and what the page adds (a hint, a way back). */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('places')
  return (
    <div role="status" className={cn(PANEL, 'flex flex-col items-center gap-3 px-6 py-12 text-center')}>
      <SearchX aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
      <p className="text-lg font-semibold text-neutral-900 dark:text-white">{t('states.empty')}</p>
      {children}
    </div>
  )
}
