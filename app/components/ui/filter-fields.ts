/** The look of the lists' filter forms (/venues, /events): their fields, labels and focus ring. */
export const FILTER_FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'
export const FILTER_FIELD =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 ' +
  FILTER_FOCUS
export const FILTER_LABEL = 'mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200'
