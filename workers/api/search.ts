import { Hono } from 'hono'
import { getDb } from '~/db/client'
import { getViewer } from '~/models/accounts/users.server'
import { SearchRequestSchema } from '~/models/search/schema'
import { popularCategories, searchSite } from '~/models/search/search.server'
import { VISITOR } from '~/models/viewer'
import { apiMember, crossSite } from './auth-guard'
import { parseBody } from './validate'

/**
 * The site search (SPEC §7 Search), mounted at /api/search:
 *
 *   POST /api/search {query, filters?, hitsPerPage?, page?, suggestionsOnly?}
 *        → {hits, suggestions, counts, categories, nbHits, page, nbPages}
 *   GET  /api/search/categories → {categories}: the first 12 of the category lists
 *
 * Visitors and members alike; a member's answer goes through their visibility rules (blocks,
 * crews), so it is private and never cached. A request another site's page sent is answered as
 * for a visitor. Bad input answers 400 with the reasons per field, never 500; the query budget
 * (workers/query-budget.ts) cuts a runaway search, as for any reading request.
 */
export const searchApi = new Hono<{ Bindings: Env }>()

searchApi.post('/', async (c) => {
  const parsed = await parseBody(c, SearchRequestSchema)
  if (parsed.error) return new Response(parsed.error.body, { status: 400, headers: parsed.error.headers })
  const db = getDb(c.env.DB)
  const member = crossSite(c.req.raw) ? null : await apiMember(c.req.raw, c.env)
  const viewer = member ? await getViewer(db, member.userId) : VISITOR
  const answer = await searchSite(db, viewer, parsed.data)
  c.header('Cache-Control', 'private, no-store')
  return c.json(answer)
})

searchApi.get('/categories', async (c) => {
  const categories = await popularCategories(getDb(c.env.DB))
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ categories })
})
