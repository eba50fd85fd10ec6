import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { ROBOTS_DISALLOW } from '~/content/site-map'

/** robots.txt: everything public may be crawled; APIs, sign-in, admin and personal areas not. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin
  const body = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
