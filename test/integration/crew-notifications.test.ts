import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  communityGroups,
  groupInvites,
  emailOutbox,
  groupMembers,
  groupNotifications,
  profiles,
  type GroupEmailMode,
  type GroupNotificationType,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { digestDay, digestEmailId, EMAIL_FAILURE, GROUP_DIGEST_CRON, groupNotificationEmailId } from '~/models/crews/crew-emails'
import { createGroupNotifications } from '~/models/crews/crew-notifications.server'
import type { EmailMessage } from '~/models/mail/messages'
import { parseServerMessage } from '~/models/messaging/realtime'
import type { Notifier } from '~/models/notifications/notifications.server'
import { markAllGroupNotificationsRead, markGroupNotificationRead, notificationPanel } from '~/models/notifications/panel.server'
import worker from '../../workers/app'
import { createMemberWithSession, db, waitFor } from './helpers'

/**
 * Crew notifications out to members (issue 18, decision 029): every type's text and link in the
 * panel, marking read, and the emails through the real EMAILS queue and its consumer in the
 * Worker: each one, the daily digest from the Worker's cron, none; the one-click unsubscribe
 * without signing in; no second send on redelivery; the dead-letter queue after failed tries.
 */
const ORIGIN = env.APP_ORIGIN
const CREW = 'crew-notify'
const OTHER_CREW = 'crew-notify-2'

const notifier = (): Notifier => ({ db: db(), inbox: env.Inbox, emails: { queue: env.EMAILS as Queue<EmailMessage>, origin: ORIGIN } })

async function member(
  name: string,
  options: { language?: Language; mode?: GroupEmailMode; verified?: boolean; email?: string; crew?: string } = {},
) {
  const { id, cookie } = await createMemberWithSession(name)
  const email = options.email ?? `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`
  await db()
    .update(accounts)
    .set({ email, emailVerifiedAt: options.verified === false ? null : new Date() })
    .where(eq(accounts.id, id))
  await db()
    .update(profiles)
    .set({ language: options.language ?? 'en' })
    .where(eq(profiles.userId, id))
  await db()
    .insert(groupMembers)
    .values({ groupId: options.crew ?? CREW, userId: id, emailMode: options.mode ?? 'digest' })
  return { id, cookie, email }
}

const outbox = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()
const row = (id: string) => db().select().from(groupNotifications).where(eq(groupNotifications.id, id)).get()

let actor: Awaited<ReturnType<typeof member>>

beforeAll(async () => {
  await db()
    .insert(communityGroups)
    .values([
      // unlisted: only its members and whom it invited may know its name
      { id: CREW, slug: 'crew-notify', name: 'Night Owls', visibility: 'private', listed: false },
      { id: OTHER_CREW, slug: 'crew-notify-2', name: 'Early Birds', visibility: 'public' },
    ])
  actor = await member('Robin Actor', { mode: 'none' })
})

describe('group notifications in the panel', () => {
  it('stores every type with its text and link, and marks one and then all read', async () => {
    const reader = await member('Panel Reader', { mode: 'none' })
    const types: [GroupNotificationType, string | null, string][] = [
      ['new_post', 'post-1', '/feed/post-1'],
      ['comment', 'post-2', '/feed/post-2'],
      ['mention', 'post-3', '/feed/post-3'],
      ['event', 'event-1', '/events/event-1'],
      ['invite', 'invite-1', '/my-groups'],
      ['join_request', null, `/groups/${CREW}/manage`],
      ['request_accepted', null, `/groups/${CREW}`],
      ['new_member', null, `/groups/${CREW}`],
    ]
    const rows = await createGroupNotifications(
      notifier(),
      types.map(([type, relatedId]) => ({ userId: reader.id, groupId: CREW, type, triggeredBy: actor.id, relatedId })),
    )
    expect(rows).toHaveLength(types.length)
    // mode 'none': no email is due
    expect(rows.every((r) => r.emailStatus === null)).toBe(true)

    const panel = await notificationPanel(db(), reader.id)
    expect(panel.unread).toBe(types.length)
    const groupItems = panel.items.filter((item) => item.source === 'group')
    for (const [type, , url] of types) {
      const item = groupItems.find((i) => i.source === 'group' && i.type === type)
      expect(item, type).toMatchObject({ actionUrl: url, group: 'Night Owls', actor: { id: actor.id, name: 'Robin Actor' } })
    }

    // the page renders each type's text in the reader's language
    const page = await (await SELF.fetch(`${ORIGIN}/notifications`, { headers: { cookie: reader.cookie } })).text()
    expect(page).toContain('Robin Actor asked to join Night Owls')
    expect(page).toContain('Your request to join Night Owls was accepted')
    expect(page).toContain('New post in Night Owls')

    // one, through the page's form: marked read and sent where it leads
    const joinRequest = rows.find((r) => r.notificationType === 'join_request')!
    const res = await SELF.fetch(`${ORIGIN}/notifications`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: reader.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'read', source: 'group', id: joinRequest.id }),
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/groups/${CREW}/manage`)
    expect((await row(joinRequest.id))!.readAt).not.toBeNull()
    // another member's id changes nothing
    const stranger = await member('Stranger', { mode: 'none' })
    expect(await markGroupNotificationRead(db(), stranger.id, rows[0]!.id)).toBeNull()
    expect((await row(rows[0]!.id))!.readAt).toBeNull()
    expect(await markGroupNotificationRead(db(), reader.id, rows[0]!.id)).toEqual({ actionUrl: '/feed/post-1' })
    // then all
    expect(await markAllGroupNotificationsRead(db(), reader.id)).toBe(types.length - 2)
    expect((await notificationPanel(db(), reader.id)).unread).toBe(0)
  })

  it('pushes a new one to the member’s open tabs (toast and badge), in their language, with its link', async () => {
    const reader = await member('Tab Reader', { mode: 'none', language: 'es' })
    const res = await SELF.fetch(`${ORIGIN}/parties/inbox/${reader.id}`, {
      headers: { Upgrade: 'websocket', Origin: ORIGIN, Cookie: reader.cookie },
    })
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const frames: ReturnType<typeof parseServerMessage<'inbox'>>[] = []
    ws.addEventListener('message', (event) => frames.push(parseServerMessage('inbox', event.data)))
    ws.accept()
    await waitFor(async () => frames.find((f) => f?.type === 'ready'))
    const [stored] = await createGroupNotifications(notifier(), [
      { userId: reader.id, groupId: CREW, type: 'join_request', triggeredBy: actor.id },
    ])
    const pushed = await waitFor(async () => frames.find((f) => f?.type === 'notification'))
    expect(pushed).toMatchObject({
      type: 'notification',
      notification: { id: stored!.id, title: 'Robin Actor pidió unirse a Night Owls', actionUrl: `/groups/${CREW}/manage`, read: false },
    })
    ws.close()
  })

  it('says Unknown Group and Someone when the reader may not see them', async () => {
    const outsider = await member('Outsider', { mode: 'none', crew: OTHER_CREW })
    const hidden = (await createMemberWithSession('Hidden Actor')).id
    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, hidden))
    // an invitation to a private crew the reader is not in
    await createGroupNotifications(notifier(), [{ userId: outsider.id, groupId: CREW, type: 'invite', triggeredBy: hidden }])
    const page = await (await SELF.fetch(`${ORIGIN}/notifications`, { headers: { cookie: outsider.cookie } })).text()
    expect(page).toContain('Someone invited you to Unknown Group')
    // an open invitation names its crew: the invitee must know what they answer
    await db().insert(groupInvites).values({ id: crypto.randomUUID(), groupId: CREW, inviterId: hidden, inviteeId: outsider.id })
    const invited = await (await SELF.fetch(`${ORIGIN}/notifications`, { headers: { cookie: outsider.cookie } })).text()
    expect(invited).toContain('Someone invited you to Night Owls')
  })
})

describe('group notification emails', () => {
  it("'each': one email at once, in the member's language, with the one-click unsubscribe", async () => {
    const each = await member('Jo Each', { mode: 'each', language: 'de' })
    const [stored] = await createGroupNotifications(notifier(), [
      { userId: each.id, groupId: CREW, type: 'new_post', triggeredBy: actor.id, relatedId: 'post-9' },
    ])
    expect(stored!.emailStatus).toBe('queued')
    const email = await waitFor(() => outbox(groupNotificationEmailId(stored!.id)))
    expect(email.toAddress).toBe(each.email)
    expect(email.templateKey).toBe('group_notification')
    expect(email.subject).toBe('Neuer Beitrag in Night Owls')
    expect(email.htmlBody).toMatch(/^<div dir="ltr" lang="de">/)
    expect(email.textBody).toContain(`${ORIGIN}/feed/post-9`)
    const membership = await db()
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, CREW), eq(groupMembers.userId, each.id)))
      .get()
    expect(membership!.emailToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const link = `${ORIGIN}/groups/unsubscribe/${membership!.emailToken}`
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(email.textBody).toContain(link)
    expect(email.htmlBody).toContain(`href="${link}"`)
    await waitFor(async () => (await row(stored!.id))?.emailStatus === 'sent')
  })

  it("'digest' waits for the digest, 'none' and an unverified address get no email", async () => {
    const digest = await member('Dee Digest', { mode: 'digest' })
    const none = await member('Nell None', { mode: 'none' })
    const unverified = await member('Una Unverified', { mode: 'each', verified: false })
    const rows = await createGroupNotifications(
      notifier(),
      [digest, none, unverified].map((m) => ({
        userId: m.id,
        groupId: CREW,
        type: 'event' as const,
        triggeredBy: actor.id,
        relatedId: 'e1',
      })),
    )
    expect(rows.map((r) => r.emailStatus)).toEqual(['digest', null, null])
  })

  it('respects the member’s email preference for the kind (a mention follows “mention”)', async () => {
    const quiet = await member('Quinn Quiet', { mode: 'each' })
    const [mention] = await createGroupNotifications(notifier(), [
      { userId: quiet.id, groupId: CREW, type: 'mention', triggeredBy: actor.id, relatedId: 'p' },
    ])
    // mentions by email are off by default (settings 'Notifications')
    expect(mention!.emailStatus).toBeNull()
    await db()
      .update(profiles)
      .set({ notificationSettings: { mention: { inApp: true, email: true } } })
      .where(eq(profiles.userId, quiet.id))
    const [again] = await createGroupNotifications(notifier(), [
      { userId: quiet.id, groupId: CREW, type: 'mention', triggeredBy: actor.id, relatedId: 'p' },
    ])
    expect(again!.emailStatus).toBe('queued')
  })

  it('sends each member ONE digest a day from the Worker’s cron, grouped by crew, and never twice', async () => {
    const reader = await member('Dana Daily', { mode: 'digest', language: 'fr' })
    await db().insert(groupMembers).values({ groupId: OTHER_CREW, userId: reader.id, emailMode: 'digest' })
    const rows = await createGroupNotifications(notifier(), [
      { userId: reader.id, groupId: CREW, type: 'new_post', triggeredBy: actor.id, relatedId: 'p1' },
      { userId: reader.id, groupId: CREW, type: 'event', triggeredBy: actor.id, relatedId: 'e1' },
      { userId: reader.id, groupId: OTHER_CREW, type: 'new_member', triggeredBy: actor.id },
    ])
    expect(rows.every((r) => r.emailStatus === 'digest')).toBe(true)

    const runCron = async (at: number) => {
      const ctx = createExecutionContext()
      await worker.scheduled(createScheduledController({ cron: GROUP_DIGEST_CRON, scheduledTime: at }), env)
      await waitOnExecutionContext(ctx)
    }
    // today's run leaves today's notifications for tomorrow's digest
    await runCron(Date.now())
    expect((await row(rows[0]!.id))!.emailStatus).toBe('digest')

    const tomorrow = Date.now() + 86_400_000
    await runCron(tomorrow)
    const id = digestEmailId(reader.id, digestDay(tomorrow))
    const email = await waitFor(() => outbox(id))
    expect(email.toAddress).toBe(reader.email)
    expect(email.templateKey).toBe('group_digest')
    expect(email.subject).toBe('Du nouveau dans tes groupes sur Haven (3)')
    expect(email.textBody).toContain('Night Owls\n• Nouvelle publication dans Night Owls')
    expect(email.textBody).toContain('Early Birds\n• Robin Actor a rejoint Early Birds')
    expect(email.htmlBody).toMatch(/^<div dir="ltr" lang="fr">/)
    const tokens = await db().select({ token: groupMembers.emailToken }).from(groupMembers).where(eq(groupMembers.userId, reader.id))
    expect(tokens.every((t) => t.token)).toBe(true)
    expect(email.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    await waitFor(async () => {
      const now = await db()
        .select({ status: groupNotifications.emailStatus })
        .from(groupNotifications)
        .where(
          inArray(
            groupNotifications.id,
            rows.map((r) => r.id),
          ),
        )
      return now.every((r) => r.status === 'sent')
    })

    // the cron again that day: nothing left, nothing sent twice
    await runCron(tomorrow + 60_000)
    await new Promise((r) => setTimeout(r, 1500))
    const mine = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, reader.email))
    expect(mine).toHaveLength(1)

    // the digest's one-click unsubscribe turns both crews off
    const link = /^<(.+)>$/.exec(email.headers!['List-Unsubscribe']!)![1]!
    const res = await SELF.fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    const modes = await db().select({ mode: groupMembers.emailMode }).from(groupMembers).where(eq(groupMembers.userId, reader.id))
    expect(modes.map((m) => m.mode)).toEqual(['none', 'none'])
  })

  it('unsubscribes without signing in: the GET page asks, its button or the one-click POST does it; an unknown token is 404', async () => {
    const leaving = await member('Lee Leaving', { mode: 'each', language: 'es' })
    const [stored] = await createGroupNotifications(notifier(), [
      { userId: leaving.id, groupId: CREW, type: 'new_post', triggeredBy: actor.id },
    ])
    const email = await waitFor(() => outbox(groupNotificationEmailId(stored!.id)))
    const link = /^<(.+)>$/.exec(email.headers!['List-Unsubscribe']!)![1]!

    // GET changes nothing (mail scanners follow links)
    const page = await SELF.fetch(link, { headers: { 'accept-language': 'en' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain('Stop these emails')
    expect(html).toContain('Night Owls')
    const mode = async () =>
      (await db()
        .select({ mode: groupMembers.emailMode })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, CREW), eq(groupMembers.userId, leaving.id)))
        .get())!.mode
    expect(await mode()).toBe('each')

    // the page's button: a plain form POST, no session
    const done = await SELF.fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: '',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You get no more emails from: Night Owls')
    expect(await mode()).toBe('none')
    // and nothing more is emailed
    const [after] = await createGroupNotifications(notifier(), [
      { userId: leaving.id, groupId: CREW, type: 'new_post', triggeredBy: actor.id },
    ])
    expect(after!.emailStatus).toBeNull()

    expect((await SELF.fetch(`${ORIGIN}/groups/unsubscribe/${'x'.repeat(43)}`)).status).toBe(404)
    expect(
      (
        await SELF.fetch(`${ORIGIN}/groups/unsubscribe/${'y'.repeat(43)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(404)
  })

  it('delivers a redelivered message once (the outbox is keyed by the message id)', async () => {
    const message: EmailMessage = {
      id: groupNotificationEmailId('redelivered'),
      template: 'group_notification',
      to: 'twice@example.org',
      locale: 'en',
      data: { title: 'Once', group: 'Night Owls', actionUrl: `${ORIGIN}/groups/${CREW}`, unsubscribeUrl: `${ORIGIN}/groups/unsubscribe/t` },
    }
    await env.EMAILS.send(message)
    await env.EMAILS.send(message)
    await waitFor(() => outbox(message.id))
    await new Promise((r) => setTimeout(r, 2500))
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'twice@example.org'))).toHaveLength(1)
  })

  it('retries a failed send, then records it through the dead-letter queue as failed', async () => {
    const bounce = await member('Bo Bounce', { mode: 'each', email: 'bo@bounce.invalid' })
    const [stored] = await createGroupNotifications(notifier(), [
      { userId: bounce.id, groupId: CREW, type: 'new_post', triggeredBy: actor.id },
    ])
    const id = groupNotificationEmailId(stored!.id)
    const failed = await waitFor(() => outbox(id), 28_000)
    expect(failed).toMatchObject({ status: 'failed', error: EMAIL_FAILURE, toAddress: 'bo@bounce.invalid', attempts: 4 })
    expect(failed.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // never marked sent
    expect((await row(stored!.id))!.emailStatus).toBe('queued')
  }, 40_000)
})
