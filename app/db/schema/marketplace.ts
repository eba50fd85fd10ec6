/**
 * Marketplace: listings, reviews, carts and orders. Money is integer cents + ISO 4217 currency.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import {
  LISTING_STATUSES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  type ListingStatus,
  type OrderStatus,
  type PaymentProviderName,
  type ShippingAddress,
} from './values'
import { bool, boolCheck, boolChecks, c, createdAt, enumCheck, lookupTable, rawCheck, updatedAt } from './helpers'

export const marketplaceCategories = lookupTable('marketplace_categories')

export { LISTING_STATUSES }
export type { ListingStatus }

export const marketplaceListings = sqliteTable(
  'marketplace_listings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    businessName: text('business_name'),
    categoryId: integer('category_id').references(() => marketplaceCategories.id, { onDelete: 'set null' }),
    /** Null for Haven-owned goods. */
    sellerId: text('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    currency: text('currency').notNull().default('EUR'),
    stock: integer('stock').notNull().default(0),
    imageUrl: text('image_url'),
    images: text('images', { mode: 'json' }).$type<string[]>(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    isSale: bool('is_sale').notNull().default(false),
    isNewArrival: bool('is_new_arrival').notNull().default(false),
    featured: bool('featured').notNull().default(false),
    havenOwned: bool('haven_owned').notNull().default(false),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The back office's new-item form's one-time key: the same form sent twice creates one item. */
    createKey: text('create_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 while it may be bought (active, with stock): the list shows these first in every order. */
    buyable: integer('buyable').generatedAlwaysAs(sql`(status = 'active' AND stock > 0)`, { mode: 'virtual' }),
    /** What a buyer pays now, in cents: the sale price while on sale (the price filter and orders). */
    priceNow: integer('price_now').generatedAlwaysAs(sql`coalesce(CASE WHEN is_sale = 1 THEN sale_price_cents END, price_cents)`, {
      mode: 'virtual',
    }),
  },
  (t) => [
    // each order of /marketplace walks its own index (what can be bought first), never a sort of every item
    index('marketplace_listings_order_featured_idx').on(
      sql`${c(t.buyable)} DESC`,
      sql`${c(t.featured)} DESC`,
      sql`${c(t.ratingAvg)} DESC`,
      sql`${c(t.id)} DESC`,
    ),
    index('marketplace_listings_order_newest_idx').on(sql`${c(t.buyable)} DESC`, sql`${c(t.createdAt)} DESC`, sql`${c(t.id)} DESC`),
    index('marketplace_listings_order_price_idx').on(sql`${c(t.buyable)} DESC`, t.priceNow, t.id),
    index('marketplace_listings_order_price_desc_idx').on(sql`${c(t.buyable)} DESC`, sql`${c(t.priceNow)} DESC`, sql`${c(t.id)} DESC`),
    index('marketplace_listings_order_rating_idx').on(
      sql`${c(t.buyable)} DESC`,
      sql`${c(t.ratingAvg)} DESC`,
      sql`${c(t.ratingCount)} DESC`,
      sql`${c(t.id)} DESC`,
    ),
    index('marketplace_listings_status_category_idx').on(t.status, t.categoryId),
    // the back office's items of one state, the newest first
    index('marketplace_listings_status_id_idx').on(t.status, t.id),
    index('marketplace_listings_seller_idx').on(t.sellerId),
    uniqueIndex('marketplace_listings_create_key_idx').on(t.createKey),
    index('marketplace_listings_title_nocase_idx').on(sql`${c(t.title)} COLLATE NOCASE`),
    enumCheck('marketplace_listings', t.status, LISTING_STATUSES),
    ...boolChecks('marketplace_listings', t.isSale, t.isNewArrival, t.featured, t.havenOwned),
    rawCheck('marketplace_listings_price_check', sql`${c(t.priceCents)} >= 0`),
    rawCheck(
      'marketplace_listings_sale_price_check',
      sql`${c(t.salePriceCents)} IS NULL OR (${c(t.salePriceCents)} >= 0 AND ${c(t.salePriceCents)} <= ${c(t.priceCents)})`,
    ),
    rawCheck('marketplace_listings_stock_check', sql`${c(t.stock)} >= 0`),
    rawCheck('marketplace_listings_currency_check', sql`length(${c(t.currency)}) = 3`),
    rawCheck('marketplace_listings_rating_avg_check', sql`${c(t.ratingAvg)} BETWEEN 0 AND 5`),
  ],
)

/**
 * An item's variants (issue 40): a size, a colour or both, each with its own stock and, when it
 * differs, its own price (null: the item's; its sale price counts while the item is on sale).
 * While an item has variants its stock is theirs in sum, kept by the database (triggers,
 * migration 0043): the list, its orders and 'sold out' read the item's row as before, and
 * checkout takes a line's pieces from its variant.
 */
export const listingVariants = sqliteTable(
  'listing_variants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    size: text('size'),
    colour: text('colour'),
    priceCents: integer('price_cents'),
    salePriceCents: integer('sale_price_cents'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The add form's one-time key: the same form sent twice adds one variant. */
    formKey: text('form_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_variants_listing_idx').on(t.listingId, t.position, t.id),
    // one variant per size and colour of an item (a second is a clear conflict)
    uniqueIndex('listing_variants_options_idx').on(t.listingId, sql`coalesce(${c(t.size)}, '')`, sql`coalesce(${c(t.colour)}, '')`),
    uniqueIndex('listing_variants_form_key_idx').on(t.listingId, t.formKey),
    rawCheck('listing_variants_option_check', sql`${c(t.size)} IS NOT NULL OR ${c(t.colour)} IS NOT NULL`),
    rawCheck('listing_variants_stock_check', sql`${c(t.stock)} >= 0`),
    rawCheck('listing_variants_price_check', sql`${c(t.priceCents)} IS NULL OR ${c(t.priceCents)} >= 0`),
    rawCheck(
      'listing_variants_sale_price_check',
      sql`${c(t.salePriceCents)} IS NULL OR (${c(t.salePriceCents)} >= 0 AND ${c(t.priceCents)} IS NOT NULL AND ${c(t.salePriceCents)} <= ${c(t.priceCents)})`,
    ),
  ],
)
export type ListingVariant = typeof listingVariants.$inferSelect

export const listingReviews = sqliteTable(
  'listing_reviews',
  {
    id: text('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body'),
    hidden: bool('hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('listing_reviews_listing_user_unique').on(t.listingId, t.userId),
    index('listing_reviews_listing_created_idx').on(t.listingId, t.createdAt),
    index('listing_reviews_user_idx').on(t.userId),
    // the back office's reviews, the newest first: all, or the hidden or shown ones
    index('listing_reviews_created_idx').on(t.createdAt, t.id),
    index('listing_reviews_hidden_created_idx').on(t.hidden, t.createdAt, t.id),
    rawCheck('listing_reviews_rating_check', sql`${c(t.rating)} BETWEEN 1 AND 5`),
    boolCheck('listing_reviews', t.hidden),
  ],
)

export const carts = sqliteTable('carts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const cartItems = sqliteTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    /** The variant (listing_variants.id); 0 for an item without variants. */
    variantId: integer('variant_id').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.listingId, t.variantId] }),
    index('cart_items_listing_idx').on(t.listingId),
    rawCheck('cart_items_quantity_check', sql`${c(t.quantity)} > 0`),
  ],
)

export { ORDER_STATUSES, PAYMENT_PROVIDERS }
export type { OrderStatus, PaymentProviderName, ShippingAddress }

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /**
     * The buyer; null for a visitor's checkout (reached by the link emailed to `email`).
     * Deleting the account deletes its orders (and their shipping addresses).
     */
    userId: text('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where the confirmation and status emails go. */
    email: text('email').notNull(),
    /** The language of those emails. */
    locale: text('locale').notNull().default('en'),
    /** The checkout form's one-time key: a second submit of the same form finds this order. */
    checkoutKey: text('checkout_key').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>().notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout reference (Stripe: the Checkout Session id). */
    checkoutRef: text('checkout_ref'),
    /** Where the buyer pays while the order is pending (the provider's page). */
    checkoutUrl: text('checkout_url'),
    /** The provider's payment reference once paid (Stripe: the PaymentIntent id). */
    paymentRef: text('payment_ref'),
    refundRef: text('refund_ref'),
    /** While pending: the lines' stock is held until then (the minute's Cron returns it after). */
    reservedUntil: integer('reserved_until', { mode: 'timestamp_ms' }),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    fulfilledAt: integer('fulfilled_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // the back office's orders, the newest first: all, or of one state
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_pending_reserved_idx').on(t.status, t.reservedUntil),
    index('orders_checkout_ref_idx').on(t.provider, t.checkoutRef),
    enumCheck('orders', t.status, ORDER_STATUSES),
    enumCheck('orders', t.provider, PAYMENT_PROVIDERS),
    rawCheck('orders_total_check', sql`${c(t.totalCents)} >= 0`),
    rawCheck('orders_currency_check', sql`length(${c(t.currency)}) = 3`),
    rawCheck('orders_pending_reserved_check', sql`${c(t.status)} <> 'pending' OR ${c(t.reservedUntil)} IS NOT NULL`),
  ],
)

export const orderItems = sqliteTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** RESTRICT: listings with orders are archived, not deleted. */
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'restrict' }),
    /**
     * The variant bought (listing_variants.id, no foreign key: staff may remove a variant, the
     * order keeps its label); 0 for an item without variants.
     */
    variantId: integer('variant_id').notNull().default(0),
    /** Title at the time of purchase. */
    title: text('title').notNull(),
    /** The variant's size and colour at the time of purchase ("M · Black"). */
    variantLabel: text('variant_label'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.listingId, t.variantId] }),
    index('order_items_listing_idx').on(t.listingId),
    rawCheck('order_items_quantity_check', sql`${c(t.quantity)} > 0`),
    rawCheck('order_items_price_check', sql`${c(t.unitPriceCents)} >= 0`),
  ],
)

/**
 * Every change of an order's state, with who made it (null: the provider's webhook or the Cron)
 * and why: the order's history on its page and the back office's record.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorId: text('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
)

/**
 * The payment provider's webhook events already handled, by the provider's own event id: a
 * replayed event finds its row and changes nothing.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), enumCheck('payment_events', t.provider, PAYMENT_PROVIDERS)],
)

export type MarketplaceCategory = typeof marketplaceCategories.$inferSelect
export type MarketplaceListing = typeof marketplaceListings.$inferSelect
export type NewMarketplaceListing = typeof marketplaceListings.$inferInsert
export type ListingReview = typeof listingReviews.$inferSelect
export type Cart = typeof carts.$inferSelect
export type CartItem = typeof cartItems.$inferSelect
export type Order = typeof orders.$inferSelect
export type OrderItem = typeof orderItems.$inferSelect
export type OrderEvent = typeof orderEvents.$inferSelect

/**
 * The stock ledger: every change staff make to an item's stock, with its reason (a delivery, a
 * count, damage), who made it and the stock after it. Reservations and their returns are the
 * orders' own (order_items, order_events).
 */
export const stockChanges = sqliteTable(
  'stock_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    /** The variant whose stock changed; null for an item without variants. */
    variantId: integer('variant_id').references(() => listingVariants.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The form's one-time key: the same form sent twice (a double click, a retry) changes the stock once. */
    formKey: text('form_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_changes_listing_idx').on(t.listingId, t.id),
    uniqueIndex('stock_changes_form_key_idx').on(t.listingId, t.formKey),
    rawCheck('stock_changes_delta_check', sql`${c(t.delta)} <> 0`),
    rawCheck('stock_changes_stock_after_check', sql`${c(t.stockAfter)} >= 0`),
  ],
)
export type StockChange = typeof stockChanges.$inferSelect

/**
 * An item's photos (issue 40): stripped of their metadata before they reach R2 at
 * market/{listingId}/{uuid}.{ext}, served by /media as far as the item's own rule reaches
 * (visibleListing: a draft's photos to staff only). The first by `position` is the item's
 * picture (marketplace_listings.image_url, kept by the model), which cards and feeds read.
 */
export const listingPhotos = sqliteTable(
  'listing_photos',
  {
    id: text('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    r2Key: text('r2_key').notNull().unique(),
    url: text('url').notNull(),
    /** What the photo shows, for who cannot see it (required by the form). */
    alt: text('alt').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull(),
    /** The upload form's one-time key: the same form sent twice stores the photo once. */
    formKey: text('form_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    uniqueIndex('listing_photos_form_key_idx').on(t.listingId, t.formKey),
  ],
)
export type ListingPhoto = typeof listingPhotos.$inferSelect
