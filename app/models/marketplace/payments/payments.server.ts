/**
 * Which payment provider this Worker uses: Stripe when PAYMENT_PROVIDER is 'stripe' (its keys are
 * secrets: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), otherwise the local test provider. The
 * Stripe package is loaded only when chosen.
 */
import type { PaymentProviderName } from '~/db/schema/values'
import type { Db } from '~/db/client'
import { appSecret } from '~/models/site/app-secrets.server'
import { createLocalProvider } from './local.server'
import type { PaymentProvider } from './provider'

export type PaymentEnv = {
  PAYMENT_PROVIDER?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  LOCAL_PAYMENTS_SECRET?: string
}

export function configuredProvider(env: PaymentEnv): PaymentProviderName {
  return env.PAYMENT_PROVIDER === 'stripe' ? 'stripe' : 'local'
}

export const localPaymentsSecret = (db: Db, env: PaymentEnv) => appSecret(db, 'local-payments-webhook', env.LOCAL_PAYMENTS_SECRET)

/** The provider by name: the configured one only (a webhook for another is refused: null). */
export async function paymentProvider(
  db: Db,
  env: PaymentEnv,
  origin: string,
  name = configuredProvider(env),
): Promise<PaymentProvider | null> {
  if (name !== configuredProvider(env)) return null
  if (name === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new Error('PAYMENT_PROVIDER is stripe but its secrets are not set')
    const { createStripeProvider } = await import('./stripe.server')
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
  }
  return createLocalProvider({ secret: await localPaymentsSecret(db, env), origin })
}
