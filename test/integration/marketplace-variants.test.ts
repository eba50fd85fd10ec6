import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, listingVariants, marketplaceCategories, marketplaceListings, orderItems, orders } from '~/db/schema'
import { memberCartLines } from '~/models/marketplace/cart.server'
import { expireReservations } from '~/models/marketplace/orders.server'
import { createMemberWithSession, db, getPage, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * Buying a size or colour (issue 40's variants) through the real Worker and D1: the item's stock
 * is its variants' sum (the database's triggers), the item page offers them, the cart keeps each
 * as its own line (in the visitor's cookie, the member's rows and the merge at sign-in), checkout
 * takes the variant's stock (never the last piece twice) and its end gives it back.
 */
const TEE = 9201
const PLAIN = 9202
const ADDRESS = { name: 'Sam Doe', line1: 'Pride Street 2', postalCode: '10115', city: 'Berlin', country: 'DE' }
const mail = () => ({ queue: env.EMAILS, origin: 'https://haven.test' })
let small = 0
let medium = 0
let large = 0

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]

const stockOf = async (id: number) =>
  (await db().select({ stock: marketplaceListings.stock }).from(marketplaceListings).where(eq(marketplaceListings.id, id)).get())!.stock
const variantStock = async (id: number) =>
  (await db().select({ stock: listingVariants.stock }).from(listingVariants).where(eq(listingVariants.id, id)).get())!.stock

const add = (cookie: string | undefined, listingId: number, variantId: number | null, quantity = 1) =>
  postForm(
    '/marketplace/cart',
    {
      intent: 'add',
      listingId: String(listingId),
      ...(variantId == null ? {} : { variantId: String(variantId) }),
      quantity: String(quantity),
    },
    cookie,
  )
const checkout = (cookie: string | undefined) =>
  postForm('/marketplace/checkout', { key: `key-${crypto.randomUUID()}`, currency: 'EUR', ...ADDRESS }, cookie)
const orderIdFrom = (response: Response) => /\/marketplace\/pay\/([0-9a-f-]{36})/.exec(response.headers.get('Location') ?? '')?.[1]

beforeAll(async () => {
  await db().insert(marketplaceCategories).values({ id: 1, slug: 'home', name: 'Home', sortOrder: 0 }).onConflictDoNothing()
  await db()
    .insert(marketplaceListings)
    .values([
      { id: TEE, title: 'Variant Tee', slug: 'variant-tee', priceCents: 2400, stock: 0, status: 'active', categoryId: 1, havenOwned: true },
      { id: PLAIN, title: 'Plain Pin', slug: 'plain-pin', priceCents: 500, stock: 5, status: 'active', categoryId: 1, havenOwned: true },
    ])
  const rows = await db()
    .insert(listingVariants)
    .values([
      { listingId: TEE, size: 'S', colour: 'Black', stock: 6, position: 0 },
      { listingId: TEE, size: 'M', colour: 'Black', stock: 1, position: 1 },
      { listingId: TEE, size: 'XL', colour: 'Black', stock: 4, position: 2, priceCents: 2800 },
    ])
    .returning({ id: listingVariants.id })
  ;[small, medium, large] = rows.map((r) => r.id) as [number, number, number]
})

describe('an item with variants', () => {
  it('has the stock of its variants in sum, kept by the database', async () => {
    expect(await stockOf(TEE)).toBe(11)
    await db().update(listingVariants).set({ stock: 7 }).where(eq(listingVariants.id, small))
    expect(await stockOf(TEE)).toBe(12)
    await db().update(listingVariants).set({ stock: 6 }).where(eq(listingVariants.id, small))
    expect(await stockOf(TEE)).toBe(11)
  })

  it('offers each size and colour on its page with its own price and stock', async () => {
    const html = withoutPageTexts(await (await getPage(`/marketplace/${TEE}`)).text())
    expect(html).toContain('Size and colour')
    expect(html.match(/name="variantId"/g)).toHaveLength(3)
    expect(html).toContain('S · Black')
    expect(html).toContain('XL · Black')
    expect(html).toContain('€28.00')
    expect(html).toContain('"@type":"AggregateOffer"')
  })

  it('asks for a variant, and refuses one of another item, with a message and a 4xx', async () => {
    const bare = await add(undefined, TEE, null)
    expect(bare.status).toBe(400)
    expect(withoutPageTexts(await bare.text())).toContain('Choose a size or colour first.')
    expect((await add(undefined, PLAIN, small)).status).toBe(404)
    expect((await add(undefined, TEE, 999_999)).status).toBe(404)
    expect((await add(undefined, TEE, -1)).status).toBe(400)
  })

  it('keeps each variant as its own line, bounded by its own stock, in a visitor’s cookie', async () => {
    const first = await add(undefined, TEE, small, 2)
    expect(first.status).toBe(303)
    let cart = cookieOf(first, 'haven_cart')!
    expect(cart).toMatch(new RegExp(`^haven_cart=v1\\.${TEE}-${small}:2\\.[0-9a-f]{64}$`))
    // the last M: more than one stops at one
    cart = cookieOf(await add(cart, TEE, medium, 5), 'haven_cart')!
    cart = cookieOf(await add(cart, PLAIN, null, 1), 'haven_cart')!
    expect(cart).toContain(`${TEE}-${small}:2,${TEE}-${medium}:1,${PLAIN}:1.`)
    const html = withoutPageTexts(await (await getPage('/marketplace/cart', cart)).text())
    expect(html).toContain('Size and colour: S · Black')
    expect(html).toContain('Size and colour: M · Black')
    // a member signing in keeps both lines apart (the merge)
    const member = await createMemberWithSession('Variant Merger')
    expect((await getPage('/marketplace', `${member.cookie}; ${cart}`)).status).toBe(200)
    const lines = await memberCartLines(db(), member.id)
    expect(lines.map((l) => [l.listingId, l.variantId, l.quantity])).toEqual([
      [TEE, small, 2],
      [TEE, medium, 1],
      [PLAIN, 0, 1],
    ])
  })

  it('takes the variant’s stock at checkout (the item’s follows) and names it on the order', async () => {
    const member = await createMemberWithSession('Variant Buyer')
    expect((await add(member.cookie, TEE, large, 2)).status).toBe(303)
    const [before, itemBefore] = [await variantStock(large), await stockOf(TEE)]
    const placed = await checkout(member.cookie)
    expect(placed.status).toBe(303)
    const id = orderIdFrom(placed)!
    expect(await variantStock(large)).toBe(before - 2)
    expect(await stockOf(TEE)).toBe(itemBefore - 2)
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, id)).all()
    expect(line).toMatchObject({ listingId: TEE, variantId: large, variantLabel: 'XL · Black', quantity: 2, unitPriceCents: 2800 })
    expect((await db().select().from(orders).where(eq(orders.id, id)).get())!.totalCents).toBe(5600)
    expect(withoutPageTexts(await (await getPage(`/marketplace/orders/${id}`, member.cookie)).text())).toContain('(XL · Black)')
    // the member's cart no longer holds the line
    expect(await memberCartLines(db(), member.id)).toEqual([])
    // unpaid past its reservation: the pieces go back to the variant
    await expireReservations(db(), mail(), new Date(Date.now() + 31 * 60_000))
    expect(await variantStock(large)).toBe(before)
    expect(await stockOf(TEE)).toBe(itemBefore)
    await waitFor(() =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, `${member.id}@test.haven.local`), eq(emailOutbox.templateKey, 'order_cancelled')))
        .get(),
    )
  })

  it('never sells the last piece of a variant twice: of several buyers at once, exactly one gets it', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => createMemberWithSession(`Variant Racer ${n}`)))
    for (const buyer of buyers) expect((await add(buyer.cookie, TEE, medium, 1)).status).toBe(303)
    const answers = await Promise.all(buyers.map((b) => checkout(b.cookie)))
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409, 409])
    expect(await variantStock(medium)).toBe(0)
    // the other sizes are still for sale
    expect(await stockOf(TEE)).toBeGreaterThan(0)
  })

  it('flags a line whose variant is gone, or an item that now has variants, never dropping it', async () => {
    const member = await createMemberWithSession('Variant Flags')
    const gone = (await db().insert(listingVariants).values({ listingId: TEE, size: 'XS', stock: 3 }).returning())[0]!
    expect((await add(member.cookie, TEE, gone.id, 1)).status).toBe(303)
    expect((await add(member.cookie, PLAIN, null, 1)).status).toBe(303)
    await db().delete(listingVariants).where(eq(listingVariants.id, gone.id))
    await db().insert(listingVariants).values({ listingId: PLAIN, colour: 'Gold', stock: 2 })
    const html = withoutPageTexts(await (await getPage('/marketplace/cart', member.cookie)).text())
    expect(html).toContain('This item is no longer available.')
    expect(html).toContain('This item now comes in several sizes or colours.')
    expect(await memberCartLines(db(), member.id)).toHaveLength(2)
    // nothing in the cart can be bought: checkout says so, and reserves nothing
    expect((await checkout(member.cookie)).status).toBe(409)
    expect(await stockOf(PLAIN)).toBe(2)
  })
})
