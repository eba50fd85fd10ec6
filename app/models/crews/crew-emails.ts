/**
 * The crews' emails (decision 029): constants and the pieces shared by the producer
 * (crew-emails.server.ts), the Worker's cron and queue handlers, and the unsubscribe page.
 * No server imports: the Worker imports this module without the Remix build's i18n.
 */

/** wrangler.toml [triggers]: every day at 07:00 UTC, each member's digest of their crews' notifications. */
export const GROUP_DIGEST_CRON = '0 7 * * *'

/** The EMAILS queue's dead-letter queue (wrangler.toml dead_letter_queue), read by its own consumer. */
export const EMAILS_DEAD_LETTER_QUEUE = 'haven-emails-dlq'

/** SPEC §8 'Email notification': what a send that failed for good records. */
export const EMAIL_FAILURE = 'Failed to send email notification'

/**
 * A digest tells of several crews: its unsubscribe link carries each membership's token, joined
 * with '.' (a token is base64url, which has no '.'). At most this many (a digest of more crews
 * links the first ones; every crew's own line links its page, where the mode is changed).
 */
export const UNSUBSCRIBE_TOKENS_MAX = 20
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

/** The tokens of an unsubscribe link's path segment; [] when it is not one. */
export function unsubscribeTokens(segment: string | undefined): string[] {
  if (!segment) return []
  const tokens = [...new Set(segment.split('.'))]
  if (tokens.length > UNSUBSCRIBE_TOKENS_MAX || !tokens.every((token) => TOKEN.test(token))) return []
  return tokens
}

/** The one-click unsubscribe link of one or more memberships. */
export function unsubscribeUrl(origin: string, tokens: readonly string[]): string {
  return `${origin}/groups/unsubscribe/${tokens.slice(0, UNSUBSCRIBE_TOKENS_MAX).join('.')}`
}

/** RFC 2369 and RFC 8058: the mail client's own 'Unsubscribe' button, one click, no sign-in. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** The digest day of a moment: its UTC date, 'YYYY-MM-DD'. */
export const digestDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The digest's queue message and outbox id: one per member and day, so nothing sends it twice. */
export const digestEmailId = (userId: string, day: string) => `group-digest:${userId}:${day}`

/** One crew notification's email id (its outbox row). */
export const groupNotificationEmailId = (notificationId: string) => `group-notification:${notificationId}`
