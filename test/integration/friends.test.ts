import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, blocks, friendRequests, friendships, notifications, profiles } from '~/db/schema'
import { startApiSession } from '~/models/accounts/token-api.server'
import { FRIEND_REQUESTS_PER_DAY } from '~/models/members/friends-options'
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  listSquad,
  removeFriend,
  sendFriendRequest,
  type FriendDeps,
} from '~/models/members/friends.server'
import { createNotifications } from '~/models/notifications/notifications.server'
import { call, createMemberWithSession, db, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * Friends ('Squad'): every transition and its refusals in the model, the daily limit, blocks,
 * the notifications of a request and an acceptance, the /friends page and its action (plain
 * POST forms), and /api/friends with a cookie and a bearer token.
 */
const deps = (): FriendDeps => ({ db: db(), notify: (inputs) => createNotifications({ db: db() }, inputs) })

async function member(name: string | null, values: Partial<typeof profiles.$inferInsert> = {}) {
  const created = await createMemberWithSession(name ?? 'x')
  await db()
    .update(profiles)
    .set({ displayName: name, profileVisibility: 'members', ...values })
    .where(eq(profiles.userId, created.id))
  return created
}
const areFriends = async (a: string, b: string) => {
  const [userAId, userBId] = a < b ? [a, b] : [b, a]
  return !!(await db()
    .select()
    .from(friendships)
    .where(and(eq(friendships.userAId, userAId), eq(friendships.userBId, userBId)))
    .get())
}
const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId))

const post = postForm
const get = getPage

describe('friend transitions (model)', () => {
  it('request → accept makes friends and notifies both sides in turn', async () => {
    const ana = await member('Ana Asker')
    const ben = await member('Ben Answerer')
    expect(await sendFriendRequest(deps(), ana.id, ben.id)).toEqual({ ok: true, outcome: 'requested', userId: ben.id })
    const [toBen] = await notificationsOf(ben.id)
    expect(toBen).toMatchObject({ title: 'Ana Asker wants to join your Squad', actionUrl: '/friends', type: 'other' })
    expect(toBen!.metadata).toMatchObject({ kind: 'friend_request' })
    expect(await sendFriendRequest(deps(), ana.id, ben.id)).toEqual({ ok: false, code: 'duplicate' })
    expect(await acceptFriendRequest(deps(), ana.id, ben.id)).toEqual({ ok: false, code: 'noRequest' }) // only the recipient accepts
    expect(await acceptFriendRequest(deps(), ben.id, ana.id)).toEqual({ ok: true, outcome: 'accepted', userId: ana.id })
    expect(await areFriends(ana.id, ben.id)).toBe(true)
    const [toAna] = await notificationsOf(ana.id)
    expect(toAna).toMatchObject({ title: 'Ben Answerer accepted your friend request', actionUrl: `/user/${ben.id}` })
    expect(toAna!.metadata).toMatchObject({ kind: 'friend_accepted' })
    expect(await sendFriendRequest(deps(), ben.id, ana.id)).toEqual({ ok: false, code: 'alreadyFriends' })
    expect(await acceptFriendRequest(deps(), ben.id, ana.id)).toEqual({ ok: false, code: 'noRequest' }) // twice
    expect(await removeFriend(db(), ben.id, ana.id)).toEqual({ ok: true, outcome: 'removed', userId: ana.id })
    expect(await areFriends(ana.id, ben.id)).toBe(false)
    expect(await removeFriend(db(), ana.id, ben.id)).toEqual({ ok: false, code: 'notFriends' })
  })

  it('a request to someone who already asked accepts theirs', async () => {
    const a = await member('Cleo Crossed')
    const b = await member('Dana Crossed')
    await sendFriendRequest(deps(), a.id, b.id)
    expect(await sendFriendRequest(deps(), b.id, a.id)).toEqual({ ok: true, outcome: 'accepted', userId: a.id })
    expect(await areFriends(a.id, b.id)).toBe(true)
    const rows = await db().select().from(friendRequests).where(eq(friendRequests.fromUserId, a.id))
    expect(rows.map((r) => r.status)).toEqual(['accepted'])
  })

  it('decline and cancel: only by the right side, once', async () => {
    const a = await member('Eli Sender')
    const b = await member('Fay Recipient')
    await sendFriendRequest(deps(), a.id, b.id)
    expect(await declineFriendRequest(db(), a.id, b.id)).toEqual({ ok: false, code: 'noRequest' }) // the sender cannot decline
    expect(await cancelFriendRequest(db(), b.id, a.id)).toEqual({ ok: false, code: 'noRequest' }) // the recipient cannot cancel
    expect(await declineFriendRequest(db(), b.id, a.id)).toEqual({ ok: true, outcome: 'declined', userId: a.id })
    expect(await declineFriendRequest(db(), b.id, a.id)).toEqual({ ok: false, code: 'noRequest' })
    // a declined request does not stop a new one later
    expect(await sendFriendRequest(deps(), a.id, b.id)).toMatchObject({ ok: true, outcome: 'requested' })
    expect(await cancelFriendRequest(db(), a.id, b.id)).toEqual({ ok: true, outcome: 'cancelled', userId: b.id })
    expect(await cancelFriendRequest(db(), a.id, b.id)).toEqual({ ok: false, code: 'noRequest' })
    expect(await areFriends(a.id, b.id)).toBe(false)
  })

  it('refuses self, unknown, hidden, blocked either way and suspended alike; a hidden sender is told', async () => {
    const a = await member('Gia Refused')
    const nobody = await member('Hal Nobody', { profileVisibility: 'nobody' })
    const friendsOnly = await member('Ida Friendsonly', { profileVisibility: 'friends' })
    const blocker = await member('Jo Blocker')
    const blocked = await member('Kai Blocked')
    const suspended = await member('Lou Suspended')
    await db().update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, suspended.id))
    await db()
      .insert(blocks)
      .values([
        { blockerId: blocker.id, blockedId: a.id },
        { blockerId: a.id, blockedId: blocked.id },
      ])
    expect(await sendFriendRequest(deps(), a.id, a.id)).toEqual({ ok: false, code: 'self' })
    for (const target of [crypto.randomUUID(), nobody.id, friendsOnly.id, blocker.id, blocked.id, suspended.id])
      expect(await sendFriendRequest(deps(), a.id, target), target).toEqual({ ok: false, code: 'notFound' })
    // and the other way round: the blocked member cannot ask either
    expect(await sendFriendRequest(deps(), blocker.id, a.id)).toEqual({ ok: false, code: 'notFound' })
    expect(await sendFriendRequest(deps(), blocked.id, a.id)).toEqual({ ok: false, code: 'notFound' })
    // a member whose own profile the other may not see could not be answered
    expect(await sendFriendRequest(deps(), friendsOnly.id, a.id)).toEqual({ ok: false, code: 'profileHidden' })
    expect(await db().select().from(friendRequests).where(eq(friendRequests.toUserId, a.id))).toHaveLength(0)
    expect(await notificationsOf(blocker.id)).toHaveLength(0)
  })

  it('a block ends the friendship and the pending requests', async () => {
    const a = await member('Max Friend')
    const b = await member('Ned Friend')
    const c = await member('Oli Pending')
    await sendFriendRequest(deps(), a.id, b.id)
    await acceptFriendRequest(deps(), b.id, a.id)
    await sendFriendRequest(deps(), c.id, a.id)
    const { blockMember } = await import('~/models/members/blocks.server')
    await blockMember(db(), a.id, b.id)
    await blockMember(db(), a.id, c.id)
    expect(await areFriends(a.id, b.id)).toBe(false)
    expect(await acceptFriendRequest(deps(), a.id, c.id)).toEqual({ ok: false, code: 'noRequest' })
    const squad = await listSquad(db(), a.id, { language: 'en' })
    expect(squad.friends.total + squad.incoming.total + squad.outgoing.total).toBe(0)
  })

  it(`limits requests sent in 24 hours to ${FRIEND_REQUESTS_PER_DAY}, whatever became of them`, async () => {
    const sender = await member('Pat Busy')
    const now = Date.now()
    for (let k = 0; k < FRIEND_REQUESTS_PER_DAY; k++) {
      const other = await member(`Quinn ${k}`)
      expect(await sendFriendRequest(deps(), sender.id, other.id, now - k * 60_000)).toMatchObject({ ok: true })
      if (k % 2) await cancelFriendRequest(db(), sender.id, other.id, now) // cancelling gives nothing back
    }
    const one = await member('Rae Onemore')
    expect(await sendFriendRequest(deps(), sender.id, one.id, now)).toEqual({ ok: false, code: 'rateLimited' })
    // a day later the oldest have left the window
    expect(await sendFriendRequest(deps(), sender.id, one.id, now + 24 * 3_600_000 - 30_000)).toMatchObject({ ok: true })
  })

  it('lists only members the viewer may see, newest requests first, friends by name', async () => {
    const me = await member('Sky Lister')
    const zed = await member('Zed Friend')
    const amy = await member('Amy Friend')
    const gone = await member('Gone Friend')
    const inOld = await member('Old Asker')
    const inNew = await member('New Asker')
    const out = await member('Asked One')
    for (const f of [zed, amy, gone]) {
      await sendFriendRequest(deps(), me.id, f.id)
      await acceptFriendRequest(deps(), f.id, me.id)
    }
    await sendFriendRequest(deps(), inOld.id, me.id, Date.now() - 3_600_000)
    await sendFriendRequest(deps(), inNew.id, me.id)
    await sendFriendRequest(deps(), me.id, out.id)
    // a friend who hid their profile since drops out of the list
    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, gone.id))
    const squad = await listSquad(db(), me.id, { language: 'en' })
    expect(squad.friends.entries.map((e) => e.displayName)).toEqual(['Amy Friend', 'Zed Friend'])
    expect(squad.friends.total).toBe(2)
    expect(squad.incoming.entries.map((e) => e.member.displayName)).toEqual(['New Asker', 'Old Asker'])
    expect(squad.outgoing.entries.map((e) => e.member.displayName)).toEqual(['Asked One'])
  })
})

describe('/friends (Squad) and its action', () => {
  it('asks visitors to sign in', async () => {
    const page = await get('/friends')
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toMatch(/^\/auth/)
    const action = await post('/friends', { intent: 'request', userId: crypto.randomUUID(), redirectTo: '/users' })
    expect(action.status).toBe(302)
    expect(action.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fusers/)
  })

  it('works with plain POST forms: request, accept, remove; refusals answer their status with a translated reason', async () => {
    const tom = await member('Tom Former')
    const uma = await member('Uma Former')
    const sent = await post('/friends', { intent: 'request', userId: uma.id, redirectTo: `/user/${uma.id}` }, tom.cookie)
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(`/user/${uma.id}`)
    const again = await post('/friends', { intent: 'request', userId: uma.id }, tom.cookie)
    expect(again.status).toBe(409)
    expect(withoutPageTexts(await again.text())).toContain('A friend request between you is already waiting.')
    const page = withoutPageTexts(await (await get('/friends', uma.cookie)).text())
    expect(page).toContain('Requests for you')
    expect(page).toContain('Tom Former')
    expect(page).toContain('name="intent" value="accept"')
    expect((await post('/friends', { intent: 'accept', userId: tom.id }, uma.cookie)).status).toBe(302)
    expect(await areFriends(tom.id, uma.id)).toBe(true)
    expect((await post('/friends', { intent: 'remove', userId: tom.id }, uma.cookie)).status).toBe(302)
    expect(await areFriends(tom.id, uma.id)).toBe(false)
    expect((await post('/friends', { intent: 'request', userId: tom.id }, tom.cookie)).status).toBe(400)
    expect((await post('/friends', { intent: 'request', userId: crypto.randomUUID() }, tom.cookie)).status).toBe(404)
    expect((await post('/friends', { intent: 'befriend', userId: uma.id }, tom.cookie)).status).toBe(400)
    expect((await post('/friends', { intent: 'request' }, tom.cookie)).status).toBe(400)
    expect((await post('/friends', { intent: 'cancel', userId: uma.id }, tom.cookie)).status).toBe(404)
    // a redirect elsewhere is refused (back to /friends)
    const offsite = await post('/friends', { intent: 'request', userId: uma.id, redirectTo: 'https://evil.example/' }, tom.cookie)
    expect(offsite.headers.get('Location')).toBe('/friends')
  })

  it('answers the daily limit with 429', async () => {
    const busy = await member('Vi Busy')
    for (let k = 0; k < FRIEND_REQUESTS_PER_DAY; k++) await sendFriendRequest(deps(), busy.id, (await member(`Wes ${k}`)).id)
    const more = await member('Xan More')
    const refused = await post('/friends', { intent: 'request', userId: more.id }, busy.cookie)
    expect(refused.status).toBe(429)
    expect(withoutPageTexts(await refused.text())).toContain(
      `You have sent ${FRIEND_REQUESTS_PER_DAY} friend requests in the last 24 hours.`,
    )
  })
})

describe('/api/friends', () => {
  it('refuses visitors with 401', async () => {
    expect((await call('/api/friends')).status).toBe(401)
  })

  it('works with a bearer access token: request, lists, accept, remove, refusals', async () => {
    const me = await member('Yara Api')
    const other = await member('Zoe Api')
    const account = (await db().select().from(accounts).where(eq(accounts.id, me.id)).get())!
    const session = await startApiSession(db(), new Request(ORIGIN), account, { issuer: `${ORIGIN}/auth/v1` })
    const headers = { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' }
    const sent = await call('/api/friends', { method: 'POST', headers, body: JSON.stringify({ userId: other.id }) })
    expect(sent.status).toBe(201)
    expect(sent.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await sent.json()).toEqual({ outcome: 'requested', userId: other.id })
    const dup = await call('/api/friends', { method: 'POST', headers, body: JSON.stringify({ userId: other.id }) })
    expect(dup.status).toBe(409)
    expect(await dup.json()).toMatchObject({ code: 'duplicate', error: 'A friend request between you is already waiting.' })
    const lists = (await (await call('/api/friends', { headers })).json()) as any
    expect(lists.outgoing.entries.map((e: any) => e.member.id)).toEqual([other.id])
    expect(lists.friends.total).toBe(0)
    // the other accepts through the model; then the API removes
    await acceptFriendRequest(deps(), other.id, me.id)
    const after = (await (await call('/api/friends', { headers })).json()) as any
    expect(after.friends.entries.map((e: any) => e.displayName)).toEqual(['Zoe Api'])
    expect((await call(`/api/friends/${other.id}`, { method: 'DELETE', headers })).status).toBe(200)
    expect(await areFriends(me.id, other.id)).toBe(false)
    expect((await call(`/api/friends/${other.id}`, { method: 'DELETE', headers })).status).toBe(404)
    expect((await call('/api/friends', { method: 'POST', headers, body: JSON.stringify({ userId: me.id }) })).status).toBe(400)
    expect((await call('/api/friends', { method: 'POST', headers, body: JSON.stringify({ userId: crypto.randomUUID() }) })).status).toBe(
      404,
    )
    expect((await call('/api/friends', { method: 'POST', headers, body: JSON.stringify({ who: 1 }) })).status).toBe(422)
    // their request to me, accepted and declined through the API
    const third = await member('Ada Third')
    await sendFriendRequest(deps(), third.id, me.id)
    expect((await call('/api/friends/accept', { method: 'POST', headers, body: JSON.stringify({ userId: third.id }) })).status).toBe(200)
    expect(await areFriends(me.id, third.id)).toBe(true)
    expect((await call('/api/friends/decline', { method: 'POST', headers, body: JSON.stringify({ userId: third.id }) })).status).toBe(404)
    expect((await call('/api/friends/cancel', { method: 'POST', headers, body: JSON.stringify({ userId: third.id }) })).status).toBe(404)
    expect((await call('/api/friends', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401)
  })

  it('refuses a cookie request from another site', async () => {
    const me = await member('Bex Cookie')
    const other = await member('Cal Cookie')
    const forged = await call('/api/friends', {
      method: 'POST',
      headers: { Cookie: me.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: other.id }),
    })
    expect(forged.status).toBe(403)
  })
})
