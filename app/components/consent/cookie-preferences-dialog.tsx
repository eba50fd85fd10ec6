import { Link } from '@remix-run/react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Switch } from '~/components/ui/switch'
import { cn } from '~/utils/cn'
import { ACCEPT_ALL, CONSENT_CATEGORIES, NECESSARY_ONLY, type ConsentPreferences, type OptionalCategory } from './consent'
import { buttonStyles, focusMain, focusRing } from './consent-styles'

/** The 'Cookie Preferences' dialog, loaded when first asked for (cookie-consent.tsx). */
export function PreferencesDialog({
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

        <DialogFooter inOrder>
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
