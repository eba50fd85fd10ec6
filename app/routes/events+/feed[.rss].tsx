import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listFeed } from '~/routes/events+/__detail/feed-response.server'

/** /events/feed.rss: the /events list (same parameters) as a feed; see listFeed. */
export const loader = ({ request, context }: LoaderFunctionArgs) => listFeed(request, context, 'rss')
