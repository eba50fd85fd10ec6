/**
 * The venue map on /venues in Chromium with real WebGL (SwiftShader, software): markers for
 * the filtered set, map ↔ list sync, 'Search this area', the offline fallback notice and the
 * lazy loading (no map code on pages without a map, none before the map is shown).
 *
 * Run alone: E2E_PORT=8802 E2E_STATE=.test-state-map npx vitest run --config vitest.e2e.mts test/e2e/venues-map.test.ts
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, hydrated, launchChromium, SCREENSHOTS } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const MAP_CODE = /maplibre|venue-map\.client|venue-map-[\w-]+\.css/
const FAILED = 'The map could not load. The list still works.'
/** The list's venue cards (id="venue-{id}" data-venue-id; markers carry data-marker-venue). */
const CARDS = 'main [id^="venue-"][data-venue-id]'

/** A context with the cookie banner answered, so it covers nothing. */
async function newContext(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, ...options })
  await context.addCookies([{ name: 'haven-consent-version', value: '1.0', url: baseUrl }])
  await context.addInitScript(() =>
    localStorage.setItem(
      'haven-cookie-consent',
      JSON.stringify({
        preferences: { necessary: true, functional: false, analytics: false, marketing: false },
        version: '1.0',
        timestamp: new Date().toISOString(),
      }),
    ),
  )
  return context
}

function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return problems
}

const map = (page: Page) => page.getByRole('region', { name: 'Map of the venues' })

/** The map has loaded, shows the points of `search` and has settled. */
async function mapSettled(page: Page, search?: string) {
  await page.locator('section[data-map-status="ready"]').waitFor({ timeout: 30_000 })
  await page.waitForFunction(
    (wanted) => {
      const container = document.querySelector<HTMLElement>('.maplibregl-map')
      if (!container || container.dataset.idle !== 'true') return false
      return wanted == null || container.dataset.search === wanted
    },
    search ?? null,
    { timeout: 30_000 },
  )
  // markers follow the render that made the map idle
  await page.waitForTimeout(150)
}

/** Venues the markers in view stand for: a cluster counts its venues, a point one. */
async function markerTotal(page: Page) {
  return page
    .locator('.maplibregl-marker')
    .evaluateAll((elements) => elements.reduce((sum, element) => sum + Number((element as HTMLElement).dataset.markerCount ?? 1), 0))
}

/** The list's total ('571 venues'). */
async function listTotal(page: Page) {
  const text = await page.locator('main p[role="status"] > span').first().textContent()
  return Number((text ?? '').replace(/\D/g, ''))
}

async function pointsTotal(page: Page, search: string) {
  return page.evaluate(async (query) => {
    const response = await fetch(`/resources/venue-map${query}`)
    return ((await response.json()) as { total: number }).total
  }, search)
}

describe('venue map', () => {
  it('shows a marker for every venue of the filtered list, and follows a filter change', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/venues?category=bar`)
    await hydrated(page)
    await mapSettled(page, 'category=bar')

    const bars = await listTotal(page)
    expect(bars).toBeGreaterThan(20)
    expect(await pointsTotal(page, '?category=bar')).toBe(bars)
    // markers are buttons with what they stand for in their name
    const cluster = map(page)
      .getByRole('button', { name: /^\d+ venues here, zoom in$/ })
      .first()
    await expect(cluster.isVisible()).resolves.toBe(true)
    // a tall, narrow map cannot show the whole world at once: what it shows, it counts right
    expect(await markerTotal(page)).toBeLessThanOrEqual(bars)

    // a filter change: new points, the view fits them, every venue has its marker
    await page.getByLabel('Country').selectOption('us')
    await page.waitForURL(/country=us/)
    await mapSettled(page, 'country=us&category=bar')
    const usBars = await listTotal(page)
    expect(usBars).toBeLessThan(bars)
    expect(await pointsTotal(page, '?country=us&category=bar')).toBe(usBars)
    expect(await markerTotal(page)).toBe(usBars)

    await page.getByLabel('Category').selectOption('cafe')
    await page.waitForURL(/category=cafe/)
    await mapSettled(page, 'country=us&category=cafe')
    const usCafes = await listTotal(page)
    expect(usCafes).not.toBe(usBars)
    expect(await pointsTotal(page, '?country=us&category=cafe')).toBe(usCafes)
    expect(await markerTotal(page)).toBe(usCafes)

    await map(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/venues-map-light.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps map and list in step: a hovered card lights its marker, a clicked marker focuses its card', async () => {
    const context = await newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/venues?country=us&category=bar`)
    await hydrated(page)
    await mapSettled(page, 'country=us&category=bar')

    const card = page.locator(CARDS).first()
    const id = Number((await card.getAttribute('id'))!.replace('venue-', ''))
    const highlighted = page.locator('.maplibregl-marker[data-highlighted="true"]')

    // hovering the card highlights the marker that holds it (its cluster, at this zoom)
    await card.hover()
    await highlighted.waitFor()
    expect(await highlighted.count()).toBe(1)
    await page.mouse.move(5, 500)
    await page.waitForFunction(() => !document.querySelector('.maplibregl-marker[data-highlighted="true"]'))

    // zoom in, cluster by cluster, until the venue has a marker of its own
    const point = page.locator(`.maplibregl-marker[data-marker-venue="${id}"]`)
    for (let step = 0; step < 10 && !(await point.count()); step++) {
      await card.hover()
      await highlighted.waitFor()
      const clusterId = await highlighted.getAttribute('data-marker-cluster')
      expect(clusterId).not.toBeNull()
      await page.locator(`.maplibregl-marker[data-marker-cluster="${clusterId}"]`).click()
      await mapSettled(page)
    }
    await expect(point.count()).resolves.toBe(1)
    const name = (await point.getAttribute('aria-label'))!
    expect(name).toMatch(/, Bar, (rated \d\.\d out of 5|no reviews yet)$/)

    // hovering the marker rings the card; clicking it focuses the card and opens a popup
    await point.hover()
    await expect(card.getAttribute('data-highlighted')).resolves.toBe('true')
    await point.click()
    await page.waitForFunction((wanted) => document.activeElement?.closest('[id^="venue-"]')?.id === wanted, `venue-${id}`)
    const popupLink = page.locator(`.maplibregl-popup a[href="/venues/${id}"]`)
    await expect(popupLink.isVisible()).resolves.toBe(true)

    // the map moved: 'Search this area' is offered
    await expect(page.getByRole('button', { name: 'Search this area' }).isVisible()).resolves.toBe(true)
    await map(page).screenshot({ path: `${SCREENSHOTS}/venues-map-popup.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it("'Search this area' after a pan puts the bbox in the URL and the list narrows to it", async () => {
    const context = await newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/venues`)
    await hydrated(page)
    await mapSettled(page, '')
    const all = await listTotal(page)
    const searchArea = page.getByRole('button', { name: 'Search this area' })
    // no move yet: nothing to offer
    expect(await searchArea.count()).toBe(0)

    // into the biggest cluster, then a pan with the mouse
    const clusters = await page.locator('.maplibregl-marker[data-marker-cluster]').evaluateAll((elements) =>
      elements.map((element) => ({
        id: (element as HTMLElement).dataset.markerCluster!,
        count: Number((element as HTMLElement).dataset.markerCount),
      })),
    )
    const biggest = clusters.sort((a, b) => b.count - a.count)[0]
    await page.locator(`.maplibregl-marker[data-marker-cluster="${biggest.id}"]`).click()
    await mapSettled(page)
    const box = (await map(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 8 })
    await page.mouse.up()
    await mapSettled(page)

    await searchArea.click()
    await page.waitForURL(/[?&]bbox=/)
    const bbox = new URL(page.url()).searchParams.get('bbox')!
    expect(bbox).toMatch(/^-?\d+(\.\d{1,4})?(,-?\d+(\.\d{1,4})?){3}$/)
    await mapSettled(page, `bbox=${encodeURIComponent(bbox)}`)
    const inArea = await listTotal(page)
    expect(inArea).toBeGreaterThan(0)
    expect(inArea).toBeLessThan(all)
    expect(await pointsTotal(page, `?bbox=${bbox}`)).toBe(inArea)
    // the view stays on the area (no refit): every venue of it has its marker in view
    expect(await markerTotal(page)).toBe(inArea)
    await expect(searchArea.count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a notice when the basemap cannot load, and the list keeps working', async () => {
    const context = await newContext()
    await context.route('**/map/countries.geojson', (route) => route.abort())
    const page = await context.newPage()
    await gotoAndSettle(page, `${baseUrl}/venues`)
    await hydrated(page)
    await map(page).getByText(FAILED).waitFor({ timeout: 30_000 })
    expect(await page.locator('.maplibregl-map').count()).toBe(0)

    const before = await listTotal(page)
    await page.getByLabel('Category').selectOption('club')
    await page.waitForURL(/category=club/)
    await page.waitForFunction((total) => {
      const text = document.querySelector('main p[role="status"] > span')?.textContent ?? ''
      return Number(text.replace(/\D/g, '')) !== total
    }, before)
    expect(await page.locator(CARDS).count()).toBeGreaterThan(0)
    await map(page).screenshot({ path: `${SCREENSHOTS}/venues-map-failed.png` })
    await context.close()
  })

  it('shows the notice when the map code and points are blocked', async () => {
    const context = await newContext()
    await context.route(/\/resources\/venue-map|maplibre|venue-map\.client/, (route) => route.abort())
    const page = await context.newPage()
    await gotoAndSettle(page, `${baseUrl}/venues?category=cafe`)
    await hydrated(page)
    await map(page).getByText(FAILED).waitFor({ timeout: 30_000 })
    expect(await listTotal(page)).toBeGreaterThan(0)
    await context.close()
  })

  it('loads no map code on pages without a map, nor before the map is shown', async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await gotoAndSettle(page, `${baseUrl}/places`)
    await hydrated(page)
    expect(requested.filter((url) => MAP_CODE.test(url))).toEqual([])

    // on a phone the map is behind a button: nothing of it loads until it is opened
    await gotoAndSettle(page, `${baseUrl}/venues`)
    await hydrated(page)
    expect(requested.filter((url) => MAP_CODE.test(url) || url.includes('/resources/venue-map'))).toEqual([])
    await page.getByRole('button', { name: /map/i }).first().click()
    await mapSettled(page, '')
    expect(requested.some((url) => /maplibre-gl-worker/.test(url))).toBe(true)
    expect(requested.some((url) => url.includes('/map/countries.geojson'))).toBe(true)
    await context.close()
  })

  it('speaks Arabic and lays its controls out right to left', async () => {
    const context = await newContext({ locale: 'ar', reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/venues?country=de`)
    await hydrated(page)
    await mapSettled(page, 'country=de')
    const region = page.getByRole('region', { name: 'خريطة الأماكن' })
    const zoomIn = region.getByRole('button', { name: 'تكبير', exact: true })
    await expect(zoomIn.count()).resolves.toBe(1)
    // the zoom buttons sit at the start (left) edge in a right-to-left page
    const [box, zoom] = [(await region.boundingBox())!, (await zoomIn.boundingBox())!]
    expect(zoom.x - box.x).toBeLessThan(box.width / 2)
    await expect(
      region
        .getByRole('button', { name: /^\S+ .*قرّب الخريطة$/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await region.screenshot({ path: `${SCREENSHOTS}/venues-map-ar.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('has a skip link past the map, and looks right in dark mode', async () => {
    const context = await newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/venues?category=club`)
    await hydrated(page)
    await mapSettled(page, 'category=club')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)

    const skip = page.getByRole('link', { name: 'Skip the map' })
    await skip.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === 'venue-map-end')
    // the controls speak the page's language
    await expect(map(page).getByRole('button', { name: 'Zoom in', exact: true }).count()).resolves.toBe(1)
    await page.screenshot({ path: `${SCREENSHOTS}/venues-map-dark.png` })
    expect(problems).toEqual([])
    await context.close()
  })
})
