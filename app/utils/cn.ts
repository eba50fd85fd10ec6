import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Classes are joined, not merged: tailwind-merge would cost every page
 * 9 kB (scripts/budgets/), so two classes never set one property; a component offers a variant
 * or a prop for what its callers change (buttonVariants' size and shape, Avatar's size).
 * In development, a class list that tailwind-merge would shorten is reported in the console.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  reportConflicts?.(classes)
  return classes
}

let reportConflicts: ((classes: string) => void) | undefined
// `env` is Vite's: absent when a script runs this module outside Vite (tsx)
if (import.meta.env?.DEV) {
  void import('tailwind-merge').then(({ twMerge }) => {
    reportConflicts = (classes) => {
      const merged = twMerge(classes)
      if (merged !== classes) console.warn(`cn: classes that override each other in "${classes}"; tailwind-merge keeps "${merged}"`)
    }
  })
}
