/** The focus outline of the conversation's own controls (messages, quotes, reactions, menus). */
export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-violet-300'
