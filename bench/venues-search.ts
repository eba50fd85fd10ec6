/**
 * `npm run bench:venues [-- --no-build] [-- --runs=30]`: server time of /venues for several
 * filter combinations (text search, place, category, flags, lookup links, open now, map area,
 * each order, deep pages) and of the map's points: median and p95 of the time to the complete
 * response, measured from the client on loopback. Runs on the `npm start` database
 * (.wrangler/state), seeded when empty; `npm run bench:scale` measures at 100 000 venues.
 */
import { percentile, timeRequest, VENUE_CASES } from './cases'
import { withLocalServer } from './local-server'

const PORT = 8798
const runsArg = process.argv.find((a) => a.startsWith('--runs='))
const RUNS = runsArg ? Math.max(5, Number(runsArg.slice('--runs='.length)) || 20) : 20
const WARMUP = 3

await withLocalServer(PORT, async (origin) => {
  console.log(`${RUNS} runs each (after ${WARMUP} warm-up), ms to the complete response\n`)
  console.log(`${'search'.padEnd(36)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`)
  const all: number[] = []
  for (const [label, path, headers] of VENUE_CASES) {
    for (let i = 0; i < WARMUP; i++) await timeRequest(origin + path, headers)
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await timeRequest(origin + path, headers))
    samples.sort((a, b) => a - b)
    all.push(...samples)
    console.log(
      `${label.padEnd(36)}${percentile(samples, 50).toFixed(1).padStart(10)}${percentile(samples, 95).toFixed(1).padStart(10)}${samples[samples.length - 1]!.toFixed(1).padStart(10)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(`\n${'all'.padEnd(36)}${percentile(all, 50).toFixed(1).padStart(10)}${percentile(all, 95).toFixed(1).padStart(10)}`)
})
