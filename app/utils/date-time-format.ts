/**
 * Intl.DateTimeFormat objects kept by language, zone and options: making one costs far more than
 * using it (0.2–0.3 ms each in workerd), and a page of 20 posts or a crew's dozen events made one
 * per line. Browser-safe.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, options)
    formats.set(key, format)
  }
  return format
}
