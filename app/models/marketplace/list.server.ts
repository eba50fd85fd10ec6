/**
 * The /marketplace list: parsing the URL leniently, the categories offered, the page.
 *
 * Rules: every read goes through visibleListing (./visibility.server.ts): active and sold-out
 * listings, a member seller's not to whom they blocked or who blocked them. The words are found in
 * the site's FTS5 `search_index` (its 'marketplace' rows: title, seller, description), no LIKE on
 * user text. A listing's price is its sale price while it is on sale (`effectivePrice`), which the
 * price filter and orders read; the total is counted to '1,000+' like every growing list.
 *
 * Round trips: two per page (the categories and the chosen one; then the total and the page).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { marketplaceCategories, marketplaceListings } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import { lenient, pageParam, slugParam } from '~/utils/url-params'
import { searchText } from '~/utils/text-hygiene'
import {
  MARKETPLACE_FLAGS,
  MARKETPLACE_MAX_PAGE,
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_SORTS,
  MAX_MARKETPLACE_PRICE,
  MAX_MARKETPLACE_QUERY_LENGTH,
  type MarketplaceQuery,
  type MarketplaceSort,
} from './query'
import { visibleListing } from './visibility.server'

/** A whole price of the URL (0 to MAX_MARKETPLACE_PRICE), else null. */
function priceParam(value: string | null): number | null {
  if (value == null || !/^\d{1,7}$/.test(value.trim())) return null
  const n = Number(value.trim())
  return n <= MAX_MARKETPLACE_PRICE ? n : null
}

/** The URL's query, every bad value dropped (never an error); min and max in order. */
export function parseMarketplaceQuery(url: URL): MarketplaceQuery {
  const p = url.searchParams
  const sort = p.get('sort')
  let min = priceParam(p.get('min'))
  let max = priceParam(p.get('max'))
  if (min != null && max != null && min > max) [min, max] = [max, min]
  return {
    q: searchText(p.get('q'), MAX_MARKETPLACE_QUERY_LENGTH),
    category: lenient(slugParam, p.get('category')),
    flags: MARKETPLACE_FLAGS.filter((flag) => p.get(flag) === '1'),
    min: min === 0 ? null : min,
    max,
    sort: (MARKETPLACE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as MarketplaceSort) : 'featured',
    page: Math.min(lenient(pageParam, p.get('page')) ?? 1, MARKETPLACE_MAX_PAGE),
  }
}

/** The text's FTS5 expression: every word of letters or digits, quoted, as a prefix (at most 8). */
export function marketplaceWords(q: string): string | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

export type MarketplaceCategory = { id: number; slug: string; name: string }
export type ResolvedMarketplaceQuery = {
  /** The query with a category that names nothing dropped (the page redirects to it). */
  query: MarketplaceQuery
  categories: MarketplaceCategory[]
  categoryId: number | null
  words: string | null
}

/** The categories (a short lookup list) and the chosen one. */
export async function resolveMarketplaceQuery(db: Db, raw: MarketplaceQuery): Promise<ResolvedMarketplaceQuery> {
  const categories = await db
    .select({ id: marketplaceCategories.id, slug: marketplaceCategories.slug, name: marketplaceCategories.name })
    .from(marketplaceCategories)
    .orderBy(asc(marketplaceCategories.id))
  const chosen = categories.find((c) => c.slug === raw.category) ?? null
  return { query: { ...raw, category: chosen?.slug ?? null }, categories, categoryId: chosen?.id ?? null, words: marketplaceWords(raw.q) }
}

/** The sale price while the listing is on sale, else null. */
const salePrice = sql<number | null>`(CASE WHEN ${marketplaceListings.isSale} = 1 THEN ${marketplaceListings.salePriceCents} END)`
/**
 * What a buyer pays now, in cents: the sale price while the listing is on sale (the generated
 * column price_now, which the price filter and orders read, and the price orders' indexes hold).
 */
export const effectivePrice = sql<number>`${marketplaceListings.priceNow}`
/**
 * It may be bought now: active, with stock (the generated column buyable: the 'in stock' filter,
 * the card's state, and sold out last in every order, the first key of each order's index).
 */
export const inStock = sql<number>`${marketplaceListings.buyable}`

function conditions(viewer: Viewer, r: ResolvedMarketplaceQuery): SQL[] {
  const where: SQL[] = [visibleListing(viewer)]
  const { query } = r
  if (r.categoryId != null) where.push(eq(marketplaceListings.categoryId, r.categoryId))
  if (query.flags.includes('sale')) where.push(eq(marketplaceListings.isSale, true))
  if (query.flags.includes('new')) where.push(eq(marketplaceListings.isNewArrival, true))
  if (query.flags.includes('featured')) where.push(eq(marketplaceListings.featured, true))
  if (query.flags.includes('stock')) where.push(inStock)
  if (query.min != null) where.push(sql`${effectivePrice} >= ${query.min * 100}`)
  if (query.max != null) where.push(sql`${effectivePrice} <= ${query.max * 100}`)
  if (r.words)
    where.push(
      sql`${marketplaceListings.id} IN (SELECT CAST(ref_id AS INTEGER) FROM search_index WHERE search_index MATCH ${r.words} AND type = 'marketplace')`,
    )
  return where
}

/** Sold-out listings last in every order: what can be bought first. */
const soldOutLast = desc(inStock)
const ORDERS: Record<MarketplaceSort, SQL[]> = {
  featured: [soldOutLast, desc(marketplaceListings.featured), desc(marketplaceListings.ratingAvg), desc(marketplaceListings.id)],
  newest: [soldOutLast, desc(marketplaceListings.createdAt), desc(marketplaceListings.id)],
  'price-asc': [soldOutLast, asc(effectivePrice), asc(marketplaceListings.id)],
  'price-desc': [soldOutLast, desc(effectivePrice), desc(marketplaceListings.id)],
  rating: [soldOutLast, desc(marketplaceListings.ratingAvg), desc(marketplaceListings.ratingCount), desc(marketplaceListings.id)],
}

export type ListingCard = {
  id: number
  slug: string
  title: string
  businessName: string | null
  category: string | null
  priceCents: number
  salePriceCents: number | null
  currency: string
  inStock: boolean
  imageUrl: string | null
  isSale: boolean
  isNewArrival: boolean
  featured: boolean
  ratingAvg: number
  ratingCount: number
}

/** Fields a card shows (the list, the detail's own head). */
export function listingCardFields() {
  return {
    id: marketplaceListings.id,
    slug: marketplaceListings.slug,
    title: marketplaceListings.title,
    businessName: marketplaceListings.businessName,
    category: sql<
      string | null
    >`(SELECT ${marketplaceCategories.slug} FROM ${marketplaceCategories} WHERE ${marketplaceCategories.id} = ${marketplaceListings.categoryId})`.as(
      'listing_category',
    ),
    priceCents: marketplaceListings.priceCents,
    salePriceCents: salePrice.as('listing_sale_price'),
    currency: marketplaceListings.currency,
    inStock: inStock.as('listing_in_stock'),
    imageUrl: marketplaceListings.imageUrl,
    isSale: marketplaceListings.isSale,
    isNewArrival: marketplaceListings.isNewArrival,
    featured: marketplaceListings.featured,
    ratingAvg: marketplaceListings.ratingAvg,
    ratingCount: marketplaceListings.ratingCount,
  }
}

export const toListingCard = (row: Omit<ListingCard, 'inStock'> & { inStock: number | boolean }): ListingCard => ({
  ...row,
  inStock: !!row.inStock,
})

export type MarketplacePage = { cards: ListingCard[]; total: number; totalCapped: boolean; page: number; pageCount: number }

/** The page's cards and the total (to '1,000+'), in one batch; a page past the end: the caller redirects. */
export async function listMarketplace(db: Db, viewer: Viewer, resolved: ResolvedMarketplaceQuery): Promise<MarketplacePage> {
  const where = and(...conditions(viewer, resolved))!
  const page = resolved.query.page
  const [[counted], rows] = await db.batch([
    db.select({ n: cappedCount(sql`SELECT 1 FROM ${marketplaceListings} WHERE ${where}`).as('n') }).from(sql`(SELECT 1)`),
    db
      .select(listingCardFields())
      .from(marketplaceListings)
      .where(where)
      .orderBy(...ORDERS[resolved.query.sort])
      .limit(MARKETPLACE_PAGE_SIZE)
      .offset((page - 1) * MARKETPLACE_PAGE_SIZE),
  ])
  const { count: total, more: totalCapped } = shownCount(counted?.n)
  return {
    cards: rows.map(toListingCard),
    total,
    totalCapped,
    page,
    pageCount: Math.max(1, Math.min(MARKETPLACE_MAX_PAGE, Math.ceil(total / MARKETPLACE_PAGE_SIZE))),
  }
}
