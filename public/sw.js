/*
 * Haven service worker (served at /sw.js, scope /; registered by app/components/shell/use-service-worker.ts).
 *
 * - Static build assets under /assets/ (hashed file names, immutable): cache first.
 * - Pages (navigations): network first. When the network fails, the visitor is sent to the
 *   cached /offline page (a redirect, so the page hydrates at its own URL); Remix data requests
 *   (*.data) and route discovery (/__manifest) answer in their own formats so the app does the same.
 * - Personal data and API answers are never stored: /api, /auth, /parties, /media/avatars,
 *   requests with Authorization, non-GET requests and responses marked private or no-store
 *   are left to the network. HTML pages are `private, no-cache`, so no page is stored except
 *   /offline, which is fetched without cookies and served with a public header.
 */
/* eslint-env serviceworker */

const VERSION = 'v2'
const PREFIX = 'haven-'
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE]
const OFFLINE_URL = '/offline'
const SHELL_URLS = ['/favicon.svg', '/manifest.webmanifest']
/** Build assets kept at most (oldest dropped first). */
const MAX_ASSETS = 200

/** Paths whose answers may carry personal data: never cached, never touched. */
const PRIVATE_PATHS = [/^\/api(\/|$)/, /^\/auth/, /^\/parties\//, /^\/media\/avatars/]
/** Paths that are not pages: navigations to them are left to the browser. */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/parties\//, /^\/media\//, /^\/assets\//]

function isPrivateRequest(url, request) {
  return request.headers.has('Authorization') || PRIVATE_PATHS.some((re) => re.test(url.pathname))
}

function isStorable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false
  const cacheControl = (response.headers.get('Cache-Control') || '').toLowerCase()
  return !/\b(private|no-store)\b/.test(cacheControl)
}

async function putIfStorable(cacheName, request, response) {
  if (!isStorable(response)) return
  const cache = await caches.open(cacheName)
  await cache.put(request, response)
}

/** Keeps the asset cache bounded: the first keys are the oldest. */
async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)))
}

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE)
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return
      try {
        const response = await fetch(url, { credentials: 'same-origin' })
        if (isStorable(response)) await cache.put(url, response)
      } catch {
        // a missing asset only means the offline page hydrates without it
      }
    }),
  )
  await trimAssets()
}

/**
 * Stores the offline page in the visitor's language, fetched without cookies so that it holds
 * no personal data, and the build assets it references so that it works offline.
 */
/**
 * One cached offline page per language, under its own key, plus the language the visitor's
 * pages last reported: no write for one language can ever replace another's page.
 */
const LANGUAGE_KEY = '/__offline-language'

function offlineKey(language) {
  return language ? `${OFFLINE_URL}?lng=${language}` : OFFLINE_URL
}

async function rememberLanguage(language) {
  const cache = await caches.open(SHELL_CACHE)
  await cache.put(LANGUAGE_KEY, new Response(language, { headers: { 'Content-Type': 'text/plain' } }))
}

async function rememberedLanguage() {
  const cached = await (await caches.open(SHELL_CACHE)).match(LANGUAGE_KEY)
  return cached ? cached.text() : ''
}

async function cacheOfflinePage(language) {
  const headers = language ? { 'Accept-Language': language } : {}
  const response = await fetch(new Request(OFFLINE_URL, { credentials: 'omit', cache: 'no-store', headers }))
  if (!isStorable(response)) throw new Error(`offline page not cacheable (${response.status})`)
  const html = await response.clone().text()
  const assets = new Set()
  for (const match of html.matchAll(/["'(](\/assets\/[^"'()\s]+)/g)) assets.add(match[1])
  const cache = await caches.open(SHELL_CACHE)
  await cache.put(offlineKey(language), response)
  await cacheAssets([...assets])
}

/** Language and build of the cached offline page, read from its HTML. */
async function offlinePageInfo(language) {
  const cache = await caches.open(SHELL_CACHE)
  const cached = await cache.match(offlineKey(language), { ignoreVary: true })
  if (!cached) return null
  const html = await cached.text()
  return { language: (html.match(/<html[^>]*\slang="([^"]+)"/) || [])[1], html }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      await cache.addAll(SHELL_URLS)
      // the default page, in the browser's language; pages then ask for theirs
      await cacheOfflinePage()
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.includes(name)).map((name) => caches.delete(name)),
      )
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  )
})

/**
 * Messages from pages (use-service-worker.ts):
 * - { type: 'page', language, assets }: the page's language and the build assets it loaded.
 *   The offline page is refreshed when its language or build differs; the assets are cached.
 */
let messages = Promise.resolve()

self.addEventListener('message', (event) => {
  const message = event.data
  if (!message || message.type !== 'page') return
  const assets = Array.isArray(message.assets)
    ? message.assets.filter((path) => typeof path === 'string' && /^\/assets\/[\w./-]+$/.test(path)).slice(0, 100)
    : []
  const language = typeof message.language === 'string' && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(message.language) ? message.language : null
  // handled one after another, in arrival order: the page that spoke last sets the language
  const handled = messages.then(async () => {
    if (language) await rememberLanguage(language)
    const info = await offlinePageInfo(language)
    const stale = !info || assets.some((path) => path.includes('/manifest-') && !info.html.includes(path))
    if (stale) await cacheOfflinePage(language || undefined).catch(() => {})
    await cacheAssets(assets)
  })
  messages = handled.catch(() => {})
  event.waitUntil(messages)
})

async function cacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (isStorable(response)) {
    const copy = response.clone()
    putIfStorable(ASSET_CACHE, request, copy).then(trimAssets).catch(() => {})
  }
  return response
}

/** Icon and manifest: at once from the cache, refreshed in the background. */
async function staleWhileRevalidate(event, request) {
  const cached = await caches.match(request)
  const refresh = fetch(request).then(async (response) => {
    await putIfStorable(SHELL_CACHE, request, response.clone())
    return response
  })
  if (cached) {
    event.waitUntil(refresh.catch(() => {}))
    return cached
  }
  return refresh
}

/** The visitor's chosen language: the `lng` cookie the server reads (where the worker can read cookies), else the last one a page reported. */
async function currentLanguage() {
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get('lng') : null
    if (cookie && /^[a-z]{2}$/.test(cookie.value)) return cookie.value
  } catch {
    // cookieStore unavailable: fall back below
  }
  return rememberedLanguage()
}

/** How long an offline navigation waits for a page's report still being stored. */
const MESSAGES_WAIT_MS = 3000

async function offlinePage() {
  // a page's report may still be storing the offline page in its language (seen in tests: the
  // page's language was known, its offline page not yet readable here): let that finish first
  await Promise.race([messages, new Promise((resolve) => setTimeout(resolve, MESSAGES_WAIT_MS))])
  const cache = await caches.open(SHELL_CACHE)
  const language = await currentLanguage()
  return (
    (language && (await cache.match(offlineKey(language), { ignoreVary: true }))) ||
    (await cache.match(OFFLINE_URL, { ignoreVary: true })) ||
    new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  )
}

function offlineUrlFor(path) {
  return `${OFFLINE_URL}?from=${encodeURIComponent(path)}`
}

/** Pages: always from the network (never stored); the offline page when that fails. */
async function networkFirstPage(event) {
  const url = new URL(event.request.url)
  try {
    const preloaded = await event.preloadResponse
    if (preloaded) return preloaded
    return await fetch(event.request)
  } catch {
    if (url.pathname === OFFLINE_URL) return offlinePage()
    // a redirect, so that the offline page hydrates at its own URL; it offers to retry `from`
    return Response.redirect(offlineUrlFor(url.pathname + url.search), 302)
  }
}

/**
 * Remix single-fetch data (/path.data): when the network fails, answer with a single-fetch
 * redirect (turbo-stream encoded, as the Remix server would) that reloads the document at the
 * offline page, instead of an error screen.
 */
async function pageData(request) {
  try {
    return await fetch(request)
  } catch {
    const url = new URL(request.url)
    url.searchParams.delete('_routes')
    url.searchParams.delete('index')
    const page = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
    const body = `${JSON.stringify([
      ['SingleFetchRedirect', 1],
      { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
      'redirect',
      offlineUrlFor(page + url.search),
      'status',
      302,
      'revalidate',
      false,
      'reload',
      true,
      'replace',
    ])}\n`
    return new Response(body, { status: 202, headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes' } })
  }
}

/** Remix route discovery: offline, ask for a document navigation (which then shows the offline page). */
async function routeManifest(request) {
  try {
    return await fetch(request)
  } catch {
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'yes' } })
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return

  if (request.mode === 'navigate') {
    if (NOT_PAGES.some((re) => re.test(url.pathname))) {
      // not a page: straight to the network (through the navigation preload when there is one)
      event.respondWith(Promise.resolve(event.preloadResponse).then((preloaded) => preloaded || fetch(request)))
      return
    }
    event.respondWith(networkFirstPage(event))
    return
  }
  if (isPrivateRequest(url, request)) return
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
    return
  }
  if (SHELL_URLS.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, request))
    return
  }
  if (url.pathname.endsWith('.data')) {
    event.respondWith(pageData(request))
    return
  }
  if (url.pathname === '/__manifest') {
    event.respondWith(routeManifest(request))
  }
})
