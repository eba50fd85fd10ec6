import { describe, expect, it } from 'vitest'
import { canonicalUrl, cleanArticleHtml, plainText } from '~/models/news/clean.server'
import { parseFeedText } from '~/models/news/feed.server'
import { readFeedXml } from '~/models/news/feed-xml.server'
import { articleSlug, nextAttemptAfter, RETRY_BASE_MS, RETRY_MAX_MS } from '~/models/news/import.server'
import { acceptsItem, itemCategory, normalizeKeywords } from '~/models/news/rules'

/** The feed reader (RSS 2.0, RSS 1.0, Atom), the HTML cleaning, canonical URLs and the sources' rules. */
describe('readFeedXml', () => {
  it('reads RSS 2.0 with CDATA, content:encoded, dc:date, categories and media', () => {
    const feed = readFeedXml(`<?xml version="1.0"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>Wire &amp; Co</title><link>https://wire.example/</link><language>de-DE</language>
<item><title><![CDATA[Pride <b>2026</b>]]></title><link>https://wire.example/a</link><dc:date>2026-03-02T10:00:00Z</dc:date>
<description>Short &lt;em&gt;teaser&lt;/em&gt;</description><content:encoded><![CDATA[<p>Full <strong>text</strong></p>]]></content:encoded>
<category>Politics</category><category>Berlin</category><media:thumbnail url="https://wire.example/t.jpg"/></item>
<item><title>Only a guid</title><guid>https://wire.example/b</guid><pubDate>Tue, 03 Mar 2026 08:00:00 +0100</pubDate></item>
</channel></rss>`)
    expect(feed).toMatchObject({ title: 'Wire & Co', url: 'https://wire.example/', language: 'de-DE' })
    expect(feed.items[0]).toMatchObject({
      title: 'Pride <b>2026</b>',
      url: 'https://wire.example/a',
      description: 'Short <em>teaser</em>',
      content: '<p>Full <strong>text</strong></p>',
      categories: ['Politics', 'Berlin'],
      image: 'https://wire.example/t.jpg',
    })
    expect(feed.items[0]!.published?.toISOString()).toBe('2026-03-02T10:00:00.000Z')
    expect(feed.items[1]).toMatchObject({ url: 'https://wire.example/b' })
    expect(feed.items[1]!.published?.toISOString()).toBe('2026-03-03T07:00:00.000Z')
  })

  it('reads RSS 1.0 (RDF), whose items sit beside the channel', () => {
    const feed = readFeedXml(`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel rdf:about="https://rdf.example/"><title>RDF</title><link>https://rdf.example/</link></channel>
<item rdf:about="https://rdf.example/1"><title>One</title><link>https://rdf.example/1</link></item></rdf:RDF>`)
    expect(feed.title).toBe('RDF')
    expect(feed.items.map((i) => i.url)).toEqual(['https://rdf.example/1'])
  })

  it('reads Atom: the alternate link (not self), html and xhtml content, terms and labels', () => {
    const feed = readFeedXml(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr"><title type="text">Atom</title>
<link rel="self" href="https://atom.example/feed.xml"/><link href="https://atom.example/"/>
<entry><title type="html">A &lt;b&gt;bold&lt;/b&gt; move</title><link rel="self" href="https://atom.example/api/1"/><link rel="alternate" href="https://atom.example/1"/>
<published>2026-03-01T09:00:00Z</published><updated>2026-03-05T09:00:00Z</updated>
<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <em>world</em></p></div></content>
<category term="culture"/><category term="x" label="Label"/></entry></feed>`)
    expect(feed).toMatchObject({ title: 'Atom', url: 'https://atom.example/', language: 'fr' })
    expect(feed.items[0]).toMatchObject({ title: 'A <b>bold</b> move', url: 'https://atom.example/1', categories: ['culture', 'Label'] })
    expect(feed.items[0]!.content).toContain('<p>Hello <em>world</em></p>')
    expect(feed.items[0]!.published?.toISOString()).toBe('2026-03-01T09:00:00.000Z')
  })

  it('throws on a document that is not a feed', () => {
    for (const text of ['', 'not xml <<<', '<html><body><p>A web page</p></body></html>', '{"items": []}']) {
      expect(() => readFeedXml(text), text).toThrow()
      expect(() => parseFeedText(text, 'https://x.example/feed'), text).toThrow(/not an RSS or Atom feed/)
    }
  })
})

describe('parseFeedText', () => {
  it('drops items without a title or an http(s) link, and duplicates within the feed', () => {
    const feed = parseFeedText(
      `<rss><channel><title>T</title><link>https://t.example/</link>
<item><title>Good</title><link>https://t.example/1?utm_source=x</link></item>
<item><title>Again</title><link>https://t.example/1#top</link></item>
<item><title></title><link>https://t.example/2</link></item>
<item><title>Script link</title><link>javascript:alert(1)</link></item>
<item><title>Relative</title><link>/3</link></item></channel></rss>`,
      'https://feeds.example/t.xml',
    )
    expect(feed.items.map((i) => [i.title, i.url])).toEqual([
      ['Good', 'https://t.example/1'],
      ['Relative', 'https://t.example/3'],
    ])
  })
})

describe('canonicalUrl', () => {
  it('keeps http(s) only, drops tracking, fragments and credentials, resolves relative links', () => {
    expect(canonicalUrl('HTTPS://News.Example:443/a?utm_source=x&id=1&fbclid=y#c')).toBe('https://news.example/a?id=1')
    expect(canonicalUrl('https://news.example/a?utm_medium=feed')).toBe('https://news.example/a')
    expect(canonicalUrl('/b', 'https://news.example/a/')).toBe('https://news.example/b')
    expect(canonicalUrl('javascript:alert(1)')).toBeNull()
    expect(canonicalUrl('data:text/html,x')).toBeNull()
    expect(canonicalUrl('https://user:pw@news.example/')).toBeNull()
    expect(canonicalUrl('not a url')).toBeNull()
  })
})

describe('cleanArticleHtml', () => {
  it('removes scripts, handlers, styles, iframes, forms and tracking; links open elsewhere', () => {
    const html = cleanArticleHtml(
      `<h1>Title</h1><p onclick="x()" style="color:red" class="c" id="main">Text <a href="https://a.example/?utm_source=rss" onmouseover="y()">link</a></p>
<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><form><input name="q"></form>
<svg><script>alert(2)</script></svg><img src="https://pixel.wp.com/g.gif" width="1" height="1"><img src="http://insecure.example/i.jpg">
<img src="https://feeds.feedburner.com/~r/x/~4/abc"><img src="https://a.example/photo.jpg" alt="A" onerror="z()"><a href="javascript:alert(3)">bad</a><p><img src="https://t.example/open/1.gif" height="0"></p>`,
      'https://a.example/article',
    )
    expect(html).not.toMatch(
      /script|alert|onclick|onmouseover|onerror|style|class=|id=|iframe|evil|<form|<input|<svg|pixel|feedburner|insecure|utm_|\/open\//i,
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<a href="https://a.example/" rel="noopener noreferrer nofollow" target="_blank">link</a>')
    expect(html).toContain('<img src="https://a.example/photo.jpg" alt="A" loading="lazy" />')
    // a javascript: link keeps its text, not its address
    expect(html).toMatch(/>bad(<|$)/)
  })

  it('turns plain text into escaped paragraphs', () => {
    expect(cleanArticleHtml('First line, 2 < 3\n\nSecond & last')).toBe('<p>First line, 2 &lt; 3</p><p>Second &amp; last</p>')
    expect(cleanArticleHtml('  ')).toBe('')
  })

  it('plainText strips all markup and cuts at a word', () => {
    expect(plainText('<p>Hello <b>world</b> &amp; <script>alert(1)</script>friends</p>')).toBe('Hello world & friends')
    expect(plainText('<p>One.</p><p>Two.</p>Three<br>Four')).toBe('One. Two. Three Four')
    expect(plainText('word '.repeat(100), 30)).toMatch(/^(word ){5}word…$|^(word ){4}word…$/)
  })
})

describe('the sources’ rules', () => {
  const item = (title: string, categories: string[] = [], summary = '') => ({ title, summary, categories })

  it('keeps an item that names an include keyword and no exclude keyword, as whole words, ignoring case and accents', () => {
    const rules = { includeKeywords: ['trans', 'queer film'], excludeKeywords: ['sponsored'], defaultCategory: null }
    expect(acceptsItem(rules, item('Trans rights bill passes'))).toBe(true)
    expect(acceptsItem(rules, item('Transport strike tomorrow'))).toBe(false)
    expect(acceptsItem(rules, item('A QUEER FILM festival'))).toBe(true)
    expect(acceptsItem(rules, item('Sponsored: trans-friendly mugs'))).toBe(false)
    expect(acceptsItem(rules, item('Nothing here', ['Trans']))).toBe(true)
    expect(acceptsItem({ includeKeywords: ['éte'], excludeKeywords: null, defaultCategory: null }, item('Un ete queer'))).toBe(true)
    expect(acceptsItem({ includeKeywords: null, excludeKeywords: null, defaultCategory: null }, item('Anything'))).toBe(true)
  })

  it('takes the item’s own news category, else the source’s default', () => {
    expect(itemCategory({ includeKeywords: null, excludeKeywords: null, defaultCategory: 'community' }, ['Berlin', 'Politics'])).toBe(
      'politics',
    )
    expect(itemCategory({ includeKeywords: null, excludeKeywords: null, defaultCategory: 'community' }, ['Berlin'])).toBe('community')
    expect(itemCategory({ includeKeywords: null, excludeKeywords: null, defaultCategory: 'nonsense' }, [])).toBeNull()
  })

  it('normalizes keyword lists', () => {
    expect(normalizeKeywords([' Pride ', 'pride', '', 'Trans  rights', '!!'])).toEqual(['Pride', 'Trans rights'])
  })
})

describe('the import’s helpers', () => {
  it('makes stable, unique slugs and backs off up to a day', () => {
    expect(articleSlug('Pride März 2026!', 'https://a.example/1')).toMatch(/^pride-marz-2026-[0-9a-f]{8}$/)
    expect(articleSlug('Pride', 'https://a.example/1')).not.toBe(articleSlug('Pride', 'https://a.example/2'))
    expect(articleSlug('日本語', 'https://a.example/1')).toMatch(/^article-[0-9a-f]{8}$/)
    expect(nextAttemptAfter(1, 0).getTime()).toBe(RETRY_BASE_MS)
    expect(nextAttemptAfter(3, 0).getTime()).toBe(4 * RETRY_BASE_MS)
    expect(nextAttemptAfter(30, 0).getTime()).toBe(RETRY_MAX_MS)
  })
})
