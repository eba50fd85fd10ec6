/**
 * `npm run bench:seed -- --scale N`: seeds a scratch local D1 at scale N and prints how long
 * generation and loading took, with the resulting row counts. Does not touch .wrangler/state.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateLocal, queryLocal } from '../scripts/lib/wrangler'
import { seedLocal } from '../scripts/seed'

const i = process.argv.indexOf('--scale')
const scale = i >= 0 ? Number(process.argv[i + 1]) : 10
const persistTo = mkdtempSync(path.join(tmpdir(), 'haven-bench-'))

try {
  migrateLocal({ persistTo })
  const started = performance.now()
  await seedLocal({ scale, persistTo, log: (line) => console.log(line) })
  const seconds = (performance.now() - started) / 1000
  const [counts] = queryLocal<Record<string, number>>(
    `SELECT (SELECT count(*) FROM venues) AS venues, (SELECT count(*) FROM events) AS events,
            (SELECT count(*) FROM marketplace_listings) AS listings, (SELECT count(*) FROM community_posts) AS posts,
            (SELECT count(*) FROM search_index) AS search_rows`,
    { persistTo },
  )
  console.log(`scale ${scale}: ${seconds.toFixed(1)} s`)
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(12)} ${n.toLocaleString('en')}`)
  console.log(`  venues/s     ${Math.round(counts.venues / seconds).toLocaleString('en')}`)
} finally {
  rmSync(persistTo, { recursive: true, force: true })
}
