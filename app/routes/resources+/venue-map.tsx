import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getDb } from '~/db/client'
import { listVenuePoints, MAX_VENUE_POINTS, parseVenueQuery } from '~/models/venues/directory.server'

/**
 * GET /resources/venue-map?<the /venues filters>: the published venues matching the same URL
 * parameters as the list (page ignored) as a GeoJSON FeatureCollection for the map: id, name,
 * category slug and rating per point, best rated first, at most MAX_VENUE_POINTS.
 *
 * Foreign members: `total` (points sent), `truncated` (more venues matched than the cap) and
 * `style` (the Worker's MAP_STYLE_URL, or null for the offline basemap). Bad parameters are
 * ignored like on the list (parseVenueQuery is lenient), never a 500.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  url.searchParams.delete('page')
  const query = { ...parseVenueQuery(url), page: 1 }
  const env = context.cloudflare.env
  const points = await listVenuePoints(getDb(env.DB), query, new Date(), MAX_VENUE_POINTS + 1, (work) =>
    context.cloudflare.ctx.waitUntil(work),
  )
  const truncated = points.length > MAX_VENUE_POINTS
  const features = points.slice(0, MAX_VENUE_POINTS).map((point) => ({
    type: 'Feature' as const,
    id: point.id,
    geometry: { type: 'Point' as const, coordinates: [round(point.lng, 5), round(point.lat, 5)] },
    properties: { id: point.id, name: point.name, category: point.category, rating: round(point.rating, 1) },
  }))
  return new Response(
    JSON.stringify({ type: 'FeatureCollection', total: features.length, truncated, style: styleUrl(env.MAP_STYLE_URL), features }),
    {
      headers: {
        'Content-Type': 'application/geo+json; charset=utf-8',
        // the same for everyone; 'open now' moves with the clock, new venues appear after moderation
        'Cache-Control': query.open ? 'public, max-age=60' : 'public, max-age=300, stale-while-revalidate=600',
      },
    },
  )
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Only an https URL (or a same-origin path) is handed to the browser as a style. */
function styleUrl(value: string | undefined) {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null
  } catch {
    return null
  }
}
