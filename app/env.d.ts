import type { Env } from '../workers/env'

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true
  }
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext }
  }
}
