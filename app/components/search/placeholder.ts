import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPE_MS } from '~/models/search/box-limits'

/**
 * The header box's animated placeholder (SPEC §2 Global search box): each phrase is typed one
 * character every 75 ms, stays whole for 2 000 ms, then the next phrase starts; after the last
 * comes the first again. Pure, so its timing is tested without timers.
 */
export const PLACEHOLDER_PHRASES = ['venues', 'events', 'marketplace', 'people', 'news', 'resources', 'personalities'] as const

export type PlaceholderStep = { phrase: number; chars: number }

export const FIRST_PLACEHOLDER_STEP: PlaceholderStep = { phrase: 0, chars: 1 }

/** What to show at `step`, how long to show it, and the step after it. */
export function placeholderFrame(phrases: readonly string[], step: PlaceholderStep) {
  const phrase = phrases.length ? step.phrase % phrases.length : 0
  // code points, not UTF-16 units: an emoji or a rare CJK character is never cut in half
  const chars = Array.from(phrases[phrase] ?? '')
  const shown = Math.min(Math.max(step.chars, 1), chars.length)
  const whole = shown >= chars.length
  return {
    text: chars.slice(0, shown).join(''),
    delayMs: whole ? PLACEHOLDER_PAUSE_MS : PLACEHOLDER_TYPE_MS,
    next: whole ? { phrase: (phrase + 1) % Math.max(phrases.length, 1), chars: 1 } : { phrase, chars: shown + 1 },
  }
}
