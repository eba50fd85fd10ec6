/** The sitemaps protocol's XML (https://www.sitemaps.org/protocol.html): url sets and the index. */
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] as string)

/**
 * A page's address from its path: the paths are built encoded (printable ASCII), so the origin
 * before them is the address; anything else goes through URL. new URL() for each of a file's
 * 5 000 entries cost ~20 ms of the Worker's CPU (issue 39).
 */
export const absoluteUrl = (origin: string, path: string) => (/^\/[\x21-\x7e]*$/.test(path) ? origin + path : new URL(path, origin).href)

export function urlSetXml(urls: { loc: string; lastmod?: string | null }[]): string {
  const body = urls.map((u) =>
    ['  <url>', `    <loc>${escapeXml(u.loc)}</loc>`, ...(u.lastmod ? [`    <lastmod>${u.lastmod}</lastmod>`] : []), '  </url>'].join('\n'),
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NS}">`, ...body, '</urlset>', ''].join('\n')
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((loc) => ['  <sitemap>', `    <loc>${escapeXml(loc)}</loc>`, '  </sitemap>'].join('\n'))
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${NS}">`, ...body, '</sitemapindex>', ''].join('\n')
}

/** Public for an hour: the same for everyone (visitor rules only). */
export function xmlResponse(xml: string) {
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
