import { ShieldAlert } from 'lucide-react'
import type { FormEvent, ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { leaveNow } from './neutral'

export const PANIC_PATH = '/auth/panic'

/**
 * Panic sign-out: ends EVERY session of the member (all devices, the token API too), removes
 * the cookie and leaves for the neutral site, replacing this page in the history.
 *
 * A real POST form, so it works without JavaScript (the server answers with a page that
 * refreshes to the neutral site). With JavaScript the POST goes out in the background and the
 * page is then replaced. `variant="menu"` fits the header's user menu.
 */
export function PanicSignOut({
  className,
  variant = 'button',
  label,
  hint,
  asItem = (button) => button,
}: {
  className?: string
  variant?: 'button' | 'menu'
  /** Texts default to `shell:auth.panicSignOut` / `panicSignOutHint` (core namespace, fine in the header). */
  label?: string
  hint?: string
  /** Wraps the button, e.g. in a menu item so the menu's keyboard navigation reaches it. */
  asItem?: (button: ReactElement) => ReactNode
}) {
  const { t } = useTranslation('shell')
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    try {
      // 'manual': the answer points to another site; we leave ourselves, with replace()
      await fetch(PANIC_PATH, { method: 'POST', body: new FormData(event.currentTarget), credentials: 'same-origin', redirect: 'manual' })
    } finally {
      leaveNow()
    }
  }
  return (
    <form method="post" action={PANIC_PATH} onSubmit={onSubmit} className={variant === 'menu' ? 'contents' : undefined}>
      {asItem(
        <button
          type="submit"
          title={hint ?? t('auth.panicSignOutHint')}
          className={cn(
            variant === 'menu'
              ? 'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm font-medium text-red-800 outline-none hover:bg-red-50 focus-visible:bg-red-50 data-[highlighted]:bg-red-50 dark:data-[highlighted]:bg-red-950/50 dark:text-red-300 dark:hover:bg-red-950/50 dark:focus-visible:bg-red-950/50'
              : 'inline-flex items-center gap-2 rounded-lg border border-red-700 bg-white px-4 py-2.5 text-sm font-semibold text-red-800 shadow-sm hover:bg-red-50 dark:border-red-400 dark:bg-neutral-950 dark:text-red-300 dark:hover:bg-red-950/40',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:focus-visible:outline-red-300',
            className,
          )}
        >
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {label ?? t('auth.panicSignOut')}
        </button>,
      )}
    </form>
  )
}
