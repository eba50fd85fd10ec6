import { parseWithZod } from '@conform-to/zod/v3'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { listingVariants, marketplaceListings, orderItems, orders, staffAuditLog, stockChanges, userRoles } from '~/db/schema'
import { LISTING_VARIANT_SCHEMAS } from '~/models/marketplace/variant-schema'
import { changeStock, listAdminListings, parseAdminMarketQuery, stockLedger } from '~/models/marketplace/admin.server'
import { listListingVariants } from '~/models/marketplace/variants.server'
import { addVariant, changeVariantStock, deleteVariant, editVariant, variantsForEditor } from '~/models/marketplace/variants-admin.server'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * An item's variants in the back office (issue 40): staff add them in the item editor (the first
 * one replaces the item's own stock, the ledger says so), edit their options and prices, change
 * their stock through the ledger (the item's stock is their sum, kept by the database's
 * triggers) and remove them; the list's item-level stock form refuses an item with variants.
 * Each form is repeat-safe (the page's one-time key). Visitors and members change nothing.
 *
 * 'variants: …' tests call the model against the real D1; 'pages: …' tests post the editor's
 * forms through the built Worker, so they need a build that has the variant forms (npm run build).
 */

const TEE = 9401 // stock 5 before its first variant
const OTHER = 9402 // another item: its variants are not TEE's
const SOLD_OUT = 9403
const FULL = 9404
const PAGES = 9405
let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }
let staff: { id: string; ipHash: null }

const item = (id: number, title: string, values: Partial<typeof marketplaceListings.$inferInsert> = {}) => ({
  id,
  slug: `variant-item-${id}`,
  title,
  priceCents: 3000,
  currency: 'EUR',
  stock: 0,
  status: 'active' as const,
  havenOwned: true,
  ...values,
})

beforeAll(async () => {
  member = await createMemberWithSession('Variant Member')
  moderator = await createMemberWithSession('Variant Moderator')
  staff = { id: moderator.id, ipHash: null }
  await db().insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await db()
    .insert(marketplaceListings)
    .values([
      item(TEE, 'Variant Tee', { stock: 5 }),
      item(OTHER, 'Variant Cap', { stock: 1 }),
      item(SOLD_OUT, 'Variant Scarf', { status: 'sold_out' }),
      item(FULL, 'Variant Socks'),
      item(PAGES, 'Variant Hoodie', { stock: 2 }),
    ])
})

const key = (n: number) => `variant-form-key-${n}`.padEnd(20, 'x')
const options = { size: null, colour: null, price: null, salePrice: null }
const variantsOf = (listingId: number) =>
  db().select().from(listingVariants).where(eq(listingVariants.listingId, listingId)).orderBy(asc(listingVariants.position)).all()
const stockOf = async (listingId: number) =>
  (await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listingId)).get())!
const ledgerOf = (listingId: number) =>
  db().select().from(stockChanges).where(eq(stockChanges.listingId, listingId)).orderBy(asc(stockChanges.id)).all()
const audited = (eventType: string) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, eventType), eq(staffAuditLog.actorId, moderator.id)))
    .all()
const variantNamed = async (listingId: number, size: string | null, colour: string | null) =>
  (await variantsOf(listingId)).find((v) => v.size === size && v.colour === colour)!

describe('variants: the forms’ schemas', () => {
  const parse = <K extends keyof typeof LISTING_VARIANT_SCHEMAS>(intent: K, fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ intent, id: String(TEE), key: key(0), ...fields })) form.set(name, value)
    return parseWithZod(form, { schema: LISTING_VARIANT_SCHEMAS[intent] })
  }
  const errors = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error ?? {}

  it('take a size, a colour or both, a price of its own or none, and a first stock', () => {
    const added = parse('variant-add', { size: ' M ', colour: '', price: '12,5', salePrice: '', stock: '3' })
    expect(added.status === 'success' && added.value).toMatchObject({ size: 'M', colour: null, price: 1250, salePrice: null, stock: 3 })
    const none = parse('variant-add', { size: 'L' })
    expect(none.status === 'success' && none.value).toMatchObject({ size: 'L', colour: null, price: null, salePrice: null, stock: 0 })
  })

  it('refuse no size nor colour, a sale price without a price or above it, long options and a bad stock', () => {
    expect(errors(parse('variant-add', { size: ' ', colour: '' })).size).toEqual(['admin:market.errors.variantOption'])
    expect(errors(parse('variant-edit', { variantId: '1', size: 'M', salePrice: '10' })).salePrice).toEqual([
      'admin:market.errors.variantSaleWithoutPrice',
    ])
    expect(errors(parse('variant-edit', { variantId: '1', size: 'M', price: '10', salePrice: '11' })).salePrice).toEqual([
      'admin:market.errors.saleAbovePrice',
    ])
    expect(errors(parse('variant-add', { colour: 'x'.repeat(41) })).colour).toEqual(['admin:market.errors.tooLong?max=40'])
    expect(errors(parse('variant-add', { size: 'M', stock: '-1' })).stock).toEqual(['admin:market.errors.stock?max=100000'])
    expect(errors(parse('variant-stock', { variantId: '1', delta: '0', reason: 'Count' })).delta).toEqual([
      'admin:market.errors.delta?max=10000',
    ])
    expect(errors(parse('variant-delete', { variantId: 'x' })).variantId).toEqual(['admin:market.errors.unknown'])
  })
})

describe('variants: adding', () => {
  it('adds the first variant: the item’s own stock gives way to it, in the ledger; the same form twice adds one', async () => {
    const input = { ...options, listingId: TEE, size: 'M', colour: 'Black', stock: 3, key: key(1) }
    expect(await addVariant(db(), staff, input)).toEqual({ ok: true })
    // the same form again (a double click, a retry): still one variant, one set of ledger rows
    expect(await addVariant(db(), staff, input)).toEqual({ ok: true })
    const [variant, ...others] = await variantsOf(TEE)
    expect(others).toEqual([])
    expect(variant).toMatchObject({ size: 'M', colour: 'Black', stock: 3, position: 0, priceCents: null, formKey: key(1) })
    expect((await stockOf(TEE)).stock).toBe(3)
    expect(await ledgerOf(TEE)).toEqual([
      expect.objectContaining({ variantId: null, delta: -5, stockAfter: 0, reason: 'variants', actorId: moderator.id }),
      expect.objectContaining({ variantId: variant!.id, delta: 3, stockAfter: 3, reason: 'created' }),
    ])
    const [event, ...more] = await audited('MARKET_VARIANT_ADDED')
    expect(more).toEqual([])
    expect(event).toMatchObject({
      targetType: 'listing',
      targetId: String(TEE),
      after: { size: 'M', colour: 'Black', stock: 3 },
      details: { variantId: variant!.id, replacedStock: true },
    })
  })

  it('adds more at the end, with their own prices; the item’s stock is their sum', async () => {
    const added = await addVariant(db(), staff, {
      ...options,
      listingId: TEE,
      size: 'L',
      colour: 'Black',
      price: 3500,
      stock: 2,
      key: key(2),
    })
    expect(added).toEqual({ ok: true })
    expect(await addVariant(db(), staff, { ...options, listingId: TEE, size: 'S', stock: 0, key: key(3) })).toEqual({ ok: true })
    expect((await variantsOf(TEE)).map((v) => [v.size, v.colour, v.position, v.stock])).toEqual([
      ['M', 'Black', 0, 3],
      ['L', 'Black', 1, 2],
      ['S', null, 2, 0],
    ])
    expect((await stockOf(TEE)).stock).toBe(5)
    // no more 'variants' row, and a variant without stock leaves none
    expect((await ledgerOf(TEE)).map((row) => [row.delta, row.reason])).toEqual([
      [-5, 'variants'],
      [3, 'created'],
      [2, 'created'],
    ])
  })

  it('refuses a size and colour the item has (409) and an item that is gone (404)', async () => {
    expect(await addVariant(db(), staff, { ...options, listingId: TEE, size: 'M', colour: 'Black', stock: 1, key: key(4) })).toEqual({
      ok: false,
      status: 409,
      reason: 'duplicateVariant',
    })
    // another item may have the same
    expect(await addVariant(db(), staff, { ...options, listingId: OTHER, size: 'M', colour: 'Black', stock: 0, key: key(4) })).toEqual({
      ok: true,
    })
    expect(await addVariant(db(), staff, { ...options, listingId: 999_999, size: 'M', stock: 1, key: key(5) })).toEqual({
      ok: false,
      status: 404,
      reason: 'unknown',
    })
    expect(await variantsOf(TEE)).toHaveLength(3)
    expect((await stockOf(TEE)).stock).toBe(5)
  })

  it(`holds at most 24 variants (409 past them); the last form sent again still answers ok and adds nothing`, async () => {
    await db()
      .insert(listingVariants)
      .values(Array.from({ length: 23 }, (_, n) => ({ listingId: FULL, size: `EU ${30 + n}`, position: n })))
    const last = { ...options, listingId: FULL, size: 'EU 53', stock: 1, key: key(6) }
    expect(await addVariant(db(), staff, last)).toEqual({ ok: true })
    expect(await addVariant(db(), staff, { ...options, listingId: FULL, size: 'EU 54', stock: 1, key: key(7) })).toEqual({
      ok: false,
      status: 409,
      reason: 'tooManyVariants',
    })
    expect(await addVariant(db(), staff, last)).toEqual({ ok: true })
    expect(await variantsOf(FULL)).toHaveLength(24)
    expect((await ledgerOf(FULL)).map((row) => [row.delta, row.reason])).toEqual([[1, 'created']])
    expect((await stockOf(FULL)).stock).toBe(1)
  })
})

describe('variants: editing', () => {
  it('changes a variant’s options and prices; the price now follows the item’s sale', async () => {
    const large = await variantNamed(TEE, 'L', 'Black')
    expect(
      await editVariant(db(), staff, { listingId: TEE, variantId: large.id, size: 'XL', colour: 'Black', price: 4000, salePrice: 3200 }),
    ).toEqual({ ok: true })
    expect(await variantNamed(TEE, 'XL', 'Black')).toMatchObject({ id: large.id, priceCents: 4000, salePriceCents: 3200, stock: 2 })
    const price = async () => Object.fromEntries((await listListingVariants(db(), TEE)).map((v) => [v.label, v.unitPriceCents]))
    expect(await price()).toEqual({ 'M · Black': 3000, 'XL · Black': 4000, S: 3000 })
    // on sale: a variant's own sale price, or the item's price now for one without its own price
    await db().update(marketplaceListings).set({ isSale: true, salePriceCents: 2500 }).where(eq(marketplaceListings.id, TEE))
    try {
      expect(await price()).toEqual({ 'M · Black': 2500, 'XL · Black': 3200, S: 2500 })
      expect((await variantsForEditor(db(), TEE)).find((v) => v.id === large.id)).toMatchObject({
        label: 'XL · Black',
        unitPriceCents: 3200,
        regularPriceCents: 4000,
        priceCents: 4000,
        salePriceCents: 3200,
      })
    } finally {
      await db().update(marketplaceListings).set({ isSale: false, salePriceCents: null }).where(eq(marketplaceListings.id, TEE))
    }
    // back to the item's price
    expect(
      await editVariant(db(), staff, { listingId: TEE, variantId: large.id, size: 'L', colour: 'Black', price: null, salePrice: null }),
    ).toEqual({ ok: true })
    expect(await variantNamed(TEE, 'L', 'Black')).toMatchObject({ priceCents: null, salePriceCents: null })
    const edits = await audited('MARKET_VARIANT_EDITED')
    expect(edits).toHaveLength(2)
    expect(edits.find((e) => e.after?.size === 'XL')).toMatchObject({
      details: { variantId: large.id },
      before: { size: 'L', priceCents: 3500 },
      after: { size: 'XL', priceCents: 4000, salePriceCents: 3200 },
    })
  })

  it('refuses the size and colour of another of its variants (409) and a variant of another item (404)', async () => {
    const small = await variantNamed(TEE, 'S', null)
    expect(await editVariant(db(), staff, { ...options, listingId: TEE, variantId: small.id, size: 'M', colour: 'Black' })).toEqual({
      ok: false,
      status: 409,
      reason: 'duplicateVariant',
    })
    expect(await editVariant(db(), staff, { ...options, listingId: OTHER, variantId: small.id, size: 'XS' })).toEqual({
      ok: false,
      status: 404,
      reason: 'unknown',
    })
    expect(await variantNamed(TEE, 'S', null)).toMatchObject({ id: small.id })
  })
})

describe('variants: stock through the ledger', () => {
  it('changes a variant’s stock with a reason, once however often the form is sent; the item’s stock is the sum', async () => {
    const medium = await variantNamed(TEE, 'M', 'Black')
    const change = { listingId: TEE, variantId: medium.id, delta: 4, reason: 'Delivery from the printer', key: key(10) }
    expect(await changeVariantStock(db(), staff, change)).toEqual({ ok: true })
    expect(await changeVariantStock(db(), staff, change)).toEqual({ ok: true })
    expect((await variantNamed(TEE, 'M', 'Black')).stock).toBe(7)
    expect((await stockOf(TEE)).stock).toBe(9) // 7 + 2 + 0
    const rows = (await ledgerOf(TEE)).filter((row) => row.formKey === key(10))
    expect(rows).toEqual([expect.objectContaining({ variantId: medium.id, delta: 4, stockAfter: 7, reason: 'Delivery from the printer' })])
    const [latest] = await stockLedger(db(), TEE)
    expect(latest).toMatchObject({ delta: 4, stockAfter: 7, variantId: medium.id, variant: 'M · Black' })
    const events = (await audited('MARKET_STOCK_CHANGED')).filter((e) => e.details?.variantId === medium.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      targetType: 'listing',
      targetId: String(TEE),
      details: { variantId: medium.id, delta: 4, reason: 'Delivery from the printer' },
    })
  })

  it('never takes a variant below nothing (409) and refuses a variant of another item (404)', async () => {
    const medium = await variantNamed(TEE, 'M', 'Black')
    expect(
      await changeVariantStock(db(), staff, { listingId: TEE, variantId: medium.id, delta: -8, reason: 'Counted', key: key(11) }),
    ).toEqual({
      ok: false,
      status: 409,
      reason: 'negative',
    })
    expect(
      await changeVariantStock(db(), staff, { listingId: OTHER, variantId: medium.id, delta: 1, reason: 'Counted', key: key(12) }),
    ).toEqual({ ok: false, status: 404, reason: 'unknown' })
    expect((await variantNamed(TEE, 'M', 'Black')).stock).toBe(7)
    expect((await stockOf(TEE)).stock).toBe(9)
    expect((await ledgerOf(TEE)).filter((row) => row.formKey === key(11) || row.formKey === key(12))).toEqual([])
  })

  it('puts a sold-out item back on sale when a variant gets stock', async () => {
    expect(await addVariant(db(), staff, { ...options, listingId: SOLD_OUT, colour: 'Rainbow', stock: 0, key: key(13) })).toEqual({
      ok: true,
    })
    expect(await stockOf(SOLD_OUT)).toMatchObject({ stock: 0, status: 'sold_out' })
    const rainbow = await variantNamed(SOLD_OUT, null, 'Rainbow')
    expect(
      await changeVariantStock(db(), staff, { listingId: SOLD_OUT, variantId: rainbow.id, delta: 2, reason: 'Restock', key: key(14) }),
    ).toEqual({ ok: true })
    expect(await stockOf(SOLD_OUT)).toMatchObject({ stock: 2, status: 'active' })
  })

  it('refuses the item-level stock form for an item with variants (409 hasVariants); the list says it has them', async () => {
    const before = await ledgerOf(TEE)
    expect(await changeStock(db(), staff, { id: TEE, delta: 3, reason: 'Delivery', key: key(15) })).toEqual({
      ok: false,
      status: 409,
      reason: 'hasVariants',
    })
    expect((await stockOf(TEE)).stock).toBe(9)
    expect(await ledgerOf(TEE)).toEqual(before)
    // an item without variants still changes as before, and one that is gone is 404
    expect(await changeStock(db(), staff, { id: PAGES, delta: 1, reason: 'Delivery', key: key(16) })).toEqual({ ok: true })
    expect((await stockOf(PAGES)).stock).toBe(3)
    expect(await changeStock(db(), staff, { id: 999_999, delta: 1, reason: 'Delivery', key: key(17) })).toEqual({
      ok: false,
      status: 404,
      reason: 'unknown',
    })
    // a pending order holding two of the tee (the list's 'held by unpaid orders', counted per item)
    const orderId = crypto.randomUUID()
    await db()
      .insert(orders)
      .values({
        id: orderId,
        email: 'buyer@test.haven.local',
        checkoutKey: `variant-checkout-${orderId}`,
        totalCents: 6000,
        shippingAddress: { name: 'Buyer', line1: '1 Main St', city: 'Berlin', postalCode: '10115', country: 'DE' },
        provider: 'local',
        reservedUntil: new Date(Date.now() + 600_000),
      })
    await db().insert(orderItems).values({ orderId, listingId: TEE, title: 'Variant Tee', quantity: 2, unitPriceCents: 3000 })
    const { rows } = await listAdminListings(db(), parseAdminMarketQuery(new URL('https://haven.test/admin/marketplace?q=Variant')))
    expect(Object.fromEntries(rows.map((row) => [row.title, [row.variants, row.reserved]]))).toMatchObject({
      'Variant Tee': [3, 2],
      'Variant Cap': [1, 0],
      'Variant Hoodie': [0, 0],
    })
    await db().delete(orders).where(eq(orders.id, orderId))
  })
})

describe('variants: removing', () => {
  it('removes a variant: the item’s stock follows, the ledger says why, a second removal changes nothing', async () => {
    const medium = await variantNamed(TEE, 'M', 'Black')
    const remove = () => deleteVariant(db(), staff, { listingId: TEE, variantId: medium.id })
    expect(await remove()).toEqual({ ok: true })
    expect(await remove()).toEqual({ ok: true })
    expect((await variantsOf(TEE)).map((v) => v.size)).toEqual(['L', 'S'])
    expect((await stockOf(TEE)).stock).toBe(2)
    const ledger = await ledgerOf(TEE)
    expect(ledger.at(-1)).toMatchObject({ variantId: null, delta: -7, stockAfter: 2, reason: 'removed: M · Black' })
    // its earlier rows stay, with no variant
    expect(ledger.filter((row) => row.formKey === key(10))).toEqual([expect.objectContaining({ variantId: null, delta: 4 })])
    const [event, ...more] = await audited('MARKET_VARIANT_DELETED')
    expect(more).toEqual([])
    expect(event).toMatchObject({
      targetId: String(TEE),
      details: { variantId: medium.id },
      before: { size: 'M', colour: 'Black', stock: 7 },
    })
  })

  it('leaves a variant of another item alone', async () => {
    const cap = await variantNamed(OTHER, 'M', 'Black')
    expect(await deleteVariant(db(), staff, { listingId: TEE, variantId: cap.id })).toEqual({ ok: true })
    expect(await variantsOf(OTHER)).toHaveLength(1)
  })
})

describe('variants: who may change them', () => {
  it('sends visitors to sign in and members away; nothing is stored', async () => {
    const form = { intent: 'variant-add', id: String(PAGES), key: key(30), size: 'M', stock: '4' }
    const byVisitor = await postForm(`/admin/marketplace/${PAGES}`, form)
    expect(byVisitor.status).toBe(302)
    expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    const byMember = await postForm(`/admin/marketplace/${PAGES}`, form, member.cookie)
    expect(byMember.status).toBe(302)
    expect(byMember.headers.get('Location')).toBe('/')
    expect(await variantsOf(PAGES)).toEqual([])
    expect((await stockOf(PAGES)).stock).toBe(3)
  })
})

// ---------------------------------------------------------------- through the built pages (npm run build first)

describe('pages: the editor’s variant forms', () => {
  const path = `/admin/marketplace/${PAGES}`
  const post = (fields: Record<string, string>) => postForm(path, { id: String(PAGES), ...fields }, moderator.cookie)

  it('adds a variant from the editor (the same form twice adds one) and shows it', async () => {
    const form = { intent: 'variant-add', key: key(40), size: 'M', colour: 'Grey', price: '', salePrice: '', stock: '4' }
    const added = await post(form)
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe(`${path}#variants`)
    expect(flashToast(added)?.titleKey).toBe('admin:market.variants.toasts.added')
    expect((await post(form)).status).toBe(302)
    expect(await variantsOf(PAGES)).toHaveLength(1)
    expect((await stockOf(PAGES)).stock).toBe(4)
    const page = withoutPageTexts(await (await getPage(path, moderator.cookie)).text())
    expect(page).toContain('id="variants"')
    expect(page).toContain('M · Grey')
    // each row's fields name their variant for screen readers
    expect(page).toContain('<span class="sr-only"> (<!-- -->M · Grey<!-- -->)</span>')
  })

  it('answers a refused form with its messages, keeping what was typed (400, 409)', async () => {
    const empty = await post({ intent: 'variant-add', key: key(41), size: '', colour: '', price: '12.50', stock: '1' })
    expect(empty.status).toBe(400)
    const emptyPage = withoutPageTexts(await empty.text())
    expect(emptyPage).toContain('Give a size, a colour or both.')
    expect(emptyPage).toContain('value="12.50"')
    const twice = await post({ intent: 'variant-add', key: key(42), size: 'M', colour: 'Grey', stock: '1' })
    expect(twice.status).toBe(409)
    expect(withoutPageTexts(await twice.text())).toContain('This item has a variant of that size and colour already.')
    const [grey] = await variantsOf(PAGES)
    const tooMuch = await post({ intent: 'variant-stock', key: key(43), variantId: String(grey!.id), delta: '-9', reason: 'Counted' })
    expect(tooMuch.status).toBe(409)
    expect(withoutPageTexts(await tooMuch.text())).toContain('There is not that much stock to take away.')
  })

  it('changes a variant’s stock and prices, and removes it, each back to the variants with a toast', async () => {
    const [grey] = await variantsOf(PAGES)
    const stocked = await post({ intent: 'variant-stock', key: key(44), variantId: String(grey!.id), delta: '2', reason: 'Delivery' })
    expect(stocked.status).toBe(302)
    expect(flashToast(stocked)?.titleKey).toBe('admin:market.variants.toasts.stock')
    expect((await stockOf(PAGES)).stock).toBe(6)
    const saved = await post({
      intent: 'variant-edit',
      key: key(45),
      variantId: String(grey!.id),
      size: 'M',
      colour: 'Grey',
      price: '40',
      salePrice: '35,50',
    })
    expect(saved.status).toBe(302)
    expect(flashToast(saved)?.titleKey).toBe('admin:market.variants.toasts.saved')
    expect((await variantsOf(PAGES))[0]).toMatchObject({ priceCents: 4000, salePriceCents: 3550 })
    const removed = await post({ intent: 'variant-delete', key: key(46), variantId: String(grey!.id) })
    expect(removed.status).toBe(302)
    expect(flashToast(removed)?.titleKey).toBe('admin:market.variants.toasts.removed')
    expect(await variantsOf(PAGES)).toEqual([])
    expect((await stockOf(PAGES)).stock).toBe(0)
  })

  it('on the list: an item with variants links to its stock by variant, and its item-level stock form is refused', async () => {
    const list = withoutPageTexts(await (await getPage('/admin/marketplace?q=Variant+Tee', moderator.cookie)).text())
    expect(list).toContain(`href="/admin/marketplace/${TEE}#variants"`)
    expect(list).toContain('Stock by variant')
    expect(list).not.toContain(`id="listing-${TEE}-delta"`)
    const refused = await postForm(
      '/admin/marketplace',
      { intent: 'stock', id: String(TEE), key: key(47), delta: '1', reason: 'Delivery' },
      moderator.cookie,
    )
    expect(refused.status).toBe(409)
    expect(withoutPageTexts(await refused.text())).toContain('change a variant’s stock in the item’s editor')
  })
})
