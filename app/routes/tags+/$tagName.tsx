import { redirect } from '@remix-run/cloudflare'

/** /tags/{tag} goes to /ressources (SPEC §2: all tag addresses land on the resources hub). */
export const loader = () => redirect('/ressources', 301)
