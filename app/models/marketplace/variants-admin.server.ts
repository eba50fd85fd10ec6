/**
 * The back office's side of an item's variants (issue 40; the item editor, /admin/marketplace/{id}):
 * staff add a variant (a size, a colour or both, its own price or the item's, its first stock),
 * edit its options and prices, change its stock through the ledger and remove it.
 *
 * Rules:
 * - While an item has variants its stock is their sum, kept by the database (the triggers of
 *   migration 0043); its own stock is never written here, and the list's item-level stock form
 *   refuses it (changeStock: 'hasVariants').
 * - The ledger (`stock_changes`) explains every change of the item's stock: the first variant
 *   replaces the item's own stock N (a row −N with no variant, reason 'variants', then 0 left),
 *   a variant's first stock s is a row +s (reason 'created'), a change is a row with its reason,
 *   a removed variant's stock a row −s with no variant (its label in the reason). A variant's row
 *   says what the variant has after; an item's row what the item has after.
 * - A variant of another item, or one that is gone: 404 'unknown' (removing one that is gone
 *   changes nothing and answers ok: the same removal sent twice). One variant per size and
 *   colour (409 'duplicateVariant'); at most LISTING_LIMITS.variantsMax (409 'tooManyVariants');
 *   never less than nothing in stock (409 'negative', the stock CHECK).
 * - A sold-out item whose stock grows past nothing is for sale again (as changeStock).
 *
 * Every write is one D1 batch of guarded statements (one transaction, one round trip; an add
 * also reads what it did, a removal and an edit read what was there, in the same batch), and
 * each is repeat-safe: the add form's one-time key is stored in `listing_variants.form_key` and
 * the stock form's in `stock_changes.form_key` (both unique per item), so the same form sent
 * twice adds or changes once; an edit sets values and a removal of a gone variant is nothing.
 * Every change is audited (MARKET_VARIANT_ADDED, _EDITED, _DELETED, MARKET_STOCK_CHANGED).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isConstraintViolation, isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import { listingVariants } from '~/db/schema'
import { recordStaffAction, type StaffAuditEntry } from '~/models/admin/audit.server'
import { syncSearchEntry } from '~/models/search/search-index.server'
import type { Staff } from './admin.server'
import { LISTING_LIMITS } from './admin-schema'
import { listListingVariants, type VariantChoice } from './variants.server'

export type VariantChange =
  { ok: true } | { ok: false; status: 404 | 409; reason: 'unknown' | 'duplicateVariant' | 'tooManyVariants' | 'negative' }

/** A variant as the editor shows and edits it: what it costs now, and its own prices (null: the item's). */
export type AdminVariant = VariantChoice

/** The item's variants in their order, for its editor (staff: any state of the item). */
export const variantsForEditor = (db: Db, listingId: number): Promise<AdminVariant[]> => listListingVariants(db, listingId)

/** One staff_audit_log row (issue 41); the target is the item, the variant in the details. */
const audit = (db: Db, staff: Staff, listingId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) =>
  recordStaffAction(db, staff, { ...entry, targetType: 'listing', targetId: listingId })

/** A variant's label in SQL, as variantLabel writes it ("M · Black"). */
const labelSql = (alias: string) =>
  sql.raw(`trim(coalesce(${alias}.size, '') || CASE WHEN ${alias}.size IS NOT NULL AND ${alias}.colour IS NOT NULL THEN ' · ' ELSE '' END
    || coalesce(${alias}.colour, ''))`)

/** The item changed now (when `guard` holds); with `reopen`, a sold-out item with stock again is for sale again. */
const touchListing = (listingId: number, guard: SQL, { reopen = false } = {}) =>
  reopen
    ? sql`UPDATE marketplace_listings
          SET status = CASE WHEN status = 'sold_out' AND stock > 0 THEN 'active' ELSE status END, updated_at = ${Date.now()}
          WHERE id = ${listingId} AND ${guard}`
    : sql`UPDATE marketplace_listings SET updated_at = ${Date.now()} WHERE id = ${listingId} AND ${guard}`

type VariantOptions = { size: string | null; colour: string | null; price: number | null; salePrice: number | null }

/**
 * Adds a variant at the end. The first one replaces the item's own stock (the ledger says so);
 * its first stock enters the ledger. The same form sent twice (its key) adds one.
 */
export async function addVariant(
  db: Db,
  staff: Staff,
  input: VariantOptions & { listingId: number; stock: number; key: string },
): Promise<VariantChange> {
  const { listingId, key } = input
  const found = sql`(SELECT id FROM listing_variants WHERE listing_id = ${listingId} AND form_key = ${key})`
  let results: D1Result[]
  try {
    results = await runSqlBatch(db, [
      // the first variant: the item's own stock gives way to its variants' (the trigger sums them)
      sql`INSERT INTO stock_changes (listing_id, variant_id, delta, stock_after, reason, actor_id)
          SELECT id, NULL, -stock, 0, 'variants', ${staff.id} FROM marketplace_listings
          WHERE id = ${listingId} AND stock > 0 AND NOT EXISTS (SELECT 1 FROM listing_variants WHERE listing_id = ${listingId})`,
      // the count is tested in the INSERT itself: two adds at once never pass the limit together
      sql`INSERT INTO listing_variants (listing_id, size, colour, price_cents, sale_price_cents, stock, position, form_key)
          SELECT id, ${input.size}, ${input.colour}, ${input.price}, ${input.salePrice}, ${input.stock},
                 (SELECT coalesce(max(position), -1) + 1 FROM listing_variants WHERE listing_id = ${listingId}), ${key}
          FROM marketplace_listings
          WHERE id = ${listingId} AND (SELECT count(*) FROM listing_variants WHERE listing_id = ${listingId}) < ${LISTING_LIMITS.variantsMax}`,
      // only when the INSERT just above added a row (changes(): a replay at the limit adds none, and
      // its key finds the first one): the item changed, a sold-out one is for sale again with stock
      touchListing(listingId, sql`changes() = 1`, { reopen: true }),
      // and its first stock in the ledger (changes(): the item was touched, so the variant is new)
      sql`INSERT INTO stock_changes (listing_id, variant_id, delta, stock_after, reason, actor_id)
          SELECT listing_id, id, stock, stock, 'created', ${staff.id} FROM listing_variants
          WHERE id = ${found} AND stock > 0 AND changes() = 1`,
      sql`SELECT (SELECT count(*) FROM marketplace_listings WHERE id = ${listingId}) AS listing, ${found} AS variant`,
    ])
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // the batch rolled back: the same form again (its key is stored), or a size and colour the item has
    const first = await db
      .select({ id: listingVariants.id })
      .from(listingVariants)
      .where(and(eq(listingVariants.listingId, listingId), eq(listingVariants.formKey, key)))
      .get()
    return first ? { ok: true } : { ok: false, status: 409, reason: 'duplicateVariant' }
  }
  const added = results[1]!.meta.changes > 0
  const state = results[4]!.results[0] as { listing: number; variant: number | null } | undefined
  if (!added) {
    if (!state?.listing) return { ok: false, status: 404, reason: 'unknown' }
    // the same form again at the limit: the variant it added the first time is there
    return state.variant != null ? { ok: true } : { ok: false, status: 409, reason: 'tooManyVariants' }
  }
  const variantId = state!.variant!
  await Promise.all([
    audit(db, staff, listingId, {
      action: 'MARKET_VARIANT_ADDED',
      after: { size: input.size, colour: input.colour, priceCents: input.price, salePriceCents: input.salePrice, stock: input.stock },
      details: { variantId, replacedStock: results[0]!.meta.changes > 0 },
    }),
    syncSearchEntry(db, 'marketplace', listingId),
  ])
  return { ok: true }
}

type VariantRow = { size: string | null; colour: string | null; price_cents: number | null; sale_price_cents: number | null }

/** Changes a variant's size, colour and prices (not its stock: that is the ledger's). */
export async function editVariant(
  db: Db,
  staff: Staff,
  input: VariantOptions & { listingId: number; variantId: number },
): Promise<VariantChange> {
  const { listingId, variantId } = input
  let results: D1Result[]
  try {
    results = await runSqlBatch(db, [
      sql`SELECT size, colour, price_cents, sale_price_cents FROM listing_variants WHERE id = ${variantId} AND listing_id = ${listingId}`,
      sql`UPDATE listing_variants
          SET size = ${input.size}, colour = ${input.colour}, price_cents = ${input.price}, sale_price_cents = ${input.salePrice},
              updated_at = ${Date.now()}
          WHERE id = ${variantId} AND listing_id = ${listingId}`,
      touchListing(listingId, sql`changes() = 1`),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, reason: 'duplicateVariant' }
    throw error
  }
  const before = results[0]!.results[0] as VariantRow | undefined
  if (!before || results[1]!.meta.changes === 0) return { ok: false, status: 404, reason: 'unknown' }
  await audit(db, staff, listingId, {
    action: 'MARKET_VARIANT_EDITED',
    details: { variantId },
    before: { size: before.size, colour: before.colour, priceCents: before.price_cents, salePriceCents: before.sale_price_cents },
    after: { size: input.size, colour: input.colour, priceCents: input.price, salePriceCents: input.salePrice },
  })
  return { ok: true }
}

/**
 * Removes a variant: the item's stock follows (the trigger), the ledger says why, and its rows
 * keep no variant (set null). Order lines keep their own label. Removing one that is gone
 * changes nothing.
 */
export async function deleteVariant(db: Db, staff: Staff, input: { listingId: number; variantId: number }): Promise<VariantChange> {
  const { listingId, variantId } = input
  const [, deleted] = await runSqlBatch(db, [
    sql`INSERT INTO stock_changes (listing_id, variant_id, delta, stock_after, reason, actor_id)
        SELECT v.listing_id, NULL, -v.stock, l.stock - v.stock, 'removed: ' || ${labelSql('v')}, ${staff.id}
        FROM listing_variants v JOIN marketplace_listings l ON l.id = v.listing_id
        WHERE v.id = ${variantId} AND v.listing_id = ${listingId} AND v.stock > 0`,
    sql`DELETE FROM listing_variants WHERE id = ${variantId} AND listing_id = ${listingId}
        RETURNING size, colour, price_cents, sale_price_cents, stock`,
    touchListing(listingId, sql`changes() = 1`),
  ])
  const gone = deleted!.results[0] as (VariantRow & { stock: number }) | undefined
  if (!gone) return { ok: true }
  await audit(db, staff, listingId, {
    action: 'MARKET_VARIANT_DELETED',
    details: { variantId },
    before: {
      size: gone.size,
      colour: gone.colour,
      priceCents: gone.price_cents,
      salePriceCents: gone.sale_price_cents,
      stock: gone.stock,
    },
  })
  return { ok: true }
}

/**
 * Adds (or takes) a variant's stock with a reason, in the ledger; the item's stock follows (the
 * trigger) and a sold-out item restocked is for sale again. The form's key makes a double
 * submit one change.
 */
export async function changeVariantStock(
  db: Db,
  staff: Staff,
  input: { listingId: number; variantId: number; delta: number; reason: string; key: string },
): Promise<VariantChange> {
  const { listingId, variantId, delta, reason, key } = input
  const variant = sql`id = ${variantId} AND listing_id = ${listingId}`
  try {
    const [updated] = await runSqlBatch(db, [
      sql`UPDATE listing_variants SET stock = stock + ${delta}, updated_at = ${Date.now()} WHERE ${variant}`,
      touchListing(listingId, sql`changes() = 1`, { reopen: true }),
      sql`INSERT INTO stock_changes (listing_id, variant_id, delta, stock_after, reason, actor_id, form_key)
          SELECT listing_id, id, ${delta}, stock, ${reason}, ${staff.id}, ${key} FROM listing_variants WHERE ${variant}`,
    ])
    if (updated!.meta.changes === 0) return { ok: false, status: 404, reason: 'unknown' }
  } catch (error) {
    // the same form again (its key is in the ledger): the change is made already, the batch rolled back
    if (isUniqueViolation(error)) return { ok: true }
    if (isConstraintViolation(error)) return { ok: false, status: 409, reason: 'negative' }
    throw error
  }
  await Promise.all([
    audit(db, staff, listingId, { action: 'MARKET_STOCK_CHANGED', details: { variantId, delta, reason } }),
    syncSearchEntry(db, 'marketplace', listingId),
  ])
  return { ok: true }
}
