import { useNavigate } from '@remix-run/react'
import { Marker, Popup, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl'
import { useRef, type MutableRefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { reducedMotion } from './map-view'
import type { VenueMapClientProps, VenuePointCollection, VenuePointProperties } from './venue-map'
import { CLUSTER_BUTTON, CLUSTER_DISC, FOCUS_RING, POINT_BUTTON, POINT_DOT, POPUP } from './venue-map-styles'

export const VENUES_SOURCE = 'venues'
/** An invisible layer on the venues source: MapLibre loads (and clusters) a source only when a layer uses it. */
export const VENUES_ANCHOR_LAYER = 'venues-anchor'
export const CLUSTER_RADIUS = 48
export const CLUSTER_MAX_ZOOM = 14

type MarkerEntry =
  | { kind: 'point'; marker: Marker; element: HTMLButtonElement; id: number }
  | { kind: 'cluster'; marker: Marker; element: HTMLButtonElement; clusterId: number; ids: Set<number> | null }

/**
 * The venue map's markers: HTML buttons for the points and clusters in view (synced on every
 * render of the map), their labels, the highlight, a point's popup, a cluster's zoom.
 */
export function useVenueMarkers({
  mapRef,
  dataRef,
  latest,
  tRef,
}: {
  mapRef: MutableRefObject<MapLibreMap | null>
  dataRef: MutableRefObject<VenuePointCollection>
  latest: MutableRefObject<VenueMapClientProps>
  tRef: MutableRefObject<ReturnType<typeof useTranslation<'venues'>>['t']>
}) {
  const { i18n } = useTranslation('venues')
  const navigate = useNavigate()
  const markersRef = useRef(new Map<string, MarkerEntry>())
  const popupRef = useRef<Popup | null>(null)
  /** Venue ids of each cluster of the current points. */
  const leavesRef = useRef(new Map<number, Set<number>>())

  function describe(properties: VenuePointProperties) {
    const category = properties.category
      ? (tRef.current(`categories.${properties.category}`, { defaultValue: properties.category }) as string)
      : tRef.current('map.venue')
    const rating = properties.rating
      ? new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(properties.rating)
      : null
    return { category, rating }
  }

  function label(properties: VenuePointProperties) {
    const { category, rating } = describe(properties)
    return rating
      ? tRef.current('map.point', { name: properties.name, category, rating })
      : tRef.current('map.pointUnrated', { name: properties.name, category })
  }

  function highlight(entry: MarkerEntry, id: number | null) {
    const on = id != null && (entry.kind === 'point' ? entry.id === id : !!entry.ids?.has(id))
    entry.element.dataset.highlighted = String(on)
  }

  function openPopup(properties: VenuePointProperties, lngLat: [number, number]) {
    const map = mapRef.current
    if (!map) return
    const content = document.createElement('div')
    content.className = 'min-w-36 text-sm'
    const link = document.createElement('a')
    link.href = `/venues/${properties.id}`
    link.textContent = properties.name
    link.className = `rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-violet-300 ${FOCUS_RING}`
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      navigate(`/venues/${properties.id}`)
    })
    const details = document.createElement('p')
    details.className = 'mt-1 text-neutral-700 dark:text-neutral-300'
    const { category, rating } = describe(properties)
    details.textContent = `${category} · ${rating ? tRef.current('rating.stars', { rating }) : tRef.current('rating.none')}`
    content.appendChild(link)
    content.appendChild(details)
    popupRef.current?.remove()
    popupRef.current = new Popup({ offset: 14, maxWidth: '16rem', focusAfterOpen: false, className: POPUP })
      .setLngLat(lngLat)
      .setDOMContent(content)
      .addTo(map)
  }

  function pointMarker(properties: VenuePointProperties, lngLat: [number, number]): MarkerEntry {
    const element = document.createElement('button')
    element.type = 'button'
    element.className = POINT_BUTTON
    element.dataset.markerVenue = String(properties.id)
    element.setAttribute('aria-label', label(properties))
    const dot = document.createElement('span')
    dot.className = POINT_DOT
    dot.setAttribute('aria-hidden', 'true')
    element.appendChild(dot)
    const id = properties.id
    element.addEventListener('click', (event) => {
      event.stopPropagation()
      latest.current.onSelect(id)
      openPopup(properties, lngLat)
    })
    element.addEventListener('mouseenter', () => latest.current.onHighlight(id))
    element.addEventListener('focus', () => latest.current.onHighlight(id))
    element.addEventListener('mouseleave', () => latest.current.onHighlight(null))
    element.addEventListener('blur', () => latest.current.onHighlight(null))
    const marker = new Marker({ element, anchor: 'center' }).setLngLat(lngLat)
    return { kind: 'point', marker, element, id }
  }

  function clusterMarker(clusterId: number, count: number, lngLat: [number, number]): MarkerEntry {
    const element = document.createElement('button')
    element.type = 'button'
    const size = count < 10 ? 'size-8' : count < 100 ? 'size-10' : 'size-12'
    element.className = `${CLUSTER_BUTTON} ${size}`
    element.dataset.markerCluster = String(clusterId)
    element.dataset.markerCount = String(count)
    const formatted = new Intl.NumberFormat(i18n.language).format(count)
    element.setAttribute('aria-label', tRef.current('map.cluster', { count, formatted }))
    const disc = document.createElement('span')
    disc.className = CLUSTER_DISC
    disc.setAttribute('aria-hidden', 'true')
    disc.textContent = new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(count)
    element.appendChild(disc)
    const entry: MarkerEntry = {
      kind: 'cluster',
      marker: new Marker({ element, anchor: 'center' }).setLngLat(lngLat),
      element,
      clusterId,
      ids: null,
    }
    element.addEventListener('click', async (event) => {
      event.stopPropagation()
      const map = mapRef.current
      const source = map?.getSource<GeoJSONSource>(VENUES_SOURCE)
      if (!map || !source) return
      try {
        const zoom = await source.getClusterExpansionZoom(clusterId)
        map.easeTo({ center: lngLat, zoom: Math.min(zoom, map.getMaxZoom()), duration: reducedMotion() ? 0 : 500 }, { userMove: true })
        // the cluster goes away: keyboard focus continues on the map, before its markers
        map.once('moveend', () => {
          if (!element.isConnected) map.getCanvas().focus({ preventScroll: true })
        })
      } catch {
        // the data changed meanwhile: nothing to expand
      }
    })
    // which venues it holds, so a highlighted venue lights its cluster up (cached per data)
    const cached = leavesRef.current.get(clusterId)
    if (cached) entry.ids = cached
    else {
      const source = mapRef.current?.getSource<GeoJSONSource>(VENUES_SOURCE)
      const data = dataRef.current
      source
        ?.getClusterLeaves(clusterId, count, 0)
        .then((leaves) => {
          if (dataRef.current !== data) return
          entry.ids = new Set(leaves.map((leaf) => Number(leaf.properties?.id)))
          leavesRef.current.set(clusterId, entry.ids)
          highlight(entry, latest.current.highlightedId)
        })
        .catch(() => {})
    }
    return entry
  }

  /** Markers for the clusters and points in view; others are removed (no focus off screen). */
  function syncMarkers() {
    const map = mapRef.current
    if (!map || !map.getLayer(VENUES_ANCHOR_LAYER) || !map.isSourceLoaded(VENUES_SOURCE)) return
    const { width, height } = map.getCanvas().getBoundingClientRect()
    const centerLng = map.getCenter().lng
    const seen = new Set<string>()
    const markers = markersRef.current
    // the features of the tiles drawn now (querySourceFeatures would mix in clusters of other
    // zoom levels from tiles kept while loading)
    for (const feature of map.queryRenderedFeatures({ layers: [VENUES_ANCHOR_LAYER] })) {
      if (feature.geometry.type !== 'Point') continue
      const properties = feature.properties as Record<string, unknown>
      const isCluster = !!properties.cluster
      const key = isCluster ? `c${properties.cluster_id}` : `p${properties.id}`
      if (seen.has(key)) continue
      const [rawLng, lat] = feature.geometry.coordinates as [number, number]
      const lng = rawLng + 360 * Math.round((centerLng - rawLng) / 360)
      const point = map.project([lng, lat])
      if (point.x < -8 || point.y < -8 || point.x > width + 8 || point.y > height + 8) continue
      seen.add(key)
      if (markers.has(key)) continue
      const entry = isCluster
        ? clusterMarker(Number(properties.cluster_id), Number(properties.point_count), [rawLng, lat])
        : pointMarker(
            {
              id: Number(properties.id),
              name: String(properties.name),
              category: (properties.category as string | null) ?? null,
              rating: Number(properties.rating) || 0,
            },
            [rawLng, lat],
          )
      highlight(entry, latest.current.highlightedId)
      entry.marker.addTo(map)
      markers.set(key, entry)
    }
    for (const [key, entry] of markers) {
      if (seen.has(key)) continue
      entry.marker.remove()
      markers.delete(key)
    }
  }

  function clearMarkers() {
    for (const entry of markersRef.current.values()) entry.marker.remove()
    markersRef.current.clear()
    leavesRef.current.clear()
    popupRef.current?.remove()
  }

  return { markersRef, popupRef, highlight, syncMarkers, clearMarkers }
}
