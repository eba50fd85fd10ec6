/**
 * Aurora background, service worker and offline page, accessibility settings (SPEC §1, §3, §9)
 * in Chromium against the real Worker.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
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

const AURORA_CHUNK = /\/assets\/aurora-renderer\.client-[^/]+\.js/
const CANVAS = '[data-aurora] canvas'

type Watched = { page: Page; context: BrowserContext; requests: string[]; problems: string[] }

/** A fresh context (own storage and service worker) whose requests and errors are recorded. */
async function open(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext(options)
  // a stored cookie choice keeps the consent banner from covering the page
  await context.addInitScript(() => {
    const key = 'haven-cookie-consent'
    if (!localStorage.getItem(key)) {
      const preferences = { necessary: true, functional: false, analytics: false, marketing: false }
      localStorage.setItem(key, JSON.stringify({ preferences, version: '1.0', timestamp: new Date().toISOString() }))
    }
  })
  const page = await context.newPage()
  const requests: string[] = []
  const problems: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return { page, context, requests, problems }
}

/** Waits past the point where the aurora would have started (load + idle callback + chunk). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 3000 })))
}

describe('aurora background', () => {
  it('is never loaded under the system reduced-motion setting', async () => {
    const { page, context, requests, problems } = await open({ reducedMotion: 'reduce' })
    await page.goto(baseUrl)
    await settle(page)
    expect(await page.locator('[data-aurora]').count()).toBe(1)
    expect(await page.locator(CANVAS).count()).toBe(0)
    expect(requests.filter((url) => AURORA_CHUNK.test(url))).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  // what it costs the main thread is measured by `npm run bench:aurora`, not timed here
  it('starts after load as a fixed, hidden, non-interactive layer', async () => {
    const { page, context, requests, problems } = await open()
    await page.goto(baseUrl)
    await page.locator(CANVAS).waitFor({ state: 'attached', timeout: 15_000 })
    expect(requests.filter((url) => AURORA_CHUNK.test(url))).toHaveLength(1)

    const layer = await page.locator('[data-aurora]').evaluate((el) => {
      const style = getComputedStyle(el)
      const canvas = el.querySelector('canvas')!
      return {
        hidden: el.getAttribute('aria-hidden'),
        position: style.position,
        pointerEvents: style.pointerEvents,
        zIndex: style.zIndex,
        width: el.getBoundingClientRect().width,
        canvasWidth: canvas.width,
        cssWidth: canvas.getBoundingClientRect().width,
      }
    })
    expect(layer).toMatchObject({ hidden: 'true', position: 'fixed', pointerEvents: 'none', zIndex: '-10' })
    // drawing buffer capped: at most half the CSS size at dpr 1
    expect(layer.canvasWidth).toBeLessThanOrEqual(Math.ceil(layer.width / 2))
    expect(layer.cssWidth).toBe(layer.width)

    // the aurora starts loading after the load event, and draws
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('aurora:started').length)).toBe(1)
    const timing = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      from: performance.getEntriesByName('aurora:load')[0]?.startTime ?? -1,
    }))
    expect(timing.load).toBeGreaterThan(0)
    expect(timing.from).toBeGreaterThanOrEqual(timing.load)
    await page.screenshot({ path: `${SCREENSHOTS}/aurora-home.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('stops at once when the site setting "Reduce motion" is switched on, and stays off after a reload', async () => {
    const { page, context, requests, problems } = await open()
    await page.goto(`${baseUrl}/accessibility`)
    await page.locator(CANVAS).waitFor({ state: 'attached', timeout: 15_000 })
    await page.getByRole('switch', { name: 'Reduce motion' }).click()
    // synchronous: the preference event removes the canvas before the click returns
    expect(await page.locator(CANVAS).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.classList.contains('reduce-motion'))).toBe(true)

    requests.length = 0
    await page.reload()
    await settle(page)
    expect(await page.evaluate(() => document.documentElement.classList.contains('reduce-motion'))).toBe(true)
    expect(await page.locator(CANVAS).count()).toBe(0)
    expect(requests.filter((url) => AURORA_CHUNK.test(url))).toEqual([])
    await expect(page.getByRole('switch', { name: 'Reduce motion' }).getAttribute('aria-checked')).resolves.toBe('true')

    // and back on: the aurora returns without a reload
    await page.getByRole('switch', { name: 'Reduce motion' }).click()
    await page.locator(CANVAS).waitFor({ state: 'attached', timeout: 15_000 })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('service worker and offline page', () => {
  it('registers at / with scope /, never stores API answers or pages, and shows the offline page', async () => {
    const { page, context, problems } = await open()
    await page.goto(baseUrl)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${baseUrl}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 })

    // traffic through the worker: an API answer, a page and its assets
    await page.evaluate(async () => {
      await fetch('/api/health').then((r) => r.text())
      await fetch('/api/health', { headers: { Authorization: 'Bearer x' } }).then((r) => r.text())
    })
    await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
    const cached = await page.evaluate(async () => {
      const entries: Record<string, string[]> = {}
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        entries[name] = (await cache.keys()).map((request) => new URL(request.url).pathname)
      }
      return entries
    })
    const all = Object.values(cached).flat()
    expect(Object.keys(cached).every((name) => name.startsWith('haven-'))).toBe(true)
    expect(all).toContain('/offline')
    expect(all).toContain('/favicon.svg')
    expect(all).toContain('/manifest.webmanifest')
    expect(all.some((path) => path.startsWith('/assets/'))).toBe(true)
    expect(all.filter((path) => /^\/(api|auth|parties|media\/avatars)/.test(path))).toEqual([])
    expect(all).not.toContain('/accessibility')
    expect(all).not.toContain('/')

    // the stored offline page carries no personal data and a public cache header
    const offlineHeaders = await page.evaluate(async () => {
      const response = await caches.match('/offline', { ignoreVary: true })
      return response?.headers.get('Cache-Control')
    })
    expect(offlineHeaders).toBe('public, max-age=3600')

    await context.setOffline(true)
    await page.goto(`${baseUrl}/venues?near=me`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline')
    expect(new URL(page.url()).pathname).toBe('/offline')
    expect(new URL(page.url()).searchParams.get('from')).toBe('/venues?near=me')
    await expect(page.title()).resolves.toBe('You are offline — Haven')
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${SCREENSHOTS}/offline.png`, fullPage: true })

    // a client-side navigation while offline lands on the offline page too (not an error screen)
    await page.locator('footer a[href="/accessibility"]').click()
    await page.waitForURL(`${baseUrl}/offline?from=${encodeURIComponent('/accessibility')}`, { timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline')

    // back online, "Try again" opens the page that was asked for
    await context.setOffline(false)
    await page.goto(`${baseUrl}/offline?from=${encodeURIComponent('/accessibility')}`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.waitForURL(`${baseUrl}/accessibility`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Accessibility')
    expect(
      problems.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/.test(text)),
    ).toEqual([])
    await context.close()
  })

  it('keeps the offline page in the language the visitor chose', async () => {
    const { page, context, problems } = await open({ locale: 'en-US' })
    await context.addCookies([{ name: 'lng', value: 'de', url: baseUrl }])
    await page.goto(baseUrl)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 })
    // the page tells the worker its language; the worker fetches the German offline page (without cookies)
    await page.waitForFunction(
      async () => {
        const cached = await caches.match('/offline?lng=de', { ignoreVary: true })
        // the <html> tag's language: the language picker marks its entries with lang="de" too
        return cached ? /<html[^>]*\slang="de"/.test(await cached.text()) : false
      },
      null,
      { timeout: 15_000, polling: 250 },
    )
    await context.setOffline(true)
    await page.goto(`${baseUrl}/events`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Du bist offline')
    await expect(page.getByRole('button', { name: 'Erneut versuchen' }).count()).resolves.toBe(1)
    await context.setOffline(false)
    expect(
      problems.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/.test(text)),
    ).toEqual([])
    await context.close()
  })

  it('serves a valid web app manifest', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`)
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as {
      name: string
      start_url: string
      display: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Haven', start_url: '/', display: 'standalone' })
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/favicon.svg', sizes: 'any' }))
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200)
    const sw = await fetch(`${baseUrl}/sw.js`)
    expect(sw.status).toBe(200)
    expect(sw.headers.get('Content-Type')).toMatch(/javascript/)
  })
})

describe('accessibility settings', () => {
  it('persist across reloads and apply before the first paint on every page', async () => {
    const { page, context, problems } = await open()
    // records the <html> state when <body> starts, i.e. before anything can be painted
    await page.addInitScript(() => {
      const w = window as unknown as { atBody?: string; atDomContentLoaded?: string }
      const snapshot = () => `${document.documentElement.dataset.fontSize}|${document.documentElement.className}`
      document.addEventListener('DOMContentLoaded', () => (w.atDomContentLoaded = snapshot()))
      // init scripts run before <html> exists: watch the whole document for <body>
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.atBody = snapshot()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
    await page.getByText('Large', { exact: true }).click()
    await page.getByRole('switch', { name: 'High contrast' }).click()
    await page.getByRole('switch', { name: 'Stronger focus indicators' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).count()).resolves.toBe(1)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('accessibility-settings') ?? '{}'))).toEqual({
      fontSize: 'large',
      highContrast: true,
      reduceMotion: false,
      screenReaderOptimized: false,
      focusIndicators: true,
    })
    // 112.5% of 16px
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px')

    for (const path of ['/accessibility', '/']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      const probe = await page.evaluate(() => {
        const w = window as unknown as { atBody: string; atDomContentLoaded: string }
        return { atBody: w.atBody, atDomContentLoaded: w.atDomContentLoaded }
      })
      for (const snapshot of [probe.atBody, probe.atDomContentLoaded]) {
        const [fontSize, classes] = snapshot.split('|')
        expect(fontSize).toBe('large')
        expect(classes.split(' ')).toEqual(expect.arrayContaining(['high-contrast', 'focus-indicators']))
        expect(classes.split(' ')).not.toContain('reduce-motion')
      }
    }
    await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('radio', { name: 'Large', exact: true }).isChecked()).resolves.toBe(true)
    await expect(page.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).resolves.toBe('true')

    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Settings reset to defaults' }).count()).resolves.toBe(1)
    expect(
      await page.evaluate(() => [document.documentElement.dataset.fontSize, document.documentElement.className.includes('high-contrast')]),
    ).toEqual(['medium', false])
    expect(problems).toEqual([])
    await context.close()
  })

  it('can be operated with the keyboard alone, with a visible focus indicator', async () => {
    const { page, context, problems } = await open()
    await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
    const active = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const focusTarget = el.matches('input[type=radio]') ? el.closest('label')! : el
        const style = getComputedStyle(focusTarget)
        return {
          tag: el.tagName,
          type: el.getAttribute('type'),
          role: el.getAttribute('role'),
          name:
            el.getAttribute('role') === 'switch'
              ? document.querySelector(`label[for="${el.id}"]`)?.textContent
              : (el.getAttribute('name') ?? el.textContent?.trim()),
          value: (el as HTMLInputElement).value,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        }
      })

    // Tab from the top of the page to the text-size radio group
    let found = false
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab')
      const el = await active()
      found = el.type === 'radio' && el.name === 'fontSize'
    }
    expect(found).toBe(true)
    expect(await active()).toMatchObject({ value: 'medium', outline: true })
    await page.keyboard.press('ArrowRight')
    expect(await active()).toMatchObject({ value: 'large' })
    expect(await page.evaluate(() => document.documentElement.dataset.fontSize)).toBe('large')

    const classes = ['high-contrast', 'reduce-motion', 'sr-optimized', 'focus-indicators']
    for (const name of ['High contrast', 'Reduce motion', 'Screen reader optimised', 'Stronger focus indicators']) {
      await page.keyboard.press('Tab')
      expect(await active()).toMatchObject({ role: 'switch', name, outline: true })
      await page.keyboard.press('Space')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true')
    }
    const html = await page.evaluate(() => document.documentElement.className.split(' '))
    expect(html).toEqual(expect.arrayContaining(classes))
    await page.screenshot({ path: `${SCREENSHOTS}/accessibility-all-on.png`, fullPage: true })

    await page.keyboard.press('Tab')
    expect(await active()).toMatchObject({ tag: 'BUTTON', name: 'Reset to defaults', outline: true })
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.documentElement.className.split(' '))).not.toEqual(expect.arrayContaining(['high-contrast']))
    expect(await page.evaluate(() => document.documentElement.dataset.fontSize)).toBe('medium')
    expect(problems).toEqual([])
    await context.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    it(`looks right in the ${scheme} theme (screenshot)`, async () => {
      const { page, context, problems } = await open({ colorScheme: scheme, viewport: { width: 1280, height: 900 } })
      await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Accessibility')
      await expect(page.getByRole('heading', { name: 'Accessibility statement' }).count()).resolves.toBe(1)
      await expect(page.getByRole('link', { name: 'Contact us about accessibility' }).getAttribute('href')).resolves.toBe('/contact')
      await page.locator(CANVAS).waitFor({ state: 'attached', timeout: 15_000 })
      await page.waitForTimeout(1800)
      await page.screenshot({ path: `${SCREENSHOTS}/accessibility-${scheme}.png`, fullPage: true })
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('is translated and laid out right to left in Arabic', async () => {
    const { page, context, problems } = await open({ locale: 'ar', reducedMotion: 'reduce' })
    await page.goto(`${baseUrl}/accessibility`, { waitUntil: 'networkidle' })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('إمكانية الوصول')
    await expect(page.getByRole('switch', { name: 'تباين عالٍ' }).count()).resolves.toBe(1)
    await page.screenshot({ path: `${SCREENSHOTS}/accessibility-ar.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })
})
