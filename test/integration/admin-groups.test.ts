import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { communityGroups, groupMembers, notifications, staffAuditLog, userRoles } from '~/db/schema'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/groups through the real Worker and D1: visitors and members are refused on the page and
 * on the action; a moderator finds crews by name, opens one, hides it with a reason and shows it
 * again, transfers its ownership to another active member, and deletes it (its active members
 * are told); every decision is audited; bad input is refused with its translated reason.
 */
const CREW = 'admin-crew'
const DOOMED = 'admin-doomed'
const COVER = `crews/${crypto.randomUUID()}/${crypto.randomUUID()}.png`
const indexed = async (id: string) => (await db().all(sql`SELECT 1 FROM search_index WHERE type = 'group' AND ref_id = ${id}`)).length

let moderator: { id: string; cookie: string }
let member: { id: string; cookie: string }
let owner: { id: string; cookie: string }
let second: { id: string; cookie: string }
let pending: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  member = await createMemberWithSession('Plain Member')
  owner = await createMemberWithSession('Olga Owner')
  second = await createMemberWithSession('Sam Second')
  pending = await createMemberWithSession('Pat Pending')
  await d.insert(communityGroups).values([
    { id: CREW, slug: 'admin-crew', name: 'Moonlight Hikers', visibility: 'public', createdBy: owner.id },
    { id: DOOMED, slug: 'admin-doomed', name: 'Spam Crew', visibility: 'private', createdBy: owner.id, imageUrl: `/media/${COVER}` },
  ])
  await d.insert(groupMembers).values([
    { groupId: CREW, userId: owner.id, role: 'owner' },
    { groupId: CREW, userId: second.id, role: 'member' },
    { groupId: CREW, userId: pending.id, role: 'member', status: 'pending' },
    { groupId: DOOMED, userId: owner.id, role: 'owner' },
    { groupId: DOOMED, userId: second.id, role: 'member' },
    { groupId: DOOMED, userId: pending.id, role: 'member', status: 'pending' },
  ])
})

const html = async (path: string, cookie?: string) => {
  const response = await getPage(path, cookie)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
const post = (fields: Record<string, string>, cookie?: string) => postForm('/admin/groups', fields, cookie)
const crew = async (id: string) => db().select().from(communityGroups).where(eq(communityGroups.id, id)).get()
const role = async (groupId: string, userId: string) =>
  (
    await db()
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .get()
  )?.role
const audited = async (eventType: string, groupId: string) =>
  await db()
    .select({ actorId: staffAuditLog.actorId, before: staffAuditLog.before, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, eventType), eq(staffAuditLog.targetType, 'group'), eq(staffAuditLog.targetId, groupId)))

describe('who may manage crews', () => {
  it('sends visitors to sign in and members away, on the page and on the action', async () => {
    const visitor = await getPage('/admin/groups')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin%2Fgroups')
    const page = await getPage('/admin/groups', member.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/')
    expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })
    const attempts: Record<string, string>[] = [
      { intent: 'hide', groupId: CREW, reason: 'Says a member' },
      { intent: 'transfer', groupId: CREW, userId: member.id },
      { intent: 'delete', groupId: CREW, confirm: 'yes' },
    ]
    for (const fields of attempts) {
      // even the crew's owner is no staff
      for (const cookie of [member.cookie, owner.cookie]) {
        const res = await post(fields, cookie)
        expect(res.status).toBe(302)
        expect(res.headers.get('Location')).toBe('/')
      }
    }
    expect((await crew(CREW))!.hiddenAt).toBeNull()
    expect(await role(CREW, owner.id)).toBe('owner')
  })
})

describe('a moderator', () => {
  it('finds crews by name and opens one', async () => {
    const list = await html('/admin/groups?q=moonlight', moderator.cookie)
    expect(list).toContain('Manage Moonlight Hikers')
    expect(list).not.toContain('Manage Spam Crew')
    const one = await html(`/admin/groups?group=${CREW}`, moderator.cookie)
    expect(one).toContain('Olga Owner')
    expect(one).toContain('Transfer ownership')
    // the pending member is no candidate
    expect(one).toContain(`value="${second.id}"`)
    expect(one).not.toContain(`value="${pending.id}"`)
  })

  it('hides a crew with a reason and shows it again, audited', async () => {
    await syncSearchEntry(db(), 'group', CREW)
    expect(await indexed(CREW)).toBe(1)
    const refused = await post({ intent: 'hide', groupId: CREW, reason: ' ' }, moderator.cookie)
    expect(refused.status).toBe(400)
    expect(withoutPageTexts(await refused.text())).toContain('Give a reason of at least 3 characters.')

    const hidden = await post({ intent: 'hide', groupId: CREW, reason: 'Hate speech in posts' }, moderator.cookie)
    expect(hidden.status).toBe(302)
    expect(hidden.headers.get('Location')).toBe(`/admin/groups?group=${CREW}`)
    expect(flashToast(hidden)).toMatchObject({ titleKey: 'admin:groups.toasts.hidden', values: { name: 'Moonlight Hikers' } })
    expect(await crew(CREW)).toMatchObject({ hiddenBy: moderator.id, hiddenReason: 'Hate speech in posts' })
    expect((await crew(CREW))!.hiddenAt).not.toBeNull()
    // out of /search at once
    expect(await indexed(CREW)).toBe(0)
    expect(await audited('CREW_HIDDEN', CREW)).toEqual([
      { actorId: moderator.id, before: { hidden: false }, after: { hidden: true, reason: 'Hate speech in posts' } },
    ])
    // again: nothing to change, no second audit row
    expect((await post({ intent: 'hide', groupId: CREW, reason: 'Again' }, moderator.cookie)).status).toBe(409)
    expect(await audited('CREW_HIDDEN', CREW)).toHaveLength(1)

    const shown = await post({ intent: 'unhide', groupId: CREW }, moderator.cookie)
    expect(shown.status).toBe(302)
    expect(await crew(CREW)).toMatchObject({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
    expect(await audited('CREW_UNHIDDEN', CREW)).toHaveLength(1)
    expect(await indexed(CREW)).toBe(1)
    expect((await post({ intent: 'hide', groupId: 'nope', reason: 'Whatever' }, moderator.cookie)).status).toBe(404)
  })

  it('transfers ownership to an active member only, audited', async () => {
    expect((await post({ intent: 'transfer', groupId: CREW, userId: pending.id }, moderator.cookie)).status).toBe(409)
    expect((await post({ intent: 'transfer', groupId: CREW, userId: member.id }, moderator.cookie)).status).toBe(409)
    expect((await post({ intent: 'transfer', groupId: CREW, userId: owner.id }, moderator.cookie)).status).toBe(409)
    const done = await post({ intent: 'transfer', groupId: CREW, userId: second.id }, moderator.cookie)
    expect(done.status).toBe(302)
    expect(flashToast(done)).toMatchObject({ titleKey: 'admin:groups.toasts.transferred' })
    expect(await role(CREW, second.id)).toBe('owner')
    expect(await role(CREW, owner.id)).toBe('admin')
    expect(await audited('CREW_OWNER_TRANSFERRED', CREW)).toEqual([
      { actorId: moderator.id, before: { ownerId: owner.id }, after: { ownerId: second.id } },
    ])
  })

  it('deletes a crew after confirmation and tells its active members, audited', async () => {
    await env.MEDIA.put(COVER, new Uint8Array([137, 80, 78, 71]))
    const unconfirmed = await post({ intent: 'delete', groupId: DOOMED }, moderator.cookie)
    expect(unconfirmed.status).toBe(400)
    expect(withoutPageTexts(await unconfirmed.text())).toContain('Tick the box to confirm the deletion.')
    expect(await crew(DOOMED)).toBeDefined()

    const done = await post({ intent: 'delete', groupId: DOOMED, confirm: 'yes' }, moderator.cookie)
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/admin/groups')
    expect(flashToast(done)).toMatchObject({ titleKey: 'admin:groups.toasts.deleted', values: { name: 'Spam Crew' } })
    expect(await crew(DOOMED)).toBeUndefined()
    expect(await db().select().from(groupMembers).where(eq(groupMembers.groupId, DOOMED))).toHaveLength(0)
    // its cover goes with it
    expect(await env.MEDIA.get(COVER)).toBeNull()

    const notices = await db().select().from(notifications).where(eq(notifications.relatedId, DOOMED))
    expect(notices.map((n) => n.userId).sort()).toEqual([owner.id, second.id].sort())
    expect(notices[0]).toMatchObject({ type: 'system', title: 'The crew Spam Crew was deleted', actionUrl: '/groups' })
    expect(notices[0]!.content).toContain('The Haven team deleted Spam Crew')
    expect(notices[0]!.metadata).toMatchObject({ kind: 'crew_deleted' })
    expect(await audited('CREW_DELETED', DOOMED)).toEqual([
      { actorId: moderator.id, before: { name: 'Spam Crew', members: 2 }, after: null },
    ])
    expect((await post({ intent: 'delete', groupId: DOOMED, confirm: 'yes' }, moderator.cookie)).status).toBe(404)
  })
})
