import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { indexableRoutes } from '~/content/site-map'

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }[ch] as string))

/** sitemap.xml: the public, indexable pages (no member areas) with absolute URLs on this origin. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin
  const urls = indexableRoutes().map((route) =>
    [
      '  <url>',
      `    <loc>${escapeXml(new URL(route.path, origin).href)}</loc>`,
      ...(route.updated ? [`    <lastmod>${route.updated}</lastmod>`] : []),
      '  </url>',
    ].join('\n')
  )
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
