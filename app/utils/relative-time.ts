/**
 * '3 minutes ago', 'yesterday', 'last month' in the reader's language (Intl.RelativeTimeFormat),
 * for a moment in the past. Pages compute it in the loader and send the text, so the browser
 * hydrates the very words the server wrote (its clock and zone may differ).
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

export function relativeTime(at: Date | number, language: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - (typeof at === 'number' ? at : at.getTime()))
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
  return format.format(0, 'minute')
}
