import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { newsFeedResponse } from '~/routes/news+/__list/feed-response.server'

/** /news/feed.rss: the /news list (same filters) as a feed; see newsFeedResponse. */
export const loader = ({ request, context }: LoaderFunctionArgs) => newsFeedResponse(request, context, 'rss')
