/**
 * The venue map, heavy part (loaded by venue-map.tsx only): MapLibre with the offline basemap
 * (map-style.ts) or the remote style of MAP_STYLE_URL, the venues as a clustered GeoJSON source
 * drawn as HTML buttons (keyboard reachable, no glyphs needed), kept in step with the list:
 * hover or focus a marker → onHighlight, click a point → onSelect + a popup linking to the
 * venue, click a cluster → zoom into it; the highlighted venue's marker (or the cluster that
 * holds it) stands out. Filters refetch the points and fit the view to them, unless a bbox is
 * set; after the visitor moves the map, 'Search this area' hands the view's bbox to the page.
 */
import 'maplibre-gl/dist/maplibre-gl.css'
import { useNavigate } from '@remix-run/react'
import {
  AttributionControl,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type LngLatBoundsLike,
} from 'maplibre-gl'
// the worker as a same-origin file of its own (CSP worker-src 'self'), not a blob
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { applyBasemapTheme, basemapStyle, BASEMAP_SOURCE, currentMapTheme } from './map-style'
import type { Bbox, VenueMapClientProps, VenuePointCollection, VenuePointProperties } from './venue-map'

const VENUES_SOURCE = 'venues'
/** An invisible layer on the venues source: MapLibre loads (and clusters) a source only when a layer uses it. */
const VENUES_ANCHOR_LAYER = 'venues-anchor'
const WORLD = { center: [10, 30] as [number, number], zoom: 1 }
const FIT = { padding: 40, maxZoom: 13 }
const CLUSTER_RADIUS = 48
const CLUSTER_MAX_ZOOM = 14

const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'
const POINT_BUTTON = `group grid size-6 cursor-pointer place-items-center rounded-full data-[highlighted=true]:z-10 ${FOCUS_RING}`
const POINT_DOT =
  'block size-3.5 rounded-full border-2 border-white bg-brand-600 shadow-md shadow-black/30 transition-[scale,background-color] duration-150 group-hover:scale-125 group-focus-visible:scale-125 group-data-[highlighted=true]:scale-[1.6] group-data-[highlighted=true]:border-brand-800 group-data-[highlighted=true]:bg-amber-400 dark:border-neutral-950 dark:bg-violet-400 dark:group-data-[highlighted=true]:border-white dark:group-data-[highlighted=true]:bg-amber-300'
// the marker element itself must not scale: `scale` would multiply MapLibre's translate too
const CLUSTER_BUTTON = `group grid cursor-pointer place-items-center rounded-full data-[highlighted=true]:z-10 ${FOCUS_RING}`
const CLUSTER_DISC =
  'grid size-full place-items-center rounded-full border-2 border-white bg-brand-600 text-xs font-semibold text-white shadow-md shadow-black/30 transition-[scale,box-shadow] duration-150 group-hover:scale-110 group-data-[highlighted=true]:ring-4 group-data-[highlighted=true]:ring-amber-400 dark:border-neutral-950 dark:bg-violet-700 dark:group-data-[highlighted=true]:ring-amber-300'
// MapLibre's own CSS loads after Tailwind's and ties on specificity: these overrides are important
const CONTROLS_DARK =
  'dark:[&_.maplibregl-ctrl-group]:bg-neutral-800! dark:[&_.maplibregl-ctrl-group_button+button]:border-neutral-700! dark:[&_.maplibregl-ctrl-icon]:invert dark:[&_.maplibregl-ctrl-attrib]:bg-neutral-900/85! dark:[&_.maplibregl-ctrl-attrib]:text-neutral-200! dark:[&_.maplibregl-ctrl-attrib_a]:text-neutral-100! dark:[&_.maplibregl-ctrl-attrib-button]:invert'
const POPUP =
  'venue-map-popup [&_.maplibregl-popup-content]:rounded-xl! [&_.maplibregl-popup-content]:px-4! [&_.maplibregl-popup-content]:py-3! [&_.maplibregl-popup-content]:pe-9! [&_.maplibregl-popup-content]:shadow-lg! [&_.maplibregl-popup-close-button]:size-8 [&_.maplibregl-popup-close-button]:rounded-se-xl [&_.maplibregl-popup-close-button]:text-lg [&_.maplibregl-popup-close-button]:text-neutral-700 dark:[&_.maplibregl-popup-content]:bg-neutral-900! dark:[&_.maplibregl-popup-content]:text-neutral-100 dark:[&_.maplibregl-popup-content]:ring-1 dark:[&_.maplibregl-popup-content]:ring-neutral-700 dark:[&_.maplibregl-popup-tip]:hidden dark:[&_.maplibregl-popup-close-button]:text-neutral-200'

type MarkerEntry =
  | { kind: 'point'; marker: Marker; element: HTMLButtonElement; id: number }
  | { kind: 'cluster'; marker: Marker; element: HTMLButtonElement; clusterId: number; ids: Set<number> | null }

function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || document.documentElement.classList.contains('reduce-motion')
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4
const wrapLng = (lng: number) => {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180
  return wrapped === -180 && lng > 0 ? 180 : wrapped
}

/** The view as [west, south, east, north], within ±180/±90, rounded to ~10 m. */
function viewBbox(map: MapLibreMap): Bbox {
  const bounds = map.getBounds()
  const south = round4(Math.max(-90, bounds.getSouth()))
  const north = round4(Math.min(90, bounds.getNorth()))
  if (bounds.getEast() - bounds.getWest() >= 360) return [-180, south, 180, north]
  return [round4(wrapLng(bounds.getWest())), south, round4(wrapLng(bounds.getEast())), north]
}

function pointsBounds(collection: VenuePointCollection): LngLatBoundsLike | null {
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

const bboxBounds = ([west, south, east, north]: Bbox): LngLatBoundsLike => [
  [west, south],
  // across the antimeridian: east + 360 keeps the box continuous
  [east < west ? east + 360 : east, north],
]

export function VenueMapClient(props: VenueMapClientProps) {
  const { t, i18n } = useTranslation('venues')
  const navigate = useNavigate()
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const markersRef = useRef(new Map<string, MarkerEntry>())
  const popupRef = useRef<Popup | null>(null)
  /** Venue ids of each cluster of the current points. */
  const leavesRef = useRef(new Map<number, Set<number>>())
  const dataRef = useRef<VenuePointCollection>(props.initial)
  /** The bbox this map handed to the page last: when the URL comes back with it, the view stays. */
  const areaRef = useRef<string | null>(props.bbox ? props.bbox.join(',') : null)
  const latest = useRef(props)
  latest.current = props
  const tRef = useRef(t)
  tRef.current = t
  const [moved, setMoved] = useState(false)
  const [truncated, setTruncated] = useState(props.initial.truncated ? props.initial.total : 0)

  // ------------------------------------------------------------------ the map (once)
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let failed = false
    const fail = (reason: string) => {
      if (failed) return
      failed = true
      latest.current.onFailure(reason)
    }
    let loaded = false
    const sourcesWithTiles = new Set<string>()
    const initial = props.initial
    const startBounds = props.bbox ? bboxBounds(props.bbox) : pointsBounds(initial)
    const tt = tRef.current

    setWorkerUrl(new URL(workerUrl, window.location.href).href)
    let map: MapLibreMap
    try {
      map = new MapLibreMap({
        container,
        style: initial.style ?? basemapStyle(currentMapTheme()),
        ...(startBounds ? { bounds: startBounds, fitBoundsOptions: props.bbox ? { padding: 0 } : FIT } : WORLD),
        minZoom: 0,
        maxZoom: 18,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        cooperativeGestures: true,
        attributionControl: false,
        fadeDuration: reducedMotion() ? 0 : 200,
        locale: {
          'Map.Title': tt('map.controls.map'),
          'NavigationControl.ZoomIn': tt('map.controls.zoomIn'),
          'NavigationControl.ZoomOut': tt('map.controls.zoomOut'),
          'NavigationControl.ResetBearing': tt('map.controls.resetNorth'),
          'Popup.Close': tt('map.controls.closePopup'),
          'AttributionControl.ToggleAttribution': tt('map.controls.attribution'),
          'CooperativeGesturesHandler.WindowsHelpText': tt('map.controls.ctrlScroll'),
          'CooperativeGesturesHandler.MacHelpText': tt('map.controls.cmdScroll'),
          'CooperativeGesturesHandler.MobileHelpText': tt('map.controls.twoFingers'),
        },
      })
    } catch {
      // no WebGL context after all (blocked, lost, too many)
      fail('webgl')
      return
    }
    mapRef.current = map
    map.touchZoomRotate.disableRotation()
    map.keyboard.disableRotation()
    const rtl = document.documentElement.dir === 'rtl'
    map.addControl(new NavigationControl({ showCompass: false }), rtl ? 'top-left' : 'top-right')
    map.addControl(new AttributionControl({ compact: true }), rtl ? 'bottom-left' : 'bottom-right')
    // the credits are Latin names and URLs: laid out left to right in any language
    container.querySelector('.maplibregl-ctrl-attrib')?.setAttribute('dir', 'ltr')

    map.on('error', (event) => {
      const sourceId = (event as { sourceId?: string }).sourceId
      // before the first render everything is fatal; after it, the basemap and any source
      // that never delivered a tile (all blocked) are; a stray tile of a remote style is not
      if (!loaded || sourceId === BASEMAP_SOURCE || (sourceId && !sourcesWithTiles.has(sourceId)))
        fail(String(event.error?.message ?? 'map error'))
    })
    map.on('sourcedata', (event) => {
      if (event.tile && event.sourceId) sourcesWithTiles.add(event.sourceId)
    })
    map.getCanvas().addEventListener('webglcontextlost', () => fail('webgl context lost'))

    map.on('load', () => {
      loaded = true
      map.addSource(VENUES_SOURCE, {
        type: 'geojson',
        data: initial,
        cluster: true,
        clusterRadius: CLUSTER_RADIUS,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
      })
      map.addLayer({
        id: VENUES_ANCHOR_LAYER,
        type: 'circle',
        source: VENUES_SOURCE,
        paint: { 'circle-radius': 1, 'circle-opacity': 0, 'circle-stroke-width': 0 },
      })
    })

    // a move the visitor made (drag, wheel, keys, buttons, a cluster click): offer 'Search this area'
    map.on('moveend', (event) => {
      const data = event as { originalEvent?: Event; userMove?: boolean }
      if (data.originalEvent || data.userMove) setMoved(true)
    })

    map.on('render', () => syncMarkers())
    // for tests and tools: whether the view has settled, and which points it shows
    map.on('movestart', () => (container.dataset.idle = 'false'))
    map.on('idle', () => (container.dataset.idle = 'true'))
    container.dataset.search = initial.search

    // the site theme switches: recolour the offline basemap
    const observer = new MutationObserver(() => {
      if (!dataRef.current.style && map.isStyleLoaded()) applyBasemapTheme(map, currentMapTheme())
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })

    // the markers map is this effect's own (made once in useRef), so the cleanup can hold it
    const markers = markersRef.current
    return () => {
      observer.disconnect()
      popupRef.current?.remove()
      popupRef.current = null
      for (const entry of markers.values()) entry.marker.remove()
      markers.clear()
      mapRef.current = null
      map.remove()
    }
    // created once: later props arrive through refs and the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // ------------------------------------------------------------------ markers

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

  // ------------------------------------------------------------------ the page talks to the map

  // the highlighted venue (hovered card, focused marker)
  useEffect(() => {
    for (const entry of markersRef.current.values()) highlight(entry, props.highlightedId)
  }, [props.highlightedId])

  // the filters changed: new points; the view fits them unless the page searches an area
  useEffect(() => {
    const search = new URLSearchParams(props.search)
    search.delete('page')
    const wanted = search.toString()
    if (wanted === dataRef.current.search) return
    const controller = new AbortController()
    props
      .loadPoints(wanted, controller.signal)
      .then((collection) => {
        const map = mapRef.current
        if (controller.signal.aborted || !map) return
        dataRef.current = collection
        setTruncated(collection.truncated ? collection.total : 0)
        const apply = () => {
          const container = map.getContainer()
          container.dataset.idle = 'false'
          container.dataset.search = collection.search
          clearMarkers()
          map.getSource<GeoJSONSource>(VENUES_SOURCE)?.setData(collection)
          const bbox = latest.current.bbox
          const animate = !reducedMotion()
          if (bbox) {
            const key = bbox.join(',')
            if (areaRef.current !== key) map.fitBounds(bboxBounds(bbox), { padding: 0, animate })
            areaRef.current = key
            setMoved(false)
          } else {
            areaRef.current = null
            const bounds = pointsBounds(collection)
            if (bounds) map.fitBounds(bounds, { ...FIT, animate })
            setMoved(false)
          }
        }
        if (map.getSource(VENUES_SOURCE)) apply()
        else map.once('load', apply)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) props.onFailure(String(error))
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.search])

  function searchArea() {
    const map = mapRef.current
    if (!map) return
    const bbox = viewBbox(map)
    areaRef.current = bbox.join(',')
    setMoved(false)
    latest.current.onSearchArea(bbox)
  }

  return (
    <>
      <div className="absolute inset-0">
        {/* maplibre-gl.css makes its container position: relative; this one fills the region */}
        <div ref={containerRef} className={`h-full w-full ${CONTROLS_DARK}`} />
      </div>
      {moved ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
          <button
            type="button"
            onClick={searchArea}
            className={`pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg ring-1 shadow-black/20 ring-neutral-200 hover:bg-brand-50 dark:bg-neutral-900 dark:text-violet-200 dark:ring-neutral-700 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
          >
            <Search aria-hidden className="size-4" />
            {t('map.searchArea')}
          </button>
        </div>
      ) : null}
      {truncated ? (
        <p className="absolute start-2 bottom-2 z-10 max-w-[70%] rounded-md bg-white/90 px-2 py-1 text-xs text-neutral-800 shadow dark:bg-neutral-900/90 dark:text-neutral-200">
          {t('map.truncated', { formatted: new Intl.NumberFormat(i18n.language).format(truncated) })}
        </p>
      ) : null}
    </>
  )
}
