import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

/** drizzle over the D1 binding, with the relational query API (`db.query.*`). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema })
}

export type Db = ReturnType<typeof getDb>
export { schema }
