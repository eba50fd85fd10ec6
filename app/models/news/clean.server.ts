import sanitizeHtml from 'sanitize-html'

/**
 * What the feed import keeps of a feed's HTML and links, and what the article page renders.
 *
 * - `canonicalUrl`: an article's address as it is stored (news_articles.url is unique, so one
 *   article is stored once whatever tracking a feed adds): http(s) only, resolved against the
 *   feed's address, without its fragment, tracking parameters (utm_*, fbclid, gclid, …), default
 *   port or a trailing '?'; the host in lower case.
 * - `cleanArticleHtml`: an allow-list (paragraphs, lists, links, emphasis, quotes, headings,
 *   figures and https images). Scripts, styles, iframes, objects, forms and SVG go with their
 *   content; every attribute not allowed goes (on* handlers, style, class, id, data-*); links
 *   lose their tracking parameters, open elsewhere with rel="noopener noreferrer nofollow";
 *   tracking pixels (an image of 1×1 or less, or from a known tracker host) are dropped. The page
 *   runs the same function again on what it shows, so a row written by any other path is safe too.
 * - `plainText`: the summary as text (no markup at all), for cards, meta tags, JSON-LD and search.
 */

const TRACKING_PARAMS =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|igshid|oly_[a-z_]+|vero_[a-z_]+|__s)$/i
const TRACKER_HOSTS =
  /(^|\.)(feedburner\.com|feeds\.feedblitz\.com|pixel\.wp\.com|stats\.wordpress\.com|doubleclick\.net|google-analytics\.com|googletagmanager\.com|facebook\.com|scorecardresearch\.com|quantserve\.com|chartbeat\.net|parsely\.com|feedsportal\.com)$/i
const TRACKER_PATHS = /\/(pixel|tracking|track|beacon|open|~r|~ff)(\/|\.|\?|$)/i

/** An article's stored address, or null when it is not an http(s) URL. */
export function canonicalUrl(raw: string | null | undefined, base?: string): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim(), base)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  url.hash = ''
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(name)) url.searchParams.delete(name)
  // URL already lower-cases the host and drops a default port
  const href = url.href
  return href.endsWith('?') ? href.slice(0, -1) : href
}

const isTrackingPixel = (attribs: Record<string, string>) => {
  const small = (v: string | undefined) => v != null && /^\s*[01](px)?\s*$/i.test(v)
  if (small(attribs.width) || small(attribs.height)) return true
  try {
    const src = new URL(attribs.src ?? '')
    return TRACKER_HOSTS.test(src.hostname) || TRACKER_PATHS.test(src.pathname)
  } catch {
    return true
  }
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'blockquote',
  'q',
  'cite',
  'figure',
  'figcaption',
  'img',
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The feed's (or an editor's) HTML as safe HTML; plain text becomes paragraphs. `base` resolves relative links. */
export function cleanArticleHtml(source: string | null | undefined, base?: string): string {
  if (!source?.trim()) return ''
  const html = /<[a-z!/]/i.test(source)
    ? source
    : source
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'], ol: ['start'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // dropped with everything inside them, not unwrapped into text
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
      'svg',
      'math',
      'form',
      'button',
      'select',
    ],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const raw = attribs.href ?? ''
        const href = /^mailto:/i.test(raw) ? raw : canonicalUrl(raw, base)
        if (!href) return { tagName: 'span', attribs: {} }
        return {
          tagName,
          attribs: {
            href,
            ...(attribs.title ? { title: attribs.title } : {}),
            ...(/^https?:/i.test(href) ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {}),
          },
        }
      },
      img: (tagName, attribs) => {
        let src = ''
        try {
          src = new URL(attribs.src ?? '', base).href
        } catch {
          // dropped below
        }
        return { tagName, attribs: { ...attribs, src, loading: 'lazy' } }
      },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && (!/^https:\/\//i.test(frame.attribs.src ?? '') || isTrackingPixel(frame.attribs))) ||
      // a paragraph left empty once its pixel or script is gone
      (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
  })
}

/** Text without any markup, whitespace folded, at most `max` characters (cut at a word, with '…'). */
export function plainText(source: string | null | undefined, max = 400): string {
  if (!source) return ''
  // a space where a block or a line break ends, so that paragraphs do not run into each other
  const spaced = source.replace(/<(?:\/(?:p|div|li|h[1-6]|blockquote|figcaption|td|th|tr)|br\s*\/?)>/gi, '$& ')
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
