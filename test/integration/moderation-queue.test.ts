import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  communityPosts,
  moderationActions,
  notifications,
  postComments,
  reports,
  sessions,
  staffAuditLog,
  userRoles,
} from '~/db/schema'
import { liftEndedSuspensions, mayUseAccount } from '~/models/accounts/suspension.server'
import { listCases } from '~/models/moderation/queue.server'
import { createReport } from '~/models/reports/reports.server'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * The moderation queue (issue 41) against the real D1 and through the Worker's pages: reports
 * grouped by target with their reporters, a mass report flagged, a decision of several actions
 * (the content hidden through its domain, the reports closed, the reporters told the outcome in
 * their language without the moderator's name, the author told and able to appeal once), a
 * repeated or concurrent decision, refusals (role, input, staff authors), the appeal answered by
 * another moderator and reversed, a suspension that ends by itself, and the append-only audit log.
 *
 * Needs a build with these screens (npm run build): the pages go through the Worker.
 */

type Member = { id: string; cookie: string }
let moderator: Member
let moderator2: Member
let admin: Member
let author: Member
let reporters: Member[]
let bystander: Member

async function post(userId: string, content: string) {
  const id = crypto.randomUUID()
  await db().insert(communityPosts).values({ id, userId, content, visibility: 'public' })
  return id
}

const decide = (type: string, id: string, fields: Record<string, string | string[]>, cookie = moderator.cookie) =>
  postForm(`/admin/reports/${type}/${encodeURIComponent(id)}`, { intent: 'decide', decisionKey: crypto.randomUUID(), ...fields }, cookie)

const noticesOf = (userId: string, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`json_extract(${notifications.metadata}, '$.kind') = ${kind}`))

beforeAll(async () => {
  moderator = await createMemberWithSession('Mo Derator')
  moderator2 = await createMemberWithSession('Second Moderator')
  admin = await createMemberWithSession('Ada Admin')
  author = await createMemberWithSession('Rude Author')
  bystander = await createMemberWithSession('By Stander')
  reporters = await Promise.all(['Rita', 'Ravi', 'Rosa', 'Remy'].map((n) => createMemberWithSession(n)))
  await db()
    .insert(userRoles)
    .values([
      { userId: moderator.id, role: 'moderator' },
      { userId: moderator2.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ])
})

describe('the queue', () => {
  it('groups open reports by target, counts reporters, orders by newest or most reported, and flags a mass report', async () => {
    const busy = await post(author.id, 'A post four new accounts report at once')
    const quiet = await post(author.id, 'A post one member reports')
    for (const r of reporters)
      expect((await createReport(db(), { reporterId: r.id, targetType: 'post', targetId: busy, reason: 'spam' })).ok).toBe(true)
    // one account reporting twice is one reporter (the duplicate is refused anyway)
    expect((await createReport(db(), { reporterId: reporters[0]!.id, targetType: 'post', targetId: busy, reason: 'spam' })).ok).toBe(false)
    await createReport(db(), { reporterId: bystander.id, targetType: 'post', targetId: quiet, reason: 'harassment', details: 'rude' })
    // the bystander's account is old: not part of a mass report
    await db()
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(accounts.id, bystander.id))

    const newest = await listCases(db(), { tab: 'open', sort: 'newest', page: 1 })
    const ids = newest.cases.map((c) => c.targetId)
    expect(ids.indexOf(quiet)).toBeLessThan(ids.indexOf(busy))
    const most = await listCases(db(), { tab: 'open', sort: 'most', page: 1 })
    const busyCase = most.cases.find((c) => c.targetId === busy)!
    expect(most.cases[0]!.targetId).toBe(busy)
    expect(busyCase).toMatchObject({ targetType: 'post', reporters: 4, reports: 4, flagged: true, reasons: ['spam'] })
    expect(busyCase.preview).toMatchObject({ authorId: author.id, authorName: 'Rude Author', state: 'visible' })
    expect(most.cases.find((c) => c.targetId === quiet)!.flagged).toBe(false)
    const flagged = await listCases(db(), { tab: 'flagged', sort: 'newest', page: 1 })
    expect(flagged.cases.map((c) => c.targetId)).toContain(busy)
    expect(flagged.cases.map((c) => c.targetId)).not.toContain(quiet)
    const onlyUsers = await listCases(db(), { tab: 'open', sort: 'newest', page: 1, type: 'user' })
    expect(onlyUsers.cases.every((c) => c.targetType === 'user')).toBe(true)
  })

  it('shows the queue and a case to staff only, with the content in place and the flag', async () => {
    const target = await post(author.id, 'Content shown in place for the moderators')
    await createReport(db(), {
      reporterId: reporters[1]!.id,
      targetType: 'post',
      targetId: target,
      reason: 'hate_speech',
      details: 'see the second line',
    })
    const queue = await getPage('/admin/reports', moderator.cookie)
    expect(queue.status).toBe(200)
    expect(withoutPageTexts(await queue.text())).toContain('Content shown in place for the moderators')
    const page = await getPage(`/admin/reports/post/${target}`, moderator.cookie)
    expect(page.status).toBe(200)
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('see the second line')
    expect(html).toContain('Ravi')
    expect(html).toContain('name="decisionKey"')
    for (const path of ['/admin/reports', `/admin/reports/post/${target}`]) {
      const refused = await getPage(path, author.cookie)
      expect(refused.status).toBe(302)
      expect(flashToast(refused)?.titleKey).toBe('errors:guard.accessDeniedTitle')
      expect((await getPage(path)).status).toBe(302)
    }
    expect((await getPage('/admin/reports/nonsense/1', moderator.cookie)).status).toBe(404)
    expect((await getPage('/admin/reports?tab=bogus&sort=x&page=-4', moderator.cookie)).status).toBe(200)
  })
})

describe('a decision', () => {
  let target: string
  let decisionId: string

  it('hides the content, warns the author, closes the reports and tells everyone, once', async () => {
    target = await post(author.id, 'Hateful words to hide')
    await createReport(db(), { reporterId: reporters[2]!.id, targetType: 'post', targetId: target, reason: 'hate_speech' })
    await createReport(db(), { reporterId: reporters[3]!.id, targetType: 'post', targetId: target, reason: 'harassment' })

    // a member posting the form changes nothing
    const byMember = await decide('post', target, { actions: ['hide'], 'reasons.hide': 'x' }, author.cookie)
    expect(byMember.status).toBe(302)
    expect(flashToast(byMember)?.titleKey).toBe('errors:guard.accessDeniedTitle')
    // bad input: no reason, dismiss with another action, an action the type does not allow
    expect((await decide('post', target, { actions: ['hide'] })).status).toBe(400)
    expect((await decide('post', target, { actions: ['dismiss', 'hide'], 'reasons.dismiss': 'a', 'reasons.hide': 'b' })).status).toBe(400)
    expect((await decide('post', target, { actions: ['suspend'], 'reasons.suspend': 'no days', suspendDays: '2' })).status).toBe(400)
    expect(await db().select().from(moderationActions).where(eq(moderationActions.targetId, target))).toHaveLength(0)

    const key = crypto.randomUUID()
    const fields = {
      intent: 'decide',
      decisionKey: key,
      actions: ['hide', 'warn'],
      'reasons.hide': 'Hate speech is not allowed.',
      'reasons.warn': 'Please read the guidelines.',
    }
    const [first, again] = await Promise.all([
      postForm(`/admin/reports/post/${target}`, fields, moderator.cookie),
      postForm(`/admin/reports/post/${target}`, fields, moderator.cookie),
    ])
    expect([first.status, again.status]).toEqual([302, 302])
    expect(flashToast(first)?.titleKey).toBe('moderation:toasts.decided')
    const rows = await db().select().from(moderationActions).where(eq(moderationActions.targetId, target))
    expect(rows.map((r) => r.action).sort()).toEqual(['hide', 'warn'])
    expect(rows.every((r) => r.decisionId === key && r.authorId === author.id && r.moderatorId === moderator.id)).toBe(true)
    decisionId = key

    const hidden = await db().select().from(communityPosts).where(eq(communityPosts.id, target)).get()
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Hate speech is not allowed.' })
    const closed = await db().select().from(reports).where(eq(reports.targetId, target))
    expect(closed.every((r) => r.status === 'resolved' && r.handledBy === moderator.id)).toBe(true)

    // another moderator, another key: the case is decided
    const late = await decide('post', target, { actions: ['dismiss'], 'reasons.dismiss': 'fine' }, moderator2.cookie)
    expect(late.status).toBe(409)

    // the reporters: the outcome, in their language, no moderator's name
    for (const r of [reporters[2]!, reporters[3]!]) {
      const [notice] = await noticesOf(r.id, 'report_outcome')
      expect(notice).toBeDefined()
      expect(notice!.title).toBe('Your report was reviewed')
      expect(notice!.content).toBe('Thank you. We reviewed the post you reported and took action.')
      expect(JSON.stringify(notice)).not.toContain('Mo Derator')
    }
    // the author: what was done, and where to appeal
    const [toAuthor] = await noticesOf(author.id, 'moderation_decision')
    expect(toAuthor!.title).toBe('A moderator acted on your post')
    expect(toAuthor!.actionUrl).toBe(`/moderation/${key}`)
    // one notice: the feed's own 'post hidden' stays quiet when the queue tells the author
    expect(await noticesOf(author.id, 'post_hidden')).toHaveLength(0)

    // the audit log: who, what, which target, the session
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'REPORT_CASE_DECIDED'), eq(staffAuditLog.targetId, target)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorId: moderator.id, actorName: 'Mo Derator', targetType: 'post' })
    expect(audit[0]!.sessionId).toMatch(/^[0-9a-f]{64}$/)
    expect(audit[0]!.after).toMatchObject({ actions: ['hide', 'warn'] })
  })

  it('lets the author alone read the decision and appeal once', async () => {
    const path = `/moderation/${decisionId}`
    expect((await getPage(path, bystander.cookie)).status).toBe(404)
    expect((await getPage(path, reporters[2]!.cookie)).status).toBe(404)
    const page = await getPage(path, author.cookie)
    expect(page.status).toBe(200)
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Hate speech is not allowed.')
    expect(html).not.toContain('Mo Derator')
    expect((await postForm(path, { intent: 'appeal', text: 'short' }, author.cookie)).status).toBe(400)
    expect((await postForm(path, { intent: 'appeal', text: 'This was a quote from a news article.' }, bystander.cookie)).status).toBe(404)
    const appealed = await postForm(path, { intent: 'appeal', text: 'This was a quote from a news article.' }, author.cookie)
    expect(appealed.status).toBe(302)
    expect((await postForm(path, { intent: 'appeal', text: 'And once more, please look again.' }, author.cookie)).status).toBe(409)
    const appeals = await listCases(db(), { tab: 'appeals', sort: 'newest', page: 1 })
    expect(appeals.cases.map((c) => c.decision?.id)).toContain(decisionId)
  })

  it('has the appeal answered by another moderator; reversed, the post shows again and the author is told', async () => {
    const path = `/admin/reports/post/${target}`
    const answer = { intent: 'answer', decisionId, outcome: 'reversed', reply: 'You are right, it was a quote.' }
    expect((await postForm(path, answer, moderator.cookie)).status).toBe(403)
    expect((await postForm(path, { ...answer, reply: '' }, moderator2.cookie)).status).toBe(400)
    const reversed = await postForm(path, answer, moderator2.cookie)
    expect(reversed.status).toBe(302)
    expect((await postForm(path, answer, moderator2.cookie)).status).toBe(409)
    expect((await db().select().from(communityPosts).where(eq(communityPosts.id, target)).get())!.hidden).toBe(false)
    const [told] = await noticesOf(author.id, 'appeal_answered')
    expect(told!.title).toBe('Your appeal was accepted')
    const page = withoutPageTexts(await (await getPage(`/moderation/${decisionId}`, author.cookie)).text())
    expect(page).toContain('You are right, it was a quote.')
  })

  it('dismisses a case: the reporter hears no rule was broken, the author hears nothing', async () => {
    const target2 = await post(author.id, 'Harmless post')
    await createReport(db(), { reporterId: bystander.id, targetType: 'post', targetId: target2, reason: 'other' })
    const before = (await noticesOf(author.id, 'moderation_decision')).length
    expect((await decide('post', target2, { actions: ['dismiss'], 'reasons.dismiss': 'No rule broken.' })).status).toBe(302)
    const notices = await noticesOf(bystander.id, 'report_outcome')
    expect(notices.map((n) => n.content)).toContain(
      'Thank you. We reviewed the post you reported and found that it does not break our rules.',
    )
    expect((await noticesOf(author.id, 'moderation_decision')).length).toBe(before)
    expect((await db().select().from(reports).where(eq(reports.targetId, target2)).get())!.status).toBe('dismissed')
  })
})

describe('deleting', () => {
  it('removes a reported comment for good, and its case shows it gone', async () => {
    const postId = await post(bystander.id, 'A post with a nasty comment under it')
    const commentId = crypto.randomUUID()
    await db().insert(postComments).values({ id: commentId, postId, userId: author.id, content: 'A nasty comment' })
    await createReport(db(), { reporterId: bystander.id, targetType: 'comment', targetId: commentId, reason: 'harassment' })
    const res = await decide('comment', commentId, {
      actions: ['delete', 'warn'],
      'reasons.delete': 'Harassment.',
      'reasons.warn': 'Be kind.',
    })
    expect(res.status).toBe(302)
    expect(await db().select().from(postComments).where(eq(postComments.id, commentId))).toHaveLength(0)
    expect((await db().select().from(communityPosts).where(eq(communityPosts.id, postId)).get())!.commentCount).toBe(0)
    const page = withoutPageTexts(await (await getPage(`/admin/reports/comment/${commentId}`, moderator.cookie)).text())
    expect(page).toContain('This content is no longer here.')
    expect(page).toContain('Harassment.')
  })
})

describe('suspensions and bans', () => {
  it('suspends a reported member for a period: sessions end, sign-in refused until it ends, then lifted', async () => {
    const troll = await createMemberWithSession('Troll Account')
    await createReport(db(), { reporterId: bystander.id, targetType: 'user', targetId: troll.id, reason: 'harassment' })
    // a member is no content: nothing to hide or delete
    expect((await decide('user', troll.id, { actions: ['hide'], 'reasons.hide': 'no' })).status).toBe(400)
    const res = await decide('user', troll.id, { actions: ['suspend'], 'reasons.suspend': 'Repeated harassment.', suspendDays: '7' })
    expect(res.status).toBe(302)
    const account = await db().select().from(accounts).where(eq(accounts.id, troll.id)).get()
    expect(account!.status).toBe('suspended')
    expect(account!.suspendedUntil!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    expect(await db().select().from(sessions).where(eq(sessions.accountId, troll.id))).toHaveLength(0)
    // told before the suspension took effect
    expect(await noticesOf(troll.id, 'moderation_decision')).toHaveLength(1)
    expect(await mayUseAccount(db(), account!)).toBe(false)
    // eight days later
    const later = new Date(Date.now() + 8 * 86_400_000)
    expect(await liftEndedSuspensions(db(), later)).toBeGreaterThanOrEqual(1)
    expect((await db().select().from(accounts).where(eq(accounts.id, troll.id)).get())!.status).toBe('active')
    const ended = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'SUSPENSION_ENDED'), eq(staffAuditLog.targetId, troll.id)))
    expect(ended).toHaveLength(1)
  })

  it('lifts an ended suspension at sign-in, and never suspends or bans staff from the queue', async () => {
    const member = await createMemberWithSession('Short Suspension')
    await db()
      .update(accounts)
      .set({ status: 'suspended', suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, member.id))
    const row = (await db().select().from(accounts).where(eq(accounts.id, member.id)).get())!
    expect(await mayUseAccount(db(), row)).toBe(true)
    expect((await db().select().from(accounts).where(eq(accounts.id, member.id)).get())!.status).toBe('active')

    await createReport(db(), { reporterId: bystander.id, targetType: 'user', targetId: moderator2.id, reason: 'spam' })
    const refused = await decide('user', moderator2.id, { actions: ['ban'], 'reasons.ban': 'no' })
    expect(refused.status).toBe(403)
    expect((await db().select().from(accounts).where(eq(accounts.id, moderator2.id)).get())!.status).toBe('active')
  })
})

/** drizzle wraps the database's error: the trigger's message is its cause's. */
const appendOnly = (error: unknown) => /append-only/.test(String((error as { cause?: unknown }).cause ?? error))

describe('the audit log', () => {
  it('is append-only: no row is changed or removed, by anybody', async () => {
    const [row] = await db().select().from(staffAuditLog).limit(1)
    expect(row).toBeDefined()
    await expect(db().update(staffAuditLog).set({ action: 'FORGED' }).where(eq(staffAuditLog.id, row!.id))).rejects.toSatisfy(appendOnly)
    await expect(db().delete(staffAuditLog).where(eq(staffAuditLog.id, row!.id))).rejects.toSatisfy(appendOnly)
    expect((await db().select().from(staffAuditLog).where(eq(staffAuditLog.id, row!.id)).get())!.action).toBe(row!.action)
  })
})
