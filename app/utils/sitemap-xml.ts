/** The sitemaps protocol's XML (https://www.sitemaps.org/protocol.html): url sets and the index. */
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] as string)

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
