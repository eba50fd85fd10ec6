import type { Conversation } from '../party/conversation'
import type { Inbox } from '../party/inbox'
import type { EmailMessage } from './queue/emails'

/** Bindings and variables of the Haven Worker (wrangler.toml). */
export interface Env {
  DB: D1Database
  MEDIA: R2Bucket
  EMAILS: Queue<EmailMessage>
  ASSETS: Fetcher
  Conversation: DurableObjectNamespace<Conversation>
  Inbox: DurableObjectNamespace<Inbox>
  APP_NAME: string
  APP_ORIGIN: string
  EMAIL_SENDER: string
}

declare global {
  // partyserver types its generics against Cloudflare.Env
  namespace Cloudflare {
    interface Env extends HavenEnv {}
  }
}
type HavenEnv = Env
