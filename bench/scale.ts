/**
 * `npm run bench:scale [-- --scale 167] [-- --dir <folder>] [-- --runs=100] [-- --no-build] [-- --samples <file.json>]`:
 * the site at scale (issue 14). Seeds a scratch local D1 at `--scale` (167: 100 200 venues; kept
 * in `--dir`, default <tmp>/haven-scale-<scale>, and reused while its migrations are current, so
 * a second run skips the 4-minute seed), serves the Worker as deployed on it (workerd alone, no
 * `wrangler dev` proxy: bench/worker-server.ts) with its Cron Trigger every minute, and times
 * every case of bench:venues and bench:places, the detail pages and the home page.
 * The cases are requested in turns (a round visits each once, the home page first), so each is
 * measured beside the reference under the same load. Prints median and p95 of the time to the
 * complete response from the client on loopback, each as a ratio to the home page's, and the p95
 * of the time the Worker waited for D1 (its Server-Timing header), which tells the database's
 * share from the page's own (rendering). `--samples` writes every request in order with its start.
 * The client is kept lean (the seed and the server run in processes of their own): its own
 * collections of a large heap were once most of the tails it measured (decision 018).
 * Goal on the reference machine: every p95 at most 2× the home page's and at most 60 ms.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateLocal, queryLocal } from '../scripts/lib/wrangler'
import { seedInOwnProcess } from './seed-process'
import { EVENT_CASES, measureRequest, PLACES_CASES, percentile, timeRequest, VENUE_CASES, type BenchCase } from './cases'
import { startWorkerServer } from './worker-server'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  if (i >= 0) return process.argv[i + 1]
  return process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}
const SCALE = Math.max(1, Number(arg('--scale') ?? 167) || 167)
const DIR = path.resolve(arg('--dir') ?? path.join(tmpdir(), `haven-scale-${SCALE}`))
// 100 rounds (~3 minutes): the p95 of 40 is the third-worst request, and a single stall of the
// client, wrangler's proxy or workerd (two cores here) moved a case between ok and missed from
// one run of the same code to the next; of 100 it is the sixth-worst
const RUNS = Math.max(5, Number(arg('--runs') ?? 100) || 100)
const WARMUP = 2
const SAMPLES_FILE = arg('--samples')
const PORT = 8796
const GOAL_MS = 60
const GOAL_RATIO = 2

const marker = path.join(
  DIR,
  `seeded-at-scale-${SCALE}-with-${readdirSync('migrations').filter((f) => f.endsWith('.sql')).length}-migrations`,
)
if (!existsSync(marker)) {
  // a fresh folder: an older seed's schema would not match the migrations' journal
  rmSync(DIR, { recursive: true, force: true })
  mkdirSync(DIR, { recursive: true })
  console.log(`› seeding ${DIR} at scale ${SCALE} (a few minutes; kept for the next run)`)
  migrateLocal({ persistTo: DIR })
  seedInOwnProcess({ scale: SCALE, persistTo: DIR })
  writeFileSync(marker, new Date().toISOString())
} else {
  console.log(`› reusing ${DIR} (scale ${SCALE})`)
}
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const [counts] = queryLocal<{ venues: number; published: number; cities: number; events: number }>(
  `SELECT (SELECT count(*) FROM venues) AS venues, (SELECT count(*) FROM venues WHERE status = 'published') AS published,
          (SELECT count(*) FROM cities) AS cities, (SELECT count(*) FROM events) AS events`,
  { persistTo: DIR },
)
const [first, middle] = queryLocal<{ id: number }>(
  `SELECT id FROM (SELECT id FROM venues WHERE status = 'published' ORDER BY id LIMIT 1)
   UNION ALL SELECT id FROM (SELECT id FROM venues WHERE status = 'published' ORDER BY id LIMIT 1 OFFSET ${Math.floor((counts?.published ?? 2) / 2)})`,
  { persistTo: DIR },
)

const [soonest] = queryLocal<{ id: number }>(
  `SELECT id FROM events WHERE status = 'published' AND group_id IS NULL AND starts_at > unixepoch() * 1000 ORDER BY starts_at LIMIT 1`,
  { persistTo: DIR },
)

const HOME: BenchCase = ['home / (reference)', '/']
const CASES: BenchCase[] = [
  HOME,
  ...VENUE_CASES.map(([label, p, h]): BenchCase => [`venues: ${label}`, p, h]),
  ['venue detail (first)', `/venues/${first?.id ?? 1}`],
  ['venue detail (middle)', `/venues/${middle?.id ?? 1}`],
  ...PLACES_CASES.map(([label, p, h]): BenchCase => [`places: ${label}`, p, h]),
  ...EVENT_CASES.map(([label, p, h]): BenchCase => [`events: ${label}`, p, h]),
  ['event detail (soonest)', `/events/${soonest?.id ?? 1}`],
]

const server = await startWorkerServer({ persistTo: DIR, port: PORT })
try {
  const { origin } = server
  console.log(
    `\n${counts?.venues.toLocaleString('en')} venues (${counts?.published.toLocaleString('en')} published), ${counts?.cities.toLocaleString('en')} cities, ${counts?.events.toLocaleString('en')} events`,
  )
  console.log(`${RUNS} rounds (after ${WARMUP} warm-up), every case once a round; ms to the complete response\n`)
  for (let i = 0; i < WARMUP; i++) for (const [, p, h] of CASES) await timeRequest(origin + p, h)
  const samples = new Map<string, { ms: number; dbMs: number }[]>(CASES.map(([label]) => [label, []]))
  // every request in order, with when it started: a tail that comes at a steady beat is a
  // collector's (the client's or the isolate's), one in a burst is the machine's or a Cron Trigger's
  const timeline: { at: number; label: string; ms: number; dbMs: number }[] = []
  const started = performance.now()
  for (let i = 0; i < RUNS; i++) {
    for (const [label, p, h] of CASES) {
      const at = performance.now() - started
      const sample = await measureRequest(origin + p, h)
      samples.get(label)!.push(sample)
      timeline.push({ at: Math.round(at), label, ...sample })
    }
  }
  if (SAMPLES_FILE) writeFileSync(SAMPLES_FILE, JSON.stringify(timeline, null, 0))

  const stats = (label: string) => {
    const sorted = samples
      .get(label)!
      .map((s) => s.ms)
      .sort((a, b) => a - b)
    const db = samples
      .get(label)!
      .map((s) => s.dbMs)
      .sort((a, b) => a - b)
    return { median: percentile(sorted, 50), p95: percentile(sorted, 95), dbP95: percentile(db, 95) }
  }
  const home = stats(HOME[0])
  const goal = Math.min(GOAL_MS, GOAL_RATIO * home.p95)
  console.log(
    `${'case'.padEnd(52)}${'median'.padStart(8)}${'p95'.padStart(8)}${'×home'.padStart(8)}${'p95×home'.padStart(10)}${'D1 p95'.padStart(8)}  goal (p95 ≤ ${goal.toFixed(1)} ms)`,
  )
  let missed = 0
  for (const [label] of CASES) {
    const s = stats(label)
    const ok = s.p95 <= goal
    if (!ok) missed++
    console.log(
      `${label.padEnd(52)}${s.median.toFixed(1).padStart(8)}${s.p95.toFixed(1).padStart(8)}${(s.median / home.median).toFixed(2).padStart(8)}${(s.p95 / home.p95).toFixed(2).padStart(10)}${s.dbP95.toFixed(0).padStart(8)}  ${ok ? 'ok' : 'MISSED'}`,
    )
  }
  console.log(
    `\n${CASES.length - missed} of ${CASES.length} cases meet the goal (p95 ≤ ${GOAL_RATIO}× the home page's and ≤ ${GOAL_MS} ms)`,
  )
} finally {
  await server.dispose()
}
