import { useTranslation } from 'react-i18next'

/**
 * Intl formatters are costly to build (a list of 250 countries built 750 of them while it
 * hydrated): one per language and style, kept for the life of the page or Worker.
 */
const formatters = new Map<string, Intl.NumberFormat>()
function numberFormat(language: string, style: 'plain' | 'compact' | 'decimal') {
  const key = `${language}:${style}`
  let format = formatters.get(key)
  if (!format) {
    const options: Intl.NumberFormatOptions =
      style === 'compact'
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : style === 'decimal'
          ? { minimumFractionDigits: 4, maximumFractionDigits: 4 }
          : {}
    format = new Intl.NumberFormat(language, options)
    formatters.set(key, format)
  }
  return format
}

/** Number, date and coordinate formatting for the place pages, in the interface language. */
export function usePlaceFormat() {
  const { t, i18n } = useTranslation('places')
  const language = i18n.language
  const number = numberFormat(language, 'plain')
  const compact = numberFormat(language, 'compact')
  const decimal = numberFormat(language, 'decimal')
  return {
    language,
    number: (n: number) => number.format(n),
    compact: (n: number) => compact.format(n),
    /** 52.5244° N, 13.4105° E */
    coordinates: (lat: number, lng: number) =>
      `${decimal.format(Math.abs(lat))}° ${lat >= 0 ? t('entry.north') : t('entry.south')}, ${decimal.format(Math.abs(lng))}° ${lng >= 0 ? t('entry.east') : t('entry.west')}`,
    /** A date-only 'YYYY-MM-DD' shown in the interface language (no time zone shift). */
    day: (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number)
      if (!y || !m || !d) return iso
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d))
    },
    /** An event start in the event's own time zone. */
    eventTime: (ms: number, timeZone: string) => {
      try {
        return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms)
      } catch {
        return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms)
      }
    },
  }
}

/** A Google-free, key-free OpenStreetMap link for coordinates (opens in a new tab). */
export function osmLink(lat: number, lng: number, zoom = 10) {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lng.toFixed(4)}#map=${zoom}/${lat.toFixed(4)}/${lng.toFixed(4)}`
}
