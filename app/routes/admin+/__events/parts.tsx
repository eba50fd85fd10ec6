import type { SubmissionResult } from '@conform-to/react'
import { Link, useLocation, useNavigation } from '@remix-run/react'
import { Check, ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { useFormMessage } from '~/components/ui/form'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

export const PATH = '/admin/events'

// the looks of /admin/venues' parts, kept here so neither page loads the other's module
export const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
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

/** A day as the moderators read it (UTC: when a decision was taken, not the event's day). */
export function useDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(iso))
}

/** What the action answers to a refused form: which form (intent and event) and Conform's result. */
export type EventActionData = { intent: string; target: string | null; result: SubmissionResult<string[]> }

/** The form's own error of a refused answer, or one about the event it acts on (a hidden field), translated. */
export function EventFormAlert({ result }: { result?: SubmissionResult<string[]> | null }) {
  const translate = useFormMessage()
  const text = translate(result?.error?.['']?.[0] ?? result?.error?.eventId?.[0])
  return text ? <Alert>{text}</Alert> : null
}

/** Disables a form's button while it is being sent (after hydration). */
export function useBusy(intent: string, eventId: number) {
  const form = useNavigation().formData
  return !!form && form.get('intent') === intent && form.get('eventId') === String(eventId)
}

/** The list's address with another page (its text and state kept). */
function usePageHref() {
  const location = useLocation()
  return (page: number) => {
    const params = new URLSearchParams(location.search)
    if (page <= 1) params.delete('page')
    else params.set('page', String(page))
    const search = params.toString()
    return search ? `${PATH}?${search}` : PATH
  }
}

export function EventPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, i18n } = useTranslation('admin')
  const href = usePageHref()
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(i18n.language)
  const base = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={t('events.paging.label')} className="mt-6 flex flex-wrap items-center justify-center gap-3">
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
