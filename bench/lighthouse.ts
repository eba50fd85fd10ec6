/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse 12 (mobile settings, its default
 * throttling) with Chromium (scripts/lib/browser.ts) against a local `wrangler dev` of the production build,
 * printing performance, accessibility, best-practices and SEO for each page.
 * Uses the `npm start` database (.wrangler/state), migrating and seeding it when empty.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { browserPath } from '../scripts/lib/browser'
import { pagesFromArgs, withLocalServer } from './local-server'

const PORT = 8796
const DEFAULT_PAGES = ['/', '/about', '/places', '/country/de', '/venues', '/venues/1', '/auth', '/accessibility', '/privacy']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const chrome = await launch({
  chromePath: browserPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
const results: { page: string; scores: Record<string, number>; problems: string[] }[] = []
try {
  await withLocalServer(PORT, async (origin) => {
    for (const page of pagesFromArgs(DEFAULT_PAGES)) {
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
  })
} finally {
  chrome.kill()
}

console.log(`\n${'page'.padEnd(20)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`)
for (const { page, scores } of results) {
  console.log(`${page.padEnd(20)}${CATEGORIES.map((c) => String(scores[c]).padStart(16)).join('')}`)
}
for (const { page, problems } of results) if (problems.length) console.log(`\n${page}: ${problems.join(', ')}`)
