import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accounts,
  blocks,
  communityGroups,
  communityPosts,
  groupNotifications,
  notifications,
  postComments,
  postLikes,
  profiles,
} from '~/db/schema'
import { startApiSession } from '~/models/accounts/token-api.server'
import { parseServerMessage } from '~/models/messaging/realtime'
import {
  createNotification,
  createNotifications,
  listNotifications,
  unreadNotificationCount,
} from '~/models/notifications/notifications.server'
import { notificationPanel } from '~/models/notifications/panel.server'
import { call, createMemberWithSession, db, getPage, ORIGIN, postForm, waitFor } from './helpers'

const notice = (userId: string, title = 'Hello') => ({ userId, kind: 'system' as const, title, content: 'Body', actionUrl: '/events' })

/** Opens the member's inbox socket and collects what it sends. */
async function openInbox(member: { id: string; cookie: string }) {
  const res = await call(`/parties/inbox/${member.id}`, { cookie: member.cookie, headers: { Upgrade: 'websocket', Origin: ORIGIN } })
  expect(res.status).toBe(101)
  const ws = res.webSocket!
  const frames: ReturnType<typeof parseServerMessage<'inbox'>>[] = []
  ws.addEventListener('message', (event) => {
    frames.push(parseServerMessage('inbox', event.data))
  })
  ws.accept()
  await waitFor(async () => frames.find((f) => f?.type === 'ready'))
  return { ws, frames }
}

describe('createNotifications (the spec’s create_notification)', () => {
  it('stores a notification with its kind and renders keys in the recipient’s language', async () => {
    const sam = await createMemberWithSession('Sam')
    await db().update(profiles).set({ language: 'de' }).where(eq(profiles.userId, sam.id))
    const row = await createNotification(
      { db: db() },
      {
        userId: sam.id,
        kind: 'venue_approved',
        title: { key: 'admin:venues.notifications.approvedTitle', values: { name: 'Café Q' } },
        content: { key: 'admin:venues.notifications.approvedBody' },
        actionUrl: '/venues/1',
        relatedId: 1,
      },
    )
    expect(row).toMatchObject({ userId: sam.id, type: 'system', read: false, relatedId: '1', metadata: { kind: 'venue_approved' } })
    expect(row!.title).toContain('Café Q')
    expect(row!.title).not.toMatch(/approved|notifications\./)
    const [listed] = await listNotifications(db(), sam.id)
    expect(listed).toMatchObject({ id: row!.id, kind: 'venue_approved', title: row!.title, actionUrl: '/venues/1' })
  })

  it('respects the member’s in-app preference for the kind, and skips inactive accounts', async () => {
    const quiet = await createMemberWithSession('Quiet')
    const gone = await createMemberWithSession('Gone')
    await db()
      .update(profiles)
      .set({ notificationSettings: { post_liked: { inApp: false, email: false } } })
      .where(eq(profiles.userId, quiet.id))
    await db().update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, gone.id))
    const rows = await createNotifications({ db: db() }, [
      { userId: quiet.id, kind: 'post_liked', title: 'Liked' },
      // a moderator's decision is not governed by a preference
      { userId: quiet.id, kind: 'venue_rejected', title: 'Rejected' },
      { userId: gone.id, kind: 'system', title: 'Never' },
    ])
    expect(rows.map((r) => r.title)).toEqual(['Rejected'])
    expect(await db().select().from(notifications).where(eq(notifications.userId, gone.id))).toEqual([])
  })

  it('writes many rows within D1’s bound-parameter limit', async () => {
    const sam = await createMemberWithSession('Many')
    const rows = await createNotifications(
      { db: db() },
      Array.from({ length: 35 }, (_, i) => notice(sam.id, `n${i}`)),
    )
    expect(rows).toHaveLength(35)
    expect(await unreadNotificationCount(db(), sam.id)).toBe(35)
  })
})

describe('realtime delivery through the Inbox room', () => {
  it('pushes a new notification to every open tab of its member, and to no one else', async () => {
    const sam = await createMemberWithSession('Sam')
    const alex = await createMemberWithSession('Alex')
    const tab1 = await openInbox(sam)
    const tab2 = await openInbox(sam)
    const other = await openInbox(alex)
    const row = await createNotification({ db: db(), inbox: env.Inbox }, notice(sam.id, 'Live'))
    for (const tab of [tab1, tab2]) {
      const pushed = await waitFor(async () => tab.frames.find((f) => f?.type === 'notification'))
      expect(pushed).toMatchObject({ type: 'notification', notification: { id: row!.id, title: 'Live', content: 'Body', read: false } })
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(other.frames.some((f) => f?.type === 'notification')).toBe(false)
    for (const { ws } of [tab1, tab2, other]) ws.close()
  })

  it('tells the member’s other tabs the new unread count after marking read', async () => {
    const sam = await createMemberWithSession('Sam')
    const row = await createNotification({ db: db() }, notice(sam.id))
    await createNotification({ db: db() }, notice(sam.id, 'Second'))
    const tab = await openInbox(sam)
    expect(
      (await postForm('/notifications', { intent: 'read', source: 'notification', id: row!.id, via: 'fetch' }, sam.cookie)).status,
    ).toBe(200)
    expect(await waitFor(async () => tab.frames.find((f) => f?.type === 'unread'))).toEqual({ type: 'unread', count: 1 })
    tab.ws.close()
  })

  it('keeps presence: online while a tab is open, last seen stored when the last one closes', async () => {
    const sam = await createMemberWithSession('Sam')
    const room = () => env.Inbox.get(env.Inbox.idFromName(sam.id))
    expect(await room().presence()).toEqual({ online: false })
    const tab = await openInbox(sam)
    expect(await room().presence()).toEqual({ online: true })
    tab.ws.close()
    const seen = await waitFor(async () => (await db().select().from(profiles).where(eq(profiles.userId, sam.id)).get())?.lastSeenAt)
    expect(Date.now() - seen.getTime()).toBeLessThan(60_000)
    await waitFor(async () => !(await room().presence()).online)
  })
})

describe('/notifications and the panel', () => {
  it('reads a notification written as a key in the reader’s language of now; one written as text stays as it was', async () => {
    const kim = await createMemberWithSession('Kim')
    const keyed = await createNotification(
      { db: db() },
      {
        userId: kim.id,
        kind: 'venue_approved',
        title: { key: 'admin:venues.notifications.approvedTitle', values: { name: 'Café Q' } },
        content: { key: 'admin:venues.notifications.approvedBody' },
      },
    )
    const plain = await createNotification({ db: db() }, { userId: kim.id, kind: 'system', title: 'Written once, in English' })
    expect(keyed!.metadata).toMatchObject({ text: { title: { key: 'admin:venues.notifications.approvedTitle' } } })
    expect(plain!.metadata).not.toHaveProperty('text')
    // written in English (the member's language then); read after switching to German
    const english = await (await getPage('/notifications', kim.cookie)).text()
    expect(english).toContain(keyed!.title)
    const german = await (await getPage('/notifications', `${kim.cookie}; lng=de`)).text()
    expect(german).not.toContain(keyed!.title)
    expect(german).toContain('Café Q')
    expect(german).toContain('Written once, in English')
  })

  it('sends visitors to sign in', async () => {
    const res = await getPage('/notifications')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toContain('/auth')
  })

  it('marks one read and goes to its action_url; another member’s id is not found and stays unread', async () => {
    const sam = await createMemberWithSession('Sam')
    const alex = await createMemberWithSession('Alex')
    const mine = await createNotification({ db: db() }, { ...notice(sam.id), actionUrl: '/events/1' })
    const theirs = await createNotification({ db: db() }, notice(alex.id))

    const opened = await postForm('/notifications', { intent: 'read', source: 'notification', id: mine!.id }, sam.cookie)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('Location')).toBe('/events/1')
    expect((await db().select().from(notifications).where(eq(notifications.id, mine!.id)).get())!.read).toBe(true)

    const refused = await postForm('/notifications', { intent: 'read', source: 'notification', id: theirs!.id }, sam.cookie)
    expect(refused.status).toBe(404)
    expect((await db().select().from(notifications).where(eq(notifications.id, theirs!.id)).get())!.read).toBe(false)
  })

  it('never follows an action_url off the site', async () => {
    const sam = await createMemberWithSession('Sam')
    const row = await createNotification({ db: db() }, { ...notice(sam.id), actionUrl: 'https://evil.example/x' })
    const opened = await postForm('/notifications', { intent: 'read', source: 'notification', id: row!.id }, sam.cookie)
    expect(opened.headers.get('Location')).toBe('/notifications')
  })

  it('marks all read, notifications and crew notifications, for the member only', async () => {
    const sam = await createMemberWithSession('Sam')
    const alex = await createMemberWithSession('Alex')
    const groupId = crypto.randomUUID()
    await db()
      .insert(communityGroups)
      .values({ id: groupId, slug: `g-${groupId}`, name: 'Book Club', visibility: 'public' })
    await createNotifications({ db: db() }, [notice(sam.id), notice(sam.id), notice(alex.id)])
    await db()
      .insert(groupNotifications)
      .values([
        { id: crypto.randomUUID(), userId: sam.id, groupId, notificationType: 'new_post' },
        { id: crypto.randomUUID(), userId: alex.id, groupId, notificationType: 'new_post' },
      ])
    expect(await unreadNotificationCount(db(), sam.id)).toBe(3)
    const res = await postForm('/notifications', { intent: 'read-all' }, sam.cookie)
    expect(res.status).toBe(302)
    expect(await unreadNotificationCount(db(), sam.id)).toBe(0)
    expect(await unreadNotificationCount(db(), alex.id)).toBe(2)
  })

  it('refuses bad input with 400, not 500', async () => {
    const sam = await createMemberWithSession('Sam')
    expect((await postForm('/notifications', { intent: 'explode' }, sam.cookie)).status).toBe(400)
    expect((await postForm('/notifications', { intent: 'read', source: 'nope', id: 'x' }, sam.cookie)).status).toBe(400)
  })

  it('merges the timeline: notifications, crew notifications with fallbacks, likes and comments, never a blocked member’s', async () => {
    const sam = await createMemberWithSession('Sam')
    const fan = await createMemberWithSession('Fan')
    const blocked = await createMemberWithSession('Blocked')
    const hiddenName = await createMemberWithSession('Private Person')
    await db().update(profiles).set({ profileVisibility: 'everyone' }).where(eq(profiles.userId, fan.id))
    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, hiddenName.id))
    await db().insert(blocks).values({ blockerId: sam.id, blockedId: blocked.id })
    const postId = crypto.randomUUID()
    await db().insert(communityPosts).values({ id: postId, userId: sam.id, content: 'Hello', visibility: 'public' })
    await db()
      .insert(postLikes)
      .values([
        { id: crypto.randomUUID(), postId, userId: fan.id },
        { id: crypto.randomUUID(), postId, userId: blocked.id },
        { id: crypto.randomUUID(), postId, userId: hiddenName.id },
        { id: crypto.randomUUID(), postId, userId: sam.id },
      ])
    await db()
      .insert(postComments)
      .values([
        { id: crypto.randomUUID(), postId, userId: fan.id, content: 'Lovely' },
        { id: crypto.randomUUID(), postId, userId: blocked.id, content: 'Blocked words' },
      ])
    const privateGroup = crypto.randomUUID()
    await db()
      .insert(communityGroups)
      .values({ id: privateGroup, slug: `p-${privateGroup}`, name: 'Secret Circle', visibility: 'private', listed: false })
    await db().insert(groupNotifications).values({
      id: crypto.randomUUID(),
      userId: sam.id,
      groupId: privateGroup,
      triggeredByUserId: hiddenName.id,
      notificationType: 'invite',
    })
    await createNotification({ db: db() }, notice(sam.id, 'Plain'))

    const panel = await notificationPanel(db(), sam.id)
    const likes = panel.items.filter((i) => i.source === 'like')
    expect(likes.map((l) => (l.source === 'like' ? l.actor : null))).toEqual(expect.arrayContaining([{ id: fan.id, name: 'Fan' }, null]))
    expect(likes).toHaveLength(2)
    const comments = panel.items.filter((i) => i.source === 'comment')
    expect(comments).toHaveLength(1)
    expect(JSON.stringify(panel)).not.toContain('Blocked words')
    expect(JSON.stringify(panel)).not.toContain(blocked.id)
    // a private crew the member is not in: 'Unknown Group'; a profile they may not see: 'Someone'; an invitation leads to /my-groups
    const invite = panel.items.find((i) => i.source === 'group')
    expect(invite).toMatchObject({ group: null, actor: null, read: false, actionUrl: '/my-groups' })
    expect(JSON.stringify(panel)).not.toContain('Secret Circle')
    expect(panel.unread).toBe(2)
    const times = panel.items.map((i) => i.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    const page = await (await getPage('/notifications', sam.cookie)).text()
    expect(page).toContain('Fan liked your post')
    expect(page).toContain('Unknown Group')
    expect(page).toContain('Someone')
    expect(page).not.toContain('Blocked words')
  })
})

describe('/api/notifications', () => {
  it('refuses visitors, and serves only the caller’s own with a bearer token', async () => {
    expect((await call('/api/notifications')).status).toBe(401)
    const sam = await createMemberWithSession('Sam')
    const alex = await createMemberWithSession('Alex')
    const mine = await createNotification({ db: db() }, notice(sam.id, 'Mine'))
    const theirs = await createNotification({ db: db() }, notice(alex.id, 'Theirs'))
    const account = (await db().select().from(accounts).where(eq(accounts.id, sam.id)).get())!
    const session = await startApiSession(db(), new Request(ORIGIN), account, { issuer: `${ORIGIN}/auth/v1` })
    const headers = { Authorization: `Bearer ${session.access_token}` }
    const bearer = (path: string, init: RequestInit = {}) => call(path, { ...init, headers })

    const list = (await (await bearer('/api/notifications')).json()) as { notifications: { title: string }[]; unread: number }
    expect(list.notifications.map((n) => n.title)).toEqual(['Mine'])
    expect(list.unread).toBe(1)
    expect((await bearer(`/api/notifications/${theirs!.id}/read`, { method: 'POST' })).status).toBe(404)
    const read = await bearer(`/api/notifications/${mine!.id}/read`, { method: 'POST' })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({ read: true, actionUrl: '/events' })
    expect(await (await bearer('/api/notifications/unread')).json()).toEqual({ unread: 0 })
    expect(await unreadNotificationCount(db(), alex.id)).toBe(1)
    expect((await bearer('/api/notifications?before=yesterday')).status).toBe(422)
  })
})
