import type { Db } from '~/db/client'
import { smsOutbox } from '~/db/schema'
import type { OutboundMessage, SmsMessage } from './messages'
import { renderSms, type SmsTemplateKey } from './sms-templates'

/**
 * The SMS channel. Messages travel on the EMAILS queue (one queue, one consumer; wrangler.toml
 * unchanged) marked `channel: 'sms'`; the consumer renders them in the member's language and
 * hands them to the sender. Locally the sender is the sms_outbox table; production would call
 * an SMS provider from `deliverSms` instead.
 */
export async function enqueueSms(queue: Queue<OutboundMessage>, sms: Omit<SmsMessage, 'id' | 'channel'>) {
  const message: SmsMessage = { ...sms, channel: 'sms', id: crypto.randomUUID() }
  await queue.send(message)
  return message.id
}

/** Renders and "sends" one SMS: a row in sms_outbox, keyed by the message id (a redelivery is stored once). */
export async function deliverSms(db: Db, sms: SmsMessage, appName: string) {
  const { body, locale } = renderSms(sms.template as SmsTemplateKey, sms.data, { locale: sms.locale, appName })
  await db.insert(smsOutbox).values({ id: sms.id, toPhone: sms.to, templateKey: sms.template, body, locale }).onConflictDoNothing()
}
