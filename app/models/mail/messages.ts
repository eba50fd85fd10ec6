/** The messages of the EMAILS queue, shared by the producers (models) and the consumer (workers/queue/emails.ts). */

/** One email to send. Produced by app actions through `enqueueEmail`, consumed by workers/queue/emails.ts. */
export type EmailMessage = {
  /** Stable id: the outbox row id, so a retried message is delivered once. */
  id: string
  /** Absent on emails (the default channel). */
  channel?: 'email'
  template: string
  to: string
  locale: string
  data: Record<string, string>
  /**
   * Extra headers the email goes out with (the crews' List-Unsubscribe and
   * List-Unsubscribe-Post, RFC 2369 and RFC 8058); the outbox records them.
   */
  headers?: Record<string, string>
  /** The crew notifications this email tells of: marked email_status 'sent' once it is delivered. */
  groupNotificationIds?: string[]
}

/** One SMS to send (`enqueueSms` in ./sms.server.ts); `to` is an E.164 phone number. */
export type SmsMessage = {
  id: string
  channel: 'sms'
  template: string
  to: string
  locale: string
  data: Record<string, string>
}

/** What travels on the EMAILS queue: emails, and SMS marked with `channel: 'sms'`. */
export type OutboundMessage = EmailMessage | SmsMessage
