/**
 * The app's route table as the hardening checks read it: the Remix routes (the build's
 * manifest), the JSON API (`GET /api`), the token API (its router's source) and the realtime
 * rooms (their protocol module). Nobody keeps a list: a new route joins by existing.
 */
import { readFileSync } from 'node:fs'
import { REALTIME_PARTIES } from '~/models/messaging/realtime'
import { apiEndpoints, routeTable } from '../leak/crawler'

export type Endpoint = {
  /** How the rules name it: a Remix route's pattern, an API's 'METHOD /path'. */
  pattern: string
  method: string
  kind: 'page' | 'action' | 'api' | 'token-api' | 'room'
}

/** The token API's routes, read from its Hono router's source (`authApi.post('/token', …)`). */
export function tokenApiEndpoints(file = 'workers/api/auth/index.ts'): Endpoint[] {
  const source = readFileSync(file, 'utf8')
  const found = [...source.matchAll(/authApi\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)].map((m) => ({
    pattern: `/auth/v1${m[2]}`,
    method: m[1]!.toUpperCase(),
    kind: 'token-api' as const,
  }))
  if (found.length < 5) throw new Error(`only ${found.length} routes read from ${file}: has its router changed shape?`)
  return found
}

export async function allEndpoints(baseUrl: string): Promise<Endpoint[]> {
  const pages = routeTable().flatMap((route): Endpoint[] => {
    const pattern = `/${route.segments.join('/')}`
    return [
      ...(route.hasLoader ? [{ pattern, method: 'GET', kind: 'page' as const }] : []),
      ...(route.hasAction ? [{ pattern, method: 'POST', kind: 'action' as const }] : []),
    ]
  })
  const api = (await apiEndpoints(baseUrl)).map((e) => ({ pattern: e.path, method: e.method, kind: 'api' as const }))
  const rooms = REALTIME_PARTIES.map((party) => ({ pattern: `/parties/${party}/:room`, method: 'GET', kind: 'room' as const }))
  return [...pages, ...api, ...tokenApiEndpoints(), ...rooms]
}

/** An address of a pattern, each parameter given by `value(name, pattern)`. */
export function fill(pattern: string, value: (name: string, pattern: string) => string) {
  return pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') || segment === '*' ? encodeURIComponent(value(segment.replace(/^:|\?$/g, ''), pattern)) : segment,
    )
    .join('/')
}
