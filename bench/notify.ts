/**
 * `npm run bench:notify [-- --runs 100] [-- --members 200] [-- --no-build] [-- --port 8796]`:
 * how long a notification takes from its creation to its arrival on the member's open socket
 * (issue 17, decision 026), with 1 and with 200 members connected at once.
 *
 * Against a local `wrangler dev` of the production build on the `npm start` database
 * (bench/local-server.ts). The bench adds its own members (ids `bench-notify-…`, removed at the
 * end): one who likes, and listeners with a public post and a session each, every listener's
 * Inbox socket open (the real partysocket route, /parties/inbox/{id}). Each sample is a real
 * like through /api/feed (the feed's createNotifications, stored in D1, then pushed through the
 * Inbox room), then the unlike that resets it. It prints, as median and p95:
 *   - created → socket: from the row's created_at (the Worker's clock) to the frame's arrival
 *     (this process's clock; the same machine);
 *   - like → socket: from sending the like to the frame's arrival (the whole path a member feels);
 *   - and, as the reference measured in the same run, GET / (the home page's server time).
 */
import { createHash, randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import { openLocalD1 } from '../scripts/lib/local-d1'
import { withLocalServer } from './local-server'

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name)
  const value = index === -1 ? NaN : Number(process.argv[index + 1])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const RUNS = option('--runs', 100)
const MANY = option('--members', 200)
const PORT = option('--port', 8796)
const PREFIX = 'bench-notify-'

type Member = { id: string; token: string; postId: string }

const token = () => randomBytes(32).toString('base64url')
const sessionId = (value: string) => createHash('sha256').update(value).digest('hex')

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openLocalD1>>['db']) => Promise<T>): Promise<T> {
  const local = await openLocalD1({})
  try {
    return await work(local.db)
  } finally {
    await local.dispose()
  }
}

/** The liker and the listeners, each with a session; each listener with a public post. */
async function addMembers(count: number): Promise<{ liker: Member; listeners: Member[] }> {
  const now = Date.now()
  const make = (i: number): Member => ({ id: `${PREFIX}${now}-${i}`, token: token(), postId: `${PREFIX}post-${now}-${i}` })
  const liker = make(0)
  const listeners = Array.from({ length: count }, (_, i) => make(i + 1))
  await withDb(async (db) => {
    const statements = [liker, ...listeners].flatMap((m, i) => [
      db.prepare('INSERT INTO accounts (id, email, email_verified_at) VALUES (?1, ?2, ?3)').bind(m.id, `${m.id}@bench.haven.local`, now),
      db
        .prepare("INSERT INTO profiles (user_id, display_name, profile_visibility) VALUES (?1, ?2, 'members')")
        .bind(m.id, i === 0 ? 'Bench Liker' : `Bench Listener ${i}`),
      db.prepare('INSERT INTO sessions (id, account_id, expires_at) VALUES (?1, ?2, ?3)').bind(sessionId(m.token), m.id, now + 3_600_000),
      db
        .prepare(
          "INSERT INTO community_posts (id, user_id, content, visibility, created_at, updated_at) VALUES (?1, ?2, 'Bench post', 'public', ?3, ?3)",
        )
        .bind(m.postId, m.id, now),
    ])
    for (let start = 0; start < statements.length; start += 200) await db.batch(statements.slice(start, start + 200))
  })
  return { liker, listeners }
}

async function removeMembers() {
  await withDb(async (db) => {
    await db.prepare(`DELETE FROM accounts WHERE id LIKE '${PREFIX}%'`).run()
  })
}

type Arrival = { at: number; createdAt: number }

/** An open Inbox socket: resolves each awaited notification with its arrival time. */
async function openInbox(origin: string, member: Member) {
  const url = `${origin.replace('http', 'ws')}/parties/inbox/${member.id}`
  const ws = new WebSocket(url, { headers: { Cookie: `haven_session=${member.token}`, Origin: origin } })
  let waiting: ((arrival: Arrival) => void) | null = null
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject)
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; notification?: { createdAt: string } }
      if (message.type === 'ready') resolve()
      if (message.type === 'notification' && waiting) {
        waiting({ at: Date.now(), createdAt: Date.parse(message.notification!.createdAt) })
        waiting = null
      }
    })
  })
  return {
    next: (timeoutMs = 10_000) =>
      new Promise<Arrival>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no notification for ${member.id}`)), timeoutMs)
        waiting = (arrival) => {
          clearTimeout(timer)
          resolve(arrival)
        }
      }),
    close: () => ws.close(),
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
  return { n: sorted.length, median: at(0.5), p95: at(0.95) }
}

async function run(origin: string, connected: number, homeTimes: number[]) {
  const { liker, listeners } = await addMembers(connected)
  const sockets = await Promise.all(listeners.map((member) => openInbox(origin, member)))
  const headers = { Cookie: `haven_session=${liker.token}`, Origin: origin }
  const created: number[] = []
  const felt: number[] = []
  const samples = Math.max(RUNS, connected)
  try {
    for (let i = 0; i < samples; i++) {
      const k = i % connected
      const arrival = sockets[k]!.next()
      const sent = Date.now()
      const liked = await fetch(`${origin}/api/feed/${listeners[k]!.postId}/like`, { method: 'POST', headers })
      if (liked.status !== 201) throw new Error(`like answered ${liked.status}: ${await liked.text()}`)
      const { at, createdAt } = await arrival
      created.push(at - createdAt)
      felt.push(at - sent)
      await fetch(`${origin}/api/feed/${listeners[k]!.postId}/unlike`, { method: 'POST', headers })
      // the reference page, in the same rounds
      const start = performance.now()
      await (await fetch(`${origin}/`)).arrayBuffer()
      homeTimes.push(performance.now() - start)
    }
  } finally {
    for (const socket of sockets) socket.close()
  }
  return { connected, created: stats(created), felt: stats(felt) }
}

await withLocalServer(PORT, async (origin) => {
  await removeMembers()
  try {
    const home: number[] = []
    // warm the Worker, the rooms' class and the page once
    await fetch(`${origin}/`)
    const results = [await run(origin, 1, home), await run(origin, MANY, home)]
    const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`
    console.log(`\nbench:notify — ${RUNS} samples or one per member, whichever is more\n`)
    console.log('members connected   case                 samples    median        p95')
    for (const result of results) {
      console.log(
        `${String(result.connected).padStart(17)}   created → socket     ${String(result.created.n).padStart(7)}  ${ms(result.created.median)}  ${ms(result.created.p95)}`,
      )
      console.log(
        `${''.padStart(17)}   like → socket        ${String(result.felt.n).padStart(7)}  ${ms(result.felt.median)}  ${ms(result.felt.p95)}`,
      )
    }
    const reference = stats(home)
    console.log(
      `${'reference'.padStart(17)}   GET / (home page)    ${String(reference.n).padStart(7)}  ${ms(reference.median)}  ${ms(reference.p95)}`,
    )
  } finally {
    await removeMembers()
  }
})
