import { Link } from '@remix-run/react'
import { AlertTriangle, CheckCircle2, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { FOCUS, PANEL } from './styles'

/** Date the statement was prepared (ISO), shown in the reader's language. */
export const STATEMENT_DATE = '2026-11-22'
/** The conformance target the statement names. */
export const WCAG_TARGET = 'WCAG 2.2 AA'

const WHAT_WE_DO = ['keyboard', 'screenReaders', 'contrast', 'motion', 'rtl', 'languages', 'zoom'] as const
const LIMITATIONS = ['translations', 'maps', 'userContent'] as const

export function formatStatementDate(language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${STATEMENT_DATE}T00:00:00Z`))
}

/** The accessibility statement: target, what we do, known limitations, how to report a barrier. */
export function AccessibilityStatement({ id }: { id: string }) {
  const { t, i18n } = useTranslation('a11y')
  // the statement may exist in English only: then it is marked as English (screen readers
  // switch voice, and it reads left to right inside a right-to-left page)
  const translated = i18n.language === 'en' || i18n.getResource(i18n.language, 'a11y', 'statement.title') !== undefined
  const language = translated ? i18n.language : 'en'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      lang={translated ? undefined : 'en'}
      dir={translated ? undefined : 'ltr'}
      className={cn(PANEL, 'scroll-mt-24 p-5 sm:p-8')}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {t('statement.title')}
      </h2>
      <p className="mt-3 max-w-[70ch] leading-7 text-neutral-800 dark:text-neutral-200">{t('statement.commitment')}</p>

      <h3 className="mt-8 text-lg font-semibold text-neutral-900 dark:text-white">{t('statement.whatWeDoTitle')}</h3>
      <ul className="mt-3 max-w-[70ch] space-y-3">
        {WHAT_WE_DO.map((key) => (
          <li key={key} className="flex gap-3 leading-7 text-neutral-800 dark:text-neutral-200">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700 dark:text-green-400" />
            <span>{t(`statement.whatWeDo.${key}`)}</span>
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold text-neutral-900 dark:text-white">{t('statement.limitationsTitle')}</h3>
      <ul className="mt-3 max-w-[70ch] space-y-3">
        {LIMITATIONS.map((key) => (
          <li key={key} className="flex gap-3 leading-7 text-neutral-800 dark:text-neutral-200">
            <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
            <span>{t(`statement.limitations.${key}`)}</span>
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold text-neutral-900 dark:text-white">{t('statement.reportTitle')}</h3>
      <p className="mt-3 max-w-[70ch] leading-7 text-neutral-800 dark:text-neutral-200">{t('statement.report')}</p>
      <Link
        to="/contact"
        prefetch="intent"
        className={cn(
          'mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-brand-800 dark:bg-violet-400 dark:text-neutral-950 dark:hover:bg-violet-300',
          FOCUS,
        )}
      >
        <Mail aria-hidden="true" className="size-4" />
        {t('statement.reportLink')}
      </Link>

      <p className="mt-8 border-t border-neutral-200 pt-4 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
        {t('statement.date', { date: formatStatementDate(language) })}
      </p>
    </section>
  )
}
