import type { SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'

const dialect = new SQLiteAsyncDialect()

/**
 * Runs raw SQL statements as one D1 batch (one transaction) and returns each statement's result.
 * For what drizzle's own `db.batch` cannot carry: statements built with `sql` and their
 * parameters (a tag merge), or tables drizzle does not know (the FTS5 search index).
 */
export function runSqlBatch(db: Db, statements: SQL[]): Promise<D1Result[]> {
  const d1 = db.$client
  return d1.batch(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement)
      return d1.prepare(query.sql).bind(...query.params)
    }),
  )
}
