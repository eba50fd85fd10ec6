/**
 * What the fuzz and the matrix share: the viewers and their sessions, the samples that fill a
 * route's parameters, the forms a short crawl finds, and the fuzz's targets.
 */
import type { CanarySet } from '../leak/canaries'
import { crawl, matchRoute, remixRoutes, type Route } from '../leak/crawler'
import type { MoreViewers } from '../leak/viewers'
import { distinctForms, formsIn, type FoundForm } from './forms'
import type { Target } from './fuzz'
import { allEndpoints, fill, type Endpoint } from './routes'

export const VIEWERS = ['visitor', 'member', 'crewMember', 'outsider', 'blocked', 'moderator', 'admin'] as const
export type Viewer = (typeof VIEWERS)[number]

export type World = {
  baseUrl: string
  set: CanarySet
  more: MoreViewers
  endpoints: Endpoint[]
}

export const cookieOf = (world: World, viewer: Viewer): string | undefined =>
  viewer === 'visitor'
    ? undefined
    : viewer === 'member' || viewer === 'moderator' || viewer === 'admin'
      ? world.more.cookies[viewer]
      : world.set.cookies[viewer]

export async function makeWorld(baseUrl: string, set: CanarySet, more: MoreViewers): Promise<World> {
  return { baseUrl, set, more, endpoints: await allEndpoints(baseUrl) }
}

/** A public post of the canaries (the feed's open post), a public venue, a member id. */
function keyOf(world: World, kind: string, last = false) {
  const keys = world.set.keys.filter((k) => k.kind === kind)
  return (last ? keys.at(-1) : keys[0])?.value ?? '1'
}

/** A plausible value for an API's path parameter or body field (the fuzz starts from it). */
export function apiSample(world: World, name: string, pattern: string): string {
  if (name === 'postId') return keyOf(world, 'post', true)
  if (name === 'userId') return world.set.ids.crewOwner
  // a conversation of the crew's owner and member: a report or photo of anyone else's is refused
  if (name === 'conversationId') return world.more.conversationId
  if (name === 'type') return 'venue'
  if (name === 'id' && pattern.includes('favorites')) return String(world.set.host.venueId)
  if (name === 'id' && pattern.includes('/groups/')) return world.set.crewId
  return '00000000-0000-4000-8000-000000000000'
}

/** A body for the JSON APIs: the fields their schemas read (unknown keys are dropped by zod). */
export function apiBody(world: World): Record<string, unknown> {
  return {
    userId: world.set.ids.crewOwner,
    type: 'venue',
    id: world.set.host.venueId,
    content: 'A fuzzed comment',
    email: 'fuzz@example.com',
    password: 'correct horse battery staple 42',
    name: 'page_view',
    data: { path: '/' },
    action: 'enroll',
    refresh_token: 'not-a-token',
    token: '000000',
    phone: '+15550100',
  }
}

/**
 * The forms a member's session must not send in a fuzz: those that end it (the rest of the run
 * would be a visitor's) or the account. By where they post and their intent.
 */
const SESSION_ENDERS = [/^\/auth\/(logout|panic)(\?|$)/]
const SESSION_ENDING_INTENTS = new Set(['endSession', 'endAll', 'deleteAccount'])
export const endsTheSession = (form: FoundForm) =>
  SESSION_ENDERS.some((re) => re.test(form.action)) || form.fields.some((f) => f.name === 'intent' && SESSION_ENDING_INTENTS.has(f.value))

export type Crawled = {
  forms: FoundForm[]
  pages: number
  /** A public address (read with a 200) per route pattern. */
  addresses: Map<string, string>
  /** The first form posting to each route pattern. */
  formsByRoute: Map<string, FoundForm>
}

/** The forms of the pages a short crawl reads (each page route, and the pages they link to). */
export async function crawlForms(world: World, viewer: Viewer): Promise<Crawled> {
  const routes: Route[] = remixRoutes()
  const report = await crawl({
    baseUrl: world.baseUrl,
    cookie: cookieOf(world, viewer),
    routes,
    probeKeys: [],
    forbidden: [],
    maxDepth: 1,
    perRoute: 2,
    perPath: 1,
    maxRequests: 400,
  })
  const patternOf = (pathname: string) => {
    const route = matchRoute(routes, pathname)
    return route ? `/${route.segments.join('/')}` : pathname
  }
  // public samples: none of the canaries' rows (a blocked member's event is not public to all)
  const canary = new Set(world.set.keys.map((k) => encodeURIComponent(k.value)))
  const addresses = new Map<string, string>()
  for (const [url, status] of report.visited) {
    const pattern = patternOf(url.split('?')[0]!)
    const ofCanary = url.split('/').some((part) => canary.has(part))
    if (status === 200 && !url.includes('?') && !ofCanary && !addresses.has(pattern)) addresses.set(pattern, url)
  }
  const all: FoundForm[] = []
  for (const [page, body] of report.bodies) all.push(...formsIn(body, page, world.baseUrl))
  const forms = distinctForms(all, patternOf)
  const formsByRoute = new Map<string, FoundForm>()
  for (const form of forms) {
    const pattern = patternOf(form.action.split('?')[0]!)
    if (form.method === 'POST' && !formsByRoute.has(pattern)) formsByRoute.set(pattern, form)
  }
  return { forms, pages: report.bodies.size, addresses, formsByRoute }
}

/** The fuzz's targets for a viewer: the forms found, every API and token API endpoint, every route with parameters. */
export function fuzzTargets(world: World, forms: FoundForm[], viewer: Viewer): Target[] {
  const body = apiBody(world)
  const usable = viewer === 'visitor' ? forms : forms.filter((form) => !endsTheSession(form))
  const apis = world.endpoints
    .filter((e) => e.kind === 'api' || e.kind === 'token-api')
    .flatMap((e): Target[] => {
      const path = fill(e.pattern, (name) => apiSample(world, name, e.pattern))
      if (e.pattern === '/auth/v1/token')
        return ['password', 'refresh_token', 'pkce'].map((grant) => ({
          kind: 'api',
          method: e.method,
          path: `${path}?grant_type=${grant}`,
          body,
        }))
      return [{ kind: 'api', method: e.method, path, body }]
    })
  const paths = [
    ...world.endpoints.filter((e) => e.kind === 'page' && /[:*]/.test(e.pattern)).map((e) => e.pattern),
    // the media files (R2) and the rooms: their addresses are parameters too
    '/media/*',
    '/media/venues/:file',
    '/media/posts/:post/:file',
    ...world.endpoints.filter((e) => e.kind === 'room').map((e) => e.pattern),
  ].map((pattern): Target => ({ kind: 'path', segments: pattern.split('/').filter(Boolean) }))
  return [...usable.map((form): Target => ({ kind: 'form', form })), ...apis, ...paths]
}
