import type { SubmissionResult } from '@conform-to/react'
import { Link, useNavigation } from '@remix-run/react'
import { Accessibility, Check, ChevronLeft, ChevronRight, CircleAlert, Rainbow } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { useFormMessage } from '~/components/ui/form'
import { type ClaimableFlag } from '~/models/venues/moderation.server'
import { cn } from '~/utils/cn'

// ---------------------------------------------------------------- page

export const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export const CLAIM_ICONS: Record<ClaimableFlag, typeof Rainbow> = { rainbowFriendly: Rainbow, accessible: Accessibility }

export function useDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(iso))
}

export function QueueHeading({ id, title, count, kind }: { id: string; title: string; count: number; kind: 'suggestions' | 'photos' }) {
  const { t, i18n } = useTranslation('admin')
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {title}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t(`venues.${kind}.count`, { count, formatted: new Intl.NumberFormat(i18n.language).format(count) })}
      </p>
    </div>
  )
}

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

/** Disables a form's buttons while it is being sent (after hydration). */
export function useBusy(intent: string, target: string) {
  const navigation = useNavigation()
  const form = navigation.formData
  return !!form && form.get('intent') === intent && (form.get('venueId') === target || form.get('photoId') === target)
}

export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, i18n } = useTranslation('admin')
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(i18n.language)
  const href = (p: number) => (p <= 1 ? `${PATH}#suggestions` : `${PATH}?page=${p}#suggestions`)
  const base = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={t('venues.paging.label')} className="mt-6 flex flex-wrap items-center justify-center gap-3">
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

export const PATH = '/admin/venues'

// ---------------------------------------------------------------- action

/** What the action answers to a refused form: which form (intent and target) and Conform's result. */
export type ActionData = { intent: string; target: string | null; result: SubmissionResult<string[]> }

/** The form's own error of a refused answer, or one about what it acts on (hidden fields), translated. */
export function FormAlert({ result }: { result?: SubmissionResult<string[]> | null }) {
  const translate = useFormMessage()
  const text = translate(result?.error?.['']?.[0] ?? result?.error?.venueId?.[0] ?? result?.error?.photoId?.[0])
  return text ? <Alert>{text}</Alert> : null
}
