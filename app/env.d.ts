import type { RequestSession } from '~/models/accounts/request-session.server'

// `Env` is global: generated from wrangler.toml into worker-configuration.d.ts (npm run typegen),
// with what the generator cannot know added in workers/env.ts.
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

// a module, so the block above augments Remix's types instead of declaring the module anew
export {}
