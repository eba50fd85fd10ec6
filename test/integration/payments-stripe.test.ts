import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import type { CheckoutRequest } from '~/models/marketplace/payments/provider'
import { WEBHOOK_TOLERANCE_SECONDS } from '~/models/marketplace/payments/provider'
import { createStripeProvider } from '~/models/marketplace/payments/stripe.server'

// The Stripe adapter as the Worker runs it (workerd: fetch and Web Crypto). Webhooks are signed
// the way Stripe signs them; Stripe's API, the one network boundary, is answered by a local fetch
// that records what the SDK sent.

const WEBHOOK_SECRET = 'whsec_test_haven'
const SECRET_KEY = 'sk_test_haven'

type Sent = { method: string; url: URL; headers: Headers; form: URLSearchParams }

function stripeApi(answers: { status?: number; body: unknown }[]) {
  const sent: Sent[] = []
  // the SDK calls fetch(url, { method, headers, body }) with the form-encoded body as a string
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      form: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
    })
    const answer = answers[sent.length - 1] ?? answers[answers.length - 1]
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
    })
  }
  return { sent, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) }
}

const provider = (httpClient?: Stripe.HttpClient) =>
  createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient })

async function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event)
  // the synchronous generateTestHeaderString throws here: workerd's crypto (SubtleCrypto) is async only
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  })
  return { payload, headers: new Headers({ 'stripe-signature': header }) }
}

const stripeEvent = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  api_version: '2026-01-28.clover',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

const session = (fields: object) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  mode: 'payment',
  client_reference_id: 'order-1',
  metadata: { orderId: 'order-1' },
  payment_intent: 'pi_3Paid',
  payment_status: 'paid',
  amount_total: 4250,
  currency: 'eur',
  ...fields,
})

const paidEvent = stripeEvent('evt_paid', 'checkout.session.completed', session({}))

describe('Stripe webhooks', () => {
  it('reads a signed checkout.session.completed that is paid as the order paid', async () => {
    const { payload, headers } = await signed(paidEvent)
    expect(await provider().verifyWebhook(payload, headers)).toEqual({
      id: 'evt_paid',
      kind: 'paid',
      orderId: 'order-1',
      checkoutRef: 'cs_test_a1',
      paymentRef: 'pi_3Paid',
      amountCents: 4250,
      currency: 'EUR',
    })
  })

  it('reads a payment that succeeded later, with the payment intent expanded and only the reference naming the order', async () => {
    const event = stripeEvent(
      'evt_async',
      'checkout.session.async_payment_succeeded',
      session({ metadata: {}, client_reference_id: 'order-2', payment_intent: { id: 'pi_3Later', object: 'payment_intent' } }),
    )
    const { payload, headers } = await signed(event)
    expect(await provider().verifyWebhook(payload, headers)).toMatchObject({
      id: 'evt_async',
      kind: 'paid',
      orderId: 'order-2',
      paymentRef: 'pi_3Later',
    })
  })

  it('accepts a delivery a little younger than the tolerance', async () => {
    const { payload, headers } = await signed(paidEvent, { timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS + 30 })
    expect(await provider().verifyWebhook(payload, headers)).toMatchObject({ kind: 'paid' })
  })

  it('refuses a forged, altered, unsigned or stale webhook', async () => {
    const forged = await signed(paidEvent, { secret: 'whsec_someone_else' })
    expect(await provider().verifyWebhook(forged.payload, forged.headers)).toBeNull()

    const genuine = await signed(paidEvent)
    const altered = genuine.payload.replace('4250', '1')
    expect(altered).not.toBe(genuine.payload)
    expect(await provider().verifyWebhook(altered, genuine.headers)).toBeNull()

    expect(await provider().verifyWebhook(genuine.payload, new Headers())).toBeNull()
    expect(await provider().verifyWebhook(genuine.payload, new Headers({ 'stripe-signature': 'garbage' }))).toBeNull()

    const stale = await signed(paidEvent, { timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60 })
    expect(await provider().verifyWebhook(stale.payload, stale.headers)).toBeNull()
  })

  it('reads an expired checkout and a refunded charge', async () => {
    const expired = await signed(
      stripeEvent('evt_exp', 'checkout.session.expired', session({ payment_status: 'unpaid', payment_intent: null })),
    )
    expect(await provider().verifyWebhook(expired.payload, expired.headers)).toEqual({
      id: 'evt_exp',
      kind: 'expired',
      orderId: 'order-1',
      checkoutRef: 'cs_test_a1',
    })

    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_3Paid', amount_refunded: 4250, refunded: true }
    const withRefunds = await signed(
      stripeEvent('evt_ref', 'charge.refunded', {
        ...charge,
        refunds: {
          object: 'list',
          data: [
            { id: 're_newest', object: 'refund' },
            { id: 're_older', object: 'refund' },
          ],
          has_more: false,
        },
      }),
    )
    expect(await provider().verifyWebhook(withRefunds.payload, withRefunds.headers)).toEqual({
      id: 'evt_ref',
      kind: 'refunded',
      paymentRef: 'pi_3Paid',
      refundRef: 're_newest',
    })
    // newer API versions no longer embed a charge's refunds
    const bare = await signed(stripeEvent('evt_ref2', 'charge.refunded', charge))
    expect(await provider().verifyWebhook(bare.payload, bare.headers)).toEqual({
      id: 'evt_ref2',
      kind: 'refunded',
      paymentRef: 'pi_3Paid',
      refundRef: null,
    })
  })

  it('ignores events the shop does not act on', async () => {
    const cases = [
      stripeEvent('evt_unpaid', 'checkout.session.completed', session({ payment_status: 'unpaid' })),
      stripeEvent('evt_noorder', 'checkout.session.completed', session({ metadata: {}, client_reference_id: null })),
      stripeEvent('evt_cust', 'customer.created', { id: 'cus_1', object: 'customer' }),
    ]
    for (const event of cases) {
      const { payload, headers } = await signed(event)
      expect(await provider().verifyWebhook(payload, headers)).toEqual({ id: event.id, kind: 'ignored', type: event.type })
    }
  })
})

describe('Stripe API calls', () => {
  const request = (fields: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    orderId: 'order-7',
    lines: [
      { title: 'Rainbow mug', quantity: 2, unitPriceCents: 1500 },
      { title: 'Pride pin', quantity: 1, unitPriceCents: 450 },
    ],
    currency: 'EUR',
    totalCents: 3450,
    email: 'buyer@example.org',
    locale: 'de',
    successUrl: 'https://haven.test/orders/order-7?paid=1',
    cancelUrl: 'https://haven.test/orders/order-7',
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
    ...fields,
  })
  const checkoutSession = { id: 'cs_test_b7', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_b7' }

  it('opens a Checkout Session for the order', async () => {
    const api = stripeApi([{ body: checkoutSession }])
    const checkout = request()
    expect(await provider(api.httpClient).startCheckout(checkout)).toEqual({
      checkoutRef: 'cs_test_b7',
      url: 'https://checkout.stripe.com/c/pay/cs_test_b7',
    })

    expect(api.sent).toHaveLength(1)
    const [{ method, url, headers, form }] = api.sent
    expect(method).toBe('POST')
    expect(`${url.origin}${url.pathname}`).toBe('https://api.stripe.com/v1/checkout/sessions')
    expect(headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
    expect(headers.get('idempotency-key')).toBe('checkout-order-7')
    expect(Object.fromEntries(form)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][product_data][name]': 'Rainbow mug',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][currency]': 'eur',
      'line_items[1][price_data][unit_amount]': '450',
      'line_items[1][price_data][product_data][name]': 'Pride pin',
      'line_items[1][quantity]': '1',
      client_reference_id: 'order-7',
      'metadata[orderId]': 'order-7',
      'payment_intent_data[metadata][orderId]': 'order-7',
      customer_email: 'buyer@example.org',
      success_url: 'https://haven.test/orders/order-7?paid=1',
      cancel_url: 'https://haven.test/orders/order-7',
      expires_at: String(Math.floor(checkout.expiresAt.getTime() / 1000)),
      locale: 'de',
    })
  })

  it('keeps the session within the lifetime Stripe accepts, and lets the browser choose a language Stripe lacks', async () => {
    const api = stripeApi([{ body: checkoutSession }])
    const before = Math.floor(Date.now() / 1000)
    await provider(api.httpClient).startCheckout(request({ expiresAt: new Date(Date.now() + 10 * 60 * 1000), locale: 'ar' }))
    const after = Math.floor(Date.now() / 1000)
    const expiresAt = Number(api.sent[0].form.get('expires_at'))
    expect(expiresAt).toBeGreaterThan(before + 30 * 60)
    expect(expiresAt).toBeLessThanOrEqual(after + 30 * 60 + 60)
    expect(api.sent[0].form.get('locale')).toBe('auto')

    await provider(api.httpClient).startCheckout(request({ expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) }))
    expect(Number(api.sent[1].form.get('expires_at'))).toBeLessThan(before + 24 * 60 * 60)
  })

  it('says so when Stripe answers a session without a payment page', async () => {
    const api = stripeApi([{ body: { ...checkoutSession, url: null } }])
    await expect(provider(api.httpClient).startCheckout(request())).rejects.toThrow(/cs_test_b7 without a URL/)
  })

  it('refunds the payment once, retrying a failed request under the same idempotency key', async () => {
    const api = stripeApi([
      { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } },
      { body: { id: 're_1Ok', object: 'refund', amount: 3450, status: 'succeeded' } },
    ])
    const result = await provider(api.httpClient).refund({
      orderId: 'order-7',
      paymentRef: 'pi_3Paid',
      amountCents: 3450,
      idempotencyKey: 'refund-order-7',
    })
    expect(result).toEqual({ refundRef: 're_1Ok' })

    expect(api.sent).toHaveLength(2)
    for (const { method, url, headers, form } of api.sent) {
      expect(method).toBe('POST')
      expect(url.pathname).toBe('/v1/refunds')
      expect(headers.get('idempotency-key')).toBe('refund-order-7')
      expect(Object.fromEntries(form)).toEqual({ payment_intent: 'pi_3Paid', amount: '3450', 'metadata[orderId]': 'order-7' })
    }
  })

  it('passes on an error Stripe answers', async () => {
    const api = stripeApi([
      { status: 400, body: { error: { type: 'invalid_request_error', message: 'Charge ch_1 has already been refunded.' } } },
    ])
    await expect(
      provider(api.httpClient).refund({ orderId: 'order-7', paymentRef: 'pi_3Paid', amountCents: 3450, idempotencyKey: 'refund-order-7' }),
    ).rejects.toThrow(/already been refunded/)
    expect(api.sent).toHaveLength(1)
  })
})
