/**
 * A payment provider's webhook, from its raw body to the order's change: the configured
 * provider's signature check, then `applyPaymentEvent` (once per event id). Called by the HTTP
 * endpoint (workers/api/payments.ts) and by the local provider's test payment page, which posts
 * its signed event through this same path.
 */
import type { Db } from '~/db/client'
import type { PaymentProviderName } from '~/db/schema/values'
import type { EmailMessage } from '~/models/mail/messages'
import { applyPaymentEvent, type WebhookOutcome } from '../orders.server'
import { paymentProvider, type PaymentEnv } from './payments.server'

export type WebhookAnswer = WebhookOutcome | 'badSignature' | 'unknownProvider'

export async function handlePaymentWebhook(
  db: Db,
  env: PaymentEnv & { EMAILS: Queue<EmailMessage>; APP_ORIGIN: string },
  { provider: name, rawBody, headers, origin }: { provider: PaymentProviderName; rawBody: string; headers: Headers; origin: string },
): Promise<WebhookAnswer> {
  const provider = await paymentProvider(db, env, origin, name)
  if (!provider) return 'unknownProvider'
  const event = await provider.verifyWebhook(rawBody, headers)
  if (!event) return 'badSignature'
  return applyPaymentEvent(db, provider, event, { queue: env.EMAILS, origin: env.APP_ORIGIN })
}
