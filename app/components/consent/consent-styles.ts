import { cn } from '~/utils/cn'

/** Styles and focus handling shared by the banner, the preferences dialog and the privacy page's controls. */
export const focusRing =
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
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}
