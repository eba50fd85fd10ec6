/**
 * Looks shared by pages of every area: a panel (a card holding a section), the focus ring and a text link.
 * A module of its own, so a page that only wants these does not load a layout with them.
 */
import { FOCUS_RING } from './button'

export { FOCUS_RING as FOCUS }

export const PANEL = 'rounded-2xl border border-neutral-200/80 bg-white/90 shadow-sm dark:border-neutral-800 dark:bg-neutral-900/85'

/** A text link's look without its weight (LINK is medium; a link in running text may be normal). */
export const LINK_BASE = 'rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-violet-300 ' + FOCUS_RING
export const LINK = `${LINK_BASE} font-medium`
