/**
 * The payment provider adapter (issue 40): what checkout, the webhook and refunds ask of a card
 * payment provider, whichever it is. Two implementations: `stripe.server.ts` (the official
 * `stripe` package: Checkout Sessions, signed webhooks, refunds; configured by secrets in
 * production) and `local.server.ts` (offline: a test payment page on this site that posts a
 * signed webhook back, so `npm start` buys end to end with no account). `payments.server.ts`
 * picks one from the environment. Decision 044.
 *
 * An order is paid only when a verified webhook says so: the page the buyer returns to proves
 * nothing. Each event is handled once (`payment_events`, by the provider's event id).
 */
import type { PaymentProviderName } from '~/db/schema/values'

export type CheckoutLine = { title: string; quantity: number; unitPriceCents: number }

export type CheckoutRequest = {
  orderId: string
  lines: CheckoutLine[]
  /** ISO 4217, upper case */
  currency: string
  totalCents: number
  email: string
  /** The buyer's language (the provider's page may follow it). */
  locale: string
  /** Where the provider sends the buyer after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
  /** When the order's reservation ends: the provider's checkout must not outlive it. */
  expiresAt: Date
}

export type CheckoutStarted = {
  /** The provider's reference for this checkout (Stripe: the Checkout Session id). */
  checkoutRef: string
  /** Where to send the buyer to pay. */
  url: string
}

/** A verified webhook event, in the adapter's words. `id` is the provider's event id. */
export type PaymentEvent =
  | { id: string; kind: 'paid'; orderId: string; checkoutRef: string; paymentRef: string; amountCents: number; currency: string }
  | { id: string; kind: 'expired'; orderId: string; checkoutRef: string }
  | { id: string; kind: 'refunded'; paymentRef: string; refundRef: string | null }
  /** An event the shop does not act on (still recorded, so a replay is recognised). */
  | { id: string; kind: 'ignored'; type: string }

export type RefundRequest = {
  orderId: string
  paymentRef: string
  amountCents: number
  /** The same key for a retried refund of the same order: the provider refunds once. */
  idempotencyKey: string
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>
  /**
   * The event a webhook request carries, or null when its signature does not verify (forged,
   * altered, signed with another key, or older than the tolerance: a replay of an old capture).
   */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | null>
  refund(request: RefundRequest): Promise<{ refundRef: string }>
}

/** How old a signed webhook may be (seconds): Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300
