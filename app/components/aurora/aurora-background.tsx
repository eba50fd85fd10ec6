import { useEffect, useRef } from 'react'
import { afterLoadWhenIdle } from '~/utils/after-load'
import { ACCESSIBILITY_KEY, applyStoredPreferences, PREFERENCES_EVENT, THEME_KEY } from '~/utils/preferences'
import type { AuroraHandle, AuroraOptions } from './aurora-renderer.client'

/** SPEC §1: colour stops green, orange, purple; amplitude 1.2; blend 0.4; speed 0.4. */
export const AURORA_COLOR_STOPS = ['#22c55e', '#f97316', '#8b5cf6'] as const
export const AURORA_AMPLITUDE = 1.2
export const AURORA_BLEND = 0.4
export const AURORA_SPEED = 0.4
/** Speed caps: never more than one canvas pixel per CSS pixel, drawn at half size, 30 frames a second. */
export const AURORA_MAX_DPR = 1
export const AURORA_RESOLUTION_SCALE = 0.5
export const AURORA_MAX_PIXELS = 1280 * 720 * 0.25
export const AURORA_MAX_FPS = 30
/** Without a GPU (software WebGL): a quarter-size drawing buffer at 15 frames a second. */
export const AURORA_SOFTWARE = { resolutionScale: 0.25, maxFps: 15 }

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const OPTIONS: AuroraOptions = {
  colorStops: AURORA_COLOR_STOPS,
  amplitude: AURORA_AMPLITUDE,
  blend: AURORA_BLEND,
  speed: AURORA_SPEED,
  maxDpr: AURORA_MAX_DPR,
  resolutionScale: AURORA_RESOLUTION_SCALE,
  maxPixels: AURORA_MAX_PIXELS,
  maxFps: AURORA_MAX_FPS,
  software: AURORA_SOFTWARE,
}

/**
 * Whether the animated aurora may run: not under reduced motion (system or site setting),
 * not with high contrast or the screen-reader mode (decorative imagery is hidden then),
 * and not when the visitor asked to save data.
 */
export function auroraAllowed() {
  const root = document.documentElement.classList
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  return (
    !window.matchMedia(REDUCED_MOTION_QUERY).matches &&
    !root.contains('reduce-motion') &&
    !root.contains('high-contrast') &&
    !root.contains('sr-optimized') &&
    !saveData
  )
}

/** Milliseconds after the load event before the aurora starts loading. */
const AURORA_START_DELAY_MS = 2500

/**
 * The decorative aurora behind every page. The server renders an empty layer (with a static
 * soft gradient from accessibility.css); the WebGL renderer (ogl, its own chunk) loads only on
 * the client, after the load event when the browser is idle, and never under reduced motion.
 */
export function AuroraBackground() {
  const hostRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let handle: AuroraHandle | null = null
    let cancelSchedule: (() => void) | null = null
    // aborted on every stop, so a renderer still loading or setting up is never shown
    let starting: AbortController | null = null
    // no WebGL here: not tried again
    let unsupported = false

    const start = () => {
      if (handle || starting || unsupported) return
      const controller = new AbortController()
      starting = controller
      // a decorative layer waits until the page has settled (hydration, first interactions), so
      // its shader compilation never competes with the content or with input
      cancelSchedule = afterLoadWhenIdle(() => {
        cancelSchedule = null
        performance.mark?.('aurora:load')
        import('./aurora-renderer.client')
          .then(({ createAurora }) => (controller.signal.aborted ? null : createAurora(host, OPTIONS, controller.signal)))
          .then((created) => {
            if (controller.signal.aborted || !auroraAllowed()) {
              created?.destroy()
              return
            }
            starting = null
            handle = created
            unsupported = created === null
            handle?.setPaused(document.hidden)
            performance.mark?.('aurora:started')
          })
          .catch(() => {
            // decorative only: without the chunk (offline, old deploy) the gradient stays
            if (starting === controller) starting = null
          })
      }, AURORA_START_DELAY_MS)
    }
    const stop = () => {
      starting?.abort()
      starting = null
      cancelSchedule?.()
      cancelSchedule = null
      handle?.destroy()
      handle = null
    }
    const update = () => (auroraAllowed() ? start() : stop())
    const onVisibility = () => handle?.setPaused(document.hidden)
    // another tab changed the accessibility settings or the theme: apply them here too
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCESSIBILITY_KEY && event.key !== THEME_KEY && event.key !== null) return
      applyStoredPreferences()
      window.dispatchEvent(new CustomEvent(PREFERENCES_EVENT))
    }

    const media = window.matchMedia(REDUCED_MOTION_QUERY)
    media.addEventListener('change', update)
    window.addEventListener(PREFERENCES_EVENT, update)
    window.addEventListener('storage', onStorage)
    document.addEventListener('visibilitychange', onVisibility)
    update()
    return () => {
      media.removeEventListener('change', update)
      window.removeEventListener(PREFERENCES_EVENT, update)
      window.removeEventListener('storage', onStorage)
      document.removeEventListener('visibilitychange', onVisibility)
      stop()
    }
  }, [])

  return (
    <div ref={hostRef} aria-hidden="true" data-aurora="" className="aurora-layer pointer-events-none fixed inset-0 -z-10 overflow-hidden" />
  )
}
