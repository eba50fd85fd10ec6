import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentPages, userRoles } from '~/db/schema'
import { createMemberWithSession, db, getPage, ORIGIN, withoutPageTexts } from './helpers'

/**
 * /content/{slug-or-id}: wiki pages from content_pages, their Markdown rendered and sanitized on
 * the server. By slug, by id (301 to the slug), unknown and draft pages (404 for everybody but
 * staff), the reader's language with English as the fallback, a script in the Markdown never
 * served, JSON-LD Article and Open Graph.
 */

const ids = { guide: 0, guideDe: 0, draft: 0, evil: 0 }
let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  const updatedAt = new Date('2026-03-14T12:00:00Z')
  const rows = await d
    .insert(contentPages)
    .values([
      {
        slug: 'wiki-guide',
        title: 'Wiki Guide',
        body: '# Wiki Guide\n\nA first paragraph about the guide.\n\n## Getting started\n\nHello.\n\n### Small step\n\nMore.\n\n## Staying safe\n\nText.',
        locale: 'en',
        status: 'published',
        updatedAt,
      },
      {
        slug: 'wiki-guide',
        title: 'Wiki-Leitfaden',
        body: 'Ein erster Absatz.\n\n## Erste Schritte\n\nHallo.',
        locale: 'de',
        status: 'published',
        updatedAt,
      },
      { slug: 'secret-draft', title: 'Secret Draft', body: 'Not yet.\n\n## Plans', locale: 'en', status: 'draft', updatedAt },
      {
        slug: 'evil-page',
        title: 'Evil Page',
        body: 'Hello <script>alert("pwned")</script>\n\n<img src="/media/x.png" onerror="alert(1)">\n\n[link](javascript:alert(2))\n\n<iframe src="https://evil.example"></iframe>\n\n<p style="color:red">red</p>',
        locale: 'en',
        status: 'published',
        updatedAt,
      },
    ])
    .returning({ id: contentPages.id })
  ;[ids.guide, ids.guideDe, ids.draft, ids.evil] = rows.map((r) => r.id)

  member = await createMemberWithSession('Member')
  moderator = await createMemberWithSession('Moderator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
})

describe('/content/{slug-or-id}', () => {
  it('serves a page by its slug: title, contents, date, breadcrumbs, Open Graph and JSON-LD Article', async () => {
    const response = await getPage('/content/wiki-guide')
    expect(response.status).toBe(200)
    const html = withoutPageTexts(await response.text())
    expect(html).toContain('Wiki Guide</h1>')
    // the Markdown's own '# Wiki Guide' is not shown a second time
    expect(html.match(/>Wiki Guide</g)?.length).toBeLessThanOrEqual(2)
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>')
    expect(html).toContain('<h3 id="small-step">Small step</h3>')
    expect(html).toContain('href="#getting-started"')
    expect(html).toContain('href="#staying-safe"')
    expect(html).toContain('On this page')
    expect(html).toContain('Last updated March 14, 2026')
    expect(html).toContain('dateTime="2026-03-14T12:00:00.000Z"')
    expect(html).toMatch(/aria-label="Breadcrumb"/)
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain('<meta property="og:title" content="Wiki Guide — Haven"/>')
    expect(html).toContain('<meta name="description" content="A first paragraph about the guide."/>')
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/content/wiki-guide"/>`)
    const ld = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)
    expect(ld).not.toBeNull()
    const article = JSON.parse(ld![1])
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Wiki Guide',
      inLanguage: 'en',
      dateModified: '2026-03-14T12:00:00.000Z',
      url: `${ORIGIN}/content/wiki-guide`,
    })
  })

  it("shows the reader's language, and English (said so) when there is none", async () => {
    const german = withoutPageTexts(await (await getPage('/content/wiki-guide', 'lng=de')).text())
    expect(german).toContain('Wiki-Leitfaden</h1>')
    expect(german).toContain('<h2 id="erste-schritte">Erste Schritte</h2>')
    expect(german).toContain('Zuletzt aktualisiert am 14. März 2026')
    expect(german).not.toContain('Ein erster Absatz.</p></div><p role="note"')

    const french = withoutPageTexts(await (await getPage('/content/wiki-guide', 'lng=fr')).text())
    expect(french).toContain('Wiki Guide</h1>')
    expect(french).toContain('role="note"')
    expect(french).toContain('pas encore disponible en français')
    expect(french).toMatch(/<h1 lang="en"/)
  })

  it('redirects an id to its slug (301)', async () => {
    const response = await getPage(`/content/${ids.guide}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/content/wiki-guide')
  })

  it('answers 404 for an unknown page, and for a draft to visitors and members', async () => {
    expect((await getPage('/content/no-such-page')).status).toBe(404)
    expect((await getPage('/content/999999')).status).toBe(404)
    expect((await getPage('/content/secret-draft')).status).toBe(404)
    expect((await getPage(`/content/${ids.draft}`)).status).toBe(404)
    expect((await getPage('/content/secret-draft', member.cookie)).status).toBe(404)
  })

  it('shows a draft to staff, marked and not indexed', async () => {
    const response = await getPage('/content/secret-draft', moderator.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    const html = withoutPageTexts(await response.text())
    expect(html).toContain('Secret Draft</h1>')
    expect(html).toContain('Only staff can see this page until it is published.')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    const redirect = await getPage(`/content/${ids.draft}`, moderator.cookie)
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('Location')).toBe('/content/secret-draft')
  })

  it('serves a page with a script in its Markdown without the script', async () => {
    const response = await getPage('/content/evil-page')
    expect(response.status).toBe(200)
    const html = withoutPageTexts(await response.text())
    expect(html).not.toContain('pwned')
    expect(html).not.toMatch(/onerror|<iframe|style="color|href="javascript/i)
    expect(html).toContain('<img src="/media/x.png" loading="lazy" />')
    expect(html).toContain('<p>red</p>')
  })

  it('lists the published pages in the sitemap, once per slug, and no draft', async () => {
    const xml = await (await getPage('/sitemaps/pages.xml')).text()
    expect(xml.match(/\/content\/wiki-guide</g)).toHaveLength(1)
    expect(xml).toContain(`<loc>${ORIGIN}/content/evil-page</loc>`)
    expect(xml).not.toContain('secret-draft')
  })
})

describe('/content (the wiki’s index)', () => {
  it('lists each published page once, in the reader’s language where it has one, and no draft', async () => {
    const english = withoutPageTexts(await (await getPage('/content')).text())
    expect(english).toContain('href="/content/wiki-guide"')
    expect(english).toContain('Wiki Guide')
    expect(english).not.toContain('Secret Draft')
    expect(english.match(/href="\/content\/wiki-guide"/g)).toHaveLength(1)
    const german = withoutPageTexts(
      await (await SELF.fetch(`${ORIGIN}/content`, { headers: { 'Accept-Language': 'de' }, redirect: 'manual' })).text(),
    )
    expect(german).toContain('Wiki-Leitfaden')
    expect(german).toContain('Das Haven-Wiki')
  })

  it('links the pages’ breadcrumbs to the index and cleans its own address', async () => {
    expect(withoutPageTexts(await (await getPage('/content/wiki-guide')).text())).toContain('href="/content"')
    for (const path of ['/content?page=1', '/content?page=x', '/content?page=7', '/content?q=1']) {
      const response = await getPage(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe('/content')
    }
  })
})
