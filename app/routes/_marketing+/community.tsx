import { redirect } from '@remix-run/cloudflare'

/** /community is the feed (SPEC §2). */
export const loader = () => redirect('/feed', 301)
