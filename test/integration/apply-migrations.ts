import { applyD1Migrations, env } from 'cloudflare:test'

/**
 * Runs before each test file and gives it a database of its own: every migration over an empty
 * D1. The files share one Worker runtime (`isolate: false` in vitest.integration.mts: loading the
 * Worker's module graph took ~15 s a file, most of the suite's time), so what the previous file
 * left, rows and schema changes alike, is dropped first.
 */
type Migrations = Parameters<typeof applyD1Migrations>[1]

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const schema = async () =>
  (
    await env.DB.prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE type IN ('table', 'view', 'trigger') AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_'`,
    ).all<{ type: 'table' | 'view' | 'trigger'; name: string; sql: string | null }>()
  ).results

// Triggers and views first (a trigger would fire on the drops), then full-text tables, which
// take their shadow tables with them.
const before = await schema()
const first = before.filter((o) => o.type !== 'table' || /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ''))
if (first.length > 0) {
  await env.DB.batch(first.map((o) => env.DB.prepare(`DROP ${o.type.toUpperCase()} ${quote(o.name)}`)))
}
// Then the tables, each after every table that refers to it, so no drop leaves a dangling
// foreign key behind.
const tables = (await schema()).map((o) => o.name)
const parents = new Map<string, string[]>()
for (const table of tables) {
  const { results } = await env.DB.prepare(`SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)`)
    .bind(table)
    .all<{ parent: string }>()
  parents.set(
    table,
    results.map((r) => r.parent).filter((p) => p !== table),
  )
}
const order: string[] = []
const placed = new Set<string>()
while (order.length < tables.length) {
  // a table can go once no table still standing refers to it
  const next = tables.filter((t) => !placed.has(t) && !tables.some((o) => !placed.has(o) && o !== t && parents.get(o)!.includes(t)))
  if (next.length === 0) throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !placed.has(t)).join(', ')}`)
  for (const t of next) {
    order.push(t)
    placed.add(t)
  }
}
if (order.length > 0) await env.DB.batch(order.map((t) => env.DB.prepare(`DROP TABLE ${quote(t)}`)))
if ((await env.DB.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).first()) !== null) {
  await env.DB.prepare('DELETE FROM sqlite_sequence').run()
}

await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: Migrations }).TEST_MIGRATIONS)
