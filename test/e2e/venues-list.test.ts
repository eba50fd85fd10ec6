import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, hydrated, launchChromium, SCREENSHOTS } from './browser'

// Run alone: E2E_PORT=8801 E2E_STATE=.test-state-list npx vitest run --config vitest.e2e.mts test/e2e/venues-list.test.ts
const baseUrl = inject('baseUrl')
const DEMO_PASSWORD = 'haven-demo-password'
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

type Options = Parameters<Browser['newContext']>[0] & { language?: string; theme?: 'light' | 'dark' }

async function open({ language, theme, ...options }: Options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  // consent chosen: the cookie banner does not cover the screenshots
  await context.addCookies([
    { name: 'haven-consent-version', value: '1.0', url: baseUrl },
    ...(language ? [{ name: 'lng', value: language, url: baseUrl }] : []),
    ...(theme ? [{ name: 'ui-theme', value: theme, url: baseUrl }] : []),
  ])
  if (options.javaScriptEnabled !== false) {
    await context.addInitScript((theme) => {
      const preferences = { necessary: true, functional: false, analytics: false, marketing: false }
      localStorage.setItem('haven-cookie-consent', JSON.stringify({ preferences, version: '1.0', timestamp: new Date().toISOString() }))
      if (theme) localStorage.setItem('ui-theme', theme)
    }, theme ?? null)
  }
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|WebGL|maplibre/i.test(message.text())) problems.push(message.text())
  })
  return { context, page, problems }
}

const goto = (page: Page, path: string) => gotoAndSettle(page, `${baseUrl}${path}`)
const params = (page: Page) => new URL(page.url()).searchParams
const cards = (page: Page) => page.locator('article[data-venue-id]')
const status = (page: Page) => page.locator('p[role="status"]').first()
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents()

/** Every card shows the category label, the flag badge and 'Open now'. */
async function expectCards(page: Page, { category, flag }: { category: string; flag: string }) {
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const card = cards(page).nth(i)
    const text = await card.innerText()
    expect(text).toContain(category)
    expect(text).toContain('Open now')
    await expect(card.getByRole('list', { name: 'Flags' }).getByText(flag, { exact: true }).count()).resolves.toBe(1)
  }
  return count
}

/**
 * Turns a filter pill on as a member does: a click on the visible pill (its checkbox is
 * visually hidden). Not `check({ force: true })` on the hidden box: a forced click skips the
 * wait for a still layout and lands wherever the box's 1-pixel spot was before the results
 * of the previous filter moved the page.
 */
async function togglePill(page: Page, name: string | RegExp) {
  const box = page.getByRole('checkbox', { name })
  await page.locator('label', { has: box }).click()
  await expect.poll(() => box.isChecked()).toBe(true)
}

describe('venue list without JavaScript', () => {
  it('filters by category, flag and open now with the plain GET form; chips remove filters', async () => {
    const { context, page } = await open({ javaScriptEnabled: false })
    await goto(page, '/venues')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Safe spaces')
    await page.getByLabel('Category', { exact: true }).selectOption('hotel')
    await page.locator('label').filter({ hasText: 'Rainbow friendly' }).click()
    await page
      .locator('label')
      .filter({ hasText: /^Open now/ })
      .click()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/category=hotel/)
    // the no-JS submission is redirected to the clean URL holding exactly the filters
    expect(page.url()).toBe(`${baseUrl}/venues?category=hotel&rainbow=1&open=1`)
    await expectCards(page, { category: 'Hotel', flag: 'Rainbow friendly' })
    await expect(status(page).textContent()).resolves.toMatch(/^\d+ venues?/)

    // a chip is a link without its filter
    const chips = page.getByRole('list', { name: 'Active filters' })
    await chips.getByRole('link', { name: 'Remove filter: Open now' }).click()
    await page.waitForURL((url) => !url.searchParams.has('open'))
    expect(params(page).get('category')).toBe('hotel')
    expect(params(page).get('rainbow')).toBe('1')
    await page.getByRole('link', { name: 'Clear all', exact: true }).click()
    await page.waitForURL(`${baseUrl}/venues`)
    await context.close()
  })
})

describe('venue list in Chromium', () => {
  let context: BrowserContext
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    ;({ context, page, problems } = await open())
  })
  afterAll(async () => {
    expect(problems).toEqual([])
    await context.close()
  })

  it('applies each filter at once and keeps them in the URL', async () => {
    await goto(page, '/venues')
    await hydrated(page)
    const total = Number((await status(page).textContent())!.match(/^(\d+)/)![1])
    expect(total).toBeGreaterThan(400)
    await page.getByLabel('Category', { exact: true }).selectOption('hotel')
    await page.waitForURL(/category=hotel/)
    await togglePill(page, 'Rainbow friendly')
    await page.waitForURL(/rainbow=1/)
    await togglePill(page, /^Open now/)
    await page.waitForURL(/open=1/)
    expect([...params(page).keys()]).toEqual(['category', 'rainbow', 'open'])
    await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Open now' }).waitFor()
    const count = await expectCards(page, { category: 'Hotel', flag: 'Rainbow friendly' })
    const shown = Number((await status(page).textContent())!.match(/^(\d+)/)![1])
    expect(shown).toBeGreaterThanOrEqual(count)
    expect(shown).toBeLessThan(total / 4)
    // the toggle keeps focus after its navigation (the form is not rebuilt under the member)
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe('open')
    await page.screenshot({ path: `${SCREENSHOTS}/venues-filtered-light.png`, fullPage: true })

    // a chip removes its filter; the form follows the URL
    await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Rainbow friendly' }).click()
    await page.waitForURL((url) => !url.searchParams.has('rainbow'))
    await expect.poll(() => page.getByRole('checkbox', { name: 'Rainbow friendly' }).isChecked()).toBe(false)
    expect(params(page).get('open')).toBe('1')

    // text search, sort and the 'More filters' lists
    await goto(page, '/venues')
    await hydrated(page)
    await page.getByRole('searchbox', { name: 'Search venues' }).fill('berlin')
    await page.getByRole('searchbox', { name: 'Search venues' }).press('Enter')
    await page.waitForURL(/q=berlin/)
    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('link', { name: /Search: “berlin”/ })
      .waitFor()
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Berlin')
    await page.getByLabel('Sort by', { exact: true }).selectOption('name')
    await page.waitForURL(/sort=name/)
    await expect
      .poll(async () => {
        const names = await cardNames(page)
        return names.length > 1 && names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n, 'en', { sensitivity: 'base' }) <= 0)
      })
      .toBe(true)
    await page.getByText('More filters').click()
    await page.getByRole('checkbox', { name: 'Free Wi-Fi' }).check()
    await page.waitForURL(/amenity=wifi/)
    await expect(page.getByText('More filters').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('checkbox', { name: 'Free Wi-Fi' }).isVisible()).resolves.toBe(true)
  })

  it('pages through the results, keeping the filters', async () => {
    await goto(page, '/venues?rainbow=1')
    await hydrated(page)
    const first = await cardNames(page)
    expect(first).toHaveLength(20)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    expect(params(page).get('rainbow')).toBe('1')
    await expect.poll(async () => (await cardNames(page)).some((n) => first.includes(n))).toBe(false)
    expect(await cardNames(page)).toHaveLength(20)
    await page
      .getByText(/page 2 of \d+/)
      .first()
      .waitFor()
  })

  it('links city pages to their venues and shows the place as a removable chip', async () => {
    await goto(page, '/venues?city=2950159')
    await hydrated(page)
    const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: /Berlin, Germany/ })
    await chip.waitFor()
    await expect(page.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('2950159')
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Berlin, Germany')
    await chip.click()
    await page.waitForURL(`${baseUrl}/venues`)
  })

  it('highlights a card and its id for the map on hover', async () => {
    await goto(page, '/venues')
    await hydrated(page)
    const card = cards(page).first()
    const id = await card.getAttribute('data-venue-id')
    await expect(card.getAttribute('id')).resolves.toBe(`venue-${id}`)
    await card.hover()
    await expect.poll(() => card.getAttribute('data-highlighted')).toBe('true')
  })
})

describe('suggesting a venue', () => {
  it('sends a visitor to sign in, then a member suggests a venue that waits for review', async () => {
    const { context, page, problems } = await open()
    await goto(page, '/venues')
    await hydrated(page)
    await page.getByRole('link', { name: 'Suggest a venue' }).first().click()
    await page.waitForURL(/\/auth\?redirectTo=%2Fvenues%2Fsuggest/)
    await hydrated(page)
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill('member@haven.local')
    await page.locator('main').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${baseUrl}/venues/suggest`)
    await hydrated(page)

    // refused with field errors first
    await page.getByRole('button', { name: 'Send suggestion' }).click()
    await page.getByRole('alert').getByText('Please check the highlighted fields.').waitFor()
    await expect(page.getByText('Enter the name of the venue (at least 2 characters).').first().isVisible()).resolves.toBe(true)
    await expect(page.getByText('Enter the city and pick it from the list.').first().isVisible()).resolves.toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/venues-suggest-errors.png`, fullPage: true })

    const name = `E2E Corner Café ${Date.now()}`
    await page.getByLabel('Name of the venue').fill(name)
    await page.getByLabel('Category').selectOption('cafe')
    await page.getByRole('combobox', { name: 'City' }).fill('Lisbo')
    await page
      .getByRole('option', { name: /Lisbon/ })
      .first()
      .click()
    await page.getByLabel(/^Website/).fill('example.org/corner')
    await page.getByRole('checkbox', { name: /Rainbow friendly/ }).check()
    await page.getByRole('button', { name: 'Send suggestion' }).click()
    await page.waitForURL(`${baseUrl}/venues`)
    await page.getByText('Thanks — a moderator will review your suggestion').first().waitFor()
    // listed nowhere until approved
    await goto(page, `/venues?q=${encodeURIComponent('E2E Corner')}`)
    await expect(page.getByText(name).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('venue list screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`looks right in ${theme}`, async () => {
      const { context, page } = await open({ theme, colorScheme: theme })
      await goto(page, '/venues?country=de')
      await hydrated(page)
      await page.getByText('More filters').click()
      await page.screenshot({ path: `${SCREENSHOTS}/venues-list-${theme}.png`, fullPage: false })
      await page.screenshot({ path: `${SCREENSHOTS}/venues-list-${theme}-full.png`, fullPage: true })
      await page.getByRole('search', { name: 'Filter venues' }).screenshot({ path: `${SCREENSHOTS}/venues-filters-${theme}.png` })
      // the first two rows of cards and the map beside them
      const a = (await cards(page).nth(0).boundingBox())!
      const b = (await page.locator('#venues-map-panel').boundingBox())!
      const d = (await cards(page).nth(3).boundingBox())!
      const scrollY = await page.evaluate(() => window.scrollY)
      await page.screenshot({
        path: `${SCREENSHOTS}/venues-cards-${theme}.png`,
        fullPage: true,
        clip: { x: a.x - 8, y: a.y + scrollY - 8, width: b.x + b.width - a.x + 16, height: d.y + d.height - a.y + 16 },
      })
      await context.close()
    })
  }

  it('lays out right to left in Arabic', async () => {
    const { context, page } = await open({ language: 'ar' })
    await goto(page, '/venues?category=bar')
    await hydrated(page)
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('المساحات الآمنة')
    await page.screenshot({ path: `${SCREENSHOTS}/venues-list-ar.png`, fullPage: false })
    await context.close()
  })

  it('puts the map behind a toggle on a phone', async () => {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await goto(page, '/venues')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Show map' })
    await expect(page.locator('#venues-map-panel').isVisible()).resolves.toBe(false)
    await toggle.click()
    await expect(page.locator('#venues-map-panel').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).resolves.toBe('true')
    await page.screenshot({ path: `${SCREENSHOTS}/venues-list-mobile.png`, fullPage: false })
    await context.close()
  })
})
