import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  communityGroups,
  communityPosts,
  events,
  groupMembers,
  profiles,
  reports,
  staffAuditLog,
  userRoles,
  type NewEvent,
} from '~/db/schema'
import { createMemberWithSession, db, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * Staff and private content (issue 35 item 12, decision 034), through the real Worker and D1: a
 * moderator's public pages and back office no longer show a private crew's posts, events and
 * members, a friends-only post, a hidden profile's details, a draft or an online link; an open
 * report opens its target; the 'view with reason' step shows it and writes one audit row; a
 * private crew's member list is an admin's only, audited.
 */
const DAY = 24 * 60 * 60 * 1000
const CREW = 'staff-private-crew'
const CREW_POST = 'staff-crew-post'
const FRIENDS_POST = 'staff-friends-post'
const CREW_EVENT = 9101
const DRAFT = 9102
const ONLINE = 9103

let moderator: { id: string; cookie: string; sessionId: string }
let admin: { id: string; cookie: string; sessionId: string }
let owner: { id: string; cookie: string }
let insider: { id: string; cookie: string }
let hidden: { id: string; cookie: string }

const event = (id: number, title: string, extra: Partial<NewEvent> = {}): NewEvent => ({
  id,
  slug: `staff-event-${id}`,
  title,
  startsAt: new Date(Date.now() + 3 * DAY),
  endsAt: new Date(Date.now() + 3 * DAY + 3_600_000),
  timezone: 'UTC',
  status: 'published',
  ...extra,
})

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mona Moderator')
  admin = await createMemberWithSession('Ari Admin')
  owner = await createMemberWithSession('Oona Owner')
  insider = await createMemberWithSession('Ines Insider')
  hidden = await createMemberWithSession('Hana Hidden')
  await d.insert(userRoles).values([
    { userId: moderator.id, role: 'moderator' },
    { userId: admin.id, role: 'admin' },
  ])
  await d.update(profiles).set({ profileVisibility: 'nobody', bio: 'CANARY-HIDDEN-BIO' }).where(eq(profiles.userId, hidden.id))
  await d.insert(communityGroups).values({ id: CREW, slug: CREW, name: 'Quiet Circle', visibility: 'private', createdBy: owner.id })
  await d.insert(groupMembers).values([
    { groupId: CREW, userId: owner.id, role: 'owner' },
    { groupId: CREW, userId: insider.id, role: 'member' },
  ])
  await d.insert(communityPosts).values([
    { id: CREW_POST, userId: owner.id, groupId: CREW, visibility: 'group', content: 'CANARY-CREW-POST' },
    { id: FRIENDS_POST, userId: owner.id, visibility: 'friends', content: 'CANARY-FRIENDS-POST' },
  ])
  await d.insert(events).values([
    event(CREW_EVENT, 'CANARY-CREW-EVENT', { groupId: CREW, organizerId: owner.id, locationName: 'CANARY-CREW-PLACE' }),
    event(DRAFT, 'CANARY-DRAFT', {
      organizerId: owner.id,
      status: 'draft',
      isOnline: true,
      onlineUrl: 'https://meet.example/CANARY-DRAFT-LINK',
    }),
    event(ONLINE, 'Open Online Meetup', { organizerId: owner.id, isOnline: true, onlineUrl: 'https://meet.example/CANARY-LINK' }),
  ])
})

const page = async (path: string, cookie: string) => {
  const response = await getPage(path, cookie)
  return { status: response.status, html: withoutPageTexts(await response.text()) }
}
const readings = (userId: string) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.actorId, userId), eq(staffAuditLog.action, 'PRIVATE_CONTENT_VIEWED')))
const report = (targetType: 'post' | 'user' | 'event' | 'group', targetId: string | number, reporterId = insider.id) =>
  db()
    .insert(reports)
    .values({ id: crypto.randomUUID(), reporterId, targetType, targetId: String(targetId), reason: 'harassment' })

describe('a moderator without a report or a reason', () => {
  it('does not see a private crew’s posts, events and members on its page', async () => {
    const crew = await page(`/groups/${CREW}`, moderator.cookie)
    expect(crew.html).not.toContain('CANARY-CREW-POST')
    expect(crew.html).not.toContain('CANARY-CREW-EVENT')
    expect(crew.html).not.toContain('Ines Insider')
    expect((await page(`/events/${CREW_EVENT}`, moderator.cookie)).status).toBe(404)
  })

  it('does not see a friends-only post, a hidden profile, a draft or an online link', async () => {
    expect((await page(`/feed/${FRIENDS_POST}`, moderator.cookie)).status).toBe(404)
    const profile = await page(`/user/${hidden.id}`, moderator.cookie)
    expect(profile.html).not.toContain('CANARY-HIDDEN-BIO')
    expect((await page(`/events/${DRAFT}`, moderator.cookie)).status).toBe(404)
    const online = await page(`/events/${ONLINE}`, moderator.cookie)
    expect(online.status).toBe(200)
    expect(online.html).toContain('Open Online Meetup')
    expect(online.html).not.toContain('CANARY-LINK')
  })

  it('sees the back office’s private events masked and a private crew without its members', async () => {
    const list = await page('/admin/events', moderator.cookie)
    expect(list.status).toBe(200)
    for (const canary of ['CANARY-CREW-EVENT', 'CANARY-CREW-PLACE', 'CANARY-DRAFT']) expect(list.html).not.toContain(canary)
    expect(list.html).toContain(`Private event #${CREW_EVENT}`)
    expect(list.html).toContain(`Private event #${DRAFT}`)
    // the text search does not look into what it masks
    expect((await page('/admin/events?q=canary', moderator.cookie)).html).not.toContain(`Private event #${CREW_EVENT}`)
    const crew = await page(`/admin/groups?group=${CREW}`, moderator.cookie)
    expect(crew.html).toContain('Quiet Circle')
    expect(crew.html).toContain('Oona Owner')
    expect(crew.html).not.toContain('Ines Insider')
  })
})

describe('a report', () => {
  it('filed by the moderator themself opens nothing (the reason, audited, is the way)', async () => {
    await report('user', hidden.id, moderator.id)
    await report('group', CREW, moderator.id)
    expect((await page(`/user/${hidden.id}`, moderator.cookie)).html).not.toContain('CANARY-HIDDEN-BIO')
    const crew = await page(`/groups/${CREW}`, moderator.cookie)
    expect(crew.html).not.toContain('CANARY-CREW-POST')
    expect((await page(`/events/${CREW_EVENT}`, moderator.cookie)).status).toBe(404)
  })

  it('opens its own target to staff, and nothing else', async () => {
    await report('post', FRIENDS_POST)
    await report('user', hidden.id)
    await report('event', CREW_EVENT)
    const reported = await page(`/feed/${FRIENDS_POST}`, moderator.cookie)
    expect(reported.status).toBe(200)
    expect(reported.html).toContain('CANARY-FRIENDS-POST')
    expect((await page(`/user/${hidden.id}`, moderator.cookie)).html).toContain('CANARY-HIDDEN-BIO')
    const crewEvent = await page(`/events/${CREW_EVENT}`, moderator.cookie)
    expect(crewEvent.status).toBe(200)
    expect(crewEvent.html).toContain('CANARY-CREW-EVENT')
    // the crew's own posts stay closed: the report was about the event
    expect((await page(`/groups/${CREW}`, moderator.cookie)).html).not.toContain('CANARY-CREW-POST')
  })
})

describe('the view with reason', () => {
  it('shows a masked event to a moderator and writes one audit row (who, what, why)', async () => {
    const short = await postForm(
      '/admin/events',
      { intent: 'reveal', kind: 'event', targetId: String(DRAFT), reason: 'x' },
      moderator.cookie,
    )
    expect(short.status).toBe(400)
    expect(await readings(moderator.id)).toHaveLength(0)

    const reason = 'Email from a member about a scam link'
    const answer = await postForm('/admin/events', { intent: 'reveal', kind: 'event', targetId: String(DRAFT), reason }, moderator.cookie)
    expect(answer.status).toBe(200)
    const html = withoutPageTexts(await answer.text())
    expect(html).toContain('CANARY-DRAFT')
    expect(html).toContain('https://meet.example/CANARY-DRAFT-LINK')
    const rows = await readings(moderator.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      targetType: 'event',
      targetId: String(DRAFT),
      sessionId: moderator.sessionId,
      details: { kind: 'event', reason },
    })
    // for that answer only
    expect((await page('/admin/events', moderator.cookie)).html).not.toContain('CANARY-DRAFT-LINK')
  })

  it('refuses a private crew’s member list to a moderator, even with a reason, and its transfer', async () => {
    const fields = { intent: 'reveal', kind: 'crew-members', targetId: CREW, reason: 'Checking a report about this crew' }
    const refused = await postForm(`/admin/groups?group=${CREW}`, fields, moderator.cookie)
    expect(refused.status).toBe(403)
    expect(withoutPageTexts(await refused.text())).not.toContain('Ines Insider')
    expect((await readings(moderator.id)).filter((r) => r.details?.kind === 'crew-members')).toHaveLength(0)
    const transfer = await postForm('/admin/groups', { intent: 'transfer', groupId: CREW, userId: insider.id }, moderator.cookie)
    expect(transfer.status).toBe(403)
    const roles = await db().select({ role: groupMembers.role }).from(groupMembers).where(eq(groupMembers.userId, insider.id))
    expect(roles).toEqual([{ role: 'member' }])
  })

  it('shows a private crew’s member list to an admin with a reason, audited', async () => {
    expect((await page(`/admin/groups?group=${CREW}`, admin.cookie)).html).not.toContain('Ines Insider')
    const reason = 'Owner left; choosing a new owner'
    const answer = await postForm(
      `/admin/groups?group=${CREW}`,
      { intent: 'reveal', kind: 'crew-members', targetId: CREW, reason },
      admin.cookie,
    )
    expect(answer.status).toBe(200)
    expect(withoutPageTexts(await answer.text())).toContain('Ines Insider')
    const rows = await readings(admin.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      targetType: 'group',
      targetId: CREW,
      sessionId: admin.sessionId,
      details: { kind: 'crew-members', reason },
    })
  })
})
