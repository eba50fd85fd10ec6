import type { OutboundMessage } from '~/models/mail/messages'

/**
 * The Worker's bindings are generated from wrangler.toml by `npm run typegen` into
 * worker-configuration.d.ts: the global `Env` (and `Cloudflare.Env`, which partyserver and
 * `cloudflare:test` read). Add a binding to wrangler.toml and regenerate; never declare one here.
 * This module adds only what the generator cannot know (decision 008). It is a .ts file, not a
 * .d.ts, so that a clash with the generated declarations is a type error (skipLibCheck skips .d.ts).
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the global the generated file declares
  namespace Cloudflare {
    interface Env {
      /** Optional: a hosted MapLibre style (https) for the venue map; unset = the offline basemap in public/map. */
      MAP_STYLE_URL?: string
      /**
       * Optional secret: the ES256 private JWK (JSON, with "kid") that signs the token API's access
       * tokens. Without it the newest unretired key of the signing_keys table signs (made on first use).
       */
      AUTH_JWT_PRIVATE_JWK?: string
      /** Optional: 'stripe' takes payments through Stripe (with the two secrets below); unset = the local test provider. */
      PAYMENT_PROVIDER?: string
      /** Secrets when PAYMENT_PROVIDER is 'stripe': the API key and the webhook endpoint's signing secret. */
      STRIPE_SECRET_KEY?: string
      STRIPE_WEBHOOK_SECRET?: string
      /** Optional secrets: the local payment provider's webhook key and the visitor cart cookie's key (else made on first use, app_secrets). */
      LOCAL_PAYMENTS_SECRET?: string
      CART_COOKIE_SECRET?: string
    }
  }

  interface Env {
    /**
     * Emails and SMS: one queue, one consumer (workers/queue/emails.ts routes by channel). The
     * generator types it `Queue` (of unknown); its messages are the union of models/mail/messages.ts.
     */
    EMAILS: Queue<OutboundMessage>
  }
}
