import type { RequestSession } from '~/models/accounts/request-session.server'
import type { Env } from '../workers/env'

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true
  }
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext }
    /** CSP nonce for this response's inline and module scripts. */
    nonce: string
    /** The request's session and member, looked up once (models/accounts/request-session.server.ts). */
    session: RequestSession
  }
}
