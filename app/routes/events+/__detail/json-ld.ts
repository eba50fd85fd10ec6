/**
 * schema.org JSON-LD of an event page: Event with its status, attendance mode, offers and
 * location. Built from the loader data in the component (the page does not carry it twice).
 */
import type { EventDetail } from '~/models/events/detail.server'

type JsonLdEvent = Pick<
  EventDetail,
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'isOnline'
  | 'cancelled'
  | 'soldOut'
  | 'isFree'
  | 'priceCents'
  | 'currency'
  | 'ticketUrl'
  | 'imageUrl'
  | 'organizer'
  | 'crew'
  | 'locationName'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'venue'
  | 'city'
  | 'country'
> & { startsAt: Date | string; endsAt: Date | string | null }

export function eventJsonLd(event: JsonLdEvent, { url, description, place }: { url: string; description: string; place: string | null }) {
  const origin = new URL(url).origin
  const iso = (d: Date | string) => new Date(d).toISOString()
  const location = event.isOnline
    ? // the link itself is for attendees only: the page stands in for it
      { '@type': 'VirtualLocation', url }
    : {
        '@type': 'Place',
        name: event.venue?.name ?? event.locationName ?? place ?? undefined,
        ...(event.venue ? { url: new URL(`/venues/${event.venue.id}`, origin).toString() } : {}),
        address: {
          '@type': 'PostalAddress',
          ...(event.address ? { streetAddress: event.address } : {}),
          ...(event.city ? { addressLocality: event.city.name } : {}),
          ...(event.country ? { addressCountry: event.country.id.toUpperCase() } : {}),
        },
        ...(event.latitude != null && event.longitude != null
          ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } }
          : {}),
      }
  const price = event.isFree ? 0 : event.priceCents != null ? event.priceCents / 100 : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    url,
    startDate: iso(event.startsAt),
    ...(event.endsAt ? { endDate: iso(event.endsAt) } : {}),
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    ...(event.imageUrl ? { image: [new URL(event.imageUrl, origin).toString()] } : {}),
    ...(event.crew || event.organizer.name
      ? {
          organizer: event.crew
            ? { '@type': 'Organization', name: event.crew.name, url: new URL(`/groups/${event.crew.id}`, origin).toString() }
            : { '@type': event.organizer.member ? 'Person' : 'Organization', name: event.organizer.name },
        }
      : {}),
    ...(price != null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: event.currency ?? 'EUR',
            url: event.ticketUrl ?? url,
            availability: event.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
    isAccessibleForFree: event.isFree,
  }
}
