/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse 12 (mobile settings, its default
 * throttling) with Debian's Chromium against a local `wrangler dev` of the production build,
 * printing performance, accessibility, best-practices and SEO for each page.
 * Uses the `npm start` database (.wrangler/state), migrating and seeding it when empty.
 */
import { spawnSync } from 'node:child_process'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { migrateLocal, queryLocal, startDevServer, stopProcessGroup, waitForHttp } from '../scripts/lib/wrangler'
import { seedLocal } from '../scripts/seed'

const PORT = 8796
const DEFAULT_PAGES = ['/', '/about', '/places', '/venues', '/accessibility', '/privacy']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'))

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
migrateLocal()
if (queryLocal<{ n: number }>('SELECT count(*) AS n FROM countries')[0].n === 0) await seedLocal()

const server = startDevServer({ port: PORT })
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
const results: { page: string; scores: Record<string, number>; problems: string[] }[] = []
try {
  const origin = `http://127.0.0.1:${PORT}`
  await waitForHttp(`${origin}/api/health`)
  for (const page of pages.length ? pages : DEFAULT_PAGES) {
    await fetch(origin + page) // warm the Worker so the first page is not measured cold
    const run = await lighthouse(origin + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!run) throw new Error(`Lighthouse gave no result for ${page}`)
    const { categories, audits } = run.lhr
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]))
    // the audits that cost points, so a score below 100 says why
    const problems = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    results.push({ page, scores, problems })
  }
} finally {
  chrome.kill()
  stopProcessGroup(server)
}

console.log(`\n${'page'.padEnd(20)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`)
for (const { page, scores } of results) {
  console.log(`${page.padEnd(20)}${CATEGORIES.map((c) => String(scores[c]).padStart(16)).join('')}`)
}
for (const { page, problems } of results) if (problems.length) console.log(`\n${page}: ${problems.join(', ')}`)
