import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../app/models/accounts/password.server'
import { testDb } from './local-db'

/** The seeded local D1 (built by the global setup with `seedLocal`, as `npm start` does). */
const db = testDb()
const query = <T = Record<string, number>>(sql: string) => db.query<T>(sql)

describe('seeded local D1', () => {
  it('holds the real directory: every country, every city of 15 000+ and every capital', async () => {
    const [row] = await query(`SELECT
      (SELECT count(*) FROM countries) AS countries,
      (SELECT count(*) FROM cities) AS cities,
      (SELECT count(*) FROM cities WHERE is_capital = 1) AS capitals,
      (SELECT count(*) FROM cities WHERE population < 15000 AND is_capital = 0) AS small,
      (SELECT count(*) FROM country_safety) AS safety,
      (SELECT count(DISTINCT continent) FROM countries) AS continents`)
    expect(row.countries).toBeGreaterThanOrEqual(245)
    expect(row.cities).toBeGreaterThanOrEqual(23_000)
    expect(row.capitals).toBeGreaterThanOrEqual(230)
    expect(row.small).toBe(0)
    expect(row.safety).toBe(row.countries)
    expect(row.continents).toBe(7)

    const [germany] = await query<{ name: string; de: string; ar: string; capital: string; capital_city: string }>(
      `SELECT c.name, json_extract(c.names, '$.de') AS de, json_extract(c.names, '$.ar') AS ar, c.capital, ci.name AS capital_city
       FROM countries c LEFT JOIN cities ci ON ci.id = c.capital_city_id WHERE c.id = 'de'`,
    )
    expect(germany).toMatchObject({ name: 'Germany', de: 'Deutschland', capital: 'Berlin', capital_city: 'Berlin' })
    expect(germany.ar).toBeTruthy()
  })

  it('holds the demo content tied to real cities', async () => {
    const [row] = await query(`SELECT
      (SELECT count(*) FROM venues) AS venues,
      (SELECT count(DISTINCT city_id) FROM venues) AS venue_cities,
      (SELECT count(*) FROM events) AS events,
      (SELECT count(*) FROM events WHERE starts_at < unixepoch() * 1000) AS past_events,
      (SELECT count(*) FROM events WHERE starts_at >= unixepoch() * 1000) AS upcoming_events,
      (SELECT count(*) FROM marketplace_listings) AS listings,
      (SELECT count(*) FROM personalities) AS personalities,
      (SELECT count(*) FROM resources) AS resources,
      (SELECT count(*) FROM resources WHERE id NOT IN (SELECT resource_id FROM resource_tags)) AS untagged_resources,
      (SELECT count(*) FROM resources WHERE profession_id IS NOT NULL) AS resources_with_profession,
      (SELECT count(*) FROM news_articles) AS news,
      (SELECT count(*) FROM news_sources) AS news_sources,
      (SELECT count(*) FROM travel_guides) AS travel,
      (SELECT count(*) FROM community_groups) AS groups,
      (SELECT count(*) FROM profiles) AS members,
      (SELECT count(*) FROM community_posts) AS posts,
      (SELECT count(*) FROM post_likes) AS likes,
      (SELECT count(*) FROM post_comments) AS comments,
      (SELECT count(*) FROM friendships) AS friendships,
      (SELECT count(*) FROM conversations) AS conversations,
      (SELECT count(*) FROM messages) AS messages`)
    expect(row.venues).toBeGreaterThanOrEqual(600)
    expect(row.venue_cities).toBeGreaterThanOrEqual(60)
    expect(row.events).toBeGreaterThanOrEqual(400)
    expect(row.past_events).toBeGreaterThan(0)
    expect(row.upcoming_events).toBeGreaterThan(0)
    expect(row.listings).toBeGreaterThanOrEqual(120)
    expect(row.personalities).toBeGreaterThanOrEqual(60)
    expect(row.resources).toBeGreaterThanOrEqual(150)
    expect(row.untagged_resources).toBe(0)
    expect(row.resources_with_profession).toBeGreaterThan(0)
    expect(row.news).toBeGreaterThan(0)
    expect(row.news_sources).toBeGreaterThan(0)
    expect(row.travel).toBeGreaterThan(0)
    expect(row.groups).toBeGreaterThanOrEqual(30)
    expect(row.members).toBeGreaterThanOrEqual(200)
    for (const key of ['posts', 'likes', 'comments', 'friendships', 'conversations', 'messages']) {
      expect(row[key], key).toBeGreaterThan(0)
    }
  })

  it('has the three demo accounts with their roles and the documented password', async () => {
    const rows = await query<{ email: string; role: string | null; password_hash: string }>(
      `SELECT a.email, r.role, a.password_hash FROM accounts a LEFT JOIN user_roles r ON r.user_id = a.id
       WHERE a.email IN ('admin@haven.local', 'moderator@haven.local', 'member@haven.local') ORDER BY a.email`,
    )
    expect(rows.map((r) => [r.email, r.role])).toEqual([
      ['admin@haven.local', 'admin'],
      ['member@haven.local', null],
      ['moderator@haven.local', 'moderator'],
    ])
    for (const row of rows) expect(await verifyPassword('haven-demo-password', row.password_hash)).toBe(true)
    expect(await verifyPassword('wrong-password', rows[0].password_hash)).toBe(false)
  })

  it('indexes public content for search, and no member coordinates exist', async () => {
    const [row] = await query(`SELECT
      (SELECT count(*) FROM search_index WHERE type = 'venue') AS venues,
      (SELECT count(*) FROM search_index WHERE type = 'location') AS locations,
      (SELECT count(*) FROM search_index WHERE type = 'group' AND ref_id IN (SELECT id FROM community_groups WHERE visibility = 'private')) AS private_groups,
      (SELECT count(*) FROM search_index WHERE type = 'user' AND ref_id IN (SELECT user_id FROM profiles WHERE profile_visibility <> 'everyone' OR hidden_from_search = 1)) AS hidden_members`)
    expect(row.venues).toBeGreaterThan(0)
    expect(row.locations).toBeGreaterThan(23_000)
    expect(row.private_groups).toBe(0)
    expect(row.hidden_members).toBe(0)
    const columns = (await query<{ name: string }>(`SELECT name FROM pragma_table_info('profiles')`)).map((c) => c.name)
    expect(columns.some((c) => /lat|lng|longitude|coord/.test(c))).toBe(false)
  })
})
