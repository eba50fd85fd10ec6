/**
 * Orders: checkout (the stock reservation), the payment provider's events, the reservation's end,
 * fulfilment and refunds, the buyer's and staff's reads, and the emails each change sends.
 *
 * Stock never oversells: checkout takes each line's stock (the variant's, for a variant; its
 * item's follows by the database's triggers) in the same batch (one transaction) that writes the
 * order, by a statement whose CHECK (stock >= 0) fails when the stock is short, the item stopped
 * being for sale, its variant is gone or its price changed since the cart was read; any failure
 * rolls the whole order back (decision 044). A reservation lasts RESERVATION_MINUTES; the minute's Cron
 * returns the stock of orders still unpaid after it (`expireReservations`).
 *
 * Every change of state goes through a guarded UPDATE (`WHERE status = <from>`), so a replayed
 * webhook, a double click or two staff members at once make one change, and the rest find nothing
 * to do.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isConstraintViolation, isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import { orderEvents, orderItems, orders, paymentEvents, type Order, type OrderStatus, type ShippingAddress } from '~/db/schema'
import { enqueueEmail } from '~/models/mail/emails.server'
import type { EmailMessage } from '~/models/mail/messages'
import { appSecret } from '~/models/site/app-secrets.server'
import type { Viewer } from '~/models/viewer'
import { hmacSha256Hex, timingSafeEqual } from '~/utils/crypto'
import { RESERVATION_MINUTES, type CheckoutInput } from './cart'
import { canMoveOrder } from './order-states'
import { orderNumber } from './query'
import { cartLines, removeOrderedLines, sameLine, viewCart, type CartLine, type CartOwner } from './cart.server'
import { effectivePrice } from './list.server'
import type { PaymentEvent, PaymentProvider } from './payments/provider'
import { variantPriceNow } from './variants.server'
import { visibleOrder } from './visibility.server'

/** What an order's emails need besides the order: where they are sent from, and the queue. */
export type OrderMail = { queue: Queue<EmailMessage>; origin: string }

export { orderNumber }

// ---------------------------------------------------------------- a visitor's order link

/**
 * A visitor's order is reached by a link carrying an HMAC of its id (no token stored; the email
 * can be written again at any time). Members reach theirs signed in (visibleOrder).
 */
export async function orderLinkToken(db: Db, orderId: string): Promise<string> {
  return (await hmacSha256Hex(await appSecret(db, 'order-links'), `order.${orderId}`)).slice(0, 40)
}

export async function orderLinkHolds(db: Db, orderId: string, token: string | null): Promise<boolean> {
  return !!token && /^[0-9a-f]{40}$/.test(token) && timingSafeEqual(await orderLinkToken(db, orderId), token)
}

/** Where the buyer sees the order: a member's page, or a visitor's link. */
export async function orderUrl(db: Db, order: Pick<Order, 'id' | 'userId'>, origin: string): Promise<string> {
  const url = new URL(`/marketplace/orders/${order.id}`, origin)
  if (!order.userId) url.searchParams.set('token', await orderLinkToken(db, order.id))
  return url.toString()
}

// ---------------------------------------------------------------- checkout

export type PlaceOrderResult =
  | { ok: true; orderId: string; payUrl: string; lines: CartLine[] }
  | { ok: false; status: 409 | 503; error: 'empty' | 'stockChanged' | 'expired' | 'providerDown' }

/**
 * Turns the cart's lines in one currency into a pending order holding their stock, then opens the
 * provider's checkout. A second submit of the same form (its `key`) answers the first order.
 * `lines` is what is left in the cart (a visitor's cookie is written from it).
 */
export async function placeOrder(
  db: Db,
  {
    viewer,
    owner,
    input,
    email,
    locale,
    provider,
    origin,
    now = new Date(),
  }: {
    viewer: Viewer
    owner: CartOwner
    input: CheckoutInput
    email: string
    locale: string
    provider: PaymentProvider
    origin: string
    now?: Date
  },
): Promise<PlaceOrderResult> {
  const lines = await cartLines(db, owner)
  const again = await sameCheckout(db, viewer, input.key, lines)
  if (again) return again
  const cart = await viewCart(db, viewer, lines)
  const chosen = cart.lines.filter((l) => l.listing && l.available > 0 && l.listing.currency === input.currency)
  if (chosen.length === 0) return { ok: false, status: 409, error: 'empty' }
  const id = crypto.randomUUID()
  const reservedUntil = new Date(now.getTime() + RESERVATION_MINUTES * 60_000)
  const totalCents = chosen.reduce((n, l) => n + l.available * l.listing!.unitPriceCents, 0)
  const address: ShippingAddress = {
    name: input.name,
    line1: input.line1,
    ...(input.line2 ? { line2: input.line2 } : {}),
    postalCode: input.postalCode,
    city: input.city,
    ...(input.region ? { region: input.region } : {}),
    country: input.country,
    ...(input.phone ? { phone: input.phone } : {}),
  }
  try {
    await runSqlBatch(db, [
      db
        .insert(orders)
        .values({
          id,
          userId: viewer?.id ?? null,
          email,
          locale,
          checkoutKey: input.key,
          status: 'pending',
          totalCents,
          currency: input.currency,
          shippingAddress: address,
          provider: provider.name,
          reservedUntil,
        })
        .getSQL(),
      ...chosen.map((l) =>
        db
          .insert(orderItems)
          .values({
            orderId: id,
            listingId: l.listingId,
            variantId: l.variantId,
            title: l.listing!.title,
            variantLabel: l.variantLabel,
            quantity: l.available,
            unitPriceCents: l.listing!.unitPriceCents,
          })
          .getSQL(),
      ),
      // the reservation: an item no longer for sale at this price takes more than any stock, so
      // the stock CHECK fails and the batch rolls back
      ...chosen.flatMap((l) => reserveLine(l, l.listing!.unitPriceCents, now)),
      db
        .insert(orderEvents)
        .values({ orderId: id, fromStatus: null, toStatus: 'pending', actorId: viewer?.id ?? null })
        .getSQL(),
    ])
  } catch (error) {
    // the same form sent twice at once: the other submit made the order
    if (isUniqueViolation(error)) return (await sameCheckout(db, viewer, input.key, lines)) ?? { ok: false, status: 409, error: 'expired' }
    if (isConstraintViolation(error)) return { ok: false, status: 409, error: 'stockChanged' }
    throw error
  }
  // the provider sends the buyer back to the order's page either way: it says what happened (paid,
  // or still waiting, with 'Pay now' and 'Cancel this order')
  const back = await orderUrl(db, { id, userId: viewer?.id ?? null }, origin)
  let started
  try {
    started = await provider.startCheckout({
      orderId: id,
      lines: chosen.map((l) => ({
        title: l.variantLabel ? `${l.listing!.title} (${l.variantLabel})` : l.listing!.title,
        quantity: l.available,
        unitPriceCents: l.listing!.unitPriceCents,
      })),
      currency: input.currency,
      totalCents,
      email,
      locale,
      successUrl: back,
      cancelUrl: back,
      expiresAt: reservedUntil,
    })
  } catch (error) {
    console.error('payment provider: checkout failed', { provider: provider.name }, error)
    await releaseOrder(db, id, { reason: 'provider' })
    return { ok: false, status: 503, error: 'providerDown' }
  }
  await db.update(orders).set({ checkoutRef: started.checkoutRef, checkoutUrl: started.url }).where(eq(orders.id, id))
  if (owner.kind === 'member') await removeOrderedLines(db, owner.userId, chosen)
  return { ok: true, orderId: id, payUrl: started.url, lines: lines.filter((l) => !chosen.some((c) => sameLine(c, l))) }
}

/** Too many pieces for any stock: the stock CHECK fails and the order's batch rolls back. */
const REFUSE = 2147483647

/**
 * One line's reservation. An item's own: its stock, while it is for sale at the price read and has
 * no variants. A variant's: the variant's stock (its item's follows by trigger), while the item is
 * for sale and the variant at the price read; a statement on the item first refuses a variant
 * that is gone (an UPDATE of no row would reserve nothing).
 */
function reserveLine({ listingId, variantId, available }: CartLine & { available: number }, unitPriceCents: number, now: Date) {
  if (variantId === 0)
    return [
      sql`
        UPDATE marketplace_listings
        SET stock = stock - CASE
              WHEN status = 'active' AND ${effectivePrice} = ${unitPriceCents}
                AND NOT EXISTS (SELECT 1 FROM listing_variants v WHERE v.listing_id = marketplace_listings.id)
              THEN ${available} ELSE ${REFUSE} END,
            updated_at = ${now.getTime()}
        WHERE id = ${listingId}
      `,
    ]
  return [
    sql`
      UPDATE marketplace_listings
      SET stock = stock - CASE WHEN status = 'active' AND EXISTS (SELECT 1 FROM listing_variants v WHERE v.id = ${variantId} AND v.listing_id = marketplace_listings.id)
            THEN 0 ELSE ${REFUSE} END,
          updated_at = ${now.getTime()}
      WHERE id = ${listingId}
    `,
    sql`
      UPDATE listing_variants
      SET stock = stock - CASE WHEN (SELECT ${variantPriceNow} FROM marketplace_listings WHERE marketplace_listings.id = listing_variants.listing_id) = ${unitPriceCents}
            THEN ${available} ELSE ${REFUSE} END,
          updated_at = ${now.getTime()}
      WHERE id = ${variantId} AND listing_id = ${listingId}
    `,
  ]
}

/** The order an earlier submit of this form made, if it is the same buyer's. */
async function sameCheckout(db: Db, viewer: Viewer, key: string, lines: CartLine[]): Promise<PlaceOrderResult | null> {
  const row = await db
    .select({ id: orders.id, userId: orders.userId, status: orders.status, checkoutUrl: orders.checkoutUrl })
    .from(orders)
    .where(eq(orders.checkoutKey, key))
    .get()
  if (!row) return null
  if ((row.userId ?? null) !== (viewer?.id ?? null)) return { ok: false, status: 409, error: 'expired' }
  const url = row.status === 'pending' && row.checkoutUrl ? row.checkoutUrl : `/marketplace/orders/${row.id}`
  return { ok: true, orderId: row.id, payUrl: url, lines }
}

// ---------------------------------------------------------------- the reservation's end

/**
 * Cancels a pending order and returns its stock, in one batch guarded by the order's state (and,
 * for the Cron, by its reservation having ended): a payment that wins the race keeps its stock.
 */
export async function releaseOrder(
  db: Db,
  orderId: string,
  { reason, endedBy, actorId = null }: { reason: 'expired' | 'buyer' | 'provider'; endedBy?: Date; actorId?: string | null },
): Promise<boolean> {
  const still = and(eq(orders.id, orderId), eq(orders.status, 'pending'), endedBy ? lte(orders.reservedUntil, endedBy) : undefined)!
  const [, , cancelled] = await runSqlBatch(db, [
    // an item's own pieces back to it (while it has no variants: then its stock is theirs)
    sql`
      UPDATE marketplace_listings
      SET stock = stock + (SELECT i.quantity FROM order_items i WHERE i.order_id = ${orderId} AND i.listing_id = marketplace_listings.id AND i.variant_id = 0)
      WHERE id IN (SELECT listing_id FROM order_items WHERE order_id = ${orderId} AND variant_id = 0)
        AND NOT EXISTS (SELECT 1 FROM listing_variants v WHERE v.listing_id = marketplace_listings.id)
        AND EXISTS (SELECT 1 FROM orders WHERE ${still})
    `,
    // a variant's back to the variant, if staff have not removed it meanwhile
    sql`
      UPDATE listing_variants
      SET stock = stock + (SELECT i.quantity FROM order_items i WHERE i.order_id = ${orderId} AND i.variant_id = listing_variants.id)
      WHERE id IN (SELECT variant_id FROM order_items WHERE order_id = ${orderId} AND variant_id > 0)
        AND EXISTS (SELECT 1 FROM orders WHERE ${still})
    `,
    sql`
      INSERT INTO order_events (order_id, from_status, to_status, actor_id, reason)
      SELECT ${orderId}, 'pending', 'cancelled', ${actorId}, ${reason} WHERE EXISTS (SELECT 1 FROM orders WHERE ${still})
    `,
    db.update(orders).set({ status: 'cancelled', cancelledAt: new Date(), reservedUntil: null }).where(still).getSQL(),
  ])
  return cancelled.meta.changes > 0
}

/** The minute's Cron: every order whose reservation ended unpaid is cancelled, its stock returned. */
export async function expireReservations(db: Db, mail: OrderMail, now = new Date(), limit = 100): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.reservedUntil, now)))
    .orderBy(asc(orders.reservedUntil))
    .limit(limit)
  let expired = 0
  for (const { id } of due) {
    if (!(await releaseOrder(db, id, { reason: 'expired', endedBy: now }))) continue
    expired++
    await sendOrderEmail(db, mail, id, 'order_cancelled')
  }
  return expired
}

// ---------------------------------------------------------------- the provider's events

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored'

/**
 * A verified event, once: its id is recorded with what it changed in one batch, and a replay finds
 * the record and changes nothing. Paid: a pending order for the amount and currency it asked
 * becomes paid and its confirmation is sent; a payment for an order whose reservation already
 * ended is refunded at once (its stock may be sold).
 */
export async function applyPaymentEvent(db: Db, provider: PaymentProvider, event: PaymentEvent, mail: OrderMail): Promise<WebhookOutcome> {
  const orderId = event.kind === 'paid' || event.kind === 'expired' ? event.orderId : null
  const recorded = await db
    .insert(paymentEvents)
    .values({ provider: provider.name, eventId: event.id, type: event.kind, orderId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  if (recorded.length === 0) return 'replayed'
  switch (event.kind) {
    case 'paid':
      return applyPaid(db, provider, event, mail)
    case 'expired':
      // the provider's checkout ended: so does the reservation (the stock returns now, not at the Cron)
      if (await releaseOrder(db, event.orderId, { reason: 'expired' })) await sendOrderEmail(db, mail, event.orderId, 'order_cancelled')
      return 'handled'
    case 'refunded':
      // a refund made in the provider's dashboard: the order follows
      return (await markRefunded(db, { paymentRef: event.paymentRef, refundRef: event.refundRef, actorId: null, mail }))
        ? 'handled'
        : 'ignored'
    default:
      return 'ignored'
  }
}

async function applyPaid(
  db: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'paid' }>,
  mail: OrderMail,
): Promise<WebhookOutcome> {
  const matches = and(
    eq(orders.id, event.orderId),
    eq(orders.status, 'pending'),
    eq(orders.provider, provider.name),
    eq(orders.totalCents, event.amountCents),
    eq(orders.currency, event.currency),
  )!
  const [, paid] = await runSqlBatch(db, [
    sql`
      INSERT INTO order_events (order_id, from_status, to_status, reason)
      SELECT ${event.orderId}, 'pending', 'paid', ${event.paymentRef} WHERE EXISTS (SELECT 1 FROM orders WHERE ${matches})
    `,
    db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), paymentRef: event.paymentRef, reservedUntil: null })
      .where(matches)
      .getSQL(),
  ])
  if (paid.meta.changes > 0) {
    await sendOrderEmail(db, mail, event.orderId, 'order_confirmation')
    return 'handled'
  }
  const order = await db
    .select({ status: orders.status, totalCents: orders.totalCents, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, event.orderId))
    .get()
  if (order?.status === 'cancelled' && order.totalCents === event.amountCents && order.currency === event.currency) {
    // paid after the reservation ended: the money goes back, the order stays cancelled
    const { refundRef } = await provider.refund({
      orderId: event.orderId,
      paymentRef: event.paymentRef,
      amountCents: event.amountCents,
      idempotencyKey: `late-payment-${event.orderId}`,
    })
    await db.batch([
      db.update(orders).set({ paymentRef: event.paymentRef, refundRef }).where(eq(orders.id, event.orderId)),
      db
        .insert(orderEvents)
        .values({ orderId: event.orderId, fromStatus: 'cancelled', toStatus: 'cancelled', reason: 'late-payment-refunded' }),
    ])
    return 'handled'
  }
  console.warn('payment event matches no pending order', { orderId: event.orderId, status: order?.status ?? null })
  return 'ignored'
}

// ---------------------------------------------------------------- staff: fulfil and refund

export type StaffOrderResult = { ok: true } | { ok: false; status: 404 | 409 | 502; error: 'unknown' | 'state' | 'provider' }

/** Staff mark a paid order sent (the buyer is told). */
export async function fulfilOrder(db: Db, orderId: string, actorId: string, mail: OrderMail): Promise<StaffOrderResult> {
  return moveOrder(db, orderId, 'paid', 'fulfilled', { actorId, mail, set: { fulfilledAt: new Date() } })
}

/** Staff refund a paid or fulfilled order in full, through its provider (the buyer is told). */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  actorId: string,
  mail: OrderMail,
): Promise<StaffOrderResult> {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return { ok: false, status: 404, error: 'unknown' }
  if (!canMoveOrder(order.status, 'refunded') || !order.paymentRef || order.provider !== provider.name)
    return { ok: false, status: 409, error: 'state' }
  let refundRef: string
  try {
    // the same key for the same order: a retry (or a second click) refunds once at the provider
    ;({ refundRef } = await provider.refund({
      orderId,
      paymentRef: order.paymentRef,
      amountCents: order.totalCents,
      idempotencyKey: `refund-${orderId}`,
    }))
  } catch (error) {
    console.error('payment provider: refund failed', { provider: provider.name }, error)
    return { ok: false, status: 502, error: 'provider' }
  }
  return (await markRefunded(db, { orderId, paymentRef: order.paymentRef, refundRef, actorId, mail }))
    ? { ok: true }
    : { ok: false, status: 409, error: 'state' }
}

async function markRefunded(
  db: Db,
  {
    orderId,
    paymentRef,
    refundRef,
    actorId,
    mail,
  }: { orderId?: string; paymentRef: string; refundRef: string | null; actorId: string | null; mail: OrderMail },
): Promise<boolean> {
  const order = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.paymentRef, paymentRef), orderId ? eq(orders.id, orderId) : undefined))
    .get()
  if (!order || !canMoveOrder(order.status, 'refunded')) return false
  const result = await moveOrder(db, order.id, order.status, 'refunded', { actorId, mail, set: { refundedAt: new Date(), refundRef } })
  return result.ok
}

/** One legal move, guarded by the state it starts from; the buyer's email after it. */
async function moveOrder(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  { actorId, mail, set }: { actorId: string | null; mail: OrderMail; set: Partial<Order> },
): Promise<StaffOrderResult> {
  if (!canMoveOrder(from, to)) return { ok: false, status: 409, error: 'state' }
  const guard = and(eq(orders.id, orderId), eq(orders.status, from))!
  const [, moved] = await runSqlBatch(db, [
    sql`
      INSERT INTO order_events (order_id, from_status, to_status, actor_id)
      SELECT ${orderId}, ${from}, ${to}, ${actorId} WHERE EXISTS (SELECT 1 FROM orders WHERE ${guard})
    `,
    db
      .update(orders)
      .set({ ...set, status: to })
      .where(guard)
      .getSQL(),
  ])
  if (moved.meta.changes === 0) {
    const exists = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).get()
    return { ok: false, status: exists ? 409 : 404, error: exists ? 'state' : 'unknown' }
  }
  if (to === 'fulfilled') await sendOrderEmail(db, mail, orderId, 'order_fulfilled')
  if (to === 'refunded') await sendOrderEmail(db, mail, orderId, 'order_refunded')
  return { ok: true }
}

// ---------------------------------------------------------------- reading

export type OrderLine = {
  listingId: number
  variantId: number
  title: string
  variantLabel: string | null
  quantity: number
  unitPriceCents: number
}
export type OrderDetail = Omit<Order, 'checkoutKey'> & {
  lines: OrderLine[]
  events: Array<{ toStatus: OrderStatus; createdAt: Date }>
}

/** One order with its lines and history, for its buyer or staff (visibleOrder), or through a visitor's link. */
export async function getOrder(
  db: Db,
  viewer: Viewer,
  orderId: string,
  { linkToken = null }: { linkToken?: string | null } = {},
): Promise<OrderDetail | null> {
  const byLink = await orderLinkHolds(db, orderId, linkToken)
  const [[row], lines, events] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), byLink ? sql`${orders.userId} IS NULL` : visibleOrder(viewer))),
    db
      .select({
        listingId: orderItems.listingId,
        variantId: orderItems.variantId,
        title: orderItems.title,
        variantLabel: orderItems.variantLabel,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.title), asc(orderItems.variantLabel)),
    db
      .select({ toStatus: orderEvents.toStatus, createdAt: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id)),
  ])
  if (!row) return null
  const { checkoutKey: _key, ...order } = row
  return { ...order, lines, events }
}

export type OrderSummary = Pick<Order, 'id' | 'status' | 'totalCents' | 'currency' | 'createdAt'> & { items: number }

/** A member's orders, the newest first (their settings' order history). */
export async function listMemberOrders(db: Db, userId: string, limit = 50): Promise<OrderSummary[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      items: sql<number>`(SELECT coalesce(sum(quantity), 0) FROM order_items WHERE order_id = ${orders.id})`.as('order_items_count'),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

/** A pending order's lines back into the member's cart when they give up paying (nothing lost). */
export async function cancelByBuyer(db: Db, viewer: Viewer, orderId: string, linkToken: string | null): Promise<OrderDetail | null> {
  const order = await getOrder(db, viewer, orderId, { linkToken })
  if (!order || order.status !== 'pending') return order
  if (await releaseOrder(db, orderId, { reason: 'buyer', actorId: viewer?.id ?? null })) return { ...order, status: 'cancelled' }
  // a payment (or another tab) changed it meanwhile: what it is now
  return getOrder(db, viewer, orderId, { linkToken })
}

/** Ids of the order's lines: what a buyer who gave up paying gets back in the cart. */
export const orderCartLines = (order: OrderDetail): CartLine[] =>
  order.lines.map((l) => ({ listingId: l.listingId, variantId: l.variantId, quantity: l.quantity }))

// ---------------------------------------------------------------- emails

type OrderEmail = 'order_confirmation' | 'order_fulfilled' | 'order_refunded' | 'order_cancelled'

function formatAddress(a: ShippingAddress): string {
  return [a.name, a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region, a.country].filter(Boolean).join('\n')
}

/** One of the order's emails, in the buyer's language, to the order's address. */
export async function sendOrderEmail(db: Db, mail: OrderMail, orderId: string, template: OrderEmail) {
  const [[order], lines] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.title), asc(orderItems.variantLabel)),
  ])
  if (!order) return
  const money = new Intl.NumberFormat(order.locale, { style: 'currency', currency: order.currency })
  await enqueueEmail(mail.queue, {
    template,
    to: order.email,
    locale: order.locale,
    data: {
      number: orderNumber(order.id),
      total: money.format(order.totalCents / 100),
      items: lines.map((l) => `${l.quantity} × ${l.title}${l.variantLabel ? ` (${l.variantLabel})` : ''}`).join('\n'),
      address: formatAddress(order.shippingAddress),
      orderUrl: await orderUrl(db, order, mail.origin),
      marketUrl: new URL('/marketplace', mail.origin).toString(),
    },
  })
}
