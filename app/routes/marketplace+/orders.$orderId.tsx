import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { formFields } from '~/auth/intent-action.server'
import { useMoney } from '~/components/marketplace/listing-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { mergeVisitorCart, readVisitorCart, sameLine, visitorCartCookie } from '~/models/marketplace/cart.server'
import { cancelByBuyer, getOrder, orderCartLines, orderNumber } from '~/models/marketplace/orders.server'
import { listingHref } from '~/models/marketplace/query'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'

export const handle = { i18n: ['marketplace'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'Referrer-Policy': 'no-referrer' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const countryName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

async function readOrder({ request, params, context }: LoaderFunctionArgs) {
  const id = params.orderId ?? ''
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound()
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const user = await getCurrentUser(request, context)
  const linkToken = new URL(request.url).searchParams.get('token')
  return { db, env, user, id, linkToken }
}

/**
 * /marketplace/orders/{id}: an order, for its buyer (signed in) or the holder of the link emailed
 * to a visitor's checkout (`?token=`, never sent on as a Referer), and for staff; anyone else gets
 * the 404 of an unknown id (visibleOrder). While pending: pay now, or cancel (the stock returns,
 * the lines go back into the cart). The payment provider sends the buyer back here.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { db, user, id, linkToken } = await readOrder(args)
  const [order, i18n] = await Promise.all([getOrder(db, viewerOf(user), id, { linkToken }), getLanguage(args.request).then(serverI18n)])
  if (!order) throw notFound()
  const number = orderNumber(order.id)
  return data(
    {
      order: {
        id: order.id,
        number,
        status: order.status,
        email: order.email,
        totalCents: order.totalCents,
        currency: order.currency,
        shippingAddress: order.shippingAddress,
        // named on the server: the browser's region names may differ from the Worker's (a hydration mismatch)
        countryName: countryName(order.shippingAddress.country, i18n.language),
        checkoutUrl: order.status === 'pending' ? order.checkoutUrl : null,
        reservedUntil: order.reservedUntil?.toISOString() ?? null,
        createdAt: order.createdAt.toISOString(),
        lateRefund: order.status === 'cancelled' && !!order.refundRef,
        lines: order.lines,
        events: order.events.map((e) => ({ status: e.toStatus, at: e.createdAt.toISOString() })),
      },
      signedIn: !!user,
      meta: { title: i18n.t('marketplace:order.metaTitle', { number }), description: i18n.t('marketplace:orders.intro'), noindex: true },
    },
    { headers: PRIVATE },
  )
}

export const meta = pageMeta
export const headers = () => PRIVATE

export async function action(args: ActionFunctionArgs) {
  const { db, env, user, id, linkToken } = await readOrder(args)
  const fields = formFields(await args.request.formData().catch(() => new FormData()))
  const here = `/marketplace/orders/${id}${linkToken ? `?token=${encodeURIComponent(linkToken)}` : ''}`
  if (fields.intent !== 'cancel') return data({ error: 'invalid' }, { status: 400, headers: PRIVATE })
  const order = await cancelByBuyer(db, viewerOf(user), id, linkToken)
  if (!order) throw notFound()
  if (order.status !== 'cancelled') return data({ error: 'state' }, { status: 409, headers: PRIVATE })
  // nothing lost: the order's lines go back into the cart they came from
  const headers = new Headers(PRIVATE)
  if (user) await mergeVisitorCart(db, user.id, orderCartLines(order))
  else {
    const lines = await readVisitorCart(args.request, db, env)
    const back = orderCartLines(order).filter((l) => !lines.some((k) => sameLine(k, l)))
    headers.append('Set-Cookie', await visitorCartCookie(db, env, [...lines, ...back]))
  }
  return redirectWithToast(here, { titleKey: 'marketplace:cart.restored', variant: 'success' }, { status: 303, headers })
}

export default function OrderPage() {
  const { order, signedIn } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('marketplace')
  const money = useMoney()
  // in UTC, said so: the same text on the server and in the browser
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const when = { format: (date: Date) => `${format.format(date)} UTC` }
  const a = order.shippingAddress
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs
        items={[
          { to: '/', label: t('list.home') },
          signedIn ? { to: '/profile/orders', label: t('orders.title') } : { to: '/marketplace', label: t('list.breadcrumb') },
          { label: t('order.title', { number: order.number }) },
        ]}
      />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        {t('order.title', { number: order.number })}
      </h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('order.placed', { date: when.format(new Date(order.createdAt)) })}</p>
      <section aria-labelledby="order-status" className={cn(PANEL, 'mt-8 grid gap-3 p-6')}>
        <h2 id="order-status" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('order.status')}: <span data-testid="order-status">{t(`order.statuses.${order.status}`)}</span>
        </h2>
        <p className="text-neutral-800 dark:text-neutral-200" role="status">
          {order.status === 'pending'
            ? t('order.pendingBody', { time: when.format(new Date(order.reservedUntil ?? order.createdAt)) })
            : order.status === 'paid'
              ? t('order.paidBody', { email: order.email })
              : order.lateRefund
                ? t('order.lateRefund')
                : t(`order.${order.status}Body`)}
        </p>
        {order.status === 'pending' && (
          <div className="flex flex-wrap gap-3">
            {order.checkoutUrl && (
              <a href={order.checkoutUrl} className={buttonVariants({ variant: 'default' })}>
                {t('order.payNow')}
              </a>
            )}
            <Form method="post">
              <button type="submit" name="intent" value="cancel" className={buttonVariants({ variant: 'outline' })}>
                {t('order.cancel')}
              </button>
            </Form>
          </div>
        )}
        {!signedIn && <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('order.visitorLink')}</p>}
      </section>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="order-items" className={cn(PANEL, 'grid content-start gap-3 p-6')}>
          <h2 id="order-items" className="text-xl font-bold text-neutral-950 dark:text-white">
            {t('order.items')}
          </h2>
          <ul className="grid gap-2">
            {order.lines.map((line) => (
              <li key={`${line.listingId}-${line.variantId}`} className="flex justify-between gap-4 text-neutral-900 dark:text-neutral-100">
                <span>
                  {line.quantity} ×{' '}
                  <Link to={listingHref({ id: line.listingId })} className={LINK}>
                    {line.title}
                  </Link>
                  {line.variantLabel && ` (${line.variantLabel})`}
                </span>
                <span className="tabular-nums">{money(line.quantity * line.unitPriceCents, order.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-bold text-neutral-950 dark:border-neutral-800 dark:text-white">
            <span>{t('checkout.total')}</span>
            <span className="tabular-nums">{money(order.totalCents, order.currency)}</span>
          </p>
        </section>
        <section aria-labelledby="order-address" className={cn(PANEL, 'grid content-start gap-3 p-6')}>
          <h2 id="order-address" className="text-xl font-bold text-neutral-950 dark:text-white">
            {t('order.shipTo')}
          </h2>
          <address className="not-italic whitespace-pre-line text-neutral-900 dark:text-neutral-100">
            {[a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.region, order.countryName].filter(Boolean).join('\n')}
          </address>
          <h2 className="mt-4 text-xl font-bold text-neutral-950 dark:text-white">{t('order.history')}</h2>
          <ol className="grid gap-1 text-sm text-neutral-800 dark:text-neutral-200">
            {order.events.map((e, k) => (
              <li key={k}>
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time> · {t(`order.statuses.${e.status}`)}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {signedIn && (
        <p className="mt-8">
          <Link to="/profile/orders" className={LINK}>
            {t('order.allOrders')}
          </Link>
        </p>
      )}
    </div>
  )
}
