import { redirect } from '@remix-run/cloudflare'

/** /tags is an old address: resources by tag live under /ressources (SPEC §2). */
export const loader = () => redirect('/ressources', 301)
