import { readFileSync } from 'node:fs'
import { openLocalD1 } from './scripts/lib/local-d1'
const qs = readFileSync('/tmp/qs.txt', 'utf8').trim().split('\n')
const { db, dispose } = await openLocalD1({ persistTo: '/work/scale-state' })
for (const i of process.argv.slice(2).map(Number)) {
  const q = qs[i - 1].replace(/1795\d{9}/g, String(Date.now()))
  const plan = await db.prepare('EXPLAIN QUERY PLAN ' + q).all()
  let meta: any
  for (let k = 0; k < 5; k++) { const r = await db.prepare(q).all(); meta = r.meta }
  console.log(i, 'sql_duration', meta.duration, 'rows_read', meta.rows_read, (plan.results as any[]).map((r) => r.detail).join(' / ').slice(0, 300))
}
await dispose()
