import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { blocks, marketplaceCategories, marketplaceListings, listingReviews, reports } from '~/db/schema'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { createMemberWithSession, db, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * The market through the real Worker and D1 (issue 40, its pages): the list's filters, orders and
 * pages in the URL, messy URLs redirected to the clean one, drafts and archived items for nobody
 * but their seller and staff, a blocked seller's items hidden both ways, the item's page (a slug
 * redirects to the id, its JSON-LD Product, its reviews), never a 500.
 */
const page = async (path: string, cookie?: string) => {
  const response = await getPage(path, cookie)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
/** The titles of the cards, in their order. */
const titles = (html: string) =>
  [...html.matchAll(/href="\/marketplace\/\d+"[^>]*>.*?<span class="block text-lg[^"]*">([^<]+)<\/span>/gs)].map((m) => m[1])

let seller: { id: string; cookie: string }
let blocker: { id: string; cookie: string }

type Listing = Partial<typeof marketplaceListings.$inferInsert> & { id: number; title: string; priceCents: number }
const LISTINGS: Listing[] = [
  { id: 9001, title: 'Rainbow Mug', categoryId: 5, priceCents: 1500, stock: 10, featured: true },
  { id: 9002, title: 'Queer Poetry Zine', categoryId: 2, priceCents: 800, stock: 3, isNewArrival: true },
  { id: 9003, title: 'Pride Hoodie', categoryId: 1, priceCents: 4500, salePriceCents: 3000, isSale: true, stock: 5 },
  { id: 9004, title: 'Sold Out Print', categoryId: 3, priceCents: 2500, stock: 0, status: 'sold_out' },
  { id: 9005, title: 'Secret Draft Candle', categoryId: 5, priceCents: 1200, stock: 7, status: 'draft', featured: true },
  { id: 9006, title: 'Old Archived Pin', categoryId: 4, priceCents: 300, stock: 7, status: 'archived' },
]

beforeAll(async () => {
  seller = await createMemberWithSession('Market Seller')
  blocker = await createMemberWithSession('Market Blocker')
  const categories = ['apparel', 'books', 'art', 'accessories', 'home', 'wellness']
  await db()
    .insert(marketplaceCategories)
    .values(categories.map((slug, i) => ({ id: i + 1, slug, name: slug[0]!.toUpperCase() + slug.slice(1), sortOrder: i })))
    .onConflictDoNothing()
  // one statement each: D1 takes at most 100 bound values a statement
  for (const values of <(typeof marketplaceListings.$inferInsert)[]>[
    ...LISTINGS.map((l) => ({
      status: 'active' as const,
      currency: 'EUR',
      slug: `item-${l.id}`,
      businessName: 'Haven',
      havenOwned: true,
      ...l,
    })),
    // a member's item: hidden from whom the seller blocked
    {
      id: 9007,
      slug: 'item-9007',
      title: 'Handmade Pride Earrings',
      categoryId: 4,
      priceCents: 2000,
      currency: 'USD',
      stock: 2,
      status: 'active',
      sellerId: seller.id,
      businessName: 'Market Seller Crafts',
    },
  ])
    await db().insert(marketplaceListings).values(values)
  await db()
    .insert(listingReviews)
    .values([{ id: 'review-9001', listingId: 9001, userId: blocker.id, rating: 5, body: 'Holds a lot of tea.' }])
  await db().update(marketplaceListings).set({ ratingAvg: 5, ratingCount: 1 }).where(eqId(9001))
  await db().insert(blocks).values({ blockerId: seller.id, blockedId: blocker.id })
  for (const l of [...LISTINGS.map((x) => x.id), 9007]) await syncSearchEntry(db(), 'marketplace', l)
})

const eqId = (id: number) => eq(marketplaceListings.id, id)

describe('/marketplace', () => {
  it('lists what may be bought and what sold out, never a draft or an archived item', async () => {
    const html = await page('/marketplace')
    const shown = titles(html)
    expect(shown).toEqual(
      expect.arrayContaining(['Rainbow Mug', 'Queer Poetry Zine', 'Pride Hoodie', 'Sold Out Print', 'Handmade Pride Earrings']),
    )
    expect(html).not.toContain('Secret Draft Candle')
    expect(html).not.toContain('Old Archived Pin')
    // featured first, sold out last
    expect(shown[0]).toBe('Rainbow Mug')
    expect(shown.at(-1)).toBe('Sold Out Print')
    // a sale price beside the old one struck through; the labels; a count of what is listed
    expect(html).toContain('€30.00')
    expect(html).toMatch(/<s [^>]*>.*€45\.00<\/s>/s)
    expect(html).toContain('Sale')
    expect(html).toContain('Sold out')
    expect(html).toContain('5 items')
    // JSON-LD ItemList of the page
    expect(html).toContain('"@type":"ItemList"')
  })

  it('filters and sorts by the URL, with or without JavaScript', async () => {
    expect(titles(await page('/marketplace?sort=price-asc'))).toEqual([
      'Queer Poetry Zine',
      'Rainbow Mug',
      'Handmade Pride Earrings',
      'Pride Hoodie',
      'Sold Out Print',
    ])
    expect(titles(await page('/marketplace?sort=price-desc'))[0]).toBe('Pride Hoodie')
    expect(titles(await page('/marketplace?sale=1'))).toEqual(['Pride Hoodie'])
    expect(titles(await page('/marketplace?new=1'))).toEqual(['Queer Poetry Zine'])
    expect(titles(await page('/marketplace?category=books'))).toEqual(['Queer Poetry Zine'])
    expect(titles(await page('/marketplace?stock=1'))).not.toContain('Sold Out Print')
    // the price now (a sale price while on sale), in whole units; what sold out last
    expect(titles(await page('/marketplace?min=20&max=35&sort=price-asc'))).toEqual([
      'Handmade Pride Earrings',
      'Pride Hoodie',
      'Sold Out Print',
    ])
    // words of the title or the seller
    expect(titles(await page('/marketplace?q=poetry'))).toEqual(['Queer Poetry Zine'])
    expect(titles(await page('/marketplace?q=candle'))).toEqual([])
    expect(await page('/marketplace?q=candle')).toContain('No item matches these filters.')
  })

  it('redirects a messy or bad URL to its clean form, never a 500', async () => {
    for (const [path, clean] of [
      ['/marketplace?min=abc&max=&q=&sort=nope&page=0&x=1', '/marketplace'],
      ['/marketplace?category=nothing&sale=yes', '/marketplace'],
      ['/marketplace?max=10&min=30', '/marketplace?min=10&max=30'],
      ['/marketplace?page=40', '/marketplace'],
    ] as const) {
      const response = await getPage(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe(clean)
    }
  })

  it('hides a member’s items from whom they blocked, and the other way', async () => {
    expect(titles(await page('/marketplace', blocker.cookie))).not.toContain('Handmade Pride Earrings')
    expect((await getPage('/marketplace/9007', blocker.cookie)).status).toBe(404)
    expect(titles(await page('/marketplace', seller.cookie))).toContain('Handmade Pride Earrings')
  })
})

describe('/marketplace/{id}', () => {
  it('shows an item: price, stock, seller, reviews, JSON-LD Product with its Offer and rating', async () => {
    const html = await page('/marketplace/9001')
    expect(html).toContain('Rainbow Mug')
    expect(html).toContain('€15.00')
    expect(html).toContain('In stock: 10 left')
    expect(html).toContain('Holds a lot of tea.')
    expect(html).toContain('"@type":"Product"')
    expect(html).toContain('"priceCurrency":"EUR"')
    expect(html).toContain('"availability":"https://schema.org/InStock"')
    expect(html).toContain('"@type":"AggregateRating"')
    expect(html).toContain('<meta property="og:type" content="product"/>')
    const sold = await page('/marketplace/9004')
    expect(sold).toContain('"availability":"https://schema.org/SoldOut"')
  })

  it('answers a draft, an archived item and an unknown id with the same 404; its seller sees their own draft', async () => {
    for (const path of [
      '/marketplace/9005',
      '/marketplace/9006',
      '/marketplace/999999',
      '/marketplace/item-9005',
      '/marketplace/%E2%9C%A8',
    ]) {
      expect((await getPage(path)).status, path).toBe(404)
      expect((await getPage(path, blocker.cookie)).status, path).toBe(404)
    }
    await db().update(marketplaceListings).set({ sellerId: seller.id }).where(eqId(9005))
    const own = await page('/marketplace/9005', seller.cookie)
    expect(own).toContain('Secret Draft Candle')
    expect(own).toContain('This item is not published')
    expect(own).toContain('<meta name="robots" content="noindex"/>')
  })

  it('redirects a slug to the id', async () => {
    const response = await getPage('/marketplace/item-9002')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/marketplace/9002')
  })
})

describe('/sitemaps/marketplace.xml', () => {
  it('lists the items a visitor may see, never a draft or an archived one', async () => {
    expect(await (await getPage('/sitemap.xml')).text()).toContain('https://haven.test/sitemaps/marketplace.xml')
    const xml = await (await getPage('/sitemaps/marketplace.xml')).text()
    for (const id of [9001, 9002, 9003, 9004, 9007]) expect(xml).toContain(`https://haven.test/marketplace/${id}<`)
    for (const id of [9005, 9006]) expect(xml).not.toContain(`/marketplace/${id}<`)
  })
})

describe('reporting an item', () => {
  const report = (fields: Record<string, string>, cookie?: string) =>
    postForm('/reports', { redirectTo: '/marketplace', reason: 'spam', ...fields }, cookie, { Accept: 'application/json' })

  it('files a member’s report of an item they may see, with its seller as the owner; a draft is not found', async () => {
    const reporter = await createMemberWithSession('Item Reporter')
    expect((await report({ targetType: 'listing', targetId: '9007' }, reporter.cookie)).status).toBeLessThan(400)
    const [row] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'listing'), eq(reports.targetId, '9007')))
      .all()
    expect(row).toMatchObject({ reporterId: reporter.id })
    // a draft: nothing filed
    await report({ targetType: 'listing', targetId: '9005' }, reporter.cookie)
    expect(
      await db()
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, 'listing'), eq(reports.targetId, '9005')))
        .all(),
    ).toEqual([])
    // the item's page offers it
    expect(await page('/marketplace/9001', reporter.cookie)).toContain('Report')
  })
})
