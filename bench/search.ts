/**
 * `npm run bench:search [-- --scale 167] [-- --dir <folder>] [-- --runs=100] [-- --no-build]`: the
 * site search at scale (issue 38). On the scale seed (bench:scale's folder and seed: 100 000+
 * indexed documents at scale 167), served as deployed (workerd alone), times suggestions (the
 * header box while typing) and full searches (20 hits a page) beside the home page in the same
 * rounds: short prefixes, typos, several words, other scripts, a filter.
 * Goal: p95 of each case at most 2× the home page's, and its D1 time (Server-Timing db) at most 25 ms.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BenchCase } from './cases'
import { arg, buildUnlessAsked, HOME, prepareScaleDir, queryScaleDir, runScaleBench } from './scale-runner'

const SCALE = Math.max(1, Number(arg('--scale') ?? 167) || 167)
const DIR = prepareScaleDir(SCALE, path.resolve(arg('--dir') ?? path.join(tmpdir(), `haven-scale-${SCALE}`)))
const RUNS = Math.max(5, Number(arg('--runs') ?? 100) || 100)
const D1_GOAL_MS = 25
buildUnlessAsked()

const [counts] = queryScaleDir<{ entries: number; keys: number; cjk: number }>(
  DIR,
  `SELECT (SELECT count(*) FROM search_entries) AS entries, (SELECT count(*) FROM search_typo_keys) AS keys,
          (SELECT count(*) FROM search_cjk) AS cjk`,
)

const suggest = (query: string): BenchCase => [`suggest "${query}"`, '/api/search', {}, { query, suggestionsOnly: true }]
const full = (query: string, filters?: object): BenchCase => [
  `search "${query}"${filters ? ` ${JSON.stringify(filters)}` : ''}`,
  '/api/search',
  {},
  { query, hitsPerPage: 20, ...(filters ? { filters } : {}) },
]

const CASES: BenchCase[] = [
  HOME,
  suggest('be'),
  suggest('berl'),
  suggest('berln'),
  suggest('pride'),
  suggest('amsterdm'),
  suggest('東京'),
  suggest('москва'),
  full('berlin'),
  full('berln'),
  full('queer bar'),
  full('copenhagn'),
  full('club', { types: ['venue'] }),
  full('pride', { types: ['event'], dateRange: { from: '2026-01-01', to: '2027-12-31' } }),
]

const rows = await runScaleBench({
  dir: DIR,
  port: Number(arg('--port') ?? 8798),
  cases: CASES,
  runs: RUNS,
  heading: `${counts?.entries.toLocaleString('en')} indexed documents (${counts?.cjk.toLocaleString('en')} with CJK text), ${counts?.keys.toLocaleString('en')} typo keys`,
  goalMs: Number.POSITIVE_INFINITY,
})
const slowD1 = rows.slice(1).filter((row) => !(row.dbP95 <= D1_GOAL_MS))
console.log(
  slowD1.length
    ? `D1 p95 over ${D1_GOAL_MS} ms: ${slowD1.map((row) => `${row.label} (${row.dbP95.toFixed(0)} ms)`).join(', ')}`
    : `every case's D1 p95 is within ${D1_GOAL_MS} ms`,
)
