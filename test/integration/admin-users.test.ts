import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accounts, passkeys, profiles, reports, sessions, staffAuditLog, userPasskeyEnrollment, userRoles } from '~/db/schema'
import { changeRole, searchUsers } from '~/models/admin/users.server'
import { parseUserQuery } from '~/models/admin/users-schema'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/users (issue 41, admins only): the list's filters, a member's page (and the audit row
 * each reading writes), every action by an admin (done and audited), the same actions by a
 * moderator and by a member (refused, nothing changed), and the refusals: one's own admin role,
 * the last admin, staff accounts, a wrong confirmation, bad input, an unknown id, repeats.
 *
 * Needs a build with these screens (npm run build): the pages go through the Worker.
 */

type Member = { id: string; cookie: string }
let admin: Member
let admin2: Member
let moderator: Member
let member: Member

const query = (search: string) => parseUserQuery(new URL(`/admin/users${search}`, 'https://x'))
const names = async (search: string) => (await searchUsers(db(), query(search))).rows.map((r) => r.displayName)
const act = (id: string, fields: Record<string, string>, cookie = admin.cookie) => postForm(`/admin/users/${id}`, fields, cookie)
const auditOf = (targetId: string, action: string) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetId, targetId), eq(staffAuditLog.action, action)))
const stateOf = async (id: string) => {
  const row = await db().select({ status: accounts.status, until: accounts.suspendedUntil }).from(accounts).where(eq(accounts.id, id)).get()
  const roles = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))
  const live = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, id))
  return row
    ? { status: row.status, until: row.until?.getTime() ?? null, roles: roles.map((r) => r.role).sort(), sessions: live.length }
    : null
}
async function target(name: string, fields: { email?: string; phone?: string } = {}) {
  const m = await createMemberWithSession(name)
  if (fields.email || fields.phone) await db().update(accounts).set(fields).where(eq(accounts.id, m.id))
  return m
}

beforeAll(async () => {
  admin = await createMemberWithSession('Ada Admin')
  admin2 = await createMemberWithSession('Second Admin')
  moderator = await createMemberWithSession('Mo Derator')
  member = await createMemberWithSession('Plain Member')
  await db()
    .insert(userRoles)
    .values([
      { userId: admin.id, role: 'admin' },
      { userId: admin2.id, role: 'admin' },
      { userId: moderator.id, role: 'moderator' },
    ])
})

describe('the list', () => {
  it('finds members by name, email, phone, role and state, newest first, without their contact data', async () => {
    const zed = await target('Zeldarine Quux', { email: 'zeldarine@example.org', phone: '+4915100000001' })
    const zora = await target('Zora Quux', { email: 'zora.q@example.net', phone: '+4930000002' })
    await db().update(accounts).set({ status: 'banned' }).where(eq(accounts.id, zora.id))

    expect(await names('?name=quux')).toEqual(['Zora Quux', 'Zeldarine Quux'])
    expect(await names('?name=zeld')).toEqual(['Zeldarine Quux'])
    expect(await names('?email=ZELDARINE@')).toEqual(['Zeldarine Quux'])
    expect(await names('?email=zora.q@example.net')).toEqual(['Zora Quux'])
    expect(await names('?phone=%2B49151')).toEqual(['Zeldarine Quux'])
    expect(await names('?phone=4930')).toEqual(['Zora Quux'])
    expect(await names('?state=banned')).toEqual(['Zora Quux'])
    expect(await names('?name=quux&state=active')).toEqual(['Zeldarine Quux'])
    expect((await names('?role=admin')).sort()).toEqual(['Ada Admin', 'Second Admin'])
    expect(await names('?role=moderator')).toEqual(['Mo Derator'])
    const all = await searchUsers(db(), query(''))
    expect(all.rows[0]!.displayName).toBe('Zora Quux')
    expect(all.rows.find((r) => r.id === admin.id)!.roles).toEqual(['admin'])
    // bad values fall back, never an error
    expect(query('?role=root&state=x&page=-3&phone=abc')).toMatchObject({ page: 1, role: undefined, state: undefined, phone: undefined })
    expect(await names('?page=9')).toEqual([])

    const page = await getPage('/admin/users?name=quux', admin.cookie)
    expect(page.status).toBe(200)
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Zeldarine Quux')
    expect(html).toContain(`/admin/users/${zed.id}`)
    expect(html).not.toContain('zeldarine@example.org')
    expect(html).not.toContain('+4915100000001')
    expect((await getPage('/admin/users?state=nope&page=x&role=zz', admin.cookie)).status).toBe(200)
  })

  it('is for admins only: a moderator and a member are refused, a visitor sent to sign in', async () => {
    for (const who of [moderator, member]) {
      const refused = await getPage('/admin/users', who.cookie)
      expect(refused.status).toBe(302)
      expect(flashToast(refused)?.titleKey).toBe('errors:guard.accessDeniedTitle')
    }
    const visitor = await getPage('/admin/users')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toContain('/auth')
  })

  it('is linked from the dashboard for admins only', async () => {
    expect(await (await getPage('/admin', admin.cookie)).text()).toContain('href="/admin/users"')
    expect(await (await getPage('/admin', moderator.cookie)).text()).not.toContain('href="/admin/users"')
  })
})

describe("a member's page", () => {
  it('shows the private data to an admin and writes one audit row per reading', async () => {
    const m = await target('Rhea Reported', { email: 'rhea@example.org', phone: '+33612345678' })
    await db()
      .insert(reports)
      .values([
        { id: crypto.randomUUID(), reporterId: member.id, targetType: 'user', targetId: m.id, reason: 'harassment', details: 'rude DMs' },
        { id: crypto.randomUUID(), reporterId: m.id, targetType: 'user', targetId: member.id, reason: 'spam', details: 'sells stuff' },
      ])
    const [session] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, m.id))
    const page = await getPage(`/admin/users/${m.id}`, admin.cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toContain('private')
    const html = withoutPageTexts(await page.text())
    for (const text of ['Rhea Reported', 'rhea@example.org', '+33612345678', 'rude DMs', 'sells stuff']) expect(html).toContain(text)
    expect(html).not.toContain(session!.id)
    const rows = await auditOf(m.id, 'USER_PRIVATE_DATA_VIEWED')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorName: 'Ada Admin', targetType: 'user' })
    expect(rows[0]!.sessionId).toBeTruthy()
    await getPage(`/admin/users/${m.id}`, admin.cookie)
    expect(await auditOf(m.id, 'USER_PRIVATE_DATA_VIEWED')).toHaveLength(2)

    for (const who of [moderator, member]) {
      const refused = await getPage(`/admin/users/${m.id}`, who.cookie)
      expect(refused.status).toBe(302)
      expect(flashToast(refused)?.titleKey).toBe('errors:guard.accessDeniedTitle')
    }
    expect(await auditOf(m.id, 'USER_PRIVATE_DATA_VIEWED')).toHaveLength(2)
    expect((await getPage(`/admin/users/${crypto.randomUUID()}`, admin.cookie)).status).toBe(404)
    expect((await getPage('/admin/users/bad%20id!', admin.cookie)).status).toBe(404)
  })
})

describe('the actions', () => {
  it('changes a role, audited; refuses the same role again, one’s own admin role and the last admin', async () => {
    const m = await target('Future Moderator')
    const done = await act(m.id, { intent: 'role', role: 'moderator' })
    expect(done.status).toBe(302)
    expect(flashToast(done)?.titleKey).toBe('admin:users.toasts.role')
    expect((await stateOf(m.id))!.roles).toEqual(['moderator'])
    const [row] = await auditOf(m.id, 'USER_ROLE_CHANGED')
    expect(row).toMatchObject({ actorId: admin.id, before: { roles: [] }, after: { roles: ['moderator'] } })
    expect((await act(m.id, { intent: 'role', role: 'moderator' })).status).toBe(409)
    expect((await act(m.id, { intent: 'role', role: 'none' })).status).toBe(302)
    expect((await stateOf(m.id))!.roles).toEqual([])

    const own = await act(admin.id, { intent: 'role', role: 'moderator' })
    expect(own.status).toBe(409)
    expect(await own.text()).toContain('admin:users.errors.ownAdmin')
    expect((await stateOf(admin.id))!.roles).toEqual(['admin'])
    // the last admin: with admin2 demoted, nobody (here: the model with another actor) removes the last
    expect((await act(admin2.id, { intent: 'role', role: 'none' })).status).toBe(302)
    expect(await changeRole(db(), { id: moderator.id }, admin.id, 'none')).toMatchObject({
      ok: false,
      status: 409,
      error: 'admin:users.errors.lastAdmin',
    })
    expect((await stateOf(admin.id))!.roles).toEqual(['admin'])
    await db().insert(userRoles).values({ userId: admin2.id, role: 'admin' })
    expect((await act(m.id, { intent: 'role', role: 'root' })).status).toBe(400)
  })

  it('suspends for a number of days with a reason (sessions ended), refuses a repeat, lifts it', async () => {
    const m = await target('Suspended Sam')
    expect((await stateOf(m.id))!.sessions).toBe(1)
    expect((await act(m.id, { intent: 'suspend', days: '2', reason: 'spam' })).status).toBe(400)
    expect((await act(m.id, { intent: 'suspend', days: '7' })).status).toBe(400)
    expect((await act(m.id, { intent: 'suspend', days: '7', reason: '   ' })).status).toBe(400)
    expect((await stateOf(m.id))!.status).toBe('active')

    const before = Date.now()
    const done = await act(m.id, { intent: 'suspend', days: '7', reason: 'Spam in three crews' })
    expect(done.status).toBe(302)
    expect(flashToast(done)?.titleKey).toBe('admin:users.toasts.suspended')
    const state = (await stateOf(m.id))!
    expect(state).toMatchObject({ status: 'suspended', sessions: 0 })
    expect(state.until! - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000)
    expect(state.until! - before).toBeLessThan(7 * 86_400_000 + 60_000)
    const [row] = await auditOf(m.id, 'USER_SUSPENDED')
    expect(row).toMatchObject({
      actorId: admin.id,
      before: { status: 'active', suspendedUntil: null },
      after: { status: 'suspended', suspendedUntil: state.until },
      details: { days: 7, reason: 'Spam in three crews' },
    })
    expect((await act(m.id, { intent: 'suspend', days: '3', reason: 'again' })).status).toBe(409)
    expect(await auditOf(m.id, 'USER_SUSPENDED')).toHaveLength(1)

    expect((await act(m.id, { intent: 'lift' })).status).toBe(302)
    expect(await stateOf(m.id)).toMatchObject({ status: 'active', until: null })
    expect(await auditOf(m.id, 'USER_RESTRICTION_LIFTED')).toHaveLength(1)
    expect((await act(m.id, { intent: 'lift' })).status).toBe(409)
  })

  it('bans with a reason and refuses a repeat', async () => {
    const m = await target('Banned Ben')
    expect((await act(m.id, { intent: 'ban' })).status).toBe(400)
    expect((await act(m.id, { intent: 'ban', reason: 'Threats' })).status).toBe(302)
    expect(await stateOf(m.id)).toMatchObject({ status: 'banned', sessions: 0 })
    expect((await auditOf(m.id, 'USER_BANNED'))[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'banned' },
      details: { reason: 'Threats' },
    })
    expect((await act(m.id, { intent: 'ban', reason: 'Again' })).status).toBe(409)
  })

  it('ends all sessions, twice without harm, each time audited', async () => {
    const m = await target('Signed-in Sol')
    expect((await act(m.id, { intent: 'end-sessions' })).status).toBe(302)
    expect((await stateOf(m.id))!.sessions).toBe(0)
    expect((await act(m.id, { intent: 'end-sessions' })).status).toBe(302)
    const rows = await auditOf(m.id, 'USER_SESSIONS_ENDED')
    expect(rows.map((r) => r.before).sort((a, b) => (b!.sessions as number) - (a!.sessions as number))).toEqual([
      { sessions: 1 },
      { sessions: 0 },
    ])
  })

  it('resets passkeys: the keys and the enrollment go, the account stays', async () => {
    const m = await target('Passkey Pat')
    await db()
      .insert(passkeys)
      .values({ id: `cred-${m.id}`, accountId: m.id, publicKey: new Uint8Array([1, 2, 3]) })
    await db().insert(userPasskeyEnrollment).values({ userId: m.id, isEnrolled: true, enrolledAt: new Date() })
    expect((await act(m.id, { intent: 'reset-passkeys' })).status).toBe(302)
    expect(await db().select().from(passkeys).where(eq(passkeys.accountId, m.id))).toHaveLength(0)
    expect(await db().select().from(userPasskeyEnrollment).where(eq(userPasskeyEnrollment.userId, m.id))).toHaveLength(0)
    expect((await stateOf(m.id))!.status).toBe('active')
    expect((await auditOf(m.id, 'USER_PASSKEYS_RESET'))[0]).toMatchObject({ before: { passkeys: 1 }, after: { passkeys: 0 } })
    expect((await act(m.id, { intent: 'reset-passkeys' })).status).toBe(302)
  })

  it('deletes an account with the typed confirmation, the way a member’s own deletion does', async () => {
    const m = await target('Leaving Lou')
    const wrong = await act(m.id, { intent: 'delete', confirm: 'Someone Else' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('admin:users.errors.confirmWrong')
    expect((await act(m.id, { intent: 'delete' })).status).toBe(400)
    expect(await stateOf(m.id)).not.toBeNull()
    const done = await act(m.id, { intent: 'delete', confirm: ' leaving lou ' })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/admin/users')
    expect(await stateOf(m.id)).toBeNull()
    expect(await db().select().from(profiles).where(eq(profiles.userId, m.id))).toHaveLength(0)
    expect((await auditOf(m.id, 'USER_DELETED'))[0]).toMatchObject({
      actorId: admin.id,
      before: { displayName: 'Leaving Lou', status: 'active' },
    })
    expect((await act(m.id, { intent: 'delete', confirm: 'Leaving Lou' })).status).toBe(404)
    expect((await getPage(`/admin/users/${m.id}`, admin.cookie)).status).toBe(404)
  })

  it('refuses to suspend, ban or delete a staff account, or one’s own', async () => {
    for (const [id, error] of [
      [moderator.id, 'admin:users.errors.staff'],
      [admin2.id, 'admin:users.errors.staff'],
      [admin.id, 'admin:users.errors.self'],
    ] as const) {
      const before = await stateOf(id)
      for (const fields of <Record<string, string>[]>[
        { intent: 'suspend', days: '1', reason: 'x' },
        { intent: 'ban', reason: 'x' },
        { intent: 'delete', confirm: 'whatever' },
      ]) {
        const refused = await act(id, fields)
        expect(refused.status).toBe(409)
        expect(await refused.text()).toContain(error)
      }
      expect(await stateOf(id)).toEqual(before)
    }
  })

  it('answers 404 for an unknown member and 400 for an unknown form', async () => {
    expect((await act(crypto.randomUUID(), { intent: 'ban', reason: 'x' })).status).toBe(404)
    expect((await act(crypto.randomUUID(), { intent: 'end-sessions' })).status).toBe(404)
    expect((await act(member.id, { intent: 'explode' })).status).toBe(400)
    expect((await act(member.id, {})).status).toBe(400)
  })

  it('refuses every action posted by a moderator or a member, and changes nothing', async () => {
    const m = await target('Untouched Una')
    await db()
      .insert(passkeys)
      .values({ id: `cred-${m.id}`, accountId: m.id, publicKey: new Uint8Array([4]) })
    const before = await stateOf(m.id)
    const audited = (await db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, m.id))).length
    for (const who of [moderator, member]) {
      for (const fields of <Record<string, string>[]>[
        { intent: 'role', role: 'admin' },
        { intent: 'suspend', days: '7', reason: 'x' },
        { intent: 'ban', reason: 'x' },
        { intent: 'lift' },
        { intent: 'end-sessions' },
        { intent: 'reset-passkeys' },
        { intent: 'delete', confirm: 'Untouched Una' },
      ]) {
        const refused = await act(m.id, fields, who.cookie)
        expect(refused.status, `${fields.intent} by ${who.id}`).toBe(302)
        expect(flashToast(refused)?.titleKey).toBe('errors:guard.accessDeniedTitle')
      }
    }
    expect(await stateOf(m.id)).toEqual(before)
    expect(await db().select().from(passkeys).where(eq(passkeys.accountId, m.id))).toHaveLength(1)
    expect(await db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, m.id))).toHaveLength(audited)
    // a visitor is sent to sign in
    expect((await postForm(`/admin/users/${m.id}`, { intent: 'end-sessions' })).status).toBe(302)
    expect(await stateOf(m.id)).toEqual(before)
  })
})
