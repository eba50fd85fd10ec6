/** The filter panel's chips, text buttons and labels (light and dark). */
export const CHIP_CLASS =
  'inline-flex min-h-8 items-center rounded-full border px-3 text-sm transition-colors motion-reduce:transition-none [.reduce-motion_&]:transition-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'
export const CHIP_OFF =
  'border-neutral-300 bg-white text-neutral-800 hover:border-neutral-500 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:border-neutral-400'
export const CHIP_ON = 'border-brand-700 bg-brand-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950'
export const TEXT_BUTTON =
  'rounded-md px-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-violet-300 dark:focus-visible:outline-violet-300'
export const FIELD_LABEL = 'text-sm font-semibold text-neutral-800 dark:text-neutral-100'
