import { getDb } from '~/db/client'
import { renderEmail } from '~/models/mail/email-templates'
import { findTemplateOverrides, recordDelivery } from '~/models/mail/emails.server'
import { deliverSms } from '~/models/mail/sms.server'
import type { EmailMessage, OutboundMessage, SmsMessage } from '~/models/mail/messages'
import { isSmsTemplateKey } from '~/models/mail/sms-templates'

export type { EmailMessage, OutboundMessage, SmsMessage }

const isSms = (message: OutboundMessage): message is SmsMessage => message.channel === 'sms'

/**
 * The EMAILS queue consumer. Renders each message from its template in the member's language
 * (message.locale; for emails a row of email_templates overrides the built-in text, see
 * resolveEmailTemplate for the precedence) and hands it to the sender. Locally the senders are
 * the email_outbox and sms_outbox tables, which developers read to follow verification links
 * and codes.
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
      const overrides = await findTemplateOverrides(db, body.template, body.locale)
      const { subject, text, html } = renderEmail(body.template, body.data, {
        appName: env.APP_NAME,
        locale: body.locale,
        overrides,
      })
      await recordDelivery(db, { ...body, subject, text, html, queueMessageId: message.id })
      message.ack()
    } catch (error) {
      console.error('message delivery failed', message.body.channel ?? 'email', message.body.template, error)
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) })
    }
  }
}
