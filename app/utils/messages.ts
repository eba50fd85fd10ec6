/**
 * Messages of forms and APIs: an i18n key, with its interpolation values after '?' as a query
 * string — 'settings:errors.tooLong?max=50'. zod schemas carry them as their messages, so one
 * schema validates in the browser (Conform), on the server (the action) and in the token API,
 * and whoever shows the message translates it in the reader's language.
 */
export type MessageValues = Record<string, string | number>

/** A message key with its values: `message('pages:contact.errors.nameTooLong', { max: 100 })`. */
export function message(key: string, values?: MessageValues): string {
  if (!values || Object.keys(values).length === 0) return key
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`
}

/** The key and values of a message (values are strings; i18next interpolates them as they are). */
export function parseMessage(text: string): { key: string; values: Record<string, string> } {
  const at = text.indexOf('?')
  if (at < 0) return { key: text, values: {} }
  return { key: text.slice(0, at), values: Object.fromEntries(new URLSearchParams(text.slice(at + 1))) }
}

/** Translates a message with `t` (react-i18next's or an i18next instance's), adding `extra` values. */
export function translateMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  text: string,
  extra?: MessageValues,
): string {
  const { key, values } = parseMessage(text)
  return t(key, { ...extra, ...values })
}
