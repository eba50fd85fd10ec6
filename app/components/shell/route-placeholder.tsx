import { useTranslation } from 'react-i18next'

/** Shown while the next page loads (SPEC §2): two grey blocks. */
export function RoutePlaceholder() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-4 px-6 py-12">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
      <div className="h-64 w-full animate-pulse rounded-xl bg-neutral-200 dark:bg-neutral-800" />
    </div>
  )
}
