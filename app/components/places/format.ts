import { useTranslation } from 'react-i18next'

/** Number, date and coordinate formatting for the place pages, in the interface language. */
export function usePlaceFormat() {
  const { t, i18n } = useTranslation('places')
  const language = i18n.language
  const number = new Intl.NumberFormat(language)
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 })
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
