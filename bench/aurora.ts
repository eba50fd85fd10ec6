/**
 * `npm run bench:aurora [-- --runs N]`: what the home page's aurora background costs the main
 * thread. Loads / N times (default 15) in Chromium (scripts/lib/browser.ts) and prints, median and p95, the time
 * from the load event to the aurora's first frame and the longest task while it sets up, beside
 * the same page with reduced motion (no aurora) as the reference of this run and machine.
 * (The e2e suite checks what must hold: the aurora loads after the load event, fixed, hidden and
 * inert, and never under reduced motion; times belong here, not in a test.)
 */
import { chromium } from 'playwright-core'
import { browserPath } from '../scripts/lib/browser'
import { withLocalServer } from './local-server'

const PORT = 8797
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15

type Sample = { setUp: number; longest: number }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

await withLocalServer(PORT, async (origin) => {
  const browser = await chromium.launch({
    executablePath: browserPath(),
    // as the e2e suite runs it: WebGL through SwiftShader
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const sample = async (reducedMotion: 'reduce' | 'no-preference'): Promise<Sample> => {
    const context = await browser.newContext({ reducedMotion })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] }
      w.longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(origin, { waitUntil: 'load' })
    // the aurora starts when the browser is idle after load: wait for its first frame (or 5 s without it)
    await page
      .waitForFunction(() => performance.getEntriesByName('aurora:started').length > 0, null, { timeout: 5000 })
      .catch(() => undefined)
    await page.waitForTimeout(500)
    const result = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      const load = navigation?.loadEventEnd ?? 0
      const started = performance.getEntriesByName('aurora:started')[0]?.startTime
      const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
      // the window the aurora would use: from the load event to its first frame (or 1.5 s without it)
      const until = (started ?? load + 1500) + 500
      const during = tasks.filter((task) => task.start + task.duration >= load && task.start <= until)
      return { setUp: started === undefined ? 0 : started - load, longest: Math.max(0, ...during.map((task) => task.duration)) }
    })
    await context.close()
    return result
  }

  const rows: [string, Sample[]][] = [
    ['/ (aurora)', []],
    ['/ (reduced motion)', []],
  ]
  for (let i = 0; i < RUNS; i++) {
    rows[0]![1].push(await sample('no-preference'))
    rows[1]![1].push(await sample('reduce'))
  }
  await browser.close()

  console.log(
    `${'page'.padEnd(22)}${['set-up p50', 'set-up p95', 'longest task p50', 'longest task p95'].map((h) => h.padStart(18)).join('')}`,
  )
  for (const [name, samples] of rows) {
    const setUp = samples.map((s) => s.setUp)
    const longest = samples.map((s) => s.longest)
    const cells = [percentile(setUp, 50), percentile(setUp, 95), percentile(longest, 50), percentile(longest, 95)].map(
      (ms) => `${ms.toFixed(0)} ms`,
    )
    console.log(`${name.padEnd(22)}${cells.map((c) => c.padStart(18)).join('')}`)
  }
  console.log(
    `\n${RUNS} loads each; set-up: load event to the aurora's first frame; longest task: main-thread tasks over 50 ms after the load event`,
  )
})
