import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, SCREENSHOTS } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('home page in Chromium', () => {
  it('renders, hydrates without errors and shows the seeded numbers', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    const response = await page.goto(baseUrl, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toBe('Haven')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Find your people, wherever you are')
    // the seeded directory is visible: 24 000-odd cities in the hero sentence
    const hero = await page.locator('main p').nth(1).textContent()
    expect(hero).toMatch(/in 2\d,\d{3} cities across 2\d\d countries/)
    // the first Tab reaches the skip link, which moves focus to the main content
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true })
    expect(problems).toEqual([])
    await page.close()
  })

  it('lays Arabic out right to left', async () => {
    const context = await browser.newContext({ locale: 'ar' })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    expect(problems).toEqual([])
    await page.screenshot({ path: `${SCREENSHOTS}/home-ar.png` })
    await context.close()
  })

  it('shows the not-found page with a 404 for an unknown path', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/no/such/page`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found')
    await page.close()
  })
})
