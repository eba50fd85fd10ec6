import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blocks,
  communityGroups,
  communityPosts,
  events,
  friendships,
  groupInvites,
  groupMembers,
  groupNotifications,
  profiles,
  type GroupNotificationType,
} from '~/db/schema'
import {
  actOnMember,
  answerInvite,
  answerJoinRequest,
  cancelJoinRequest,
  createLinkInvite,
  findLinkInvite,
  inviteToCrew,
  joinByLink,
  joinCrew,
  leaveCrew,
  revokeLinkInvite,
  setEmailMode,
} from '~/models/crews/membership.server'
import { createCrewPost } from '~/models/crews/posts.server'
import type { Notifier } from '~/models/notifications/notifications.server'
import { sha256Hex } from '~/utils/crypto'
import { env } from 'cloudflare:test'
import { createMemberWithSession, db, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * Crews (issue 18, membership): joining and requesting, answering requests, invitations by
 * member and by link (expiry, revocation, use limits), leaders' tools and their refusals, the
 * owner's handover, blocks, the email choice, crew posts and their notifications; the crew page,
 * its leaders' page, the link page and /my-groups through the real Worker (plain form posts),
 * and that a private crew's posts, events and members never reach a non-member.
 */
const notifier = (): Notifier => ({ db: db() })
type Member = { id: string; cookie: string }

async function member(name: string): Promise<Member> {
  const created = await createMemberWithSession(name)
  await db().update(profiles).set({ profileVisibility: 'members' }).where(eq(profiles.userId, created.id))
  return created
}
async function crew(id: string, values: Partial<typeof communityGroups.$inferInsert> = {}, owner?: string) {
  await db()
    .insert(communityGroups)
    .values({ id, slug: `${id}-slug`, name: `Crew ${id}`, description: `About ${id}`, visibility: 'public', ...values })
  if (owner) await db().insert(groupMembers).values({ groupId: id, userId: owner, role: 'owner', status: 'active' })
}
const rowOf = (groupId: string, userId: string) =>
  db()
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .get()
const notesOf = async (userId: string, groupId: string) =>
  (
    await db()
      .select()
      .from(groupNotifications)
      .where(and(eq(groupNotifications.userId, userId), eq(groupNotifications.groupId, groupId)))
  ).map((row) => row.notificationType as GroupNotificationType)
const countOf = async (groupId: string) =>
  (await db().select({ n: communityGroups.memberCount }).from(communityGroups).where(eq(communityGroups.id, groupId)).get())?.n

const post = postForm
const get = getPage

describe('joining and requests (model)', () => {
  it('joins a public crew at once; member_count follows; leaders hear of a new member', async () => {
    const owner = await member('Olga Owner')
    const ann = await member('Ann Joiner')
    await crew('pub-1', {}, owner.id)
    expect(await joinCrew(notifier(), ann.id, 'pub-1')).toEqual({ ok: true, outcome: 'joined', groupId: 'pub-1' })
    expect(await rowOf('pub-1', ann.id)).toMatchObject({ status: 'active', role: 'member', emailMode: 'digest' })
    expect(await countOf('pub-1')).toBe(2)
    expect(await joinCrew(notifier(), ann.id, 'pub-1')).toEqual({ ok: false, code: 'alreadyMember' })
    expect(await notesOf(owner.id, 'pub-1')).toEqual(['new_member'])
    expect(await leaveCrew(db(), ann.id, 'pub-1')).toMatchObject({ ok: true, outcome: 'left' })
    expect(await countOf('pub-1')).toBe(1)
    expect(await leaveCrew(db(), ann.id, 'pub-1')).toEqual({ ok: false, code: 'notMember' })
  })

  it('requests a private listed crew; leaders are told; accept notifies the requester, decline deletes', async () => {
    const owner = await member('Pia Owner')
    const admin = await member('Quinn Admin')
    const req = await member('Ray Requester')
    const req2 = await member('Sam Requester')
    await crew('priv-1', { visibility: 'private', listed: true }, owner.id)
    await db().insert(groupMembers).values({ groupId: 'priv-1', userId: admin.id, role: 'admin', status: 'active' })
    expect(await joinCrew(notifier(), req.id, 'priv-1')).toMatchObject({ ok: true, outcome: 'requested' })
    expect(await rowOf('priv-1', req.id)).toMatchObject({ status: 'pending' })
    expect(await countOf('priv-1')).toBe(2)
    expect(await joinCrew(notifier(), req.id, 'priv-1')).toEqual({ ok: false, code: 'alreadyPending' })
    expect(await notesOf(owner.id, 'priv-1')).toEqual(['join_request'])
    expect(await notesOf(admin.id, 'priv-1')).toEqual(['join_request'])
    // an ordinary member (or the requester) cannot answer
    expect(await answerJoinRequest(notifier(), req2.id, 'priv-1', req.id, true)).toEqual({ ok: false, code: 'forbidden' })
    expect(await answerJoinRequest(notifier(), admin.id, 'priv-1', req.id, true)).toMatchObject({ ok: true, outcome: 'accepted' })
    expect(await rowOf('priv-1', req.id)).toMatchObject({ status: 'active' })
    expect(await notesOf(req.id, 'priv-1')).toEqual(['request_accepted'])
    expect(await countOf('priv-1')).toBe(3)
    await joinCrew(notifier(), req2.id, 'priv-1')
    expect(await answerJoinRequest(notifier(), owner.id, 'priv-1', req2.id, false)).toMatchObject({ ok: true, outcome: 'declined' })
    expect(await rowOf('priv-1', req2.id)).toBeUndefined()
    expect(await answerJoinRequest(notifier(), owner.id, 'priv-1', req2.id, false)).toEqual({ ok: false, code: 'noRequest' })
    // cancel one's own request
    await joinCrew(notifier(), req2.id, 'priv-1')
    expect(await cancelJoinRequest(db(), req2.id, 'priv-1')).toMatchObject({ ok: true, outcome: 'cancelled' })
    expect(await cancelJoinRequest(db(), req2.id, 'priv-1')).toEqual({ ok: false, code: 'noRequest' })
  })

  it('an unlisted private crew, a hidden crew and an unknown id are notFound alike', async () => {
    const owner = await member('Tia Owner')
    const x = await member('Uma Outsider')
    await crew('priv-unlisted', { visibility: 'private', listed: false }, owner.id)
    await crew('pub-hidden', { hiddenAt: new Date(), hiddenReason: 'spam' }, owner.id)
    expect(await joinCrew(notifier(), x.id, 'priv-unlisted')).toEqual({ ok: false, code: 'notFound' })
    expect(await joinCrew(notifier(), x.id, 'pub-hidden')).toEqual({ ok: false, code: 'notFound' })
    expect(await joinCrew(notifier(), x.id, 'no-such-crew')).toEqual({ ok: false, code: 'notFound' })
  })
})

describe('leaders (model)', () => {
  it('promote, demote, remove, ban and unban: who may, and refusals for members and moderators', async () => {
    const owner = await member('Vic Owner')
    const admin = await member('Wren Admin')
    const mod = await member('Xan Moderator')
    const m1 = await member('Yul Member')
    const m2 = await member('Zed Member')
    await crew('lead-1', {}, owner.id)
    await db()
      .insert(groupMembers)
      .values([
        { groupId: 'lead-1', userId: admin.id, role: 'admin', status: 'active' },
        { groupId: 'lead-1', userId: mod.id, role: 'moderator', status: 'active' },
        { groupId: 'lead-1', userId: m1.id, role: 'member', status: 'active' },
        { groupId: 'lead-1', userId: m2.id, role: 'member', status: 'active' },
      ])
    for (const actor of [mod, m1])
      for (const action of ['promote', 'demote', 'remove', 'ban', 'transfer'] as const)
        expect(await actOnMember(db(), actor.id, 'lead-1', m2.id, action), `${action}`).toEqual({ ok: false, code: 'forbidden' })
    expect(await answerJoinRequest(notifier(), mod.id, 'lead-1', m2.id, true)).toEqual({ ok: false, code: 'forbidden' })
    expect(await createLinkInvite(db(), m1.id, 'lead-1', { expiresInDays: 7 })).toEqual({ ok: false, code: 'forbidden' })
    // an admin may not promote, nor touch another admin or the owner
    expect(await actOnMember(db(), admin.id, 'lead-1', m1.id, 'promote')).toEqual({ ok: false, code: 'forbidden' })
    expect(await actOnMember(db(), admin.id, 'lead-1', owner.id, 'remove')).toEqual({ ok: false, code: 'forbidden' })
    expect(await actOnMember(db(), owner.id, 'lead-1', m1.id, 'promote')).toMatchObject({ ok: true, outcome: 'promoted' })
    expect((await rowOf('lead-1', m1.id))?.role).toBe('admin')
    expect(await actOnMember(db(), admin.id, 'lead-1', m1.id, 'ban')).toEqual({ ok: false, code: 'forbidden' })
    expect(await actOnMember(db(), owner.id, 'lead-1', m1.id, 'demote')).toMatchObject({ ok: true, outcome: 'demoted' })
    expect((await rowOf('lead-1', m1.id))?.role).toBe('member')
    expect(await actOnMember(db(), admin.id, 'lead-1', m1.id, 'remove')).toMatchObject({ ok: true, outcome: 'removed' })
    expect(await rowOf('lead-1', m1.id)).toBeUndefined()
    expect(await actOnMember(db(), admin.id, 'lead-1', mod.id, 'ban')).toMatchObject({ ok: true, outcome: 'banned' })
    expect(await rowOf('lead-1', mod.id)).toMatchObject({ status: 'banned' })
    // banned: cannot rejoin, request or use a link
    expect(await joinCrew(notifier(), mod.id, 'lead-1')).toEqual({ ok: false, code: 'banned' })
    const link = await createLinkInvite(db(), admin.id, 'lead-1', { expiresInDays: 1 })
    if (!link.ok) throw new Error('no link')
    expect(await joinByLink(notifier(), mod.id, link.token)).toEqual({ ok: false, code: 'banned' })
    expect(await actOnMember(db(), admin.id, 'lead-1', mod.id, 'unban')).toMatchObject({ ok: true, outcome: 'unbanned' })
    expect(await joinCrew(notifier(), mod.id, 'lead-1')).toMatchObject({ ok: true, outcome: 'joined' })
    expect(await actOnMember(db(), owner.id, 'lead-1', owner.id, 'remove')).toEqual({ ok: false, code: 'self' })
  })

  it('the owner hands ownership over before leaving and becomes an admin', async () => {
    const owner = await member('Abe Owner')
    const heir = await member('Bea Heir')
    const stranger = await member('Cy Stranger')
    await crew('own-1', {}, owner.id)
    await joinCrew(notifier(), heir.id, 'own-1')
    expect(await leaveCrew(db(), owner.id, 'own-1')).toEqual({ ok: false, code: 'ownerMustTransfer' })
    expect(await actOnMember(db(), owner.id, 'own-1', stranger.id, 'transfer')).toEqual({ ok: false, code: 'notMember' })
    expect(await actOnMember(db(), heir.id, 'own-1', owner.id, 'transfer')).toEqual({ ok: false, code: 'forbidden' })
    expect(await actOnMember(db(), owner.id, 'own-1', heir.id, 'transfer')).toMatchObject({ ok: true, outcome: 'transferred' })
    expect((await rowOf('own-1', heir.id))?.role).toBe('owner')
    expect((await rowOf('own-1', owner.id))?.role).toBe('admin')
    expect(await leaveCrew(db(), owner.id, 'own-1')).toMatchObject({ ok: true, outcome: 'left' })
  })

  it('the email choice: members only', async () => {
    const owner = await member('Dee Owner')
    const x = await member('Eve Outsider')
    await crew('mail-1', {}, owner.id)
    expect(await setEmailMode(db(), owner.id, 'mail-1', 'none')).toMatchObject({ ok: true, outcome: 'emailSaved' })
    expect((await rowOf('mail-1', owner.id))?.emailMode).toBe('none')
    expect(await setEmailMode(db(), x.id, 'mail-1', 'each')).toEqual({ ok: false, code: 'notMember' })
  })
})

describe('invitations (model)', () => {
  it('a member invites a friend to a private unlisted crew; the invitee sees it and accepts or declines', async () => {
    const owner = await member('Fox Owner')
    const friend = await member('Gus Friend')
    const other = await member('Hana Other')
    const outsider = await member('Ike Outsider')
    await crew('inv-1', { visibility: 'private', listed: false }, owner.id)
    expect(await inviteToCrew(notifier(), outsider.id, 'inv-1', friend.id)).toEqual({ ok: false, code: 'notMember' })
    expect(await inviteToCrew(notifier(), owner.id, 'inv-1', owner.id)).toEqual({ ok: false, code: 'self' })
    expect(await inviteToCrew(notifier(), owner.id, 'inv-1', friend.id)).toMatchObject({ ok: true, outcome: 'invited' })
    expect(await inviteToCrew(notifier(), owner.id, 'inv-1', friend.id)).toEqual({ ok: false, code: 'alreadyInvited' })
    expect(await notesOf(friend.id, 'inv-1')).toEqual(['invite'])
    const invite = await db().select().from(groupInvites).where(eq(groupInvites.inviteeId, friend.id)).get()
    // only the invitee answers
    expect(await answerInvite(notifier(), other.id, invite!.id, true)).toEqual({ ok: false, code: 'inviteNotFound' })
    expect(await answerInvite(notifier(), friend.id, invite!.id, true)).toMatchObject({ ok: true, outcome: 'inviteAccepted' })
    expect(await rowOf('inv-1', friend.id)).toMatchObject({ status: 'active' })
    expect(await inviteToCrew(notifier(), friend.id, 'inv-1', owner.id)).toEqual({ ok: false, code: 'alreadyMember' })
    await inviteToCrew(notifier(), friend.id, 'inv-1', other.id)
    const second = await db().select().from(groupInvites).where(eq(groupInvites.inviteeId, other.id)).get()
    expect(await answerInvite(notifier(), other.id, second!.id, false)).toMatchObject({ ok: true, outcome: 'inviteDeclined' })
    expect(await rowOf('inv-1', other.id)).toBeUndefined()
    expect(await answerInvite(notifier(), other.id, second!.id, true)).toEqual({ ok: false, code: 'inviteNotFound' })
  })

  it('a crew staff hid takes no invitations, links or posts, even from its members', async () => {
    const owner = await member('Hid Owner')
    const friend = await member('Hid Friend')
    await crew('hid-1', { hiddenAt: new Date(), hiddenReason: 'spam' }, owner.id)
    expect(await inviteToCrew(notifier(), owner.id, 'hid-1', friend.id)).toEqual({ ok: false, code: 'notFound' })
    expect(await createLinkInvite(db(), owner.id, 'hid-1', { expiresInDays: 7 })).toEqual({ ok: false, code: 'notFound' })
    expect(await createCrewPost(notifier(), env.MEDIA, owner.id, 'hid-1', { content: 'still here?' })).toEqual({
      ok: false,
      code: 'notFound',
    })
  })

  it('an expired invitation is refused', async () => {
    const owner = await member('Jax Owner')
    const guest = await member('Kim Guest')
    await crew('inv-2', { visibility: 'private', listed: false }, owner.id)
    await inviteToCrew(notifier(), owner.id, 'inv-2', guest.id, Date.now() - 40 * 24 * 3600 * 1000)
    const invite = await db().select().from(groupInvites).where(eq(groupInvites.inviteeId, guest.id)).get()
    expect(await answerInvite(notifier(), guest.id, invite!.id, true)).toEqual({ ok: false, code: 'inviteExpired' })
    expect(await joinCrew(notifier(), guest.id, 'inv-2')).toEqual({ ok: false, code: 'notFound' })
  })

  it('blocked members cannot invite each other, either way', async () => {
    const owner = await member('Lee Owner')
    const blocker = await member('Mo Blocker')
    const blocked = await member('Nia Blocked')
    await crew('inv-3', {}, owner.id)
    await joinCrew(notifier(), blocker.id, 'inv-3')
    await joinCrew(notifier(), blocked.id, 'inv-3')
    await actOnMember(db(), owner.id, 'inv-3', blocked.id, 'remove')
    await db().insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id })
    expect(await inviteToCrew(notifier(), blocker.id, 'inv-3', blocked.id)).toEqual({ ok: false, code: 'cannotInvite' })
    await actOnMember(db(), owner.id, 'inv-3', blocker.id, 'remove')
    await joinCrew(notifier(), blocked.id, 'inv-3')
    expect(await inviteToCrew(notifier(), blocked.id, 'inv-3', blocker.id)).toEqual({ ok: false, code: 'cannotInvite' })
    expect(await db().select().from(groupInvites).where(eq(groupInvites.groupId, 'inv-3'))).toEqual([])
  })

  it('link invites: only the hash stored; expiry, revocation and use limits refused; use_count counted', async () => {
    const owner = await member('Oz Owner')
    const [a, b, c] = [await member('Pat Linked'), await member('Quin Linked'), await member('Rue Linked')]
    await crew('link-1', { visibility: 'private', listed: false }, owner.id)
    const link = await createLinkInvite(db(), owner.id, 'link-1', { expiresInDays: 7, maxUses: 2 })
    if (!link.ok) throw new Error('no link')
    const stored = await db().select().from(groupInvites).where(eq(groupInvites.id, link.id)).get()
    expect(stored!.tokenHash).toBe(await sha256Hex(link.token))
    expect(JSON.stringify(stored)).not.toContain(link.token)
    expect(await findLinkInvite(db(), link.token)).toMatchObject({ groupId: 'link-1', state: 'ok' })
    expect(await joinByLink(notifier(), a.id, link.token)).toMatchObject({ ok: true, outcome: 'joined' })
    expect(await joinByLink(notifier(), a.id, link.token)).toEqual({ ok: false, code: 'alreadyMember' })
    expect(await joinByLink(notifier(), b.id, link.token)).toMatchObject({ ok: true, outcome: 'joined' })
    expect(await joinByLink(notifier(), c.id, link.token)).toEqual({ ok: false, code: 'inviteUsedUp' })
    expect((await db().select().from(groupInvites).where(eq(groupInvites.id, link.id)).get())!.useCount).toBe(2)
    expect(await notesOf(owner.id, 'link-1')).toEqual(['new_member', 'new_member'])

    const expiring = await createLinkInvite(db(), owner.id, 'link-1', { expiresInDays: 1 }, Date.now() - 2 * 24 * 3600 * 1000)
    if (!expiring.ok) throw new Error('no link')
    expect(await joinByLink(notifier(), c.id, expiring.token)).toEqual({ ok: false, code: 'inviteExpired' })

    const revoked = await createLinkInvite(db(), owner.id, 'link-1', { expiresInDays: 30 })
    if (!revoked.ok) throw new Error('no link')
    expect(await revokeLinkInvite(db(), a.id, 'link-1', revoked.id)).toEqual({ ok: false, code: 'forbidden' })
    expect(await revokeLinkInvite(db(), owner.id, 'link-1', revoked.id)).toMatchObject({ ok: true, outcome: 'linkRevoked' })
    expect(await joinByLink(notifier(), c.id, revoked.token)).toEqual({ ok: false, code: 'inviteRevoked' })
    expect(await joinByLink(notifier(), c.id, 'x'.repeat(43))).toEqual({ ok: false, code: 'inviteNotFound' })
    expect(await rowOf('link-1', c.id)).toBeUndefined()
  })

  it('concurrent uses of a one-use link admit exactly one member', async () => {
    const owner = await member('Sia Owner')
    const racers = await Promise.all([1, 2, 3, 4].map((n) => member(`Racer ${n}`)))
    await crew('link-2', {}, owner.id)
    const link = await createLinkInvite(db(), owner.id, 'link-2', { expiresInDays: 1, maxUses: 1 })
    if (!link.ok) throw new Error('no link')
    const results = await Promise.all(racers.map((r) => joinByLink(notifier(), r.id, link.token)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect((await db().select().from(groupInvites).where(eq(groupInvites.id, link.id)).get())!.useCount).toBe(1)
  })
})

describe('crew posts (model)', () => {
  it('only active members post; others get new_post, mentioned crew members a mention', async () => {
    const owner = await member('Tad Owner')
    const mate = await member('Una Mate')
    const named = await member('Vera Named')
    const pending = await member('Wes Pending')
    await crew('post-1', { visibility: 'private', listed: true }, owner.id)
    await db()
      .insert(groupMembers)
      .values([
        { groupId: 'post-1', userId: mate.id, role: 'member', status: 'active' },
        { groupId: 'post-1', userId: named.id, role: 'member', status: 'active' },
        { groupId: 'post-1', userId: pending.id, role: 'member', status: 'pending' },
      ])
    const bucket = env.MEDIA
    expect(await createCrewPost(notifier(), bucket, pending.id, 'post-1', { content: 'hello' })).toEqual({ ok: false, code: 'notMember' })
    const made = await createCrewPost(notifier(), bucket, owner.id, 'post-1', { content: 'Welcome @Vera Named!' })
    expect(made).toMatchObject({ ok: true, outcome: 'posted' })
    const row = await db().select().from(communityPosts).where(eq(communityPosts.id, made.postId!)).get()
    expect(row).toMatchObject({ visibility: 'group', groupId: 'post-1' })
    expect(await notesOf(mate.id, 'post-1')).toEqual(['new_post'])
    expect(await notesOf(named.id, 'post-1')).toEqual(['mention'])
    expect(await notesOf(pending.id, 'post-1')).toEqual([])
    expect(await notesOf(owner.id, 'post-1')).toEqual([])
  })
})

describe('pages', () => {
  const secret = 'PRIVATE-CANARY'
  let owner: Member
  let outsider: Member
  let mate: Member
  beforeAll(async () => {
    owner = await member('Page Owner')
    outsider = await member('Page Outsider')
    mate = await member('Page Mate')
    await crew('page-priv', { visibility: 'private', listed: true, name: 'Listed Secret Crew', description: 'Teaser text' }, owner.id)
    await crew('page-unlisted', { visibility: 'private', listed: false, name: 'Unlisted Crew' }, owner.id)
    await crew('page-pub', { name: 'Open Crew' }, owner.id)
    await db().insert(groupMembers).values({ groupId: 'page-priv', userId: mate.id, role: 'member', status: 'active' })
    await db()
      .insert(communityPosts)
      .values({ id: 'priv-post', userId: owner.id, content: `${secret} post`, visibility: 'group', groupId: 'page-priv' })
    await db()
      .insert(events)
      .values({
        id: 9901,
        slug: 'priv-crew-event',
        title: `${secret} event`,
        startsAt: new Date(Date.now() + 86_400_000),
        timezone: 'Europe/Berlin',
        status: 'published',
        groupId: 'page-priv',
      })
    await db()
      .update(profiles)
      .set({ displayName: `${secret} Mate` })
      .where(eq(profiles.userId, mate.id))
    const [a, b] = owner.id < outsider.id ? [owner.id, outsider.id] : [outsider.id, owner.id]
    await db().insert(friendships).values({ userAId: a, userBId: b })
  })

  it('a private listed crew shows a non-member its teaser only; members see posts, events and members', async () => {
    for (const cookie of [undefined, outsider.cookie]) {
      const res = await get('/groups/page-priv', cookie)
      expect(res.status).toBe(200)
      const html = withoutPageTexts(await res.text())
      expect(html).toContain('Listed Secret Crew')
      expect(html).toContain('Teaser text')
      expect(html).not.toContain(secret)
      expect(html).toContain(cookie ? 'Request to join' : 'Sign in to join')
    }
    const html = withoutPageTexts(await (await get('/groups/page-priv', mate.cookie)).text())
    expect(html).toContain(`${secret} post`)
    expect(html).toContain(`${secret} event`)
    expect(html).toContain(`${secret} Mate`)
  })

  it('an unlisted private crew, a hidden one and an unknown id answer the same 404; a slug redirects', async () => {
    await crew('page-hidden', { hiddenAt: new Date(), name: 'Hidden Crew' }, owner.id)
    const bodies = await Promise.all(
      ['/groups/page-unlisted', '/groups/page-hidden', '/groups/no-such-crew'].map(async (path) => {
        const res = await get(path, outsider.cookie)
        expect(res.status, path).toBe(404)
        // the CSP nonce is the one difference each answer has, besides its own address
        return (await res.text()).replace(/nonce="[^"]*"/g, '').replaceAll(path, '/groups/X')
      }),
    )
    expect(new Set(bodies).size).toBe(1)
    const slug = await get('/groups/page-pub-slug', outsider.cookie)
    expect(slug.status).toBe(302)
    expect(slug.headers.get('Location')).toBe('/groups/page-pub')
    // an unlisted crew's slug does not redirect either
    expect((await get('/groups/page-unlisted-slug', outsider.cookie)).status).toBe(404)
  })

  it('join and request by plain form posts; refusals answer their status', async () => {
    const joined = await post('/groups/page-pub', { intent: 'join', redirectTo: '/groups/page-pub' }, outsider.cookie)
    expect(joined.status).toBe(302)
    expect(joined.headers.get('Location')).toBe('/groups/page-pub')
    expect(await rowOf('page-pub', outsider.id)).toMatchObject({ status: 'active' })
    const again = await post('/groups/page-pub', { intent: 'join' }, outsider.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Already a member of this crew.')
    expect((await post('/groups/page-priv', { intent: 'join' }, outsider.cookie)).status).toBe(302)
    expect(await rowOf('page-priv', outsider.id)).toMatchObject({ status: 'pending' })
    // a member's leader action is refused
    const refused = await post('/groups/page-priv', { intent: 'accept', userId: outsider.id }, mate.cookie)
    expect(refused.status).toBe(403)
    expect((await get('/groups/page-priv/manage', mate.cookie)).status).toBe(403)
    expect((await get('/groups/page-unlisted/manage', outsider.cookie)).status).toBe(404)
    // the leader's page lists the request and accepts it
    const manage = withoutPageTexts(await (await get('/groups/page-priv/manage', owner.cookie)).text())
    expect(manage).toContain('Requests to join')
    expect(manage).toContain('Page Outsider')
    expect((await post('/groups/page-priv/manage', { intent: 'accept', userId: outsider.id }, owner.cookie)).status).toBe(302)
    expect(await rowOf('page-priv', outsider.id)).toMatchObject({ status: 'active' })
    // a visitor is sent to sign in
    const visitor = await post('/groups/page-pub', { intent: 'join' })
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    // bad input
    expect((await post('/groups/page-pub', { intent: 'nonsense' }, outsider.cookie)).status).toBe(400)
    expect((await post('/groups/page-pub', { intent: 'emailMode', emailMode: 'hourly' }, outsider.cookie)).status).toBe(400)
    expect((await post('/groups/page-pub', { intent: 'emailMode', emailMode: 'each' }, outsider.cookie)).status).toBe(302)
    expect((await rowOf('page-pub', outsider.id))?.emailMode).toBe('each')
  })

  it('a crew post from the page: a group post, shown to members only', async () => {
    const res = await post('/groups/page-priv', { intent: 'post', content: 'From the crew page' }, mate.cookie)
    expect(res.status).toBe(302)
    const row = await db().select().from(communityPosts).where(eq(communityPosts.content, 'From the crew page')).get()
    expect(row).toMatchObject({ visibility: 'group', groupId: 'page-priv' })
    expect((await post('/groups/page-priv', { intent: 'post', content: '' }, mate.cookie)).status).toBe(400)
    expect((await post('/groups/page-unlisted', { intent: 'post', content: 'sneaky' }, mate.cookie)).status).toBe(403)
    expect(withoutPageTexts(await (await get('/groups/page-priv')).text())).not.toContain('From the crew page')
  })

  it('a link invite: the token shown once, the link page shows the teaser and joins', async () => {
    const created = await post('/groups/page-unlisted/manage', { intent: 'createLink', expiresInDays: '7', maxUses: '1' }, owner.cookie)
    expect(created.status).toBe(200)
    const html = await created.text()
    const url = /https:\/\/haven\.test\/groups\/join\/([A-Za-z0-9_-]+)/.exec(html)
    expect(url).not.toBeNull()
    const token = url![1]!
    expect((await post('/groups/page-unlisted/manage', { intent: 'createLink', expiresInDays: '3' }, owner.cookie)).status).toBe(400)
    const page = await get(`/groups/join/${token}`)
    expect(page.status).toBe(200)
    expect(withoutPageTexts(await page.text())).toContain('Unlisted Crew')
    const joined = await post(`/groups/join/${token}`, {}, outsider.cookie)
    expect(joined.status).toBe(302)
    expect(joined.headers.get('Location')).toBe('/groups/page-unlisted')
    const usedUp = await post(`/groups/join/${token}`, {}, mate.cookie)
    expect(usedUp.status).toBe(410)
    expect(await usedUp.text()).toContain('This invite link has been used as often as allowed.')
    expect((await get(`/groups/join/${'y'.repeat(43)}`)).status).toBe(404)
  })

  it('/my-groups: members only; crews with role, requests and invitations, answered by form', async () => {
    const visitor = await get('/my-groups')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth/)
    const guest = await member('My Guest')
    await crew('my-pub', { name: 'Invite Crew' }, owner.id)
    await crew('my-priv', { visibility: 'private', listed: true, name: 'Waiting Crew' }, owner.id)
    await joinCrew(notifier(), guest.id, 'my-priv')
    await joinCrew(notifier(), guest.id, 'page-pub')
    const [a, b] = owner.id < guest.id ? [owner.id, guest.id] : [guest.id, owner.id]
    await db().insert(friendships).values({ userAId: a, userBId: b })
    expect(await inviteToCrew(notifier(), owner.id, 'my-pub', guest.id)).toMatchObject({ ok: true })
    const html = withoutPageTexts(await (await get('/my-groups', guest.cookie)).text())
    expect(html).toContain('Invite Crew')
    expect(html).toContain('Waiting Crew')
    expect(html).toContain('Open Crew')
    const invite = await db().select().from(groupInvites).where(eq(groupInvites.inviteeId, guest.id)).get()
    const accepted = await post('/my-groups', { intent: 'acceptInvite', inviteId: invite!.id }, guest.cookie)
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe('/groups/my-pub')
    expect(await rowOf('my-pub', guest.id)).toMatchObject({ status: 'active' })
    expect((await post('/my-groups', { intent: 'cancel', groupId: 'my-priv', redirectTo: '/my-groups' }, guest.cookie)).status).toBe(302)
    expect(await rowOf('my-priv', guest.id)).toBeUndefined()
  })

  it('the invite form on the crew page invites a friend; a blocked friend is refused', async () => {
    const res = await post('/groups/page-pub', { intent: 'invite', userId: outsider.id }, owner.cookie)
    // outsider already joined page-pub above
    expect(res.status).toBe(409)
    const pal = await member('Pal Friend')
    const [a, b] = owner.id < pal.id ? [owner.id, pal.id] : [pal.id, owner.id]
    await db().insert(friendships).values({ userAId: a, userBId: b })
    await db().insert(blocks).values({ blockerId: pal.id, blockedId: owner.id })
    const blocked = await post('/groups/page-pub', { intent: 'invite', userId: pal.id }, owner.cookie)
    expect(blocked.status).toBe(403)
    expect(await blocked.text()).toContain('You cannot invite this member.')
  })
})

describe('the invite page (/groups/{id}/invite)', () => {
  let lead: Member
  let zoe: Member
  let zack: Member
  let inCrew: Member
  let banned: Member
  let stranger: Member
  const befriend = async (x: Member, y: Member) => {
    const [a, b] = x.id < y.id ? [x.id, y.id] : [y.id, x.id]
    await db().insert(friendships).values({ userAId: a, userBId: b })
  }
  beforeAll(async () => {
    lead = await member('Invite Lead')
    zoe = await member('Zoë Quill')
    zack = await member('Zack Quill')
    inCrew = await member('Already Quill')
    banned = await member('Banned Quill')
    stranger = await member('Stranger Quill')
    await crew('inv-pub', { name: 'Quill Crew' }, lead.id)
    await crew('inv-other', { name: 'Other Crew' }, stranger.id)
    await crew('inv-secret', { visibility: 'private', listed: false, name: 'Secret Quill Crew' }, stranger.id)
    await db()
      .insert(groupMembers)
      .values([
        { groupId: 'inv-pub', userId: inCrew.id, role: 'member', status: 'active' },
        { groupId: 'inv-pub', userId: banned.id, role: 'member', status: 'banned' },
      ])
    for (const friend of [zoe, zack, inCrew, banned]) await befriend(lead, friend)
  })

  it('lists the friends not in the crew, finds them by name, and invites with one button', async () => {
    const html = withoutPageTexts(await (await get('/groups/inv-pub/invite', lead.cookie)).text())
    expect(html).toContain('Invite friends to Quill Crew')
    expect(html).toContain('2 friends to invite')
    expect(html).toContain('Zoë Quill')
    expect(html).toContain('Zack Quill')
    // a member of the crew, a banned member and a member who is no friend are not offered
    expect(html).not.toContain('Already Quill')
    expect(html).not.toContain('Banned Quill')
    expect(html).not.toContain('Stranger Quill')
    // by name: the start of a word, case and accents aside
    const found = withoutPageTexts(await (await get('/groups/inv-pub/invite?q=zoe', lead.cookie)).text())
    expect(found).toContain('Zoë Quill')
    expect(found).not.toContain('Zack Quill')
    expect(withoutPageTexts(await (await get('/groups/inv-pub/invite?q=nobody', lead.cookie)).text())).toContain(
      'None of your friends to invite is called “nobody”.',
    )
    // one button each: it comes back here with a toast, and the friend shows as invited
    const back = '/groups/inv-pub/invite?q=zoe'
    const sent = await post('/groups/inv-pub/invite', { intent: 'invite', userId: zoe.id, redirectTo: back }, lead.cookie)
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(back)
    expect(await notesOf(zoe.id, 'inv-pub')).toEqual(['invite'])
    const after = withoutPageTexts(await (await get(back, lead.cookie)).text())
    expect(after).toContain('Invited')
    expect(after).not.toContain('Invite Zoë Quill')
    // twice: a clear conflict, said on the page, and no second invitation
    const again = await post('/groups/inv-pub/invite', { intent: 'invite', userId: zoe.id, redirectTo: back }, lead.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This member already has an invitation to this crew.')
    expect(await db().select().from(groupInvites).where(eq(groupInvites.inviteeId, zoe.id))).toHaveLength(1)
  })

  it('takes the invitation only, and only from an active member of a crew they may see', async () => {
    // another crew intent is not this page's
    expect((await post('/groups/inv-pub/invite', { intent: 'leave' }, lead.cookie)).status).toBe(400)
    expect(await rowOf('inv-pub', lead.id)).toMatchObject({ status: 'active', role: 'owner' })
    expect((await post('/groups/inv-pub/invite', { intent: 'invite', userId: '' }, lead.cookie)).status).toBe(400)
    // a visitor signs in first
    const visitor = await get('/groups/inv-pub/invite')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    // not a member: 403 (a crew they may see), 404 (an unlisted private crew, like an unknown one)
    expect((await get('/groups/inv-other/invite', lead.cookie)).status).toBe(403)
    expect((await get('/groups/inv-secret/invite', lead.cookie)).status).toBe(404)
    expect((await get('/groups/no-such-crew/invite', lead.cookie)).status).toBe(404)
    expect((await post('/groups/inv-other/invite', { intent: 'invite', userId: zack.id }, lead.cookie)).status).toBe(403)
    // the crew page links here instead of listing every friend
    const crewPage = withoutPageTexts(await (await get('/groups/inv-pub', lead.cookie)).text())
    expect(crewPage).toContain('href="/groups/inv-pub/invite"')
    expect(crewPage).not.toContain('Zack Quill')
  })
})
