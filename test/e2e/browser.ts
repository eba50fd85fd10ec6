import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { browserPath } from '../../scripts/lib/browser'

export const SCREENSHOTS = 'test-results/screenshots'

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  return chromium.launch({
    executablePath: browserPath(),
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

type Cookie = Parameters<BrowserContext['addCookies']>[0][number]

/** The cookie of a signed-in member, from a session token (testDb().sessionFor, newMember or sessionOf). */
export function sessionCookie(baseUrl: string, token: string): Cookie {
  return { name: 'haven_session', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }
}

export type SiteContextOptions = Parameters<Browser['newContext']>[0] & {
  /** A session token: the context starts signed in (no sign-in form to go through). */
  session?: string | null
  /** The language picked on an earlier visit (the `lng` cookie). */
  language?: string
  /** The cookie choice allows functional storage (recent searches); necessary only by default. */
  functional?: boolean
}

/**
 * A browser context as a returning visitor or member opens the site: the cookie choice already
 * made (the banner is consent.test's business and would cover screenshots), the dark theme
 * picked when the system is dark, the language picked earlier, and signed in with `session`.
 */
export async function siteContext(
  browser: Browser,
  baseUrl: string,
  { session, language, functional = false, ...options }: SiteContextOptions = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const cookies: Cookie[] = [{ name: 'haven-consent-version', value: '1.0', url: baseUrl }]
  if (session) cookies.push(sessionCookie(baseUrl, session))
  if (options.colorScheme === 'dark') cookies.push({ name: 'ui-theme', value: 'dark', url: baseUrl })
  if (language) cookies.push({ name: 'lng', value: language, url: baseUrl })
  await context.addCookies(cookies)
  await context.addInitScript((functional) => {
    const preferences = { necessary: true, functional, analytics: false, marketing: false }
    localStorage.setItem('haven-cookie-consent', JSON.stringify({ preferences, version: '1.0', timestamp: new Date().toISOString() }))
  }, functional)
  return context
}

/** The page's uncaught errors and console errors (a missing resource aside), for `expect(problems).toEqual([])`. */
export function watchProblems(page: Page) {
  const problems: string[] = []
  // each problem names the page it happened on: a flake in a long walk then says where to look
  const where = () => ` (on ${new URL(page.url()).pathname})`
  page.on('pageerror', (error) => problems.push(error.message + where()))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) problems.push(message.text() + where())
  })
  return problems
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

/**
 * A new tab of `context` at `baseUrl + path`, settled and (with JavaScript) hydrated, with the
 * page's uncaught errors gathered in `problems` for `expect(problems).toEqual([])`.
 */
export async function openPage(context: BrowserContext, baseUrl: string, path: string, js = true) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await gotoAndSettle(page, `${baseUrl}${path}`)
  if (js) await hydrated(page)
  return { page, problems }
}

/** One Chromium for a test file: launched before its tests, closed after them. Call at the file's top level. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}
