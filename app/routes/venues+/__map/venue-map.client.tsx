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
import { AttributionControl, Map as MapLibreMap, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl'
// the worker as a same-origin file of its own (CSP worker-src 'self'), not a blob
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { applyBasemapTheme, basemapStyle, BASEMAP_SOURCE, currentMapTheme } from './map-style'
import { bboxBounds, FIT, pointsBounds, reducedMotion, viewBbox, WORLD } from './map-view'
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, useVenueMarkers, VENUES_ANCHOR_LAYER, VENUES_SOURCE } from './use-venue-markers.client'
import type { VenueMapClientProps, VenuePointCollection } from './venue-map'
import { CONTROLS_DARK, FOCUS_RING } from './venue-map-styles'

export function VenueMapClient(props: VenueMapClientProps) {
  const { t, i18n } = useTranslation('venues')
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const dataRef = useRef<VenuePointCollection>(props.initial)
  /** The bbox this map handed to the page last: when the URL comes back with it, the view stays. */
  const areaRef = useRef<string | null>(props.bbox ? props.bbox.join(',') : null)
  const latest = useRef(props)
  latest.current = props
  const tRef = useRef(t)
  tRef.current = t
  const { markersRef, popupRef, highlight, syncMarkers, clearMarkers } = useVenueMarkers({ mapRef, dataRef, latest, tRef })
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

  // ------------------------------------------------------------------ the page talks to the map

  // the highlighted venue (hovered card, focused marker)
  useEffect(() => {
    for (const entry of markersRef.current.values()) highlight(entry, props.highlightedId)
    // the markers' ref is one for the map's life and highlight reads only its arguments
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
