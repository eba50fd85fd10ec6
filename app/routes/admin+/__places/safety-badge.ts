/** The looks of a safety status's badge (same-sex relations) in the places back office. */
export const SAFETY_BADGES = {
  legal: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  criminalised: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  unclear: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
} as const
