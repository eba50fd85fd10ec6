import { Link } from '@remix-run/react'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/** Home → Wiki (/content) → the page. */
export function ContentBreadcrumbs({ title, lang }: { title: string; lang: string }) {
  const { t } = useTranslation('content')
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600 dark:text-neutral-400">
        <li className="flex items-center gap-1">
          <Link to="/" className={cn('rounded-sm hover:text-brand-700 hover:underline dark:hover:text-violet-300', FOCUS)}>
            {t('home')}
          </Link>
          <ChevronRight aria-hidden className="size-3.5 shrink-0 rtl:rotate-180" />
        </li>
        <li className="flex items-center gap-1">
          <Link to="/content" className={cn('rounded-sm hover:text-brand-700 hover:underline dark:hover:text-violet-300', FOCUS)}>
            {t('wiki')}
          </Link>
          <ChevronRight aria-hidden className="size-3.5 shrink-0 rtl:rotate-180" />
        </li>
        <li className="flex min-w-0 items-center gap-1">
          <span aria-current="page" lang={lang} className="truncate font-medium text-neutral-800 dark:text-neutral-200">
            <bdi>{title}</bdi>
          </span>
        </li>
      </ol>
    </nav>
  )
}
