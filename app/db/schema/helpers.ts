/**
 * Column helpers shared by every schema file. Not re-exported from ./index
 * (the `schema` object handed to drizzle holds tables only).
 *
 * Conventions
 * - Timestamps: INTEGER milliseconds since the epoch (UTC), `mode: 'timestamp_ms'` → JS `Date`.
 *   SQL default `(cast(unixepoch('subsec') * 1000 as integer))` so raw SQL inserts get a value too.
 * - Booleans: INTEGER 0/1 with `CHECK (col IN (0, 1))`.
 * - Enums: TEXT with a CHECK listing the allowed values; the value lists are exported as
 *   `as const` arrays from each domain file so zod schemas can reuse them.
 * - JSON: TEXT holding JSON, `mode: 'json'`.
 */
import { sql, type SQL } from 'drizzle-orm'
import { check, customType, index, integer, sqliteTable, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core'

/** SQL expression for "now" in epoch milliseconds (integer). */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`

/** `created_at` INTEGER NOT NULL DEFAULT now (ms). */
export const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(nowMs)

/** `updated_at` INTEGER NOT NULL DEFAULT now (ms); drizzle sets it on every `.update()`. */
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date())

/** Nullable timestamp column (ms). */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' })

/** Boolean column stored as INTEGER 0/1. Pair it with `boolCheck`. */
export const bool = (name: string) => integer(name, { mode: 'boolean' })

/** Quote a string as an SQL literal (for DDL only: values are our own constants). */
const literal = (v: string) => `'${v.replaceAll("'", "''")}'`

/** Column name as a bare identifier (CHECK constraints must not use table-qualified names). */
const ident = (col: SQLiteColumn) => sql.raw(`"${col.name}"`)

/** CHECK (col IN (0, 1)) named `<table>_<column>_bool`. */
export const boolCheck = (table: string, col: SQLiteColumn) => check(`${table}_${col.name}_bool`, sql`${ident(col)} IN (0, 1)`)

/** CHECK (col IN ('a', 'b', …)) named `<table>_<column>_check`. */
export const enumCheck = (table: string, col: SQLiteColumn, values: readonly string[]) =>
  check(`${table}_${col.name}_check`, sql`${ident(col)} IN (${sql.raw(values.map(literal).join(', '))})`)

/** Bare column reference for hand-written CHECK / index expressions. */
export const c = ident

/** Several boolean checks at once. */
export const boolChecks = (table: string, ...cols: SQLiteColumn[]) => cols.map((col) => boolCheck(table, col))

/** Named CHECK from a raw expression. */
export const rawCheck = (name: string, expr: SQL) => check(name, expr)

/**
 * BLOB ⇄ Uint8Array. D1 returns BLOBs as number[] (or ArrayBuffer); normalise to Uint8Array,
 * which is what @simplewebauthn expects. Works without the Node `Buffer` global.
 */
export const bytes = customType<{ data: Uint8Array<ArrayBuffer>; driverData: ArrayBuffer | Uint8Array | number[] }>({
  dataType: () => 'blob',
  // D1 binds ArrayBuffer as BLOB
  toDriver: (value) => value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength),
  fromDriver: (value) => {
    if (value instanceof ArrayBuffer) return new Uint8Array(value)
    return new Uint8Array(value as ArrayLike<number>)
  },
})

/**
 * Admin-managed lookup list (categories, amenities, services, …):
 * id INTEGER PK autoincrement, slug unique, name, description, icon, sort_order, created_at.
 */
export const lookupTable = <TName extends string>(name: TName) =>
  sqliteTable(
    name,
    {
      id: integer('id').primaryKey({ autoIncrement: true }),
      slug: text('slug').notNull().unique(),
      name: text('name').notNull(),
      description: text('description'),
      /** lucide icon name or emoji. */
      icon: text('icon'),
      sortOrder: integer('sort_order').notNull().default(0),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_sort_idx`).on(t.sortOrder, t.name)],
  )
