import { createMiddleware } from 'hono/factory'
import type { Account } from '~/db/schema'
import { getDb } from '~/db/client'
import { authenticateAccessToken } from '~/models/accounts/token-api.server'
import { setBearerResolver } from '../auth-guard'
import { authError } from './errors'

export type TokenApiVariables = { account: Account; sessionId: string }

export function issuerFor(request: Request) {
  return `${new URL(request.url).origin}/auth/v1`
}

function bearerToken(request: Request) {
  const header = request.headers.get('Authorization')
  if (!header || !/^bearer /i.test(header)) return null
  return header.slice(7).trim() || null
}

/**
 * /auth/v1 endpoints that need a signed-in member: a valid access token issued here whose
 * session still exists. 401 without a token, 403 for a bad token or an ended session (GoTrue).
 */
export const requireAccessToken = createMiddleware<{ Bindings: Env; Variables: TokenApiVariables }>(async (c, next) => {
  const token = bearerToken(c.req.raw)
  if (!token) return authError(c, 401, 'no_authorization', 'noAuthorization')
  const result = await authenticateAccessToken(getDb(c.env.DB), token, {
    secret: c.env.AUTH_JWT_PRIVATE_JWK,
    issuer: issuerFor(c.req.raw),
  })
  if (!result.ok) {
    return result.code === 'bad_jwt' ? authError(c, 403, 'bad_jwt', 'badJwt') : authError(c, 403, 'session_not_found', 'sessionNotFound')
  }
  c.set('account', result.value.account)
  c.set('sessionId', result.value.sessionId)
  await next()
})

// Other JSON APIs (requireMember) accept the same access tokens. The guard passes no request,
// so the issuer is not compared there; the signature (our keys) and the live session are.
setBearerResolver(async (token, env) => {
  const result = await authenticateAccessToken(getDb(env.DB), token, { secret: env.AUTH_JWT_PRIVATE_JWK })
  return result.ok ? { userId: result.value.accountId, sessionId: result.value.sessionId, via: 'bearer' } : null
})
