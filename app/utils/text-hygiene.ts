/**
 * Control characters in visitors' text. NUL cuts a bound text short inside SQLite's FTS5 query
 * parser (an unterminated phrase: the query fails), and none of C0/DEL belongs in a name, a
 * search or an address; tab and line breaks do belong in multi-line text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_ANY = /[\u0000-\u001f\u007f]/

/** The text without control characters other than tab, line feed and carriage return. */
export const withoutControl = (value: string) => value.replace(CONTROL, '')

/** Whether the text holds any control character (tab and line breaks included). */
export const hasControl = (value: string) => CONTROL_ANY.test(value)

/** Whether the text holds a control character other than tab and line breaks. */
export const hasStrayControl = (value: string) => {
  CONTROL.lastIndex = 0
  const found = CONTROL.test(value)
  CONTROL.lastIndex = 0
  return found
}

/**
 * A search text as the lists take it: control characters removed, white space collapsed,
 * trimmed, cut to `max` characters. Every search box's and `q` parameter's one reading.
 */
export const searchText = (value: string | null | undefined, max: number) =>
  withoutControl(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
