import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { emailOutbox, emailTemplates } from '~/db/schema'
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
 * The local sender: writes the rendered email to email_outbox, keyed by the message id so a
 * redelivered queue message is stored once. Developers read verification links there.
 */
export async function recordDelivery(db: Db, email: EmailMessage & EmailTemplate & { queueMessageId: string }) {
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
