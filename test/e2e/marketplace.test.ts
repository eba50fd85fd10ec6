import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, siteContext, watchProblems } from './browser'
import { testDb } from './local-db'

/**
 * Buying in the market in Chromium (issue 40): a visitor finds an item and adds it to the cart,
 * signs in without losing it, pays with the local test provider and sees the paid order, whose
 * receipt reaches the outbox; the cart at a phone's width; adding to the cart without JavaScript.
 * Run: E2E_PORT=8806 E2E_STATE=.test-state-market npx vitest run --config vitest.e2e.mts test/e2e/marketplace.test.ts
 */
const baseUrl = inject('baseUrl')
const DEMO_PASSWORD = 'haven-demo-password'
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const db = testDb()

/** Haven's items in euros with stock to spare, not in anyone's cart or order yet, sold as one (no sizes). */
const items = () =>
  db.query<{ id: number; title: string }>(
    `SELECT id, title FROM marketplace_listings l
     WHERE status = 'active' AND stock >= 5 AND currency = 'EUR' AND haven_owned = 1
       AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.listing_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.listing_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM listing_variants v WHERE v.listing_id = l.id)
     ORDER BY id LIMIT 3`,
  )

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })

describe('buying in the market', () => {
  it('takes a visitor from an item to a paid order: the cart survives signing in, the receipt is emailed', async () => {
    const [item] = await items()
    const context = await siteContext(browser, baseUrl)
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/marketplace/${item!.id}`)
    await hydrated(page)
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2')

    // signing in (the visitor's cart joins the member's on the way)
    await gotoAndSettle(page, `${baseUrl}/auth?redirectTo=${encodeURIComponent('/marketplace/cart')}`)
    await hydrated(page)
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill('member@haven.local')
    await page.locator('main').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${baseUrl}/marketplace/cart`)
    await expect.poll(() => page.getByRole('link', { name: item!.title }).first().isVisible()).toBe(true)
    await shot(page, 'market-cart')

    // checkout: the address, then the local provider's test page
    await page
      .getByRole('link', { name: /^Checkout/ })
      .first()
      .click()
    await page.waitForURL(/\/marketplace\/checkout\?currency=EUR$/)
    await hydrated(page)
    await page.getByLabel('Full name').fill('Jordan Rivera')
    await page.getByLabel('Street and number').fill('Oranienstraße 12')
    await page.getByLabel('Postal code').fill('10999')
    await page.getByLabel('City', { exact: true }).fill('Berlin')
    await page.getByLabel('Country').selectOption('DE')
    await shot(page, 'market-checkout')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.waitForURL(/\/marketplace\/pay\/[0-9a-f-]{36}$/)
    const orderId = /pay\/([0-9a-f-]{36})/.exec(page.url())![1]!
    // the address changes before React has drawn the page: wait for it
    await expect.poll(() => page.getByText('no card is charged').isVisible()).toBe(true)
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(`${baseUrl}/marketplace/orders/${orderId}`)
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Paid')
    await expect(page.getByText(`2 ×`).first().isVisible()).resolves.toBe(true)
    await shot(page, 'market-order')
    // the order history lists it; the receipt waits in the outbox
    await gotoAndSettle(page, `${baseUrl}/profile/orders`)
    await expect(page.getByRole('link', { name: orderId.slice(0, 8).toUpperCase() }).isVisible()).resolves.toBe(true)
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*) AS n FROM email_outbox WHERE to_address = 'member@haven.local' AND template_key = 'order_confirmation' AND text_body LIKE '%${orderId.slice(0, 8).toUpperCase()}%'`,
            )
          )[0]!.n,
        { timeout: 15_000 },
      )
      .toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lays the cart out at a phone’s width, and adds to it without JavaScript', async () => {
    const [, item] = await items()
    const context = await siteContext(browser, baseUrl, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await gotoAndSettle(page, `${baseUrl}/marketplace/${item!.id}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    // a plain form post: back on the item's page, the header counts it
    await page.waitForURL(`${baseUrl}/marketplace/${item!.id}`)
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('1')
    await gotoAndSettle(page, `${baseUrl}/marketplace/cart`)
    await expect(page.getByRole('link', { name: item!.title }).first().isVisible()).resolves.toBe(true)
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // the list and its filters without JavaScript too
    await gotoAndSettle(page, `${baseUrl}/marketplace?sale=1&sort=price-asc`)
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true)
    await shot(page, 'market-cart-narrow')
    await context.close()
  })
})
