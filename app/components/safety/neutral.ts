/**
 * Where the safety controls send someone who must leave Haven at once: an everyday page that
 * draws no attention on a shared screen. Used by the quick exit and the panic sign-out.
 */
export const NEUTRAL_URL = 'https://www.google.com/search?q=weather'

/** The quick exit's keyboard shortcut: Shift+Escape (plain Escape keeps closing dialogs and menus). */
export function isQuickExitKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'repeat'>) {
  return event.key === 'Escape' && event.shiftKey && !event.repeat
}

/** Leaves for the neutral site, replacing the current history entry (Back does not return here). */
export function leaveNow() {
  window.location.replace(NEUTRAL_URL)
}
