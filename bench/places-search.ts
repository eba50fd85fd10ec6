/**
 * `npm run bench:places [-- --no-build] [-- --runs=30]`: server time of /places searches over the
 * full directory (24 000 cities), for several filter combinations, and of the country and city
 * pages: median and p95 of the time to the complete HTML, measured from the client on loopback.
 * Runs on the `npm start` database (.wrangler/state), seeded when empty.
 */
import { withLocalServer } from './local-server'

const PORT = 8797
const runsArg = process.argv.find((a) => a.startsWith('--runs='))
const RUNS = runsArg ? Math.max(5, Number(runsArg.slice('--runs='.length)) || 20) : 20
const WARMUP = 3

const CASES: [label: string, path: string][] = [
  ['default (largest first)', '/places'],
  ['text "ber"', '/places?q=ber'],
  ['text "deutschland" (de)', '/places?q=deutschland'],
  ['continent AS', '/places?continent=AS'],
  ['population 100k–500k', '/places?minPop=100000&maxPop=500000'],
  ['name A–Z, page 400', '/places?sort=name-asc&page=400'],
  ['name Z–A + EU + pop ≥ 50k', '/places?sort=name-desc&continent=EU&minPop=50000'],
  ['text "san" + SA + name A–Z', '/places?q=san&continent=SA&sort=name-asc'],
  ['near Berlin', '/places?near=52.52,13.40'],
  ['near mid-Pacific (widens)', '/places?near=0.00,-160.00'],
  ['near Berlin, page 20', '/places?near=52.52,13.40&page=20'],
  ['country /country/de', '/country/de'],
  ['cities /country/us/cities', '/country/us/cities?page=3'],
  ['city /city/2950159', '/city/2950159'],
]

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

async function time(url: string, headers: Record<string, string>) {
  const started = performance.now()
  const res = await fetch(url, { headers })
  await res.text()
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return performance.now() - started
}

await withLocalServer(PORT, async (origin) => {
  console.log(`${RUNS} runs each (after ${WARMUP} warm-up), ms to the complete HTML\n`)
  console.log(`${'search'.padEnd(32)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`)
  const all: number[] = []
  for (const [label, path] of CASES) {
    const headers: Record<string, string> = path.includes('deutschland') ? { Cookie: 'lng=de' } : {}
    for (let i = 0; i < WARMUP; i++) await time(origin + path, headers)
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await time(origin + path, headers))
    samples.sort((a, b) => a - b)
    all.push(...samples)
    console.log(
      `${label.padEnd(32)}${percentile(samples, 50).toFixed(1).padStart(10)}${percentile(samples, 95).toFixed(1).padStart(10)}${samples[samples.length - 1]!.toFixed(1).padStart(10)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(`\n${'all'.padEnd(32)}${percentile(all, 50).toFixed(1).padStart(10)}${percentile(all, 95).toFixed(1).padStart(10)}`)
})
