import { SELF } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentPages, staffAuditLog, userRoles } from '~/db/schema'
import { createMemberWithSession, db, flashToast, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/cms, /admin/cms/new, /admin/cms/{id}: visitors are sent to sign in and members away, on
 * the pages and on every POST; a moderator finds pages by text, status and language; creates a
 * draft (the public page stays 404 for visitors), previews it (rendered and sanitized on the
 * server: a <script> never comes back), edits, publishes (the public page and the site search
 * follow), unpublishes, adds a language version; bad input answers 400 with translated messages
 * and keeps what was typed; a taken slug and language 409; every change writes updated_by and an
 * audit row.
 */

let moderator: { id: string; cookie: string; sessionId: string }
let admin: { id: string; cookie: string }
let member: { id: string; cookie: string }
const ids = { guide: 0, guideDe: 0, old: 0 }

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  admin = await createMemberWithSession('Ada Admin')
  member = await createMemberWithSession('Plain Member')
  await d.insert(userRoles).values([
    { userId: moderator.id, role: 'moderator' },
    { userId: admin.id, role: 'admin' },
  ])
  const rows = await d
    .insert(contentPages)
    .values([
      {
        slug: 'wiki-guide',
        title: 'Wiki Guide',
        body: 'Hello.\n\n## Getting started',
        locale: 'en',
        status: 'published',
        updatedAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        slug: 'wiki-guide',
        title: 'Wiki-Leitfaden',
        body: 'Hallo.',
        locale: 'de',
        status: 'draft',
        updatedAt: new Date('2026-01-03T10:00:00Z'),
      },
      { slug: 'old-notes', title: 'Old Notes', body: 'Old.', locale: 'en', status: 'draft', updatedAt: new Date('2026-01-01T10:00:00Z') },
    ])
    .returning({ id: contentPages.id })
  ;[ids.guide, ids.guideDe, ids.old] = rows.map((r) => r.id)
})

const pageRows = () => db().select().from(contentPages).orderBy(contentPages.id)
const audits = (type: string) => db().select().from(staffAuditLog).where(eq(staffAuditLog.action, type))
const searchEntries = (id: number) =>
  db().all<{ title: string }>(sql`SELECT title FROM search_index WHERE type = 'content' AND ref_id = ${id}`)

describe('who may write pages', () => {
  it('sends visitors to sign in and members away, on the pages and on every POST, changing nothing', async () => {
    for (const path of ['/admin/cms', '/admin/cms/new', `/admin/cms/${ids.guide}`]) {
      const visitor = await getPage(path)
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
      const page = await getPage(path, member.cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe('/')
      expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })
    }
    const before = await pageRows()
    const attempts: [string, Record<string, string>][] = [
      ['/admin/cms/new', { intent: 'create', slug: 'sneaky', locale: 'en', title: 'Sneaky', body: 'x' }],
      ['/admin/cms/new', { intent: 'preview', slug: 'sneaky', locale: 'en', title: 'Sneaky', body: 'x' }],
      [`/admin/cms/${ids.guide}`, { intent: 'save', id: String(ids.guide), title: 'Hacked', body: 'x' }],
      [`/admin/cms/${ids.guide}`, { intent: 'preview', id: String(ids.guide), title: 'Hacked', body: 'x' }],
      [`/admin/cms/${ids.old}`, { intent: 'publish', id: String(ids.old) }],
      [`/admin/cms/${ids.guide}`, { intent: 'unpublish', id: String(ids.guide) }],
    ]
    for (const [path, fields] of attempts) {
      const byMember = await postForm(path, fields, member.cookie)
      expect(byMember.status, `${path} ${fields.intent}`).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      const byVisitor = await postForm(path, fields)
      expect(byVisitor.status).toBe(302)
      expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    expect(await pageRows()).toEqual(before)
  })

  it('links the screen from the dashboard', async () => {
    const dashboard = await getPage('/admin', moderator.cookie).then((r) => r.text())
    expect(dashboard).toContain('href="/admin/cms"')
    expect(dashboard).toContain('href="/admin/tags"')
  })
})

describe('the list', () => {
  it('shows a moderator and an admin every page, drafts too, most recently changed first', async () => {
    for (const who of [moderator, admin]) {
      const res = await getPage('/admin/cms', who.cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      const html = withoutPageTexts(await res.text())
      expect(html).toContain('Wiki and information pages</h1>')
      expect(html).toContain('noindex')
      expect(html).toContain('3 pages')
      const at = ['Wiki-Leitfaden', 'Wiki Guide', 'Old Notes'].map((title) => html.indexOf(`>${title}</a>`))
      expect(at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!))).toBe(true)
      expect(html).toContain(`href="/admin/cms/${ids.old}"`)
      expect(html).toContain('href="/content/wiki-guide"')
    }
  })

  it('finds by title or slug, status and language, in a clean URL that works without JavaScript', async () => {
    const byText = withoutPageTexts(await getPage('/admin/cms?q=NOTES', moderator.cookie).then((r) => r.text()))
    expect(byText).toContain('>Old Notes</a>')
    expect(byText).not.toContain('>Wiki Guide</a>')
    const bySlug = withoutPageTexts(await getPage('/admin/cms?q=wiki-guide&locale=de', moderator.cookie).then((r) => r.text()))
    expect(bySlug).toContain('>Wiki-Leitfaden</a>')
    expect(bySlug).not.toContain('>Wiki Guide</a>')
    const published = withoutPageTexts(await getPage('/admin/cms?status=published', moderator.cookie).then((r) => r.text()))
    expect(published).toContain('1 page<')
    expect(published).toContain('>Wiki Guide</a>')
    // a form sent without JavaScript sends its empty fields; bad values are dropped
    const messy = await getPage('/admin/cms?q=&status=gone&locale=de&page=1', moderator.cookie)
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/admin/cms?locale=de')
    const past = await getPage('/admin/cms?page=9', moderator.cookie)
    expect(past.headers.get('Location')).toBe('/admin/cms')
  })
})

describe('writing a page', () => {
  const draft = {
    slug: 'safer-nights',
    locale: 'en',
    title: 'Safer Nights',
    body: '# Safer Nights\n\nLook after each other.\n\n## Before you go\n\nPlan.',
  }

  it('refuses bad input with 400 and translated messages, keeping what was typed', async () => {
    const res = await postForm(
      '/admin/cms/new',
      { intent: 'create', slug: 'Bad Slug!', locale: 'xx', title: ' ', body: 'Kept body text' },
      moderator.cookie,
    )
    expect(res.status).toBe(400)
    const html = withoutPageTexts(await res.text())
    expect(html).toContain('Use lowercase letters, digits and single hyphens')
    expect(html).toContain('Choose one of the languages in the list.')
    expect(html).toContain('Enter a title.')
    // what was typed comes back
    expect(html).toContain('value="Bad Slug!"')
    expect(html).toContain('Kept body text</textarea>')
    // in another language too
    const de = await SELF.fetch(`${ORIGIN}/admin/cms/new`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'create', slug: '123', locale: 'en', title: 'T', body: 'B' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: ORIGIN,
        Host: 'haven.test',
        Cookie: `${moderator.cookie}; lng=de`,
      },
      redirect: 'manual',
    })
    expect(de.status).toBe(400)
    expect(withoutPageTexts(await de.text())).toContain('Verwende Kleinbuchstaben, Ziffern und einzelne Bindestriche')
    const unknownIntent = await postForm('/admin/cms/new', { intent: 'drop', slug: 'x' }, moderator.cookie)
    expect(unknownIntent.status).toBe(400)
    expect(await db().select().from(contentPages).where(eq(contentPages.slug, 'bad-slug'))).toEqual([])
  })

  it('previews on the server, sanitized, storing nothing', async () => {
    const body =
      'Hello <script>alert("pwned")</script>\n\n<img src="/media/x.png" onerror="alert(1)">\n\n[link](javascript:alert(2))\n\n## Part one'
    const res = await postForm(
      '/admin/cms/new',
      { intent: 'preview', slug: 'evil-preview', locale: 'en', title: 'Evil', body },
      moderator.cookie,
    )
    expect(res.status).toBe(200)
    const html = withoutPageTexts(await res.text())
    // the preview only (the page's data carries the text typed, as it was sent)
    const preview = html.slice(html.indexOf('id="cms-preview"'), html.indexOf('</section>', html.indexOf('id="cms-preview"')))
    expect(preview).toContain('<h2 id="part-one">Part one</h2>')
    expect(preview).not.toContain('<script>alert')
    expect(preview).not.toContain('onerror')
    expect(preview).not.toContain('href="javascript')
    expect(html).toContain('It is not saved yet.')
    // the text typed stays in the form (escaped), for more editing
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;')
    expect(await db().select().from(contentPages).where(eq(contentPages.slug, 'evil-preview'))).toEqual([])
  })

  let created = 0
  it('creates a draft that visitors cannot open, with updated_by and an audit row', async () => {
    const res = await postForm('/admin/cms/new', { intent: 'create', ...draft }, moderator.cookie)
    expect(res.status).toBe(302)
    const row = (await db().select().from(contentPages).where(eq(contentPages.slug, 'safer-nights')))[0]!
    created = row.id
    expect(res.headers.get('Location')).toBe(`/admin/cms/${created}`)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:cms.toasts.created', values: { title: 'Safer Nights', slug: 'safer-nights' } })
    expect(row).toMatchObject({ status: 'draft', locale: 'en', title: 'Safer Nights', updatedBy: moderator.id })
    expect((await getPage('/content/safer-nights')).status).toBe(404)
    expect((await getPage('/content/safer-nights', member.cookie)).status).toBe(404)
    expect((await getPage('/content/safer-nights', moderator.cookie)).status).toBe(200)
    expect(await searchEntries(created)).toEqual([])
    const audit = (await audits('CONTENT_PAGE_CREATED')).find((a) => a.targetId === String(created))
    expect(audit).toMatchObject({
      actorId: moderator.id,
      sessionId: moderator.sessionId,
      targetType: 'content_page',
      after: { slug: 'safer-nights', locale: 'en', status: 'draft' },
    })
    // the same slug in the same language again: 409, the form kept
    const again = await postForm('/admin/cms/new', { intent: 'create', ...draft, title: 'Second' }, moderator.cookie)
    expect(again.status).toBe(409)
    const html = withoutPageTexts(await again.text())
    expect(html).toContain('This address already has a page in this language.')
    expect(html).toContain('value="Second"')
  })

  it('opens the editor with the saved text rendered, and previews a change without saving it', async () => {
    const page = await getPage(`/admin/cms/${created}`, moderator.cookie)
    expect(page.status).toBe(200)
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Safer Nights</h1>')
    expect(html).toContain('The saved text, as the page shows it.')
    expect(html).toContain('<h2 id="before-you-go">Before you go</h2>')
    expect(html).toContain('href="/content/safer-nights"')
    const preview = await postForm(
      `/admin/cms/${created}`,
      { intent: 'preview', id: String(created), title: 'Safer Nights', body: 'New <script>x()</script> text\n\n## After' },
      moderator.cookie,
    )
    expect(preview.status).toBe(200)
    const previewed = withoutPageTexts(await preview.text())
    expect(previewed).toContain('<h2 id="after">After</h2>')
    const shown = previewed.slice(
      previewed.indexOf('id="cms-preview"'),
      previewed.indexOf('</section>', previewed.indexOf('id="cms-preview"')),
    )
    expect(shown).toContain('New  text')
    expect(shown).not.toContain('<script>x()')
    expect((await db().select().from(contentPages).where(eq(contentPages.id, created)))[0]!.body).toBe(draft.body)
    expect((await getPage('/admin/cms/999999', moderator.cookie)).status).toBe(404)
    expect((await getPage('/admin/cms/abc', moderator.cookie)).status).toBe(404)
  })

  it('saves an edit (400 and nothing lost on bad input), by its editor', async () => {
    const bad = await postForm(
      `/admin/cms/${created}`,
      { intent: 'save', id: String(created), title: '', body: 'Typed but refused' },
      admin.cookie,
    )
    expect(bad.status).toBe(400)
    const html = withoutPageTexts(await bad.text())
    expect(html).toContain('Enter a title.')
    expect(html).toContain('Typed but refused</textarea>')
    // a form of another page posted here
    const wrong = await postForm(`/admin/cms/${created}`, { intent: 'save', id: String(ids.old), title: 'X', body: 'Y' }, admin.cookie)
    expect(wrong.status).toBe(400)
    const ok = await postForm(
      `/admin/cms/${created}`,
      { intent: 'save', id: String(created), title: 'Safer Nights Out', body: 'Updated text.' },
      admin.cookie,
    )
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe(`/admin/cms/${created}`)
    expect(flashToast(ok)).toMatchObject({ titleKey: 'admin:cms.toasts.saved' })
    const row = (await db().select().from(contentPages).where(eq(contentPages.id, created)))[0]!
    expect(row).toMatchObject({
      title: 'Safer Nights Out',
      body: 'Updated text.',
      slug: 'safer-nights',
      status: 'draft',
      updatedBy: admin.id,
    })
    expect((await audits('CONTENT_PAGE_UPDATED')).some((a) => a.targetId === String(created) && a.actorId === admin.id)).toBe(true)
  })

  it('publishes: the public page and the site search follow; publishing again is 409', async () => {
    const res = await postForm(`/admin/cms/${created}`, { intent: 'publish', id: String(created) }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:cms.toasts.published', values: { slug: 'safer-nights' } })
    const row = (await db().select().from(contentPages).where(eq(contentPages.id, created)))[0]!
    expect(row).toMatchObject({ status: 'published', updatedBy: moderator.id })
    const publicPage = await getPage('/content/safer-nights')
    expect(publicPage.status).toBe(200)
    expect(withoutPageTexts(await publicPage.text())).toContain('Updated text.')
    expect(await searchEntries(created)).toEqual([{ title: 'Safer Nights Out' }])
    expect((await audits('CONTENT_PAGE_PUBLISHED')).some((a) => a.targetId === String(created) && a.after?.status === 'published')).toBe(
      true,
    )
    const again = await postForm(`/admin/cms/${created}`, { intent: 'publish', id: String(created) }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(withoutPageTexts(await again.text())).toContain('This page is already published.')
    // a published page's new title reaches the search at once
    await postForm(
      `/admin/cms/${created}`,
      { intent: 'save', id: String(created), title: 'Safer Nights', body: 'Updated text.' },
      moderator.cookie,
    )
    expect(await searchEntries(created)).toEqual([{ title: 'Safer Nights' }])
  })

  it('unpublishes: visitors get 404 again and the search forgets it', async () => {
    const res = await postForm(`/admin/cms/${created}`, { intent: 'unpublish', id: String(created) }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:cms.toasts.unpublished' })
    expect((await getPage('/content/safer-nights')).status).toBe(404)
    expect(await searchEntries(created)).toEqual([])
    expect((await audits('CONTENT_PAGE_UNPUBLISHED')).some((a) => a.targetId === String(created) && a.actorId === moderator.id)).toBe(true)
    const again = await postForm(`/admin/cms/${created}`, { intent: 'unpublish', id: String(created) }, moderator.cookie)
    expect(again.status).toBe(409)
    const gone = await postForm('/admin/cms/999999', { intent: 'publish', id: '999999' }, moderator.cookie)
    expect(gone.status).toBe(404)
  })
})

describe('language versions', () => {
  it('lists a slug’s languages and starts a new one from a page, copied to translate', async () => {
    const editor = withoutPageTexts(await getPage(`/admin/cms/${ids.guide}`, moderator.cookie).then((r) => r.text()))
    expect(editor).toContain(`href="/admin/cms/${ids.guideDe}"`)
    expect(editor).toContain('action="/admin/cms/new"')
    expect(editor).toContain(`name="from" value="${ids.guide}"`)
    // German is taken: the list offers the others
    expect(editor).not.toContain('<option value="de" lang="de">')
    expect(editor).toContain('<option value="fr" lang="fr">')

    const form = withoutPageTexts(await getPage(`/admin/cms/new?from=${ids.guide}&locale=fr`, moderator.cookie).then((r) => r.text()))
    expect(form).toContain('New language version')
    expect(form).toContain('value="wiki-guide"')
    expect(form).toContain('value="Wiki Guide"')
    expect(form).toContain('This address is already written in: Deutsch, English.')
    expect(form).toMatch(/<option value="fr" lang="fr" selected="">/)

    const res = await postForm(
      '/admin/cms/new',
      { intent: 'create', slug: 'wiki-guide', locale: 'fr', title: 'Guide du wiki', body: 'Bonjour.' },
      moderator.cookie,
    )
    expect(res.status).toBe(302)
    const versions = await db()
      .select({ locale: contentPages.locale, status: contentPages.status })
      .from(contentPages)
      .where(eq(contentPages.slug, 'wiki-guide'))
      .orderBy(contentPages.locale)
    expect(versions).toEqual([
      { locale: 'de', status: 'draft' },
      { locale: 'en', status: 'published' },
      { locale: 'fr', status: 'draft' },
    ])
    // a French reader still reads English until the French version is published
    const fr = await SELF.fetch(`${ORIGIN}/content/wiki-guide`, { headers: { Cookie: 'lng=fr' } })
    expect(withoutPageTexts(await fr.text())).toContain('Wiki Guide</h1>')
    const french = (
      await db()
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, 'wiki-guide'), eq(contentPages.locale, 'fr')))
    )[0]!
    await postForm(`/admin/cms/${french.id}`, { intent: 'publish', id: String(french.id) }, moderator.cookie)
    const frAfter = await SELF.fetch(`${ORIGIN}/content/wiki-guide`, { headers: { Cookie: 'lng=fr' } })
    expect(withoutPageTexts(await frAfter.text())).toContain('Guide du wiki</h1>')
  })
})
