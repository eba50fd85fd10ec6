/**
 * `npm run bench:chat [-- --runs 100] [-- --group 200] [-- --pairs 500] [-- --no-build] [-- --port 8831]`:
 * how long a message takes from one member's socket to the others' (issue 36), through the real
 * Worker route and Conversation rooms (/parties/conversation/{id}) of a local `wrangler dev` of
 * the production build, loopback only.
 *
 * Its own state (.bench-chat-state, created fresh and migrated, no seed) and its own members,
 * each with a session, written into the local D1 before the server starts. It measures, as
 * median and p95, the time from writing `send` on the sender's socket to the `message` frame
 * on a recipient's socket (the same process's clock):
 *   - 2 members of a direct conversation (senders alternate, rotating over a few pairs to stay
 *     within the room's per-member send limit);
 *   - a group of 200 with every member's socket open: each recipient's arrival, and the time
 *     until the last of the 199 has it;
 *   - 1 000 open sockets over 500 direct conversations (opened in batches): samples in random
 *     conversations, then a burst of one message in every conversation at once;
 * and, as the reference measured in the same run, a ping/pong round trip on a room socket.
 * Every message sent must arrive at every recipient exactly once, or the run fails.
 */
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import WebSocket from 'ws'
import { openLocalD1 } from '../scripts/lib/local-d1'
import { migrateLocal, startDevServer, stopProcessGroup, waitForHttp } from '../scripts/lib/wrangler'

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name)
  const value = index === -1 ? NaN : Number(process.argv[index + 1])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const RUNS = option('--runs', 100)
const GROUP = option('--group', 200)
const PAIRS = option('--pairs', 500)
const PORT = option('--port', 8831)
const STATE = '.bench-chat-state'
const ORIGIN = `http://127.0.0.1:${PORT}`
const OPEN_BATCH = 50

type Member = { id: string; token: string }
type Conversation = { id: string; members: Member[] }

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
  return { n: sorted.length, median: at(0.5), p95: at(0.95) }
}

/** The members and conversations, written into the local D1 before the server starts. */
async function prepare() {
  const now = Date.now()
  const member = (): Member => ({ id: randomUUID(), token: randomBytes(32).toString('base64url') })
  const direct = Array.from({ length: Math.max(3, Math.ceil(RUNS / 40)) }, () => [member(), member()])
  const group = Array.from({ length: GROUP }, member)
  const many = Array.from({ length: PAIRS }, () => [member(), member()])
  const conversation = (members: Member[]): Conversation => ({ id: randomUUID(), members })
  const plan = { direct: direct.map(conversation), group: conversation(group), many: many.map(conversation) }
  const local = await openLocalD1({ persistTo: STATE })
  try {
    const db = local.db
    const members = [...direct.flat(), ...group, ...many.flat()]
    const statements = members.flatMap((m, i) => [
      db.prepare('INSERT INTO accounts (id, email, email_verified_at) VALUES (?1, ?2, ?3)').bind(m.id, `${m.id}@bench.haven.local`, now),
      db.prepare('INSERT INTO profiles (user_id, display_name) VALUES (?1, ?2)').bind(m.id, `Bench ${i}`),
      db.prepare('INSERT INTO sessions (id, account_id, expires_at) VALUES (?1, ?2, ?3)').bind(sha256(m.token), m.id, now + 3_600_000),
    ])
    for (const c of [...plan.direct, plan.group, ...plan.many]) {
      const isDirect = c.members.length === 2
      statements.push(
        db.prepare('INSERT INTO conversations (id, is_direct, direct_key, title, created_by) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
          c.id,
          isDirect ? 1 : 0,
          isDirect
            ? c.members
                .map((m) => m.id)
                .sort()
                .join(':')
            : null,
          isDirect ? null : 'Bench group',
          c.members[0]!.id,
        ),
        ...c.members.map((m) =>
          db.prepare('INSERT INTO conversation_participants (conversation_id, user_id) VALUES (?1, ?2)').bind(c.id, m.id),
        ),
      )
    }
    for (let start = 0; start < statements.length; start += 500) await db.batch(statements.slice(start, start + 500))
  } finally {
    await local.dispose()
  }
  return plan
}

type Arrival = { at: number; content: string }

/** A room socket; counts every message frame by its content, and resolves waiters on arrival. */
async function open(conversationId: string, member: Member) {
  const ws = new WebSocket(`${ORIGIN.replace('http', 'ws')}/parties/conversation/${conversationId}`, {
    headers: { Cookie: `haven_session=${member.token}`, Origin: ORIGIN },
  })
  const received = new Map<string, number>()
  const waiting = new Map<string, (arrival: Arrival) => void>()
  let pong: (() => void) | null = null
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready for ${member.id}`)), 30_000)
    ws.once('error', reject)
    ws.on('message', (data) => {
      const at = performance.now()
      const frame = JSON.parse(String(data)) as { type: string; message?: { content: string }; txnId?: string; reason?: string }
      if (frame.type === 'ready') {
        clearTimeout(timer)
        resolve()
      } else if (frame.type === 'message') {
        const content = frame.message!.content
        received.set(content, (received.get(content) ?? 0) + 1)
        waiting.get(content)?.({ at, content })
        waiting.delete(content)
      } else if (frame.type === 'pong') pong?.()
      else if (frame.type === 'refused') throw new Error(`refused: ${frame.reason}`)
    })
  })
  return {
    member,
    received,
    /** Resolves when the message with that content arrives. */
    arrival(content: string, timeoutMs = 20_000) {
      return new Promise<Arrival>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`lost: ${content} for ${member.id}`)), timeoutMs)
        waiting.set(content, (arrival) => {
          clearTimeout(timer)
          resolve(arrival)
        })
      })
    },
    send(content: string) {
      ws.send(JSON.stringify({ type: 'send', txnId: randomBytes(12).toString('hex'), content }))
    },
    async ping() {
      const start = performance.now()
      await new Promise<void>((resolve) => {
        pong = resolve
        ws.send('{"type":"ping"}')
      })
      return performance.now() - start
    },
    close: () => ws.close(),
  }
}
type Socket = Awaited<ReturnType<typeof open>>

async function openAll(pairs: [string, Member][]) {
  const sockets: Socket[] = []
  for (let start = 0; start < pairs.length; start += OPEN_BATCH) {
    sockets.push(...(await Promise.all(pairs.slice(start, start + OPEN_BATCH).map(([id, m]) => open(id, m)))))
  }
  return sockets
}

let counter = 0
/** One message from `from` to every socket in `to`: each recipient's latency (ms). */
async function deliver(from: Socket, to: Socket[]) {
  const content = `bench ${++counter} ${randomUUID()}`
  const arrivals = to.map((socket) => socket.arrival(content))
  // the sender's own socket gets it too (its other tabs match it by txnId): waited for, not timed
  const own = from.arrival(content)
  const start = performance.now()
  from.send(content)
  const times = (await Promise.all(arrivals)).map((a) => a.at - start)
  await own
  return { content, times }
}

function checkOnce(sockets: Socket[], contents: string[]) {
  for (const socket of sockets) {
    for (const content of contents) {
      const n = socket.received.get(content) ?? 0
      if (n !== 1) throw new Error(`${content} arrived ${n} times at ${socket.member.id}`)
    }
  }
}

async function benchDirect(plan: Conversation[], pings: number[]) {
  const sockets = await Promise.all(plan.map(async (c) => Promise.all(c.members.map((m) => open(c.id, m)))))
  const times: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const pair = sockets[i % sockets.length]!
      const [from, to] = i % 2 ? [pair[0]!, pair[1]!] : [pair[1]!, pair[0]!]
      const { times: t, content } = await deliver(from, [to])
      times.push(...t)
      pings.push(await from.ping())
      checkOnce(pair, [content])
    }
  } finally {
    for (const socket of sockets.flat()) socket.close()
  }
  return stats(times)
}

async function benchGroup(plan: Conversation) {
  const sockets = await openAll(plan.members.map((m) => [plan.id, m]))
  const each: number[] = []
  const last: number[] = []
  const contents: string[] = []
  const samples = Math.min(RUNS, 50)
  try {
    for (let i = 0; i < samples; i++) {
      const from = sockets[(i * 7) % sockets.length]!
      const { times, content } = await deliver(
        from,
        sockets.filter((s) => s !== from),
      )
      each.push(...times)
      last.push(Math.max(...times))
      contents.push(content)
    }
    checkOnce(sockets, contents)
  } finally {
    for (const socket of sockets) socket.close()
  }
  return { each: stats(each), last: stats(last), samples }
}

async function benchMany(plan: Conversation[]) {
  const opened = performance.now()
  const sockets = await openAll(plan.flatMap((c) => c.members.map((m): [string, Member] => [c.id, m])))
  const openMs = performance.now() - opened
  const byConversation = plan.map((_, i) => [sockets[2 * i]!, sockets[2 * i + 1]!] as const)
  const sampled: number[] = []
  const contents: string[][] = plan.map(() => [])
  try {
    for (let i = 0; i < RUNS; i++) {
      const k = (i * 97) % plan.length
      const [a, b] = byConversation[k]!
      const { times, content } = await deliver(a, [b])
      sampled.push(...times)
      contents[k]!.push(content)
    }
    // a burst: one message in every conversation at once
    const burst = await Promise.all(
      byConversation.map(async ([a, b], k) => {
        const { times, content } = await deliver(b, [a])
        contents[k]!.push(content)
        return times[0]!
      }),
    )
    byConversation.forEach((pair, k) => checkOnce([...pair], contents[k]!))
    return { sockets: sockets.length, openMs, sampled: stats(sampled), burst: stats(burst) }
  } finally {
    for (const socket of sockets) socket.close()
  }
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
rmSync(STATE, { recursive: true, force: true })
migrateLocal({ persistTo: STATE })
const plan = await prepare()
const server = startDevServer({ port: PORT, persistTo: STATE })
try {
  await waitForHttp(`${ORIGIN}/api/health`, 90_000)
  const pings: number[] = []
  const direct = await benchDirect(plan.direct, pings)
  const group = await benchGroup(plan.group)
  const many = await benchMany(plan.many)
  const ping = stats(pings)
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`
  const row = (label: string, s: { n: number; median: number; p95: number }) =>
    console.log(`  ${label.padEnd(52)} ${ms(s.median)} ${ms(s.p95)}   (n=${s.n})`)
  console.log(`\nbench:chat — send → receive on the other sockets, loopback, ${ORIGIN}\n`)
  console.log(`  ${''.padEnd(52)} ${'median'.padStart(10)} ${'p95'.padStart(10)}`)
  row('2 members', direct)
  row(`group of ${GROUP}: each recipient`, group.each)
  row(`group of ${GROUP}: the last of ${GROUP - 1} recipients`, group.last)
  row(`${many.sockets} sockets / ${plan.many.length} conversations: samples`, many.sampled)
  row(`${many.sockets} sockets / ${plan.many.length} conversations: burst of ${plan.many.length}`, many.burst)
  row('reference: ping → pong on a room socket', ping)
  console.log(
    `\n  ${many.sockets} sockets opened in batches of ${OPEN_BATCH} in ${(many.openMs / 1000).toFixed(1)} s; every message arrived exactly once.`,
  )
  const goals = direct.p95 <= 30 && group.each.p95 <= 100
  console.log(`  goals (p95 ≤ 30 ms for 2 members, ≤ 100 ms for the group of ${GROUP}): ${goals ? 'met' : 'NOT met'}\n`)
} finally {
  stopProcessGroup(server)
}
