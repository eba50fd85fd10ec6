import MarkdownIt, { type Token } from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

/**
 * A wiki page's Markdown as safe HTML, rendered on the server only (decision 021): markdown-it
 * turns the Markdown (and any HTML written in it) into HTML, then sanitize-html keeps only an
 * allow-list: headings, paragraphs, lists, links, emphasis, code, blockquotes, tables and images
 * from our own /media or over https. No script, no event handler, no style, no iframe, no
 * javascript: URL survives. The browser gets the finished HTML and no Markdown library.
 *
 * Headings: the page's title is its h1, so a Markdown h1 becomes an h2 (and a leading h1 that
 * repeats the title is dropped). h2 and h3 get stable ids made from their text (the same text
 * gives the same anchor on every render) and make the table of contents.
 */
export type TocEntry = { id: string; text: string; level: 2 | 3 }
export type RenderedMarkdown = { html: string; toc: TocEntry[] }

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false })

/** Ids of the page around the body: a heading never takes one (`main-2` instead). */
export const RESERVED_IDS = ['main', 'main-content', 'global-overlay', 'content-toc']

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6']
const ALLOWED_TAGS = [
  ...HEADINGS,
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]

/** An image's source: our own media or another site over https. */
export function isAllowedImageSource(src: string): boolean {
  return /^\/media\/[^/]/.test(src) || /^https:\/\/[^/]/i.test(src)
}

/** A link's target: a path of the site, an anchor, https, http or mailto. */
function isAllowedHref(href: string): boolean {
  return /^(\/(?![/\\])|#|https?:\/\/|mailto:)/i.test(href.trim())
}

const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** 'Getting started!' → 'getting-started'; letters of any script are kept, the rest become dashes. */
export function headingSlug(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? ''
  return token.children
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim()
}

export function renderMarkdown(source: string, { title }: { title?: string } = {}): RenderedMarkdown {
  const tokens = markdown.parse(source, {})

  // A leading '# Title' that repeats the page's title would show it twice.
  if (title && tokens[0]?.type === 'heading_open' && tokens[0].tag === 'h1' && inlineText(tokens[1]) === title.trim()) {
    tokens.splice(0, 3)
  }

  const toc: TocEntry[] = []
  // the ids the page around the Markdown uses (the shell's main landmark, the TOC's heading) are taken
  const ids = new Set<string>(RESERVED_IDS)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue
    if (token.tag === 'h1') token.tag = 'h2'
    if (token.type === 'heading_close' || (token.tag !== 'h2' && token.tag !== 'h3')) continue
    const text = inlineText(tokens[i + 1])
    const base = headingSlug(text) || `section-${toc.length + 1}`
    let id = base
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`
    ids.add(id)
    token.attrSet('id', id)
    toc.push({ id, text, level: token.tag === 'h2' ? 2 : 3 })
  }

  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, {}), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      h2: ['id'],
      h3: ['id'],
      code: ['class'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Dropped with everything inside them, not unwrapped into text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? ''
        if (!isAllowedHref(href)) return { tagName, attribs: { ...(attribs.title ? { title: attribs.title } : {}) } }
        return {
          tagName,
          attribs: {
            href,
            ...(attribs.title ? { title: attribs.title } : {}),
            ...(isExternal(href) ? { rel: 'noopener noreferrer' } : {}),
          },
        }
      },
      img: (tagName, attribs) => {
        const { src = '', ...rest } = attribs
        return { tagName, attribs: isAllowedImageSource(src) ? { src, ...rest, loading: 'lazy' } : rest }
      },
    },
    // Only the ids made above: an id written in the page's own HTML could shadow the app's.
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
  })

  // Ids written by hand in the page's HTML are not ours: keep only the generated ones.
  const made = new Set(toc.map((entry) => entry.id))
  const cleaned = html.replace(/<(h[23]) id="([^"]*)">/g, (whole, tag: string, id: string) => (made.has(id) ? whole : `<${tag}>`))
  return { html: cleaned, toc }
}
