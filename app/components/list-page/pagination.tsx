import { Link } from '@remix-run/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePlaceFormat } from '~/components/places/format'
import { buttonVariants } from '~/components/ui/button'

/** Page links that keep every other search parameter (works without JavaScript). */
export function Pagination({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  const { t } = useTranslation('places')
  const { number } = usePlaceFormat()
  if (pageCount <= 1 && page <= 1) return null
  const href = (p: number) => {
    const params = new URLSearchParams(search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const qs = params.toString()
    return qs ? `?${qs}` : '?'
  }
  const window = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount)
  const pages = [...new Set([1, ...window, pageCount])].sort((a, b) => a - b)
  const base = buttonVariants({ variant: 'outline', size: 'sm', className: 'min-w-9' })
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('paging.page', { page: number(page), pages: number(pageCount) })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={base} preventScrollReset={false}>
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('paging.previous')}
            </Link>
          ) : null}
        </li>
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-1.5">
            {i > 0 && p - pages[i - 1]! > 1 && (
              <span aria-hidden className="px-1 text-neutral-500">
                …
              </span>
            )}
            {p === page ? (
              <span aria-current="page" className={buttonVariants({ variant: 'current', size: 'sm', className: 'min-w-9' })}>
                {number(p)}
              </span>
            ) : (
              <Link to={href(p)} className={base} aria-label={t('paging.page', { page: number(p), pages: number(pageCount) })}>
                {number(p)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className={base}>
              {t('paging.next')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
