import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/marketplace/listing-card'
import type { ListingDetail } from '~/models/marketplace/detail.server'
import { cn } from '~/utils/cn'

/** The most pieces of one line the item can give: its stock, or its best-stocked variant's. */
export const mostOfOne = (listing: Pick<ListingDetail['listing'], 'stock' | 'variants'>) =>
  listing.variants.length ? Math.max(...listing.variants.map((v) => v.stock)) : listing.stock

/** 'From … to …' when the item's sizes and colours cost different amounts. */
export function VariantPriceRange({ listing }: { listing: Pick<ListingDetail['listing'], 'variants' | 'currency'> }) {
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  if (!listing.variants.length) return null
  const prices = listing.variants.map((v) => v.unitPriceCents)
  const [low, high] = [Math.min(...prices), Math.max(...prices)]
  if (low === high) return null
  return (
    <p className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300">
      {t('detail.variants.priceRange', { low: money(low, listing.currency), high: money(high, listing.currency) })}
    </p>
  )
}

/**
 * The item's sizes and colours as radio choices inside the add-to-cart form (no JavaScript
 * needed): each with its price (struck through before a sale) and stock; a sold-out one cannot be
 * chosen; the first in stock is chosen to begin with.
 */
export function VariantPicker({ listing }: { listing: Pick<ListingDetail['listing'], 'variants' | 'currency'> }) {
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  const first = listing.variants.find((v) => v.stock > 0)?.id
  return (
    <fieldset className="grid w-full gap-2">
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('detail.variants.legend')}</legend>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('detail.variants.hint')}</p>
      <div className="flex flex-wrap gap-2">
        {listing.variants.map((variant) => {
          const soldOut = variant.stock <= 0
          return (
            <label
              key={variant.id}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 py-2 text-sm text-neutral-900 dark:border-neutral-700 dark:text-neutral-100',
                'has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700 dark:has-checked:border-violet-300 dark:has-checked:ring-violet-300',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-violet-300',
                // no fading (its text keeps its contrast): a dashed edge and the words 'Sold out'
                soldOut && 'cursor-not-allowed border-dashed',
              )}
            >
              <input
                type="radio"
                name="variantId"
                value={variant.id}
                required
                disabled={soldOut}
                defaultChecked={variant.id === first}
                className="accent-brand-700"
              />
              <span className="font-semibold">{variant.label}</span>
              <span className="tabular-nums">
                {money(variant.unitPriceCents, listing.currency)}
                {variant.unitPriceCents < variant.regularPriceCents && (
                  <>
                    {' '}
                    <s className="text-neutral-600 dark:text-neutral-400">
                      <span className="sr-only">{t('price.was')} </span>
                      {money(variant.regularPriceCents, listing.currency)}
                    </s>
                  </>
                )}
              </span>
              <span className="text-neutral-700 dark:text-neutral-300">
                {soldOut ? t('detail.variants.soldOut') : t('detail.variants.left', { count: variant.stock })}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
