/**
 * schema.org JSON-LD of a venue page: LocalBusiness (with a more precise subtype where one fits)
 * and the breadcrumb trail. Built from the loader data in the component, so the page does not
 * carry it twice (once in the HTML, once in the hydration data).
 */
import type { Weekday } from '~/db/schema/venues'
import type { VenueDetail } from '~/models/venues/detail.server'

const VALID_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

export type JsonLdDay = { day: Weekday; slots: Array<{ open: string; close: string }> }

/** What the JSON-LD needs of a venue (the loader's venue without its lists). */
export type JsonLdVenue = Pick<
  VenueDetail,
  | 'name'
  | 'address'
  | 'postalCode'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'email'
  | 'website'
  | 'instagram'
  | 'priceLevel'
  | 'ratingAvg'
  | 'ratingCount'
  | 'photoUrl'
  | 'category'
  | 'city'
> & { country: { id: string } }

const SCHEMA_TYPES: Record<string, string> = {
  bar: 'BarOrPub',
  club: 'NightClub',
  cafe: 'CafeOrCoffeeShop',
  restaurant: 'Restaurant',
  hotel: 'Hotel',
  bookshop: 'BookStore',
  health: 'MedicalClinic',
}
const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
}

/** schema.org LocalBusiness (with a more precise subtype where one fits) and the breadcrumb trail. */
export function venueJsonLd(
  venue: JsonLdVenue,
  {
    url,
    origin,
    description,
    days,
    crumbs,
  }: { url: string; origin: string; description: string; days: JsonLdDay[]; crumbs: { name: string; url: string }[] },
) {
  const subtype = venue.category ? SCHEMA_TYPES[venue.category.slug] : undefined
  const image = venue.photoUrl ? new URL(venue.photoUrl, origin).toString() : undefined
  const hours = days.flatMap(({ day, slots }) =>
    slots
      .filter((s) => VALID_TIME.test(s.open) && VALID_TIME.test(s.close))
      .map((s) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day], opens: s.open, closes: s.close })),
  )
  const business: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': subtype ? ['LocalBusiness', subtype] : 'LocalBusiness',
    '@id': `${url}#place`,
    name: venue.name,
    description,
    url,
    address: {
      '@type': 'PostalAddress',
      ...(venue.address ? { streetAddress: venue.address } : {}),
      ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
      ...(venue.city ? { addressLocality: venue.city.name } : {}),
      addressCountry: venue.country.id.toUpperCase(),
    },
  }
  if (venue.latitude != null && venue.longitude != null) {
    business.geo = { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude }
  }
  if (venue.phone) business.telephone = venue.phone
  if (venue.email) business.email = venue.email
  if (venue.website || venue.instagram) {
    business.sameAs = [venue.website, venue.instagram ? `https://www.instagram.com/${venue.instagram}/` : null].filter(Boolean)
  }
  if (image) business.image = image
  if (hours.length) business.openingHoursSpecification = hours
  if (venue.priceLevel) business.priceRange = '$'.repeat(venue.priceLevel)
  if (venue.ratingCount > 0) {
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(venue.ratingAvg * 10) / 10,
      reviewCount: venue.ratingCount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
  return [business, breadcrumb]
}
