import { env } from 'cloudflare:test'
import { desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffAuditLog, unifiedTags, userRoles } from '~/db/schema'
import {
  listStaffAudit,
  parseStaffAuditQuery,
  recordStaffAction,
  STAFF_AUDIT_PAGE_SIZE,
  staffAuditChoices,
  staffAuditInsert,
} from '~/models/admin/audit.server'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * The staff audit log (issue 41): append-only for everyone (the triggers refuse UPDATE and
 * DELETE, alone or in a batch); a staff action through the real Worker records who (and their
 * name as it was), the session, the address hash, the target and the change; /admin/audit is for
 * admins only (a moderator and a member are sent away), filters by the URL (a bad value is
 * dropped, never a 500), pages by cursor, and reading it records nothing.
 */
const PATH = '/admin/audit'

let moderator: { id: string; cookie: string; sessionId: string }
let admin: { id: string; cookie: string; sessionId: string }
let member: { id: string; cookie: string; sessionId: string }

/** The error's message and its cause's (drizzle wraps D1's). */
const refusal = async (attempt: Promise<unknown>) => {
  const error = (await attempt.then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; cause?: { message?: string } } | null
  return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`
}
/** The list's part of a page (after its heading; the filters' choices name every action). */
const listOf = async (path: string) =>
  withoutPageTexts(await (await getPage(path, admin.cookie)).text())
    .split('id="audit-heading"')[1]!
    .split('</section>')[0]!

const rows = () =>
  db()
    .select()
    .from(staffAuditLog)
    .orderBy(desc(staffAuditLog.createdAt), desc(sql`rowid`))

beforeAll(async () => {
  moderator = await createMemberWithSession('Mo Derator')
  admin = await createMemberWithSession('Ada Admin')
  member = await createMemberWithSession('Plain Member')
  await db()
    .insert(userRoles)
    .values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ])
  await db().insert(unifiedTags).values({ id: 1, name: 'Therapy', slug: 'therapy', path: 'Therapy', usageCount: 0 })
})

describe('the log is append-only', () => {
  it('refuses UPDATE and DELETE of any row, and a batch with either changes nothing', async () => {
    await recordStaffAction(db(), { id: admin.id, sessionId: admin.sessionId }, { action: 'TEST_WRITTEN', targetType: 'tag', targetId: 1 })
    const [row] = await rows()
    expect(row).toMatchObject({ action: 'TEST_WRITTEN', actorId: admin.id, actorName: 'Ada Admin', targetId: '1' })
    expect(await refusal(db().update(staffAuditLog).set({ action: 'FORGED' }).where(eq(staffAuditLog.id, row!.id)))).toMatch(/append-only/)
    expect(await refusal(db().delete(staffAuditLog).where(eq(staffAuditLog.id, row!.id)))).toMatch(/append-only/)
    expect(await refusal(env.DB.prepare('DELETE FROM staff_audit_log').run())).toMatch(/append-only/)
    // a batch that writes a row and then tries to remove it rolls back whole
    expect(
      await refusal(
        db().batch([
          staffAuditInsert(db(), { id: admin.id }, { action: 'TEST_BATCHED' }),
          db().delete(staffAuditLog).where(eq(staffAuditLog.action, 'TEST_WRITTEN')),
        ]),
      ),
    ).toMatch(/append-only/)
    expect((await rows()).map((r) => r.action)).toEqual(['TEST_WRITTEN'])
  })
})

describe('a staff action is recorded', () => {
  it('with its actor, session, address hash, target and before/after', async () => {
    const renamed = await postForm('/admin/tags', { intent: 'rename', id: '1', name: 'Talk Therapy' }, moderator.cookie)
    expect(renamed.status).toBe(302)
    const [row] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'TAG_RENAMED'))
    expect(row).toMatchObject({
      actorId: moderator.id,
      actorName: 'Mo Derator',
      sessionId: moderator.sessionId,
      targetType: 'tag',
      targetId: '1',
      before: { name: 'Therapy' },
      after: { name: 'Talk Therapy' },
    })
    expect(row!.ipHash).toMatch(/^[0-9a-f]{16,}$/)
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000)
  })
})

describe('/admin/audit', () => {
  it('is for admins: visitors sign in, a member and a moderator are sent away with Access Denied', async () => {
    const visitor = await getPage(PATH)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin%2Faudit')
    for (const who of [member, moderator]) {
      const page = await getPage(PATH, who.cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe('/')
      expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'admin' } })
    }
  })

  it('shows the entries newest first with who, what, the target, the change and the session, and reading records nothing', async () => {
    const before = (await rows()).length
    const page = await getPage(PATH, admin.cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toContain('no-store')
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Audit log')
    expect(html).toContain('Tag renamed')
    expect(html).toContain('Mo Derator')
    expect(html).toContain(`href="/admin/audit?actor=${moderator.id}"`)
    expect(html).toContain('Talk Therapy')
    expect(html).toContain(moderator.sessionId.slice(0, 8))
    expect(html).not.toContain(moderator.sessionId)
    expect(html.indexOf('Tag renamed')).toBeLessThan(html.indexOf('TEST_WRITTEN'))
    expect((await rows()).length).toBe(before)
    // the dashboard links to it for admins only
    expect(withoutPageTexts(await (await getPage('/admin', admin.cookie)).text())).toContain('href="/admin/audit"')
    expect(withoutPageTexts(await (await getPage('/admin', moderator.cookie)).text())).not.toContain('href="/admin/audit"')
  })

  it('filters by actor, action, target and days; bad values are dropped by a redirect, never a 500', async () => {
    const filtered = await listOf(`${PATH}?action=TAG_RENAMED`)
    expect(filtered).toContain('Talk Therapy')
    expect(filtered).not.toContain('TEST_WRITTEN')
    const byAdmin = await listOf(`${PATH}?actor=${admin.id}`)
    expect(byAdmin).not.toContain('Talk Therapy')
    expect(byAdmin).toContain('TEST_WRITTEN')
    const byTarget = await listOf(`${PATH}?type=tag&target=1`)
    expect(byTarget).toContain('Talk Therapy')
    const past = await listOf(`${PATH}?from=2001-01-01&to=2001-01-31`)
    expect(past).toContain('No entry matches these filters.')
    for (const bad of ['?action=drop%20table', '?from=2024-13-45', '?before=xyz', '?target=1', '?actor=%3Cscript%3E', '?page=2&x=1']) {
      const res = await getPage(`${PATH}${bad}`, admin.cookie)
      expect(res.status, bad).toBe(302)
      expect(res.headers.get('Location'), bad).toBe(PATH)
    }
  })

  it('pages by cursor, 50 a page, without gaps or repeats', async () => {
    const actor = { id: admin.id, sessionId: admin.sessionId }
    for (let i = 0; i < STAFF_AUDIT_PAGE_SIZE + 5; i++)
      await recordStaffAction(db(), actor, { action: 'TEST_PAGED', targetType: 'tag', targetId: i })
    const first = await listStaffAudit(db(), parseStaffAuditQuery(new URL('http://x/admin/audit?action=TEST_PAGED')))
    expect(first.rows).toHaveLength(STAFF_AUDIT_PAGE_SIZE)
    expect(first.next).toMatch(/^\d+\.\d+$/)
    const second = await listStaffAudit(db(), parseStaffAuditQuery(new URL(`http://x/admin/audit?action=TEST_PAGED&before=${first.next}`)))
    expect(second.rows).toHaveLength(5)
    expect(second.next).toBeNull()
    const ids = [...first.rows, ...second.rows].map((r) => Number(r.targetId))
    expect(ids).toEqual([...Array(STAFF_AUDIT_PAGE_SIZE + 5).keys()].reverse())
    const choices = await staffAuditChoices(db())
    expect(choices.actions).toEqual(expect.arrayContaining(['TAG_RENAMED', 'TEST_PAGED', 'TEST_WRITTEN']))
    expect(choices.types).toEqual(['tag'])
    expect(choices.staff.map((s) => s.name)).toEqual(['Ada Admin', 'Mo Derator'])
  })
})
