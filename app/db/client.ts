import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

const clients = new WeakMap<D1Database, ReturnType<typeof drizzle>>()

/**
 * drizzle over the D1 binding, one per binding object (a request's loaders share it). Without
 * drizzle's relational query API (`db.query.*`, unused): building its config from the schema on
 * every call cost 5% of a page's server time.
 */
export function getDb(d1: D1Database) {
  let db = clients.get(d1)
  if (!db) clients.set(d1, (db = drizzle(d1)))
  return db
}

export type Db = ReturnType<typeof getDb>
export { schema }
