import { getDb } from '~/db/client'
import { renderEmail } from '~/models/email-templates'
import { findTemplateOverrides, recordDelivery } from '~/models/emails.server'
import type { Env } from '../env'

/** One email to send. Produced by app actions through `enqueueEmail`, consumed here. */
export type EmailMessage = {
  /** Stable id: the outbox row id, so a retried message is delivered once. */
  id: string
  template: string
  to: string
  locale: string
  data: Record<string, string>
}

/**
 * The EMAILS queue consumer. Renders each message from its template in the member's language
 * (message.locale; a row of email_templates overrides the built-in text, see
 * resolveEmailTemplate for the precedence) and hands it to the sender. Locally the
 * sender is the email_outbox table, which developers read to follow verification links.
 */
export async function handleEmailBatch(batch: MessageBatch<EmailMessage>, env: Env) {
  const db = getDb(env.DB)
  for (const message of batch.messages) {
    try {
      const email = message.body
      const overrides = await findTemplateOverrides(db, email.template, email.locale)
      const { subject, text, html } = renderEmail(email.template, email.data, {
        appName: env.APP_NAME,
        locale: email.locale,
        overrides,
      })
      await recordDelivery(db, { ...email, subject, text, html, queueMessageId: message.id })
      message.ack()
    } catch (error) {
      console.error('email delivery failed', message.body.template, error)
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) })
    }
  }
}
