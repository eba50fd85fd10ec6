/**
 * The Stripe payment provider (issue 40, decision 044): Checkout Sessions to pay, signed
 * webhooks to learn that an order is paid, expired or refunded, and refunds. Runs in the Worker:
 * requests go through `fetch` and signatures through Web Crypto, as Workers have neither Node's
 * http nor its crypto.
 */
import Stripe from 'stripe'
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from './provider'
import { WEBHOOK_TOLERANCE_SECONDS } from './provider'

export type StripeProviderConfig = {
  secretKey: string
  webhookSecret: string
  /** Stripe's API is reached through this; the default is the Worker's own fetch. */
  httpClient?: Stripe.HttpClient
}

// Stripe refuses a Checkout Session that expires less than 30 minutes or more than 24 hours after
// it is created; the margin covers the request's time on the way (retries included).
const MIN_SESSION_SECONDS = 30 * 60 + 30
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 30

// Our languages that Stripe Checkout speaks; the others (Arabic) follow the buyer's browser.
const CHECKOUT_LOCALES = new Set(['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko'])

const idOf = (ref: string | { id: string } | null): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null))

function sessionExpiry(expiresAt: Date): number {
  const now = Math.floor(Date.now() / 1000)
  return Math.min(Math.max(Math.floor(expiresAt.getTime() / 1000), now + MIN_SESSION_SECONDS), now + MAX_SESSION_SECONDS)
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { id: event.id, kind: 'ignored', type: event.type }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      const orderId = session.metadata?.orderId ?? session.client_reference_id
      const paymentRef = idOf(session.payment_intent)
      // `completed` also comes for a payment still on its way (a bank debit): the order is paid
      // only by `async_payment_succeeded` then
      if (session.payment_status !== 'paid' || !orderId || !paymentRef || session.amount_total === null || !session.currency) return ignored
      return {
        id: event.id,
        kind: 'paid',
        orderId,
        checkoutRef: session.id,
        paymentRef,
        amountCents: session.amount_total,
        currency: session.currency.toUpperCase(),
      }
    }
    case 'checkout.session.expired': {
      const session = event.data.object
      const orderId = session.metadata?.orderId ?? session.client_reference_id
      return orderId ? { id: event.id, kind: 'expired', orderId, checkoutRef: session.id } : ignored
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentRef = idOf(charge.payment_intent)
      // the charge lists its refunds newest first, when the API version still embeds them
      return paymentRef ? { id: event.id, kind: 'refunded', paymentRef, refundRef: charge.refunds?.data[0]?.id ?? null } : ignored
    }
    default:
      return ignored
  }
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: config.httpClient ?? Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
  })
  const cryptoProvider = Stripe.createSubtleCryptoProvider()

  return {
    name: 'stripe',

    async startCheckout(request: CheckoutRequest) {
      const { orderId } = request
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitPriceCents, product_data: { name: line.title } },
            quantity: line.quantity,
          })),
          client_reference_id: orderId,
          metadata: { orderId },
          // the refund webhook (charge.refunded) carries the payment, not the session
          payment_intent_data: { metadata: { orderId } },
          customer_email: request.email,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: sessionExpiry(request.expiresAt),
          locale: CHECKOUT_LOCALES.has(request.locale) ? request.locale : 'auto',
        },
        // a retried request for the same order opens one session, not two
        { idempotencyKey: `checkout-${orderId}` },
      )
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`)
      return { checkoutRef: session.id, url: session.url }
    },

    async verifyWebhook(rawBody: string, headers: Headers) {
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          headers.get('stripe-signature') ?? '',
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          cryptoProvider,
        )
      } catch {
        // missing header, bad signature, too old or not JSON: a bad request, not our failure
        return null
      }
      return toPaymentEvent(event)
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amountCents, metadata: { orderId: request.orderId } },
        { idempotencyKey: request.idempotencyKey },
      )
      return { refundRef: refund.id }
    },
  }
}
