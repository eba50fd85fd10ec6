/**
 * What bench:scale and bench:events share: a scratch local D1 seeded at a scale (kept for the
 * next run while its migrations are the same), the Worker as deployed on it (workerd alone,
 * bench/worker-server.ts, with its Cron Trigger every minute), and rounds of requests that visit
 * every case once, the reference (the home page) first, so each case is measured beside it under
 * the same load. Prints median and p95 of the time to the complete response from the client on
 * loopback, each as a ratio to the reference's, and the p95 of the time the Worker waited for D1
 * (its Server-Timing header), which tells the database's share from the page's own (rendering).
 * The client is kept lean (the seed and the server run in processes of their own): its own
 * collections of a large heap were once most of the tails it measured (decision 018).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateLocal, queryLocal } from '../scripts/lib/wrangler'
import { measureRequest, percentile, timeRequest, type BenchCase } from './cases'
import { seedInOwnProcess } from './seed-process'
import { startWorkerServer } from './worker-server'

/** A command line option, as `--name value` or `--name=value`. */
export const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  if (i >= 0) return process.argv[i + 1]
  return process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

export const HOME: BenchCase = ['home / (reference)', '/']

/**
 * The folder of a local D1 seeded at `scale` (default <tmp>/haven-scale-<scale>), seeded now
 * unless it already holds this scale with these migrations and this seed code (hashed: two
 * branches with as many migrations are not the same schema).
 */
export function prepareScaleDir(scale: number, dir = path.join(tmpdir(), `haven-scale-${scale}`)): string {
  const migrations = readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()
  // the migrations' names and the seed's code: a seed written by other code is seeded again
  const seedCode = readdirSync('scripts/seed')
    .sort()
    .map((f) => readFileSync(path.join('scripts/seed', f), 'utf8'))
  const schema = createHash('sha256')
    .update([...migrations, ...seedCode].join('\n'))
    .digest('hex')
    .slice(0, 12)
  const marker = path.join(dir, `seeded-at-scale-${scale}-with-${migrations.length}-migrations-${schema}`)
  if (!existsSync(marker)) {
    // a fresh folder: an older seed's schema would not match the migrations' journal
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    console.log(`› seeding ${dir} at scale ${scale} (kept for the next run)`)
    migrateLocal({ persistTo: dir })
    seedInOwnProcess({ scale, persistTo: dir })
    writeFileSync(marker, new Date().toISOString())
  } else {
    console.log(`› reusing ${dir} (scale ${scale})`)
  }
  return dir
}

/** Builds the app unless `--no-build` was given. */
export function buildUnlessAsked() {
  if (process.argv.includes('--no-build')) return
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** One row of the local D1 at `dir` (for the ids and counts the cases and the heading need). */
export const queryScaleDir = <T>(dir: string, sql: string) => queryLocal<T>(sql, { persistTo: dir })

export type ScaleRun = {
  dir: string
  port: number
  /** The first case is the reference the others are compared with (the home page). */
  cases: BenchCase[]
  runs: number
  warmup?: number
  /** Printed above the table: what the database holds. */
  heading?: string
  /** Every request in order, with when it started, written here as JSON. */
  samplesFile?: string
  /** p95 at most this many times the reference's… */
  goalRatio?: number
  /** …and at most this many ms. */
  goalMs?: number
}

export type CaseStats = { label: string; median: number; p95: number; dbP95: number }

/** Serves the Worker on `dir`, times the cases in rounds and prints the table; returns its rows. */
export async function runScaleBench(run: ScaleRun): Promise<CaseStats[]> {
  const { dir, port, cases, runs, warmup = 2, goalRatio = 2, goalMs = 60 } = run
  const server = await startWorkerServer({ persistTo: dir, port })
  try {
    const { origin } = server
    if (run.heading) console.log(`\n${run.heading}`)
    console.log(`${runs} rounds (after ${warmup} warm-up), every case once a round; ms to the complete response\n`)
    for (let i = 0; i < warmup; i++) for (const [, p, h, b] of cases) await timeRequest(origin + p, h, b)
    const samples = new Map<string, { ms: number; dbMs: number }[]>(cases.map(([label]) => [label, []]))
    // every request in order, with when it started: a tail that comes at a steady beat is a
    // collector's (the client's or the isolate's), one in a burst is the machine's or a Cron Trigger's
    const timeline: { at: number; label: string; ms: number; dbMs: number }[] = []
    const started = performance.now()
    for (let i = 0; i < runs; i++) {
      for (const [label, p, h, b] of cases) {
        const at = performance.now() - started
        const sample = await measureRequest(origin + p, h, b)
        samples.get(label)!.push(sample)
        timeline.push({ at: Math.round(at), label, ...sample })
      }
    }
    if (run.samplesFile) writeFileSync(run.samplesFile, JSON.stringify(timeline, null, 0))

    const stats = (label: string): CaseStats => {
      const list = samples.get(label)!
      const ms = list.map((s) => s.ms).sort((a, b) => a - b)
      const db = list.map((s) => s.dbMs).sort((a, b) => a - b)
      return { label, median: percentile(ms, 50), p95: percentile(ms, 95), dbP95: percentile(db, 95) }
    }
    const rows = cases.map(([label]) => stats(label))
    const reference = rows[0]!
    const goal = Math.min(goalMs, goalRatio * reference.p95)
    console.log(
      `${'case'.padEnd(52)}${'median'.padStart(8)}${'p95'.padStart(8)}${'×home'.padStart(8)}${'p95×home'.padStart(10)}${'D1 p95'.padStart(8)}  goal (p95 ≤ ${goal.toFixed(1)} ms)`,
    )
    let missed = 0
    for (const s of rows) {
      const ok = s.p95 <= goal
      if (!ok) missed++
      console.log(
        `${s.label.padEnd(52)}${s.median.toFixed(1).padStart(8)}${s.p95.toFixed(1).padStart(8)}${(s.median / reference.median).toFixed(2).padStart(8)}${(s.p95 / reference.p95).toFixed(2).padStart(10)}${s.dbP95.toFixed(0).padStart(8)}  ${ok ? 'ok' : 'MISSED'}`,
      )
    }
    console.log(`\n${rows.length - missed} of ${rows.length} cases meet the goal (p95 ≤ ${goalRatio}× the home page's and ≤ ${goalMs} ms)`)
    return rows
  } finally {
    await server.dispose()
  }
}
