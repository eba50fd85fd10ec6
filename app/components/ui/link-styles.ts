import { FOCUS_RING } from './button'

/** A text link's look without its weight (LINK is medium; a link in running text may be normal). Its own module: a page without links loads none of it. */
export const LINK_BASE = 'rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-violet-300 ' + FOCUS_RING
export const LINK = `${LINK_BASE} font-medium`
