/**
 * `npm run bench:venues [-- --no-build] [-- --runs=30]`: server time of /venues for several
 * filter combinations (text search, place, category, flags, lookup links, open now, map area,
 * each order, deep pages) and of the map's points: median and p95 of the time to the complete
 * response, measured from the client on loopback. Runs on the `npm start` database
 * (.wrangler/state), seeded when empty; `npm run bench:seed` first for a larger data set.
 */
import { withLocalServer } from './local-server'

const PORT = 8798
const runsArg = process.argv.find((a) => a.startsWith('--runs='))
const RUNS = runsArg ? Math.max(5, Number(runsArg.slice('--runs='.length)) || 20) : 20
const WARMUP = 3

const CASES: [label: string, path: string][] = [
  ['default (top rated)', '/venues'],
  ['page 20', '/venues?page=20'],
  ['text "bar"', '/venues?q=bar'],
  ['text "berlin" (location)', '/venues?q=berlin'],
  ['text "rainbow" + sort name', '/venues?q=rainbow&sort=name'],
  ['country de', '/venues?country=de'],
  ['city Berlin', '/venues?city=2950159'],
  ['category bar + safe + rainbow', '/venues?category=bar&safe=1&rainbow=1'],
  ['open now', '/venues?open=1'],
  ['open now + category club', '/venues?category=club&open=1'],
  ['amenity wifi + access step-free', '/venues?amenity=wifi&access=step-free-entrance'],
  ['groups (any of 3)', '/venues?group=lesbians&group=trans-non-binary&group=queer-youth'],
  ['min rating 4.5 + newest', '/venues?minRating=4.5&sort=newest'],
  ['most check-ins', '/venues?sort=checkins'],
  ['map area Europe', '/venues?bbox=-10,35,30,60'],
  ['everything at once', '/venues?q=a&country=de&category=bar&rainbow=1&amenity=card-payment&open=1&minRating=3&sort=name'],
  ['points (map)', '/resources/venue-map'],
  ['points open now', '/resources/venue-map?open=1'],
]

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

async function time(url: string): Promise<number> {
  // `wrangler dev` restarts when a build in the shared working tree rewrites build/: wait it out
  for (let attempt = 1; ; attempt++) {
    try {
      const started = performance.now()
      const res = await fetch(url, { redirect: 'manual' })
      await res.text()
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
      return performance.now() - started
    } catch (error) {
      if (attempt >= 40 || !/fetch failed|other side closed|ECONNREFUSED/.test(String(error) + String((error as Error).cause))) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

await withLocalServer(PORT, async (origin) => {
  console.log(`${RUNS} runs each (after ${WARMUP} warm-up), ms to the complete response\n`)
  console.log(`${'search'.padEnd(36)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`)
  const all: number[] = []
  for (const [label, path] of CASES) {
    for (let i = 0; i < WARMUP; i++) await time(origin + path)
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await time(origin + path))
    samples.sort((a, b) => a - b)
    all.push(...samples)
    console.log(
      `${label.padEnd(36)}${percentile(samples, 50).toFixed(1).padStart(10)}${percentile(samples, 95).toFixed(1).padStart(10)}${samples[samples.length - 1]!.toFixed(1).padStart(10)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(`\n${'all'.padEnd(36)}${percentile(all, 50).toFixed(1).padStart(10)}${percentile(all, 95).toFixed(1).padStart(10)}`)
})
