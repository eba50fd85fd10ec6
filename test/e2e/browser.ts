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
 * Remix has hydrated once React is attached to the server-rendered header and to every form
 * control (MapLibre's own buttons excepted: React never renders them), so a form whose code
 * came apart from the route's (lazyHydrated) is hydrated too.
 */
export async function hydrated(page: Page) {
  // no named function inside: tsx (the benchmarks) would wrap it in a helper the page lacks
  await page.waitForFunction(() => {
    const controls = Array.from(document.querySelectorAll('form, button, input, select, textarea'))
    return [document.querySelector('header'), ...controls].every(
      (element) =>
        !!element && (Object.keys(element).some((key) => key.startsWith('__reactFiber')) || !!element.closest('.maplibregl-map')),
    )
  })
}
