import { Hono } from 'hono'
import { getDb } from '~/db/client'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '~/db/schema/values'
import { handlePaymentWebhook } from '~/models/marketplace/payments/webhook.server'
import { jsonError } from './errors'

export const paymentsApi = new Hono<{ Bindings: Env }>()

/**
 * POST /api/payments/{provider}/webhook: the payment provider's events (Stripe's, or the local
 * provider's). Not a browser's request: no session, no Origin check; the provider's signature
 * is the only proof (400 without it), and each event id is applied once (200 for a replay too,
 * so the provider stops sending it). Only the configured provider's path answers.
 */
paymentsApi.post('/:provider/webhook', async (c) => {
  const name = c.req.param('provider')
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(name)) return jsonError(c, 404, 'notFound')
  const answer = await handlePaymentWebhook(getDb(c.env.DB), c.env, {
    provider: name as PaymentProviderName,
    rawBody: await c.req.text(),
    headers: c.req.raw.headers,
    origin: new URL(c.req.url).origin,
  })
  if (answer === 'unknownProvider') return jsonError(c, 404, 'notFound')
  if (answer === 'badSignature') return jsonError(c, 400, 'invalidInput')
  return c.json({ received: true, outcome: answer })
})
