import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { countries, newsSources, staffAuditLog, userRoles } from '~/db/schema'
import { createMemberWithSession, db, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/news-sources: visitors sent to sign in and members away (page and every POST, nothing
 * changed); a moderator tests a feed address served by the suite's HTTP server (nothing stored)
 * and a broken one, adds a source (a duplicate feed refused), edits its rules, switches it off and
 * on (its backoff cleared), sees its last fetch and error; bad input answers 400 with the
 * translated message; every change is audited.
 */
const PATH = '/admin/news-sources'
const FEEDS = inject('feedServer')

let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

const get = (cookie?: string) => getPage(PATH, cookie)
const post = (fields: Record<string, string>, cookie?: string) => postForm(PATH, fields, cookie)
const page = async (response: Response) => withoutPageTexts(await response.text())

beforeAll(async () => {
  member = await createMemberWithSession('Member')
  moderator = await createMemberWithSession('Moderator')
  await db().insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await db()
    .insert(countries)
    .values({ id: 'ie', name: 'Ireland', names: { en: 'Ireland' }, continent: 'EU', timezones: ['Europe/Dublin'] })
  await db()
    .insert(newsSources)
    .values({
      id: 500,
      name: 'Failing Wire',
      url: 'https://failing.example',
      feedUrl: `${FEEDS}/feeds/failing-admin.xml`,
      active: true,
      lastFetchedAt: new Date('2026-03-02T10:00:00Z'),
      lastStatus: 'error',
      lastError: 'HTTP 500 from the feed',
      failureCount: 3,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
  const served = await fetch(`${FEEDS}/feeds/admin-good.xml`, {
    method: 'POST',
    body: '<?xml version="1.0"?><rss version="2.0"><channel><title>Admin Feed</title><item><title>First story</title><link>https://admin.example/1</link></item><item><title>Second story</title><link>https://admin.example/2</link></item></channel></rss>',
    headers: { 'Content-Type': 'application/rss+xml' },
  })
  expect(served.status).toBe(204)
})

describe('who may manage news sources', () => {
  it('sends visitors to sign in and members away, on the page and on every POST', async () => {
    const visitor = await get()
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`)
    expect((await get(member.cookie)).headers.get('Location')).toBe('/')
    const before = await db().select().from(newsSources)
    const attempts: Record<string, string>[] = [
      { intent: 'create', name: 'Sneaky', url: 'https://sneaky.example', feedUrl: 'https://sneaky.example/feed' },
      { intent: 'deactivate', id: '500' },
      { intent: 'rules', id: '500', includeKeywords: 'x' },
      { intent: 'test', feedUrl: `${FEEDS}/feeds/admin-good.xml` },
    ]
    for (const fields of attempts) {
      const byMember = await post(fields, member.cookie)
      expect(byMember.status).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      expect((await post(fields)).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    expect(await db().select().from(newsSources)).toEqual(before)
  })
})

describe('the news sources screen', () => {
  it('shows each source’s last fetch, error, failures and next attempt', async () => {
    const html = await page(await get(moderator.cookie))
    expect(html).toContain('Failing Wire')
    expect(html).toContain('Failed: HTTP 500 from the feed')
    expect(html).toContain('Failures in a row')
    expect(html).toContain('next try')
  })

  it('tests a feed address without storing anything, and says why a broken one fails', async () => {
    const good = await post({ intent: 'test', feedUrl: `${FEEDS}/feeds/admin-good.xml` }, moderator.cookie)
    expect(good.status).toBe(200)
    const html = await page(good)
    expect(html).toContain('The feed answered with 2 items (Admin Feed).')
    expect(html).toContain('First story')
    const broken = await page(await post({ intent: 'test', feedUrl: `${FEEDS}/feeds/nowhere-404.xml` }, moderator.cookie))
    expect(broken).toContain('The feed could not be read: the server answered with an error.')
    expect(
      await db()
        .select()
        .from(newsSources)
        .where(eq(newsSources.feedUrl, `${FEEDS}/feeds/admin-good.xml`)),
    ).toEqual([])
  })

  it('adds a source with its rules, refuses a second one on the same feed, and audits it', async () => {
    const fields = {
      intent: 'create',
      name: 'Admin Feed',
      url: 'https://admin.example',
      feedUrl: `${FEEDS}/feeds/admin-good.xml`,
      countryId: 'ie',
      language: 'en',
      defaultCategory: 'community',
      includeKeywords: 'pride\nqueer, trans',
      excludeKeywords: 'sponsored',
      active: 'on',
    }
    const created = await post(fields, moderator.cookie)
    expect(created.status).toBe(302)
    const row = await db().select().from(newsSources).where(eq(newsSources.name, 'Admin Feed')).get()
    expect(row).toMatchObject({ countryId: 'ie', language: 'en', defaultCategory: 'community', active: true })
    expect(row!.includeKeywords).toEqual(['pride', 'queer', 'trans'])
    expect(row!.excludeKeywords).toEqual(['sponsored'])
    expect(created.headers.get('Location')).toBe(`${PATH}#source-${row!.id}`)
    const again = await post({ ...fields, name: 'Copy' }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await page(again)).toContain('A source already reads this feed.')
    expect(
      await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'NEWS_SOURCE_CREATED'), eq(staffAuditLog.actorId, moderator.id))),
    ).toHaveLength(1)
  })

  it('changes a source’s rules, switches it off and on again (the backoff cleared)', async () => {
    expect(
      (
        await post(
          { intent: 'rules', id: '500', includeKeywords: '', excludeKeywords: 'ads', defaultCategory: 'health', language: 'ga' },
          moderator.cookie,
        )
      ).status,
    ).toBe(302)
    expect(await db().select().from(newsSources).where(eq(newsSources.id, 500)).get()).toMatchObject({
      excludeKeywords: ['ads'],
      defaultCategory: 'health',
      language: 'ga',
    })
    expect((await post({ intent: 'deactivate', id: '500' }, moderator.cookie)).status).toBe(302)
    expect((await db().select().from(newsSources).where(eq(newsSources.id, 500)).get())?.active).toBe(false)
    const twice = await post({ intent: 'deactivate', id: '500' }, moderator.cookie)
    expect(twice.status).toBe(409)
    expect((await post({ intent: 'activate', id: '500' }, moderator.cookie)).status).toBe(302)
    expect(await db().select().from(newsSources).where(eq(newsSources.id, 500)).get()).toMatchObject({
      active: true,
      failureCount: 0,
      nextAttemptAt: null,
    })
    const audit = await db().select({ type: staffAuditLog.action }).from(staffAuditLog).where(eq(staffAuditLog.actorId, moderator.id))
    expect(audit.map((a) => a.type)).toEqual(
      expect.arrayContaining(['NEWS_SOURCE_RULES_CHANGED', 'NEWS_SOURCE_DEACTIVATED', 'NEWS_SOURCE_ACTIVATED']),
    )
  })

  it('refuses bad input with translated messages (400/404) and changes nothing', async () => {
    const before = await db().select().from(newsSources)
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: 'create', name: '', url: 'https://x.example', feedUrl: 'https://x.example/feed' }, 400, 'Enter a name.'],
      [
        { intent: 'create', name: 'X', url: 'javascript:alert(1)', feedUrl: 'https://x.example/feed' },
        400,
        'Enter the website’s full address (http or https).',
      ],
      [
        { intent: 'create', name: 'X', url: 'https://x.example', feedUrl: 'ftp://x.example/feed' },
        400,
        'Enter the feed’s full address (http or https).',
      ],
      [
        { intent: 'create', name: 'X', url: 'https://x.example', feedUrl: 'https://x.example/feed', countryId: 'zz' },
        400,
        'Choose one of the countries offered.',
      ],
      [{ intent: 'rules', id: '500', defaultCategory: 'gossip' }, 400, 'Choose one of the news topics.'],
      [{ intent: 'rules', id: '999999' }, 404, 'This source no longer exists.'],
      [{ intent: 'explode' }, 400, 'The form could not be read. Please try again.'],
    ]
    for (const [fields, status, text] of cases) {
      const response = await post(fields, moderator.cookie)
      expect(response.status, JSON.stringify(fields)).toBe(status)
      expect(await page(response), JSON.stringify(fields)).toContain(text)
    }
    expect(await db().select().from(newsSources)).toEqual(before)
  })
})
