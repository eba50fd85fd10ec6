/**
 * The item editor's variant forms (/admin/marketplace/{id}#variants): one zod schema per intent,
 * shared by the browser and the server. Apart from ./admin-schema.ts so the new-item page, which
 * has no variants yet, does not load them. Messages: `admin:market.errors.*`.
 */
import { z } from 'zod'
import { formKey, listingId, LISTING_LIMITS, m, priceCents, stockDelta, stockReason } from './admin-schema'

const variantIntent = { id: listingId, key: formKey }
const variantId = z.coerce
  .number({ invalid_type_error: m('unknown') })
  .int(m('unknown'))
  .positive(m('unknown'))
// a size or a colour: optional (empty is none), at most variantOptionMax characters
const variantOption = z
  .string()
  .trim()
  .max(LISTING_LIMITS.variantOptionMax, m('tooLong', { max: LISTING_LIMITS.variantOptionMax }))
  .optional()
  .transform((v) => v || null)
// a price of its own, in the item's currency units; empty: none (the item's)
const optionalPrice = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return null
    const cents = priceCents(text)
    if (cents == null || cents > LISTING_LIMITS.priceMax * 100) {
      ctx.addIssue({ code: 'custom', message: m('price', { max: LISTING_LIMITS.priceMax }) })
      return z.NEVER
    }
    return cents
  })
const variantOptions = { size: variantOption, colour: variantOption, price: optionalPrice, salePrice: optionalPrice }

/** A variant names a size, a colour or both; its sale price goes with a price of its own, not above it. */
function checkVariant(
  value: { size: string | null; colour: string | null; price: number | null; salePrice: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.size == null && value.colour == null) ctx.addIssue({ code: 'custom', path: ['size'], message: m('variantOption') })
  if (value.salePrice != null && value.price == null)
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: m('variantSaleWithoutPrice') })
  else if (value.salePrice != null && value.price != null && value.salePrice > value.price)
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: m('saleAbovePrice') })
}

/**
 * The editor's variant forms: add one (a size, a colour or both; its own price or the item's;
 * its first stock), edit one (its stock changes only through the ledger: `variant-stock`),
 * remove one. Each carries the editor page's one-time key.
 */
export const LISTING_VARIANT_SCHEMAS = {
  'variant-add': z
    .object({
      intent: z.literal('variant-add'),
      ...variantIntent,
      ...variantOptions,
      stock: z.coerce
        .number({ invalid_type_error: m('stock', { max: LISTING_LIMITS.stockMax }) })
        .int(m('stock', { max: LISTING_LIMITS.stockMax }))
        .min(0, m('stock', { max: LISTING_LIMITS.stockMax }))
        .max(LISTING_LIMITS.stockMax, m('stock', { max: LISTING_LIMITS.stockMax }))
        .optional()
        .transform((n) => n ?? 0),
    })
    .superRefine(checkVariant),
  'variant-edit': z.object({ intent: z.literal('variant-edit'), ...variantIntent, variantId, ...variantOptions }).superRefine(checkVariant),
  'variant-delete': z.object({ intent: z.literal('variant-delete'), ...variantIntent, variantId }),
  'variant-stock': z.object({
    intent: z.literal('variant-stock'),
    ...variantIntent,
    variantId,
    delta: stockDelta,
    reason: stockReason,
  }),
} as const
export type ListingVariantIntent = keyof typeof LISTING_VARIANT_SCHEMAS
export type ListingVariantInput = { [K in ListingVariantIntent]: z.output<(typeof LISTING_VARIANT_SCHEMAS)[K]> }[ListingVariantIntent]
export const isListingVariantIntent = (value: unknown): value is ListingVariantIntent =>
  typeof value === 'string' && Object.hasOwn(LISTING_VARIANT_SCHEMAS, value)
