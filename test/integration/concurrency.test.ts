import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blocks,
  communityGroups,
  communityPosts,
  eventRsvps,
  events,
  favorites,
  friendRequests,
  friendships,
  groupInvites,
  groupMembers,
  groupNotifications,
  notifications,
  postLikes,
  reports,
  venueCheckIns,
  venueReviews,
  venues,
} from '~/db/schema'
import { createLinkInvite } from '~/models/crews/membership.server'
import worker from '../../workers/app'
import { eventRow, seedBerlin, seedCrew, seedPost, seedVenue } from './fixtures'
import { browserRequest, createMemberWithSession, db } from './helpers'

/**
 * A double click, six times over (issue 35 item 6): each action a member can repeat is sent six
 * times at once through the real Worker, as a browser posts it. None may answer a 5xx; each
 * answer is a success or the action's own 4xx (what a repeat after the first answers); the
 * rows are there once and the counters kept by triggers count them once.
 */
type Member = Awaited<ReturnType<typeof createMemberWithSession>>

const TIMES = 6
const DAY = 24 * 60 * 60 * 1000

/** The same request, TIMES at once; the statuses, sorted. */
async function burst(send: () => Promise<Response>): Promise<number[]> {
  const responses = await Promise.all(Array.from({ length: TIMES }, send))
  await Promise.all(responses.map((r) => r.text()))
  return responses.map((r) => r.status).sort()
}

/** Every answer is below 500, and each one of `allowed` (success codes, or the action's refusal). */
function expectAnswers(statuses: number[], allowed: number[]) {
  expect(statuses.filter((s) => s >= 500)).toEqual([])
  expect(statuses.filter((s) => !allowed.includes(s))).toEqual([])
}

/**
 * A request as helpers' `call` makes it (English, redirects not followed, a POST with its Origin),
 * handed to the Worker's fetch handler itself. Not SELF.fetch: of simultaneous SELF.fetch calls
 * the first one ends before the others start (seen in this pool), which hides exactly the
 * interleaving of a browser's double click; the handler called directly interleaves at every
 * D1 call, as the deployed Worker does.
 */
async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const ctx = createExecutionContext()
  const request = browserRequest(path, init)
  const response = await worker.fetch(request, env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}
const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  call(path, { method: 'POST', cookie, body: new URLSearchParams(fields) })

const rows = async (table: SQLiteTable, where: SQL | undefined) => (await db().select({ n: count() }).from(table).where(where).get())!.n
const json = (path: string, cookie: string, body: unknown, method = 'POST') =>
  call(path, { method, cookie, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

let racer: Member
let other: Member

beforeAll(async () => {
  await seedBerlin()
  racer = await createMemberWithSession('Racer')
  other = await createMemberWithSession('Other')
})

describe('RSVP six times at once', () => {
  const rsvpOf = (eventId: number) => and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, racer.id))
  const counts = (eventId: number) =>
    db()
      .select({ attending: events.attendingCount, interested: events.interestedCount, waitlisted: events.waitlistCount })
      .from(events)
      .where(eq(events.id, eventId))
      .get()

  it('going, interested, not going: one answer, counted once', async () => {
    await db()
      .insert(events)
      .values(eventRow(101, 'Double Click Party', Date.now() + 2 * DAY, { capacity: 10 }))
    const answer = (value: string) => burst(() => postForm('/events/101', { answer: value }, racer.cookie))

    expectAnswers(await answer('attending'), [302])
    expect(await db().select({ status: eventRsvps.status }).from(eventRsvps).where(rsvpOf(101))).toEqual([{ status: 'attending' }])
    expect(await counts(101)).toEqual({ attending: 1, interested: 0, waitlisted: 0 })

    expectAnswers(await answer('interested'), [302])
    expect(await db().select({ status: eventRsvps.status }).from(eventRsvps).where(rsvpOf(101))).toEqual([{ status: 'interested' }])
    expect(await counts(101)).toEqual({ attending: 0, interested: 1, waitlisted: 0 })

    expectAnswers(await answer('none'), [302])
    expect(await rows(eventRsvps, rsvpOf(101))).toBe(0)
    expect(await counts(101)).toEqual({ attending: 0, interested: 0, waitlisted: 0 })

    // interested first, then going: the update path races too
    expectAnswers(await answer('interested'), [302])
    expectAnswers(await answer('attending'), [302])
    expect(await counts(101)).toEqual({ attending: 1, interested: 0, waitlisted: 0 })
  })

  it('the waitlist of a full event: one place in the line', async () => {
    await db()
      .insert(events)
      .values(eventRow(102, 'Full Brunch', Date.now() + 3 * DAY, { capacity: 1 }))
    expect((await postForm('/events/102', { answer: 'attending' }, other.cookie)).status).toBe(302)

    // going to a full event: refused each time, never a row
    expectAnswers(await burst(() => postForm('/events/102', { answer: 'attending' }, racer.cookie)), [409])
    expect(await rows(eventRsvps, rsvpOf(102))).toBe(0)

    expectAnswers(await burst(() => postForm('/events/102', { answer: 'waitlisted' }, racer.cookie)), [302])
    expect(await db().select({ status: eventRsvps.status }).from(eventRsvps).where(rsvpOf(102))).toEqual([{ status: 'waitlisted' }])
    expect(await counts(102)).toEqual({ attending: 1, interested: 0, waitlisted: 1 })
  })
})

describe('crews six times at once', () => {
  const memberRow = (groupId: string, userId: string) => and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))
  const memberCount = async (groupId: string) =>
    (await db().select({ n: communityGroups.memberCount }).from(communityGroups).where(eq(communityGroups.id, groupId)).get())?.n
  const notes = (userId: string, groupId: string, type: 'new_member' | 'join_request') =>
    rows(
      groupNotifications,
      and(eq(groupNotifications.userId, userId), eq(groupNotifications.groupId, groupId), eq(groupNotifications.notificationType, type)),
    )
  const intent = (groupId: string, who: Member, value: string, fields: Record<string, string> = {}) =>
    burst(() => postForm(`/groups/${groupId}`, { intent: value, ...fields }, who.cookie))

  it('create crews of one name at once (two tabs): no 5xx, each crew its own slug', async () => {
    const maker = await createMemberWithSession('Maker')
    const statuses = await burst(() =>
      postForm(
        '/groups/new',
        { name: 'Twin Tabs', description: 'Made twice at once.', category: 'social', visibility: 'public' },
        maker.cookie,
      ),
    )
    // five a day per member (CREW_LIMITS.perDay): the sixth is refused
    expectAnswers(statuses, [302, 429])
    const made = await db().select({ slug: communityGroups.slug }).from(communityGroups).where(eq(communityGroups.createdBy, maker.id))
    expect(made.length).toBe(statuses.filter((s) => s === 302).length)
    expect(new Set(made.map((crew) => crew.slug)).size).toBe(made.length)
  })

  it('join a public crew, then leave: one membership, member_count right, the leaders told once', async () => {
    const owner = await createMemberWithSession('Owner Pub')
    const joiner = await createMemberWithSession('Joiner Pub')
    await seedCrew('race-public', {}, owner.id)

    expectAnswers(await intent('race-public', joiner, 'join'), [302, 409])
    expect(await db().select({ status: groupMembers.status }).from(groupMembers).where(memberRow('race-public', joiner.id))).toEqual([
      { status: 'active' },
    ])
    expect(await memberCount('race-public')).toBe(2)
    expect(await notes(owner.id, 'race-public', 'new_member')).toBe(1)

    expectAnswers(await intent('race-public', joiner, 'leave'), [302, 403])
    expect(await rows(groupMembers, memberRow('race-public', joiner.id))).toBe(0)
    expect(await memberCount('race-public')).toBe(1)
  })

  it('ask to join a private crew, then withdraw: one request, the leaders told once', async () => {
    const owner = await createMemberWithSession('Owner Priv')
    const asker = await createMemberWithSession('Asker Priv')
    await seedCrew('race-private', { visibility: 'private', listed: true }, owner.id)

    expectAnswers(await intent('race-private', asker, 'join'), [302, 409])
    expect(await db().select({ status: groupMembers.status }).from(groupMembers).where(memberRow('race-private', asker.id))).toEqual([
      { status: 'pending' },
    ])
    expect(await memberCount('race-private')).toBe(1)
    expect(await notes(owner.id, 'race-private', 'join_request')).toBe(1)

    expectAnswers(await intent('race-private', asker, 'cancel'), [302, 404])
    expect(await rows(groupMembers, memberRow('race-private', asker.id))).toBe(0)
  })

  it('accept an invitation: one membership, the invitation answered', async () => {
    const owner = await createMemberWithSession('Owner Inv')
    const invitee = await createMemberWithSession('Invitee')
    await seedCrew('race-invite', { visibility: 'private', listed: false }, owner.id)
    const inviteId = crypto.randomUUID()
    await db()
      .insert(groupInvites)
      .values({ id: inviteId, groupId: 'race-invite', inviterId: owner.id, inviteeId: invitee.id, status: 'pending' })

    expectAnswers(await burst(() => postForm('/my-groups', { intent: 'acceptInvite', inviteId }, invitee.cookie)), [302, 409])
    expect(await db().select({ status: groupMembers.status }).from(groupMembers).where(memberRow('race-invite', invitee.id))).toEqual([
      { status: 'active' },
    ])
    expect(await memberCount('race-invite')).toBe(2)
    expect(await notes(owner.id, 'race-invite', 'new_member')).toBe(1)
    expect((await db().select({ status: groupInvites.status }).from(groupInvites).where(eq(groupInvites.id, inviteId)).get())?.status).toBe(
      'accepted',
    )
  })

  it('join through a link: one membership, one use of the link, the leaders told once', async () => {
    const owner = await createMemberWithSession('Owner Link')
    const joiner = await createMemberWithSession('Joiner Link')
    await seedCrew('race-link', { visibility: 'private', listed: false }, owner.id)
    const link = await createLinkInvite(db(), owner.id, 'race-link', { expiresInDays: 7, maxUses: 3 })
    if (!link.ok) throw new Error(link.code)

    expectAnswers(await burst(() => postForm(`/groups/join/${link.token}`, {}, joiner.cookie)), [302, 409])
    expect(await db().select({ status: groupMembers.status }).from(groupMembers).where(memberRow('race-link', joiner.id))).toEqual([
      { status: 'active' },
    ])
    expect(await memberCount('race-link')).toBe(2)
    expect(await notes(owner.id, 'race-link', 'new_member')).toBe(1)
    expect((await db().select({ n: groupInvites.useCount }).from(groupInvites).where(eq(groupInvites.id, link.id)).get())?.n).toBe(1)
  })

  it('invite a member: one invitation, told once', async () => {
    const owner = await createMemberWithSession('Owner Inviting')
    const guest = await createMemberWithSession('Guest')
    await seedCrew('race-inviting', {}, owner.id)

    expectAnswers(await intent('race-inviting', owner, 'invite', { userId: guest.id }), [302, 409])
    expect(await rows(groupInvites, and(eq(groupInvites.groupId, 'race-inviting'), eq(groupInvites.inviteeId, guest.id)))).toBe(1)
    expect(
      await rows(groupNotifications, and(eq(groupNotifications.userId, guest.id), eq(groupNotifications.notificationType, 'invite'))),
    ).toBe(1)
  })
})

describe('friend requests six times at once', () => {
  const pendingBetween = (from: string, to: string) =>
    rows(friendRequests, and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to), eq(friendRequests.status, 'pending')))
  const friends = (a: string, b: string) =>
    rows(
      friendships,
      a < b ? and(eq(friendships.userAId, a), eq(friendships.userBId, b)) : and(eq(friendships.userAId, b), eq(friendships.userBId, a)),
    )
  const told = (userId: string, kind: string) =>
    rows(notifications, and(eq(notifications.userId, userId), sql`json_extract(${notifications.metadata}, '$.kind') = ${kind}`))

  it('on /friends: send, then accept: one request, one friendship, each told once', async () => {
    const from = await createMemberWithSession('Sender Page')
    const to = await createMemberWithSession('Recipient Page')
    const act = (who: Member, intent: string, userId: string) => burst(() => postForm('/friends', { intent, userId }, who.cookie))

    expectAnswers(await act(from, 'request', to.id), [302, 409])
    expect(await pendingBetween(from.id, to.id)).toBe(1)
    expect(await told(to.id, 'friend_request')).toBe(1)

    expectAnswers(await act(to, 'accept', from.id), [302, 404])
    expect(await friends(from.id, to.id)).toBe(1)
    expect(await pendingBetween(from.id, to.id)).toBe(0)
    expect(await told(from.id, 'friend_accepted')).toBe(1)
  })

  it('on /friends: cancel and decline answer once', async () => {
    const from = await createMemberWithSession('Sender Cancel')
    const to = await createMemberWithSession('Recipient Decline')
    const act = (who: Member, intent: string, userId: string) => burst(() => postForm('/friends', { intent, userId }, who.cookie))

    expect((await postForm('/friends', { intent: 'request', userId: to.id }, from.cookie)).status).toBe(302)
    expectAnswers(await act(from, 'cancel', to.id), [302, 404])
    expect(await rows(friendRequests, and(eq(friendRequests.fromUserId, from.id), eq(friendRequests.status, 'cancelled')))).toBe(1)

    expect((await postForm('/friends', { intent: 'request', userId: to.id }, from.cookie)).status).toBe(302)
    expectAnswers(await act(to, 'decline', from.id), [302, 404])
    expect(await rows(friendRequests, and(eq(friendRequests.fromUserId, from.id), eq(friendRequests.status, 'declined')))).toBe(1)
    expect(await pendingBetween(from.id, to.id)).toBe(0)
  })

  it('on /api/friends: send, accept, cancel, decline', async () => {
    const from = await createMemberWithSession('Sender Api')
    const to = await createMemberWithSession('Recipient Api')
    const api = (who: Member, path: string, userId: string) => burst(() => json(`/api/friends${path}`, who.cookie, { userId }))

    expectAnswers(await api(from, '', to.id), [201, 409])
    expect(await pendingBetween(from.id, to.id)).toBe(1)
    expect(await told(to.id, 'friend_request')).toBe(1)
    expectAnswers(await api(from, '/cancel', to.id), [200, 404])
    expect(await pendingBetween(from.id, to.id)).toBe(0)

    expect((await json('/api/friends', from.cookie, { userId: to.id })).status).toBe(201)
    expectAnswers(await api(to, '/decline', from.id), [200, 404])
    expect(await pendingBetween(from.id, to.id)).toBe(0)

    expect((await json('/api/friends', from.cookie, { userId: to.id })).status).toBe(201)
    expectAnswers(await api(to, '/accept', from.id), [200, 404])
    expect(await friends(from.id, to.id)).toBe(1)
  })

  it('both ask each other at once: one friendship, no request left', async () => {
    const a = await createMemberWithSession('Mutual A')
    const b = await createMemberWithSession('Mutual B')
    const responses = await Promise.all(
      Array.from({ length: TIMES }, (_, k) =>
        k % 2 ? postForm('/friends', { intent: 'request', userId: b.id }, a.cookie) : json('/api/friends', b.cookie, { userId: a.id }),
      ),
    )
    expectAnswers(
      responses.map((r) => r.status),
      [200, 201, 302, 404, 409],
    )
    // whoever asked second accepted the other's request, as when they ask one after the other
    expect(await friends(a.id, b.id)).toBe(1)
    expect((await pendingBetween(a.id, b.id)) + (await pendingBetween(b.id, a.id))).toBe(0)
  })
})

describe('likes and favorites six times at once', () => {
  const likeCount = async (postId: string) =>
    (await db().select({ n: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, postId)).get())?.n

  it('like and unlike a post, on the page and through /api/feed: like_count right', async () => {
    const author = await createMemberWithSession('Author')
    const postId = await seedPost(author.id, 'public', 'Click me twice')
    const page = (intent: string) => burst(() => postForm(`/feed/${postId}`, { intent, redirectTo: '/feed' }, racer.cookie))
    const api = (path: string) => burst(() => call(`/api/feed/${postId}/${path}`, { method: 'POST', cookie: other.cookie }))

    expectAnswers(await page('like'), [303])
    expectAnswers(await api('like'), [200, 201])
    expect(await rows(postLikes, eq(postLikes.postId, postId))).toBe(2)
    expect(await likeCount(postId)).toBe(2)
    expect(await rows(notifications, eq(notifications.userId, author.id))).toBe(2)

    expectAnswers(await page('unlike'), [303])
    expectAnswers(await api('unlike'), [200])
    expect(await rows(postLikes, eq(postLikes.postId, postId))).toBe(0)
    expect(await likeCount(postId)).toBe(0)
  })

  it('save and remove a favorite, on /favorites and through /api/favorites: one row', async () => {
    await db()
      .insert(events)
      .values(eventRow(103, 'Favorite Night', Date.now() + 5 * DAY))
    const mine = (who: Member) => and(eq(favorites.userId, who.id), eq(favorites.targetType, 'event'), eq(favorites.targetId, '103'))
    const page = (intent: string) =>
      burst(() => postForm('/favorites', { intent, type: 'event', id: '103', redirectTo: '/events/103' }, racer.cookie))
    const api = (method: string) => burst(() => json('/api/favorites', other.cookie, { type: 'event', id: '103' }, method))

    expectAnswers(await page('add'), [302])
    expectAnswers(await api('POST'), [200, 201])
    expect(await rows(favorites, mine(racer))).toBe(1)
    expect(await rows(favorites, mine(other))).toBe(1)

    expectAnswers(await page('remove'), [302])
    expectAnswers(await api('DELETE'), [200])
    expect(await rows(favorites, eq(favorites.targetId, '103'))).toBe(0)
  })
})

describe('venue check-ins and reviews, blocks and reports six times at once', () => {
  it('a check-in is one row and one count; a review one row, counted once', async () => {
    const venueId = await seedVenue('race-bar')
    const counters = () =>
      db().select({ checkIns: venues.checkInCount, ratings: venues.ratingCount }).from(venues).where(eq(venues.id, venueId)).get()

    expectAnswers(await burst(() => postForm(`/venues/${venueId}/check-in`, { intent: 'checkIn' }, racer.cookie)), [200, 302, 409])
    expect(await rows(venueCheckIns, and(eq(venueCheckIns.venueId, venueId), eq(venueCheckIns.userId, racer.id)))).toBe(1)

    const review = { intent: 'save', rating: '4', body: 'A calm bar with a quiet corner.' }
    expectAnswers(await burst(() => postForm(`/venues/${venueId}/reviews`, review, racer.cookie)), [200, 302])
    expect(await rows(venueReviews, and(eq(venueReviews.venueId, venueId), eq(venueReviews.userId, racer.id)))).toBe(1)
    expect(await counters()).toEqual({ checkIns: 1, ratings: 1 })
  })

  it('a block is one row; a report about the same member one open report', async () => {
    const pest = await createMemberWithSession('Pest')
    const blocker = await createMemberWithSession('Blocker')
    const reporter = await createMemberWithSession('Reporter')

    expectAnswers(await burst(() => postForm(`/user/${pest.id}`, { intent: 'block', confirm: 'yes' }, blocker.cookie)), [302])
    expect(await rows(blocks, and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, pest.id)))).toBe(1)

    const report = { targetType: 'user', targetId: pest.id, reason: 'harassment', redirectTo: `/user/${pest.id}` }
    expectAnswers(await burst(() => postForm('/reports', report, reporter.cookie)), [303])
    expect(await rows(reports, and(eq(reports.reporterId, reporter.id), eq(reports.targetId, pest.id)))).toBe(1)
  })
})
