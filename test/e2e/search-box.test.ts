import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, siteContext, watchProblems } from './browser'

/**
 * The header's search box in Chromium (SPEC §2 Global search box, issue 38): suggestions grouped
 * by type from the seeded index, the keyboard (arrows, Enter, Escape), the full search, recent
 * searches, the filter panel's parameters in /search's URL, and the narrow layout. /search is
 * another piece of work: the tests check where the box leads, not that page.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function open(context: BrowserContext, path = '/') {
  const page = await context.newPage()
  const problems = watchProblems(page)
  await gotoAndSettle(page, `${baseUrl}${path}`)
  await hydrated(page)
  return { page, problems }
}

const box = (page: Page) => page.getByRole('search').locator('input[name="q"]')
const listbox = (page: Page) => page.getByRole('banner').getByRole('listbox')

/** Types into the box the way a person does (the first key loads the combobox, which takes over the text and focus). */
async function typeQuery(page: Page, text: string) {
  await box(page).click()
  await box(page).pressSequentially(text, { delay: 40 })
  await expect.poll(() => box(page).inputValue()).toBe(text)
}

async function berlnSuggestions(page: Page) {
  await typeQuery(page, 'berln')
  const berlin = listbox(page)
    .getByRole('option', { name: /^Berlin\b/ })
    .first()
  await berlin.waitFor()
  return berlin
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

describe('header search box', () => {
  it("suggests Berlin for 'berln', grouped by type, with the full search last", async () => {
    const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce' })
    const { page, problems } = await open(context)
    await berlnSuggestions(page)
    const input = box(page)
    await expect.poll(() => input.getAttribute('role')).toBe('combobox')
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true')

    // Berlin sits in its type's group, the group named by its heading
    const places = listbox(page).getByRole('group', { name: 'Places', exact: true })
    await expect.poll(() => places.getByRole('option', { name: /^Berlin\b/ }).count()).toBeGreaterThan(0)
    const options = listbox(page).getByRole('option')
    await expect.poll(() => options.last().textContent()).toBe('Search for "berln"')
    // every suggestion leads somewhere real (SPEC §2 result navigation)
    const hrefs = await listbox(page)
      .locator('[role="option"][data-href]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-href')))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]+\//)

    await page.screenshot({ path: `${SCREENSHOTS}/search-box-light.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('follows the highlighted option on Enter, and a recent search shows on the next focus', async () => {
    const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce', functional: true })
    const { page, problems } = await open(context)
    await berlnSuggestions(page)
    const input = box(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const activeId = await input.getAttribute('aria-activedescendant')
    expect(activeId).toBeTruthy()
    const highlighted = page.locator(`[id="${activeId}"]`)
    await expect.poll(() => highlighted.getAttribute('aria-selected')).toBe('true')
    const href = await highlighted.getAttribute('data-href')
    const title = (await highlighted.locator('span.font-medium').first().textContent())!.trim()
    expect(href).toMatch(/^\//)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === href)
    await expect.poll(() => listbox(page).isVisible()).toBe(false)

    // the choice is the newest recent search, shown when the empty box is pressed again
    await box(page).click()
    const recent = listbox(page).getByRole('group', { name: 'Recent searches', exact: true })
    await recent.waitFor()
    await expect.poll(() => recent.getByRole('option').first().textContent()).toBe(title)
    expect(problems).toEqual([])
    await context.close()
  })

  it('runs the full search on Enter with no option highlighted; Escape closes; the search is remembered', async () => {
    const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce', functional: true })
    const { page } = await open(context)
    await berlnSuggestions(page)
    // Escape closes the list and keeps the text
    await page.keyboard.press('Escape')
    await expect.poll(() => listbox(page).isVisible()).toBe(false)
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => box(page).inputValue()).toBe('berln')

    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    expect(pathAndQuery(page)).toBe('/search?q=berln')
    // the header box does not take the page's q (the page has its own form)
    await expect.poll(() => box(page).inputValue()).toBe('')

    await gotoAndSettle(page, `${baseUrl}/`)
    await hydrated(page)
    await box(page).click()
    const recent = listbox(page).getByRole('group', { name: 'Recent searches', exact: true })
    await recent.waitFor()
    await expect.poll(() => recent.getByRole('option').first().textContent()).toBe('berln')
    // a stored list that is not JSON reads as none: the box still works
    await page.evaluate(() => localStorage.setItem('recent-searches', '{not json'))
    await page.keyboard.press('Escape')
    await box(page).blur()
    await box(page).click()
    await expect.poll(() => listbox(page).isVisible()).toBe(false)
    await context.close()
  })

  it('remembers no search without functional storage consent, and forgets the list once it is withdrawn', async () => {
    const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce' })
    // a list kept while the consent was given, before it was withdrawn
    await context.addInitScript(() => localStorage.setItem('recent-searches', JSON.stringify(['support group'])))
    const { page, problems } = await open(context)
    await berlnSuggestions(page)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    await expect(page.evaluate(() => localStorage.getItem('recent-searches'))).resolves.toBeNull()
    // the empty box shows no recent searches: nothing opens
    await box(page).click()
    await expect.poll(() => listbox(page).isVisible()).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('puts the filters in the URL of the full search and counts them on the toggle', async () => {
    const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce' })
    const { page, problems } = await open(context, '/about')
    const toggle = page.getByRole('search').getByRole('button', { name: /^Filters/ })
    await toggle.click()
    const panel = page.getByRole('group', { name: 'Search filters', exact: true })
    await panel.waitFor()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')

    await panel.getByRole('button', { name: 'Venues', exact: true }).click()
    await panel.getByRole('button', { name: 'Events', exact: true }).click()
    await expect.poll(() => panel.getByRole('button', { name: 'Venues', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await panel.getByLabel('Location', { exact: true }).fill('Berlin')
    await panel.getByRole('button', { name: 'Advanced', exact: true }).click()
    await panel.getByLabel('Featured only').check()
    await panel.getByLabel('Minimum rating').selectOption('4')
    await expect.poll(() => page.getByRole('search').getByRole('button', { name: 'Filters, 5 active' }).isVisible()).toBe(true)

    // a date range counts once both ends are picked
    const days = panel.locator('td:not([data-outside]) button')
    await days.nth(9).click()
    await expect.poll(() => page.getByRole('search').getByRole('button', { name: 'Filters, 5 active' }).isVisible()).toBe(true)
    await days.nth(12).click()
    await expect.poll(() => page.getByRole('search').getByRole('button', { name: 'Filters, 6 active' }).isVisible()).toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/search-box-filters.png` })

    // Escape closes the panel and gives the focus back to its toggle; the filters stay
    await panel.getByLabel('Location', { exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true)

    await box(page).click()
    await box(page).fill('bar')
    // what one sees before pressing Enter: the text, and the list offering its full search
    await expect.poll(() => box(page).inputValue()).toBe('bar')
    await listbox(page).getByRole('option', { name: 'Search for "bar"' }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    const params = new URL(page.url()).searchParams
    expect(params.get('q')).toBe('bar')
    expect(params.get('types')).toBe('venue,event')
    expect(params.get('location')).toBe('Berlin')
    expect(params.get('featured')).toBe('true')
    expect(params.get('rating')).toBe('4')
    expect(params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(params.get('to')! > params.get('from')!).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('is full width less 2rem below 768 px, with the short placeholder', async () => {
    const context = await siteContext(browser, baseUrl, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    const { page, problems } = await open(context)
    await expect.poll(() => box(page).getAttribute('placeholder')).toBe('Search...')
    await berlnSuggestions(page)
    const popover = page.getByRole('banner').locator('[role="listbox"]').locator('..')
    const rect = (await popover.boundingBox())!
    expect(Math.round(rect.x)).toBe(16)
    expect(Math.round(rect.width)).toBe(375 - 32)
    expect(rect.height).toBeLessThanOrEqual(384 + 2)
    await page.screenshot({ path: `${SCREENSHOTS}/search-box-375.png` })
    await listbox(page)
      .getByRole('option', { name: /^Berlin\b/ })
      .first()
      .tap()
    await page.waitForURL((url) => url.pathname.startsWith('/city/'))
    expect(problems).toEqual([])
    await context.close()
  })

  it('animates the placeholder on a wide screen and stands still with reduced motion', async () => {
    const moving = await siteContext(browser, baseUrl)
    const { page } = await open(moving)
    const seen = new Set<string>()
    for (let i = 0; i < 50 && seen.size < 6; i++) {
      seen.add((await box(page).getAttribute('placeholder')) ?? '')
      await page.waitForTimeout(80)
    }
    // typed a character at a time: several prefixes of the phrases (over 4 s, past the first one's 2 s pause)
    const phrases = ['Search venues', 'Find events', 'Browse marketplace']
    const prefixes = [...seen].filter((text) => text && phrases.some((phrase) => phrase.startsWith(text)))
    expect(prefixes.length).toBeGreaterThan(3)
    expect(prefixes.length).toBe(seen.size)
    await moving.close()

    const still = await siteContext(browser, baseUrl, { reducedMotion: 'reduce', colorScheme: 'dark' })
    const { page: calm } = await open(still)
    await expect.poll(() => box(calm).getAttribute('placeholder')).toBe('Search venues')
    await calm.waitForTimeout(300)
    await expect.poll(() => box(calm).getAttribute('placeholder')).toBe('Search venues')
    await berlnSuggestions(calm)
    await calm.screenshot({ path: `${SCREENSHOTS}/search-box-dark.png` })
    await still.close()
  })
})
