import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { countries, personalities, personalityTags, staffAuditLog, unifiedTags, userRoles } from '~/db/schema'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, createMemberWithSession, db, formData, getPage, withoutPageTexts } from './helpers'

/**
 * /admin/personalities, /admin/personalities/new and /admin/personalities/{id}: visitors sent to
 * sign in and members away (pages and POSTs, nothing changed); a moderator creates a personality
 * with pronouns, tags and a portrait (its GPS metadata removed before R2), edits it (the slug
 * kept, the old portrait deleted, the tags' counts following), and bad input answers 400 with the
 * fields' messages; each change leaves an audit row and the search index follows.
 */

let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }
let tagA = 0
let tagB = 0

beforeAll(async () => {
  const d = db()
  member = await createMemberWithSession('Member')
  moderator = await createMemberWithSession('Moderator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await d
    .insert(countries)
    .values({ id: 'gb', name: 'United Kingdom', names: { en: 'United Kingdom' }, continent: 'EU', timezones: ['Europe/London'] })
  const tags = await d
    .insert(unifiedTags)
    .values([
      { name: 'Computing', slug: 'computing', path: 'Computing' },
      { name: 'History', slug: 'history', path: 'History' },
    ])
    .returning({ id: unifiedTags.id })
  ;[tagA, tagB] = tags.map((t) => t.id) as [number, number]
})

const post = (path: string, body: FormData, cookie?: string) => call(path, { method: 'POST', cookie, body })
const keyOf = (url: string) => url.replace(/^\/media\//, '')
const jpeg = () => new File([JPEG_WITH_GPS], 'portrait.jpg', { type: 'image/jpeg' })

describe('who may edit personalities', () => {
  it('sends visitors to sign in and members away, on the pages and on every POST', async () => {
    const [existing] = await db()
      .insert(personalities)
      .values({ slug: 'guarded', name: 'Guarded Person' })
      .returning({ id: personalities.id })
    for (const path of ['/admin/personalities', '/admin/personalities/new', `/admin/personalities/${existing!.id}`]) {
      const visitor = await getPage(path)
      expect(visitor.status, path).toBe(302)
      expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
      const page = await getPage(path, member.cookie)
      expect(page.status, path).toBe(302)
      expect(page.headers.get('Location')).toBe('/')
    }
    for (const path of ['/admin/personalities/new', `/admin/personalities/${existing!.id}`, '/admin/personalities/999999']) {
      const byMember = await post(path, formData({ name: 'Sneaky' }), member.cookie)
      expect(byMember.status, path).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      const byVisitor = await post(path, formData({ name: 'Sneaky' }))
      expect(byVisitor.status, path).toBe(302)
      expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    expect(await db().select().from(personalities).where(eq(personalities.name, 'Sneaky'))).toEqual([])
    expect((await db().select().from(personalities).where(eq(personalities.id, existing!.id)).get())?.name).toBe('Guarded Person')
  })
})

describe('the editor', () => {
  let id = 0

  it('creates a personality with pronouns, tags and a portrait whose metadata is removed', async () => {
    const send = () =>
      post(
        '/admin/personalities/new',
        formData({
          key: 'new-personality-key-0001',
          name: 'Ada Example',
          pronouns: 'she/her',
          profession: 'Mathematician',
          category: 'science',
          countryId: 'gb',
          birthYear: '1815',
          deathYear: '1852',
          bio: 'Wrote the first program.',
          wikipediaUrl: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
          tagIds: [String(tagA), String(tagB)],
          featured: 'on',
          portrait: jpeg(),
        }),
        moderator.cookie,
      )
    const response = await send()
    expect(response.status).toBe(302)
    // the same form again (a double click, a retry): the same personality, not a second one
    const again = await send()
    expect(again.headers.get('Location')).toBe(response.headers.get('Location'))
    expect(await db().select().from(personalities).where(eq(personalities.name, 'Ada Example')).all()).toHaveLength(1)
    const row = await db().select().from(personalities).where(eq(personalities.name, 'Ada Example')).get()
    expect(row).toMatchObject({
      slug: 'ada-example',
      pronouns: 'she/her',
      category: 'science',
      countryId: 'gb',
      birthYear: 1815,
      featured: true,
    })
    id = row!.id
    expect(response.headers.get('Location')).toBe(`/admin/personalities/${id}`)
    const stored = await env.MEDIA.get(keyOf(row!.imageUrl!))
    expect(row!.imageUrl).toMatch(/^\/media\/personalities\/[0-9a-f-]{36}\.jpg$/)
    expect(has(new Uint8Array(await stored!.arrayBuffer()), 'GPSLatitude')).toBe(false)
    const tags = await db().select().from(personalityTags).where(eq(personalityTags.personalityId, id))
    expect(tags.map((t) => t.tagId).sort()).toEqual([tagA, tagB].sort())
    expect((await db().select().from(unifiedTags).where(eq(unifiedTags.id, tagA)).get())?.usageCount).toBe(1)
    // the public page and the search index follow
    const page = withoutPageTexts(await (await getPage(`/personalities/${id}`)).text())
    expect(page).toContain('she/her')
    const indexed = await env.DB.prepare(`SELECT title FROM search_index WHERE type = 'personality' AND ref_id = ?`).bind(id).first()
    expect(indexed).toMatchObject({ title: 'Ada Example' })
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'PERSONALITY_CREATED'), eq(staffAuditLog.actorId, moderator.id)))
    expect(audit).toHaveLength(1)
  })

  it('shows the editor with what is stored, and saves changes: slug kept, old portrait deleted, tag counts following', async () => {
    const editor = await getPage(`/admin/personalities/${id}`, moderator.cookie)
    expect(editor.status).toBe(200)
    const html = withoutPageTexts(await editor.text())
    expect(html).toContain('value="Ada Example"')
    expect(html).toContain('value="she/her"')
    const before = (await db().select().from(personalities).where(eq(personalities.id, id)).get())!
    const response = await post(
      `/admin/personalities/${id}`,
      formData({ name: 'Ada Renamed', pronouns: '', category: 'science', tagIds: [String(tagB)], portrait: jpeg() }),
      moderator.cookie,
    )
    expect(response.status).toBe(302)
    const after = (await db().select().from(personalities).where(eq(personalities.id, id)).get())!
    expect(after).toMatchObject({ slug: 'ada-example', name: 'Ada Renamed', pronouns: null, countryId: null, featured: false })
    expect(after.imageUrl).not.toBe(before.imageUrl)
    expect(await env.MEDIA.head(keyOf(before.imageUrl!))).toBeNull()
    expect(await env.MEDIA.head(keyOf(after.imageUrl!))).not.toBeNull()
    expect((await db().select().from(unifiedTags).where(eq(unifiedTags.id, tagA)).get())?.usageCount).toBe(0)
    expect((await db().select().from(unifiedTags).where(eq(unifiedTags.id, tagB)).get())?.usageCount).toBe(1)

    // removing the portrait deletes its object
    await post(`/admin/personalities/${id}`, formData({ name: 'Ada Renamed', removePortrait: 'on' }), moderator.cookie)
    const removed = (await db().select().from(personalities).where(eq(personalities.id, id)).get())!
    expect(removed.imageUrl).toBeNull()
    expect(await env.MEDIA.head(keyOf(after.imageUrl!))).toBeNull()
    expect(await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'PERSONALITY_UPDATED'))).toHaveLength(2)
  })

  it('refuses bad input with the fields’ messages (400) and changes nothing', async () => {
    const cases: [Record<string, string | string[] | File>, string][] = [
      [{ name: '' }, 'Enter a name.'],
      [{ name: 'X', birthYear: '1900', deathYear: '1850' }, 'The year of death cannot be before the year of birth.'],
      [{ name: 'X', wikipediaUrl: 'javascript:alert(1)' }, 'Enter a full https:// address.'],
      [{ name: 'X', category: 'nonsense' }, 'Choose one of the options offered.'],
      [{ name: 'X', countryId: 'zz' }, 'Choose one of the options offered.'],
      [{ name: 'X', tagIds: ['987654'] }, 'Choose one of the options offered.'],
      [{ name: 'X', birthYear: '3000' }, 'Enter a year as a whole number, no later than this year.'],
      [
        { name: 'X', portrait: new File(['not an image'], 'x.jpg', { type: 'image/jpeg' }) },
        'The portrait must be a JPEG, PNG, WebP or GIF image.',
      ],
    ]
    const before = await db().select().from(personalities)
    for (const [fields, text] of cases) {
      const response = await post('/admin/personalities/new', formData(fields), moderator.cookie)
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect(withoutPageTexts(await response.text()), JSON.stringify(fields)).toContain(text)
    }
    expect(await db().select().from(personalities)).toEqual(before)
    expect((await post('/admin/personalities/999999', formData({ name: 'Ghost' }), moderator.cookie)).status).toBe(404)
    expect((await getPage('/admin/personalities/999999', moderator.cookie)).status).toBe(404)
  })

  it('lists and finds personalities for the team', async () => {
    const page = withoutPageTexts(await (await getPage('/admin/personalities?q=renamed', moderator.cookie)).text())
    expect(page).toContain('Ada Renamed')
    expect(page).not.toContain('Guarded Person')
    expect(page).toContain(`href="/admin/personalities/${id}"`)
  })
})
