import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export const SERVICE_WORKER_URL = '/sw.js'
export const SERVICE_WORKER_SCOPE = '/'

/** Same-origin build assets this page has loaded (so the worker can keep them for offline use). */
function loadedAssets(): string[] {
  const paths = new Set<string>()
  for (const entry of performance.getEntriesByType('resource')) {
    try {
      const url = new URL(entry.name)
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) paths.add(url.pathname)
    } catch {
      // not a URL
    }
  }
  return [...paths]
}

function tellWorker(worker: ServiceWorker | null | undefined, language: string) {
  worker?.postMessage({ type: 'page', language, assets: loadedAssets() })
}

/**
 * Registers the service worker (public/sw.js, scope /) after the load event, so it never
 * competes with the page's own requests. Skipped where service workers are unsupported.
 * Once it runs, the page tells it its language and assets (for the offline page).
 */
export function useServiceWorker() {
  const { i18n } = useTranslation()
  const language = useRef(i18n.language)
  language.current = i18n.language

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let cancelled = false
    const register = () => {
      if (cancelled) return
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (!cancelled) tellWorker(registration.active, language.current)
        })
        .catch(() => {
          // no service worker (private mode, blocked): the site works the same, only not offline
        })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', register)
    }
  }, [])

  // a new interface language: the offline page follows
  const told = useRef(i18n.language)
  useEffect(() => {
    if (told.current === i18n.language) return
    told.current = i18n.language
    if ('serviceWorker' in navigator) tellWorker(navigator.serviceWorker.controller, i18n.language)
  }, [i18n.language])
}
