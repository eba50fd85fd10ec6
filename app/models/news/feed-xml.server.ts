/**
 * RSS (0.9x, 1.0/RDF, 2.0) and Atom documents read into plain items, over htmlparser2's XML
 * mode and domutils (decision 022): the Worker already carries htmlparser2 for sanitize-html, so
 * reading feeds costs a few KiB where a feed library of its own cost 44 KiB gzip. It is lenient as
 * feeds need (unknown elements ignored, CDATA and entities decoded, dates in RFC 822 or ISO 8601)
 * and throws only when the document holds no feed at all.
 */
import { DomUtils, parseDocument } from 'htmlparser2'

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

export type RawFeedItem = {
  title: string | null
  /** The item's link as written (maybe relative). */
  url: string | null
  id: string | null
  description: string | null
  content: string | null
  published: Date | null
  categories: string[]
  image: string | null
}
export type RawFeed = { title: string | null; url: string | null; language: string | null; items: RawFeedItem[] }

export class NotAFeedError extends Error {}

const kids = (el: Element, ...names: string[]) => el.children.filter(DomUtils.isTag).filter((c) => names.includes(c.name.toLowerCase()))
const first = (el: Element, ...names: string[]): Element | undefined => {
  for (const name of names) {
    const found = kids(el, name)[0]
    if (found) return found
  }
  return undefined
}
const text = (el: Element | undefined) => {
  const value = el ? DomUtils.textContent(el).trim() : ''
  return value || null
}
const date = (...values: (string | null)[]) => {
  for (const value of values) {
    if (!value) continue
    const d = new Date(value)
    if (!Number.isNaN(d.getTime())) return d
  }
  return null
}
const isImage = (el: Element) => el.attribs.medium === 'image' || /^image\//i.test(el.attribs.type ?? '')

function image(item: Element): string | null {
  const thumbnail = first(item, 'media:thumbnail')
  if (thumbnail?.attribs.url) return thumbnail.attribs.url
  const media = [...kids(item, 'media:content'), ...kids(item, 'media:group').flatMap((g) => kids(g, 'media:content'))].find(isImage)
  if (media?.attribs.url) return media.attribs.url
  const enclosure = kids(item, 'enclosure').find(isImage)
  if (enclosure?.attribs.url) return enclosure.attribs.url
  const atomEnclosure = kids(item, 'link').find((l) => l.attribs.rel === 'enclosure' && isImage(l))
  return atomEnclosure?.attribs.href ?? null
}

/** An Atom text construct: its text, or for type="xhtml" its markup. */
function atomText(el: Element | undefined): string | null {
  if (!el) return null
  if (el.attribs.type === 'xhtml') return DomUtils.getInnerHTML(el, { xmlMode: false }).trim() || null
  return text(el)
}

const atomLink = (el: Element) =>
  kids(el, 'link', 'atom:link').find((l) => !l.attribs.rel || l.attribs.rel === 'alternate')?.attribs.href ?? null

function rssItem(item: Element): RawFeedItem {
  const guid = first(item, 'guid')
  const permalink = guid && guid.attribs.ispermalink !== 'false' && guid.attribs.isPermaLink !== 'false' ? text(guid) : null
  return {
    title: text(first(item, 'title', 'dc:title')),
    url: text(first(item, 'link')) ?? permalink ?? (first(item, 'atom:link')?.attribs.href || null),
    id: text(guid) ?? item.attribs['rdf:about'] ?? null,
    description: text(first(item, 'description', 'dc:description')),
    content: text(first(item, 'content:encoded')),
    published: date(text(first(item, 'pubdate')), text(first(item, 'dc:date')), text(first(item, 'published', 'updated'))),
    categories: kids(item, 'category', 'dc:subject')
      .map((c) => text(c))
      .filter((c): c is string => !!c),
    image: image(item),
  }
}

function atomEntry(entry: Element): RawFeedItem {
  return {
    title: atomText(first(entry, 'title', 'atom:title')),
    url: atomLink(entry),
    id: text(first(entry, 'id', 'atom:id')),
    description: atomText(first(entry, 'summary', 'atom:summary')),
    content: atomText(first(entry, 'content', 'atom:content')),
    published: date(text(first(entry, 'published', 'atom:published')), text(first(entry, 'updated', 'atom:updated'))),
    categories: kids(entry, 'category', 'atom:category')
      .map((c) => (c.attribs.label || c.attribs.term || text(c) || '').trim())
      .filter(Boolean),
    image: image(entry),
  }
}

/** The feed in `xml`; throws NotAFeedError when there is none. */
export function readFeedXml(xml: string): RawFeed {
  const doc = parseDocument(xml, { xmlMode: true })
  const root = doc.children.filter(DomUtils.isTag).find((el) => ['rss', 'rdf:rdf', 'feed', 'atom:feed'].includes(el.name.toLowerCase()))
  if (!root) throw new NotAFeedError('no rss, rdf or feed element')
  const name = root.name.toLowerCase()
  if (name === 'feed' || name === 'atom:feed') {
    return {
      title: atomText(first(root, 'title', 'atom:title')),
      url: atomLink(root),
      language: root.attribs['xml:lang'] ?? null,
      items: kids(root, 'entry', 'atom:entry').map(atomEntry),
    }
  }
  const channel = first(root, 'channel') ?? root
  // RSS 2.0 has its items in the channel; RSS 1.0 (RDF) beside it
  const items = [...kids(channel, 'item'), ...(channel === root ? [] : kids(root, 'item'))]
  return {
    title: text(first(channel, 'title')),
    url: text(first(channel, 'link')),
    language: text(first(channel, 'language', 'dc:language')),
    items: items.map(rssItem),
  }
}
