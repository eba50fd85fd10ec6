import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { emailOutbox, emailTemplates, groupNotifications } from '~/db/schema'
import { EMAIL_FAILURE } from '~/models/crews/crew-emails'
import type { EmailMessage } from './messages'
import { resolveEmailLocale, type EmailTemplate, type EmailTemplateOverrides } from './email-templates'

/** Puts an email on the EMAILS queue; the consumer renders and sends it (workers/queue/emails.ts). */
export async function enqueueEmail(queue: Queue<EmailMessage>, email: Omit<EmailMessage, 'id'>) {
  const message: EmailMessage = { ...email, id: crypto.randomUUID() }
  await queue.send(message)
  return message.id
}

/** Many emails in as few queue calls as the Queues limit allows (100 messages a batch). */
export async function enqueueEmails(queue: Queue<EmailMessage>, emails: Omit<EmailMessage, 'id'>[]) {
  const messages = emails.map((email): EmailMessage => ({ ...email, id: crypto.randomUUID() }))
  for (let k = 0; k < messages.length; k += 100) await queue.sendBatch(messages.slice(k, k + 100).map((body) => ({ body })))
  return messages.map((m) => m.id)
}

/**
 * Admin-edited texts for the key in the member's language and in English, by locale. Which one
 * wins against the built-in texts is decided by resolveEmailTemplate (~/models/email-templates):
 * override in the member's language → built-in in that language → English override → built-in English.
 */
export async function findTemplateOverrides(db: Db, key: string, locale: string): Promise<EmailTemplateOverrides> {
  const locales = [...new Set([resolveEmailLocale(locale), 'en'])]
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), inArray(emailTemplates.locale, locales)))
    .all()
  const overrides: EmailTemplateOverrides = {}
  for (const row of rows) overrides[row.locale] = { subject: row.subject, html: row.htmlBody, text: row.textBody }
  return overrides
}

/**
 * Whether the local sender refuses the address, as a provider bounces it: a domain under the
 * reserved `.invalid` top-level domain (RFC 6761), which can never exist. This is how a send is
 * made to fail locally and in tests (retries, then the dead-letter queue; decision 029).
 */
export const undeliverable = (address: string) => /\.invalid$/i.test(address.trim().split('@').pop() ?? '')

/**
 * The local sender: writes the rendered email to email_outbox, keyed by the message id so a
 * redelivered queue message is stored once, with the headers it goes out with. Developers read
 * verification links there. Throws for an address it refuses (see undeliverable).
 */
export async function recordDelivery(db: Db, email: EmailMessage & EmailTemplate & { queueMessageId: string }) {
  if (undeliverable(email.to)) throw new Error(`${EMAIL_FAILURE}: the recipient's domain does not exist`)
  await db
    .insert(emailOutbox)
    .values({
      id: email.id,
      queueMessageId: email.queueMessageId,
      toAddress: email.to,
      templateKey: email.template,
      subject: email.subject,
      htmlBody: email.html,
      textBody: email.text,
      headers: email.headers ?? null,
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
    })
    .onConflictDoNothing()
}

/** After an email of crew notifications was delivered: they are 'sent' (not again in a digest). */
export async function markGroupNotificationsSent(db: Db, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += 90)
    await db
      .update(groupNotifications)
      .set({ emailStatus: 'sent' })
      .where(and(inArray(groupNotifications.id, ids.slice(start, start + 90)), ne(groupNotifications.emailStatus, 'sent')))
}

/**
 * A message the consumer gave up on (its last retry failed; it came through the dead-letter
 * queue): recorded in email_outbox as 'failed' with SPEC §8's 'Failed to send email notification',
 * once (keyed by the message id, like a delivery; a delivered one is never turned into a failure).
 */
export async function recordFailure(db: Db, email: EmailMessage & { subject: string; queueMessageId: string; attempts: number }) {
  await db
    .insert(emailOutbox)
    .values({
      id: email.id,
      queueMessageId: email.queueMessageId,
      toAddress: email.to,
      templateKey: email.template,
      subject: email.subject,
      headers: email.headers ?? null,
      status: 'failed',
      error: EMAIL_FAILURE,
      attempts: email.attempts,
    })
    .onConflictDoNothing()
}
