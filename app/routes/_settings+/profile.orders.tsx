import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { useMoney } from '~/components/marketplace/listing-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listMemberOrders, orderNumber } from '~/models/marketplace/orders.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['marketplace', 'settings'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/** /profile/orders: the member's market orders, the newest first (their settings' order history). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const [orders, i18n] = await Promise.all([listMemberOrders(db, user.id), getLanguage(request).then(serverI18n)])
  return data(
    {
      orders: orders.map((o) => ({ ...o, number: orderNumber(o.id), createdAt: o.createdAt.toISOString() })),
      meta: { title: i18n.t('marketplace:orders.metaTitle'), description: i18n.t('marketplace:orders.intro'), noindex: true },
    },
    { headers: PRIVATE },
  )
}

export const meta = pageMeta
export const headers = () => PRIVATE

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('marketplace')
  const money = useMoney()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs
        items={[{ to: '/', label: t('list.home') }, { to: '/profile/settings', label: t('settings:title') }, { label: t('orders.title') }]}
      />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">{t('orders.title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('orders.intro')}</p>
      {orders.length === 0 ? (
        <div className={cn(PANEL, 'mt-8 grid justify-items-start gap-4 p-6')}>
          <p className="text-lg text-neutral-800 dark:text-neutral-200">{t('orders.empty')}</p>
          <Link to="/marketplace" className={buttonVariants({ variant: 'default' })}>
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className={cn(PANEL, 'mt-8 overflow-x-auto')}>
          <table className="w-full text-start text-neutral-900 dark:text-neutral-100">
            <thead className="text-sm text-neutral-700 dark:text-neutral-300">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t('orders.number')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('orders.date')}
                </th>
                <th scope="col" className="p-3 text-end">
                  {t('orders.items')}
                </th>
                <th scope="col" className="p-3 text-end">
                  {t('orders.total')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('orders.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className="border-t border-neutral-200 dark:border-neutral-800">
                  <th scope="row" className="p-3 text-start font-semibold">
                    <Link to={`/marketplace/orders/${o.id}`} className={LINK}>
                      {o.number}
                    </Link>
                  </th>
                  <td className="p-3">{date.format(new Date(o.createdAt))}</td>
                  <td className="p-3 text-end tabular-nums">{o.items}</td>
                  <td className="p-3 text-end tabular-nums">{money(o.totalCents, o.currency)}</td>
                  <td className="p-3">{t(`order.statuses.${o.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
