/**
 * /admin/marketplace (moderators and admins; the route checks the role): the items with their
 * stock and state, the orders, the reviews. Every change is audited (`security_events`, MARKET_*)
 * and a stock change also lands in the stock ledger (`stock_changes`) with its reason.
 *
 * Rules: stock changes in one guarded statement (a change that would leave less than nothing is
 * refused by the stock CHECK, 409); an item with variants has their stock in sum, changed by
 * variant in its editor (variants-admin.server.ts), so its own is refused here (409
 * 'hasVariants'); a sold-out item restocked is for sale again; an item's state
 * change updates its search entry (drafts and archived items leave the index); hiding a review
 * changes the item's rating (the database's triggers keep it, migration 0039). Orders move only by
 * the legal transitions (orders.server.ts).
 */
import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isConstraintViolation, isUniqueViolation } from '~/db/errors'
import { field, notIndexed } from '~/db/not-indexed'
import { runSqlBatch } from '~/db/sql-batch'
import {
  listingReviews,
  listingVariants,
  marketplaceCategories,
  marketplaceListings,
  orders,
  profiles,
  stockChanges,
  type ListingStatus,
  type OrderStatus,
} from '~/db/schema'
import { slugFromName } from '~/models/admin/lookup-schema'
import { recordStaffAction, type StaffActor, type StaffAuditEntry } from '~/models/admin/audit.server'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import { searchText } from '~/utils/text-hygiene'
import { lenient, pageParam } from '~/utils/url-params'
import {
  ADMIN_MARKET_LIMITS,
  ADMIN_MARKET_TABS,
  LISTING_STATUSES,
  ORDER_STATUSES,
  type AdminMarketQuery,
  type AdminMarketTab,
} from './admin-query'
import type { ListingFormInput } from './admin-schema'
import { fulfilOrder, refundOrder, type OrderMail, type StaffOrderResult } from './orders.server'
import type { PaymentProvider } from './payments/provider'
import { variantLabel } from './variants.server'

export type Staff = StaffActor

export function parseAdminMarketQuery(url: URL): AdminMarketQuery {
  const p = url.searchParams
  const tab = (ADMIN_MARKET_TABS as readonly string[]).includes(p.get('tab') ?? '') ? (p.get('tab') as AdminMarketTab) : 'products'
  const statuses: readonly string[] = tab === 'orders' ? ORDER_STATUSES : tab === 'products' ? LISTING_STATUSES : ['hidden', 'shown']
  const status = p.get('status')
  return {
    tab,
    q: searchText(p.get('q'), ADMIN_MARKET_LIMITS.queryMax),
    status: status && statuses.includes(status) ? status : null,
    page: Math.min(lenient(pageParam, p.get('page')) ?? 1, ADMIN_MARKET_LIMITS.maxPage),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const contains = (text: string) => `%${escapeLike(text)}%`
/** A page of a tab: its rows, the total counted to '1,000+' (cappedCount) and the pages it makes. */
const page = <T>(rows: T[], counted: number | undefined, query: AdminMarketQuery) => {
  const { count: total, more } = shownCount(counted)
  return {
    rows,
    total,
    totalCapped: more,
    page: query.page,
    pageCount: Math.max(1, Math.min(ADMIN_MARKET_LIMITS.maxPage, Math.ceil(total / ADMIN_MARKET_LIMITS.pageSize))),
  }
}
/** The capped count of a tab's rows (`from`: the FROM clause; one statement beside the page's). */
const countOf = (db: Db, from: SQL, condition: SQL | undefined) =>
  db.select({ n: cappedCount(sql`SELECT 1 FROM ${from}${condition ? sql` WHERE ${condition}` : sql``}`).as('n') }).from(sql`(SELECT 1)`)
const offset = (query: AdminMarketQuery) => (query.page - 1) * ADMIN_MARKET_LIMITS.pageSize

export type AdminListingRow = {
  id: number
  title: string
  status: ListingStatus
  priceCents: number
  salePriceCents: number | null
  isSale: boolean
  currency: string
  stock: number
  featured: boolean
  reserved: number
  /** How many variants it has: its stock is theirs, changed in its editor. */
  variants: number
}

/**
 * Items by title (any state), the newest first, with the quantity pending orders hold. All states:
 * a walk of the primary key down from the newest (NOT INDEXED: no index of another order is
 * chosen and sorted); one state: its (status, id) index.
 */
export async function listAdminListings(db: Db, query: AdminMarketQuery) {
  const where: SQL[] = []
  if (query.q) where.push(sql`${marketplaceListings.title} LIKE ${contains(query.q)} ESCAPE '\\'`)
  if (query.status) where.push(eq(marketplaceListings.status, query.status as ListingStatus))
  const condition = where.length ? and(...where) : undefined
  const from = query.status ? sql`${marketplaceListings}` : notIndexed(marketplaceListings)
  const [[counted], rows] = await db.batch([
    countOf(db, from, condition),
    db
      .select({
        id: field(marketplaceListings.id),
        title: field(marketplaceListings.title),
        status: field(marketplaceListings.status),
        priceCents: field(marketplaceListings.priceCents),
        salePriceCents: field(marketplaceListings.salePriceCents),
        isSale: field(marketplaceListings.isSale),
        currency: field(marketplaceListings.currency),
        stock: field(marketplaceListings.stock),
        featured: field(marketplaceListings.featured),
        // the outer row by its table's name: drizzle writes a one-table select's columns unqualified
        // ("id"), which inside these subqueries would name their own tables' ids
        reserved: sql<number>`(SELECT coalesce(sum(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.listing_id = marketplace_listings.id AND o.status = 'pending')`.as('listing_reserved'),
        variants: sql<number>`(SELECT count(*) FROM listing_variants v WHERE v.listing_id = marketplace_listings.id)`.as(
          'listing_variant_count',
        ),
      })
      .from(from)
      .where(condition)
      .orderBy(desc(marketplaceListings.id))
      .limit(ADMIN_MARKET_LIMITS.pageSize)
      .offset(offset(query)),
  ])
  return page<AdminListingRow>(rows, counted?.n, query)
}

export type AdminOrderRow = {
  id: string
  email: string
  status: OrderStatus
  totalCents: number
  currency: string
  createdAt: Date
  items: number
}

/** Orders by number (the id's start) or email, the newest first. */
export async function listAdminOrders(db: Db, query: AdminMarketQuery) {
  const where: SQL[] = []
  if (query.q)
    where.push(
      or(
        sql`${orders.id} LIKE ${`${escapeLike(query.q.toLowerCase())}%`} ESCAPE '\\'`,
        like(orders.email, contains(query.q.toLowerCase())),
      )!,
    )
  if (query.status) where.push(eq(orders.status, query.status as OrderStatus))
  const condition = where.length ? and(...where) : undefined
  const [[counted], rows] = await db.batch([
    countOf(db, sql`${orders}`, condition),
    db
      .select({
        id: orders.id,
        email: orders.email,
        status: orders.status,
        totalCents: orders.totalCents,
        currency: orders.currency,
        createdAt: orders.createdAt,
        items: sql<number>`(SELECT coalesce(sum(quantity), 0) FROM order_items WHERE order_id = ${orders.id})`.as('order_item_count'),
      })
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_MARKET_LIMITS.pageSize)
      .offset(offset(query)),
  ])
  return page<AdminOrderRow>(rows, counted?.n, query)
}

export type AdminReviewRow = {
  id: string
  listingId: number
  listingTitle: string
  rating: number
  body: string | null
  hidden: boolean
  author: string | null
  createdAt: Date
}

/** Reviews by the words of their text or their item's title, the newest first. */
export async function listAdminReviews(db: Db, query: AdminMarketQuery) {
  const where: SQL[] = []
  if (query.q)
    where.push(
      or(
        sql`${listingReviews.body} LIKE ${contains(query.q)} ESCAPE '\\'`,
        sql`${marketplaceListings.title} LIKE ${contains(query.q)} ESCAPE '\\'`,
      )!,
    )
  if (query.status) where.push(eq(listingReviews.hidden, query.status === 'hidden'))
  const condition = where.length ? and(...where) : undefined
  const [[counted], rows] = await db.batch([
    countOf(db, sql`${listingReviews} JOIN ${marketplaceListings} ON ${marketplaceListings.id} = ${listingReviews.listingId}`, condition),
    db
      .select({
        id: listingReviews.id,
        listingId: listingReviews.listingId,
        listingTitle: marketplaceListings.title,
        rating: listingReviews.rating,
        body: listingReviews.body,
        hidden: listingReviews.hidden,
        author: profiles.displayName,
        createdAt: listingReviews.createdAt,
      })
      .from(listingReviews)
      .innerJoin(marketplaceListings, eq(marketplaceListings.id, listingReviews.listingId))
      .leftJoin(profiles, eq(profiles.userId, listingReviews.userId))
      .where(condition)
      .orderBy(desc(listingReviews.createdAt), desc(listingReviews.id))
      .limit(ADMIN_MARKET_LIMITS.pageSize)
      .offset(offset(query)),
  ])
  return page<AdminReviewRow>(rows, counted?.n, query)
}

// ---------------------------------------------------------------- changes

export type AdminMarketChange =
  { ok: true } | { ok: false; status: 404 | 409 | 502; reason: 'unknown' | 'negative' | 'state' | 'provider' | 'hasVariants' }

/** One staff_audit_log row (issue 41). */
const audit = (db: Db, staff: Staff, entry: StaffAuditEntry) => recordStaffAction(db, staff, entry)

/**
 * Adds (or takes) stock with a reason, in the ledger; a sold-out item restocked is for sale again.
 * The form's key makes a double submit one change. An item with variants is refused (409
 * 'hasVariants'): its stock is their sum, changed by variant.
 */
export async function changeStock(
  db: Db,
  staff: Staff,
  { id, delta, reason, key }: { id: number; delta: number; reason: string; key: string },
): Promise<AdminMarketChange> {
  const withoutVariants = sql`NOT EXISTS (SELECT 1 FROM listing_variants WHERE listing_id = ${id})`
  try {
    const [updated, , variants] = await runSqlBatch(db, [
      sql`UPDATE marketplace_listings
          SET stock = stock + ${delta},
              status = CASE WHEN status = 'sold_out' AND stock + ${delta} > 0 THEN 'active' ELSE status END,
              updated_at = ${Date.now()}
          WHERE id = ${id} AND ${withoutVariants}`,
      sql`INSERT INTO stock_changes (listing_id, delta, stock_after, reason, actor_id, form_key)
          SELECT id, ${delta}, stock, ${reason}, ${staff.id}, ${key} FROM marketplace_listings WHERE id = ${id} AND ${withoutVariants}`,
      sql`SELECT count(*) AS n FROM listing_variants WHERE listing_id = ${id}`,
    ])
    if (updated!.meta.changes === 0)
      return (variants!.results[0] as { n: number } | undefined)?.n
        ? { ok: false, status: 409, reason: 'hasVariants' }
        : { ok: false, status: 404, reason: 'unknown' }
  } catch (error) {
    // the same form again (its key is in the ledger): the change is made already, the batch rolled back
    if (isUniqueViolation(error)) return { ok: true }
    if (isConstraintViolation(error)) return { ok: false, status: 409, reason: 'negative' }
    throw error
  }
  await Promise.all([
    audit(db, staff, { action: 'MARKET_STOCK_CHANGED', targetType: 'listing', targetId: id, details: { delta, reason } }),
    syncSearchEntry(db, 'marketplace', id),
  ])
  return { ok: true }
}

/** An item's state (published, draft, sold out, archived) and whether it is featured. */
export async function setListingState(
  db: Db,
  staff: Staff,
  { id, status, featured }: { id: number; status: ListingStatus; featured: boolean },
): Promise<AdminMarketChange> {
  const before = await db
    .select({ status: marketplaceListings.status, featured: marketplaceListings.featured })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, id))
    .get()
  if (!before) return { ok: false, status: 404, reason: 'unknown' }
  await db.update(marketplaceListings).set({ status, featured }).where(eq(marketplaceListings.id, id))
  await Promise.all([
    audit(db, staff, { action: 'MARKET_LISTING_CHANGED', targetType: 'listing', targetId: id, before, after: { status, featured } }),
    syncSearchEntry(db, 'marketplace', id),
  ])
  return { ok: true }
}

/** Hides or shows a review; the item's rating follows its visible reviews. */
export async function setReviewHidden(db: Db, staff: Staff, { id, hidden }: { id: string; hidden: boolean }): Promise<AdminMarketChange> {
  const review = await db
    .select({ listingId: listingReviews.listingId, hidden: listingReviews.hidden })
    .from(listingReviews)
    .where(eq(listingReviews.id, id))
    .get()
  if (!review) return { ok: false, status: 404, reason: 'unknown' }
  // the item's rating follows by the database's triggers (migration 0039)
  await db
    .update(listingReviews)
    .set({ hidden, hiddenBy: hidden ? staff.id : null })
    .where(eq(listingReviews.id, id))
  await audit(db, staff, {
    action: hidden ? 'MARKET_REVIEW_HIDDEN' : 'MARKET_REVIEW_SHOWN',
    targetType: 'listing_review',
    targetId: id,
    before: { hidden: review.hidden },
    after: { hidden },
    details: { listingId: review.listingId },
  })
  return { ok: true }
}

const fromOrderResult = (result: StaffOrderResult): AdminMarketChange =>
  result.ok ? result : { ok: false, status: result.status, reason: result.error }

/** Marks a paid order sent (the buyer is emailed). */
export async function fulfilOrderAsStaff(db: Db, staff: Staff, id: string, mail: OrderMail): Promise<AdminMarketChange> {
  const result = await fulfilOrder(db, id, staff.id, mail)
  if (result.ok)
    await audit(db, staff, { action: 'MARKET_ORDER_FULFILLED', targetType: 'order', targetId: id, after: { status: 'fulfilled' } })
  return fromOrderResult(result)
}

/** Refunds a paid or sent order in full through its provider (the buyer is emailed). */
export async function refundOrderAsStaff(
  db: Db,
  staff: Staff,
  provider: PaymentProvider,
  id: string,
  mail: OrderMail,
): Promise<AdminMarketChange> {
  const result = await refundOrder(db, provider, id, staff.id, mail)
  if (result.ok)
    await audit(db, staff, { action: 'MARKET_ORDER_REFUNDED', targetType: 'order', targetId: id, after: { status: 'refunded' } })
  return fromOrderResult(result)
}

/**
 * The last changes of an item's stock (the ledger), for its row: with the variant a change was
 * for (its label, "M · Black"; null for the item's own stock or a variant since removed).
 */
export async function stockLedger(db: Db, listingId: number, limit = 5) {
  const rows = await db
    .select({
      delta: stockChanges.delta,
      stockAfter: stockChanges.stockAfter,
      reason: stockChanges.reason,
      createdAt: stockChanges.createdAt,
      variantId: stockChanges.variantId,
      size: listingVariants.size,
      colour: listingVariants.colour,
    })
    .from(stockChanges)
    .leftJoin(listingVariants, eq(listingVariants.id, stockChanges.variantId))
    .where(eq(stockChanges.listingId, listingId))
    .orderBy(desc(stockChanges.id))
    .limit(limit)
  return rows.map(({ size, colour, ...row }) => ({ ...row, variant: row.variantId == null ? null : variantLabel({ size, colour }) }))
}

// ---------------------------------------------------------------- the item editor

export type ListingFormValues = {
  id: number
  slug: string
  title: string
  description: string | null
  businessName: string | null
  category: string | null
  priceCents: number
  salePriceCents: number | null
  currency: string
  stock: number
  status: ListingStatus
  isSale: boolean
  isNewArrival: boolean
  featured: boolean
}

/** An item as its editor starts (any state: staff edit drafts too), or null. */
export async function listingForEditor(db: Db, id: number): Promise<ListingFormValues | null> {
  const row = await db
    .select({
      id: marketplaceListings.id,
      slug: marketplaceListings.slug,
      title: marketplaceListings.title,
      description: marketplaceListings.description,
      businessName: marketplaceListings.businessName,
      category: sql<string | null>`(SELECT slug FROM marketplace_categories WHERE id = ${marketplaceListings.categoryId})`.as(
        'editor_category',
      ),
      priceCents: marketplaceListings.priceCents,
      salePriceCents: marketplaceListings.salePriceCents,
      currency: marketplaceListings.currency,
      stock: marketplaceListings.stock,
      status: marketplaceListings.status,
      isSale: marketplaceListings.isSale,
      isNewArrival: marketplaceListings.isNewArrival,
      featured: marketplaceListings.featured,
    })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, id))
    .get()
  return row ?? null
}

export type SaveListing =
  { ok: true; id: number; title: string } | { ok: false; status: 400 | 404; field?: 'category'; reason: 'unknown' | 'category' }

/**
 * Creates Haven's own item (its stock as given, in the ledger) or saves one: its search entry
 * follows and the change is audited (what it was and what it is).
 */
export async function saveListing(db: Db, staff: Staff, input: ListingFormInput, id: number | null): Promise<SaveListing> {
  const category = input.category
    ? await db
        .select({ id: marketplaceCategories.id })
        .from(marketplaceCategories)
        .where(eq(marketplaceCategories.slug, input.category))
        .get()
    : null
  if (input.category && !category) return { ok: false, status: 400, field: 'category', reason: 'category' }
  const values = {
    title: input.title,
    description: input.description,
    businessName: input.businessName,
    categoryId: category?.id ?? null,
    priceCents: input.price,
    salePriceCents: input.salePrice,
    currency: input.currency,
    status: input.status,
    isSale: input.isSale,
    isNewArrival: input.isNewArrival,
    featured: input.featured,
  }
  let listingId: number
  const before = id == null ? null : await listingForEditor(db, id)
  if (id != null) {
    if (!before) return { ok: false, status: 404, reason: 'unknown' }
    await db.update(marketplaceListings).set(values).where(eq(marketplaceListings.id, id))
    listingId = id
  } else {
    const stock = input.stock ?? 0
    // the slug: the title's words and a random part (unique without a read; the id is the address)
    const slug = `${slugFromName(input.title) || 'item'}-${crypto.randomUUID().slice(0, 8)}`
    const created = await db
      .insert(marketplaceListings)
      .values({ ...values, slug, stock, havenOwned: true, businessName: input.businessName ?? 'Haven', createKey: input.key ?? null })
      .returning({ id: marketplaceListings.id })
      .then(([row]) => ({ id: row!.id, again: false }))
      .catch(async (error: unknown) => {
        // the same form again (a double click, a retry): the item it created the first time
        const first =
          input.key && isUniqueViolation(error)
            ? await db
                .select({ id: marketplaceListings.id })
                .from(marketplaceListings)
                .where(eq(marketplaceListings.createKey, input.key))
                .get()
            : undefined
        if (!first) throw error
        return { id: first.id, again: true }
      })
    if (created.again) return { ok: true, id: created.id, title: input.title }
    listingId = created.id
    if (stock > 0)
      await db.insert(stockChanges).values({ listingId, delta: stock, stockAfter: stock, reason: 'created', actorId: staff.id })
  }
  await Promise.all([
    syncSearchEntry(db, 'marketplace', listingId),
    audit(db, staff, {
      action: id == null ? 'MARKET_LISTING_CREATED' : 'MARKET_LISTING_SAVED',
      targetType: 'listing',
      targetId: listingId,
      before,
      after: values,
    }),
  ])
  return { ok: true, id: listingId, title: input.title }
}

/** The categories an item may be filed under (a short lookup list). */
export async function marketCategories(db: Db) {
  return db
    .select({ slug: marketplaceCategories.slug, name: marketplaceCategories.name })
    .from(marketplaceCategories)
    .orderBy(marketplaceCategories.sortOrder, marketplaceCategories.id)
}
