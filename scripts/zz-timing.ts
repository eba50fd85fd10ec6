// TEMPORARY (do not commit): times each SQL statement of a model function on a sqlite copy via python
import { writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { drizzle } from 'drizzle-orm/d1'
import { listFeed } from '~/models/feed/posts.server'
import { getCrewPage } from '~/models/crews/crew-page.server'
import { eventCalendar, parseEventQuery, resolveEventQuery } from '~/models/events/list.server'

const file = process.argv[2]!
const which = process.argv[3]!
const py = spawn('python3', ['/tmp/d1py/server.py', file], { stdio: ['pipe', 'pipe', 'inherit'] })
const lines = createInterface({ input: py.stdout })
const waiting: ((l: string) => void)[] = []
lines.on('line', (l) => waiting.shift()!(l))
let log: { sql: string; ms: number; n: number }[] = []
function run(sql: string, params: unknown[]): Promise<{ cols: string[]; rows: unknown[][] }> {
  return new Promise((resolve, reject) => {
    waiting.push((l) => {
      const r = JSON.parse(l)
      if (r.error) return reject(new Error(r.error + ' in ' + sql))
      log.push({ sql, ms: r.ms, n: r.rows.length, params } as any)
      resolve(r)
    })
    py.stdin.write(JSON.stringify({ sql, params: params.map((p) => (typeof p === 'boolean' ? Number(p) : p instanceof Date ? p.getTime() / 1000 : p)) }) + '\n')
  })
}
const objects = (r: { cols: string[]; rows: unknown[][] }) => r.rows.map((row) => Object.fromEntries(r.cols.map((c, i) => [c, row[i]])))
function stmt(sql: string, params: unknown[] = []): any {
  return {
    sql, params,
    bind: (...p: unknown[]) => stmt(sql, p),
    all: async () => ({ results: objects(await run(sql, params)) }),
    raw: async () => (await run(sql, params)).rows,
    first: async () => objects(await run(sql, params))[0] ?? null,
    run: async () => ({ results: objects(await run(sql, params)) }),
  }
}
const d1: any = {
  prepare: (sql: string) => stmt(sql),
  batch: async (stmts: any[]) => { const out = []; for (const s of stmts) out.push({ results: objects(await run(s.sql, s.params)) }); return out },
}
const db: any = drizzle(d1)
const member = { id: '5933ed3f-bc98-470e-865c-d7851225edc0', roles: [] as any[] }
const crewId = process.env.CREW ?? ''
const cases: Record<string, () => Promise<unknown>> = {
  feed: () => listFeed(db, member, { tab: 'everyone' }),
  friends: () => listFeed(db, member, { tab: 'friends' }),
  crews: () => listFeed(db, member, { tab: 'crews' }),
  crewMember: () => getCrewPage(db, member, crewId, 'en' as any),
  calendar: async () => { const ctx: any = await resolveEventQuery(db, null, parseEventQuery(new URL('http://x/events?view=calendar')), 'en' as any); return ctx.resolved ? eventCalendar(db, null, ctx.resolved, new Date()) : ctx },
  crewVisitor: () => getCrewPage(db, null, crewId, 'en' as any),
}
for (const label of which.split(',')) {
  for (let i = 0; i < 3; i++) {
    log = []
    const t = performance.now()
    await cases[label]!()
    const total = performance.now() - t
    if (i < 2) continue
    console.log(`\n## ${label}: total ${total.toFixed(1)} ms, sql ${log.reduce((s, l) => s + l.ms, 0).toFixed(1)} ms, ${log.length} statements`)
    const slow = [...log].sort((a, b) => b.ms - a.ms)[0] as any
    writeFileSync(`/tmp/slow-${label}.json`, JSON.stringify({ sql: slow.sql, params: slow.params.map((p: any) => (typeof p === 'boolean' ? Number(p) : p instanceof Date ? p.getTime() / 1000 : p)) }))
    for (const l of log) if (l.ms > 1 || process.env.ALL) console.log(`  ${l.ms.toFixed(2).padStart(7)} ms ${String(l.n).padStart(4)} rows  ${process.env.FULL ? l.sql : l.sql.replace(/\s+/g, ' ').slice(0, 200)}`)
  }
}
py.stdin.end()
