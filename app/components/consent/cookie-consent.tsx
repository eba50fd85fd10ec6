/**
 * The cookie banner and the 'Cookie Preferences' dialog (SPEC §2, §4, §5). Rendered by the
 * root on every page, but only in the browser after hydration (the server HTML is the same
 * for everyone), fixed to the bottom so it never shifts the layout. It shows while no consent
 * of version 1.0 is stored; any choice stores one, hides it and emits 'consent-updated'.
 */
import { Link } from '@remix-run/react'
import { Cookie } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Switch } from '~/components/ui/switch'
import { cn } from '~/utils/cn'
import {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  NECESSARY_ONLY,
  OPEN_PREFERENCES_EVENT,
  saveConsent,
  useConsent,
  writeConsentCookie,
  type ConsentPreferences,
  type OptionalCategory,
} from './consent'

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-400'

export const buttonStyles = {
  primary: cn(
    'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm',
    'hover:bg-brand-800 dark:bg-violet-600 dark:hover:bg-violet-700',
    focusRing,
  ),
  secondary: cn(
    'inline-flex min-h-10 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-900',
    'hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50 dark:hover:bg-neutral-800',
    focusRing,
  ),
  ghost: cn(
    'inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline-offset-4',
    'hover:bg-brand-50 hover:underline dark:text-violet-300 dark:hover:bg-neutral-800',
    focusRing,
  ),
}

/** Moves focus somewhere sensible when the focused banner disappears. */
function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}

export function CookieConsent({ choiceKnownToServer }: { choiceKnownToServer: boolean }) {
  const consent = useConsent(choiceKnownToServer)
  const { t } = useTranslation('consent')
  const [dialogOpen, setDialogOpen] = useState(false)
  const bannerRef = useRef<HTMLElement>(null)
  /** The element focused before the dialog opened: focus goes back there when it closes. */
  const opener = useRef<Element | null>(null)
  const openDialog = () => {
    opener.current = document.activeElement
    setDialogOpen(true)
  }

  // Other components (the privacy page, the footer) can ask for the dialog.
  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement
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
              <button type="button" className={buttonStyles.ghost} onClick={openDialog}>
                {t('banner.customize')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {consent !== undefined ? (
        <PreferencesDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          initial={consent?.preferences ?? NECESSARY_ONLY}
          opener={opener}
          onChoose={choose}
        />
      ) : null}
    </>
  )
}

function PreferencesDialog({
  open,
  onOpenChange,
  initial,
  opener,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initial: ConsentPreferences
  opener: { current: Element | null }
  onChoose: (preferences: ConsentPreferences) => void
}) {
  const { t } = useTranslation('consent')
  const [draft, setDraft] = useState<ConsentPreferences>(initial)
  const baseId = useId()

  // Each opening starts from what is stored (what is stored may change only while it is closed).
  useEffect(() => {
    if (open) setDraft(initial)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only: a new `initial` while open would undo the member's choices
  }, [open])

  const toggle = (category: OptionalCategory, on: boolean) => setDraft((d) => ({ ...d, [category]: on }))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        onCloseAutoFocus={(event) => {
          // Back to the opener, or to the main content when the opener (the banner) is gone.
          event.preventDefault()
          const target = opener.current
          if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus()
          else focusMain()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>

        <ul className="grid gap-2">
          {CONSENT_CATEGORIES.map((category) => {
            const id = `${baseId}-${category}`
            const necessary = category === 'necessary'
            return (
              <li key={category} className="flex items-start gap-4 rounded-xl border border-neutral-200 p-3 dark:border-neutral-700">
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="font-medium text-neutral-900 dark:text-neutral-50">
                    {t(`categories.${category}.label`)}
                  </label>
                  {necessary ? (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-violet-950 dark:text-violet-200">
                      {t('dialog.alwaysOn')}
                    </span>
                  ) : null}
                  <p id={`${id}-description`} className="mt-0.5 text-sm text-neutral-700 dark:text-neutral-300">
                    {t(`categories.${category}.description`)}
                  </p>
                </div>
                <Switch
                  id={id}
                  className="mt-0.5"
                  aria-describedby={`${id}-description`}
                  checked={necessary ? true : draft[category]}
                  disabled={necessary}
                  onCheckedChange={necessary ? undefined : (on) => toggle(category, on)}
                />
              </li>
            )
          })}
        </ul>

        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          <Trans t={t} i18nKey="dialog.note" components={{ privacy: <PrivacyLink onNavigate={() => onOpenChange(false)} /> }} />
        </p>

        <DialogFooter className="flex-col sm:flex-row">
          <button type="button" className={buttonStyles.secondary} onClick={() => onChoose(NECESSARY_ONLY)}>
            {t('dialog.necessaryOnly')}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => onChoose(ACCEPT_ALL)}>
            {t('dialog.acceptAll')}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => onChoose(draft)}>
            {t('dialog.save')}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function PrivacyLink({ children, onNavigate }: { children?: ReactNode; onNavigate: () => void }) {
  return (
    <Link
      to="/privacy"
      onClick={onNavigate}
      className={cn(
        'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-violet-300 dark:hover:text-violet-200',
        focusRing,
      )}
    >
      {children}
    </Link>
  )
}
