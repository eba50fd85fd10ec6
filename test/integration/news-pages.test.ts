import { SELF } from 'cloudflare:test'
import { XMLParser } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { countries, newsArticles, newsSources } from '~/db/schema'
import { db, getPage, ORIGIN, withoutPageTexts } from './helpers'

/**
 * /news and /news/{id} through the real Worker and D1: the filters in the URL (topic, source,
 * language, the source's country), newest first, pages, messy URLs redirected to the clean one,
 * the article's page (200, 404, JSON-LD NewsArticle, the original opened with noopener, related
 * articles), HTML from a feed rendered safely, and the news sitemap.
 */
const html = async (path: string) => {
  const response = await getPage(path)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
/** The titles of the cards, in their order. */
const titles = (page: string) => [...page.matchAll(/<a [^>]*href="\/news\/(\d+)"[^>]*>([^<]+)<\/a><\/h[23]>/g)].map((m) => m[2])

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 9))

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values([
    { id: 'gb', name: 'United Kingdom', names: { en: 'United Kingdom' }, continent: 'EU', timezones: ['Europe/London'], flag: '🇬🇧' },
    { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    { id: 'fr', name: 'France', names: { en: 'France' }, continent: 'EU', timezones: ['Europe/Paris'], flag: '🇫🇷' },
  ])
  await d.insert(newsSources).values([
    { id: 1, name: 'London Wire', url: 'https://wire.example', countryId: 'gb', language: 'en' },
    { id: 2, name: 'Berliner Blatt', url: 'https://blatt.example', countryId: 'de', language: 'de' },
    { id: 3, name: 'World Desk', url: 'https://world.example', countryId: null },
    // a source with no article offers nothing to filter by
    { id: 4, name: 'Quiet Paper', url: 'https://quiet.example', countryId: 'fr' },
  ])
  const article = (
    id: number,
    sourceId: number,
    title: string,
    category: string | null,
    language: string | null,
    d: number,
    extra = {},
  ) => ({
    id,
    slug: `a-${id}`,
    sourceId,
    title,
    summary: `Summary of ${title}.`,
    url: `https://news.example/${id}?ref=feed`,
    category,
    language,
    publishedAt: day(d),
    ...extra,
  })
  await d.insert(newsArticles).values([
    article(1, 1, 'Pride march route announced', 'politics', 'en', 10, {
      body: '<p>The route is set.</p><script>alert("stored")</script><p onclick="steal()">Join us.</p><iframe src="https://evil.example"></iframe>',
    }),
    article(2, 1, 'Clinic opens on Sundays', 'health', 'en', 12),
    article(3, 2, 'Neue Beratungsstelle eröffnet', 'health', 'de', 11),
    article(4, 2, 'Queeres Filmfest beginnt', 'culture', 'de', 9),
    article(5, 3, 'World roundup', 'politics', 'en', 13),
    article(6, 3, 'No topic here', null, null, 8, { url: 'javascript:alert(1)' }),
  ])
  // a long list for the pages: 25 more, older
  // (D1 binds at most 100 parameters a statement: five rows at a time)
  const archive = Array.from({ length: 25 }, (_, i) =>
    article(100 + i, 3, `Archive story ${i + 1}`, 'community', 'en', 1, { publishedAt: new Date(Date.UTC(2026, 1, 1, i)) }),
  )
  for (let i = 0; i < archive.length; i += 5) await d.insert(newsArticles).values(archive.slice(i, i + 5))
})

describe('/news', () => {
  it('lists the articles newest first, 20 a page, with source and date', async () => {
    const page = await html('/news')
    const first = titles(page)
    expect(first).toHaveLength(20)
    expect(first.slice(0, 6)).toEqual([
      'World roundup',
      'Clinic opens on Sundays',
      'Neue Beratungsstelle eröffnet',
      'Pride march route announced',
      'Queeres Filmfest beginnt',
      'No topic here',
    ])
    expect(page).toContain('31 articles')
    expect(page).toContain('Source: London Wire')
    expect(page).toContain('March 13, 2026')
    const second = titles(await html('/news?page=2'))
    expect(second).toHaveLength(11)
    expect(second.at(-1)).toBe('Archive story 1')
  })

  it('filters by topic, source, language and the source’s country through the URL', async () => {
    expect(titles(await html('/news?category=health'))).toEqual(['Clinic opens on Sundays', 'Neue Beratungsstelle eröffnet'])
    expect(titles(await html('/news?source=2'))).toEqual(['Neue Beratungsstelle eröffnet', 'Queeres Filmfest beginnt'])
    expect(titles(await html('/news?language=de'))).toEqual(['Neue Beratungsstelle eröffnet', 'Queeres Filmfest beginnt'])
    expect(titles(await html('/news?country=gb'))).toEqual(['Clinic opens on Sundays', 'Pride march route announced'])
    expect(titles(await html('/news?country=de&category=culture'))).toEqual(['Queeres Filmfest beginnt'])
    expect(titles(await html('/news?category=politics&language=en'))).toEqual(['World roundup', 'Pride march route announced'])
  })

  it('offers as choices only what the articles have', async () => {
    const page = await html('/news')
    expect(page).toContain('<option value="gb">')
    expect(page).toContain('<option value="de">')
    expect(page).not.toContain('<option value="fr">')
    expect(page).not.toContain('Quiet Paper')
    expect(page).toMatch(/<option value="de">German<\/option>/)
    expect(page).toMatch(/<form[^>]*method="get"[^>]*action="\/news"/)
  })

  it('redirects a messy URL to its clean form and never answers 500 to a bad one', async () => {
    const messy = await getPage('/news?category=&source=&language=&country=&page=1')
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/news')
    const unknown = await getPage('/news?category=gossip&source=999&language=xx&country=fr&page=-2&utm_source=x')
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('Location')).toBe('/news')
    const upper = await getPage('/news?country=GB&category=Health')
    expect(upper.status).toBe(302)
    expect(upper.headers.get('Location')).toBe('/news?category=health&country=gb')
    const pastEnd = await getPage('/news?page=7')
    expect(pastEnd.status).toBe(302)
    expect(pastEnd.headers.get('Location')).toBe('/news?page=2')
    for (const path of ['/news?source=%00', '/news?page=99999999999', '/news?language=' + 'x'.repeat(300), '/news?country=%27%22']) {
      const response = await SELF.fetch(`${ORIGIN}${path}`)
      expect(response.status, path).toBe(200)
    }
  })
})

describe('/news/{id}', () => {
  it('shows the article, its source and date, and links the original with noopener', async () => {
    const page = await html('/news/1')
    expect(page).toContain('Pride march route announced')
    expect(page).toContain('The route is set.')
    expect(page).toContain('London Wire')
    expect(page).toContain('March 10, 2026')
    expect(page).toContain('United Kingdom')
    const original = page.match(/<a [^>]*href="https:\/\/news\.example\/1\?ref=feed"[^>]*>/)?.[0]
    expect(original).toBeTruthy()
    expect(original).toContain('rel="noopener noreferrer"')
    expect(original).toContain('target="_blank"')
    expect(page).toContain('content="article"')
  })

  it('renders stored HTML safely: no script, handler or iframe reaches the page', async () => {
    const page = await html('/news/1')
    expect(page).not.toContain('alert("stored")')
    expect(page).not.toContain('steal()')
    expect(page).not.toContain('evil.example')
    expect(page).toContain('Join us.')
  })

  it('relates articles of the same topic or source, newest first', async () => {
    const page = await html('/news/1')
    const related = page.slice(page.indexOf('Related articles'))
    // same topic (politics): 5; same source (London Wire): 2
    expect(related).toContain('href="/news/5"')
    expect(related).toContain('href="/news/2"')
    expect(related).not.toContain('href="/news/4"')
  })

  it('carries a JSON-LD NewsArticle that parses', async () => {
    const page = await html('/news/1')
    const script = page.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)
    expect(script).toBeTruthy()
    const data = JSON.parse(script![1]!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Pride march route announced',
      url: 'https://haven.test/news/1',
      datePublished: '2026-03-10T09:00:00.000Z',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'London Wire' },
      isBasedOn: 'https://news.example/1?ref=feed',
    })
  })

  it('never links an original that is not http(s)', async () => {
    const page = await html('/news/6')
    expect(page).not.toContain('javascript:')
    expect(page).not.toContain('Read the full article')
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const path of ['/news/999', '/news/abc', '/news/1.5', '/news/99999999999']) {
      const response = await getPage(path)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
  })
})

describe('the news feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false })
  const entryTitle = (e: { title: string | { '#text': string } }) => (typeof e.title === 'string' ? e.title : e.title['#text'])

  it('serve a list’s newest articles as RSS and Atom that an XML parser reads back, with its filters', async () => {
    const rss = await getPage('/news/feed.rss')
    expect(rss.status).toBe(200)
    expect(rss.headers.get('Content-Type')).toContain('application/rss+xml')
    expect(rss.headers.get('Cache-Control')).toBe('public, max-age=300')
    const items = [parser.parse(await rss.text()).rss.channel.item].flat()
    expect(items).toHaveLength(20)
    expect(items[0]).toMatchObject({ title: 'World roundup', link: `${ORIGIN}/news/${items[0].link.split('/').pop()}` })
    const health = parser.parse(await (await getPage('/news/feed.atom?category=health&page=2')).text()).feed
    expect([health.entry].flat().map(entryTitle)).toEqual(['Clinic opens on Sundays', 'Neue Beratungsstelle eröffnet'])
    // unknown filters are dropped as the page drops them: never a 500
    expect((await getPage('/news/feed.rss?category=gossip&source=abc&language=%00')).status).toBe(200)
  })

  it('are named in the head of /news and /events, with the page’s filters, for feed readers to find', async () => {
    const news = await html('/news?language=de')
    expect(news).toContain('<link rel="alternate" type="application/rss+xml" href="/news/feed.rss?language=de" title="News (RSS)"/>')
    expect(news).toContain('<link rel="alternate" type="application/atom+xml" href="/news/feed.atom?language=de" title="News (Atom)"/>')
    const events = await html('/events')
    expect(events).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="\/events\/feed\.rss" title="[^"]+ \(RSS\)"\/>/)
    expect(events).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="\/events\/feed\.atom" title="[^"]+ \(Atom\)"\/>/)
  })
})

describe('the news sitemap', () => {
  it('lists the articles, and the sitemap index lists it', async () => {
    const index = await (await getPage('/sitemap.xml')).text()
    expect(index).toContain('https://haven.test/sitemaps/news.xml')
    const xml = await (await getPage('/sitemaps/news.xml')).text()
    expect(xml).toContain('<loc>https://haven.test/news/1</loc>')
    expect(xml).toContain('<loc>https://haven.test/news/124</loc>')
    expect(xml).toContain('<lastmod>2026-03-10</lastmod>')
  })
})
