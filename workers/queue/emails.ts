import { getDb } from '~/db/client'
import { renderEmail } from '~/models/mail/email-templates'
import { findTemplateOverrides, markGroupNotificationsSent, recordDelivery, recordFailure } from '~/models/mail/emails.server'
import { deliverSms } from '~/models/mail/sms.server'
import type { EmailMessage, OutboundMessage, SmsMessage } from '~/models/mail/messages'
import { isSmsTemplateKey } from '~/models/mail/sms-templates'

export type { EmailMessage, OutboundMessage, SmsMessage }

const isSms = (message: OutboundMessage): message is SmsMessage => message.channel === 'sms'

/** wrangler.toml: the EMAILS consumer's max_retries, so a message is tried this many times in all. */
export const EMAIL_TRIES = 4

/**
 * The EMAILS queue consumer. Renders each message from its template in the member's language
 * (message.locale; for emails a row of email_templates overrides the built-in text, see
 * resolveEmailTemplate for the precedence) and hands it to the sender. Locally the senders are
 * the email_outbox and sms_outbox tables, which developers read to follow verification links
 * and codes. An email of crew notifications marks them sent once delivered. A failed send is
 * retried with a growing delay (2, 4, 8 s…); after its last try Queues moves it to the
 * dead-letter queue (handleDeadLetters).
 */
export async function handleEmailBatch(batch: MessageBatch<OutboundMessage> | MessageBatch<EmailMessage>, env: Env) {
  const db = getDb(env.DB)
  for (const message of batch.messages as readonly Message<OutboundMessage>[]) {
    try {
      const body = message.body
      if (isSms(body)) {
        if (!isSmsTemplateKey(body.template)) {
          // nothing to render: retrying cannot help
          console.error('unknown sms template', body.template)
          message.ack()
          continue
        }
        await deliverSms(db, body, env.APP_NAME)
        message.ack()
        continue
      }
      const { subject, text, html } = await render(db, body, env)
      await recordDelivery(db, { ...body, subject, text, html, queueMessageId: message.id })
      if (body.groupNotificationIds?.length) await markGroupNotificationsSent(db, body.groupNotificationIds)
      message.ack()
    } catch (error) {
      console.error('message delivery failed', message.body.channel ?? 'email', message.body.template, error)
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) })
    }
  }
}

async function render(db: ReturnType<typeof getDb>, body: EmailMessage, env: Env) {
  const overrides = await findTemplateOverrides(db, body.template, body.locale)
  return renderEmail(body.template, body.data, { appName: env.APP_NAME, locale: body.locale, overrides })
}

/**
 * The dead-letter queue's consumer (wrangler.toml dead_letter_queue): each message the EMAILS
 * consumer gave up on is recorded in email_outbox as failed, with SPEC §8's 'Failed to send email
 * notification'. Never retried from here: a person looks at the failures.
 */
export async function handleDeadLetters(batch: MessageBatch<OutboundMessage>, env: Env) {
  const db = getDb(env.DB)
  for (const message of batch.messages) {
    const body = message.body
    try {
      if (!isSms(body)) {
        let subject = body.template
        try {
          subject = (await render(db, body, env)).subject
        } catch {
          // an unknown template: its key stands for the subject
        }
        await recordFailure(db, { ...body, subject, queueMessageId: message.id, attempts: EMAIL_TRIES })
      }
      console.error('Failed to send email notification', body.channel ?? 'email', body.template)
      message.ack()
    } catch (error) {
      console.error('dead letter not recorded', error)
      message.retry()
    }
  }
}
