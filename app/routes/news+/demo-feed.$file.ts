import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { DEMO_FEED_FILES, demoFeed, type DemoFeedFile } from '~/models/news/demo-feed'

/**
 * /news/demo-feed/{rss,atom}.xml: the demo news feeds the app serves itself, so that the demo's
 * sources import offline (app/models/news/demo-feed.ts). Anything else is a 404.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const file = params.file ?? ''
  if (!(DEMO_FEED_FILES as readonly string[]).includes(file)) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const { origin } = new URL(request.url)
  return new Response(demoFeed(file as DemoFeedFile, origin, Date.now()), {
    headers: {
      'Content-Type': file === 'rss.xml' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    },
  })
}
