/**
 * Page-view analytics (SPEC §2 "page views are tracked on every route change", §7 analytics
 * with a 5 s abort). Sends nothing unless the member consented to analytics; starts at once
 * when they do ('consent-updated'). Never sends offline; failures are ignored. No library.
 */
import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { hasConsent, useConsent } from '~/components/consent/consent'

export const ANALYTICS_ENDPOINT = '/api/analytics'
export const ANALYTICS_TIMEOUT_MS = 5_000

/** Absolute URL of the current page without its fragment. */
function currentUrl() {
  return `${location.origin}${location.pathname}${location.search}`
}

function send(name: string, data: Record<string, unknown>, referrer: string) {
  if (navigator.onLine === false) return
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ANALYTICS_TIMEOUT_MS)
  const body = {
    name,
    data,
    url: currentUrl(),
    title: document.title.slice(0, 100),
    hostname: location.hostname,
    language: document.documentElement.lang || navigator.language,
    referrer,
    screenSize: `${screen.width}x${screen.height}`,
  }
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
    signal: controller.signal,
  })
    .catch(() => {
      // analytics failures are silent (SPEC §8)
    })
    .finally(() => clearTimeout(timer))
}

/** The page shown now and the one before it (the previous in-app page, or the document referrer). */
let pageUrl: string | null = null
let referrerUrl = ''

function notePage(url: string) {
  if (pageUrl === url) return
  referrerUrl = pageUrl ?? document.referrer
  pageUrl = url
}

/**
 * Sends a custom event (name like 'search:submit', data ≤ 200 characters as JSON: workers/api/analytics.ts) if analytics is allowed.
 * Safe to call anywhere in the browser.
 */
export function trackEvent(name: string, data: Record<string, unknown> = {}) {
  if (typeof window === 'undefined' || !hasConsent('analytics')) return
  send(name, data, referrerUrl)
}

/** Called once by the root: one 'page_view' per route change while analytics is allowed. */
export function usePageViews() {
  const { pathname, search } = useLocation()
  const allowed = useConsent()?.preferences.analytics === true
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    const url = currentUrl()
    notePage(url)
    if (!allowed || lastSent.current === url) return // not allowed, or this page was already counted
    lastSent.current = url
    send('page_view', { path: pathname }, referrerUrl)
  }, [allowed, pathname, search])
}
