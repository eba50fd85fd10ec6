import { createMiddleware } from 'hono/factory'
import { getSession } from '~/models/accounts/sessions.server'
import { getDb } from '~/db/client'
import { jsonError } from './errors'

/**
 * Who is calling a JSON API. Browsers send the session cookie; for those, a state-changing
 * request must also come from our own origin (the cookie is SameSite=Lax, the Origin check
 * closes the rest of cross-site request forgery). Non-browser clients send a bearer access
 * token from the token API (/auth/v1), resolved by `resolveBearer` once that module sets it.
 */
export type ApiMember = { userId: string; sessionId: string | null; via: 'cookie' | 'bearer' }
export type ApiVariables = { member: ApiMember }

type BearerResolver = (token: string, env: Env) => Promise<ApiMember | null>
let resolveBearer: BearerResolver | null = null

/** Installed by the token API module so bearer tokens are understood everywhere. */
export function setBearerResolver(resolver: BearerResolver) {
  resolveBearer = resolver
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export async function apiMember(request: Request, env: Env): Promise<ApiMember | null> {
  const authorization = request.headers.get('Authorization')
  if (authorization?.startsWith('Bearer ') && resolveBearer) return resolveBearer(authorization.slice(7).trim(), env)
  const session = await getSession(request, getDb(env.DB))
  return session ? { userId: session.accountId, sessionId: session.id, via: 'cookie' } : null
}

/** A state-changing request sent by another site's page (its Origin is not ours). */
export function crossSite(request: Request) {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.get('Origin')
  return origin !== null && origin !== new URL(request.url).origin
}

/**
 * A request our own pages' scripts made: its Origin is ours, or it carries none and the browser
 * says it is same-origin (Sec-Fetch-Site). For endpoints only our pages call (analytics): a
 * request with neither (a script elsewhere, a tool) is refused, which crossSite lets through.
 */
export function fromOwnPage(request: Request) {
  const origin = request.headers.get('Origin')
  if (origin !== null) return origin === new URL(request.url).origin
  return request.headers.get('Sec-Fetch-Site') === 'same-origin'
}

/**
 * The one cross-site check of what takes no member from the request: every page's form (workers/app.ts,
 * before Remix) and the JSON APIs that take none (newsletter; analytics with its stricter
 * fromOwnPage). 403 'forbidden' for a request the rule refuses. The APIs that take a member check
 * it in requireMember (a bearer token may come from anywhere).
 */
function refuseWhen(refused: (request: Request) => boolean) {
  return createMiddleware(async (c, next) => {
    if (refused(c.req.raw)) return jsonError(c, 403, 'forbidden')
    await next()
  })
}
/** Refuses a state-changing request another site's page sent (crossSite). */
export const sameSiteOnly = refuseWhen(crossSite)
/** Refuses what our own pages' scripts did not send (fromOwnPage). */
export const ownPagesOnly = refuseWhen((request) => !fromOwnPage(request))

/** 401 for visitors, 403 for cross-site cookie requests; sets c.var.member otherwise. */
export const requireMember = createMiddleware<{ Bindings: Env; Variables: ApiVariables }>(async (c, next) => {
  const member = await apiMember(c.req.raw, c.env)
  if (!member) return jsonError(c, 401, 'authRequired')
  if (member.via === 'cookie' && crossSite(c.req.raw)) return jsonError(c, 403, 'forbidden')
  c.set('member', member)
  await next()
})
