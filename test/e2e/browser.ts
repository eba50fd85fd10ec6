import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page, type Request } from 'playwright-core'

/** Debian's Chromium (apt-get install chromium); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SCREENSHOTS = 'test-results/screenshots'

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/**
 * page.goto that waits out a restart of `wrangler dev` (it reloads when a build in the shared
 * working tree rewrites build/), then for the network to settle; a timeout names the requests
 * still open (see gotoLoaded).
 */
export async function gotoAndSettle(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await gotoLoaded(page, url, 'networkidle')
    } catch (error) {
      if (attempt >= 20 || !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/**
 * page.goto until the load event (or `waitUntil`); when that times out, the error names the
 * requests still open, so a stall on a busy machine says which part of the page it waited for.
 */
export async function gotoLoaded(page: Page, url: string, waitUntil: 'load' | 'networkidle' = 'load') {
  const open = new Map<Request, number>()
  const started = (request: Request) => open.set(request, Date.now())
  const ended = (request: Request) => open.delete(request)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    return await page.goto(url, { waitUntil })
  } catch (error) {
    const now = Date.now()
    const pending = [...open].map(([request, at]) => `${request.method()} ${request.url()} (${now - at} ms)`)
    throw new Error(`${String(error)}\nstill open: ${pending.join(', ') || 'nothing'}`, { cause: error })
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * Remix has hydrated once React is attached to the server-rendered header; the parts hydrated
 * after the page (lazyHydrated: a member's forms) once React is attached to every form
 * control too (MapLibre's own buttons excepted: React never renders them).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const attached = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const header = document.querySelector('header')
    if (!header || !attached(header)) return false
    const controls = document.querySelectorAll('form, button, input, select, textarea')
    return Array.from(controls).every((control) => attached(control) || control.closest('.maplibregl-map'))
  })
}
