import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cartItems,
  carts,
  emailOutbox,
  listingReviews,
  marketplaceCategories,
  marketplaceListings,
  orderEvents,
  orders,
  paymentEvents,
  staffAuditLog,
  stockChanges,
  userRoles,
} from '~/db/schema'
import { mergeVisitorCart, memberCartLines } from '~/models/marketplace/cart.server'
import {
  applyPaymentEvent,
  expireReservations,
  fulfilOrder,
  orderLinkToken,
  placeOrder,
  refundOrder,
} from '~/models/marketplace/orders.server'
import { createLocalProvider, LOCAL_SIGNATURE_HEADER, signLocalWebhook } from '~/models/marketplace/payments/local.server'
import { localPaymentsSecret } from '~/models/marketplace/payments/payments.server'
import { createStripeProvider } from '~/models/marketplace/payments/stripe.server'
import { callApi, createMemberWithSession, db, flashToast, getPage, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * Buying in the market through the real Worker, D1 and the EMAILS queue (issue 40): the visitor's
 * signed cart cookie and its merge at sign-in, checkout reserving stock (the last-item race), the
 * reservation's end, the local provider's signed webhook (forged, stale and replayed events change
 * nothing), the Stripe adapter's idempotency, fulfilment and refunds with their emails, and who may
 * read an order.
 */
const MUG = 9101
const ZINE = 9102
const LAST = 9103
const DOLLARS = 9104
const ADDRESS = { name: 'Alex Doe', line1: 'Rainbow Street 1', postalCode: '10115', city: 'Berlin', country: 'DE' }
const mail = () => ({ queue: env.EMAILS, origin: 'https://haven.test' })

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]

const stockOf = async (id: number) =>
  (await db().select({ stock: marketplaceListings.stock }).from(marketplaceListings).where(eq(marketplaceListings.id, id)).get())!.stock

const checkoutKey = () => `key-${crypto.randomUUID()}`
const stockKey = () => `stock-${crypto.randomUUID()}`

/** A member with `lines` in their cart, through the cart's action. */
async function memberWithCart(name: string, lines: Array<[number, number]>) {
  const member = await createMemberWithSession(name)
  for (const [listingId, quantity] of lines) {
    const added = await postForm(
      '/marketplace/cart',
      { intent: 'add', listingId: String(listingId), quantity: String(quantity) },
      member.cookie,
    )
    expect(added.status).toBe(303)
  }
  return member
}

const checkout = (cookie: string | undefined, fields: Record<string, string> = {}) =>
  postForm('/marketplace/checkout', { key: checkoutKey(), currency: 'EUR', ...ADDRESS, ...fields }, cookie)

const orderIdFrom = (response: Response) => /\/marketplace\/pay\/([0-9a-f-]{36})/.exec(response.headers.get('Location') ?? '')?.[1]

beforeAll(async () => {
  await db().insert(marketplaceCategories).values({ id: 1, slug: 'home', name: 'Home', sortOrder: 0 }).onConflictDoNothing()
  for (const values of [
    { id: MUG, title: 'Checkout Mug', priceCents: 1500, stock: 20 },
    { id: ZINE, title: 'Checkout Zine', priceCents: 800, salePriceCents: 600, isSale: true, stock: 20 },
    { id: LAST, title: 'The Last Candle', priceCents: 2000, stock: 1 },
    { id: DOLLARS, title: 'Dollar Pin', priceCents: 500, stock: 5, currency: 'USD' },
  ])
    await db()
      .insert(marketplaceListings)
      .values({ status: 'active', currency: 'EUR', slug: `checkout-${values.id}`, categoryId: 1, havenOwned: true, ...values })
})

describe('the cart', () => {
  it('keeps a visitor’s cart in a signed cookie, bounded by stock, and refuses a forged one', async () => {
    const added = await postForm('/marketplace/cart', {
      intent: 'add',
      listingId: String(MUG),
      quantity: '2',
      redirectTo: `/marketplace/${MUG}`,
    })
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe(`/marketplace/${MUG}`)
    expect(flashToast(added)?.titleKey).toBe('marketplace:cart.added')
    const cart = cookieOf(added, 'haven_cart')!
    expect(cart).toMatch(/^haven_cart=v1\.9101:2\.[0-9a-f]{64}$/)
    // the header counts it; the cart lists it with its line total
    const html = withoutPageTexts(await (await getPage('/marketplace/cart', cart)).text())
    expect(html).toContain('Checkout Mug')
    expect(html).toContain('€30.00')
    expect(html).toContain('data-testid="cart-count"')
    // more than the stock holds: the line stops at the stock (and at the limit of 10)
    const more = await postForm('/marketplace/cart', { intent: 'add', listingId: String(LAST), quantity: '5' }, cart)
    expect(cookieOf(more, 'haven_cart')).toMatch(/9103:1\./)
    // a cookie altered by hand is an empty cart
    const forged = cart.replace('9101:2', '9101:9')
    const empty = withoutPageTexts(await (await getPage('/marketplace/cart', forged)).text())
    expect(empty).toContain('Your cart is empty.')
  })

  it('answers bad input and unknown or sold-out items with a 4xx and a message, never a 500', async () => {
    const member = await createMemberWithSession('Cart Refusals')
    expect((await postForm('/marketplace/cart', { intent: 'add', listingId: 'abc' }, member.cookie)).status).toBe(400)
    expect((await postForm('/marketplace/cart', { intent: 'add', listingId: String(MUG), quantity: '11' }, member.cookie)).status).toBe(400)
    expect((await postForm('/marketplace/cart', { intent: 'steal', listingId: String(MUG) }, member.cookie)).status).toBe(400)
    const unknown = await postForm('/marketplace/cart', { intent: 'add', listingId: '999999' }, member.cookie)
    expect(unknown.status).toBe(404)
    expect(withoutPageTexts(await unknown.text())).toContain('This item does not exist or is not for sale.')
  })

  it('merges a visitor’s cart into the member’s at sign-in: the visitor’s quantity wins, no line lost or doubled', async () => {
    const member = await memberWithCart('Merging Member', [
      [MUG, 1],
      [ZINE, 4],
    ])
    // the visitor's cart on the same device: 3 mugs and a pin
    let visitor = cookieOf(await postForm('/marketplace/cart', { intent: 'add', listingId: String(MUG), quantity: '3' }), 'haven_cart')!
    visitor = cookieOf(
      await postForm('/marketplace/cart', { intent: 'add', listingId: String(DOLLARS), quantity: '1' }, visitor),
      'haven_cart',
    )!
    // the first request after signing in carries both cookies: merged, and the cookie removed
    const first = await getPage('/marketplace', `${member.cookie}; ${visitor}`)
    expect(first.status).toBe(200)
    expect(cookieOf(first, 'haven_cart')).toBe('haven_cart=')
    const lines = await memberCartLines(db(), member.id)
    expect(Object.fromEntries(lines.map((l) => [l.listingId, l.quantity]))).toEqual({ [MUG]: 3, [ZINE]: 4, [DOLLARS]: 1 })
    // a second tab sends the old cookie again: nothing doubles
    await getPage('/marketplace', `${member.cookie}; ${visitor}`)
    await mergeVisitorCart(db(), member.id, [{ listingId: MUG, variantId: 0, quantity: 3 }])
    expect((await memberCartLines(db(), member.id)).length).toBe(3)
    expect((await memberCartLines(db(), member.id)).find((l) => l.listingId === MUG)?.quantity).toBe(3)
  })
})

describe('checkout', () => {
  it('reserves the stock and opens the payment; a second submit of the form finds the same order', async () => {
    const member = await memberWithCart('Checkout Member', [
      [MUG, 2],
      [ZINE, 1],
      [DOLLARS, 1],
    ])
    const before = await stockOf(MUG)
    const key = checkoutKey()
    const placed = await postForm('/marketplace/checkout', { key, currency: 'EUR', ...ADDRESS }, member.cookie)
    expect(placed.status).toBe(303)
    const id = orderIdFrom(placed)!
    expect(id).toBeTruthy()
    expect(await stockOf(MUG)).toBe(before - 2)
    const order = await db().select().from(orders).where(eq(orders.id, id)).get()
    // the sale price of the zine; the dollars are another order
    expect(order).toMatchObject({ status: 'pending', totalCents: 2 * 1500 + 600, currency: 'EUR', userId: member.id })
    expect(order!.email).toBe(`${member.id}@test.haven.local`)
    expect(order!.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000)
    // the ordered lines left the cart; the dollar pin stays for its own checkout
    expect((await memberCartLines(db(), member.id)).map((l) => l.listingId)).toEqual([DOLLARS])
    // the same form again (a double click, a retry): the same order, no second reservation
    const again = await postForm('/marketplace/checkout', { key, currency: 'EUR', ...ADDRESS }, member.cookie)
    expect(orderIdFrom(again)).toBe(id)
    expect(await stockOf(MUG)).toBe(before - 2)
    expect((await db().select().from(orders).where(eq(orders.userId, member.id)).all()).length).toBe(1)
  })

  it('refuses an address it cannot read with the field’s message (400)', async () => {
    const member = await memberWithCart('Bad Address', [[MUG, 1]])
    const refused = await checkout(member.cookie, { postalCode: '', country: 'Germany' })
    expect(refused.status).toBe(400)
    const html = withoutPageTexts(await refused.text())
    expect(html).toContain('Enter the postal code.')
    expect(html).toContain('Choose a country.')
    // a visitor must give an address for the receipt
    const cart = cookieOf(await postForm('/marketplace/cart', { intent: 'add', listingId: String(MUG) }), 'haven_cart')!
    expect((await checkout(cart)).status).toBe(400)
  })

  it('never sells the last item twice: of several buyers at once, exactly one gets it', async () => {
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => memberWithCart(`Racer ${n}`, [[LAST, 1]])))
    const answers = await Promise.all(buyers.map((b) => checkout(b.cookie)))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([303, 409, 409, 409, 409])
    expect(await stockOf(LAST)).toBe(0)
    const held = await db().select().from(orders).where(eq(orders.status, 'pending')).all()
    expect(held.filter((o) => buyers.some((b) => b.id === o.userId))).toHaveLength(1)
  })

  it('returns the stock of a reservation that ended unpaid (the minute’s Cron), and says so by email', async () => {
    const member = await memberWithCart('Slow Payer', [[ZINE, 3]])
    // the other tests' orders end first: only this one's stock is counted below
    await expireReservations(db(), mail(), new Date(Date.now() + 31 * 60_000))
    const before = await stockOf(ZINE)
    const id = orderIdFrom(await checkout(member.cookie))!
    expect(await stockOf(ZINE)).toBe(before - 3)
    // not yet: nothing changes
    expect(await expireReservations(db(), mail(), new Date(Date.now() + 60_000))).toBe(0)
    expect(await expireReservations(db(), mail(), new Date(Date.now() + 31 * 60_000))).toBe(1)
    expect(await stockOf(ZINE)).toBe(before)
    expect((await db().select().from(orders).where(eq(orders.id, id)).get())!.status).toBe('cancelled')
    await waitFor(() =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, `${member.id}@test.haven.local`), eq(emailOutbox.templateKey, 'order_cancelled')))
        .get(),
    )
  })
})

describe('paying', () => {
  it('pays through the local provider’s signed webhook; the receipt is emailed; a replay changes nothing', async () => {
    const member = await memberWithCart('Paying Member', [[MUG, 1]])
    const id = orderIdFrom(await checkout(member.cookie))!
    const pay = await getPage(`/marketplace/pay/${id}`, member.cookie)
    expect(pay.status).toBe(200)
    expect(withoutPageTexts(await pay.text())).toContain('no card is charged')
    const paid = await postForm(`/marketplace/pay/${id}`, { intent: 'pay' }, member.cookie)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(`https://haven.test/marketplace/orders/${id}`)
    const order = (await db().select().from(orders).where(eq(orders.id, id)).get())!
    expect(order.status).toBe('paid')
    expect(order.reservedUntil).toBeNull()
    const page = withoutPageTexts(await (await getPage(`/marketplace/orders/${id}`, member.cookie)).text())
    expect(page).toContain('Paid')
    await waitFor(() =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, order.email), eq(emailOutbox.templateKey, 'order_confirmation')))
        .get(),
    )
    // the webhook endpoint: the same event again, then forged and stale ones
    const secret = await localPaymentsSecret(db(), env)
    const body = JSON.stringify({
      id: 'evt_replay_1',
      type: 'checkout.completed',
      data: { orderId: id, checkoutRef: 'x', paymentRef: 'pi_other', amountCents: order.totalCents, currency: 'EUR' },
    })
    const send = async (signature: string) =>
      callApi('/api/payments/local/webhook', { body, headers: { 'Content-Type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature } })
    const once = await send(await signLocalWebhook(secret, body))
    expect(once.status).toBe(200)
    const replayed = await send(await signLocalWebhook(secret, body))
    expect(await replayed.json()).toMatchObject({ outcome: 'replayed' })
    expect((await send(await signLocalWebhook('another-secret', body))).status).toBe(400)
    expect((await send(await signLocalWebhook(secret, body, Math.floor(Date.now() / 1000) - 600))).status).toBe(400)
    expect((await send('t=1,v1=00')).status).toBe(400)
    // still paid once, by the first payment
    const after = (await db().select().from(orders).where(eq(orders.id, id)).get())!
    expect(after.paymentRef).toBe(order.paymentRef)
    expect(
      (
        await db()
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'paid')))
          .all()
      ).length,
    ).toBe(1)
    // a provider that is not the configured one has no endpoint
    expect((await callApi('/api/payments/stripe/webhook', { body })).status).toBe(404)
  })

  it('applies a Stripe event once, whatever the number of deliveries', async () => {
    const member = await createMemberWithSession('Stripe Buyer')
    await db()
      .insert(carts)
      .values({ id: `cart-${member.id}`, userId: member.id })
    await db()
      .insert(cartItems)
      .values({ cartId: `cart-${member.id}`, listingId: MUG, quantity: 1 })
    // Stripe's API is the one thing not running here: a local answer for the session it opens
    const httpClient = Stripe.createFetchHttpClient((async () =>
      Response.json({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_test_1' })) as typeof fetch)
    const stripe = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_test_x', httpClient })
    const placed = await placeOrder(db(), {
      viewer: { id: member.id, roles: [] },
      owner: { kind: 'member', userId: member.id },
      input: { key: checkoutKey(), currency: 'EUR', ...ADDRESS },
      email: 'stripe-buyer@test.haven.local',
      locale: 'en',
      provider: stripe,
      origin: 'https://haven.test',
    })
    expect(placed).toMatchObject({ ok: true, payUrl: 'https://checkout.stripe.test/cs_test_1' })
    const orderId = (placed as { orderId: string }).orderId
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: orderId,
          metadata: { orderId },
          payment_intent: 'pi_test_1',
          amount_total: 1500,
          currency: 'eur',
        },
      },
    })
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_test_x' })
    const event = await stripe.verifyWebhook(payload, new Headers({ 'stripe-signature': header }))
    expect(event).toMatchObject({ kind: 'paid', orderId })
    const outcomes = []
    for (let k = 0; k < 3; k++) outcomes.push(await applyPaymentEvent(db(), stripe, event!, mail()))
    expect(outcomes).toEqual(['handled', 'replayed', 'replayed'])
    expect((await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_stripe_1')).all()).length).toBe(1)
    expect((await db().select().from(orders).where(eq(orders.id, orderId)).get())!.status).toBe('paid')
  })
})

describe('after payment', () => {
  it('staff fulfil and refund through the provider, each once, by legal moves only; the buyer is emailed', async () => {
    const member = await memberWithCart('Refunded Member', [[MUG, 1]])
    const id = orderIdFrom(await checkout(member.cookie))!
    const local = createLocalProvider({ secret: await localPaymentsSecret(db(), env), origin: 'https://haven.test' })
    const staff = (await createMemberWithSession('Shop Staff')).id
    // not paid yet: neither can happen
    expect(await fulfilOrder(db(), id, staff, mail())).toMatchObject({ ok: false, status: 409 })
    expect(await refundOrder(db(), local, id, staff, mail())).toMatchObject({ ok: false, status: 409 })
    await postForm(`/marketplace/pay/${id}`, { intent: 'pay' }, member.cookie)
    expect(await fulfilOrder(db(), id, staff, mail())).toEqual({ ok: true })
    // twice: the second finds nothing to do
    expect(await fulfilOrder(db(), id, staff, mail())).toMatchObject({ ok: false, status: 409 })
    expect(await refundOrder(db(), local, id, staff, mail())).toEqual({ ok: true })
    expect(await refundOrder(db(), local, id, staff, mail())).toMatchObject({ ok: false, status: 409 })
    const order = (await db().select().from(orders).where(eq(orders.id, id)).get())!
    expect(order.status).toBe('refunded')
    expect(order.refundRef).toMatch(/^re_local_/)
    const moves = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id).all()
    expect(moves.map((m) => m.toStatus)).toEqual(['pending', 'paid', 'fulfilled', 'refunded'])
    for (const template of ['order_fulfilled', 'order_refunded'])
      await waitFor(() =>
        db()
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, order.email), eq(emailOutbox.templateKey, template)))
          .get(),
      )
  })

  it('shows an order to its buyer, staff and a visitor’s link only; a buyer who gives up gets the lines back', async () => {
    const buyer = await memberWithCart('Private Buyer', [[ZINE, 2]])
    const other = await createMemberWithSession('Curious Member')
    const id = orderIdFrom(await checkout(buyer.cookie))!
    expect((await getPage(`/marketplace/orders/${id}`, buyer.cookie)).status).toBe(200)
    expect((await getPage(`/marketplace/orders/${id}`, other.cookie)).status).toBe(404)
    expect((await getPage(`/marketplace/orders/${id}`)).status).toBe(404)
    expect((await getPage(`/marketplace/pay/${id}`, other.cookie)).status).toBe(404)
    // a member's order is not opened by a link token
    expect((await getPage(`/marketplace/orders/${id}?token=${await orderLinkToken(db(), id)}`)).status).toBe(404)
    // the history lists it
    expect(withoutPageTexts(await (await getPage('/profile/orders', buyer.cookie)).text())).toContain(id.slice(0, 8).toUpperCase())
    // giving up: cancelled, the stock back, the lines back in the cart
    const before = await stockOf(ZINE)
    const cancelled = await postForm(`/marketplace/orders/${id}`, { intent: 'cancel' }, buyer.cookie)
    expect(cancelled.status).toBe(303)
    expect(await stockOf(ZINE)).toBe(before + 2)
    expect(await memberCartLines(db(), buyer.id)).toEqual([{ listingId: ZINE, variantId: 0, quantity: 2 }])
    expect((await postForm(`/marketplace/orders/${id}`, { intent: 'cancel' }, other.cookie)).status).toBe(404)

    // a visitor's checkout: its link opens it, a wrong one does not
    const cart = cookieOf(await postForm('/marketplace/cart', { intent: 'add', listingId: String(MUG) }), 'haven_cart')!
    const placed = await checkout(cart, { email: 'visitor-buyer@test.haven.local' })
    expect(placed.status).toBe(303)
    const location = new URL(placed.headers.get('Location')!)
    const visitorOrder = orderIdFrom(placed)!
    const token = location.searchParams.get('token')!
    expect(token).toBe(await orderLinkToken(db(), visitorOrder))
    // the cart cookie no longer holds what was ordered
    expect(cookieOf(placed, 'haven_cart')).toBe('haven_cart=')
    expect((await getPage(`/marketplace/orders/${visitorOrder}?token=${token}`)).status).toBe(200)
    expect((await getPage(`/marketplace/orders/${visitorOrder}?token=${'0'.repeat(40)}`)).status).toBe(404)
    expect((await getPage(`/marketplace/orders/${visitorOrder}`, other.cookie)).status).toBe(404)
  })
})

describe('/admin/marketplace', () => {
  const ADMIN = '/admin/marketplace'
  let moderator: { id: string; cookie: string }
  let member: { id: string; cookie: string }
  beforeAll(async () => {
    moderator = await createMemberWithSession('Market Moderator')
    member = await createMemberWithSession('Market Member')
    await db().insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  })

  it('is staff only: a visitor signs in, a member is sent away and changes nothing', async () => {
    expect((await getPage(ADMIN)).headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(ADMIN)}`)
    expect((await getPage(ADMIN, member.cookie)).headers.get('Location')).toBe('/')
    const before = await stockOf(MUG)
    const refused = await postForm(
      ADMIN,
      { intent: 'stock', key: stockKey(), id: String(MUG), delta: '5', reason: 'not mine to change' },
      member.cookie,
    )
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/')
    expect(await stockOf(MUG)).toBe(before)
    const page = withoutPageTexts(await (await getPage(`${ADMIN}?q=checkout`, moderator.cookie)).text())
    expect(page).toContain('Checkout Mug')
  })

  it('changes stock with a reason, in the ledger and the audit log; never below nothing', async () => {
    await db().update(marketplaceListings).set({ stock: 0, status: 'sold_out' }).where(eq(marketplaceListings.id, DOLLARS))
    const restock = { intent: 'stock', key: stockKey(), id: String(DOLLARS), delta: '12', reason: 'Delivery from the printer' }
    const restocked = await postForm(ADMIN, restock, moderator.cookie)
    expect(restocked.status).toBe(302)
    // the same form sent again (a double click, a retry): one change, one ledger row
    expect((await postForm(ADMIN, restock, moderator.cookie)).status).toBe(302)
    expect(flashToast(restocked)?.titleKey).toBe('admin:market.toasts.stock')
    const row = (await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, DOLLARS)).get())!
    // a sold-out item restocked is for sale again
    expect(row).toMatchObject({ stock: 12, status: 'active' })
    expect(await db().select().from(stockChanges).where(eq(stockChanges.listingId, DOLLARS)).all()).toEqual([
      expect.objectContaining({ delta: 12, stockAfter: 12, reason: 'Delivery from the printer', actorId: moderator.id }),
    ])
    expect(
      await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.actorId, moderator.id), eq(staffAuditLog.action, 'MARKET_STOCK_CHANGED')))
        .all(),
    ).toHaveLength(1)
    // taking more than there is: a conflict, nothing changes
    const tooMuch = await postForm(
      ADMIN,
      { intent: 'stock', key: stockKey(), id: String(DOLLARS), delta: '-13', reason: 'Counted again' },
      moderator.cookie,
    )
    expect(tooMuch.status).toBe(409)
    expect(await stockOf(DOLLARS)).toBe(12)
    // bad input: a 400 with the field's message
    expect(
      (await postForm(ADMIN, { intent: 'stock', key: stockKey(), id: String(DOLLARS), delta: '0', reason: 'x' }, moderator.cookie)).status,
    ).toBe(400)
    expect(
      (await postForm(ADMIN, { intent: 'stock', key: stockKey(), id: '999999', delta: '1', reason: 'Nothing here' }, moderator.cookie))
        .status,
    ).toBe(404)
  })

  it('fulfils and refunds an order, and hides a review with the rating following', async () => {
    const buyer = await memberWithCart('Admin Buyer', [[MUG, 1]])
    const id = orderIdFrom(await checkout(buyer.cookie))!
    await postForm(`/marketplace/pay/${id}`, { intent: 'pay' }, buyer.cookie)
    const orderList = withoutPageTexts(await (await getPage(`${ADMIN}?tab=orders&q=${id.slice(0, 8)}`, moderator.cookie)).text())
    expect(orderList).toContain(`Order ${id.slice(0, 8).toUpperCase()}`)
    expect((await postForm(ADMIN, { intent: 'fulfil', id }, moderator.cookie)).status).toBe(302)
    expect((await postForm(ADMIN, { intent: 'fulfil', id }, moderator.cookie)).status).toBe(409)
    expect((await postForm(ADMIN, { intent: 'refund', id }, moderator.cookie)).status).toBe(302)
    expect((await db().select().from(orders).where(eq(orders.id, id)).get())!.status).toBe('refunded')
    // reviews: hidden, the item's rating counts the visible ones only
    await db()
      .insert(listingReviews)
      .values([
        { id: 'admin-review-1', listingId: ZINE, userId: buyer.id, rating: 1, body: 'Spam spam spam' },
        { id: 'admin-review-2', listingId: ZINE, userId: member.id, rating: 5, body: 'Lovely zine' },
      ])
    expect((await postForm(ADMIN, { intent: 'review', id: 'admin-review-1', hidden: '1' }, moderator.cookie)).status).toBe(302)
    const zine = (await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, ZINE)).get())!
    expect(zine).toMatchObject({ ratingCount: 1, ratingAvg: 5 })
    expect(withoutPageTexts(await (await getPage(`/marketplace/${ZINE}`)).text())).not.toContain('Spam spam spam')
  })
})

describe('the item editor', () => {
  it('creates and edits Haven’s items for staff only, checked by the same schema; the stock starts in the ledger', async () => {
    const editor = await createMemberWithSession('Item Editor')
    const member = await createMemberWithSession('Not An Editor')
    await db().insert(userRoles).values({ userId: editor.id, role: 'moderator' })
    const item = {
      title: 'Pride Tote Bag',
      description: 'Sturdy cotton.',
      category: 'home',
      price: '19.90',
      currency: 'EUR',
      stock: '7',
      status: 'active',
      key: 'new-item-form-key-0001',
    }
    expect((await postForm('/admin/marketplace/new', item, member.cookie)).headers.get('Location')).toBe('/')
    const refused = await postForm('/admin/marketplace/new', { ...item, price: 'twelve', salePrice: '25', isSale: 'on' }, editor.cookie)
    expect(refused.status).toBe(400)
    expect(withoutPageTexts(await refused.text())).toContain('Enter a price from 0 to')
    const created = await postForm('/admin/marketplace/new', item, editor.cookie)
    expect(created.status).toBe(302)
    const id = Number(/\/admin\/marketplace\/(\d+)$/.exec(created.headers.get('Location') ?? '')?.[1])
    // the same form again (a double click, a retry): the same item, not a second one
    const again = await postForm('/admin/marketplace/new', item, editor.cookie)
    expect(again.headers.get('Location')).toBe(`/admin/marketplace/${id}`)
    expect(await db().select().from(marketplaceListings).where(eq(marketplaceListings.title, 'Pride Tote Bag')).all()).toHaveLength(1)
    const row = (await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, id)).get())!
    expect(row).toMatchObject({
      title: 'Pride Tote Bag',
      priceCents: 1990,
      stock: 7,
      status: 'active',
      havenOwned: true,
      businessName: 'Haven',
    })
    expect(await db().select().from(stockChanges).where(eq(stockChanges.listingId, id)).all()).toEqual([
      expect.objectContaining({ delta: 7, stockAfter: 7, reason: 'created' }),
    ])
    // on the market at once (and in its words)
    expect(withoutPageTexts(await (await getPage('/marketplace?q=tote')).text())).toContain('Pride Tote Bag')
    // edited: on sale, archived; its stock untouched by the editor
    const saved = await postForm(
      `/admin/marketplace/${id}`,
      { ...item, stock: '999', salePrice: '14,50', isSale: 'on', status: 'archived' },
      editor.cookie,
    )
    expect(saved.status).toBe(302)
    expect((await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, id)).get())!).toMatchObject({
      salePriceCents: 1450,
      isSale: true,
      status: 'archived',
      stock: 7,
    })
    expect((await getPage(`/marketplace/${id}`)).status).toBe(404)
    expect((await getPage(`/admin/marketplace/${id}`, editor.cookie)).status).toBe(200)
    expect((await getPage('/admin/marketplace/99999999', editor.cookie)).status).toBe(404)
    expect((await postForm(`/admin/marketplace/${id}`, { ...item, salePrice: '30', isSale: 'on' }, editor.cookie)).status).toBe(400)
  })
})

describe('reviews', () => {
  it('takes one review per buyer, refuses others, and keeps the item’s rating in the database', async () => {
    await db().update(marketplaceListings).set({ stock: 3, status: 'active' }).where(eq(marketplaceListings.id, LAST))
    const buyer = await memberWithCart('Reviewing Buyer', [[LAST, 1]])
    const stranger = await createMemberWithSession('Not A Buyer')
    // a member who did not buy it sees no form and is refused
    expect(withoutPageTexts(await (await getPage(`/marketplace/${LAST}`, stranger.cookie)).text())).not.toContain('name="rating"')
    const refused = await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '1', body: 'Never had it' }, stranger.cookie)
    expect(refused.status).toBe(403)
    // the buyer, once paid
    const id = orderIdFrom(await checkout(buyer.cookie))!
    expect((await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '5' }, buyer.cookie)).status).toBe(403)
    await postForm(`/marketplace/pay/${id}`, { intent: 'pay' }, buyer.cookie)
    expect(withoutPageTexts(await (await getPage(`/marketplace/${LAST}`, buyer.cookie)).text())).toContain('name="rating"')
    expect((await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '9' }, buyer.cookie)).status).toBe(400)
    const posted = await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '4', body: 'Smells of cedar' }, buyer.cookie)
    expect(posted.status).toBe(303)
    // a second review changes the first: still one
    await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '2', body: 'Burnt too fast' }, buyer.cookie)
    const mine = await db().select().from(listingReviews).where(eq(listingReviews.listingId, LAST)).all()
    expect(mine).toEqual([expect.objectContaining({ userId: buyer.id, rating: 2, body: 'Burnt too fast' })])
    expect((await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, LAST)).get())!).toMatchObject({
      ratingCount: 1,
      ratingAvg: 2,
    })
    // a visitor posting is sent to sign in
    expect((await postForm(`/marketplace/${LAST}`, { intent: 'review', rating: '5' })).headers.get('Location')).toMatch(/^\/auth/)
  })
})
