import { SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { conversationParticipants, conversations } from '~/db/schema'
import { encodeMessage, MAX_CLIENT_FRAME, parseServerMessage, PROTOCOL_VERSION } from '~/models/messaging/realtime'
import { call, createMemberWithSession, db, ORIGIN } from './helpers'

function upgrade(path: string, cookie?: string) {
  return call(path, { cookie, headers: { Upgrade: 'websocket', Origin: ORIGIN } })
}

async function nextFrame(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), 5_000)
    ws.addEventListener(
      'message',
      (event) => {
        clearTimeout(timer)
        resolve(event.data)
      },
      { once: true },
    )
  })
}

async function firstMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return JSON.parse((await nextFrame(ws)) as string)
}

/** Frames a room must ignore: not JSON, not an object, unknown or server-only types, too long, binary. */
const MALFORMED: (string | Uint8Array)[] = [
  'not json',
  '{"type":',
  '[]',
  'null',
  '{"kind":"ping"}',
  '{"type":42}',
  '{"type":"nope"}',
  '{"type":"pong","at":1}',
  '{"type":"ready","room":"x","userId":"y"}',
  JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_CLIENT_FRAME) }),
  new Uint8Array([123, 125]),
]

async function createConversation(...userIds: string[]) {
  const id = crypto.randomUUID()
  await db().insert(conversations).values({ id, isDirect: false, createdBy: userIds[0] })
  await db()
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: id, userId })))
  return id
}

describe('realtime rooms (partyserver Durable Objects)', () => {
  it('lets a participant open a WebSocket to their conversation room', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const conversationId = await createConversation(alex.id, sam.id)

    const res = await upgrade(`/parties/conversation/${conversationId}`, alex.cookie)
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    ws.accept()
    const ready = await firstMessage(ws)
    expect(ready).toMatchObject({ type: 'ready', room: conversationId, userId: alex.id })
    ws.send(JSON.stringify({ type: 'ping' }))
    expect(await firstMessage(ws)).toMatchObject({ type: 'pong' })
    ws.close()
  })

  it('refuses visitors, non-participants and forged identity headers', async () => {
    const alex = await createMemberWithSession('Alex')
    const outsider = await createMemberWithSession('Outsider')
    const conversationId = await createConversation(alex.id)

    expect((await upgrade(`/parties/conversation/${conversationId}`)).status).toBe(401)
    expect((await upgrade(`/parties/conversation/${conversationId}`, outsider.cookie)).status).toBe(403)
    const forged = await SELF.fetch(`https://haven.test/parties/conversation/${conversationId}`, {
      headers: { Upgrade: 'websocket', Origin: 'https://haven.test', 'x-haven-user-id': alex.id },
    })
    expect(forged.status).toBe(401)
  })

  it('refuses an upgrade from another site, or without an Origin, even with the member’s cookie (issue 35)', async () => {
    const alex = await createMemberWithSession('Alex')
    const conversationId = await createConversation(alex.id)
    for (const path of [`/parties/inbox/${alex.id}`, `/parties/conversation/${conversationId}`]) {
      const from = (origin?: string) =>
        call(path, { cookie: alex.cookie, headers: { Upgrade: 'websocket', ...(origin ? { Origin: origin } : {}) } })
      const foreign = await from('https://evil.example')
      expect(foreign.status).toBe(403)
      expect(await foreign.json()).toMatchObject({ code: 'forbidden' })
      expect((await from('https://haven.test.evil.example')).status).toBe(403)
      expect((await from()).status).toBe(403)
      const own = await from('https://haven.test')
      expect(own.status).toBe(101)
      own.webSocket!.accept()
      own.webSocket!.close()
    }
  })

  it('opens a member’s inbox only to that member', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const own = await upgrade(`/parties/inbox/${alex.id}`, alex.cookie)
    expect(own.status).toBe(101)
    own.webSocket!.accept()
    expect(await firstMessage(own.webSocket!)).toMatchObject({ type: 'ready', room: alex.id })
    own.webSocket!.close()
    expect((await upgrade(`/parties/inbox/${alex.id}`, sam.cookie)).status).toBe(403)
  })

  it('answers 404 for an unknown party', async () => {
    const alex = await createMemberWithSession('Alex')
    expect((await upgrade('/parties/nope/room', alex.cookie)).status).toBe(404)
  })

  it('sends only its room’s messages, and ignores malformed frames without answering or closing', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const conversationId = await createConversation(alex.id, sam.id)

    for (const [party, room, member] of [
      ['conversation', conversationId, alex],
      ['inbox', sam.id, sam],
    ] as const) {
      const res = await upgrade(`/parties/${party}/${room}`, member.cookie)
      expect(res.status).toBe(101)
      const ws = res.webSocket!
      let closed = false
      ws.addEventListener('close', () => (closed = true))
      ws.accept()
      const ready = parseServerMessage(party, await nextFrame(ws))
      if (party === 'inbox') expect(ready).toEqual({ type: 'ready', room, tabs: 1 })
      else expect(ready).toMatchObject({ type: 'ready', room, userId: member.id, version: PROTOCOL_VERSION, readOnly: false, lastSeq: 0 })

      // partyserver catches what a room throws and logs it: a room that throws on a frame fails here
      const logged = vi.spyOn(console, 'error')
      for (const frame of MALFORMED) ws.send(frame)
      ws.send(encodeMessage({ type: 'ping' }))
      // frames are answered in order: the first answer after the garbage is the pong
      const pong = parseServerMessage(party, await nextFrame(ws))
      expect(pong).toMatchObject({ type: 'pong', at: expect.any(Number) })
      expect(closed).toBe(false)
      expect(logged).not.toHaveBeenCalled()
      logged.mockRestore()
      ws.close()
    }
  })
})
