import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { encodeMessage, parseServerMessage, type ClientMessage, type ServerMessage } from '~/models/messaging/realtime'
import { migrateLocal, startDevServer, stopProcessGroup, waitForHttp, type DevServer } from '../../scripts/lib/wrangler'
import { E2E_PERSIST_TO, E2E_PORT } from './config'
import { testDb } from './local-db'

/**
 * The loss test (issue 36): messages sent to a conversation's room, the local server stopped
 * (SIGTERM, then SIGKILL) and started again on the same state, every message there exactly once.
 * Its own `wrangler dev` on its own fresh, migrated state (port E2E_PORT + 3): the shared server
 * of the e2e run is never stopped.
 */
const STATE = `${E2E_PERSIST_TO}-restart`
const PORT = Number(process.env.E2E_RESTART_PORT ?? E2E_PORT + 3)
const ORIGIN = `http://127.0.0.1:${PORT}`
/** Per member and round: within the room's per-minute send limit. */
const PER_MEMBER = 12

rmSync(STATE, { recursive: true, force: true })
migrateLocal({ persistTo: STATE })
const db = testDb(STATE)

let server: DevServer | null = null

async function start() {
  server = startDevServer({ port: PORT, persistTo: STATE })
  try {
    await waitForHttp(`${ORIGIN}/api/health`, 90_000)
  } catch (error) {
    throw new Error(`wrangler dev did not start:\n${server.output()}`, { cause: error })
  }
}

/** Stops the whole process group (wrangler and its workerd) and waits until it has exited. */
async function stop(signal: 'SIGTERM' | 'SIGKILL') {
  const child = server!
  server = null
  if (child.exitCode != null || child.signalCode != null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid!, signal)
  await exited
  // workerd may outlive wrangler by a moment after SIGTERM: the port is free when it is gone
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${ORIGIN}/api/health`)
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server still answers after being stopped')
}

afterAll(async () => {
  if (server) stopProcessGroup(server)
})

type Frame = ServerMessage<'conversation'>

/** A room socket as a browser opens it (the member's session cookie, our Origin). */
async function connect(conversationId: string, token: string) {
  const ws = new WebSocket(`${ORIGIN.replace('http', 'ws')}/parties/conversation/${conversationId}`, {
    headers: { Cookie: `haven_session=${token}`, Origin: ORIGIN },
  })
  const frames: Frame[] = []
  let wake: () => void = () => undefined
  ws.on('message', (data) => {
    const frame = parseServerMessage('conversation', String(data))
    if (frame) frames.push(frame)
    wake()
  })
  const take = async <T extends Frame['type']>(type: T, match: (f: Extract<Frame, { type: T }>) => boolean = () => true) => {
    const deadline = Date.now() + 15_000
    for (;;) {
      const index = frames.findIndex((f) => f.type === type && match(f as Extract<Frame, { type: T }>))
      if (index >= 0) return frames.splice(index, 1)[0] as Extract<Frame, { type: T }>
      if (Date.now() > deadline) throw new Error(`no ${type} frame`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 100)
      })
    }
  }
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  await take('ready')
  return { send: (m: ClientMessage<'conversation'>) => ws.send(encodeMessage(m)), take, close: () => ws.close() }
}

describe('a conversation room across a restart of the local server', () => {
  it('keeps every acknowledged message exactly once, after SIGTERM and after SIGKILL', async () => {
    const alex = await db.newMember('Restart Alex')
    const sam = await db.newMember('Restart Sam')
    const conversationId = randomUUID()
    await db.run(
      `INSERT INTO conversations (id, is_direct, direct_key, created_by) VALUES ('${conversationId}', 1, '${[alex.id, sam.id].sort().join(':')}', '${alex.id}');` +
        `INSERT INTO conversation_participants (conversation_id, user_id) VALUES ('${conversationId}', '${alex.id}'), ('${conversationId}', '${sam.id}')`,
    )
    const sent: { txnId: string; content: string }[] = []

    /** Each member sends PER_MEMBER messages at once; resolves when every one is acknowledged. */
    async function sendRound(round: number) {
      const a = await connect(conversationId, alex.token)
      const s = await connect(conversationId, sam.token)
      const mine: { txnId: string; content: string }[] = []
      for (let i = 0; i < PER_MEMBER; i++) {
        for (const [who, socket] of [
          ['alex', a],
          ['sam', s],
        ] as const) {
          const message = { txnId: `r${round}-${who}-${String(i).padStart(3, '0')}`, content: `round ${round} ${who} ${i}` }
          mine.push(message)
          socket.send({ type: 'send', ...message })
        }
      }
      for (const { txnId } of mine) {
        const socket = txnId.includes('alex') ? a : s
        await socket.take('ack', (f) => f.txnId === txnId)
      }
      sent.push(...mine)
      return { a, s }
    }

    /** The whole room, read through a socket by history pages, oldest first. */
    async function readAll() {
      const a = await connect(conversationId, alex.token)
      const all: { seq: number; txnId: string | null; content: string }[] = []
      let before: number | null = null
      for (;;) {
        a.send({ type: 'history', before, limit: 100 })
        const page = await a.take('history')
        all.unshift(...page.messages.map((m) => ({ seq: m.seq, txnId: m.txnId, content: m.content })))
        if (!page.more) break
        before = page.messages[0]!.seq
      }
      a.close()
      return all
    }

    function expectEachOnce(all: { seq: number; txnId: string | null; content: string }[]) {
      expect(all.map((m) => m.seq)).toEqual(Array.from({ length: sent.length }, (_, i) => i + 1))
      expect(all.map((m) => m.txnId).sort()).toEqual(sent.map((m) => m.txnId).sort())
      const byTxn = new Map(all.map((m) => [m.txnId, m.content]))
      for (const m of sent) expect(byTxn.get(m.txnId)).toBe(m.content)
    }

    await start()
    const first = await sendRound(1)
    first.a.close()
    first.s.close()
    await stop('SIGTERM')

    await start()
    const afterTerm = await readAll()
    expectEachOnce(afterTerm)
    // a client that never got its ack sends again after the restart: still one message, with the
    // seq it got the first time (which one is 1 depends on whose send reached the room first)
    const again = await connect(conversationId, alex.token)
    const retried = sent.find((m) => m.txnId.includes('alex'))!
    const storedSeq = afterTerm.find((m) => m.txnId === retried.txnId)!.seq
    again.send({ type: 'send', ...retried })
    expect((await again.take('ack')).message).toMatchObject({ txnId: retried.txnId, seq: storedSeq })
    again.close()
    // the second round is cut off without a chance to close anything
    await sendRound(2)
    await stop('SIGKILL')

    await start()
    expectEachOnce(await readAll())
    const rows = await db.query<{ last_seq: number }>(`SELECT last_seq FROM conversations WHERE id = '${conversationId}'`)
    expect(rows[0]!.last_seq).toBe(sent.length)
    await stop('SIGTERM')
  }, 240_000)
})
