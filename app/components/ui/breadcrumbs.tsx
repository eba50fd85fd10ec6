import { Link } from '@remix-run/react'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/** A page's trail of links back up (the last crumb is the page itself). */
export type Crumb = { to?: string; label: string }

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600 dark:text-neutral-400">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {item.to ? (
              <>
                <Link to={item.to} className={cn('rounded-sm hover:text-brand-700 hover:underline dark:hover:text-violet-300', FOCUS)}>
                  {item.label}
                </Link>
                <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />
              </>
            ) : (
              <span aria-current="page" className="font-medium text-neutral-800 dark:text-neutral-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
