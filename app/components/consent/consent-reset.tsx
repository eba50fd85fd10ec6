/**
 * For the Privacy Policy page: shows the stored cookie choice, lets the member reset it (the
 * banner then asks again, SPEC §4) or open the preferences dialog to change it.
 */
import { Check, Minus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { CONSENT_CATEGORIES, openCookiePreferences, resetConsent, useConsent } from './consent'
import { buttonStyles } from './consent-styles'

/** `headingLevel`: 3 by default, as it usually sits under the page's "Cookie preferences" h2. */
export function ConsentReset({ className, headingLevel = 3 }: { className?: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const { t, i18n } = useTranslation('consent')
  const consent = useConsent()
  const [announcement, setAnnouncement] = useState('')
  const titleId = useId()

  // A new choice (here or in another tab) replaces the "reset" message.
  useEffect(() => {
    if (consent) setAnnouncement('')
  }, [consent])

  const savedAt = consent ? new Date(consent.timestamp) : null
  const savedOn =
    savedAt && !Number.isNaN(savedAt.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(savedAt)
      : null

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border border-neutral-200 bg-white p-5 text-neutral-900 shadow-sm dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-50',
        className,
      )}
    >
      <Heading id={titleId} className="text-lg font-semibold">
        {t('reset.title')}
      </Heading>
      {/* Before hydration the choice is unknown: keep the space, say nothing yet. */}
      <div className="mt-2 min-h-6 text-sm text-neutral-700 dark:text-neutral-300">
        {consent === null ? <p>{t('reset.none')}</p> : null}
        {consent ? (
          <>
            <ul className="grid gap-1 sm:grid-cols-2" aria-label={t('reset.title')}>
              {CONSENT_CATEGORIES.map((category) => {
                const on = consent.preferences[category]
                const Icon = on ? Check : Minus
                return (
                  <li key={category} className="flex items-center gap-2">
                    <Icon
                      aria-hidden
                      className={cn('size-4', on ? 'text-emerald-700 dark:text-emerald-400' : 'text-neutral-500 dark:text-neutral-400')}
                    />
                    <span className="font-medium text-neutral-900 dark:text-neutral-50">{t(`categories.${category}.label`)}</span>
                    <span>{on ? t('reset.on') : t('reset.off')}</span>
                  </li>
                )
              })}
            </ul>
            {savedOn ? (
              <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">{t('reset.savedOn', { date: savedOn })}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => openCookiePreferences()}>
          {t('reset.openButton')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            resetConsent()
            setAnnouncement(t('reset.resetDone'))
          }}
        >
          {t('reset.resetButton')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-3 text-sm text-neutral-700 empty:hidden dark:text-neutral-300">
        {announcement}
      </p>
    </section>
  )
}
