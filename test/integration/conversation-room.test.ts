import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blocks, conversationParticipants, conversations, messageReactions, messages, profiles } from '~/db/schema'
import { MESSAGING_LIMITS as L } from '~/models/messaging/limits'
import { encodeMessage, parseServerMessage, type ClientMessage, type ServerMessage } from '~/models/messaging/realtime'
import type { RoomPage } from '~/models/messaging/room-api'
import { conversationRoom } from '~/models/messaging/room.server'
import { createMemberWithSession, db, waitFor } from './helpers'

type Frame = ServerMessage<'conversation'>

/** A socket to a room that keeps every frame it receives, to be taken in order by what they are. */
class Client {
  frames: Frame[] = []
  closed: Promise<number>
  private wake: (() => void) | null = null

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const frame = parseServerMessage('conversation', event.data)
      if (!frame) throw new Error(`a frame outside the protocol: ${String(event.data)}`)
      this.frames.push(frame)
      this.wake?.()
    })
    this.closed = new Promise((resolve) => ws.addEventListener('close', (event) => resolve(event.code)))
  }

  static async open(conversationId: string, cookie: string) {
    const res = await SELF.fetch(`https://haven.test/parties/conversation/${conversationId}`, {
      headers: { Upgrade: 'websocket', Origin: 'https://haven.test', Cookie: cookie },
    })
    expect(res.status).toBe(101)
    res.webSocket!.accept()
    const client = new Client(res.webSocket!)
    await client.take('ready')
    return client
  }

  send(message: ClientMessage<'conversation'>) {
    this.ws.send(encodeMessage(message))
  }

  /** The first frame of that type (and matching), removed from the buffer; waits for it. */
  async take<T extends Frame['type']>(type: T, match: (frame: Extract<Frame, { type: T }>) => boolean = () => true, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.frames.findIndex((f) => f.type === type && match(f as Extract<Frame, { type: T }>))
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<Frame, { type: T }>
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames.map((f) => f.type))}`)
      await new Promise<void>((resolve) => {
        this.wake = resolve
        setTimeout(resolve, 50)
      })
    }
  }

  /** Frames of that type received so far (not taken). */
  count(type: Frame['type']) {
    return this.frames.filter((f) => f.type === type).length
  }

  /** Everything sent before now has been answered (frames are handled in order). */
  async settle() {
    this.send({ type: 'ping' })
    await this.take('pong')
  }

  close() {
    this.ws.close()
  }
}

async function createConversation(userIds: string[], options: { direct?: boolean } = {}) {
  const id = crypto.randomUUID()
  const direct = options.direct ?? userIds.length === 2
  await db()
    .insert(conversations)
    .values({ id, isDirect: direct, directKey: direct ? [...userIds].sort().join(':') : null, createdBy: userIds[0] })
  await db()
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: id, userId })))
  return id
}

async function pair() {
  const alex = await createMemberWithSession('Alex')
  const sam = await createMemberWithSession('Sam')
  const conversationId = await createConversation([alex.id, sam.id])
  return { alex, sam, conversationId }
}

const txn = () => crypto.randomUUID().replaceAll('-', '')

async function participant(conversationId: string, userId: string) {
  return db()
    .select()
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .get()
}

describe('the conversation room', () => {
  it('delivers a message to both members, acks the sender and writes the list columns in D1', async () => {
    const { alex, sam, conversationId } = await pair()
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    await a.take('present', (f) => f.userIds.length === 2)

    const txnId = txn()
    a.send({ type: 'send', txnId, content: '  Hello Sam  ' })
    const ack = await a.take('ack')
    expect(ack.txnId).toBe(txnId)
    expect(ack.message).toMatchObject({ seq: 1, senderId: alex.id, txnId, content: 'Hello Sam', type: 'text' })
    expect((await a.take('message')).message.id).toBe(ack.message.id)
    expect((await s.take('message')).message).toEqual(ack.message)

    s.send({ type: 'send', txnId: txn(), content: 'Hi Alex' })
    expect((await a.take('message')).message).toMatchObject({ seq: 2, senderId: sam.id, content: 'Hi Alex' })

    const row = await db().select().from(conversations).where(eq(conversations.id, conversationId)).get()
    expect(row).toMatchObject({ lastSeq: 2, lastMessagePreview: 'Hi Alex', lastMessageSenderId: sam.id, lastMessageType: 'text' })
    expect(row!.lastMessageAt).not.toBeNull()
    expect(await participant(conversationId, alex.id)).toMatchObject({ unreadCount: 1, lastReadSeq: 1 })
    expect(await participant(conversationId, sam.id)).toMatchObject({ unreadCount: 0, lastReadSeq: 2 })

    const page = await (await conversationRoom(env, conversationId)).page(alex.id, null)
    expect(page!.messages.map((m) => m.content)).toEqual(['Hello Sam', 'Hi Alex'])
    expect(page).toMatchObject({ lastSeq: 2, more: false, readOnly: false })
    a.close()
    s.close()
  })

  it('stores a repeated transaction id once and answers the same message (socket and RPC)', async () => {
    const { alex, sam, conversationId } = await pair()
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    const txnId = txn()
    a.send({ type: 'send', txnId, content: 'Once' })
    a.send({ type: 'send', txnId, content: 'Once' })
    const first = await a.take('ack')
    const second = await a.take('ack')
    expect(second.message.id).toBe(first.message.id)
    const room = await conversationRoom(env, conversationId)
    const third = await room.send(alex.id, { txnId, content: 'Once' })
    expect(third).toMatchObject({ ok: true, message: { id: first.message.id, seq: 1 } })
    await s.settle()
    expect(s.count('message')).toBe(1)
    expect((await room.page(alex.id, null))!.messages).toHaveLength(1)
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!.lastSeq).toBe(1)
    expect((await participant(conversationId, sam.id))!.unreadCount).toBe(1)
    a.close()
    s.close()
  })

  it('moves receipts forward only, to members who share them; a member with receipts off neither sends nor sees them', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const quiet = await createMemberWithSession('Quiet')
    await db().update(profiles).set({ readReceipts: false }).where(eq(profiles.userId, quiet.id))
    const conversationId = await createConversation([alex.id, sam.id, quiet.id], { direct: false })
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    const q = await Client.open(conversationId, quiet.cookie)
    for (let i = 0; i < 3; i++) {
      a.send({ type: 'send', txnId: txn(), content: `m${i}` })
      await a.take('ack')
    }
    expect((await participant(conversationId, sam.id))!.unreadCount).toBe(3)

    s.send({ type: 'delivered', upTo: 3 })
    expect((await a.take('receipt')).receipt).toEqual({ userId: sam.id, deliveredUpTo: 3, readUpTo: 0 })
    s.send({ type: 'read', upTo: 2 })
    expect((await a.take('receipt')).receipt).toEqual({ userId: sam.id, deliveredUpTo: 3, readUpTo: 2 })
    s.send({ type: 'read', upTo: 1 }) // never back
    await s.settle()
    await waitFor(async () => ((await participant(conversationId, sam.id))!.lastReadSeq === 2 ? true : null))
    expect(await participant(conversationId, sam.id)).toMatchObject({ lastReadSeq: 2, unreadCount: 1 })

    q.send({ type: 'read', upTo: 3 })
    await q.settle()
    expect(await participant(conversationId, quiet.id)).toMatchObject({ lastReadSeq: 3, unreadCount: 0 })
    await a.settle()
    expect(a.frames.filter((f) => f.type === 'receipt')).toEqual([])
    expect(q.count('receipt')).toBe(0)

    // a new socket's ready: the receipts of others who share them, none for the quiet member
    const a2 = await Client.open(conversationId, alex.cookie)
    const q2 = await Client.open(conversationId, quiet.cookie)
    const readyA = (await conversationRoom(env, conversationId)).page(alex.id, null)
    expect((await readyA)!.receipts).toEqual([{ userId: sam.id, deliveredUpTo: 3, readUpTo: 2 }])
    expect((await (await conversationRoom(env, conversationId)).page(quiet.id, null))!.receipts).toEqual([])
    for (const c of [a, s, q, a2, q2]) c.close()
  })

  it('relays typing with the display name to the others, and sending clears it', async () => {
    const { alex, sam, conversationId } = await pair()
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    a.send({ type: 'typing' })
    expect(await s.take('typing')).toEqual({ type: 'typing', userId: alex.id, displayName: 'Alex' })
    a.send({ type: 'send', txnId: txn(), content: 'done typing' })
    await s.take('message')
    expect(await s.take('stop_typing')).toEqual({ type: 'stop_typing', userId: alex.id })
    await a.settle()
    expect(a.count('typing')).toBe(0)
    // presence: Sam's last socket closing tells the others
    s.close()
    expect(await a.take('present', (f) => f.userIds.length === 1)).toEqual({ type: 'present', userIds: [alex.id] })
    a.close()
  })

  it('upserts reactions, edits and unsends own messages, refuses others’ and unknown ones', async () => {
    const { alex, sam, conversationId } = await pair()
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    a.send({ type: 'send', txnId: txn(), content: 'Original' })
    const { message } = await a.take('ack')

    s.send({ type: 'react', messageId: message.id, emoji: '❤️', on: true })
    s.send({ type: 'react', messageId: message.id, emoji: '❤️', on: true })
    a.send({ type: 'react', messageId: message.id, emoji: '🏳️‍🌈', on: true })
    await a.take('updated')
    await a.take('updated')
    const third = await a.take('updated')
    expect(third.message.reactions).toEqual([
      { emoji: '❤️', userIds: [sam.id] },
      { emoji: '🏳️‍🌈', userIds: [alex.id] },
    ])
    s.send({ type: 'react', messageId: message.id, emoji: 'abc', on: true })
    expect(await s.take('refused')).toMatchObject({ of: 'react', reason: 'invalid' })
    s.send({ type: 'react', messageId: message.id, emoji: '❤️', on: false })
    expect((await a.take('updated')).message.reactions).toEqual([{ emoji: '🏳️‍🌈', userIds: [alex.id] }])

    s.send({ type: 'edit', messageId: message.id, content: 'Hijacked' })
    expect(await s.take('refused')).toMatchObject({ of: 'edit', reason: 'notYours', txnId: null })
    s.send({ type: 'unsend', messageId: message.id })
    expect(await s.take('refused')).toMatchObject({ of: 'unsend', reason: 'notYours' })
    s.send({ type: 'edit', messageId: 'no-such-message', content: 'x' })
    expect(await s.take('refused')).toMatchObject({ reason: 'notFound' })

    a.send({ type: 'edit', messageId: message.id, content: '  Edited  ' })
    const edited = (await s.take('updated', (f) => f.message.editedAt != null)).message
    expect(edited).toMatchObject({ id: message.id, content: 'Edited', editedAt: expect.any(Number) })
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!.lastMessagePreview).toBe('Edited')

    a.send({ type: 'unsend', messageId: message.id })
    const unsent = (await s.take('updated', (f) => f.message.unsentAt != null)).message
    expect(unsent).toMatchObject({ content: '', photo: null, reactions: [], unsentAt: expect.any(Number) })
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!.lastMessagePreview).toBe('')
    a.send({ type: 'edit', messageId: message.id, content: 'back' })
    expect(await a.take('refused')).toMatchObject({ reason: 'invalid' })
    a.close()
    s.close()
  })

  it('refuses blank, too long, a reply to an unknown message, and more than the per-minute sends', async () => {
    const { alex, sam, conversationId } = await pair()
    const a = await Client.open(conversationId, alex.cookie)
    const blank = txn()
    a.send({ type: 'send', txnId: blank, content: ' \n\t ' })
    expect(await a.take('refused')).toMatchObject({ of: 'send', reason: 'blank', txnId: blank })
    a.send({ type: 'send', txnId: txn(), content: 'x'.repeat(L.messageMaxLength + 1) })
    expect(await a.take('refused')).toMatchObject({ reason: 'tooLong' })
    a.send({ type: 'send', txnId: txn(), content: 'reply', replyToId: 'missing' })
    expect(await a.take('refused')).toMatchObject({ reason: 'notFound' })
    a.send({ type: 'send', txnId: txn(), content: 'x'.repeat(L.messageMaxLength) })
    const first = (await a.take('ack')).message
    for (let i = 1; i < L.sendsPerMinute; i++) {
      a.send({ type: 'send', txnId: txn(), content: `n${i}`, replyToId: first.id })
      expect((await a.take('ack')).message.replyTo).toMatchObject({ id: first.id, senderId: alex.id, unsent: false })
    }
    const limited = txn()
    a.send({ type: 'send', txnId: limited, content: 'one too many' })
    const refused = await a.take('refused')
    expect(refused).toMatchObject({ reason: 'rateLimited', txnId: limited })
    expect(refused.retryAfterMs).toBeGreaterThan(0)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000)
    // the other member is not limited by it
    const room = await conversationRoom(env, conversationId)
    expect(await room.send(sam.id, { txnId: txn(), content: 'still fine' })).toMatchObject({ ok: true })
    a.close()
  })

  it('catches up after a gap with each message exactly once, and with the changes made meanwhile', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const kim = await createMemberWithSession('Kim')
    const conversationId = await createConversation([alex.id, sam.id, kim.id], { direct: false })
    const room = await conversationRoom(env, conversationId)
    const sent = []
    for (let i = 1; i <= 5; i++)
      sent.push((await room.send(alex.id, { txnId: txn(), content: `before ${i}` })) as { ok: true; message: { id: string } })
    const s = await Client.open(conversationId, sam.cookie)
    s.send({ type: 'history', before: null })
    const held = (await s.take('history')).messages
    expect(held.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5])
    s.close()

    // while Sam is away: 55 new messages (more than a page; two senders, each within the rate limit), and an old one edited
    for (let i = 1; i <= 55; i++) {
      const sent = await room.send(i <= 30 ? kim.id : alex.id, { txnId: txn(), content: `away ${i}` })
      expect(sent.ok).toBe(true)
    }
    const a = await Client.open(conversationId, alex.cookie)
    a.send({ type: 'edit', messageId: sent[1]!.message.id, content: 'before 2, edited' })
    await a.take('updated')

    const back = await Client.open(conversationId, sam.cookie)
    const seen: number[] = []
    let after = 5
    let changed: string[] = []
    for (;;) {
      back.send({ type: 'catch_up', after })
      const page = await back.take('caught_up')
      expect(page.after).toBe(after)
      seen.push(...page.messages.map((m) => m.seq))
      if (after === 5) changed = page.changed.map((m) => m.content)
      if (!page.more) break
      after = page.messages[page.messages.length - 1]!.seq
    }
    expect(seen).toEqual(Array.from({ length: 55 }, (_, i) => i + 6))
    expect(changed).toEqual(['before 2, edited'])
    // changed while 60 was the newest: sent again from 60 (it may have come after the client left), not from 61
    back.send({ type: 'catch_up', after: 60 })
    expect(await back.take('caught_up')).toMatchObject({ messages: [], changed: [{ seq: 2 }], more: false })
    await room.send(kim.id, { txnId: txn(), content: 'newest' })
    back.send({ type: 'catch_up', after: 61 })
    expect(await back.take('caught_up')).toMatchObject({ messages: [], changed: [], more: false })
    a.close()
    back.close()
  })

  it('pages history back by cursor, never all at once', async () => {
    const { alex, conversationId } = await pair()
    const room = await conversationRoom(env, conversationId)
    for (let i = 1; i <= 12; i++) await room.send(alex.id, { txnId: txn(), content: `m${i}` })
    const first = await room.page(alex.id, null, 5)
    expect(first!.messages.map((m) => m.seq)).toEqual([8, 9, 10, 11, 12])
    expect(first!.more).toBe(true)
    const second = await room.page(alex.id, 8, 5)
    expect(second!.messages.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7])
    const last = await room.page(alex.id, 3, 5)
    expect(last).toMatchObject({ more: false })
    expect(last!.messages.map((m) => m.seq)).toEqual([1, 2])
    const a = await Client.open(conversationId, alex.cookie)
    a.send({ type: 'history', before: 12, limit: 3 })
    expect(await a.take('history')).toMatchObject({ before: 12, more: true, messages: [{ seq: 9 }, { seq: 10 }, { seq: 11 }] })
    a.close()
  })

  it('refuses a non-participant at the Worker and in the room itself, and answers no page', async () => {
    const { alex, conversationId } = await pair()
    const outsider = await createMemberWithSession('Outsider')
    const res = await SELF.fetch(`https://haven.test/parties/conversation/${conversationId}`, {
      headers: { Upgrade: 'websocket', Origin: 'https://haven.test', Cookie: outsider.cookie },
    })
    expect(res.status).toBe(403)
    // past the Worker with a forged identity: the room checks D1 itself
    const stub = env.Conversation.get(env.Conversation.idFromName(conversationId))
    const direct = await stub.fetch(`https://haven.test/parties/conversation/${conversationId}`, {
      headers: { Upgrade: 'websocket', 'x-haven-user-id': outsider.id, 'x-partykit-room': conversationId },
    })
    expect(direct.status).toBe(101)
    const ws = direct.webSocket!
    const frames: string[] = []
    ws.addEventListener('message', (e) => frames.push(String(e.data)))
    const code = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)))
    ws.accept()
    expect(await code).toBe(4403)
    expect(frames).toEqual([])
    const room = await conversationRoom(env, conversationId)
    expect(await room.page(outsider.id, null)).toBeNull()
    expect(await room.send(outsider.id, { txnId: txn(), content: 'let me in' })).toMatchObject({ ok: false, reason: 'invalid' })
    expect(await room.messagesForReport(outsider.id, null)).toEqual([])
    expect(await room.page(alex.id, null)).not.toBeNull()
  })

  it('becomes read-only after a block and refresh(), closes the blocked side, and still lets the blocker report', async () => {
    const { alex, sam, conversationId } = await pair()
    const room = await conversationRoom(env, conversationId)
    const hello = (await room.send(sam.id, { txnId: txn(), content: 'hello' })) as { ok: true; message: { id: string } }
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    await db().insert(blocks).values({ blockerId: alex.id, blockedId: sam.id })
    await room.refresh()
    const frame = await a.take('conversation')
    expect({ ...frame, participantIds: [...frame.participantIds].sort() }).toEqual({
      type: 'conversation',
      readOnly: true,
      title: null,
      participantIds: [alex.id, sam.id].sort(),
    })
    expect(await s.closed).toBe(4403)
    a.send({ type: 'send', txnId: txn(), content: 'still there?' })
    expect(await a.take('refused')).toMatchObject({ reason: 'readOnly' })
    a.send({ type: 'react', messageId: hello.message.id, emoji: '👍', on: true })
    expect(await a.take('refused')).toMatchObject({ of: 'react', reason: 'readOnly' })
    expect(await room.page(sam.id, null)).toBeNull()
    expect((await room.page(alex.id, null))!.readOnly).toBe(true)
    const reported = await room.messagesForReport(alex.id, [hello.message.id])
    expect(reported.map((m) => m.content)).toEqual(['hello'])
    // the blocked member still takes part (participation, not the block rule): a report of theirs gets copies too
    expect((await room.messagesForReport(sam.id, null)).map((m) => m.content)).toEqual(['hello'])
    a.close()
  })

  it('raises the Inbox of a recipient who is not in the room, without the text', async () => {
    const { alex, sam, conversationId } = await pair()
    const inbox = await SELF.fetch(`https://haven.test/parties/inbox/${sam.id}`, {
      headers: { Upgrade: 'websocket', Origin: 'https://haven.test', Cookie: sam.cookie },
    })
    const ws = inbox.webSocket!
    const frames: string[] = []
    ws.addEventListener('message', (e) => frames.push(String(e.data)))
    ws.accept()
    const a = await Client.open(conversationId, alex.cookie)
    a.send({ type: 'send', txnId: txn(), content: 'secret canary words' })
    await a.take('ack')
    const frame = await waitFor(async () => frames.find((f) => f.includes('"conversation"')))
    expect(parseServerMessage('inbox', frame)).toEqual({ type: 'conversation', conversationId, unreadConversations: 1 })
    expect(frames.join('')).not.toContain('canary')
    // reading it tells the inbox too
    const room = await conversationRoom(env, conversationId)
    await room.markRead(sam.id, 1)
    await waitFor(async () => frames.find((f) => f.includes('"unreadConversations":0')))
    expect(await participant(conversationId, sam.id)).toMatchObject({ unreadCount: 0, lastReadSeq: 1 })
    a.close()
    ws.close()
  })

  it('imports the seed’s D1 messages on first wake, in order, and removes them from D1', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const conversationId = await createConversation([alex.id, sam.id])
    const base = Date.now() - 3_600_000
    const ids = ['m-c', 'm-a', 'm-b', 'm-d'].map((id) => `${conversationId}-${id}`)
    await db()
      .insert(messages)
      .values([
        { id: ids[0]!, conversationId, senderId: alex.id, content: 'third (same time, later id)', createdAt: new Date(base + 2000) },
        { id: ids[1]!, conversationId, senderId: sam.id, content: 'first', createdAt: new Date(base) },
        { id: ids[2]!, conversationId, senderId: alex.id, content: 'second', createdAt: new Date(base + 2000) },
        { id: ids[3]!, conversationId, senderId: sam.id, content: 'fourth', createdAt: new Date(base + 3000), replyToId: ids[1] },
      ])
    await db().insert(messageReactions).values({ messageId: ids[1]!, userId: alex.id, emoji: '👍' })
    await db()
      .update(conversationParticipants)
      .set({ lastReadAt: new Date(base + 2500) })
      .where(eq(conversationParticipants.userId, alex.id))

    const room = await conversationRoom(env, conversationId)
    const page = await room.page(alex.id, null)
    expect(page!.messages.map((m) => [m.seq, m.id, m.content])).toEqual([
      [1, ids[1], 'first'],
      [2, ids[2], 'second'],
      [3, ids[0], 'third (same time, later id)'],
      [4, ids[3], 'fourth'],
    ])
    expect(page!.messages[0]!).toMatchObject({ createdAt: base, txnId: null, reactions: [{ emoji: '👍', userIds: [alex.id] }] })
    expect(page!.messages[3]!.replyTo).toMatchObject({ id: ids[1], excerpt: 'first' })
    expect(await db().select().from(messages).where(eq(messages.conversationId, conversationId)).all()).toEqual([])
    expect(await db().select().from(messageReactions).all()).toEqual([])
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!).toMatchObject({
      lastSeq: 4,
      lastMessagePreview: 'fourth',
    })
    expect(await participant(conversationId, alex.id)).toMatchObject({ lastReadSeq: 3, unreadCount: 1 })
    // a second wake imports nothing again
    const next = await room.send(sam.id, { txnId: txn(), content: 'fifth' })
    expect(next).toMatchObject({ ok: true, message: { seq: 5 } })
  })

  it('imports a long seeded conversation in pages, each message once and in order', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const conversationId = await createConversation([alex.id, sam.id])
    const base = Date.now() - 86_400_000
    const count = 1_234
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `${conversationId}-${String(i).padStart(5, '0')}`,
      conversationId,
      senderId: i % 2 ? alex.id : sam.id,
      content: `seeded ${i}`,
      // pairs share a time: the id orders them
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    }))
    const inserts = []
    for (let start = 0; start < rows.length; start += 12)
      inserts.push(
        db()
          .insert(messages)
          .values(rows.slice(start, start + 12)),
      )
    for (let start = 0; start < 200; start += 12)
      inserts.push(
        db()
          .insert(messageReactions)
          .values(rows.slice(start, Math.min(start + 12, 200)).map((r) => ({ messageId: r.id, userId: alex.id, emoji: '❤️' }))),
      )
    for (let start = 0; start < inserts.length; start += 50) await db().batch(inserts.slice(start, start + 50) as never)

    const room = await conversationRoom(env, conversationId)
    const seen: { seq: number; content: string; reactions: number }[] = []
    let before: number | null = null
    for (;;) {
      const page: RoomPage = (await room.page(sam.id, before, L.historyPageMax))!
      seen.unshift(...page.messages.map((m) => ({ seq: m.seq, content: m.content, reactions: m.reactions.length })))
      if (!page.more) break
      before = page.messages[0]!.seq
    }
    expect(seen.map((m) => m.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1))
    expect(seen.map((m) => m.content)).toEqual(rows.map((r) => r.content))
    expect(seen.filter((m) => m.reactions === 1)).toHaveLength(200)
    expect(await db().select().from(messages).where(eq(messages.conversationId, conversationId)).all()).toEqual([])
  })

  it('scrubs a deleted member: text and photos gone, reactions and receipts gone, the others told', async () => {
    const { alex, sam, conversationId } = await pair()
    const room = await conversationRoom(env, conversationId)
    const key = `messages/${conversationId}/${crypto.randomUUID()}.webp`
    await env.MEDIA.put(key, new Uint8Array([1, 2, 3]), { customMetadata: { uploader: sam.id, width: '640', height: '480' } })
    const photo = await room.send(sam.id, { txnId: txn(), content: '', photo: { key, alt: 'a cat' } })
    expect(photo).toMatchObject({
      ok: true,
      message: { type: 'image', photo: { url: `/media/${key}`, alt: 'a cat', width: 640, height: 480 } },
    })
    const forged = await room.send(alex.id, { txnId: txn(), content: '', photo: { key, alt: 'not mine' } })
    expect(forged).toMatchObject({ ok: false, reason: 'invalid' })
    const words = (await room.send(sam.id, { txnId: txn(), content: 'my words' })) as { ok: true; message: { id: string } }
    const mine = (await room.send(alex.id, { txnId: txn(), content: 'alex stays' })) as { ok: true; message: { id: string } }
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    s.send({ type: 'react', messageId: mine.message.id, emoji: '😂', on: true })
    s.send({ type: 'read', upTo: 4 })
    await s.settle()
    s.close()

    await room.scrubMember(sam.id)
    const page = (await room.page(alex.id, null))!
    expect(page.messages.map((m) => [m.content, m.photo, m.unsentAt != null])).toEqual([
      ['', null, true],
      ['', null, true],
      ['alex stays', null, false],
    ])
    expect(page.messages[2]!.reactions).toEqual([])
    expect(page.receipts).toEqual([])
    expect(await env.MEDIA.head(key)).toBeNull()
    const updated = new Set([
      (await a.take('updated')).message.id,
      (await a.take('updated')).message.id,
      (await a.take('updated')).message.id,
    ])
    expect(updated).toContain(words.message.id)
    expect(updated).toContain(mine.message.id)
    a.close()
  })

  it('sends a photo only from its uploader under the conversation’s prefix, and unsending removes it from R2', async () => {
    const { alex, sam, conversationId } = await pair()
    const room = await conversationRoom(env, conversationId)
    const key = `messages/${conversationId}/${crypto.randomUUID()}.webp`
    const elsewhere = `messages/${crypto.randomUUID()}/${crypto.randomUUID()}.webp`
    for (const k of [key, elsewhere]) await env.MEDIA.put(k, new Uint8Array([1]), { customMetadata: { uploader: alex.id } })
    expect(await room.send(alex.id, { txnId: txn(), content: '', photo: { key: elsewhere, alt: '' } })).toMatchObject({ reason: 'invalid' })
    expect(await room.send(alex.id, { txnId: txn(), content: '', photo: { key: `${key}.missing`, alt: '' } })).toMatchObject({
      reason: 'invalid',
    })
    const sent = await room.send(alex.id, { txnId: txn(), content: ' caption ', photo: { key, alt: 'view' } })
    expect(sent).toMatchObject({ ok: true, message: { type: 'image', content: 'caption', photo: { url: `/media/${key}`, width: null } } })
    const row = await db().select().from(conversations).where(eq(conversations.id, conversationId)).get()
    expect(row).toMatchObject({ lastMessagePreview: '', lastMessageType: 'image' })
    const a = await Client.open(conversationId, alex.cookie)
    const s = await Client.open(conversationId, sam.cookie)
    a.send({ type: 'unsend', messageId: (sent as { ok: true; message: { id: string } }).message.id })
    expect((await s.take('updated')).message).toMatchObject({ photo: null, content: '', unsentAt: expect.any(Number) })
    expect(await env.MEDIA.head(key)).toBeNull()
    a.close()
    s.close()
  })

  it('announces a group event as a system message through the same store and D1 step', async () => {
    const alex = await createMemberWithSession('Alex')
    const sam = await createMemberWithSession('Sam')
    const conversationId = await createConversation([alex.id, sam.id], { direct: false })
    const s = await Client.open(conversationId, sam.cookie)
    const room = await conversationRoom(env, conversationId)
    const message = await room.announce({ kind: 'renamed', actorId: alex.id, userIds: [], title: 'Picnic' })
    expect(message).toMatchObject({ seq: 1, type: 'system', content: '', senderId: null, system: { kind: 'renamed', title: 'Picnic' } })
    expect((await s.take('message')).message.id).toBe(message.id)
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!).toMatchObject({
      lastSeq: 1,
      lastMessagePreview: '',
      lastMessageType: 'system',
    })
    expect((await participant(conversationId, sam.id))!.unreadCount).toBe(0)
    s.close()
  })

  it('keeps a message when D1 fails, and its alarm writes the list columns later', async () => {
    const { alex, sam, conversationId } = await pair()
    const room = await conversationRoom(env, conversationId)
    expect(await room.page(alex.id, null)).not.toBeNull()
    const stub = env.Conversation.get(env.Conversation.idFromName(conversationId))
    // D1 unreachable for the room: statements are prepared as usual, every query and batch fails
    const unavailable = () => Promise.reject(new Error('D1 unavailable'))
    const statement: Record<string, unknown> = { all: unavailable, run: unavailable, first: unavailable, raw: unavailable }
    statement.bind = () => statement
    const failing = { prepare: () => statement, batch: unavailable, exec: unavailable } as unknown as D1Database
    let saved: Env | undefined
    await runInDurableObject(stub, (instance) => {
      const room = instance as unknown as { env: Env }
      saved = room.env
      room.env = { ...saved, DB: failing }
    })
    const sent = await room.send(alex.id, { txnId: txn(), content: 'kept anyway' })
    expect(sent).toMatchObject({ ok: true, message: { seq: 1, content: 'kept anyway' } })
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!.lastSeq).toBe(0)
    await runInDurableObject(stub, (instance) => {
      ;(instance as unknown as { env: Env }).env = saved!
    })
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect((await db().select().from(conversations).where(eq(conversations.id, conversationId)).get())!).toMatchObject({
      lastSeq: 1,
      lastMessagePreview: 'kept anyway',
    })
    expect(await participant(conversationId, sam.id)).toMatchObject({ unreadCount: 1 })
    expect(await participant(conversationId, alex.id)).toMatchObject({ unreadCount: 0, lastReadSeq: 1 })
    expect((await room.page(sam.id, null))!.messages.map((m) => m.content)).toEqual(['kept anyway'])
  })
})
