import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/** The schema itself refuses bad rows, whatever code writes them. */
const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run()

async function seedCountryAndCity() {
  await run(
    `INSERT OR IGNORE INTO countries (id, name, names, continent, timezones) VALUES ('de', 'Germany', '{"en":"Germany"}', 'EU', '["Europe/Berlin"]')`,
  )
  await run(
    `INSERT OR IGNORE INTO cities (id, country_id, name, ascii_name, population, timezone, latitude, longitude) VALUES (2950159, 'de', 'Berlin', 'Berlin', 3426354, 'Europe/Berlin', 52.52, 13.40)`,
  )
}

describe('database constraints', () => {
  it('accepts a valid venue', async () => {
    await seedCountryAndCity()
    const result = await run(
      `INSERT INTO venues (slug, name, country_id, city_id, status) VALUES ('ok-venue', 'OK', 'de', 2950159, 'published')`,
    )
    expect(result.success).toBe(true)
  })

  it('rejects an enum value outside its CHECK list', async () => {
    await seedCountryAndCity()
    await expect(run(`INSERT INTO venues (slug, name, country_id, status) VALUES ('bad-status', 'X', 'de', 'secret')`)).rejects.toThrow(
      /CHECK constraint failed/,
    )
  })

  it('rejects a boolean that is not 0 or 1', async () => {
    await seedCountryAndCity()
    await expect(run(`INSERT INTO venues (slug, name, country_id, featured) VALUES ('bad-bool', 'X', 'de', 2)`)).rejects.toThrow(
      /CHECK constraint failed/,
    )
  })

  it('rejects a foreign key to a missing row', async () => {
    await expect(run(`INSERT INTO venues (slug, name, country_id) VALUES ('dangling', 'X', 'zz')`)).rejects.toThrow(
      /FOREIGN KEY constraint failed/,
    )
  })

  it('rejects an unknown continent and a user_mode outside the six modes', async () => {
    await expect(
      run(`INSERT INTO countries (id, name, names, continent, timezones) VALUES ('xx', 'X', '{}', 'MARS', '[]')`),
    ).rejects.toThrow(/CHECK constraint failed/)
    const id = crypto.randomUUID()
    await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, id, `${id}@t.local`)
    await expect(run(`INSERT INTO profiles (user_id, user_mode) VALUES (?, 'stalking')`, id)).rejects.toThrow(/CHECK constraint failed/)
  })

  it('keeps display names, pronouns and bios within the lengths the forms and the token API allow', async () => {
    const id = crypto.randomUUID()
    await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, id, `${id}@t.local`)
    // SQLite counts characters, as the limits do: 50 accented letters or emoji are 50
    await run(
      `INSERT INTO profiles (user_id, display_name, pronouns, bio) VALUES (?, ?, ?, ?)`,
      id,
      'é'.repeat(50),
      'ü'.repeat(30),
      'x'.repeat(500),
    )
    await run(`UPDATE profiles SET display_name = ? WHERE user_id = ?`, '🌈'.repeat(50), id)
    for (const [column, length] of [
      ['display_name', 51],
      ['pronouns', 31],
      ['bio', 501],
    ] as const) {
      await expect(run(`UPDATE profiles SET ${column} = ? WHERE user_id = ?`, 'x'.repeat(length), id), column).rejects.toThrow(
        /CHECK constraint failed/,
      )
    }
    const row = await env.DB.prepare(`SELECT length(display_name) AS name, length(pronouns) AS pronouns FROM profiles WHERE user_id = ?`)
      .bind(id)
      .first<{ name: number; pronouns: number }>()
    expect(row).toEqual({ name: 50, pronouns: 30 })
  })

  it('rejects an account with neither email nor phone, and an upper-case email', async () => {
    await expect(run(`INSERT INTO accounts (id) VALUES ('no-contact')`)).rejects.toThrow(/CHECK constraint failed/)
    await expect(run(`INSERT INTO accounts (id, email) VALUES ('upper', 'Someone@Example.org')`)).rejects.toThrow(/CHECK constraint failed/)
  })

  it('rejects an event that ends before it starts and a review rated 6', async () => {
    await seedCountryAndCity()
    await expect(
      run(`INSERT INTO events (slug, title, starts_at, ends_at, timezone) VALUES ('backwards', 'X', 2000, 1000, 'Europe/Berlin')`),
    ).rejects.toThrow(/CHECK constraint failed/)
    const user = crypto.randomUUID()
    await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, user, `${user}@t.local`)
    const venue = await env.DB.prepare(`SELECT id FROM venues WHERE slug = 'ok-venue'`).first<{ id: number }>()
    await expect(run(`INSERT INTO venue_reviews (id, venue_id, user_id, rating) VALUES ('r1', ?, ?, 6)`, venue!.id, user)).rejects.toThrow(
      /CHECK constraint failed/,
    )
  })

  it('keeps one review per member and venue', async () => {
    const user = crypto.randomUUID()
    await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, user, `${user}@t.local`)
    const venue = await env.DB.prepare(`SELECT id FROM venues WHERE slug = 'ok-venue'`).first<{ id: number }>()
    await run(`INSERT INTO venue_reviews (id, venue_id, user_id, rating) VALUES (?, ?, ?, 5)`, crypto.randomUUID(), venue!.id, user)
    await expect(
      run(`INSERT INTO venue_reviews (id, venue_id, user_id, rating) VALUES (?, ?, ?, 4)`, crypto.randomUUID(), venue!.id, user),
    ).rejects.toThrow(/UNIQUE constraint failed/)
  })

  it('stores friendships once, in id order, and never with oneself', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()].sort()
    for (const id of [a, b]) await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, id, `${id}@t.local`)
    await expect(run(`INSERT INTO friendships (user_a_id, user_b_id) VALUES (?, ?)`, b, a)).rejects.toThrow(/CHECK constraint failed/)
    await expect(run(`INSERT INTO blocks (blocker_id, blocked_id) VALUES (?, ?)`, a, a)).rejects.toThrow(/CHECK constraint failed/)
    expect((await run(`INSERT INTO friendships (user_a_id, user_b_id) VALUES (?, ?)`, a, b)).success).toBe(true)
  })

  it('deletes a member’s data with the account', async () => {
    const id = crypto.randomUUID()
    await run(`INSERT INTO accounts (id, email) VALUES (?, ?)`, id, `${id}@t.local`)
    await run(`INSERT INTO profiles (user_id, display_name) VALUES (?, 'Gone')`, id)
    await run(`INSERT INTO notifications (id, user_id, type, title) VALUES (?, ?, 'system', 'Hi')`, crypto.randomUUID(), id)
    await run(`DELETE FROM accounts WHERE id = ?`, id)
    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM profiles WHERE user_id = ?1) + (SELECT count(*) FROM notifications WHERE user_id = ?1) AS n`,
    )
      .bind(id)
      .first<{ n: number }>()
    expect(left!.n).toBe(0)
  })

  it('has the FTS5 search index', async () => {
    await run(
      `INSERT INTO search_index (type, ref_id, title, body, location) VALUES ('venue', '1', 'Café Schwuz', 'Neukölln club', 'Berlin')`,
    )
    const hit = await env.DB.prepare(
      `SELECT title FROM search_index WHERE search_index MATCH 'neukolln' ORDER BY bm25(search_index)`,
    ).first<{ title: string }>()
    expect(hit?.title).toBe('Café Schwuz')
  })
})
