/**
 * `npm run bench:hydration [-- /path …] [--runs N] [--origin http://…]`: how long a page keeps
 * a slow phone busy before it answers. Debian's Chromium with the CPU slowed 4×, each page
 * loaded N times (default 9) in a fresh context, as a first visit; prints the
 * median and p95 of the time until React has hydrated the page and of the blocking time (the
 * part of each long task over 50 ms, until 4 s after hydration), beside /offline, the lightest
 * page, measured in the same run as the reference.
 *
 * Against a local `wrangler dev` of the production build (bench/local-server.ts), or with
 * --origin against a server already running, to compare two builds side by side.
 */
import { chromium, type Page } from 'playwright-core'
import { browserPath } from '../scripts/lib/browser'
import { gotoLoaded, hydrated as reactHydrated } from '../test/e2e/browser'
import { pagesFromArgs, withLocalServer } from './local-server'

const PORT = 8797
const REFERENCE = '/offline'
const DEFAULT_PAGES = ['/', '/venues', '/venues/1', '/places', '/country/de', '/auth']
const CPU_SLOWDOWN = 4
const SETTLE_MS = 4_000

const option = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const runs = Number(option('--runs') ?? 9)

async function measure(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(() => {
    const w = window as unknown as { __blocking: number }
    w.__blocking = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__blocking += Math.max(0, entry.duration - 50)
    }).observe({ type: 'longtask', buffered: true })
  })
  await gotoLoaded(page, url)
  await reactHydrated(page)
  const hydrated = await page.evaluate(() => performance.now())
  await page.waitForTimeout(SETTLE_MS)
  const blocking = await page.evaluate(() => (window as unknown as { __blocking: number }).__blocking)
  return { hydrated, blocking }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function bench(origin: string) {
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const pages = [REFERENCE, ...pagesFromArgs(DEFAULT_PAGES).filter((p) => p !== REFERENCE)]
  const samples = new Map(pages.map((p) => [p, { hydrated: [] as number[], blocking: [] as number[] }]))
  try {
    // rounds over every page, so a busy moment on the machine touches all pages alike
    for (let round = 0; round < runs; round++) {
      for (const path of pages) {
        const context = await browser.newContext()
        const result = await measure(await context.newPage(), origin + path)
        samples.get(path)!.hydrated.push(result.hydrated)
        samples.get(path)!.blocking.push(result.blocking)
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  const cell = (values: number[]) => `${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)}`.padStart(18)
  console.log(`CPU ${CPU_SLOWDOWN}× slower, ${runs} runs each, ms as median / p95`)
  console.log(`${'page'.padEnd(16)}${'hydrated'.padStart(18)}${'blocking'.padStart(18)}`)
  for (const [path, { hydrated, blocking }] of samples) {
    console.log(`${(path === REFERENCE ? `${path} (ref)` : path).padEnd(16)}${cell(hydrated)}${cell(blocking)}`)
  }
}

const origin = option('--origin')
if (origin) await bench(origin)
else await withLocalServer(PORT, bench)
