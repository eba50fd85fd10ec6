import type { LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl'
import type { Bbox, VenuePointCollection } from './venue-map'

/** The map's view: its start, the fit to the points, boxes to bounds and back, reduced motion. */
export const WORLD = { center: [10, 30] as [number, number], zoom: 1 }
export const FIT = { padding: 40, maxZoom: 13 }
export function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || document.documentElement.classList.contains('reduce-motion')
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4
const wrapLng = (lng: number) => {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180
  return wrapped === -180 && lng > 0 ? 180 : wrapped
}

/** The view as [west, south, east, north], within ±180/±90, rounded to ~10 m. */
export function viewBbox(map: MapLibreMap): Bbox {
  const bounds = map.getBounds()
  const south = round4(Math.max(-90, bounds.getSouth()))
  const north = round4(Math.min(90, bounds.getNorth()))
  if (bounds.getEast() - bounds.getWest() >= 360) return [-180, south, 180, north]
  return [round4(wrapLng(bounds.getWest())), south, round4(wrapLng(bounds.getEast())), north]
}

export function pointsBounds(collection: VenuePointCollection): LngLatBoundsLike | null {
  if (!collection.features.length) return null
  let [west, south, east, north] = [180, 90, -180, -90]
  for (const { geometry } of collection.features) {
    const [lng, lat] = geometry.coordinates
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [
    [west, south],
    [east, north],
  ]
}

export const bboxBounds = ([west, south, east, north]: Bbox): LngLatBoundsLike => [
  [west, south],
  // across the antimeridian: east + 360 keeps the box continuous
  [east < west ? east + 360 : east, north],
]
