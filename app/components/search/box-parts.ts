import { cn } from '~/utils/cn'

/** The search box's light half (shell/search-box.tsx) and loaded half (combobox.tsx) share these. */

/** What the loaded half takes over from this one. */
export type LoadedSearchBoxProps = {
  className?: string
  placeholder: string
  initialQuery: string
  /** What had the focus in the light half (the input, with its caret, or the filter toggle): its twin takes it. */
  focus: { on: 'input' | 'filters'; start: number | null; end: number | null } | null
  /** Loaded by a press on the filter toggle: open the filter panel at once. */
  openFilters: boolean
}

/** Shared with the loaded half, so the swap changes nothing one can see. */
export const SEARCH_FORM_CLASS = 'relative'
export const SEARCH_INPUT_CLASS = cn(
  'h-10 w-full rounded-full border border-neutral-300/80 bg-white/80 ps-9 pe-20 text-sm text-neutral-900 shadow-sm placeholder:text-neutral-500',
  'transition-colors hover:border-neutral-400 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
  'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
  'dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:hover:border-neutral-500 dark:focus:border-violet-300 dark:focus:bg-neutral-900 dark:focus:outline-violet-300',
  // the box has its own clear button
  '[&::-webkit-search-cancel-button]:appearance-none',
)
export const SEARCH_ICON_CLASS =
  'pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500 dark:text-neutral-400'
export const SEARCH_ICON_BUTTON_CLASS = cn(
  'relative inline-flex size-8 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-900/5 hover:text-neutral-900',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  'dark:text-neutral-300 dark:hover:bg-white/10 dark:hover:text-white dark:focus-visible:outline-violet-300',
)
