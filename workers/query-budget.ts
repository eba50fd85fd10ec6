/**
 * Runaway protection: a reading request's D1 queries share one time budget. Past it, every
 * query of the request rejects with QueryBudgetExceeded and the request answers 503 with
 * Retry-After (workers/app.ts), instead of holding the Worker while D1 is swamped. D1 cannot
 * cancel a query, so the late one still runs to its end; we only stop waiting for it.
 */
import type { ServerBuild } from '@remix-run/cloudflare'

export const DEFAULT_QUERY_BUDGET_MS = 5_000
/** What a refused request is told: a few seconds, time for the queue ahead of it to clear. */
export const RETRY_AFTER_SECONDS = 5

export class QueryBudgetExceeded extends Error {
  override name = 'QueryBudgetExceeded'
}

export type QueryBudget = {
  readonly startedAt: number
  readonly deadline: number
  exceeded: boolean
  /** How long the request had a read of D1 in flight (ms; overlapping reads count once), and how many. */
  waitedMs: number
  queries: number
  inFlight: number
  busySince: number
}

/** QUERY_BUDGET_MS from wrangler.toml; a missing or unreadable value is the default. */
export function queryBudgetMs(value: string | undefined): number {
  const ms = Number(value)
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_QUERY_BUDGET_MS
}

export function createQueryBudget(ms: number, startedAt = Date.now()): QueryBudget {
  return { startedAt, deadline: startedAt + ms, exceeded: false, waitedMs: 0, queries: 0, inFlight: 0, busySince: 0 }
}

/**
 * Waits for a query no longer than the budget's remaining time; a query due after it is not sent,
 * and one whose answer comes after it counts as over budget too (the timer could not fire first
 * while the isolate was busy: locally D1 even runs in the Worker's own thread).
 */
function withinBudget<T>(budget: QueryBudget, query: () => Promise<T>): Promise<T> {
  const spent = () => {
    budget.exceeded = true
    return new QueryBudgetExceeded('query time budget spent')
  }
  const remaining = budget.deadline - Date.now()
  if (remaining <= 0) return Promise.reject(spent())
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(spent()), remaining)
  })
  // the race keeps a handler on the query, so its late failure is not an unhandled rejection
  budget.queries++
  if (budget.inFlight++ === 0) budget.busySince = Date.now()
  return Promise.race([query(), timeout])
    .then((result) => {
      if (Date.now() > budget.deadline) throw spent()
      return result
    })
    .finally(() => {
      clearTimeout(timer)
      if (--budget.inFlight === 0) budget.waitedMs += Date.now() - budget.busySince
    })
}

// a budgeted statement → the session's own, which batch() needs (D1 reads its internals), and
// whether it only reads
const originals = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; reads: boolean }>()

/**
 * Only reading statements are budgeted: a GET may still write (a session's rotation, a key made
 * on first use), and a write cut off mid-way could commit after we answered 'try again'.
 */
export const readsOnly = (sql: string) =>
  /^\s*select\b/i.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql))

function budgetedStatement(statement: D1PreparedStatement, reads: boolean, budget: QueryBudget): D1PreparedStatement {
  const wait = <T>(query: () => Promise<T>) => (reads ? withinBudget(budget, query) : query())
  const budgeted: D1PreparedStatement = {
    bind: (...values) => budgetedStatement(statement.bind(...values), reads, budget),
    first: (<T>(column?: string) =>
      wait(() => (column === undefined ? statement.first<T>() : statement.first<T>(column)))) as D1PreparedStatement['first'],
    run: <T>() => wait(() => statement.run<T>()),
    all: <T>() => wait(() => statement.all<T>()),
    raw: (<T>(options?: { columnNames?: boolean }) =>
      wait<[string[], ...T[]] | T[]>(() =>
        options?.columnNames ? statement.raw<T>({ columnNames: true }) : statement.raw<T>({ columnNames: false }),
      )) as D1PreparedStatement['raw'],
  }
  originals.set(budgeted, { statement, reads })
  return budgeted
}

/** prepare and batch of a database (a D1 session), each reading query waited for within the budget. */
export function budgetedQueries(
  database: Pick<D1Database, 'prepare' | 'batch'>,
  budget: QueryBudget,
): Pick<D1Database, 'prepare' | 'batch'> {
  return {
    prepare: (query) => budgetedStatement(database.prepare(query), readsOnly(query), budget),
    batch: <T>(statements: D1PreparedStatement[]) => {
      const known = statements.map((s) => originals.get(s) ?? { statement: s, reads: false })
      const batch = () => database.batch<T>(known.map(({ statement }) => statement))
      // a batch is one transaction: with any write in it, it is a write
      return known.every(({ reads }) => reads) ? withinBudget(budget, batch) : batch()
    },
  }
}

/** The error, or one it wraps (drizzle wraps a failed query's error in its own), is the budget's. */
export function isQueryBudgetExceeded(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof QueryBudgetExceeded) return true
  }
  return false
}

/**
 * The Remix build with every loader turning a spent budget into a thrown 503 Response: Remix
 * shows that as a route error response (the error boundaries' translated "busy" text, and the
 * status), where the plain error drizzle throws would be an anonymous 500.
 */
export function answerBusyLoaders(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader
    routes[id] =
      route && loader
        ? {
            ...route,
            module: {
              ...route.module,
              loader: async (args) => {
                try {
                  return await loader(args)
                } catch (error) {
                  if (isQueryBudgetExceeded(error)) throw new Response('busy', { status: 503, headers: retryAfter() })
                  throw error
                }
              },
            },
          }
        : route
  }
  return { ...build, routes }
}

export const retryAfter = () => ({ 'Retry-After': String(RETRY_AFTER_SECONDS) })

/**
 * The Server-Timing header of a reading request: the time it waited for D1 and how many reads
 * (no query text or value). bench:scale reads it to tell the database's share from the page's.
 */
export const serverTiming = (budget: QueryBudget) => `db;dur=${budget.waitedMs};desc="D1 reads: ${budget.queries}"`
