/** Shared classes of the accessibility and offline pages (same look as the information pages). */
export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

/** A solid-enough surface: text on it keeps AA contrast over the aurora in both themes. */
export const PANEL = 'rounded-2xl border border-neutral-200/80 bg-white/90 shadow-sm dark:border-neutral-800 dark:bg-neutral-900/85'

export const LINK =
  'rounded-sm font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-2 dark:text-violet-300 dark:decoration-violet-300/50 ' +
  FOCUS
