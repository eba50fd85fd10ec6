/**
 * The local payment provider: what `npm start` and the tests pay with, offline and with no
 * account. Its checkout is a test payment page on this site (/marketplace/pay/{order}); paying
 * there posts a webhook signed like Stripe's (`Haven-Signature: t=<seconds>,v1=<HMAC-SHA-256 of
 * "t.body">`) to the same handler a real provider's reaches, so the order is paid the same way:
 * only by a verified event. Its key is an app secret made on first use (or LOCAL_PAYMENTS_SECRET).
 */
import { hmacSha256Hex, randomToken, timingSafeEqual } from '~/utils/crypto'
import { WEBHOOK_TOLERANCE_SECONDS, type PaymentEvent, type PaymentProvider } from './provider'

export const LOCAL_SIGNATURE_HEADER = 'Haven-Signature'

/** The body of a local webhook. */
export type LocalWebhookBody =
  | {
      id: string
      type: 'checkout.completed'
      data: { orderId: string; checkoutRef: string; paymentRef: string; amountCents: number; currency: string }
    }
  | { id: string; type: 'checkout.expired'; data: { orderId: string; checkoutRef: string } }
  | { id: string; type: 'refund.succeeded'; data: { paymentRef: string; refundRef: string } }

/** The signature header of a body, at `now` (seconds since the epoch). */
export async function signLocalWebhook(secret: string, body: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${now},v1=${await hmacSha256Hex(secret, `${now}.${body}`)}`
}

export function createLocalProvider({ secret, origin }: { secret: string; origin: string }): PaymentProvider {
  return {
    name: 'local',
    async startCheckout({ orderId, successUrl }) {
      const url = new URL(`/marketplace/pay/${orderId}`, origin)
      // a visitor's order link carries its token: the test page needs it to find the order
      const token = new URL(successUrl).searchParams.get('token')
      if (token) url.searchParams.set('token', token)
      return { checkoutRef: `cs_local_${randomToken(12)}`, url: url.toString() }
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers.get(LOCAL_SIGNATURE_HEADER)
      const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]))
      const t = Number(parts.t)
      if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return null
      if (Math.abs(Date.now() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return null
      if (!timingSafeEqual(await hmacSha256Hex(secret, `${t}.${rawBody}`), parts.v1!)) return null
      return toEvent(rawBody)
    },
    async refund() {
      return { refundRef: `re_local_${randomToken(12)}` }
    },
  }
}

function toEvent(rawBody: string): PaymentEvent | null {
  let body: LocalWebhookBody
  try {
    body = JSON.parse(rawBody) as LocalWebhookBody
  } catch {
    return null
  }
  if (typeof body?.id !== 'string' || !body.data) return null
  const id = body.id
  switch (body.type) {
    case 'checkout.completed':
      return { id: body.id, kind: 'paid', ...body.data }
    case 'checkout.expired':
      return { id: body.id, kind: 'expired', ...body.data }
    case 'refund.succeeded':
      return { id: body.id, kind: 'refunded', ...body.data }
    default:
      return { id, kind: 'ignored', type: String((body as { type?: unknown }).type) }
  }
}
