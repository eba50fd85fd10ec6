/**
 * The venue map beside the list, light part: a fixed-size labelled region with a skip link
 * past it. MapLibre (its own chunks: venue-map.client.tsx, maplibre-gl and its worker) loads
 * only when the region scrolls into view, the page has loaded and the browser is idle, and
 * only with WebGL; the points are fetched at the same time. Whatever fails (no WebGL, the
 * chunk, the style, the basemap, the points), the region shows a notice and the list — the
 * primary, accessible view — keeps working.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { afterLoadWhenIdle } from '~/utils/after-load'
import { cn } from '~/utils/cn'

export type Bbox = [west: number, south: number, east: number, north: number]

export type VenueMapProps = {
  /** Current URL search of /venues (with or without '?'), `page` removed. */
  search: string
  highlightedId: number | null
  onHighlight(id: number | null): void
  onSelect(id: number): void
  bbox: Bbox | null
  onSearchArea(bbox: Bbox): void
  className?: string
}

export type VenuePointProperties = { id: number; name: string; category: string | null; rating: number }
export type VenuePointCollection = {
  type: 'FeatureCollection'
  features: Array<{
    type: 'Feature'
    id: number
    geometry: { type: 'Point'; coordinates: [number, number] }
    properties: VenuePointProperties
  }>
  total: number
  truncated: boolean
  /** Remote style URL (Worker var MAP_STYLE_URL) or null: the offline basemap. */
  style: string | null
  /** The search these points answer (added on the client). */
  search: string
}

export type VenueMapClientProps = Omit<VenueMapProps, 'className'> & {
  initial: VenuePointCollection
  loadPoints(search: string, signal?: AbortSignal): Promise<VenuePointCollection>
  onFailure(reason: string): void
}

export const VENUE_MAP_RESOURCE = '/resources/venue-map'

/** The map's query: the list's, without `page` (the map shows every page). */
export function mapSearch(search: string) {
  const params = new URLSearchParams(search)
  params.delete('page')
  return params.toString()
}

export async function loadVenuePoints(search: string, signal?: AbortSignal): Promise<VenuePointCollection> {
  const query = mapSearch(search)
  const response = await fetch(query ? `${VENUE_MAP_RESOURCE}?${query}` : VENUE_MAP_RESOURCE, {
    signal,
    headers: { Accept: 'application/geo+json' },
  })
  if (!response.ok) throw new Error(`venue points: HTTP ${response.status}`)
  const body = (await response.json()) as Omit<VenuePointCollection, 'search'>
  if (body?.type !== 'FeatureCollection' || !Array.isArray(body.features)) throw new Error('venue points: not GeoJSON')
  return { ...body, search: query }
}

function hasWebGL() {
  try {
    const canvas = document.createElement('canvas')
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null
    if (!gl) return false
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}

type Status = 'waiting' | 'loading' | 'ready' | 'failed'
type Loaded = { Client: ComponentType<VenueMapClientProps>; initial: VenuePointCollection }

export function VenueMap({ className, ...props }: VenueMapProps) {
  const { t } = useTranslation('venues')
  const regionRef = useRef<HTMLElement>(null)
  const [status, setStatus] = useState<Status>('waiting')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const searchRef = useRef(props.search)
  searchRef.current = props.search

  useEffect(() => {
    const region = regionRef.current
    if (!region || status !== 'waiting') return
    let cancelled = false
    const start = () => {
      if (!hasWebGL()) return setStatus('failed')
      setStatus('loading')
      // the chunk and the points travel together
      Promise.all([import('./venue-map.client'), loadVenuePoints(searchRef.current)])
        .then(([module, initial]) => {
          if (cancelled) return
          setLoaded({ Client: module.VenueMapClient, initial })
          setStatus('ready')
        })
        .catch(() => !cancelled && setStatus('failed'))
    }
    // MapLibre's set-up is long work for a slow phone: never before the page has loaded and
    // the browser is idle, so the list is readable and answers input first
    let cancelIdle: (() => void) | null = null
    const startWhenIdle = () => (cancelIdle = afterLoadWhenIdle(start))
    if (!('IntersectionObserver' in window)) {
      startWhenIdle()
      return () => {
        cancelled = true
        cancelIdle?.()
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        startWhenIdle()
      },
      { rootMargin: '200px' },
    )
    observer.observe(region)
    return () => {
      cancelled = true
      observer.disconnect()
      cancelIdle?.()
    }
    // starts once; a failure is final for this page view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const Client = status === 'ready' ? loaded?.Client : null
  return (
    <>
      <a
        href="#venue-map-end"
        className="sr-only rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white focus:not-sr-only focus:absolute focus:z-20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('map.skip')}
      </a>
      <section
        ref={regionRef}
        aria-label={t('map.label')}
        data-map-status={status}
        className={cn(
          'relative isolate h-80 w-full overflow-hidden rounded-2xl border border-neutral-200 bg-[#dce6f3] sm:h-96 lg:h-[calc(100vh-8rem)] lg:max-h-[52rem] dark:border-neutral-800 dark:bg-[#0b1120]',
          className,
        )}
      >
        {Client && loaded ? (
          <Client
            {...props}
            initial={loaded.initial}
            loadPoints={loadVenuePoints}
            onFailure={() => {
              setLoaded(null)
              setStatus('failed')
            }}
          />
        ) : status === 'failed' ? (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm font-medium text-neutral-800 dark:text-neutral-200"
          >
            {t('map.failed')}
          </p>
        ) : (
          <>
            {status === 'loading' ? (
              <p className="absolute inset-0 flex items-center justify-center p-6 text-sm text-neutral-700 dark:text-neutral-300">
                {t('map.loading')}
              </p>
            ) : null}
            <noscript>
              <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-neutral-800 dark:text-neutral-200">
                {t('map.noScript')}
              </p>
            </noscript>
          </>
        )}
      </section>
      <span id="venue-map-end" tabIndex={-1} className="block outline-none" />
    </>
  )
}
