import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildCities, buildCountries, type CityRow, type CountryRow } from '../../scripts/data/geo'
import { buildDemoContent, DEMO_ACCOUNTS, type SeedTable } from '../../scripts/seed/demo'
import type { Row } from '../../scripts/seed/sql-writer'
import { PROFILE_TEXT_LIMITS } from '~/db/schema/values'
import { RESOURCE_SLUG_SEGMENT } from '~/models/resources/query'

const NOW = new Date('2025-06-15T12:00:00Z')
const cheapHash = async (password: string) => `test$${password}`

// ---------------------------------------------------------------- schema from the generated migration

type Column = { name: string; notNull: boolean; hasDefault: boolean; primaryKey: boolean }
type Fk = { column: string; table: string; refColumn: string }
type Table = { columns: Map<string, Column>; fks: Fk[] }

/** A column from what follows its name and type in CREATE TABLE or ALTER TABLE … ADD. */
const column = (name: string, rest: string): Column => ({
  name,
  notNull: /NOT NULL/.test(rest),
  hasDefault: /DEFAULT|AUTOINCREMENT/.test(rest),
  primaryKey: /PRIMARY KEY/.test(rest),
})

function parseSchema(): Map<string, Table> {
  // every migration in order: the tables of 0000, then the columns later ones add
  const dir = fileURLToPath(new URL('../../migrations/', import.meta.url))
  const sql = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(`${dir}${f}`, 'utf8'))
    .join('\n')
  const tables = new Map<string, Table>()
  for (const m of sql.matchAll(/CREATE TABLE `(\w+)` \(\n([\s\S]*?)\n\);/g)) {
    const table: Table = { columns: new Map(), fks: [] }
    for (const line of m[2].split('\n').map((l) => l.trim())) {
      const col = /^`(\w+)` (\w+)(.*?),?$/.exec(line)
      if (col) {
        table.columns.set(col[1], column(col[1], col[3]))
        continue
      }
      const fk = /^FOREIGN KEY \(`(\w+)`\) REFERENCES `(\w+)`\(`(\w+)`\)/.exec(line)
      if (fk) table.fks.push({ column: fk[1], table: fk[2], refColumn: fk[3] })
    }
    tables.set(m[1], table)
  }
  // a table rebuilt for new checks (drizzle's `__new_x`, renamed to x: group_members in 0025) is the new one
  for (const m of sql.matchAll(/^ALTER TABLE `(\w+)` RENAME TO `(\w+)`;/gm)) {
    const rebuilt = tables.get(m[1])
    if (rebuilt) tables.set(m[2], rebuilt)
  }
  for (const m of sql.matchAll(/^ALTER TABLE `(\w+)` ADD `(\w+)` (\w+)(.*?);/gm)) tables.get(m[1])?.columns.set(m[2], column(m[2], m[4]))
  return tables
}

// ---------------------------------------------------------------- fixtures

let countries: CountryRow[]
let cities: CityRow[]
let content: SeedTable[]
let byTable: Map<string, Row[]>
const rows = (table: string) => byTable.get(table) ?? []

beforeAll(async () => {
  countries = buildCountries()
  cities = buildCities(countries)
  content = await buildDemoContent({ scale: 1, countries, cities, now: NOW, hashPassword: cheapHash })
  byTable = new Map(content.map((t) => [t.table, t.rows]))
}, 60_000)

describe('demo content (scale 1)', () => {
  it('emits each table once and never the directory tables', () => {
    const names = content.map((t) => t.table)
    expect(new Set(names).size).toBe(names.length)
    for (const table of ['countries', 'cities', 'country_safety']) expect(names).not.toContain(table)
  })

  it('fills the moderation queue: an appealed decision on the demo member’s post, a dismissal, a possible mass report', () => {
    const member = rows('accounts').find((a) => a.email === 'member@haven.local')!.id
    const actions = rows('moderation_actions')
    const appealed = actions.find((a) => a.author_id === member && a.appeal_text)
    expect(appealed).toMatchObject({ action: 'warn', target_type: 'post', appeal_outcome: null })
    expect(actions.some((a) => a.action === 'dismiss')).toBe(true)
    const notices = rows('notifications').filter(
      (n) => n.user_id === member && (n.metadata as { kind?: string }).kind === 'moderation_decision',
    )
    expect(notices.map((n) => n.action_url)).toContain(`/moderation/${appealed!.decision_id}`)
    // reports by accounts made less than a week before they reported (MASS_REPORT)
    const madeAt = new Map(rows('accounts').map((a) => [a.id, a.created_at as number]))
    const open = rows('reports').filter(
      (r) => r.status === 'open' && (r.created_at as number) - madeAt.get(r.reporter_id)! < 7 * 86_400_000,
    )
    expect(open).toHaveLength(3)
    expect(new Set(open.map((r) => r.target_id)).size).toBe(1)
  })

  it('has the minimum counts', () => {
    // 200 members and the 3 demo accounts, and 3 accounts made this week that only report (issue 41)
    expect(rows('accounts')).toHaveLength(206)
    expect(rows('profiles')).toHaveLength(206)
    expect(rows('venues')).toHaveLength(600)
    expect(new Set(rows('venues').map((v) => v.city_id)).size).toBe(60)
    // the 400 and the dates of the repeating series
    expect(rows('events').filter((e) => e.series_id == null)).toHaveLength(400)
    expect(rows('marketplace_listings')).toHaveLength(120)
    expect(rows('personalities')).toHaveLength(60)
    // 150 published resources and one draft (staff see it on its page)
    expect(rows('resources').filter((r) => r.status === 'published')).toHaveLength(150)
    expect(rows('resources').filter((r) => r.status === 'draft')).toHaveLength(1)
    expect(rows('community_groups')).toHaveLength(30)
    expect(rows('community_groups').filter((g) => g.visibility === 'private').length).toBeGreaterThanOrEqual(5)
    expect(rows('venue_reviews').length).toBeGreaterThanOrEqual(1500)
    expect(rows('community_posts').length).toBeGreaterThanOrEqual(600)
    expect(rows('post_likes').length).toBeGreaterThan(0)
    expect(rows('post_comments').length).toBeGreaterThan(0)
    expect(rows('friendships').length).toBeGreaterThan(0)
    expect(rows('conversations').length).toBeGreaterThanOrEqual(150)
    expect(rows('news_sources').length).toBeGreaterThanOrEqual(6)
    expect(rows('news_articles').length).toBeGreaterThanOrEqual(80)
    expect(rows('travel_guides').length).toBeGreaterThanOrEqual(20)
    expect(rows('unified_tags').length).toBeGreaterThanOrEqual(40)
    expect(rows('professions').length).toBeGreaterThanOrEqual(12)
    for (const t of ['venue_categories', 'event_types', 'marketplace_categories']) expect(rows(t).length).toBeGreaterThanOrEqual(6)
  })

  it('has past and upcoming events', () => {
    const now = NOW.getTime()
    const single = rows('events').filter((e) => e.series_id == null)
    const upcoming = single.filter((e) => (e.starts_at as number) > now).length
    const past = single.filter((e) => (e.ends_at as number) < now).length
    expect(upcoming + past).toBe(400)
    expect(upcoming).toBeGreaterThan(200)
    expect(past).toBeGreaterThan(120)
  })

  it('has repeating series, each date an upcoming event of its own, one led by the demo member', () => {
    const series = rows('event_series')
    expect(series).toHaveLength(3)
    const member = rows('accounts').find((a) => a.email === 'member@haven.local')!
    expect(series[0]!.organizer_id).toBe(member.id)
    for (const s of series) {
      const dates = rows('events').filter((e) => e.series_id === s.id)
      if (s.occurrence_count != null) expect(dates).toHaveLength(s.occurrence_count as number)
      else expect(dates.length).toBeGreaterThan(2)
      expect(dates.every((e) => (e.starts_at as number) > NOW.getTime() && e.organizer_id === s.organizer_id)).toBe(true)
      expect(new Set(dates.map((e) => e.local_date)).size).toBe(dates.length)
      // one picture for the whole series
      expect(new Set(dates.map((e) => e.image_url)).size).toBe(1)
    }
  })

  it('has one upcoming member event hidden by the moderator, with its reason', () => {
    const hidden = rows('events').filter((e) => e.hidden_at != null)
    expect(hidden).toHaveLength(1)
    const moderator = rows('accounts').find((a) => a.email === 'moderator@haven.local')!
    expect(hidden[0]).toMatchObject({ status: 'published', hidden_by: moderator.id, featured: false })
    expect(hidden[0]!.hidden_reason).toBeTruthy()
    expect(hidden[0]!.organizer_id).toBeTruthy()
    expect(hidden[0]!.starts_at as number).toBeGreaterThan(NOW.getTime())
  })

  it('gives resources and tags addresses that never collide (decision 023)', () => {
    const slugs = new Set(rows('resources').map((r) => String(r.slug)))
    for (const slug of slugs) expect(slug).toMatch(RESOURCE_SLUG_SEGMENT)
    const paths = rows('unified_tags').map((t) => String(t.path ?? ''))
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length)
    for (const path of paths) {
      expect(path).not.toMatch(/^\d*$/)
      expect(slugs.has(path.toLowerCase())).toBe(false)
    }
    // helplines with a phone, resources marked by a country, a language for each
    expect(rows('resources').filter((r) => r.resource_type === 'hotline' && r.phone).length).toBeGreaterThanOrEqual(3)
    expect(rows('resources').filter((r) => ['legal', 'health'].includes(String(r.resource_type)) && r.country_id).length).toBeGreaterThan(3)
    for (const r of rows('resources')) expect(r.language).toBeTruthy()
  })

  it('tags every resource', () => {
    const tagged = new Set(rows('resource_tags').map((r) => r.resource_id))
    for (const r of rows('resources')) expect(tagged.has(r.id)).toBe(true)
  })

  it('is deterministic', async () => {
    const again = await buildDemoContent({ scale: 1, countries, cities, now: NOW, hashPassword: cheapHash })
    expect(again).toEqual(content)
  })

  it('gives every row of a table the same keys in the same order', () => {
    for (const { table, rows } of content) {
      const keys = Object.keys(rows[0] ?? {}).join(',')
      for (const row of rows) expect(Object.keys(row).join(','), table).toBe(keys)
    }
  })

  it('uses only real columns and fills NOT NULL columns without a default', () => {
    const schema = parseSchema()
    for (const { table, rows } of content) {
      const def = schema.get(table)
      expect(def, `table ${table} exists`).toBeDefined()
      if (!rows.length) continue
      for (const key of Object.keys(rows[0])) expect(def!.columns.has(key), `${table}.${key}`).toBe(true)
      for (const col of def!.columns.values()) {
        if (!col.notNull || col.hasDefault) continue
        for (const row of rows) expect(row[col.name] ?? null, `${table}.${col.name}`).not.toBeNull()
      }
    }
  })

  it('references only rows that exist, inserted before the referencing table', () => {
    const schema = parseSchema()
    const values = new Map<string, Set<unknown>>()
    const keySet = (table: string, column: string) => {
      const k = `${table}.${column}`
      let set = values.get(k)
      if (!set) {
        const source: Row[] =
          table === 'countries' ? (countries as unknown as Row[]) : table === 'cities' ? (cities as unknown as Row[]) : rows(table)
        set = new Set(source.map((r) => r[column]))
        values.set(k, set)
      }
      return set
    }
    const order = new Map(content.map((t, i) => [t.table, i]))
    let checked = 0
    for (const { table, rows: tableRows } of content) {
      for (const fk of schema.get(table)!.fks) {
        if (fk.table !== table && fk.table !== 'countries' && fk.table !== 'cities') {
          const refOrder = order.get(fk.table)
          const used = tableRows.some((r) => r[fk.column] != null)
          if (used) expect(refOrder, `${table}.${fk.column} → ${fk.table} emitted first`).toBeLessThan(order.get(table)!)
        }
        const target = keySet(fk.table, fk.refColumn)
        for (const row of tableRows) {
          const v = row[fk.column]
          if (v == null) continue
          checked++
          if (!target.has(v)) expect.fail(`${table}.${fk.column} = ${String(v)} not found in ${fk.table}.${fk.refColumn}`)
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000)
  })

  it('respects the CHECK and UNIQUE rules the generator is responsible for', () => {
    for (const f of rows('friendships')) expect((f.user_a_id as string) < (f.user_b_id as string)).toBe(true)
    for (const c of rows('conversations')) {
      if (c.is_direct) expect(c.direct_key).toMatch(/^[0-9a-f-]{36}:[0-9a-f-]{36}$/)
      else expect(c.direct_key).toBeNull()
    }
    // like SQLite, rows with a NULL in the key do not conflict
    const unique = (table: string, ...cols: string[]) => {
      const keyed = rows(table).filter((r) => cols.every((c) => r[c] != null))
      const seen = new Set(keyed.map((r) => cols.map((c) => String(r[c])).join('|')))
      expect(seen.size, `${table}(${cols.join(',')})`).toBe(keyed.length)
    }
    unique('accounts', 'email')
    unique('venues', 'slug')
    unique('events', 'slug')
    unique('marketplace_listings', 'slug')
    unique('resources', 'slug')
    unique('community_groups', 'slug')
    unique('news_articles', 'url')
    unique('venue_reviews', 'venue_id', 'user_id')
    unique('post_likes', 'post_id', 'user_id')
    unique('event_rsvps', 'event_id', 'user_id')
    unique('favorites', 'user_id', 'target_type', 'target_id')
    unique('conversations', 'direct_key')
    for (const e of rows('events')) if (e.status === 'cancelled') expect(e.cancelled).toBe(true)
    for (const l of rows('marketplace_listings')) {
      if (l.sale_price_cents != null) expect(l.sale_price_cents as number).toBeLessThanOrEqual(l.price_cents as number)
    }
    for (const p of rows('community_posts')) if (p.visibility === 'group') expect(p.group_id).not.toBeNull()
    // the profiles table's length CHECKs (SQLite counts characters, not UTF-16 units)
    const characters = (value: unknown) => (value == null ? 0 : [...String(value)].length)
    for (const p of rows('profiles')) {
      expect(Object.keys(p)).not.toContain('latitude')
      expect(Object.keys(p)).not.toContain('longitude')
      expect(characters(p.display_name), String(p.display_name)).toBeLessThanOrEqual(PROFILE_TEXT_LIMITS.displayNameMax)
      expect(characters(p.pronouns), String(p.pronouns)).toBeLessThanOrEqual(PROFILE_TEXT_LIMITS.pronounsMax)
      expect(characters(p.bio), String(p.bio)).toBeLessThanOrEqual(PROFILE_TEXT_LIMITS.bioMax)
    }
  })

  it('keeps the counters consistent', () => {
    const count = (table: string, key: string, filter: (r: Row) => boolean = () => true) => {
      const m = new Map<unknown, number>()
      for (const r of rows(table)) if (filter(r)) m.set(r[key], (m.get(r[key]) ?? 0) + 1)
      return m
    }
    const reviews = count('venue_reviews', 'venue_id')
    for (const v of rows('venues')) expect(v.rating_count).toBe(reviews.get(v.id) ?? 0)
    // the feed's counts are kept by post_likes' and post_comments' triggers (migration 0024), so
    // the seed leaves them at 0 and the database counts the rows as they go in
    for (const p of rows('community_posts')) {
      expect(p.like_count).toBe(0)
      expect(p.comment_count).toBe(0)
    }
    const attending = count('event_rsvps', 'event_id', (r) => r.status === 'attending')
    // the RSVP counts are kept by event_rsvps' triggers (migration 0016), so the seed leaves them
    // out; a capacity holds its attendees, and only a full event has a waitlist
    const waiting = count('event_rsvps', 'event_id', (r) => r.status === 'waitlisted')
    for (const e of rows('events')) {
      expect(e.attending_count).toBeUndefined()
      const going = attending.get(e.id) ?? 0
      if (e.capacity != null) expect(going).toBeLessThanOrEqual(e.capacity as number)
      if (waiting.get(e.id)) expect(going).toBe(e.capacity)
    }
    // member_count is the triggers' (migration 0025): each crew goes in at 0, before its members
    for (const g of rows('community_groups')) expect(g.member_count).toBe(0)
    const messages = count('messages', 'conversation_id')
    for (const c of rows('conversations')) expect(messages.get(c.id) ?? 0).toBeGreaterThanOrEqual(5)
  })

  it('keeps the conversations’ list columns as the rooms would write them (issue 36)', () => {
    const messages = rows('messages')
    const byConversation = new Map<unknown, Row[]>()
    for (const m of messages) byConversation.set(m.conversation_id, [...(byConversation.get(m.conversation_id) ?? []), m])
    for (const list of byConversation.values()) list.sort((a, b) => (a.created_at as number) - (b.created_at as number))
    for (const c of rows('conversations')) {
      const list = byConversation.get(c.id)!
      const last = list[list.length - 1]!
      expect(c.last_seq).toBe(list.length)
      expect(c.last_message_sender_id).toBe(last.sender_id)
      expect(c.last_message_type).toBe('text')
      expect(c.last_message_preview).toBe([...(last.content as string)].slice(0, 120).join(''))
    }
    for (const p of rows('conversation_participants')) {
      const list = byConversation.get(p.conversation_id)!
      const after = list.slice(p.last_read_seq as number)
      expect(p.unread_count).toBe(after.filter((m) => m.sender_id !== p.user_id).length)
    }
    const member = rows('accounts').find((a) => a.email === 'member@haven.local')!.id
    const own = rows('conversation_participants').filter((p) => p.user_id === member)
    expect(own.filter((p) => (p.unread_count as number) > 0).length).toBeGreaterThanOrEqual(2)
    const groups = rows('conversations').filter((c) => !c.is_direct && c.title)
    expect(groups.some((g) => own.some((p) => p.conversation_id === g.id))).toBe(true)
    // one of the member's conversations has a reply and reactions
    const reactions = new Set(rows('message_reactions').map((r) => r.message_id))
    expect(
      own.some((p) => {
        const list = byConversation.get(p.conversation_id)!
        return list.some((m) => m.reply_to_id) && list.some((m) => reactions.has(m.id))
      }),
    ).toBe(true)
    // a reported message is reported by another participant, with its copy
    for (const r of rows('reports').filter((x) => x.target_type === 'message')) {
      const copy = rows('reported_messages').find((x) => x.report_id === r.id)!
      expect(copy).toMatchObject({ message_id: r.target_id })
      expect(copy.sender_id).not.toBe(r.reporter_id)
      expect(rows('conversation_participants')).toContainEqual(
        expect.objectContaining({ conversation_id: copy.conversation_id, user_id: r.reporter_id }),
      )
    }
  })

  it('gives the demo accounts roles and the member a social life', () => {
    const accounts = rows('accounts')
    for (const demo of DEMO_ACCOUNTS) expect(accounts.some((a) => a.email === demo.email)).toBe(true)
    const idOf = (email: string) => accounts.find((a) => a.email === email)!.id
    const roles = rows('user_roles')
    expect(roles).toContainEqual(expect.objectContaining({ user_id: idOf('admin@haven.local'), role: 'admin' }))
    expect(roles).toContainEqual(expect.objectContaining({ user_id: idOf('moderator@haven.local'), role: 'moderator' }))
    const member = idOf('member@haven.local')
    expect(roles.some((r) => r.user_id === member)).toBe(false)
    expect(rows('friendships').filter((f) => f.user_a_id === member || f.user_b_id === member).length).toBeGreaterThanOrEqual(5)
    expect(rows('friend_requests').filter((r) => r.to_user_id === member && r.status === 'pending').length).toBeGreaterThanOrEqual(2)
    expect(rows('conversation_participants').filter((p) => p.user_id === member).length).toBeGreaterThanOrEqual(5)
    const favTypes = new Set(
      rows('favorites')
        .filter((f) => f.user_id === member)
        .map((f) => f.target_type),
    )
    expect(favTypes.size).toBe(8)
    for (const a of accounts) expect(a.password_hash).toBe('test$haven-demo-password')
    for (const a of accounts) expect(a.email_verified_at).not.toBeNull()
  })
  it('shows the crews working: invitations for the demo member, link invites on a crew they lead, varied email choices', () => {
    const member = rows('accounts').find((a) => a.email === 'member@haven.local')!.id
    const invites = rows('group_invites')
    const mine = invites.filter((i) => i.invitee_id === member && i.status === 'pending')
    expect(mine.length).toBeGreaterThanOrEqual(2)
    const led = new Set(
      rows('group_members')
        .filter((m) => m.user_id === member && ['owner', 'admin'].includes(String(m.role)))
        .map((m) => m.group_id),
    )
    const links = invites.filter((i) => i.invitee_id == null)
    expect(links.length).toBeGreaterThanOrEqual(1)
    for (const link of links) {
      expect(led.has(link.group_id)).toBe(true)
      expect(String(link.token_hash)).toMatch(/^[0-9a-f]{64}$/)
    }
    for (const invite of mine) expect(rows('group_members').some((m) => m.group_id === invite.group_id && m.user_id === member)).toBe(false)
    expect(
      rows('group_notifications').filter((n) => n.user_id === member && n.notification_type === 'invite').length,
    ).toBeGreaterThanOrEqual(mine.length)
    expect(new Set(rows('group_members').map((m) => m.email_mode))).toEqual(new Set(['each', 'digest', 'none']))
  })
  it('shows the member pages working: each privacy level, the demo member’s friends, requests both ways, a block, photos', () => {
    const profiles = rows('profiles')
    for (const level of ['everyone', 'members', 'friends', 'nobody'])
      expect(
        profiles.some((p) => p.profile_visibility === level),
        level,
      ).toBe(true)
    expect(profiles.some((p) => p.hidden_from_directory)).toBe(true)
    const member = rows('accounts').find((a) => a.email === 'member@haven.local')!.id
    const friendships = rows('friendships').filter((f) => f.user_a_id === member || f.user_b_id === member)
    expect(friendships.length).toBeGreaterThanOrEqual(7)
    const friendIds = friendships.map((f) => (f.user_a_id === member ? f.user_b_id : f.user_a_id))
    expect(profiles.some((p) => friendIds.includes(p.user_id) && p.profile_visibility === 'friends')).toBe(true)
    const pending = rows('friend_requests').filter((r) => r.status === 'pending')
    expect(pending.some((r) => r.to_user_id === member)).toBe(true)
    expect(pending.some((r) => r.from_user_id === member)).toBe(true)
    expect(rows('blocks').some((b) => b.blocker_id === member)).toBe(true)
    const photos = rows('profile_photos')
    expect(photos.filter((p) => p.user_id === member)).toHaveLength(3)
    expect(new Set(photos.map((p) => p.user_id)).size).toBeGreaterThan(10)
  })
})
