/**
 * The cookie banner and the 'Cookie Preferences' dialog (SPEC §2, §4, §5). Rendered by the
 * root on every page, but only in the browser after hydration (the server HTML is the same
 * for everyone), fixed to the bottom so it never shifts the layout. It shows while no consent
 * of version 1.0 is stored; any choice stores one, hides it and emits 'consent-updated'.
 */
import { Cookie } from 'lucide-react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyOnDemand } from '~/components/ui/lazy'
import { cn } from '~/utils/cn'
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  OPEN_PREFERENCES_EVENT,
  saveConsent,
  useConsent,
  writeConsentCookie,
  type ConsentPreferences,
} from './consent'
import { buttonStyles, focusMain } from './consent-styles'

// the dialog (Radix, the switches) loads when first asked for, or when the pointer or focus reaches 'Customize'
const PreferencesDialog = lazyOnDemand(() => import('./cookie-preferences-dialog').then((module) => module.PreferencesDialog))

export function CookieConsent({ choiceKnownToServer }: { choiceKnownToServer: boolean }) {
  const consent = useConsent(choiceKnownToServer)
  const { t } = useTranslation('consent')
  const [dialogOpen, setDialogOpen] = useState(false)
  // mounted from its first opening on, so it can close with its animation and return focus
  const [dialogUsed, setDialogUsed] = useState(false)
  const bannerRef = useRef<HTMLElement>(null)
  /** The element focused before the dialog opened: focus goes back there when it closes. */
  const opener = useRef<Element | null>(null)
  const openDialog = () => {
    opener.current = document.activeElement
    setDialogUsed(true)
    setDialogOpen(true)
  }

  // Other components (the privacy page, the footer) can ask for the dialog.
  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement
      setDialogUsed(true)
      setDialogOpen(true)
    }
    window.addEventListener(OPEN_PREFERENCES_EVENT, open)
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open)
  }, [])

  const choose = (preferences: ConsentPreferences) => {
    const focusWasInBanner = bannerRef.current?.contains(document.activeElement) ?? false
    saveConsent(preferences)
    setDialogOpen(false)
    if (focusWasInBanner) focusMain()
  }

  // A stored choice without the cookie (cleared cookies): put the cookie back.
  useEffect(() => {
    if (consent && !choiceKnownToServer) writeConsentCookie(true)
  }, [consent, choiceKnownToServer])

  // null: no choice yet, so the banner shows (already in the server HTML when the cookie says so).
  const showBanner = consent === null
  return (
    <>
      {showBanner ? (
        <section
          ref={bannerRef}
          aria-label={t('banner.region')}
          // hidden without JavaScript: its choices are stored by script, and without it no optional cookie is used
          className="fixed inset-x-0 bottom-0 z-[90] hidden p-3 sm:p-4 [.js_&]:block"
        >
          <div
            className={cn(
              'mx-auto flex max-w-4xl flex-col gap-3 rounded-2xl border border-neutral-200 bg-white/95 p-4 shadow-xl backdrop-blur',
              'md:flex-row md:items-center md:gap-6 dark:border-neutral-700 dark:bg-neutral-900/95',
            )}
          >
            <div className="flex min-w-0 flex-1 gap-3">
              <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-violet-300" />
              <div className="min-w-0">
                <h2 className="text-base font-semibold text-neutral-900 dark:text-neutral-50">{t('banner.title')}</h2>
                <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('banner.body')}</p>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2 md:flex-nowrap">
              <button type="button" className={buttonStyles.primary} onClick={() => choose(ACCEPT_ALL)}>
                {t('banner.acceptAll')}
              </button>
              <button type="button" className={buttonStyles.secondary} onClick={() => choose(NECESSARY_ONLY)}>
                {t('banner.necessaryOnly')}
              </button>
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={openDialog}
                onPointerEnter={() => void PreferencesDialog.preload()}
                onFocus={() => void PreferencesDialog.preload()}
              >
                {t('banner.customize')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {consent !== undefined && dialogUsed ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            initial={consent?.preferences ?? NECESSARY_ONLY}
            opener={opener}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </>
  )
}
