/**
 * A table read through its primary key only (SQLite's NOT INDEXED leaves the rowid), for a walk in
 * id order that stops at its LIMIT: otherwise a condition such as a visibility rule's status may
 * pick an index whose every matching row is read and sorted (decision 041). drizzle takes a
 * select's columns only from a table it was given, so a query over `notIndexed(table)` names its
 * columns through `field` (typed and mapped as the column).
 */
import { sql, type AnyColumn } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

export const notIndexed = (table: SQLiteTable) => sql`${table} NOT INDEXED`

export const field = <T extends AnyColumn>(column: T) => sql<T['_']['data']>`${column}`.mapWith(column)
