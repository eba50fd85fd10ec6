import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hydrated, launchChromium, SCREENSHOTS } from './browser'

// Run alone: E2E_PORT=8791 E2E_STATE=.test-state-places npx vitest run --config vitest.e2e.mts test/e2e/places.test.ts
const baseUrl = inject('baseUrl')
const BERLIN = 2950159
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function open(options: Parameters<Browser['newContext']>[0] = {}, language?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  // consent chosen: the cookie banner does not cover the screenshots
  await context.addCookies([
    { name: 'haven-consent-version', value: '1.0', url: baseUrl },
    ...(language ? [{ name: 'lng', value: language, url: baseUrl }] : []),
  ])
  await context.addInitScript(() => {
    const preferences = { necessary: true, functional: false, analytics: false, marketing: false }
    localStorage.setItem('haven-cookie-consent', JSON.stringify({ preferences, version: '1.0', timestamp: new Date().toISOString() }))
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) problems.push(message.text())
  })
  return { context, page, problems }
}

const cityNames = (page: Page) =>
  page.locator('section[aria-labelledby="cities-heading"] ol > li a > span:first-child > span:first-child').allTextContents()
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

describe('places directory in Chromium', () => {
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

  it('searches by name and keeps the query in the URL', async () => {
    await page.goto(`${baseUrl}/places`, { waitUntil: 'networkidle' })
    // a click while React attaches to the form can be lost (CI, a busy machine: the URL never changed)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Places')
    await expect(page.title()).resolves.toBe('Places: countries and cities — Haven')
    await page.getByRole('searchbox', { name: 'Search countries and cities' }).fill('berlin')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=berlin/)
    await page.getByText('Nothing here', { exact: false }).waitFor({ state: 'detached' })
    await page
      .locator('section[aria-labelledby="cities-heading"]')
      .getByRole('link', { name: /^Berlin/ })
      .first()
      .waitFor()
    expect((await cityNames(page))[0]).toBe('Berlin')
    await page.getByRole('searchbox', { name: 'Search countries and cities' }).fill('qqqxxzz')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=qqqxxzz/)
    await page.getByText('Nothing here, bestie! Try another search term.').waitFor()
  })

  it('filters by continent (applied on change) and by population range', async () => {
    await page.goto(`${baseUrl}/places`, { waitUntil: 'networkidle' })
    await page.getByLabel('Continent', { exact: true }).selectOption('OC')
    await page.waitForURL(/continent=OC/)
    await page.getByRole('heading', { name: 'South America', exact: false }).waitFor({ state: 'detached' })
    const oceania = await page.locator('section[aria-labelledby="countries-heading"] h3').allTextContents()
    expect(oceania).toHaveLength(1)
    expect(oceania[0]).toContain('Oceania')
    expect((await cityNames(page))[0]).toBe('Sydney')

    await page.goto(`${baseUrl}/places`, { waitUntil: 'networkidle' })
    await page.getByLabel('Minimum population').fill('1000000')
    await page.getByLabel('Maximum population').fill('1100000')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/minPop=1000000/)
    await page.getByRole('link', { name: /Shanghai/ }).waitFor({ state: 'detached' })
    expect(param(page, 'maxPop')).toBe('1100000')
    const populations = await page.locator('section[aria-labelledby="cities-heading"] ol > li a').allTextContents()
    expect(populations.length).toBeGreaterThan(5)
    for (const text of populations) expect(text).toMatch(/Pop\. 1(\.1)?M/)
  })

  it('sorts by name both ways and pages through the results', async () => {
    await page.goto(`${baseUrl}/places?minPop=1000000&maxPop=1100000`, { waitUntil: 'networkidle' })
    await page.getByLabel('Sort by', { exact: true }).selectOption('name-asc')
    await page.waitForURL(/sort=name-asc/)
    await page
      .locator('section[aria-labelledby="cities-heading"]')
      .getByRole('link', { name: /^Allahābād/ })
      .waitFor()
    const asc = await cityNames(page)
    expect(asc[0]).toBe('Allahābād')
    expect([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(asc)
    await page.getByLabel('Sort by', { exact: true }).selectOption('name-desc')
    await page.waitForURL(/sort=name-desc/)
    await page
      .locator('section[aria-labelledby="cities-heading"]')
      .getByRole('link', { name: /^Allahābād/ })
      .waitFor({ state: 'detached' })
    const desc = await cityNames(page)
    expect(desc[0]! > desc[desc.length - 1]!).toBe(true)

    await page.goto(`${baseUrl}/places?sort=name-asc`, { waitUntil: 'networkidle' })
    const first = await cityNames(page)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    await page.getByText('Page 2 of').first().waitFor()
    expect(param(page, 'sort')).toBe('name-asc')
    const second = await cityNames(page)
    expect(second).toHaveLength(24)
    expect(second.some((name) => first.includes(name))).toBe(false)
  })
})

describe('places without JavaScript', () => {
  it('searches with a plain GET form', async () => {
    const { context, page } = await open({ javaScriptEnabled: false })
    await page.goto(`${baseUrl}/places`)
    // Near Me needs JavaScript: not offered
    await expect(page.getByRole('button', { name: 'Near me' }).count()).resolves.toBe(0)
    await page.getByRole('searchbox', { name: 'Search countries and cities' }).fill('hamburg')
    await page.getByLabel('Continent', { exact: true }).selectOption('EU')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=hamburg/)
    expect(param(page, 'continent')).toBe('EU')
    expect(await page.locator('section[aria-labelledby="cities-heading"]').textContent()).toContain('Hamburg')
    await context.close()
  })
})

describe('localised names', () => {
  it('shows country names in German', async () => {
    const { context, page, problems } = await open({}, 'de')
    await page.goto(`${baseUrl}/places?q=deutsch`, { waitUntil: 'networkidle' })
    await page
      .getByRole('link', { name: /Deutschland/ })
      .first()
      .waitFor()
    await page.goto(`${baseUrl}/country/de`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Deutschland')
    await page.getByRole('heading', { name: 'LGBTQ+-Sicherheit in Deutschland' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('finds a city by its German name (alternate names, display name unchanged)', async () => {
    const { context, page, problems } = await open({}, 'de')
    await page.goto(`${baseUrl}/places`, { waitUntil: 'networkidle' })
    await page.getByRole('searchbox', { name: 'Länder und Städte suchen' }).fill('München')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.waitForURL(/q=M%C3%BCnchen/)
    const munich = page
      .locator('section[aria-labelledby="cities-heading"]')
      .getByRole('link', { name: /^Munich/ })
      .first()
    await munich.waitFor()
    expect((await cityNames(page))[0]).toBe('Munich')
    await expect(munich.getAttribute('href')).resolves.toBe('/city/2867714')
    // and in other scripts, straight from the URL
    for (const [q, city] of [
      ['Москва', 'Moscow'],
      ['東京', 'Tokyo'],
      ['القاهرة', 'Cairo'],
    ] as const) {
      await page.goto(`${baseUrl}/places?q=${encodeURIComponent(q)}`, { waitUntil: 'networkidle' })
      expect((await cityNames(page))[0], q).toBe(city)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('Near Me', () => {
  it('lists the nearest cities for a fixed position', async () => {
    const { context, page, problems } = await open({ geolocation: { latitude: 52.5201, longitude: 13.4049 }, permissions: ['geolocation'] })
    await page.goto(`${baseUrl}/places?continent=EU`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Near me' }).click()
    await page.waitForURL(/near=/)
    // rounded to about 1 km, and the other filters kept
    expect(param(page, 'near')).toBe('52.52,13.40')
    expect(param(page, 'continent')).toBe('EU')
    await page.getByRole('heading', { name: 'Cities near you' }).waitFor()
    await page.getByText('km away').first().waitFor()
    const names = await cityNames(page)
    expect(names.slice(0, 2).sort()).toEqual(['Berlin', 'Mitte'])
    await page.getByText('Your position is used for this search only and is never stored.').waitFor()
    await page.getByRole('link', { name: 'Stop using my position' }).click()
    await page.waitForURL((url) => !url.searchParams.has('near'))
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('country and city pages', () => {
  it('answers 404 with the not-found page for unknown ids', async () => {
    const { context, page } = await open()
    for (const path of ['/country/xx', '/city/1', '/country/qq/cities']) {
      const response = await page.goto(`${baseUrl}${path}`)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found')
    }
    await context.close()
  })

  it('shows a country with its safety banner, facts, map and cities by region', async () => {
    const { context, page, problems } = await open()
    await page.goto(`${baseUrl}/country/de`, { waitUntil: 'networkidle' })
    await expect(page.title()).resolves.toBe('Germany: LGBTQ+ guide, cities and safety — Haven')
    await page.getByText('Informational only, not legal advice', { exact: false }).waitFor()
    await page.getByRole('img', { name: /Germany marked on a world map/ }).waitFor()
    await page.getByRole('link', { name: 'All cities in Germany' }).click()
    await page.waitForURL(/\/country\/de\/cities/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Cities in Germany')
    await page
      .getByRole('link', { name: /^Bavaria/ })
      .first()
      .click()
    await page.waitForURL(/region=Bavaria/)
    await page.getByRole('link', { name: 'Munich' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a city with its local time', async () => {
    const { context, page, problems } = await open()
    await page.goto(`${baseUrl}/city/${BERLIN}`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Berlin')
    await page.getByText('Capital of Germany').waitFor()
    await page.getByText(/Europe\/Berlin · GMT\+[12]/).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('screenshots', () => {
  const pages = [
    ['places', '/places'],
    ['country-de', '/country/de'],
    ['city-berlin', `/city/${BERLIN}`],
  ] as const
  for (const scheme of ['light', 'dark'] as const) {
    it(`renders the place pages in ${scheme} mode, in English and Arabic`, async () => {
      for (const language of ['en', 'ar']) {
        const { context, page, problems } = await open({ colorScheme: scheme }, language)
        for (const [name, path] of pages) {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
          if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
          await page.screenshot({ path: `${SCREENSHOTS}/places-${name}-${scheme}-${language}.png`, fullPage: name !== 'places' })
        }
        expect(problems).toEqual([])
        await context.close()
      }
    })
  }
})
