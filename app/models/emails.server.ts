import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { emailOutbox, emailTemplates } from '~/db/schema'
import type { EmailMessage } from '../../workers/queue/emails'
import type { EmailTemplate } from './email-templates'

/** Puts an email on the EMAILS queue; the consumer renders and sends it (workers/queue/emails.ts). */
export async function enqueueEmail(queue: Queue<EmailMessage>, email: Omit<EmailMessage, 'id'>) {
  const message: EmailMessage = { ...email, id: crypto.randomUUID() }
  await queue.send(message)
  return message.id
}

/** An admin-edited template for the key, in the member's language or else in English. */
export async function findTemplateOverride(db: Db, key: string, locale: string): Promise<EmailTemplate | null> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), inArray(emailTemplates.locale, [locale, 'en'])))
    .all()
  const row = rows.find((r) => r.locale === locale) ?? rows[0]
  return row ? { subject: row.subject, html: row.htmlBody, text: row.textBody } : null
}

/**
 * The local sender: writes the rendered email to email_outbox, keyed by the message id so a
 * redelivered queue message is stored once. Developers read verification links there.
 */
export async function recordDelivery(
  db: Db,
  email: EmailMessage & EmailTemplate & { queueMessageId: string },
) {
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
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
    })
    .onConflictDoNothing()
}
