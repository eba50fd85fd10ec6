import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, useLoaderData } from '@remix-run/react'
import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { formFields } from '~/auth/intent-action.server'
import { useMoney } from '~/components/marketplace/listing-card'
import { pageMeta } from '~/components/pages/meta'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { getOrder, orderNumber, orderUrl } from '~/models/marketplace/orders.server'
import { LOCAL_SIGNATURE_HEADER, signLocalWebhook, type LocalWebhookBody } from '~/models/marketplace/payments/local.server'
import { configuredProvider, localPaymentsSecret } from '~/models/marketplace/payments/payments.server'
import { handlePaymentWebhook } from '~/models/marketplace/payments/webhook.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { randomToken } from '~/utils/crypto'

export const handle = { i18n: ['marketplace'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/** The order this page pays: the local provider's only, pending, and its buyer's (or the link's holder). */
async function payableOrder({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env
  if (configuredProvider(env) !== 'local') throw notFound()
  const id = params.orderId ?? ''
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound()
  const db = getDb(env.DB)
  const user = await getCurrentUser(request, context)
  const order = await getOrder(db, viewerOf(user), id, { linkToken: new URL(request.url).searchParams.get('token') })
  if (!order || order.provider !== 'local') throw notFound()
  return { db, env, order }
}

/**
 * /marketplace/pay/{order}: the local payment provider's test page (no card, no money; what
 * `npm start` and the tests pay with). Paying posts the provider's signed webhook through the
 * same handler a real provider's reaches (models/marketplace/payments/webhook.server.ts), then
 * sends the buyer to the order, as a provider's page does. Answers 404 when Stripe is configured.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { order } = await payableOrder(args)
  const i18n = await serverI18n(await getLanguage(args.request))
  return data(
    {
      order: { id: order.id, number: orderNumber(order.id), status: order.status, totalCents: order.totalCents, currency: order.currency },
      meta: { title: i18n.t('marketplace:pay.metaTitle'), description: i18n.t('marketplace:pay.notice'), noindex: true },
    },
    { headers: PRIVATE },
  )
}

export const meta = pageMeta
export const headers = () => PRIVATE

export async function action(args: ActionFunctionArgs) {
  const { db, env, order } = await payableOrder(args)
  const origin = new URL(args.request.url).origin
  const back = await orderUrl(db, order, origin)
  const fields = formFields(await args.request.formData().catch(() => new FormData()))
  if (fields.intent !== 'pay' || order.status !== 'pending') return redirect(back, 303)
  const body: LocalWebhookBody = {
    id: `evt_local_${randomToken(12)}`,
    type: 'checkout.completed',
    data: {
      orderId: order.id,
      checkoutRef: order.checkoutRef ?? '',
      paymentRef: `pi_local_${randomToken(12)}`,
      amountCents: order.totalCents,
      currency: order.currency,
    },
  }
  const rawBody = JSON.stringify(body)
  const signature = await signLocalWebhook(await localPaymentsSecret(db, env), rawBody)
  await handlePaymentWebhook(db, env, { provider: 'local', rawBody, headers: new Headers({ [LOCAL_SIGNATURE_HEADER]: signature }), origin })
  return redirect(back, 303)
}

export default function LocalPaymentPage() {
  const { order } = useLoaderData<typeof loader>()
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  const amount = money(order.totalCents, order.currency)
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:px-6">
      <div className={cn(PANEL, 'grid gap-5 p-6')}>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
          <FlaskConical aria-hidden className="size-7 text-brand-700 dark:text-violet-300" />
          {t('pay.title')}
        </h1>
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-100">
          {t('pay.notice')}
        </p>
        <p className="font-semibold text-neutral-900 dark:text-neutral-100">{t('pay.order', { number: order.number })}</p>
        <p className="flex justify-between gap-4 text-neutral-900 dark:text-neutral-100">
          <span>{t('pay.amount')}</span>
          <span className="font-bold tabular-nums">{amount}</span>
        </p>
        {order.status === 'pending' ? (
          <Form method="post" className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="pay" className={buttonVariants({ variant: 'default' })}>
              {t('pay.pay', { amount })}
            </button>
            <button type="submit" name="intent" value="back" className={buttonVariants({ variant: 'outline' })}>
              {t('pay.cancel')}
            </button>
          </Form>
        ) : (
          <p className="text-neutral-800 dark:text-neutral-200">{t('pay.notPending')}</p>
        )}
      </div>
    </div>
  )
}
