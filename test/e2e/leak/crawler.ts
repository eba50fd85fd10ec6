/**
 * The leak crawl: reads the running app as one viewer and reports every response that shows a
 * marker this viewer may not see, and every server error.
 *
 * What it reads, with nobody keeping a list of pages:
 * - every page route of the Remix build (its route manifest): the ones without parameters
 *   directly; the ones with parameters at every address the crawl finds, and with each canary
 *   id or slug put in (asking for a hidden row by its address must fail like an unknown one);
 * - every GET endpoint of the JSON API (GET /api lists them from the router), likewise;
 * - every URL of sitemap.xml and the sitemaps it lists;
 * - every same-origin link of every page read, breadth first to `maxDepth` links from where it
 *   started, at most `perRoute` addresses per route and `perPath` query strings per address,
 *   so the crawl covers each kind of page without reading thousands of venues.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type Route = { id: string; segments: string[]; params: string[]; hasAction?: boolean }
export type Finding = { url: string; problem: string }
export type Forbidden = { label: string; marker: string; allowedOn?: (path: string, search: string) => boolean }
export type ProbeKey = { kind: string; value: string }

export type CrawlOptions = {
  baseUrl: string
  cookie?: string
  forbidden: Forbidden[]
  probeKeys: ProbeKey[]
  /** Addresses read whatever the crawl finds (a search for the canaries' prefix). */
  seeds?: string[]
  routes: Route[]
  maxDepth?: number
  perRoute?: number
  perPath?: number
  concurrency?: number
  maxRequests?: number
}

export type CrawlReport = {
  findings: Finding[]
  /** Every URL read, with its status. */
  visited: Map<string, number>
  /** Routes (by id) at least one address of which was read. */
  routesRead: Set<string>
  /** Page bodies by path, for the caller's own checks (text responses only). */
  bodies: Map<string, string>
}

const SKIP_PREFIXES = ['/assets/', '/media/', '/parties/', '/map/', '/icons/']
const SKIP_EXTENSIONS = /\.(?:js|mjs|css|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|webmanifest|map|pbf|geojson)$/i

/** The page routes of the Remix build: each route's full path from its parents. */
export function remixRoutes(buildDir = 'build/client/assets'): Route[] {
  return routeTable(buildDir).filter((route) => route.hasLoader)
}

/** Every route of the Remix build (its route manifest), with whether it reads (loader) and takes forms (action). */
export function routeTable(buildDir = 'build/client/assets'): (Route & { hasLoader: boolean; hasAction: boolean })[] {
  const file = readdirSync(buildDir).find((name) => name.startsWith('manifest-') && name.endsWith('.js'))
  if (!file) throw new Error(`no Remix manifest in ${buildDir}: build the app first`)
  const source = readFileSync(path.join(buildDir, file), 'utf8')
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    routes: Record<string, { id: string; parentId?: string; path?: string; hasLoader: boolean; hasAction: boolean }>
  }
  const full = (id: string): string => {
    const route = manifest.routes[id]!
    const own = route.path ?? ''
    return route.parentId ? [full(route.parentId), own].filter(Boolean).join('/') : own
  }
  return Object.values(manifest.routes)
    .filter((route) => (route.hasLoader || route.hasAction) && route.id !== 'root')
    .map((route) => ({ ...toRoute(route.id, `/${full(route.id)}`), hasLoader: route.hasLoader, hasAction: route.hasAction }))
}

/** The GET endpoints of the JSON API, as the router lists them. */
export async function apiRoutes(baseUrl: string): Promise<Route[]> {
  return (await apiEndpoints(baseUrl)).filter((e) => e.method === 'GET').map((e) => toRoute(`api ${e.path}`, e.path))
}

/** Every endpoint of the JSON API (any method), as `GET /api` lists them from the router. */
export async function apiEndpoints(baseUrl: string): Promise<{ method: string; path: string }[]> {
  const response = await fetch(`${baseUrl}/api`)
  if (!response.ok) throw new Error(`GET /api answered ${response.status}`)
  const { endpoints } = (await response.json()) as { endpoints: { method: string; path: string }[] }
  return endpoints
}

export function toRoute(id: string, fullPath: string): Route {
  const segments = fullPath.split('/').filter(Boolean)
  return { id, segments, params: segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1).replace(/\?$/, '')) }
}

/** The most specific route an address belongs to: static segments beat parameters, an exact length beats '*'. */
export function matchRoute(routes: Route[], pathname: string): Route | null {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
  let best: { route: Route; score: number } | null = null
  for (const route of routes) {
    const splat = route.segments.at(-1) === '*'
    const fixed = splat ? route.segments.slice(0, -1) : route.segments
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue
    let score = splat ? 0 : 1
    let ok = true
    fixed.forEach((segment, i) => {
      if (segment.startsWith(':')) score += 2
      else if (segment === parts[i]) score += 3
      else ok = false
    })
    if (ok && (!best || score > best.score)) best = { route, score }
  }
  return best?.route ?? null
}

/** Addresses of a route with the canary keys put into its parameters (one or two of them). */
function probesOf(route: Route, keys: ProbeKey[]): string[] {
  if (route.segments.includes('*') || route.params.length === 0 || route.params.length > 2) return []
  return keys.map((key) => {
    const values = route.params.length === 1 ? [key.value] : [key.kind, key.value]
    let next = 0
    return '/' + route.segments.map((s) => (s.startsWith(':') ? encodeURIComponent(values[next++]!) : s)).join('/')
  })
}

function linksIn(body: string, from: URL): string[] {
  const found: string[] = []
  for (const match of body.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    found.push((match[1] ?? match[2] ?? '').replace(/&amp;/g, '&'))
  for (const match of body.matchAll(/<loc>([^<]+)<\/loc>/g)) found.push(match[1]!.replace(/&amp;/g, '&'))
  const urls: string[] = []
  for (const href of found) {
    if (!href || href.startsWith('#') || /^(?:mailto|tel|javascript|data):/i.test(href)) continue
    let url: URL
    try {
      url = new URL(href, from)
    } catch {
      continue
    }
    if (url.origin !== from.origin) continue
    if (SKIP_PREFIXES.some((p) => url.pathname.startsWith(p)) || SKIP_EXTENSIONS.test(url.pathname)) continue
    url.hash = ''
    urls.push(url.pathname + url.search)
  }
  return urls
}

export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  const { baseUrl, cookie, forbidden, routes } = options
  const maxDepth = options.maxDepth ?? 3
  const perRoute = options.perRoute ?? 20
  const perPath = options.perPath ?? 3
  const maxRequests = options.maxRequests ?? 1500
  const report: CrawlReport = { findings: [], visited: new Map(), routesRead: new Set(), bodies: new Map() }
  const pathsPerRoute = new Map<string, Set<string>>()
  const queriesPerPath = new Map<string, number>()
  const queue: { url: string; depth: number; forced: boolean }[] = []
  const queued = new Set<string>()

  const enqueue = (url: string, depth: number, forced = false) => {
    if (queued.has(url) || depth > maxDepth) return
    const { pathname, search } = new URL(url, baseUrl)
    const route = matchRoute(routes, pathname)
    if (!forced && route) {
      const paths = pathsPerRoute.get(route.id) ?? new Set()
      if (!paths.has(pathname) && paths.size >= perRoute) return
      paths.add(pathname)
      pathsPerRoute.set(route.id, paths)
    }
    if (!forced && search) {
      const n = queriesPerPath.get(pathname) ?? 0
      if (n >= perPath) return
      queriesPerPath.set(pathname, n + 1)
    }
    queued.add(url)
    queue.push({ url, depth, forced })
  }

  // probes first: the canaries' own addresses and the pages they sit on
  for (const route of routes) for (const probe of probesOf(route, options.probeKeys)) enqueue(probe, maxDepth - 1, true)
  enqueue('/', 0, true)
  for (const seed of options.seeds ?? []) enqueue(seed, 1, true)
  for (const route of routes)
    if (route.params.length === 0 && !route.segments.includes('*')) enqueue(`/${route.segments.join('/')}`, 0, true)

  const headers: Record<string, string> = {
    Accept: 'text/html,application/xhtml+xml,application/json,application/xml;q=0.9,*/*;q=0.8',
    'Accept-Language': 'en',
  }
  if (cookie) headers.Cookie = cookie

  const read = async ({ url, depth }: { url: string; depth: number }) => {
    const target = new URL(url, baseUrl)
    let response: Response
    try {
      response = await fetch(target, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    } catch (error) {
      report.findings.push({ url, problem: `request failed: ${String(error)}` })
      return
    }
    report.visited.set(url, response.status)
    const route = matchRoute(routes, target.pathname)
    if (route) report.routesRead.add(route.id)
    if (response.status >= 500) report.findings.push({ url, problem: `server error ${response.status}` })
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('Location')
      await response.body?.cancel()
      if (location) {
        const next = new URL(location, target)
        if (next.origin === target.origin) enqueue(next.pathname + next.search, depth + 1)
      }
      return
    }
    const type = response.headers.get('Content-Type') ?? ''
    if (!/text|json|xml/.test(type)) {
      await response.body?.cancel()
      return
    }
    const raw = await response.text()
    // the address asked for may be echoed back (a canonical link, a sign-in redirect): not a leak
    const echoes = [
      target.pathname + target.search,
      target.pathname,
      encodeURIComponent(target.pathname + target.search),
      encodeURIComponent(target.pathname),
    ]
    const body = echoes.reduce((text, echo) => text.split(echo).join(''), raw)
    for (const { label, marker, allowedOn } of forbidden) {
      if (body.includes(marker) && !allowedOn?.(target.pathname, target.search))
        report.findings.push({ url, problem: `shows the ${label} (${marker})` })
    }
    report.bodies.set(target.pathname + target.search, raw)
    if (depth < maxDepth) for (const link of linksIn(raw, target)) enqueue(link, depth + 1)
  }

  // a few requests at a time, breadth first
  const concurrency = options.concurrency ?? 4
  let requests = 0
  const worker = async () => {
    while (queue.length && requests < maxRequests) {
      requests++
      await read(queue.shift()!)
    }
  }
  // the workers may run dry while others still add links: go on until the queue stays empty
  while (queue.length && requests < maxRequests) await Promise.all(Array.from({ length: concurrency }, worker))
  if (queue.length)
    report.findings.push({
      url: '(crawl)',
      problem: `stopped after ${maxRequests} requests with ${queue.length} addresses left: raise maxRequests or lower the caps`,
    })
  return report
}
