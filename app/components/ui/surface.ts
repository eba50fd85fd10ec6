/**
 * Looks shared by pages of every area: a panel (a card holding a section) and the focus ring.
 * A module of its own, so a page that only wants these does not load a layout with them.
 */
export { FOCUS_RING as FOCUS } from './button'

export const PANEL = 'rounded-2xl border border-neutral-200/80 bg-white/90 shadow-sm dark:border-neutral-800 dark:bg-neutral-900/85'
