import type { Conversation } from '../party/conversation'
import type { Inbox } from '../party/inbox'
import type { OutboundMessage } from '~/models/mail/messages'

/** Bindings and variables of the Haven Worker (wrangler.toml). */
export interface Env {
  DB: D1Database
  MEDIA: R2Bucket
  /** Emails and SMS: one queue, one consumer (workers/queue/emails.ts routes by channel). */
  EMAILS: Queue<OutboundMessage>
  ASSETS: Fetcher
  Conversation: DurableObjectNamespace<Conversation>
  Inbox: DurableObjectNamespace<Inbox>
  APP_NAME: string
  APP_ORIGIN: string
  EMAIL_SENDER: string
  /** Optional: a hosted MapLibre style (https) for the venue map; unset = the offline basemap in public/map. */
  MAP_STYLE_URL?: string
  /**
   * Optional secret: the ES256 private JWK (JSON, with "kid") that signs the token API's access
   * tokens. Without it the newest unretired key of the signing_keys table signs (made on first use).
   */
  AUTH_JWT_PRIVATE_JWK?: string
}

declare global {
  // partyserver types its generics against Cloudflare.Env
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the global the library reads
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, not a new type
    interface Env extends HavenEnv {}
  }
}
type HavenEnv = Env
