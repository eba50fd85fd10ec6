import type { TFunction } from 'i18next'
import { APP_NAME } from '~/config'
import type { Language } from '~/i18n/config'
import { haversineKm } from '~/models/places/places.server'
import { formatEventStart, hoursView, type VenueDetail } from '~/models/venues/detail.server'
import type { NearbyCard } from './nearby-venues'
import type { VenueEventCard } from './venue-events'

/**
 * What /venues/{id} shows, shaped from the venue's data once on the server: texts for search
 * engines and sharing (title, description, Open Graph), breadcrumbs, the events there and the
 * nearby venues as cards, the week's hours in the venue's zone.
 */
const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_PT',
  it: 'it_IT',
  ru: 'ru_RU',
  zh: 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ar: 'ar_AR',
}

function truncate(text: string, max: number) {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`
}

export function venuePage(
  venue: VenueDetail,
  { language, t, origin, now }: { language: Language; t: TFunction; origin: string; now: Date },
) {
  const url = { origin }
  const canonical = new URL(`/venues/${venue.id}`, url.origin).toString()
  const categoryLabel = venue.category ? t(`venues:categories.${venue.category.slug}`, { defaultValue: venue.category.name }) : null
  const place = venue.city ? `${venue.city.name}, ${venue.country.name}` : venue.country.name
  const description = venue.description
    ? truncate(venue.description, 160)
    : categoryLabel
      ? t('venue:meta.description', { category: categoryLabel, place, app: APP_NAME })
      : t('venue:meta.descriptionNoCategory', { place, app: APP_NAME })
  const title = venue.city
    ? t('venue:meta.title', { name: venue.name, city: venue.city.name, app: APP_NAME })
    : t('venue:meta.titleNoCity', { name: venue.name, app: APP_NAME })
  const image = venue.photoUrl ? new URL(venue.photoUrl, url.origin).toString() : null

  const crumbs = [
    { to: '/venues', label: t('venue:detail.spaces') },
    { to: `/venues?country=${venue.country.id}`, label: venue.country.name },
    ...(venue.city ? [{ to: `/venues?city=${venue.city.id}`, label: venue.city.name }] : []),
  ]
  const center = venue.latitude != null && venue.longitude != null ? { lat: venue.latitude, lng: venue.longitude } : null
  const kmFormat = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
  const events: VenueEventCard[] = venue.events.map((e) => ({
    id: e.id,
    title: e.title,
    iso: new Date(e.startsAt).toISOString(),
    // in the venue's zone: the place's own clock (events there normally share it)
    when: formatEventStart(e.startsAt, venue.timezone, language),
    isOnline: e.isOnline,
    isFree: e.isFree,
    soldOut: e.soldOut,
    cancelled: e.cancelled,
  }))
  const nearby: NearbyCard[] = venue.nearby.map((n) => ({
    id: n.id,
    name: n.name,
    address: n.address,
    category: n.category,
    ratingAvg: n.ratingAvg,
    ratingCount: n.ratingCount,
    imageUrl: n.imageUrl,
    flags: {
      certifiedSafeSpace: n.certifiedSafeSpace,
      havenOwned: n.havenOwned,
      rainbowFriendly: n.rainbowFriendly,
      accessible: n.accessible,
      communityVerified: n.communityVerified,
    },
    distance:
      center && n.latitude != null && n.longitude != null
        ? kmFormat.format(Math.round(haversineKm(center, { lat: n.latitude, lng: n.longitude }) * 10) / 10)
        : null,
  }))

  const { events: _events, nearby: _nearby, hours, ...rest } = venue
  return {
    venue: rest,
    hours: hoursView(hours, venue.timezone, language, now),
    events,
    nearby,
    crumbs,
    canonical,
    meta: {
      title,
      description,
      canonical,
      image,
      locale: OG_LOCALES[language],
      address: venue.address,
      city: venue.city?.name ?? null,
      country: venue.country.englishName,
      latitude: venue.latitude,
      longitude: venue.longitude,
    },
  }
}
