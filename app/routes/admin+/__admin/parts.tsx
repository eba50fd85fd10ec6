import type { SubmissionResult } from '@conform-to/react'
import { Link, useLocation, useNavigation } from '@remix-run/react'
import { Check, ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/**
 * Parts of the back office's content screens (/admin/cms, /admin/tags): the looks of the other
 * admin screens (app/routes/admin+/__events, __lookups), kept here so these pages load neither.
 */
export const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)
export const LABEL = 'block text-sm font-medium text-neutral-900 dark:text-white'
export const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'
export const BADGES = {
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
} as const

/** What an action answers to a refused form: which form (intent and target id) and Conform's result. */
export type AdminActionData = { intent: string; target: string | null; result: SubmissionResult<string[]> }

/** A refusal of the whole form (no field to tie it to). */
export const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

export function BackToDashboard() {
  const { t } = useTranslation('admin')
  return (
    <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
      <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('venues.backToDashboard')}
    </Link>
  )
}

export function Alert({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200',
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

export function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className={cn(PANEL, 'flex items-center gap-3 px-5 py-6 text-neutral-700 dark:text-neutral-300')}>
      <Check aria-hidden className="size-5 text-emerald-700 dark:text-emerald-300" />
      {children}
    </p>
  )
}

/** A day and time as staff read it (UTC, the same on every screen). */
export function useDateTime() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return (iso: string | Date) => `${format.format(new Date(iso))} UTC`
}

/** Whether a form of this intent (about this id) is being sent (after hydration). */
export function useBusy(intent: string, id?: number) {
  const form = useNavigation().formData
  return !!form && form.get('intent') === intent && (id == null || form.get('id') === String(id))
}

/** Pages of a list at `path`, its other parameters kept. */
export function Pager({ path, page, pageCount, label }: { path: string; page: number; pageCount: number; label: string }) {
  const { t, i18n } = useTranslation('admin')
  const location = useLocation()
  if (pageCount <= 1) return null
  const href = (to: number) => {
    const params = new URLSearchParams(location.search)
    if (to <= 1) params.delete('page')
    else params.set('page', String(to))
    const search = params.toString()
    return search ? `${path}?${search}` : path
  }
  const number = new Intl.NumberFormat(i18n.language)
  const base = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={base}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('venues.paging.previous')}
        </Link>
      )}
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('venues.paging.page', { page: number.format(page), pages: number.format(pageCount) })}
      </p>
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={base}>
          {t('venues.paging.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </nav>
  )
}
