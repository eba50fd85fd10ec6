import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { personalities, personalityTags, resources, resourceTags, staffAuditLog, unifiedTags, userRoles } from '~/db/schema'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import { call, createMemberWithSession, db, flashToast, getPage, withoutPageTexts } from './helpers'

/**
 * /admin/tags: visitors are sent to sign in and members away, on the page and on every POST; a
 * moderator finds tags by text and category, sorted by name or use; renames (the slug stays, a
 * name another tag has is refused 409), describes (description and category), and merges a tag
 * into another (its resources and personalities move without duplicates, the usage count is
 * recounted, the tag is deleted, the search index follows); bad input answers 400 with
 * translated messages; every change writes an audit row.
 */
const PATH = '/admin/tags'

let moderator: { id: string; cookie: string; sessionId: string }
let admin: { id: string; cookie: string }
let member: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  admin = await createMemberWithSession('Ada Admin')
  member = await createMemberWithSession('Plain Member')
  await d.insert(userRoles).values([
    { userId: moderator.id, role: 'moderator' },
    { userId: admin.id, role: 'admin' },
  ])
  await d.insert(unifiedTags).values([
    {
      id: 1,
      name: 'Mental Health',
      slug: 'mental-health',
      path: 'Mental Health',
      description: 'Therapy and wellbeing.',
      category: 'health',
      usageCount: 3,
    },
    { id: 2, name: 'Therapy', slug: 'therapy', path: 'Therapy', description: null, category: 'health', usageCount: 3 },
    { id: 3, name: 'HIV', slug: 'hiv', path: 'HIV', description: 'Testing and care.', category: 'health', usageCount: 0 },
    { id: 4, name: 'legal aid', slug: 'legal-aid', path: 'legal aid', description: null, category: 'legal', usageCount: 1 },
    { id: 5, name: 'Counselling', slug: 'counselling', path: 'Counselling', description: null, category: null, usageCount: 0 },
  ])
  await d.insert(resources).values([1, 2, 3].map((id) => ({ id, slug: `resource-${id}`, title: `Resource ${id}` })))
  await d.insert(personalities).values([1, 2].map((id) => ({ id, slug: `person-${id}`, name: `Person ${id}` })))
  // Therapy: resources 1 and 2, person 1; Mental Health: resources 2 and 3, person 2 (resource 2 has both)
  await d.insert(resourceTags).values([
    { resourceId: 1, tagId: 2 },
    { resourceId: 2, tagId: 2 },
    { resourceId: 2, tagId: 1 },
    { resourceId: 3, tagId: 1 },
    { resourceId: 3, tagId: 4 },
  ])
  await d.insert(personalityTags).values([
    { personalityId: 1, tagId: 2 },
    { personalityId: 2, tagId: 1 },
  ])
  await rebuildSearchIndex(d)
})

const post = (fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
  call(PATH, { method: 'POST', cookie, body: new URLSearchParams(fields), headers })

const tagRows = () => db().select().from(unifiedTags).orderBy(asc(unifiedTags.id))
const tag = async (id: number) => (await db().select().from(unifiedTags).where(eq(unifiedTags.id, id)))[0]
const audits = (type: string) => db().select().from(staffAuditLog).where(eq(staffAuditLog.action, type))
const tagEntry = (id: number) =>
  db().all<{ title: string; body: string }>(sql`SELECT title, body FROM search_index WHERE type = 'tag' AND ref_id = ${id}`)

describe('who may manage tags', () => {
  it('sends visitors to sign in and members away, on the page and on every POST, changing nothing', async () => {
    const visitor = await getPage(PATH)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`)
    const page = await getPage(PATH, member.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/')
    expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })

    const before = await tagRows()
    const links = await db().select().from(resourceTags)
    const attempts: Record<string, string>[] = [
      { intent: 'rename', id: '3', name: 'Sneaky' },
      { intent: 'describe', id: '3', description: 'Sneaky', category: 'sneaky' },
      { intent: 'merge', id: '2', into: 'Mental Health' },
    ]
    for (const fields of attempts) {
      const byMember = await post(fields, member.cookie)
      expect(byMember.status, fields.intent).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      const byVisitor = await post(fields)
      expect(byVisitor.status).toBe(302)
      expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    expect(await tagRows()).toEqual(before)
    expect(await db().select().from(resourceTags)).toEqual(links)
  })
})

describe('the list', () => {
  it('shows every tag by name without case, with its uses, to a moderator and an admin', async () => {
    for (const who of [moderator, admin]) {
      const res = await getPage(PATH, who.cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      const html = withoutPageTexts(await res.text())
      expect(html).toContain('Tags</h1>')
      expect(html).toContain('noindex')
      expect(html).toContain('5 tags')
      const at = ['Counselling', 'HIV', 'legal aid', 'Mental Health', 'Therapy'].map((name) => html.indexOf(`<bdi>${name}</bdi></h3>`))
      expect(at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!))).toBe(true)
      expect(html).toContain('Uses: 3 · Resources: 2 · Personalities: 1')
      expect(html).toContain('href="/ressources/Mental%20Health"')
      expect(html).toContain('href="/personalities?tag=mental-health"')
      expect(html).toContain('<option value="health"')
    }
  })

  it('finds by text and category and sorts by use, in a clean URL', async () => {
    const found = withoutPageTexts(await getPage(`${PATH}?q=health`, moderator.cookie).then((r) => r.text()))
    expect(found).toContain('<bdi>Mental Health</bdi></h3>')
    expect(found).not.toContain('<bdi>Therapy</bdi></h3>')
    const legal = withoutPageTexts(await getPage(`${PATH}?category=legal`, moderator.cookie).then((r) => r.text()))
    expect(legal).toContain('1 tag<')
    expect(legal).toContain('<bdi>legal aid</bdi></h3>')
    const byUse = withoutPageTexts(await getPage(`${PATH}?sort=usage`, moderator.cookie).then((r) => r.text()))
    const at = ['Mental Health', 'Therapy', 'legal aid', 'Counselling'].map((name) => byUse.indexOf(`<bdi>${name}</bdi></h3>`))
    expect(at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!))).toBe(true)
    const messy = await getPage(`${PATH}?q=&category=Health&sort=name&page=1`, moderator.cookie)
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe(`${PATH}?category=health`)
  })
})

describe('renaming', () => {
  it('refuses bad names with 400 and a translated message, and a name another tag has with 409', async () => {
    const empty = await post({ intent: 'rename', id: '3', name: '  ' }, moderator.cookie)
    expect(empty.status).toBe(400)
    expect(withoutPageTexts(await empty.text())).toContain('Enter a name.')
    const symbols = await post({ intent: 'rename', id: '3', name: '!!!' }, moderator.cookie, { Cookie: `${moderator.cookie}; lng=fr` })
    expect(symbols.status).toBe(400)
    expect(withoutPageTexts(await symbols.text())).toContain('Le nom d’un tag doit contenir au moins une lettre ou un chiffre.')
    // another tag's name, whatever its case
    const taken = await post({ intent: 'rename', id: '3', name: 'mental health' }, moderator.cookie)
    expect(taken.status).toBe(409)
    const html = withoutPageTexts(await taken.text())
    expect(html).toContain('Another tag already has this name.')
    expect(html).toContain('value="mental health"')
    const same = await post({ intent: 'rename', id: '3', name: 'HIV' }, moderator.cookie)
    expect(same.status).toBe(409)
    const gone = await post({ intent: 'rename', id: '999', name: 'Ghost' }, moderator.cookie)
    expect(gone.status).toBe(404)
    // a name whose address would be digits only (an id's shape), or a resource's address
    const digits = await post({ intent: 'rename', id: '3', name: '2024!' }, moderator.cookie)
    expect(digits.status).toBe(400)
    expect(withoutPageTexts(await digits.text())).toContain('it needs a letter, not only digits.')
    await db().insert(resources).values({ id: 9, slug: 'crisisline', title: 'Crisis Line' })
    const resourceAddress = await post({ intent: 'rename', id: '3', name: 'CrisisLine' }, moderator.cookie)
    expect(resourceAddress.status).toBe(409)
    expect(withoutPageTexts(await resourceAddress.text())).toContain('A resource’s page already has this address.')
    expect(await tag(3)).toMatchObject({ name: 'HIV', slug: 'hiv', path: 'HIV' })
    expect(await audits('TAG_RENAMED')).toEqual([])
  })

  it('changes the name, keeps the slug, follows in the search and writes an audit row', async () => {
    const res = await post({ intent: 'rename', id: '3', name: 'HIV & AIDS', redirectTo: `${PATH}?category=health` }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`${PATH}?category=health#tag-3`)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:tags.toasts.rename', values: { name: 'HIV & AIDS' } })
    // the address follows the name (decision 023), the slug stays
    expect(await tag(3)).toMatchObject({ name: 'HIV & AIDS', slug: 'hiv', path: 'HIV AIDS' })
    expect(await tagEntry(3)).toEqual([{ title: 'HIV & AIDS', body: 'Testing and care.' }])
    const [audit] = await audits('TAG_RENAMED')
    expect(audit).toMatchObject({
      actorId: moderator.id,
      sessionId: moderator.sessionId,
      targetType: 'tag',
      targetId: '3',
      before: { name: 'HIV' },
      after: { name: 'HIV & AIDS' },
      details: { slug: 'hiv', table: 'unified_tags' },
    })
    // only the case changes: allowed
    const cased = await post({ intent: 'rename', id: '4', name: 'Legal Aid' }, admin.cookie)
    expect(cased.status).toBe(302)
    expect(await tag(4)).toMatchObject({ name: 'Legal Aid', slug: 'legal-aid' })
    // a redirect elsewhere is not followed
    const away = await post({ intent: 'rename', id: '4', name: 'Legal Help', redirectTo: 'https://evil.example/' }, admin.cookie)
    expect(away.headers.get('Location')).toBe(`${PATH}#tag-4`)
  })
})

describe('describing', () => {
  it('refuses a bad category with 400, and saves description and category with an audit row', async () => {
    const bad = await post({ intent: 'describe', id: '5', description: 'Talking helps.', category: 'mental health!' }, moderator.cookie)
    expect(bad.status).toBe(400)
    const html = withoutPageTexts(await bad.text())
    expect(html).toContain('Use lowercase letters, digits and single hyphens (for example: mental-health).')
    expect(html).toContain('Talking helps.</textarea>')
    const ok = await post({ intent: 'describe', id: '5', description: ' Talking helps. ', category: 'Health' }, moderator.cookie)
    expect(ok.status).toBe(302)
    expect(flashToast(ok)).toMatchObject({ titleKey: 'admin:tags.toasts.describe', values: { name: 'Counselling' } })
    expect(await tag(5)).toMatchObject({ description: 'Talking helps.', category: 'health', name: 'Counselling' })
    expect(await tagEntry(5)).toEqual([{ title: 'Counselling', body: 'Talking helps.' }])
    const [audit] = await audits('TAG_DESCRIBED')
    expect(audit).toMatchObject({
      actorId: moderator.id,
      targetId: '5',
      before: { description: null, category: null },
      after: { description: 'Talking helps.', category: 'health' },
    })
    const again = await post({ intent: 'describe', id: '5', description: 'Talking helps.', category: 'health' }, moderator.cookie)
    expect(again.status).toBe(409)
    // emptied: both become null
    await post({ intent: 'describe', id: '2', description: '', category: '' }, moderator.cookie)
    expect(await tag(2)).toMatchObject({ description: null, category: null })
  })
})

describe('merging', () => {
  it('refuses an unknown target, the tag itself and an unknown tag, changing nothing', async () => {
    const unknown = await post({ intent: 'merge', id: '2', into: 'No Such Tag' }, moderator.cookie)
    expect(unknown.status).toBe(400)
    expect(withoutPageTexts(await unknown.text())).toContain('No tag has this name.')
    const self = await post({ intent: 'merge', id: '2', into: 'therapy' }, moderator.cookie)
    expect(self.status).toBe(400)
    expect(withoutPageTexts(await self.text())).toContain('A tag cannot be merged into itself.')
    const empty = await post({ intent: 'merge', id: '2', into: '' }, moderator.cookie)
    expect(empty.status).toBe(400)
    const gone = await post({ intent: 'merge', id: '999', into: 'Therapy' }, moderator.cookie)
    expect(gone.status).toBe(404)
    expect(await tag(2)).toBeTruthy()
    expect(await audits('TAG_MERGED')).toEqual([])
  })

  it('moves every link to the other tag without duplicates, recounts it, deletes the tag and its search entry', async () => {
    expect(await tagEntry(2)).toHaveLength(1)
    const res = await post({ intent: 'merge', id: '2', into: 'mental health' }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`${PATH}#tags`)
    expect(flashToast(res)).toMatchObject({
      titleKey: 'admin:tags.toasts.merge',
      values: { name: 'Therapy', into: 'Mental Health', count: '5' },
    })

    expect(await tag(2)).toBeUndefined()
    expect(await db().select().from(resourceTags).where(eq(resourceTags.tagId, 2))).toEqual([])
    expect(await db().select().from(personalityTags).where(eq(personalityTags.tagId, 2))).toEqual([])
    const moved = await db()
      .select({ id: resourceTags.resourceId })
      .from(resourceTags)
      .where(eq(resourceTags.tagId, 1))
      .orderBy(resourceTags.resourceId)
    expect(moved.map((r) => r.id)).toEqual([1, 2, 3])
    const people = await db()
      .select({ id: personalityTags.personalityId })
      .from(personalityTags)
      .where(eq(personalityTags.tagId, 1))
      .orderBy(personalityTags.personalityId)
    expect(people.map((r) => r.id)).toEqual([1, 2])
    // resource 2 had both tags: one link left; usage counts resources and personalities
    expect((await tag(1))!.usageCount).toBe(5)
    // the other tags are untouched
    expect((await tag(4))!.usageCount).toBe(1)
    expect(await tagEntry(2)).toEqual([])
    expect(await tagEntry(1)).toHaveLength(1)

    const [audit] = await audits('TAG_MERGED')
    expect(audit).toMatchObject({
      actorId: moderator.id,
      targetType: 'tag',
      targetId: '2',
      before: { slug: 'therapy', name: 'Therapy' },
      details: {
        into: { id: 1, slug: 'mental-health', name: 'Mental Health' },
        links: { resources: 2, personalities: 1 },
        usageCount: 5,
        table: 'unified_tags',
      },
    })
    const list = withoutPageTexts(await getPage(PATH, moderator.cookie).then((r) => r.text()))
    expect(list).toContain('4 tags')
    expect(list).not.toContain('<bdi>Therapy</bdi></h3>')
    expect(list).toContain('Uses: 5 · Resources: 3 · Personalities: 2')
  })
})
