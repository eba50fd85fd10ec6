import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/**
 * Migration 0007 rebuilds `profiles` to add its length CHECKs. Here it runs again over a table
 * as 0000 created it, holding rows the token API could write before (names up to 80 characters,
 * pronouns up to 40): they are cut to the limits, every index comes back, the foreign keys
 * still hold and cascade, and the new CHECKs refuse longer texts. This file's D1 is its own.
 */
type Migration = { name: string; queries: string[] }
const migrations = (env as unknown as { TEST_MIGRATIONS: Migration[] }).TEST_MIGRATIONS
const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run()

const profileIndexes = async () =>
  (
    await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'profiles' AND sql IS NOT NULL ORDER BY name`,
    ).all<{
      name: string
    }>()
  ).results.map((r) => r.name)

describe('migration 0007 (profile text limits)', () => {
  it('rebuilds profiles with its rows, indexes and foreign keys, cutting texts to the limits', async () => {
    // today's (migration 0033 replaced two), then those 0007 made, which it must bring back
    expect(await profileIndexes()).toEqual(['profiles_city_directory_idx', 'profiles_directory_order_idx', 'profiles_display_name_idx'])
    const indexesBefore = ['profiles_city_idx', 'profiles_directory_idx', 'profiles_display_name_idx']

    // profiles as migration 0000 made it, without the length CHECKs
    const init = migrations.find((m) => m.name.startsWith('0000_'))!
    const rebuild = migrations.find((m) => m.name.startsWith('0007_'))!
    expect(rebuild, 'migration 0007').toBeDefined()
    const original = init.queries.filter((q) => /^CREATE (TABLE|INDEX) `(profiles|profiles_\w+)`( ON `profiles`)?/.test(q.trim()))
    expect(original).toHaveLength(4)
    await run(`DROP TABLE profiles`)
    for (const query of original) await run(query)

    const [long, short, none] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    for (const id of [long, short, none]) await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, id, `${id}@t.local`)
    await run(
      `INSERT INTO profiles (user_id, display_name, pronouns, bio, user_mode) VALUES (?, ?, ?, ?, 'friends')`,
      long,
      `${'n'.repeat(49)} ${'m'.repeat(30)}`,
      'p'.repeat(40),
      'b'.repeat(600),
    )
    await run(`INSERT INTO profiles (user_id, display_name, pronouns, bio) VALUES (?, 'River', 'they/them', 'Hi')`, short)
    await run(`INSERT INTO profiles (user_id) VALUES (?)`, none)

    for (const query of rebuild.queries) await run(query)

    const rows = (
      await env.DB.prepare(`SELECT user_id, display_name, pronouns, bio, user_mode FROM profiles ORDER BY display_name`).all<{
        user_id: string
        display_name: string | null
        pronouns: string | null
        bio: string | null
        user_mode: string
      }>()
    ).results
    expect(rows).toHaveLength(3)
    const byId = new Map(rows.map((r) => [r.user_id, r]))
    // cut to 50 characters, and the space left at the end of the cut trimmed away
    expect(byId.get(long)).toEqual({
      user_id: long,
      display_name: 'n'.repeat(49),
      pronouns: 'p'.repeat(30),
      bio: 'b'.repeat(500),
      user_mode: 'friends',
    })
    expect(byId.get(short)).toMatchObject({ display_name: 'River', pronouns: 'they/them', bio: 'Hi' })
    expect(byId.get(none)).toMatchObject({ display_name: null, pronouns: null, bio: null })

    expect(await profileIndexes()).toEqual(indexesBefore)
    const nameIndex = await env.DB.prepare(`SELECT sql FROM sqlite_master WHERE name = 'profiles_display_name_idx'`).first<{
      sql: string
    }>()
    expect(nameIndex!.sql).toContain('"display_name" COLLATE NOCASE')

    await expect(run(`UPDATE profiles SET display_name = ? WHERE user_id = ?`, 'x'.repeat(51), short)).rejects.toThrow(
      /CHECK constraint failed/,
    )
    await expect(run(`INSERT INTO profiles (user_id) VALUES (?)`, crypto.randomUUID())).rejects.toThrow(/FOREIGN KEY constraint failed/)
    await run(`DELETE FROM accounts WHERE id = ?`, long)
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM profiles WHERE user_id = ?`).bind(long).first<{ n: number }>())!.n).toBe(0)
    const check = await env.DB.prepare(`PRAGMA foreign_key_check`).all()
    expect(check.results).toEqual([])
  })
})
