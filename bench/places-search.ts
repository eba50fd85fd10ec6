/**
 * `npm run bench:places [-- --no-build] [-- --runs=30]`: server time of /places searches over the
 * full directory (24 000 cities), for several filter combinations, and of the country and city
 * pages: median and p95 of the time to the complete HTML, measured from the client on loopback.
 * Runs on the `npm start` database (.wrangler/state), seeded when empty.
 */
import { PLACES_CASES, percentile, timeRequest } from './cases'
import { withLocalServer } from './local-server'

const PORT = 8797
const runsArg = process.argv.find((a) => a.startsWith('--runs='))
const RUNS = runsArg ? Math.max(5, Number(runsArg.slice('--runs='.length)) || 20) : 20
const WARMUP = 3

await withLocalServer(PORT, async (origin) => {
  console.log(`${RUNS} runs each (after ${WARMUP} warm-up), ms to the complete HTML\n`)
  console.log(`${'search'.padEnd(32)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`)
  const all: number[] = []
  for (const [label, path, headers] of PLACES_CASES) {
    for (let i = 0; i < WARMUP; i++) await timeRequest(origin + path, headers)
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await timeRequest(origin + path, headers))
    samples.sort((a, b) => a - b)
    all.push(...samples)
    console.log(
      `${label.padEnd(32)}${percentile(samples, 50).toFixed(1).padStart(10)}${percentile(samples, 95).toFixed(1).padStart(10)}${samples[samples.length - 1]!.toFixed(1).padStart(10)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(`\n${'all'.padEnd(32)}${percentile(all, 50).toFixed(1).padStart(10)}${percentile(all, 95).toFixed(1).padStart(10)}`)
})
