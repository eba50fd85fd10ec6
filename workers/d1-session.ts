/**
 * D1 read replication, applied per request: every query of one request goes through one D1
 * session (the Sessions API), so reads may be served by a replica near the visitor while each
 * request still sees its own writes, and a member's next request sees them too: a request that
 * writes leaves the session's bookmark in a short-lived cookie, and the next request starts its
 * session at that bookmark (a replica at least that recent, or the primary).
 *
 * Without a bookmark, a reading request (GET, HEAD) starts anywhere ('first-unconstrained');
 * a writing one starts at the primary ('first-primary'), where its writes go anyway. Locally
 * (wrangler dev, Miniflare) there is one database and the bookmarks simply advance.
 * Decision record: docs/decisions/009-growing-past-one-region.md.
 */
import { STORAGE_PREFIX } from '~/config'
import { readCookie } from '~/utils/cookies'
import { budgetedQueries, createQueryBudget, type QueryBudget } from './query-budget'

export const D1_BOOKMARK_COOKIE = `${STORAGE_PREFIX}_db_bookmark`
/** Replicas catch up within seconds; past this a bookmark no longer changes where reads go. */
export const D1_BOOKMARK_MAX_AGE_SECONDS = 300

// D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored.
const BOOKMARK_PATTERN = /^[0-9a-f]{8}(?:-[0-9a-f]{8,64}){1,7}$/i

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])
/** POSTs that only read (a search's body is too rich for a URL): replicas and the query budget apply. */
const READING_POSTS = new Set(['/api/search'])

export type RequestDatabase = { db: D1Database; session: D1DatabaseSession; writes: boolean; budget: QueryBudget | null }

/**
 * The database a request's code uses: the D1 binding seen through this request's session. With
 * `budgetMs`, a reading request's queries share that time budget from now (workers/query-budget.ts).
 */
export function openRequestDatabase(request: Request, binding: D1Database, budgetMs?: number): RequestDatabase {
  const writes = !reads.has(request.method) && !READING_POSTS.has(new URL(request.url).pathname)
  const cookie = readCookie(request, D1_BOOKMARK_COOKIE)
  const bookmark = cookie && BOOKMARK_PATTERN.test(cookie) ? cookie : null
  const session = binding.withSession(bookmark ?? (writes ? 'first-primary' : 'first-unconstrained'))
  // Reads only (requests here, statements in query-budget.ts): a write cut off by the budget could
  // still commit after we answered 'try again', which would mislead the member; writes keep D1's
  // own limits.
  const budget = budgetMs !== undefined && !writes ? createQueryBudget(budgetMs) : null
  const queries = budget ? budgetedQueries(session, budget) : session
  // A session offers prepare and batch, which is all drizzle and the models use; exec and dump
  // stay on the binding for migrations and tools.
  const db: D1Database = {
    prepare: (query) => queries.prepare(query),
    batch: (statements) => queries.batch(statements),
    exec: (query) => binding.exec(query),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  }
  return { db, session, writes, budget }
}

/**
 * After a writing request that succeeded: the cookie that carries its bookmark to the member's
 * next requests. Reading requests set nothing, so public pages stay free of Set-Cookie (and
 * cacheable); nor do refused requests (4xx, 5xx) or the token API, whose clients keep no cookies
 * (they will get the bookmark in a header when they need it: decision 009).
 */
export function bookmarkCookie({ session, writes }: RequestDatabase, request: Request, response: Response): string | null {
  if (!writes || response.status >= 400 || new URL(request.url).pathname.startsWith('/auth/v1/')) return null
  const bookmark = session.getBookmark()
  if (!bookmark || !BOOKMARK_PATTERN.test(bookmark)) return null
  return `${D1_BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${D1_BOOKMARK_MAX_AGE_SECONDS}`
}
