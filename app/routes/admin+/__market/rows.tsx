import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/marketplace/listing-card'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import type { AdminListingRow, AdminOrderRow, AdminReviewRow } from '~/models/marketplace/admin.server'
import { ADMIN_MARKET_LIMITS, LISTING_STATUSES } from '~/models/marketplace/admin-query'
import { canMoveOrder } from '~/models/marketplace/order-states'
import { listingHref, orderNumber } from '~/models/marketplace/query'
import { cn } from '~/utils/cn'
import { BADGE, BADGES, LABEL, LINK, useDateTime } from '../__admin/parts'

/**
 * The rows of /admin/marketplace: an item with its stock and state forms, an order with its
 * moves, a review with hide or show. Plain POST forms back to the page (its action).
 */
export function ProductRow({ row, here, formKey }: { row: AdminListingRow; here: string; formKey: string }) {
  const { t } = useTranslation('admin')
  const money = useMoney()
  const id = `listing-${row.id}`
  return (
    <li id={id} className={cn(PANEL, 'grid gap-4 p-5 lg:grid-cols-[2fr_3fr]')}>
      <div className="grid content-start gap-1">
        <h3 className="text-lg font-semibold text-neutral-950 dark:text-white">
          <Link to={listingHref(row)} className={LINK}>
            {row.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
          <span className={cn(BADGE, row.status === 'active' ? BADGES.published : BADGES.draft)}>
            {t(`market.listingStatuses.${row.status}`)}
          </span>
          <span className="tabular-nums">
            {t('market.price')}: {money(row.isSale && row.salePriceCents != null ? row.salePriceCents : row.priceCents, row.currency)}
          </span>
        </p>
        <p className="text-sm font-medium text-neutral-900 tabular-nums dark:text-neutral-100">{t('market.stock', { stock: row.stock })}</p>
        {row.reserved > 0 && (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('market.reserved', { count: row.reserved })}</p>
        )}
        <p className="text-sm">
          <Link to={`/admin/marketplace/${row.id}`} className={LINK} aria-label={`${t('market.edit')}, ${row.title}`}>
            {t('market.edit')}
          </Link>
        </p>
      </div>
      <div className="grid gap-4">
        {row.variants > 0 ? (
          // its stock is its variants' in sum: changed by variant, in its editor
          <p className="text-sm text-neutral-800 dark:text-neutral-200">
            {t('market.variants.onList', { count: row.variants })}{' '}
            <Link
              to={`/admin/marketplace/${row.id}#variants`}
              className={LINK}
              aria-label={t('market.variants.stockByVariantOf', { title: row.title })}
            >
              {t('market.variants.stockByVariant')}
            </Link>
          </p>
        ) : (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="stock" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="key" value={formKey} />
            <input type="hidden" name="redirectTo" value={`${here}#${id}`} />
            <div>
              <label htmlFor={`${id}-delta`} className={LABEL}>
                {t('market.delta')}
              </label>
              <input
                id={`${id}-delta`}
                name="delta"
                type="number"
                required
                step={1}
                min={-ADMIN_MARKET_LIMITS.deltaMax}
                max={ADMIN_MARKET_LIMITS.deltaMax}
                aria-describedby={`${id}-delta-hint`}
                className={cn(INPUT_CLASS, 'mt-1.5 w-28')}
              />
              <p id={`${id}-delta-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
                {t('market.deltaHint')}
              </p>
            </div>
            <div className="min-w-48 flex-1">
              <label htmlFor={`${id}-reason`} className={LABEL}>
                {t('market.reason')}
              </label>
              <input
                id={`${id}-reason`}
                name="reason"
                required
                minLength={ADMIN_MARKET_LIMITS.reasonMin}
                maxLength={ADMIN_MARKET_LIMITS.reasonMax}
                aria-describedby={`${id}-reason-hint`}
                className={cn(INPUT_CLASS, 'mt-1.5')}
              />
              <p id={`${id}-reason-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
                {t('market.reasonHint')}
              </p>
            </div>
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {t('market.applyStock')}
            </button>
          </Form>
        )}
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="redirectTo" value={`${here}#${id}`} />
          <div>
            <label htmlFor={`${id}-status`} className={LABEL}>
              {t('market.state')}
            </label>
            <select id={`${id}-status`} name="status" defaultValue={row.status} className={cn(INPUT_CLASS, 'mt-1.5')}>
              {LISTING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`market.listingStatuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 pb-2 text-sm font-medium text-neutral-900 dark:text-white">
            <input type="checkbox" name="featured" defaultChecked={row.featured} className="size-4" />
            {t('market.featured')}
          </label>
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {t('market.saveState')}
          </button>
        </Form>
      </div>
    </li>
  )
}

export function OrderRow({ row, here }: { row: AdminOrderRow; here: string }) {
  const { t } = useTranslation('admin')
  const money = useMoney()
  const when = useDateTime()
  const number = orderNumber(row.id)
  return (
    <li id={`order-${row.id}`} className={cn(PANEL, 'flex flex-wrap items-center justify-between gap-4 p-5')}>
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold text-neutral-950 dark:text-white">
          <Link to={`/marketplace/orders/${row.id}`} className={LINK}>
            {t('market.order', { number })}
          </Link>
        </h3>
        <p className="text-sm break-all text-neutral-700 dark:text-neutral-300">{row.email}</p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('market.placed', { date: when(row.createdAt) })} · {t('market.items', { count: row.items })} ·{' '}
          <span className="tabular-nums">{money(row.totalCents, row.currency)}</span> · {t(`marketplace:order.statuses.${row.status}`)}
        </p>
      </div>
      {/* the order's moves by ORDER_TRANSITIONS: one form, a button per move it may make */}
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="redirectTo" value={here} />
        {canMoveOrder(row.status, 'fulfilled') && (
          <button
            type="submit"
            name="intent"
            value="fulfil"
            aria-label={`${t('market.fulfil')}, ${t('market.order', { number })}`}
            className={buttonVariants({ variant: 'approve', size: 'sm' })}
          >
            {t('market.fulfil')}
          </button>
        )}
        {canMoveOrder(row.status, 'refunded') && (
          <button
            type="submit"
            name="intent"
            value="refund"
            aria-label={`${t('market.refund')}, ${t('market.order', { number })}`}
            className={buttonVariants({ variant: 'outlineDanger', size: 'sm' })}
          >
            {t('market.refund')}
          </button>
        )}
      </Form>
    </li>
  )
}

export function ReviewRow({ row, here }: { row: AdminReviewRow; here: string }) {
  const { t } = useTranslation('admin')
  const when = useDateTime()
  return (
    <li id={`review-${row.id}`} className={cn(PANEL, 'flex flex-wrap items-start justify-between gap-4 p-5')}>
      <div className="grid max-w-3xl gap-1">
        <h3 className="font-semibold text-neutral-950 dark:text-white">
          <Link to={listingHref({ id: row.listingId })} className={LINK}>
            {row.listingTitle}
          </Link>
        </h3>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('market.stars', { rating: row.rating })}
          {row.author ? ` · ${t('market.by', { name: row.author })}` : ''} · {when(row.createdAt)}
          {row.hidden && ` · ${t('market.reviewStatuses.hidden')}`}
        </p>
        {row.body && <p className="text-neutral-900 dark:text-neutral-100">{row.body}</p>}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="hidden" value={row.hidden ? '0' : '1'} />
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          aria-label={`${row.hidden ? t('market.show') : t('market.hide')}, ${row.listingTitle}`}
          className={buttonVariants({ variant: row.hidden ? 'outline' : 'outlineDanger', size: 'sm' })}
        >
          {row.hidden ? t('market.show') : t('market.hide')}
        </button>
      </Form>
    </li>
  )
}
