import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blocks, conversationParticipants, conversations, friendships, profiles, rateLimits, reportedMessages, reports } from '~/db/schema'
import {
  addToGroup,
  createGroup,
  getConversationHeader,
  leaveGroup,
  listConversations,
  renameGroup,
  startDirect,
  unreadConversationCount,
} from '~/models/messaging/conversations.server'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { reportedMessagesFor } from '~/models/messaging/reports.server'
import { conversationRoom } from '~/models/messaging/room.server'
import { CreateGroupSchema } from '~/models/messaging/schema'
import { conversationAccess } from '~/models/messaging/visibility.server'
import { asMember } from '~/models/viewer'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, createMemberWithSession, db, formData, ORIGIN, postForm } from './helpers'

type Member = Awaited<ReturnType<typeof createMemberWithSession>>

const member = (name: string) => createMemberWithSession(name)
const befriend = (a: string, b: string) =>
  db()
    .insert(friendships)
    .values(a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a })
const block = (blockerId: string, blockedId: string) => db().insert(blocks).values({ blockerId, blockedId })
const viewer = (m: Member) => asMember(m.id)
let txn = 0
const send = async (conversationId: string, from: Member, content: string) => {
  const result = await (await conversationRoom(env, conversationId)).send(from.id, { txnId: `txn-test-${++txn}-${Date.now()}`, content })
  if (!result.ok) throw new Error(`send refused: ${result.reason}`)
  return result.message
}
const direct = async (a: Member, b: Member) => {
  const result = await startDirect(env, viewer(a), b.id)
  if (!result.ok) throw new Error(`startDirect refused: ${result.code}`)
  return result.conversationId
}

function upgrade(path: string, cookie: string) {
  return call(path, { cookie, headers: { Upgrade: 'websocket', Origin: ORIGIN } })
}

/** The close code of a socket, once the room closes it. */
function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not closed')), 5_000)
    ws.addEventListener('close', (event) => {
      clearTimeout(timer)
      resolve(event.code)
    })
  })
}

function firstFrame(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame')), 5_000)
    ws.addEventListener(
      'message',
      (event) => {
        clearTimeout(timer)
        resolve(JSON.parse(event.data as string))
      },
      { once: true },
    )
  })
}

describe('startDirect (get_or_create_direct_conversation)', () => {
  it('gives both members the same single conversation when both press Message at once', async () => {
    const [a, b] = [await member('Ari'), await member('Bo')]
    const results = await Promise.all([
      startDirect(env, viewer(a), b.id),
      startDirect(env, viewer(b), a.id),
      startDirect(env, viewer(a), b.id),
    ])
    expect(results.every((r) => r.ok)).toBe(true)
    const ids = new Set(results.map((r) => (r.ok ? r.conversationId : null)))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1)
    const [id] = [...ids] as string[]
    const rows = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.directKey, [a.id, b.id].sort().join(':')))
      .all()
    expect(rows).toHaveLength(1)
    const people = await db().select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, id)).all()
    expect(people.map((p) => p.userId).sort()).toEqual([a.id, b.id].sort())
    // again later: the same one, not created
    expect(await startDirect(env, viewer(b), a.id)).toEqual({ ok: true, conversationId: id, created: false })
  })

  it('the first message form posted twice at once (a double click) makes one conversation with one message', async () => {
    const [a, b] = [await member('Dee'), await member('Eli')]
    const fields = { intent: 'start', to: b.id, txnId: `txn-start-${Date.now()}`, content: 'Hi Eli, one message only' }
    const answers = await Promise.all([postForm('/messages?index', fields, a.cookie), postForm('/messages?index', fields, a.cookie)])
    // both go to the conversation (the plain form's redirect), neither is a server error
    for (const answer of answers) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('Location')).toMatch(/^\/messages\?conversation=/)
    }
    const rows = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.directKey, [a.id, b.id].sort().join(':')))
      .all()
    expect(rows).toHaveLength(1)
    const page = await (await conversationRoom(env, rows[0]!.id)).page(a.id, null)
    expect(page!.messages.map((m) => m.content)).toEqual(['Hi Eli, one message only'])
  })

  it('refuses oneself, unknown and hidden members, blocks either way, and friends-only members to non-friends', async () => {
    const [a, b, c, hidden, picky, friend] = [
      await member('A'),
      await member('B'),
      await member('C'),
      await member('Hidden'),
      await member('Picky'),
      await member('Friend'),
    ]
    expect(await startDirect(env, viewer(a), a.id)).toEqual({ ok: false, code: 'self' })
    expect(await startDirect(env, viewer(a), crypto.randomUUID())).toEqual({ ok: false, code: 'notFound' })
    expect(await startDirect(env, null, b.id)).toEqual({ ok: false, code: 'notFound' })

    await block(a.id, b.id)
    expect(await startDirect(env, viewer(a), b.id)).toEqual({ ok: false, code: 'blocked' })
    // the blocked side learns nothing more than from the profile (a 404)
    expect(await startDirect(env, viewer(b), a.id)).toEqual({ ok: false, code: 'notFound' })

    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, hidden.id))
    expect(await startDirect(env, viewer(c), hidden.id)).toEqual({ ok: false, code: 'notFound' })

    await db().update(profiles).set({ allowMessagesFrom: 'friends' }).where(eq(profiles.userId, picky.id))
    expect(await startDirect(env, viewer(c), picky.id)).toEqual({ ok: false, code: 'friendsOnly' })
    await befriend(friend.id, picky.id)
    expect(await startDirect(env, viewer(friend), picky.id)).toMatchObject({ ok: true, created: true })
    // an existing conversation still opens after the member turns to friends only
    const old = await direct(c, a)
    await db().update(profiles).set({ allowMessagesFrom: 'friends' }).where(eq(profiles.userId, a.id))
    expect(await startDirect(env, viewer(c), a.id)).toEqual({ ok: true, conversationId: old, created: false })
    expect(await db().select().from(conversations).all()).not.toContainEqual(
      expect.objectContaining({ directKey: [c.id, picky.id].sort().join(':') }),
    )
  })

  it('counts new conversations against startsPerHour', async () => {
    const [a, b, c] = [await member('A'), await member('B'), await member('C')]
    const existing = await direct(a, c)
    await db()
      .update(rateLimits)
      .set({ count: MESSAGING_LIMITS.startsPerHour })
      .where(eq(rateLimits.key, `message-start:user:${a.id}`))
    expect(await startDirect(env, viewer(a), b.id)).toMatchObject({ ok: false, code: 'rateLimited' })
    // opening an existing conversation is not limited
    expect(await startDirect(env, viewer(a), c.id)).toEqual({ ok: true, conversationId: existing, created: false })
  })

  it('answers the API: 201 when new, 403 friends-only, 404 unknown, 400 oneself, 401 for a visitor', async () => {
    const [a, b, picky] = [await member('A'), await member('B'), await member('Picky')]
    const post = (cookie: string | undefined, body: unknown) =>
      call('/api/messages/direct', { method: 'POST', cookie, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post(a.cookie, { to: b.id })).status).toBe(201)
    expect((await post(a.cookie, { to: b.id })).status).toBe(200)
    await db().update(profiles).set({ allowMessagesFrom: 'friends' }).where(eq(profiles.userId, picky.id))
    const refused = await post(a.cookie, { to: picky.id })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'friendsOnly', error: 'This member only accepts messages from friends.' })
    expect((await post(a.cookie, { to: crypto.randomUUID() })).status).toBe(404)
    expect((await post(a.cookie, { to: a.id })).status).toBe(400)
    expect((await post(a.cookie, { nope: 1 })).status).toBe(422)
    expect((await post(undefined, { to: b.id })).status).toBe(401)
  })
})

describe('the conversation list', () => {
  it('lists newest first with previews and unread counts, pages by cursor, and hides a conversation from the blocked side', async () => {
    const [me, x, y] = [await member('Me'), await member('Xan'), await member('Yu')]
    const withX = await direct(me, x)
    const withY = await direct(y, me)
    await send(withX, x, 'hello from x')
    await send(withY, y, 'first from y')
    await send(withY, y, 'second from y')

    const list = await listConversations(db(), viewer(me))
    expect(list.items.map((i) => i.id)).toEqual([withY, withX])
    expect(list.items[0]).toMatchObject({
      isDirect: true,
      lastMessagePreview: 'second from y',
      lastMessageSenderId: y.id,
      lastMessageType: 'text',
      unreadCount: 2,
      readOnly: false,
      others: [{ userId: y.id, displayName: 'Yu', showOnlineStatus: true }],
    })
    expect(await unreadConversationCount(db(), me.id)).toBe(2)
    expect(await unreadConversationCount(db(), y.id)).toBe(0)

    const first = await listConversations(db(), viewer(me), { limit: 1 })
    expect(first.items.map((i) => i.id)).toEqual([withY])
    const second = await listConversations(db(), viewer(me), { before: first.nextBefore!, limit: 1 })
    expect(second.items.map((i) => i.id)).toEqual([withX])
    expect(second.nextBefore).toBeNull()

    // me blocks x: read-only for me, gone for x
    await block(me.id, x.id)
    const mine = await listConversations(db(), viewer(me))
    expect(mine.items.find((i) => i.id === withX)).toMatchObject({ readOnly: true })
    expect((await listConversations(db(), viewer(x))).items.map((i) => i.id)).not.toContain(withX)
    expect(await getConversationHeader(db(), viewer(x), withX)).toBeNull()
    expect(await listConversations(db(), null)).toEqual({ items: [], nextBefore: null })
  })

  it('names the others only as their profile allows', async () => {
    const [me, shy] = [await member('Me'), await member('Shy Name')]
    const id = await direct(me, shy)
    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, shy.id))
    const header = await getConversationHeader(db(), viewer(me), id)
    expect(header).toMatchObject({ id, isDirect: true, readOnly: false, others: [{ userId: shy.id, displayName: null, avatarUrl: null }] })
    expect((await listConversations(db(), viewer(me))).items[0]!.others[0]!.displayName).toBeNull()
    const stranger = await member('Stranger')
    expect(await getConversationHeader(db(), viewer(stranger), id)).toBeNull()
  })
})

describe('groups', () => {
  it('creates a group of friends once per request id, refusing non-friends and the bound', async () => {
    const [me, f1, f2, other] = [await member('Me'), await member('F1'), await member('F2'), await member('Other')]
    await befriend(me.id, f1.id)
    await befriend(me.id, f2.id)
    expect(await createGroup(env, viewer(me), { title: 'Crew', memberIds: [f1.id, other.id] })).toEqual({ ok: false, code: 'notFriends' })

    const requestId = crypto.randomUUID()
    const twice = await Promise.all([
      createGroup(env, viewer(me), { title: ' Brunch ', memberIds: [f1.id, f2.id], requestId }),
      createGroup(env, viewer(me), { title: ' Brunch ', memberIds: [f1.id, f2.id], requestId }),
    ])
    expect(twice.every((r) => r.ok)).toBe(true)
    const id = twice[0]!.ok ? twice[0]!.conversationId : ''
    expect(twice[1]).toMatchObject({ ok: true, conversationId: id })
    const row = await db().select().from(conversations).where(eq(conversations.id, id)).get()
    expect(row).toMatchObject({ title: 'Brunch', isDirect: false, createdBy: me.id })
    const people = await db().select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, id)).all()
    expect(people.map((p) => p.userId).sort()).toEqual([me.id, f1.id, f2.id].sort())
    // the room announced it
    const page = await (await conversationRoom(env, id)).page(f1.id, null)
    expect(page?.messages.map((m) => m.system?.kind)).toEqual(['created'])

    const tooMany = CreateGroupSchema.safeParse({
      title: 'Big',
      memberIds: Array.from({ length: MESSAGING_LIMITS.groupMaxParticipants }, (_, i) => `m${i}`),
    })
    expect(tooMany.success).toBe(false)
    expect(CreateGroupSchema.safeParse({ title: '  ', memberIds: [f1.id, f2.id] }).success).toBe(false)
    expect(CreateGroupSchema.safeParse({ title: 'Two', memberIds: f1.id }).success).toBe(false)
    expect(CreateGroupSchema.safeParse({ title: 'Ok', memberIds: [f1.id, f2.id, f2.id] })).toMatchObject({
      success: true,
      data: { memberIds: [f1.id, f2.id] },
    })
  })

  it('renames, adds friends only, and a member who left is no longer admitted to the room (4403)', async () => {
    const [me, f1, f2, f3, stranger] = [await member('Me'), await member('F1'), await member('F2'), await member('F3'), await member('S')]
    for (const f of [f1, f2, f3]) await befriend(me.id, f.id)
    const created = await createGroup(env, viewer(me), { title: 'Plans', memberIds: [f1.id, f2.id] })
    if (!created.ok) throw new Error('not created')
    const id = created.conversationId

    expect(await renameGroup(env, viewer(f1), id, { title: 'Weekend plans' })).toEqual({ ok: true, conversationId: id })
    expect((await db().select().from(conversations).where(eq(conversations.id, id)).get())?.title).toBe('Weekend plans')
    expect(await renameGroup(env, viewer(stranger), id, { title: 'Mine' })).toEqual({ ok: false, code: 'notFound' })

    // f1 is not a friend of f3: refused; me adds f3
    expect(await addToGroup(env, viewer(f1), id, { memberIds: [f3.id] })).toEqual({ ok: false, code: 'notFriends' })
    expect(await addToGroup(env, viewer(me), id, { memberIds: [f3.id] })).toEqual({ ok: true, conversationId: id })
    expect((await conversationAccess(db(), id, viewer(f3)))?.participants.map((p) => p.userId)).toContain(f3.id)

    const direct1 = await direct(me, f1)
    expect(await renameGroup(env, viewer(me), direct1, { title: 'x' })).toEqual({ ok: false, code: 'notGroup' })

    const res = await upgrade(`/parties/conversation/${id}`, f2.cookie)
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const ready = firstFrame(ws)
    ws.accept()
    expect(await ready).toMatchObject({ type: 'ready', userId: f2.id })
    const closing = closed(ws)
    expect(await leaveGroup(env, viewer(f2), id)).toEqual({ ok: true, conversationId: id })
    expect(await closing).toBe(4403)
    expect((await upgrade(`/parties/conversation/${id}`, f2.cookie)).status).toBe(403)
    expect(await conversationAccess(db(), id, viewer(f2))).toBeNull()

    const page = await (await conversationRoom(env, id)).page(me.id, null)
    expect(page?.messages.map((m) => m.system?.kind)).toEqual(['created', 'renamed', 'added', 'left'])
  })
})

describe('blocking', () => {
  const open = async (conversationId: string, m: Member) => {
    const res = await upgrade(`/parties/conversation/${conversationId}`, m.cookie)
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const ready = firstFrame(ws)
    ws.accept()
    expect(await ready).toMatchObject({ type: 'ready', readOnly: false })
    return ws
  }

  it('a block from My Vibe makes the direct room read-only for the blocker and closes the blocked side at once; unblocking reopens it', async () => {
    const [a, b] = [await member('A'), await member('B')]
    const id = await direct(a, b)
    const [wsA, wsB] = [await open(id, a), await open(id, b)]
    const told = firstFrame(wsA)
    const bClosed = closed(wsB)
    const blocked = await call('/profile/settings', {
      method: 'POST',
      cookie: a.cookie,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'block', userId: b.id }),
    })
    expect(blocked.status).toBe(302)
    expect(await bClosed).toBe(4403)
    expect(await told).toMatchObject({ type: 'conversation', readOnly: true })
    expect((await (await conversationRoom(env, id)).send(a.id, { txnId: `blocked-${Date.now()}`, content: 'hi' })).ok).toBe(false)

    const reopened = firstFrame(wsA)
    const unblocked = await call('/profile/settings', {
      method: 'POST',
      cookie: a.cookie,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'unblock', userId: b.id }),
    })
    expect(unblocked.status).toBe(302)
    expect(await reopened).toMatchObject({ type: 'conversation', readOnly: false })
    wsA.close()
  })
})

describe('reports', () => {
  const report = (cookie: string, conversationId: string, body: Record<string, unknown>) =>
    call(`/api/messages/${conversationId}/report`, {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('stores copies of the reported messages, also after a block, and refuses non-participants', async () => {
    const [a, b, outsider] = [await member('A'), await member('B'), await member('Outsider')]
    const mod = await member('Mod')
    const id = await direct(a, b)
    const rude = await send(id, b, 'a rude message')
    await send(id, a, 'my answer')

    const one = await report(a.cookie, id, { reason: 'harassment', messageIds: [rude.id] })
    expect(one.status).toBe(201)
    const { id: reportId } = (await one.json()) as { id: string }
    expect(await db().select().from(reports).where(eq(reports.id, reportId)).get()).toMatchObject({
      targetType: 'message',
      targetId: rude.id,
      reporterId: a.id,
      status: 'open',
    })
    const copies = await db().select().from(reportedMessages).where(eq(reportedMessages.reportId, reportId)).all()
    expect(copies).toEqual([expect.objectContaining({ messageId: rude.id, conversationId: id, senderId: b.id, content: 'a rude message' })])
    // moderators read the copies only; a member reads none
    expect((await reportedMessagesFor(db(), { id: mod.id, roles: ['moderator'] }, reportId)).map((m) => m.content)).toEqual([
      'a rude message',
    ])
    expect(await reportedMessagesFor(db(), viewer(a), reportId)).toEqual([])

    expect((await report(a.cookie, id, { reason: 'harassment', messageIds: [rude.id] })).status).toBe(409)
    const own = await report(b.cookie, id, { reason: 'spam', messageIds: [rude.id] })
    expect(own.status).toBe(403)

    // b blocks a: a no longer sees the conversation but may still report it as a whole
    await block(b.id, a.id)
    expect(await conversationAccess(db(), id, viewer(a))).toBeNull()
    const whole = await report(a.cookie, id, { reason: 'harassment', details: 'after the block' })
    expect(whole.status).toBe(201)
    const wholeId = ((await whole.json()) as { id: string }).id
    expect(await db().select().from(reports).where(eq(reports.id, wholeId)).get()).toMatchObject({
      targetType: 'conversation',
      targetId: id,
    })
    const wholeCopies = await db().select().from(reportedMessages).where(eq(reportedMessages.reportId, wholeId)).all()
    expect(wholeCopies.map((c) => c.content).sort()).toEqual(['a rude message', 'my answer'])

    expect((await report(outsider.cookie, id, { reason: 'spam' })).status).toBe(404)
    expect((await report(a.cookie, id, { reason: 'not-a-reason' })).status).toBe(422)
    expect((await report(a.cookie, id, { reason: 'spam', messageIds: ['nope'] })).status).toBe(404)
    expect((await call(`/api/messages/${id}/report`, { method: 'POST', body: '{}' })).status).toBe(401)
    // the generic report route makes no message report (it could not copy the messages)
    for (const [targetType, targetId] of [
      ['message', rude.id],
      ['conversation', id],
    ]) {
      const generic = await postForm(
        '/reports',
        { targetType: targetType!, targetId: targetId!, reason: 'spam', _via: 'fetcher' },
        outsider.cookie,
      )
      expect(generic.status).toBe(400)
    }
  })
})

describe('photos', () => {
  const upload = (cookie: string, conversationId: string, file: File) =>
    call(`/api/messages/${conversationId}/photos`, { method: 'POST', cookie, body: formData({ photo: file }) })
  const jpeg = () => new File([JPEG_WITH_GPS], 'me.jpg', { type: 'image/jpeg' })

  it('stores a participant’s photo without metadata and serves it to participants only, never cached', async () => {
    const [a, b, other] = [await member('A'), await member('B'), await member('Other')]
    const id = await direct(a, b)
    const res = await upload(a.cookie, id, jpeg())
    expect(res.status).toBe(201)
    const { key, url } = (await res.json()) as { key: string; url: string }
    expect(key).toMatch(new RegExp(`^messages/${id}/[0-9a-f-]{36}\\.jpg$`))
    expect(url).toBe(`/media/${key}`)
    const stored = await env.MEDIA.get(key)
    expect(stored?.customMetadata?.uploader).toBe(a.id)
    expect(has(new Uint8Array(await stored!.arrayBuffer()), 'GPSLatitude')).toBe(false)

    // the photo in a message, then who may have it
    const sent = await (
      await conversationRoom(env, id)
    ).send(a.id, { txnId: `photo-${Date.now()}`, content: '', photo: { key, alt: 'me' } })
    expect(sent.ok).toBe(true)
    const seen = await call(url, { cookie: b.cookie })
    expect(seen.status).toBe(200)
    expect(seen.headers.get('Cache-Control')).toBe('private, no-store')
    await seen.arrayBuffer()
    expect((await call(url, { cookie: other.cookie })).status).toBe(404)
    expect((await call(url)).status).toBe(404)

    expect((await upload(other.cookie, id, jpeg())).status).toBe(404)
    expect((await upload(a.cookie, id, new File(['just text'], 'x.jpg', { type: 'image/jpeg' }))).status).toBe(415)
    expect((await call(`/api/messages/${id}/photos`, { method: 'POST', cookie: a.cookie, body: formData({ nothing: 'x' }) })).status).toBe(
      422,
    )
    await block(a.id, b.id)
    expect((await upload(a.cookie, id, jpeg())).status).toBe(403)
    // b was blocked: the conversation, and its photo, are gone for b
    expect((await call(url, { cookie: b.cookie })).status).toBe(404)
  })
})

describe('account deletion', () => {
  it('removes the member’s messages’ text from every room before the account goes', async () => {
    const [leaving, b, c] = [await member('Leaving'), await member('B'), await member('C')]
    await befriend(leaving.id, b.id)
    await befriend(leaving.id, c.id)
    const one = await direct(leaving, b)
    const group = await createGroup(env, viewer(leaving), { title: 'Trio', memberIds: [b.id, c.id] })
    if (!group.ok) throw new Error('no group')
    await send(one, leaving, 'secret one')
    await send(group.conversationId, leaving, 'secret two')
    await send(group.conversationId, b, 'b stays')

    const res = await call('/profile/settings', {
      method: 'POST',
      cookie: leaving.cookie,
      body: new URLSearchParams({ intent: 'deleteAccount', confirm: `${leaving.id}@test.haven.local` }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(302)
    expect(await db().select().from(profiles).where(eq(profiles.userId, leaving.id)).get()).toBeUndefined()

    const texts = async (id: string, reader: Member) =>
      ((await (await conversationRoom(env, id)).page(reader.id, null))?.messages ?? [])
        .filter((m) => m.type !== 'system')
        .map((m) => m.content)
    expect(await texts(group.conversationId, b)).toEqual(['', 'b stays'])
    expect(
      await db()
        .select()
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, group.conversationId), eq(conversationParticipants.userId, leaving.id)))
        .all(),
    ).toEqual([])
    const directTexts = await texts(one, b)
    expect(directTexts.join('')).not.toContain('secret')
  })
})
