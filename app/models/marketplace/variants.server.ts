/**
 * An item's variants (a size, a colour or both; `listing_variants`): each has its own stock and,
 * when set, its own price. What a variant costs now (`variantPriceNow`): its sale price while the
 * item is on sale and the variant has one, else its own price, else the item's price now. While
 * an item has variants its stock is their sum (the database's triggers, migration 0043), so the
 * list, 'sold out' and 'in stock' read the item's row as before.
 *
 * Who may see a variant: whoever may see its item (visibleListing); callers read variants only of
 * items they have read under that rule.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { listingVariants, marketplaceListings } from '~/db/schema'

/** A variant's price now, in cents (over `listing_variants` joined to its item). */
export const variantPriceNow = sql<number>`coalesce(
  CASE WHEN ${marketplaceListings.isSale} = 1 THEN ${listingVariants.salePriceCents} END,
  ${listingVariants.priceCents},
  ${marketplaceListings.priceNow}
)`

/** How a variant is named to buyers and staff: "M · Black", or one of the two. */
export const variantLabel = (v: { size: string | null; colour: string | null }) => [v.size, v.colour].filter(Boolean).join(' · ')

export type VariantChoice = {
  id: number
  label: string
  size: string | null
  colour: string | null
  stock: number
  /** What it costs now, and before the sale when on sale. */
  unitPriceCents: number
  regularPriceCents: number
  /** Its own prices as staff set them (null: the item's), which its editor fills in. */
  priceCents: number | null
  salePriceCents: number | null
}

/** The item's variants in their order, as the item page and its editor show them (the item's rule is the caller's). */
export function listingVariantsQuery(db: Db, listingId: number) {
  return db
    .select({
      id: listingVariants.id,
      size: listingVariants.size,
      colour: listingVariants.colour,
      stock: listingVariants.stock,
      priceCents: listingVariants.priceCents,
      salePriceCents: listingVariants.salePriceCents,
      unitPriceCents: variantPriceNow.as('variant_unit_price'),
      regularPriceCents: sql<number>`coalesce(${listingVariants.priceCents}, ${marketplaceListings.priceCents})`.as(
        'variant_regular_price',
      ),
    })
    .from(listingVariants)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, listingVariants.listingId))
    .where(eq(listingVariants.listingId, listingId))
    .orderBy(asc(listingVariants.position), asc(listingVariants.id))
}

export const toVariantChoice = (row: Omit<VariantChoice, 'label'>): VariantChoice => ({ ...row, label: variantLabel(row) })

export async function listListingVariants(db: Db, listingId: number): Promise<VariantChoice[]> {
  return (await listingVariantsQuery(db, listingId)).map(toVariantChoice)
}
