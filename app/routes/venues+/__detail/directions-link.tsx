import { Link } from '@remix-run/react'
import { ExternalLink, MapPin, Navigation } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'

/**
 * Directions go to OpenStreetMap's route planner with the venue as destination: it works in
 * every browser and on every platform, needs no account or key, and tells no ad company where
 * the member is going. (A geo: URI would open a native maps app on Android, but does nothing on
 * most desktops and on iOS, so it is not offered.) The member's own position is never sent by
 * us: OSM asks for the start point itself.
 */
export function directionsUrl(lat: number, lng: number) {
  const to = `${lat.toFixed(6)},${lng.toFixed(6)}`
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(to)}&route=${encodeURIComponent(`;${to}`)}`
}

/** An OpenStreetMap map centred on the venue, with a marker. */
export function mapUrl(lat: number, lng: number) {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=17/${lat.toFixed(6)}/${lng.toFixed(6)}`
}

export function DirectionsLink({ lat, lng, className }: { lat: number; lng: number; className?: string }) {
  const { t } = useTranslation('venue')
  return (
    <a
      href={directionsUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'default', size: 'sm', shape: 'pill', className })}
    >
      <Navigation aria-hidden className="size-4" />
      {t('location.directions')}
      <span className="sr-only">({t('location.directionsHint')})</span>
    </a>
  )
}

export type VenueLocation = {
  address: string | null
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  city: { id: number; name: string } | null
  country: { id: string; name: string; flag: string | null }
}

/** The address, the city and country pages, and the directions and map links. */
export function LocationBlock({ location, className }: { location: VenueLocation; className?: string }) {
  const { t } = useTranslation('venue')
  const { latitude: lat, longitude: lng } = location
  const hasPoint = lat != null && lng != null
  return (
    <section aria-labelledby="location-heading" className={cn(PANEL, 'p-5', className)}>
      <h2 id="location-heading" className="flex items-center gap-2 text-lg font-bold text-neutral-900 dark:text-white">
        <MapPin aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('location.heading')}
      </h2>
      <address className="mt-3 text-sm leading-relaxed text-neutral-900 not-italic dark:text-neutral-100">
        {location.address ? (
          <span className="block">{location.address}</span>
        ) : (
          <span className="block text-neutral-600 dark:text-neutral-400">{t('location.noAddress')}</span>
        )}
        <span className="block">
          {[location.postalCode, location.city?.name].filter(Boolean).join(' ')}
          {location.city ? ', ' : ''}
          {location.country.name}
        </span>
      </address>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {location.city && (
          <Link to={`/city/${location.city.id}`} className={LINK}>
            {location.city.name}
          </Link>
        )}
        <Link to={`/country/${location.country.id}`} className={LINK}>
          {location.country.flag && (
            <span aria-hidden className="me-1">
              {location.country.flag}
            </span>
          )}
          {location.country.name}
        </Link>
      </p>
      {hasPoint && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <DirectionsLink lat={lat} lng={lng} />
          <a
            href={mapUrl(lat, lng)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}
          >
            {t('location.viewMap')}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">{t('contact.opensInNewTab')}</span>
          </a>
        </div>
      )}
    </section>
  )
}
