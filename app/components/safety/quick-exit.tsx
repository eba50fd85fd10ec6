import { LogOut } from 'lucide-react'
import { useEffect, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { isQuickExitKey, leaveNow, NEUTRAL_URL } from './neutral'

/**
 * Quick exit: leaves for a neutral site at once, replacing this page in the browser history.
 * Keyboard: Shift+Escape anywhere on the page (plain Escape keeps closing dialogs and menus).
 * Texts: `shell:auth.quickExit` and `shell:auth.quickExitHint` (core namespace: the header shows it on every page).
 *
 * Without JavaScript it is a plain link (rel="noreferrer", so the neutral site does not learn
 * where the visitor came from); the page then stays in the history, which only script can avoid.
 */
export function QuickExit({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('shell')
  useQuickExitKey()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    leaveNow()
  }
  return (
    <a
      href={NEUTRAL_URL}
      rel="noreferrer"
      onClick={onClick}
      title={t('auth.quickExitHint')}
      aria-label={compact ? t('auth.quickExit') : undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:focus-visible:outline-red-300',
        className,
      )}
    >
      <LogOut aria-hidden className="size-4 rtl:rotate-180" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('auth.quickExit')}</span>
    </a>
  )
}

/** The Shift+Escape shortcut; mount once (QuickExit does it). */
export function useQuickExitKey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickExitKey(event)) return
      event.preventDefault()
      leaveNow()
    }
    // capture: a dialog that stops Escape from bubbling must not swallow the shortcut
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [])
}
