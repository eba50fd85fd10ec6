/**
 * Deterministic demo content for the local D1: lookups, 203 accounts, venues, events, marketplace,
 * personalities, resources, news, travel, crews, feed, friends, favorites, messages, notifications.
 *
 * - Randomness comes only from the seeded `Random` (./random.ts): the same options give the same rows.
 *   (Password hashes are the exception: PBKDF2 salts are random; tests pass a stable `hashPassword`.)
 * - Rows use the SQL column names; every row of a table has the same keys in the same order.
 * - Tables are returned in an order that satisfies every foreign key. Countries, cities and
 *   country_safety are not emitted here (the seed entry point writes them).
 * - `scale` multiplies venues, events, listings, resources, reviews and posts (and what hangs off
 *   them). Members stay at 200 (password hashing cost) and cities at 60.
 */
import { createHash } from 'node:crypto'
import { hashPassword as pbkdf2Hash } from '../../app/models/accounts/password.server'
import { openWindow } from '../../app/models/venues/open-window'
import { addDays, zonedTimeToInstant } from '../../app/models/events/local-date'
import { tagPath } from '../../app/models/resources/query'
import { occurrenceDates, ruleText, type Recurrence } from '../../app/models/events/recurrence.server'
import type { CityRow, CountryRow } from '../data/geo'
import {
  DEMO_EVENT_IMAGES,
  DEMO_HIDDEN_POST_ID,
  DEMO_MARKET_PHOTO_SIZE,
  DEMO_POST_PHOTO_SIZE,
  DEMO_POSTS,
  DEMO_PROFILE_PHOTOS,
} from './demo-images'
import * as T from './demo-text'
import { Random } from './random'
import type { Row } from './sql-writer'

export const DEMO_PASSWORD = 'haven-demo-password'
/** The raw token of the demo's active link invite (/groups/join/{token}) on a crew the demo member leads; only its hash is stored. */
export const DEMO_CREW_LINK_TOKEN = 'demo-organisers-crew-link-0001'

export type DemoAccount = {
  email: string
  role: 'admin' | 'moderator' | null
  displayName: string
  pronouns: string
  city: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@haven.local', role: 'admin', displayName: 'Haven Admin', pronouns: 'they/them', city: 'Berlin' },
  { email: 'moderator@haven.local', role: 'moderator', displayName: 'Morgan Moderator', pronouns: 'she/her', city: 'London' },
  { email: 'member@haven.local', role: null, displayName: 'Jordan Rivera', pronouns: 'he/they', city: 'Berlin' },
]

export type SeedTable = { table: string; rows: Row[] }

export type DemoOptions = {
  scale: number
  countries: CountryRow[]
  cities: CityRow[]
  now: Date
  /** Defaults to the app's PBKDF2 `hashPassword`; tests pass a cheap, stable function. */
  hashPassword?: (password: string) => Promise<string>
}

export const DEMO_MEMBER_COUNT = 200
export const DEMO_CITY_COUNT = 60

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// ============================================================================ small helpers

/**
 * A demo notification's metadata as a real one of its kind has it: its kind, and the keys of its
 * texts with their values (read again in the reader's language: notifications.server.ts).
 */
function noteMetadata(tpl: (typeof T.NOTIFICATION_TEMPLATES)[number], vars: Record<string, string | number>) {
  const values = { name: String(vars.n), event: String(vars.E), group: String(vars.G) }
  return {
    ...(tpl.kind ? { kind: tpl.kind } : {}),
    text: { title: { key: tpl.titleKey, values }, ...(tpl.contentKey ? { content: { key: tpl.contentKey } } : {}) },
  }
}

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in vars ? String(vars[key]) : m))
}

/** A resource's language from its country's (the demo's language groups; 'nordic' ones speak English here). */
function resourceLanguage(countryId: string): string {
  const lang = T.COUNTRY_LANGUAGE[countryId] ?? 'en'
  return lang === 'nordic' ? 'en' : lang
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const asciiWord = (text: string) => slugify(text).replace(/-/g, '')

/** UUID-shaped id (v4 layout) from four 32-bit draws of the seeded generator. */
function uuid(rng: Random): string {
  const hex = (n: number) =>
    Math.floor(n * 4294967296)
      .toString(16)
      .padStart(8, '0')
  const a = hex(rng.next())
  const b = hex(rng.next())
  const c = hex(rng.next())
  const d = hex(rng.next())
  const variant = ((parseInt(c[0], 16) & 0x3) | 0x8).toString(16)
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`
}

/** k distinct integers from [0, n), in draw order. */
function distinct(rng: Random, n: number, k: number): number[] {
  k = Math.max(0, Math.min(k, n))
  if (k === 0) return []
  if (k * 3 > n) {
    const pool = Array.from({ length: n }, (_, i) => i)
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(rng.next() * (n - i))
      const t = pool[i]
      pool[i] = pool[j]
      pool[j] = t
    }
    return pool.slice(0, k)
  }
  const seen = new Set<number>()
  const out: number[] = []
  while (out.length < k) {
    const v = Math.floor(rng.next() * n)
    if (!seen.has(v)) {
      seen.add(v)
      out.push(v)
    }
  }
  return out
}

/** Weighted choice over [item, weight] pairs (weights precomputed once). */
function weighted<T>(items: ReadonlyArray<readonly [T, number]>) {
  const total = items.reduce((s, [, w]) => s + w, 0)
  return (rng: Random): T => {
    let r = rng.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return items[items.length - 1][0]
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const round6 = (n: number) => Math.round(n * 1e6) / 1e6

// ---------------------------------------------------------------------------- time zones

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(tz, f)
  }
  return f
}

function validTimezone(tz: string | null | undefined): string | null {
  if (!tz) return null
  try {
    formatter(tz)
    return tz
  } catch {
    return null
  }
}

function zonedParts(ms: number, tz: string) {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const p of formatter(tz).formatToParts(ms)) {
    if (p.type in out) out[p.type as keyof typeof out] = Number(p.value)
  }
  if (out.hour === 24) out.hour = 0
  return out
}

function offsetAt(ms: number, tz: string): number {
  const p = zonedParts(ms, tz)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000
}

/** UTC instant of a wall-clock time in `tz`. */
function zonedToUtc(year: number, month: number, day: number, hour: number, minute: number, tz: string): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute)
  const first = offsetAt(guess, tz)
  let t = guess - first
  const second = offsetAt(t, tz)
  if (second !== first) t = guess - second
  return t
}

function zonedDay(ms: number, tz: string): string {
  const p = zonedParts(ms, tz)
  return `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`
}

// ---------------------------------------------------------------------------- money

/** Rough units per euro, to keep local ticket prices plausible. */
const PER_EURO: Record<string, number> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CAD: 1.5,
  AUD: 1.65,
  NZD: 1.8,
  CHF: 0.95,
  SEK: 11.5,
  NOK: 11.7,
  DKK: 7.45,
  ISK: 150,
  PLN: 4.3,
  CZK: 25,
  MXN: 20,
  BRL: 6,
  ARS: 1000,
  CLP: 1000,
  COP: 4500,
  PEN: 4.1,
  ZAR: 20,
  THB: 38,
  JPY: 160,
  KRW: 1500,
  TWD: 35,
  HKD: 8.5,
  SGD: 1.45,
  INR: 92,
  ILS: 4,
}

function localPriceCents(euros: number, currency: string): number {
  const factor = PER_EURO[currency] ?? 1
  const amount = euros * factor
  // round to a "nice" amount in the local currency
  const step = amount >= 10000 ? 1000 : amount >= 1000 ? 100 : amount >= 100 ? 5 : 0.5
  return Math.round(Math.round(amount / step) * step * 100)
}

// ============================================================================ cities

type City = {
  id: number
  name: string
  key: string
  countryId: string
  countryName: string
  lat: number
  lng: number
  tz: string
  districts: string[]
  lang: string
  currency: string
  callingCode: string | null
}

const GENERIC_DISTRICTS = ['the city centre', 'the old town', 'the university quarter']

function selectCities(cities: CityRow[], countries: CountryRow[]): CityRow[] {
  const countryIds = new Set(countries.map((c) => c.id))
  const byKey = new Map<string, CityRow>()
  for (const c of cities) {
    for (const n of [c.name, c.ascii_name]) {
      const key = `${c.country_id}|${n.toLowerCase()}`
      const prev = byKey.get(key)
      if (!prev || c.population > prev.population) byKey.set(key, c)
    }
  }
  const chosen: CityRow[] = []
  const used = new Set<number>()
  for (const cand of T.CITY_CANDIDATES) {
    if (chosen.length >= DEMO_CITY_COUNT) break
    if (!countryIds.has(cand.country)) continue
    for (const n of cand.names) {
      const hit = byKey.get(`${cand.country}|${n.toLowerCase()}`)
      if (hit && !used.has(hit.id)) {
        chosen.push(hit)
        used.add(hit.id)
        break
      }
    }
  }
  if (chosen.length < DEMO_CITY_COUNT) {
    const fallbackRank = new Map(T.FALLBACK_COUNTRIES.map((id, i) => [id, i]))
    const extra = cities
      .filter((c) => fallbackRank.has(c.country_id) && !used.has(c.id))
      .sort((a, b) => b.population - a.population || a.id - b.id)
    for (const c of extra) {
      if (chosen.length >= DEMO_CITY_COUNT) break
      chosen.push(c)
      used.add(c.id)
    }
    if (chosen.length < DEMO_CITY_COUNT) {
      const rest = cities.filter((c) => !used.has(c.id)).sort((a, b) => b.population - a.population || a.id - b.id)
      for (const c of rest) {
        if (chosen.length >= DEMO_CITY_COUNT) break
        chosen.push(c)
        used.add(c.id)
      }
    }
  }
  return chosen
}

function cityContext(row: CityRow, country: CountryRow | undefined): City {
  const key = row.ascii_name.toLowerCase()
  const districts =
    T.CITY_DISTRICTS[key] ??
    T.CITY_DISTRICTS[row.name.toLowerCase()] ??
    (key === 'new york' ? T.CITY_DISTRICTS['new york city'] : undefined) ??
    GENERIC_DISTRICTS
  const tz = validTimezone(row.timezone) ?? validTimezone(country?.timezones?.[0]) ?? 'UTC'
  return {
    id: row.id,
    name: row.name,
    key,
    countryId: row.country_id,
    countryName: country?.name ?? row.country_id.toUpperCase(),
    lat: row.latitude,
    lng: row.longitude,
    tz,
    districts,
    lang: T.COUNTRY_LANGUAGE[row.country_id] ?? 'en',
    currency: Object.keys(country?.currencies ?? {})[0] ?? 'EUR',
    callingCode: country?.calling_codes?.[0] ?? null,
  }
}

// ============================================================================ builder

export async function buildDemoContent(options: DemoOptions): Promise<SeedTable[]> {
  const scale = Math.max(1, Math.floor(options.scale))
  const nowMs = options.now.getTime()
  // a window is right from the instant it is computed at: never later than the real clock
  const windowsAt = Math.min(nowMs, Date.now())
  const hash = options.hashPassword ?? pbkdf2Hash
  const countryById = new Map(options.countries.map((c) => [c.id, c]))
  const countryIds = new Set(countryById.keys())

  // Independent streams per domain, so adding rows in one domain does not reshuffle the others.
  const stream = (n: number) => new Random(0x4a7e1 + n * 7919)
  const idRng = stream(0)

  const tables: SeedTable[] = []
  const emit = (table: string, rows: Row[]) => tables.push({ table, rows })

  const cityRows = selectCities(options.cities, options.countries)
  const cities = cityRows.map((c) => cityContext(c, countryById.get(c.country_id)))
  const cityIndexByName = (name: string) =>
    Math.max(
      0,
      cities.findIndex((c) => c.name === name || c.key === name.toLowerCase()),
    )

  const ago = (days: number) => nowMs - days * DAY

  // -------------------------------------------------------------------------- lookups
  const lookupCreated = ago(420)
  const lookupRows = (items: T.LookupItem[]) =>
    items.map((item, i) => ({
      id: i + 1,
      slug: item.slug,
      name: item.name,
      description: item.description,
      icon: item.icon,
      sort_order: i,
      created_at: lookupCreated,
    }))

  const venueCategoryRows = lookupRows(T.VENUE_CATEGORIES)
  const categoryIdBySlug = new Map(T.VENUE_CATEGORIES.map((c, i) => [c.slug, i + 1]))
  emit('venue_categories', venueCategoryRows)
  emit('venue_amenities', lookupRows(T.VENUE_AMENITIES))
  emit('venue_services', lookupRows(T.VENUE_SERVICES))
  emit('accessibility_attributes', lookupRows(T.ACCESSIBILITY_ATTRIBUTES))
  emit('target_groups', lookupRows(T.TARGET_GROUPS))
  emit('event_types', lookupRows(T.EVENT_TYPES))
  emit('event_amenities', lookupRows(T.EVENT_AMENITIES))
  emit('event_services', lookupRows(T.EVENT_SERVICES))
  emit('marketplace_categories', lookupRows(T.MARKETPLACE_CATEGORIES))

  const tagRows = T.UNIFIED_TAGS.map((t, i) => ({
    id: i + 1,
    name: t.name,
    slug: t.slug,
    description: t.description,
    category: t.category,
    usage_count: 0,
    // its address under /ressources (decision 023: migration 0023's triggers check it)
    path: tagPath(t.name),
    created_at: lookupCreated,
  }))
  const tagIdBySlug = new Map(tagRows.map((t) => [t.slug, t.id]))
  const tagId = (slug: string) => {
    const id = tagIdBySlug.get(slug)
    if (id == null) throw new Error(`demo: unknown tag slug ${slug}`)
    return id
  }
  emit('unified_tags', tagRows)

  const professionRows = T.PROFESSIONS.map((p, i) => ({
    id: i + 1,
    name: p.name,
    slug: p.slug,
    description: p.description,
    created_at: lookupCreated,
  }))
  const professionIdBySlug = new Map(professionRows.map((p) => [p.slug, p.id]))
  emit('professions', professionRows)

  const lookupId = (items: T.LookupItem[], slug: string) => {
    const i = items.findIndex((x) => x.slug === slug)
    if (i < 0) throw new Error(`demo: unknown lookup slug ${slug}`)
    return i + 1
  }

  // -------------------------------------------------------------------------- accounts
  const rngAcc = stream(1)
  type Person = { id: string; first: string; display: string; cityIdx: number; checkInsPrivate: boolean; created: number }
  const people: Person[] = []
  const accountRows: Row[] = []
  const profileRows: Row[] = []
  const pickPronouns = weighted(T.PRONOUNS)
  const pickVisibility = weighted([
    ['everyone', 35],
    ['members', 45],
    ['friends', 15],
    ['nobody', 5],
  ] as const)
  const pickTheme = weighted([
    ['system', 70],
    ['dark', 20],
    ['light', 10],
  ] as const)
  const pickMode = weighted([
    ['community', 25],
    ['friends', 22],
    ['exploration', 15],
    ['dating', 18],
    ['fun', 10],
    ['networking', 10],
  ] as const)
  const appLanguages = new Set(['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko', 'ar'])
  const countryLanguage: Record<string, string> = {
    de: 'de',
    at: 'de',
    ch: 'de',
    es: 'es',
    mx: 'es',
    ar: 'es',
    co: 'es',
    cl: 'es',
    pe: 'es',
    fr: 'fr',
    be: 'fr',
    pt: 'pt',
    br: 'pt',
    it: 'it',
    jp: 'ja',
    kr: 'ko',
    tw: 'zh',
    hk: 'zh',
  }

  const totalAccounts = DEMO_ACCOUNTS.length + DEMO_MEMBER_COUNT
  const hashes = await Promise.all(Array.from({ length: totalAccounts }, () => hash(DEMO_PASSWORD)))

  for (let i = 0; i < totalAccounts; i++) {
    const demo = i < DEMO_ACCOUNTS.length ? DEMO_ACCOUNTS[i] : null
    const id = uuid(idRng)
    const n = i - DEMO_ACCOUNTS.length + 1
    const first = demo ? demo.displayName.split(' ')[0] : rngAcc.pick(T.FIRST_NAMES)
    const last = demo ? demo.displayName.split(' ').slice(1).join(' ') : rngAcc.pick(T.LAST_NAMES)
    const display = demo ? demo.displayName : rngAcc.chance(0.2) ? `${first} ${last[0]}.` : `${first} ${last}`
    const email = demo ? demo.email : `${asciiWord(first)}.${asciiWord(last)}.${n}@demo.haven.local`
    const cityIdx = demo ? cityIndexByName(demo.city) : rngAcc.int(0, cities.length - 1)
    const created = demo ? ago(400) : ago(rngAcc.int(20, 700)) - rngAcc.int(0, DAY)
    const verified = created + rngAcc.int(2, 60) * MINUTE
    const lastSignIn = demo ? ago(0) - rngAcc.int(1, 12) * HOUR : nowMs - rngAcc.int(1, 60 * 24 * 30) * MINUTE
    const checkInsPrivate = demo ? false : rngAcc.chance(0.15)
    people.push({ id, first, display, cityIdx, checkInsPrivate, created })
    accountRows.push({
      id,
      email,
      phone: null,
      password_hash: hashes[i],
      email_verified_at: verified,
      phone_verified_at: null,
      status: 'active',
      created_at: created,
      updated_at: Math.max(verified, created),
      last_sign_in_at: lastSignIn,
    })
    const interests = rngAcc.sample(T.INTERESTS, rngAcc.int(2, 6))
    const lookingFor = rngAcc.sample(T.LOOKING_FOR, rngAcc.int(1, 3))
    const city = cities[cityIdx]
    const bio = demo
      ? T.DEMO_BIOS[demo.role ?? 'member']
      : fill(rngAcc.pick(T.BIO_TEMPLATES), { city: city.name, i1: interests[0], i2: interests[1] ?? interests[0], lf: lookingFor[0] })
    const lang = countryLanguage[city.countryId]
    profileRows.push({
      user_id: id,
      display_name: display,
      avatar_url: null,
      avatar_config: null,
      pronouns: demo ? demo.pronouns : pickPronouns(rngAcc),
      city_id: city.id,
      bio,
      interests,
      looking_for: lookingFor,
      user_mode: demo ? 'community' : pickMode(rngAcc),
      profile_visibility: demo ? 'members' : pickVisibility(rngAcc),
      hidden_from_directory: demo ? false : rngAcc.chance(0.05),
      hidden_from_search: demo ? false : rngAcc.chance(0.05),
      show_online_status: demo ? true : rngAcc.chance(0.8),
      show_city: demo ? true : rngAcc.chance(0.6),
      check_ins_private: checkInsPrivate,
      notification_settings: null,
      accessibility_settings: null,
      language: demo ? 'en' : rngAcc.chance(0.5) ? (lang && appLanguages.has(lang) ? lang : 'en') : null,
      theme: demo ? 'system' : pickTheme(rngAcc),
      last_seen_at: lastSignIn,
      created_at: created,
      updated_at: Math.max(created, lastSignIn - rngAcc.int(0, 5) * DAY),
    })
  }
  // three accounts made this week, who only report (the moderation queue's possible mass report, issue 41):
  // not among `people`, so nothing else picks them
  const rngQueue = stream(25)
  const newReporterIds = T.MODERATION_TEXTS.newAccountNames.map((name, k) => {
    const id = uuid(rngQueue)
    const created = nowMs - (k + 1) * DAY
    accountRows.push({
      id,
      email: `new.reporter.${k + 1}@demo.haven.local`,
      phone: null,
      // the demo's one password, as every demo account (they sign in like the others)
      password_hash: accountRows[0]!.password_hash,
      email_verified_at: created,
      phone_verified_at: null,
      status: 'active',
      created_at: created,
      updated_at: created,
      last_sign_in_at: created,
    })
    profileRows.push({
      user_id: id,
      display_name: name,
      avatar_url: null,
      avatar_config: null,
      pronouns: null,
      city_id: null,
      bio: null,
      interests: [],
      looking_for: [],
      user_mode: 'community',
      profile_visibility: 'nobody',
      hidden_from_directory: true,
      hidden_from_search: true,
      show_online_status: false,
      show_city: false,
      check_ins_private: true,
      notification_settings: null,
      accessibility_settings: null,
      language: null,
      theme: 'system',
      last_seen_at: created,
      created_at: created,
      updated_at: created,
    })
    return id
  })
  emit('accounts', accountRows)
  emit('profiles', profileRows)

  const ADMIN = 0
  const MODERATOR = 1
  const MEMBER = 2
  const FIRST_MEMBER = DEMO_ACCOUNTS.length
  const memberIdx = (rng: Random) => rng.int(FIRST_MEMBER, totalAccounts - 1)
  const anyUserIdx = (rng: Random) => rng.int(0, totalAccounts - 1)
  const membersByCity: number[][] = cities.map(() => [])
  for (let i = FIRST_MEMBER; i < totalAccounts; i++) membersByCity[people[i].cityIdx].push(i)
  const memberInCity = (rng: Random, cityIdx: number) => {
    const list = membersByCity[cityIdx]
    return list.length ? rng.pick(list) : memberIdx(rng)
  }

  emit(
    'user_roles',
    DEMO_ACCOUNTS.flatMap((a, i) =>
      a.role ? [{ user_id: people[i].id, role: a.role, granted_by: i === ADMIN ? null : people[ADMIN].id, created_at: ago(400) }] : [],
    ),
  )

  // -------------------------------------------------------------------------- editorial content
  const rngEd = stream(2)
  const adminId = people[ADMIN].id

  // news
  // every source row has the import's columns (migration 0021), in the same order
  const importState = {
    include_keywords: null as string[] | null,
    exclude_keywords: null as string[] | null,
    default_category: null as string | null,
    last_status: null as string | null,
    last_error: null as string | null,
    last_success_at: null as number | null,
    last_new_count: null as number | null,
    failure_count: 0,
    next_attempt_at: null as number | null,
  }
  const newsSourceRows: Row[] = T.NEWS_SOURCES.map((s, i) => ({
    id: i + 1,
    name: s.name,
    url: s.url,
    feed_url: null,
    language: s.language,
    country_id: countryIds.has(s.country) ? s.country : null,
    active: true,
    last_fetched_at: null,
    created_at: ago(400),
    ...importState,
  }))
  // Demo articles are attributed to Haven's own desk, never to a real publication.
  const havenDeskId = newsSourceRows.length + 1
  newsSourceRows.push({
    id: havenDeskId,
    name: 'Haven Community Desk',
    url: 'https://example.org/haven-news',
    feed_url: null,
    language: 'en',
    country_id: null,
    active: true,
    last_fetched_at: null,
    created_at: ago(400),
    ...importState,
  })
  // The feed import's demo (app/models/news/import.server.ts): two sources whose feeds the app
  // serves itself (/news/demo-feed/*.xml, app/models/news/demo-feed.ts), so that `npm run
  // news:import` after `npm start` stores real items offline; their rules drop sponsored posts
  // and give untagged items a topic. A third, inactive source shows a recorded failure and its
  // backoff (the back office's 'last fetch and error').
  const DEMO_FEED_ORIGIN = 'http://localhost:8787'
  newsSourceRows.push(
    {
      id: havenDeskId + 1,
      name: 'Haven Demo Wire',
      url: 'https://example.org/haven-wire',
      feed_url: `${DEMO_FEED_ORIGIN}/news/demo-feed/rss.xml`,
      language: 'en',
      country_id: countryIds.has('gb') ? 'gb' : null,
      active: true,
      last_fetched_at: null,
      created_at: ago(30),
      ...importState,
      exclude_keywords: ['sponsored', 'advertisement'],
      default_category: 'community',
    },
    {
      id: havenDeskId + 2,
      name: 'Haven Demo Atom',
      url: 'https://example.org/haven-wire',
      feed_url: `${DEMO_FEED_ORIGIN}/news/demo-feed/atom.xml`,
      // a feed in several languages: each item keeps the feed's own (none here) or the seed's
      language: null,
      country_id: countryIds.has('de') ? 'de' : null,
      active: true,
      last_fetched_at: null,
      created_at: ago(30),
      ...importState,
      default_category: 'community',
    },
    {
      id: havenDeskId + 3,
      name: 'Haven Demo (retired feed)',
      url: 'https://example.org/haven-retired',
      feed_url: `${DEMO_FEED_ORIGIN}/news/demo-feed/retired.xml`,
      language: 'en',
      country_id: null,
      active: false,
      last_fetched_at: ago(2),
      created_at: ago(60),
      ...importState,
      include_keywords: ['pride', 'queer', 'trans'],
      last_status: 'error',
      last_error: 'HTTP 404 Not Found',
      last_success_at: ago(9),
      last_new_count: 0,
      failure_count: 3,
      next_attempt_at: ago(2) + 2 * 60 * 60 * 1000,
    },
  )
  emit('news_sources', newsSourceRows)

  const newsRows: Row[] = []
  // headlines with a {C} placeholder run in eight cities each, the others once (9 × 8 + 21 = 93 articles)
  const CITY_ROUNDS = 8
  for (let round = 0; round < CITY_ROUNDS; round++) {
    for (let h = 0; h < T.NEWS_HEADLINES.length; h++) {
      const head = T.NEWS_HEADLINES[h]
      const hasCity = head.title.includes('{C}')
      if (!hasCity && round > 0) continue
      const city = cities[(h * 7 + round * 23) % cities.length]
      const title = fill(head.title, { C: city.name })
      const id = newsRows.length + 1
      const slug = `${slugify(title) || 'resource'}-${id}`
      const published = nowMs - rngEd.int(1, 90 * 24 * 60) * MINUTE
      const body = [head.summary, ...rngEd.sample(T.NEWS_BODY_PARAGRAPHS.slice(1), 3), T.NEWS_BODY_PARAGRAPHS[0]].join('\n\n')
      newsRows.push({
        id,
        slug,
        source_id: havenDeskId,
        title,
        summary: fill(head.summary, { C: city.name }),
        body: fill(body, { C: city.name }),
        url: `https://example.org/haven-news/${slug}`,
        image_url: null,
        category: head.category,
        language: 'en',
        published_at: published,
        featured: rngEd.chance(0.12),
        created_at: published,
      })
    }
  }
  // earlier imports of the demo feeds' sources (so /news has sources, countries and languages to
  // filter by before any import): English from the Wire (United Kingdom), German from the Atom
  // source (Germany); their addresses are not in the demo feeds, which an import adds to
  const archive = [
    {
      source: havenDeskId + 1,
      language: 'en',
      category: 'community',
      title: 'Community garden opens a quiet space for LGBTQ+ elders',
      summary: 'Volunteers built raised beds and benches so that older members can meet outdoors.',
    },
    {
      source: havenDeskId + 1,
      language: 'en',
      category: 'culture',
      title: 'Local choir celebrates ten years of singing together',
      summary: 'The anniversary concert brings former members back on stage for one night.',
    },
    {
      source: havenDeskId + 2,
      language: 'de',
      category: 'health',
      title: 'Beratungsstelle bietet neue Sprechstunden am Abend an',
      summary: 'Ab nächster Woche gibt es zweimal pro Woche eine offene Sprechstunde nach Feierabend.',
    },
    {
      source: havenDeskId + 2,
      language: 'de',
      category: 'sports',
      title: 'Queerer Laufverein sucht Mitlaufende für den Stadtlauf',
      summary: 'Trainiert wird jeden Samstagmorgen im Park, alle Tempi sind willkommen.',
    },
  ]
  for (const [i, a] of archive.entries()) {
    const id = newsRows.length + 1
    const published = nowMs - (3 + i * 2) * DAY
    newsRows.push({
      id,
      slug: `${slugify(a.title)}-${id}`,
      source_id: a.source,
      title: a.title,
      summary: a.summary,
      body: a.summary,
      url: `https://example.org/haven-wire/archive-${i + 1}`,
      image_url: null,
      category: a.category,
      language: a.language,
      published_at: published,
      featured: false,
      created_at: published,
    })
  }
  emit('news_articles', newsRows)

  // personalities
  const personalityRows: Row[] = []
  const personalityTagRows: Row[] = []
  const tagUsage = new Map<number, number>()
  const countTagUse = (id: number) => tagUsage.set(id, (tagUsage.get(id) ?? 0) + 1)
  const featuredCategories = new Set<string>()
  T.PERSONALITIES.forEach((p, i) => {
    const id = i + 1
    const featured = !featuredCategories.has(p.category) || i % 9 === 0
    featuredCategories.add(p.category)
    personalityRows.push({
      id,
      slug: slugify(p.name),
      name: p.name,
      pronouns: T.PERSONALITY_PRONOUNS[p.name] ?? null,
      profession: p.profession,
      category: p.category,
      bio: p.bio,
      birth_year: p.born,
      death_year: p.died,
      country_id: countryIds.has(p.country) ? p.country : null,
      image_url: null,
      wikipedia_url: p.wiki,
      featured,
      created_at: ago(380),
      updated_at: ago(380),
    })
    for (const slug of new Set(p.tags)) {
      const t = tagId(slug)
      countTagUse(t)
      personalityTagRows.push({ personality_id: id, tag_id: t })
    }
  })
  emit('personalities', personalityRows)
  emit('personality_tags', personalityTagRows)

  // resources
  const resourceRows: Row[] = []
  const resourceTagRows: Row[] = []
  const resourceCount = 150 * scale
  const addResourceTags = (resourceId: number, slugs: string[]) => {
    for (const slug of new Set(slugs)) {
      const t = tagId(slug)
      countTagUse(t)
      resourceTagRows.push({ resource_id: resourceId, tag_id: t })
    }
  }
  for (const r of T.REAL_RESOURCES) {
    if (resourceRows.length >= resourceCount) break
    const id = resourceRows.length + 1
    const created = ago(rngEd.int(200, 380))
    resourceRows.push({
      id,
      slug: slugify(r.title),
      title: r.title,
      description: r.description,
      body: `## About\n\n${r.description}\n\nVisit the organisation’s website for current services, opening times and contact options.`,
      url: r.url,
      phone: r.phone ?? null,
      email: null,
      language: r.language ?? (r.country === 'de' ? 'de' : 'en'),
      resource_type: r.type,
      profession_id: r.profession ? (professionIdBySlug.get(r.profession) ?? null) : null,
      country_id: r.country && countryIds.has(r.country) ? r.country : null,
      city_id: null,
      is_emergency: r.emergency === true,
      verified: true,
      status: 'published',
      created_at: created,
      updated_at: created + rngEd.int(0, 100) * DAY,
    })
    addResourceTags(id, r.tags)
  }
  const worldUsed = new Set<number>()
  let g = 0
  while (resourceRows.length < resourceCount) {
    const tplIdx = g % T.GENERIC_RESOURCES.length
    const tpl = T.GENERIC_RESOURCES[tplIdx]
    const round = Math.floor(g / T.GENERIC_RESOURCES.length)
    g++
    if (tpl.scope === 'world') {
      if (worldUsed.has(tplIdx)) continue
      worldUsed.add(tplIdx)
    }
    const city = cities[(tplIdx * 11 + round * 17) % cities.length]
    const vars = { C: city.name, K: city.countryName }
    const title = fill(tpl.title, vars)
    const id = resourceRows.length + 1
    const slug = `${slugify(title) || 'resource'}-${id}`
    const created = ago(rngEd.int(10, 360))
    resourceRows.push({
      id,
      slug,
      title,
      description: fill(tpl.description, vars),
      body: `## Overview\n\n${fill(tpl.description, vars)}\n\n## Before you start\n\n- Write down your questions in advance.\n- Bring someone you trust if that helps.\n- Ask about costs, waiting times and accessibility.\n\n_This guide is demo content; always check details locally._`,
      url: `https://example.org/resources/${slug}`,
      phone: null,
      // example.org addresses only (a reserved domain): some guides name a contact
      email: tpl.scope === 'city' ? `contact+${id}@example.org` : null,
      language: tpl.scope === 'world' ? 'en' : resourceLanguage(city.countryId),
      resource_type: tpl.type,
      profession_id: tpl.profession ? (professionIdBySlug.get(tpl.profession) ?? null) : null,
      country_id: tpl.scope === 'world' ? null : city.countryId,
      city_id: tpl.scope === 'city' ? city.id : null,
      is_emergency: tpl.tags.includes('crisis-line'),
      verified: rngEd.chance(0.4),
      status: 'published',
      created_at: created,
      updated_at: created + rngEd.int(0, 9) * DAY,
    })
    addResourceTags(id, tpl.tags)
  }
  // a draft (staff see it on its page, with a banner; no list, count or sitemap shows it)
  {
    const id = resourceRows.length + 1
    const created = ago(3)
    resourceRows.push({
      id,
      slug: `draft-peer-support-directory-${id}`,
      title: 'Peer support directory (draft)',
      description: 'A directory of peer support groups, being checked by the editors before it is published.',
      body: '## Draft\n\nThe editors are still checking these groups.',
      url: null,
      phone: null,
      email: null,
      language: 'en',
      resource_type: 'support',
      profession_id: null,
      country_id: null,
      city_id: null,
      is_emergency: false,
      verified: false,
      status: 'draft',
      created_at: created,
      updated_at: created,
    })
    addResourceTags(id, ['peer-support'])
  }
  emit('resources', resourceRows)
  emit('resource_tags', resourceTagRows)
  for (const t of tagRows) t.usage_count = tagUsage.get(t.id) ?? 0

  // travel guides: the first 20 cities
  const travelRows: Row[] = []
  for (let i = 0; i < Math.min(20, cities.length); i++) {
    const city = cities[i]
    const d1 = city.districts[0]
    const d2 = city.districts[1] ?? city.districts[0]
    const vars = { C: city.name, D: d1, D2: d2 }
    const sections = T.TRAVEL_SECTIONS.map((s) => fill(s, vars))
    const published = ago(rngEd.int(5, 200))
    travelRows.push({
      id: i + 1,
      slug: `queer-${slugify(city.name)}-travel-guide`,
      title: `Queer ${city.name}: a travel guide`,
      summary: `Where to go, how to get around and how to meet people in ${city.name}, from ${d1.replace(/^the /, '')} to ${d2.replace(/^the /, '')}.`,
      // the page shows the title: the body starts with its first section
      body: sections.join('\n\n'),
      country_id: city.countryId,
      city_id: city.id,
      author_id: adminId,
      image_url: null,
      published_at: published,
      status: 'published',
      created_at: published - DAY,
      updated_at: published,
    })
  }
  // a whole country's guide (no city), and a draft only staff see (the leak crawl's canary)
  const guideCountry = cities[0]
  if (guideCountry) {
    const published = ago(30)
    const countryName = guideCountry.countryName
    travelRows.push(
      {
        id: travelRows.length + 1,
        slug: `queer-${slugify(countryName)}-travel-guide`,
        title: `Queer ${countryName}: a travel guide`,
        summary: `The law, the big cities and the small towns: travelling in ${countryName} as an LGBTQ+ person.`,
        body: T.TRAVEL_SECTIONS.map((s) =>
          fill(s, { C: countryName, D: guideCountry.name, D2: cities[1]?.name ?? guideCountry.name }),
        ).join('\n\n'),
        country_id: guideCountry.countryId,
        city_id: null,
        author_id: adminId,
        image_url: null,
        published_at: published,
        status: 'published',
        created_at: published - DAY,
        updated_at: published,
      },
      {
        id: travelRows.length + 2,
        slug: 'draft-travel-guide-canary',
        title: 'Draft travel guide (canary: never public)',
        summary: 'A guide still being written: only staff may read it.',
        body: '# Draft travel guide\n\nNot ready yet.',
        country_id: guideCountry.countryId,
        city_id: guideCountry.id,
        author_id: adminId,
        image_url: null,
        published_at: null,
        status: 'draft',
        created_at: ago(2),
        updated_at: ago(1),
      },
    )
  }
  emit('travel_guides', travelRows)

  emit('content_pages', [
    ...T.CONTENT_PAGES.map((p, i) => ({
      id: i + 1,
      slug: p.slug,
      title: p.title,
      body: p.body,
      locale: 'en',
      status: 'published',
      updated_by: adminId,
      created_at: ago(390),
      updated_at: ago(30 + i),
    })),
    // another language of a page and a draft, for /admin/cms
    ...T.CONTENT_PAGE_VERSIONS.map((p, i) => ({
      id: T.CONTENT_PAGES.length + i + 1,
      slug: p.slug,
      title: p.title,
      body: p.body,
      locale: p.locale,
      status: p.status,
      updated_by: adminId,
      created_at: ago(20),
      updated_at: ago(2 + i),
    })),
  ])

  // -------------------------------------------------------------------------- groups
  const rngGrp = stream(3)
  type Group = { id: string; name: string; cityIdx: number | null; private: boolean; members: number[]; owner: number; created: number }
  const groups: Group[] = []
  const groupRows: Row[] = []
  const groupMemberRows: Row[] = []
  const groupRuleRows: Row[] = []
  const groupCityPool = distinct(rngGrp, Math.min(cities.length, 30), Math.min(cities.length, 30))
  let cityCursor = 0
  const demoMemberGroups = new Set([0, 3, 4, 14, 29]) // book club, trans circle (private), gamers, newcomers, organisers (private)
  // each member's email choice per crew (issue 18), varied without drawing from the stream (the rest of the demo stays as it was):
  // the demo member gets every post of the book club, none of the trans circle, a digest of the others
  const emailModeOf = (u: number, gi: number) =>
    u === MEMBER
      ? gi === 0
        ? 'each'
        : gi === 3
          ? 'none'
          : 'digest'
      : (['digest', 'each', 'digest', 'none', 'digest'] as const)[(u + gi) % 5]
  T.GROUPS.forEach((tpl, gi) => {
    const cityIdx = tpl.city ? groupCityPool[cityCursor++ % groupCityPool.length] : null
    const name = cityIdx == null ? tpl.name : fill(tpl.name, { C: cities[cityIdx].name })
    const owner = cityIdx == null ? memberIdx(rngGrp) : memberInCity(rngGrp, cityIdx)
    const created = Math.max(people[owner].created + DAY, ago(rngGrp.int(60, 600)))
    const id = uuid(idRng)
    const members: number[] = [owner]
    const roles = new Map<number, string>([[owner, 'owner']])
    const target = rngGrp.int(8, 40)
    const pool = cityIdx != null && membersByCity[cityIdx].length ? membersByCity[cityIdx] : null
    let guard = 0
    while (members.length < target && guard++ < 400) {
      const u = pool && rngGrp.chance(0.6) ? rngGrp.pick(pool) : memberIdx(rngGrp)
      if (roles.has(u)) continue
      roles.set(u, members.length === 1 ? 'admin' : members.length === 2 && rngGrp.chance(0.6) ? 'moderator' : 'member')
      members.push(u)
    }
    if (demoMemberGroups.has(gi) && !roles.has(MEMBER)) {
      roles.set(MEMBER, gi === 29 ? 'admin' : 'member')
      members.push(MEMBER)
    }
    if (gi === 29 && !roles.has(ADMIN)) {
      roles.set(ADMIN, 'admin')
      members.push(ADMIN)
    }
    if (gi % 6 === 1 && !roles.has(MODERATOR)) {
      roles.set(MODERATOR, 'moderator')
      members.push(MODERATOR)
    }
    for (const u of members) {
      groupMemberRows.push({
        group_id: id,
        user_id: people[u].id,
        role: roles.get(u)!,
        status: 'active',
        joined_at: u === owner ? created : created + rngGrp.int(1, Math.max(1, Math.floor((nowMs - created) / HOUR))) * HOUR,
        email_mode: emailModeOf(u, gi),
      })
    }
    // a few pending join requests on private crews
    if (tpl.private) {
      for (let k = 0; k < 2; k++) {
        const u = memberIdx(rngGrp)
        if (roles.has(u)) continue
        roles.set(u, 'member')
        groupMemberRows.push({
          group_id: id,
          user_id: people[u].id,
          role: 'member',
          status: 'pending',
          joined_at: nowMs - rngGrp.int(1, 72) * HOUR,
          email_mode: 'digest',
        })
      }
    }
    const city = cityIdx == null ? null : cities[cityIdx]
    groupRows.push({
      id,
      slug: `${slugify(name)}`,
      name,
      description: city ? fill(tpl.description, { C: city.name }) : tpl.description,
      visibility: tpl.private ? 'private' : 'public',
      category: T.GROUP_CATEGORIES[tpl.name] ?? 'social',
      listed: tpl.private && T.UNLISTED_GROUPS.has(tpl.name) ? 0 : 1,
      city_id: city?.id ?? null,
      country_id: city?.countryId ?? null,
      image_url: null,
      created_by: people[owner].id,
      // the group_members triggers count the active members as their rows go in (migration 0025)
      member_count: 0,
      created_at: created,
      updated_at: Math.min(nowMs, created + rngGrp.int(0, 30) * DAY),
    })
    const ruleIdx = distinct(rngGrp, T.GROUP_RULES.length, rngGrp.int(2, 4))
    ruleIdx.forEach((r, position) => {
      groupRuleRows.push({
        id: uuid(idRng),
        group_id: id,
        position,
        title: T.GROUP_RULES[r].title,
        body: T.GROUP_RULES[r].body,
        created_at: created,
      })
    })
    groups.push({ id, name, cityIdx, private: tpl.private === true, members, owner, created })
  })
  // slugs must be unique even if two crews end up with the same name
  const groupSlugs = new Set<string>()
  for (const row of groupRows) {
    let slug = row.slug as string
    for (let k = 2; groupSlugs.has(slug); k++) slug = `${row.slug}-${k}`
    groupSlugs.add(slug)
    row.slug = slug
  }
  emit('community_groups', groupRows)
  emit('group_members', groupMemberRows)
  emit('group_rules', groupRuleRows)
  const groupsOf: number[][] = people.map(() => [])
  groups.forEach((grp, gi) => grp.members.forEach((u) => groupsOf[u].push(gi)))

  // -------------------------------------------------------------------------- venues
  const rngVen = stream(4)
  const venueCount = 600 * scale
  const venueRows: Row[] = []
  const amenityLinks: Row[] = []
  const serviceLinks: Row[] = []
  const accessLinks: Row[] = []
  const targetLinks: Row[] = []
  const reviewRows: Row[] = []
  const checkInRows: Row[] = []
  type Venue = { id: number; name: string; cat: string; cityIdx: number; lat: number; lng: number; address: string; published: boolean }
  const venues: Venue[] = []
  const publishedVenuesByCity: number[][] = cities.map(() => [])

  const pickCategory = weighted([
    ['bar', 28],
    ['club', 12],
    ['cafe', 18],
    ['restaurant', 16],
    ['community-centre', 8],
    ['health', 8],
    ['bookshop', 6],
    ['hotel', 4],
  ] as const)
  const pickRating = weighted([
    [5, 40],
    [4, 35],
    [3, 15],
    [2, 6],
    [1, 4],
  ] as const)
  const slot = (open: string, close: string) => [{ open, close }]
  const HOURS: Record<string, Array<Record<string, Array<{ open: string; close: string }>>>> = {
    bar: [
      {
        mon: slot('17:00', '01:00'),
        tue: slot('17:00', '01:00'),
        wed: slot('17:00', '01:00'),
        thu: slot('17:00', '02:00'),
        fri: slot('17:00', '03:00'),
        sat: slot('16:00', '03:00'),
        sun: slot('16:00', '00:00'),
      },
      {
        tue: slot('18:00', '01:00'),
        wed: slot('18:00', '01:00'),
        thu: slot('18:00', '02:00'),
        fri: slot('18:00', '04:00'),
        sat: slot('18:00', '04:00'),
      },
    ],
    club: [
      { thu: slot('22:00', '04:00'), fri: slot('23:00', '06:00'), sat: slot('23:00', '07:00') },
      { fri: slot('23:00', '06:00'), sat: slot('23:00', '08:00'), sun: slot('16:00', '23:00') },
    ],
    cafe: [
      {
        mon: slot('08:00', '18:00'),
        tue: slot('08:00', '18:00'),
        wed: slot('08:00', '18:00'),
        thu: slot('08:00', '18:00'),
        fri: slot('08:00', '18:00'),
        sat: slot('09:00', '17:00'),
        sun: slot('09:00', '17:00'),
      },
      {
        tue: slot('09:00', '19:00'),
        wed: slot('09:00', '19:00'),
        thu: slot('09:00', '19:00'),
        fri: slot('09:00', '19:00'),
        sat: slot('10:00', '18:00'),
        sun: slot('10:00', '16:00'),
      },
    ],
    restaurant: [
      {
        tue: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '23:00' },
        ],
        wed: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '23:00' },
        ],
        thu: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '23:00' },
        ],
        fri: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '00:00' },
        ],
        sat: slot('12:00', '00:00'),
        sun: slot('11:00', '16:00'),
      },
      {
        mon: slot('17:30', '22:30'),
        tue: slot('17:30', '22:30'),
        wed: slot('17:30', '22:30'),
        thu: slot('17:30', '22:30'),
        fri: slot('17:30', '23:30'),
        sat: slot('17:30', '23:30'),
      },
    ],
    'community-centre': [
      {
        mon: slot('10:00', '20:00'),
        tue: slot('10:00', '20:00'),
        wed: slot('10:00', '20:00'),
        thu: slot('10:00', '21:00'),
        fri: slot('10:00', '18:00'),
        sat: slot('12:00', '17:00'),
      },
    ],
    health: [
      {
        mon: slot('09:00', '17:00'),
        tue: slot('09:00', '17:00'),
        wed: slot('09:00', '17:00'),
        thu: slot('09:00', '20:00'),
        fri: slot('09:00', '15:00'),
      },
      { mon: slot('16:00', '20:00'), wed: slot('16:00', '20:00'), sat: slot('10:00', '14:00') },
    ],
    bookshop: [
      {
        mon: slot('10:00', '19:00'),
        tue: slot('10:00', '19:00'),
        wed: slot('10:00', '19:00'),
        thu: slot('10:00', '19:00'),
        fri: slot('10:00', '19:00'),
        sat: slot('10:00', '18:00'),
        sun: slot('12:00', '17:00'),
      },
    ],
    hotel: [
      {
        mon: slot('00:00', '23:59'),
        tue: slot('00:00', '23:59'),
        wed: slot('00:00', '23:59'),
        thu: slot('00:00', '23:59'),
        fri: slot('00:00', '23:59'),
        sat: slot('00:00', '23:59'),
        sun: slot('00:00', '23:59'),
      },
    ],
  }
  const SERVICES_BY_CATEGORY: Record<string, string[]> = {
    bar: ['drag-shows', 'karaoke', 'quiz-nights', 'live-music', 'private-hire'],
    club: ['drag-shows', 'live-music', 'private-hire'],
    cafe: ['workshops', 'live-music', 'private-hire', 'peer-support'],
    restaurant: ['drag-shows', 'private-hire', 'live-music'],
    'community-centre': ['peer-support', 'counselling', 'legal-clinic', 'workshops', 'hiv-testing'],
    health: ['hiv-testing', 'sti-testing', 'prep-advice', 'counselling', 'peer-support'],
    bookshop: ['workshops', 'private-hire'],
    hotel: ['private-hire', 'live-music'],
  }
  const AMENITIES_BY_CATEGORY: Record<string, string[]> = {
    bar: [
      'outdoor-seating',
      'all-gender-toilets',
      'stage',
      'non-alcoholic-drinks',
      'card-payment',
      'board-games',
      'free-condoms',
      'pet-friendly',
    ],
    club: ['dance-floor', 'coat-check', 'all-gender-toilets', 'free-condoms', 'non-alcoholic-drinks', 'stage'],
    cafe: ['wifi', 'outdoor-seating', 'vegan-options', 'pet-friendly', 'board-games', 'all-gender-toilets', 'card-payment'],
    restaurant: ['vegan-options', 'outdoor-seating', 'card-payment', 'all-gender-toilets', 'non-alcoholic-drinks'],
    'community-centre': ['wifi', 'all-gender-toilets', 'free-condoms', 'board-games', 'stage'],
    health: ['wifi', 'all-gender-toilets', 'free-condoms'],
    bookshop: ['wifi', 'card-payment', 'pet-friendly', 'stage'],
    hotel: ['wifi', 'card-payment', 'pet-friendly', 'vegan-options', 'all-gender-toilets'],
  }
  const amenityId = new Map(T.VENUE_AMENITIES.map((a, i) => [a.slug, i + 1]))
  const serviceId = new Map(T.VENUE_SERVICES.map((a, i) => [a.slug, i + 1]))
  const stepFree = lookupId(T.ACCESSIBILITY_ATTRIBUTES, 'step-free-entrance')
  const accessibleToilet = lookupId(T.ACCESSIBILITY_ATTRIBUTES, 'accessible-toilet')
  const otherAccess = T.ACCESSIBILITY_ATTRIBUTES.map((_, i) => i + 1).filter((id) => id !== stepFree && id !== accessibleToilet)
  const everyoneGroup = lookupId(T.TARGET_GROUPS, 'everyone')
  const otherTargets = T.TARGET_GROUPS.map((_, i) => i + 1).filter((id) => id !== everyoneGroup)

  const jitter = (rng: Random, lat: number, lng: number, km: number) => {
    const r = km * Math.sqrt(rng.next())
    const a = rng.next() * 2 * Math.PI
    const dLat = (r * Math.cos(a)) / 111.32
    const dLng = (r * Math.sin(a)) / (111.32 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)))
    return { lat: round6(Math.max(-90, Math.min(90, lat + dLat))), lng: round6(((lng + dLng + 540) % 360) - 180) }
  }
  const streetAddress = (rng: Random, city: City) => {
    const p = T.STREET_PATTERNS[city.lang] ?? T.STREET_PATTERNS.en
    const street = fill(rng.pick(p.forms), { w: rng.pick(p.words), n: rng.int(1, 180) })
    const district = rng.pick(city.districts).replace(/^the /, '')
    return `${street}, ${district}`
  }
  const fakePhone = (rng: Random, city: City): string | null => {
    switch (city.countryId) {
      case 'us':
      case 'ca':
        return `+1 ${rng.int(201, 989)} 555 01${pad(rng.int(0, 99), 2)}`
      case 'gb':
        return `+44 20 7946 0${pad(rng.int(0, 999), 3)}`
      case 'au':
        return `+61 2 5550 ${pad(rng.int(0, 9999), 4)}`
      default:
        return city.callingCode ? `${city.callingCode} ${rng.int(10, 99)} ${rng.int(100, 999)} ${pad(rng.int(0, 9999), 4)}` : null
    }
  }
  const venueName = (rng: Random, cat: string, city: City) => {
    const local = T.VENUE_LOCAL_TEMPLATES[city.lang]?.[cat]
    const tpl = local && rng.chance(0.3) ? rng.pick(local) : rng.pick(T.VENUE_NAME_TEMPLATES[cat])
    let n2 = rng.pick(T.VENUE_NOUNS)
    const n = rng.pick(T.VENUE_NOUNS)
    if (n2 === n) n2 = T.VENUE_NOUNS[(T.VENUE_NOUNS.indexOf(n) + 1) % T.VENUE_NOUNS.length]
    const district = rng.pick(city.districts).replace(/^the /, '')
    const name = fill(tpl, { A: rng.pick(T.VENUE_ADJECTIVES), N: n, N2: n2, P: rng.pick(T.VENUE_PERSON_NAMES), D: district, C: city.name })
    return name.charAt(0).toUpperCase() + name.slice(1)
  }

  const usedVenueNames = new Set<string>()
  for (let v = 0; v < venueCount; v++) {
    const id = v + 1
    const cityIdx = v % cities.length
    const city = cities[cityIdx]
    const cat = pickCategory(rngVen)
    // a few retries keep names from repeating (duplicates remain possible at large scales)
    let name = venueName(rngVen, cat, city)
    for (let k = 0; k < 4 && usedVenueNames.has(name); k++) name = venueName(rngVen, cat, city)
    usedVenueNames.add(name)
    const slug = `${slugify(name)}-${slugify(city.name)}-${id}`
    const { lat, lng } = jitter(rngVen, city.lat, city.lng, 5)
    const address = streetAddress(rngVen, city)
    const published = !rngVen.chance(0.05)
    const created = ago(rngVen.int(30, 900)) - rngVen.int(0, DAY)
    const accessible = rngVen.chance(cat === 'health' || cat === 'community-centre' ? 0.7 : 0.4)
    const priced = cat === 'bar' || cat === 'club' || cat === 'cafe' || cat === 'restaurant' || cat === 'hotel'
    const hoursVariants = HOURS[cat]
    const hours = hoursVariants[rngVen.int(0, hoursVariants.length - 1)]
    // the open window as of the seed's clock: right from then until it ends (then refreshed)
    const window = openWindow(hours, city.tz, windowsAt)
    const row: Row = {
      id,
      slug,
      name,
      description: fill(rngVen.pick(T.VENUE_DESCRIPTIONS[cat]), { D: rngVen.pick(city.districts), C: city.name }),
      category_id: categoryIdBySlug.get(cat)!,
      city_id: city.id,
      country_id: city.countryId,
      address,
      postal_code: null,
      latitude: lat,
      longitude: lng,
      timezone: city.tz,
      phone: rngVen.chance(0.85) ? fakePhone(rngVen, city) : null,
      email: rngVen.chance(0.6) ? `hello+venue${id}@example.org` : null,
      website: rngVen.chance(0.75) ? `https://example.org/venues/${slug}` : null,
      instagram: null,
      price_level: priced ? rngVen.int(1, 4) : null,
      image_url: null,
      hours,
      certified_safe_space: rngVen.chance(cat === 'community-centre' || cat === 'health' ? 0.7 : 0.3),
      haven_owned: rngVen.chance(0.04),
      rainbow_friendly: rngVen.chance(0.85),
      accessible,
      community_verified: rngVen.chance(0.45),
      featured: published && rngVen.chance(0.08),
      status: published ? 'published' : 'pending',
      suggested_by: published ? null : people[memberInCity(rngVen, cityIdx)].id,
      moderation_note: null,
      rating_avg: 0,
      rating_count: 0,
      check_in_count: 0,
      open_from: window.from,
      open_until: window.until,
      created_at: created,
      updated_at: created,
    }
    venueRows.push(row)
    venues.push({ id, name, cat, cityIdx, lat, lng, address, published })
    if (published) publishedVenuesByCity[cityIdx].push(v)

    // links
    const amenityPool = AMENITIES_BY_CATEGORY[cat]
    for (const k of distinct(rngVen, amenityPool.length, rngVen.int(1, 4)))
      amenityLinks.push({ venue_id: id, amenity_id: amenityId.get(amenityPool[k])! })
    const servicePool = SERVICES_BY_CATEGORY[cat]
    for (const k of distinct(rngVen, servicePool.length, rngVen.int(0, 3)))
      serviceLinks.push({ venue_id: id, service_id: serviceId.get(servicePool[k])! })
    if (accessible) {
      accessLinks.push({ venue_id: id, attribute_id: stepFree }, { venue_id: id, attribute_id: accessibleToilet })
      for (const k of distinct(rngVen, otherAccess.length, rngVen.int(0, 2)))
        accessLinks.push({ venue_id: id, attribute_id: otherAccess[k] })
    } else {
      for (const k of distinct(rngVen, otherAccess.length, rngVen.int(0, 1)))
        accessLinks.push({ venue_id: id, attribute_id: otherAccess[k] })
    }
    const forEveryone = rngVen.chance(0.6)
    if (forEveryone) targetLinks.push({ venue_id: id, target_group_id: everyoneGroup })
    for (const k of distinct(rngVen, otherTargets.length, rngVen.int(forEveryone ? 0 : 1, 2))) {
      targetLinks.push({ venue_id: id, target_group_id: otherTargets[k] })
    }

    if (!published) continue
    // reviews (distinct reviewers per venue)
    let sum = 0
    const reviewers = distinct(rngVen, totalAccounts, rngVen.int(2, 4))
    let lastTouch = created
    for (const u of reviewers) {
      const rating = pickRating(rngVen)
      const at = created + Math.floor(rngVen.next() * (nowMs - created - HOUR)) + 1
      sum += rating
      lastTouch = Math.max(lastTouch, at)
      reviewRows.push({
        id: uuid(idRng),
        venue_id: id,
        user_id: people[u].id,
        rating,
        body: rngVen.chance(0.85) ? rngVen.pick(T.REVIEW_BODIES[rating]) : null,
        hidden: false,
        hidden_by: null,
        created_at: at,
        updated_at: at,
      })
    }
    row.rating_count = reviewers.length
    row.rating_avg = reviewers.length ? Math.round((sum / reviewers.length) * 100) / 100 : 0
    // check-ins
    if (rngVen.chance(0.3)) {
      const visitors = distinct(rngVen, totalAccounts, rngVen.int(1, 5))
      for (const u of visitors) {
        const at = nowMs - rngVen.int(1, 120 * 24) * HOUR
        checkInRows.push({
          id: uuid(idRng),
          venue_id: id,
          user_id: people[u].id,
          day: zonedDay(at, city.tz),
          is_private: people[u].checkInsPrivate || rngVen.chance(0.1),
          created_at: at,
        })
      }
      row.check_in_count = visitors.length
    }
    row.updated_at = lastTouch
  }
  emit('venues', venueRows)
  emit('venue_amenity_links', amenityLinks)
  emit('venue_service_links', serviceLinks)
  emit('venue_accessibility_links', accessLinks)
  emit('venue_target_group_links', targetLinks)
  emit('venue_reviews', reviewRows)
  emit('venue_check_ins', checkInRows)

  const randomVenueIn = (rng: Random, cityIdx: number): Venue | null => {
    const list = publishedVenuesByCity[cityIdx]
    return list.length ? venues[list[Math.floor(rng.next() * list.length)]] : null
  }

  // -------------------------------------------------------------------------- events
  const rngEvt = stream(5)
  const eventCount = 400 * scale
  const eventRows: Row[] = []
  const eventAmenityLinks: Row[] = []
  const eventServiceLinks: Row[] = []
  const rsvpRows: Row[] = []
  type EventRef = { id: number; title: string; cityIdx: number; upcoming: boolean }
  const events: EventRef[] = []
  const eventsByCity: number[][] = cities.map(() => [])
  const pickType = weighted([
    ['party', 18],
    ['meetup', 18],
    ['talk', 10],
    ['sport', 10],
    ['arts', 12],
    ['workshop', 8],
    ['support-group', 8],
    ['film', 8],
    ['pride', 4],
    ['activism', 4],
  ] as const)
  const typeIdBySlug = new Map(T.EVENT_TYPES.map((t, i) => [t.slug, i + 1]))
  const eventAmenityCount = T.EVENT_AMENITIES.length
  const eventServiceCount = T.EVENT_SERVICES.length
  let memberRsvps = 0
  const EVENT_VENUE_FIT: Record<string, string[]> = {
    party: ['bar', 'club'],
    talk: ['community-centre', 'bookshop', 'cafe'],
    'support-group': ['community-centre', 'health', 'cafe'],
    workshop: ['community-centre', 'cafe', 'bookshop'],
    film: ['community-centre', 'bar', 'club', 'cafe'],
    arts: ['bar', 'club', 'cafe', 'restaurant', 'bookshop', 'community-centre'],
  }

  for (let e = 0; e < eventCount; e++) {
    const id = e + 1
    const upcoming = e % 5 >= 2 // 60 % upcoming, 40 % past
    const type = pickType(rngEvt)
    const mode = rngEvt.next()
    const group = mode < 0.15 ? groups[rngEvt.int(0, groups.length - 1)] : null
    const cityIdx = group?.cityIdx ?? e % cities.length
    const city = cities[cityIdx]
    const online = !group && type !== 'pride' && rngEvt.chance(0.05)
    let titleTpl = rngEvt.pick(T.EVENT_TITLES[type])
    let venue: Venue | null = null
    const outdoors = type === 'pride' || type === 'sport' || type === 'activism'
    if (!online && (titleTpl.includes('{V}') || (!outdoors && rngEvt.chance(0.4)))) {
      venue = randomVenueIn(rngEvt, cityIdx)
      // parties prefer bars and clubs, talks and support groups community spaces
      const fits = EVENT_VENUE_FIT[type]
      for (let k = 0; k < 4 && venue && fits && !fits.includes(venue.cat); k++) venue = randomVenueIn(rngEvt, cityIdx)
    }
    if (!venue && titleTpl.includes('{V}')) titleTpl = titleTpl.replace(/ at \{V\}/, '').replace('{V}', city.name)
    const district = rngEvt.pick(city.districts).replace(/^the /, '')
    const title = fill(titleTpl, {
      C: city.name,
      D: district,
      V: venue?.name ?? city.name,
      A: rngEvt.pick(T.VENUE_ADJECTIVES),
      N: rngEvt.pick(T.VENUE_NOUNS),
    })
    // time: local wall clock in the city's zone
    const [h0, h1, dur] = T.EVENT_HOURS[type]
    const dayOffset = upcoming ? rngEvt.int(1, 150) : -rngEvt.int(1, 180)
    const base = new Date(nowMs + dayOffset * DAY)
    const hour = rngEvt.int(h0, h1)
    const minute = rngEvt.pick([0, 0, 0, 30])
    let starts = zonedToUtc(base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), hour, minute, city.tz)
    const lengthMs = (dur + rngEvt.int(0, 1)) * HOUR
    if (upcoming) while (starts <= nowMs + HOUR) starts += DAY
    else while (starts + lengthMs >= nowMs - HOUR) starts -= DAY
    const ends = starts + lengthMs
    const created = Math.min(nowMs - rngEvt.int(1, 30) * DAY, starts - rngEvt.int(7, 60) * DAY)

    // organiser
    let organizerIdx: number | null = null
    let organizerName: string
    if (group) {
      organizerIdx = group.owner
      organizerName = group.name
    } else if (rngEvt.chance(0.5)) {
      organizerIdx = memberInCity(rngEvt, cityIdx)
      organizerName = people[organizerIdx].display
    } else {
      organizerName = fill(rngEvt.pick(T.EDITORIAL_ORGANIZERS), { C: city.name, D: district })
    }

    const ticketed = type !== 'support-group' && rngEvt.chance(type === 'party' || type === 'arts' || type === 'film' ? 0.65 : 0.25)
    const currency = city.currency
    const capacity = ticketed ? rngEvt.int(5, 50) * 10 : rngEvt.chance(0.4) ? rngEvt.int(2, 20) * 10 : null
    const cancelled = rngEvt.chance(0.04)
    const soldOut = !cancelled && ticketed && rngEvt.chance(upcoming ? 0.08 : 0.15)
    const pos = venue ? { lat: venue.lat, lng: venue.lng } : online ? null : jitter(rngEvt, city.lat, city.lng, 4)
    const slug = `${slugify(title) || 'resource'}-${id}`
    const row: Row = {
      id,
      slug,
      title,
      description: fill(rngEvt.pick(T.EVENT_DESCRIPTIONS[type]), { C: city.name, D: district }),
      event_type_id: typeIdBySlug.get(type)!,
      organizer_id: organizerIdx == null ? null : people[organizerIdx].id,
      organizer_name: organizerName,
      group_id: group?.id ?? null,
      venue_id: venue?.id ?? null,
      city_id: city.id,
      country_id: city.countryId,
      is_online: online,
      location_name: online ? 'Online' : venue ? venue.name : district,
      address: venue ? venue.address : null,
      latitude: pos?.lat ?? null,
      longitude: pos?.lng ?? null,
      starts_at: starts,
      ends_at: ends,
      timezone: city.tz,
      local_date: zonedDay(starts, city.tz),
      is_free: !ticketed,
      price_cents: ticketed ? localPriceCents(rngEvt.int(5, 40), currency) : null,
      currency: ticketed ? currency : null,
      ticket_url: ticketed ? `https://example.org/tickets/${slug}` : null,
      online_url: online ? `https://meet.example.org/${slug}` : null,
      capacity,
      sold_out: soldOut,
      cancelled,
      status: cancelled ? 'cancelled' : 'published',
      featured: !cancelled && rngEvt.chance(0.08),
      // one is hidden by the moderators, below (every row names the columns: the SQL writer reads the first's)
      hidden_at: null,
      hidden_by: null,
      hidden_reason: null,
      // the repeating series' dates follow the 400, below
      series_id: null,
      image_url: null,
      // organizers of meetups and support groups keep the attendee list to themselves
      show_attendees: type !== 'support-group' && rngEvt.chance(0.6),
      // the counts are kept by event_rsvps' triggers as the RSVPs are inserted
      created_at: created,
      updated_at: created,
    }
    // featured events show a picture (made by the seed: scripts/seed/demo-images.ts)
    if (row.featured) row.image_url = DEMO_EVENT_IMAGES[id % DEMO_EVENT_IMAGES.length]!.url
    eventRows.push(row)
    events.push({ id, title, cityIdx, upcoming })
    eventsByCity[cityIdx].push(e)

    for (const k of distinct(rngEvt, eventAmenityCount, rngEvt.int(1, 3))) eventAmenityLinks.push({ event_id: id, amenity_id: k + 1 })
    for (const k of distinct(rngEvt, eventServiceCount, rngEvt.int(0, 2))) eventServiceLinks.push({ event_id: id, service_id: k + 1 })

    // RSVPs
    const pool = group ? group.members : null
    const want = rngEvt.int(0, soldOut ? 18 : 12)
    const users = pool ? distinct(rngEvt, pool.length, want).map((k) => pool[k]) : distinct(rngEvt, totalAccounts, want)
    if (upcoming && !cancelled && memberRsvps < 8 && (city.name === 'Berlin' || rngEvt.chance(0.02)) && !users.includes(MEMBER)) {
      users.push(MEMBER)
      memberRsvps++
    }
    // some upcoming events with few places fill up, and a waitlist forms behind them
    const fillsUp = upcoming && !cancelled && !soldOut && users.length >= 6 && rngEvt.chance(0.1)
    const rsvpEnd = Math.min(nowMs, starts)
    const places = fillsUp ? Math.max(1, users.length - rngEvt.int(2, 4)) : Infinity
    // answered in this order: who came later waits in line
    const answeredAt = users.map(() => created + Math.floor(rngEvt.next() * Math.max(1, rsvpEnd - created))).sort((a, b) => a - b)
    let attending = 0
    users.forEach((u, k) => {
      const wantsToGo = fillsUp || rngEvt.chance(0.65)
      const status = !wantsToGo ? 'interested' : attending < places ? 'attending' : 'waitlisted'
      if (status === 'attending') attending++
      rsvpRows.push({ event_id: id, user_id: people[u].id, status, created_at: answeredAt[k] })
    })
    // a full event's capacity is its attendees (sorted by time, the later ones wait in line)
    if (fillsUp) row.capacity = attending
    else if (capacity != null && capacity < attending) row.capacity = attending
  }
  // the moderators hid one member's upcoming event (/admin/events shows it; its organizer reads why)
  const hiddenEvent = eventRows.find((row, k) => events[k]!.upcoming && row.status === 'published' && row.organizer_id && !row.group_id)
  if (hiddenEvent) {
    hiddenEvent.hidden_at = nowMs - 2 * DAY
    hiddenEvent.hidden_by = people[MODERATOR].id
    hiddenEvent.hidden_reason = 'A duplicate of another listing of the same event: please keep one.'
    hiddenEvent.featured = false
  }
  // -------------------------------------------------------------------------- repeating events
  // a few series (decision 020), each date an event of its own with its own answers. The demo
  // member leads the first, so a new user can edit one date or all the later ones at once.
  const rngSer = stream(13)
  const seriesRows: Row[] = []
  const SERIES: { title: string; type: string; recurrence: Recurrence; time: string; hours: number; fits: string[] }[] = [
    {
      title: 'Queer Book Club',
      type: 'talk',
      recurrence: { kind: 'monthlyWeekday', interval: 1, count: 6 },
      time: '19:00',
      hours: 2,
      fits: ['bookshop', 'cafe'],
    },
    {
      title: 'Trans Peer Support Circle',
      type: 'support-group',
      recurrence: { kind: 'weekly', interval: 1, count: 10 },
      time: '18:30',
      hours: 2,
      fits: ['community-centre', 'health'],
    },
    {
      title: 'Rainbow Runners',
      type: 'sport',
      recurrence: { kind: 'weekly', interval: 2, until: '' },
      time: '09:00',
      hours: 1.5,
      fits: [],
    },
  ]
  const berlin = Math.max(
    0,
    cities.findIndex((c) => c.name === 'Berlin'),
  )
  for (let n = 0; n < SERIES.length * scale; n++) {
    const plan = SERIES[n % SERIES.length]
    const cityIdx = n < SERIES.length ? berlin : rngSer.int(0, cities.length - 1)
    const city = cities[cityIdx]
    const seriesId = n + 1
    const first = addDays(zonedDay(nowMs, city.tz), rngSer.int(2, 20))
    const recurrence = plan.recurrence.until === '' ? { ...plan.recurrence, until: addDays(first, 120) } : plan.recurrence
    const organizerIdx = n === 0 ? MEMBER : memberInCity(rngSer, cityIdx)
    let venue = plan.fits.length ? randomVenueIn(rngSer, cityIdx) : null
    for (let k = 0; k < 6 && venue && !plan.fits.includes(venue.cat); k++) venue = randomVenueIn(rngSer, cityIdx)
    if (venue && !plan.fits.includes(venue.cat)) venue = null
    const created = nowMs - rngSer.int(3, 20) * DAY
    seriesRows.push({
      id: seriesId,
      frequency: { weekly: 'weekly', monthlyDate: 'monthly_date', monthlyWeekday: 'monthly_weekday' }[recurrence.kind],
      interval: recurrence.interval,
      until_date: recurrence.until ?? null,
      occurrence_count: recurrence.count ?? null,
      rule: ruleText(first, recurrence),
      start_date: first,
      timezone: city.tz,
      organizer_id: people[organizerIdx].id,
      created_at: created,
    })
    const title = `${plan.title} ${city.name}`
    const pos = venue ? { lat: venue.lat, lng: venue.lng } : jitter(rngSer, city.lat, city.lng, 4)
    for (const date of occurrenceDates(first, recurrence)) {
      const id = eventRows.length + 1
      const starts = zonedTimeToInstant(date, plan.time, city.tz)
      eventRows.push({
        id,
        slug: `${slugify(title)}-${date}-${id}`,
        title,
        description: fill(rngSer.pick(T.EVENT_DESCRIPTIONS[plan.type]), {
          C: city.name,
          D: rngSer.pick(city.districts).replace(/^the /, ''),
        }),
        event_type_id: typeIdBySlug.get(plan.type as never)!,
        organizer_id: people[organizerIdx].id,
        organizer_name: people[organizerIdx].display,
        group_id: null,
        venue_id: venue?.id ?? null,
        city_id: city.id,
        country_id: city.countryId,
        is_online: false,
        location_name: venue ? venue.name : city.name,
        address: venue ? venue.address : null,
        latitude: pos.lat,
        longitude: pos.lng,
        starts_at: starts,
        ends_at: starts + plan.hours * HOUR,
        timezone: city.tz,
        local_date: date,
        is_free: true,
        price_cents: null,
        currency: null,
        ticket_url: null,
        online_url: null,
        capacity: plan.type === 'support-group' ? 12 : null,
        sold_out: false,
        cancelled: false,
        status: 'published',
        featured: false,
        hidden_at: null,
        hidden_by: null,
        hidden_reason: null,
        series_id: seriesId,
        // the dates of a series share one picture
        image_url: DEMO_EVENT_IMAGES[n % DEMO_EVENT_IMAGES.length]!.url,
        show_attendees: plan.type !== 'support-group',
        created_at: created,
        updated_at: created,
      })
      for (const u of distinct(rngSer, totalAccounts, rngSer.int(0, 8)))
        if (u !== organizerIdx)
          rsvpRows.push({
            event_id: id,
            user_id: people[u].id,
            status: rngSer.chance(0.7) ? 'attending' : 'interested',
            created_at: created + rngSer.int(1, 60) * HOUR,
          })
    }
  }
  emit('event_series', seriesRows)

  emit('events', eventRows)
  emit('event_amenity_links', eventAmenityLinks)
  emit('event_service_links', eventServiceLinks)
  emit('event_rsvps', rsvpRows)

  // -------------------------------------------------------------------------- marketplace
  const rngMkt = stream(6)
  const listingCount = 120 * scale
  const listingRows: Row[] = []
  const listingReviewRows: Row[] = []
  const marketCurrencies = new Set(['EUR', 'USD', 'GBP', 'CAD', 'AUD'])
  const pickListingStatus = weighted([
    ['active', 88],
    ['sold_out', 5],
    ['draft', 4],
    ['archived', 3],
  ] as const)
  for (let l = 0; l < listingCount; l++) {
    const id = l + 1
    const catIdx = l % T.MARKETPLACE_CATEGORIES.length
    const cat = T.MARKETPLACE_CATEGORIES[catIdx]
    const product = rngMkt.pick(T.LISTING_PRODUCTS[cat.slug])
    const title = `${product.title}${rngMkt.pick(T.LISTING_EDITIONS)}`
    const haven = rngMkt.chance(0.85)
    const seller = haven ? null : memberIdx(rngMkt)
    const sellerCurrency = seller == null ? 'EUR' : cities[people[seller].cityIdx].currency
    const currency = marketCurrencies.has(sellerCurrency) ? sellerCurrency : 'EUR'
    const price = rngMkt.int(product.price[0], product.price[1]) * 100 + rngMkt.pick([0, 0, 50, 90, 99])
    const status = pickListingStatus(rngMkt)
    const isSale = status === 'active' && rngMkt.chance(0.2)
    const newArrival = rngMkt.chance(0.2)
    const created = newArrival ? nowMs - rngMkt.int(1, 30 * 24) * HOUR : ago(rngMkt.int(31, 400))
    const row: Row = {
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      description: product.description,
      business_name: haven ? 'Haven' : `${people[seller!].first} ${rngMkt.pick(T.SELLER_SUFFIXES)}`,
      category_id: catIdx + 1,
      seller_id: seller == null ? null : people[seller].id,
      price_cents: price,
      sale_price_cents: isSale ? Math.floor((price * rngMkt.int(60, 85)) / 100) : null,
      currency,
      stock: status === 'sold_out' ? 0 : rngMkt.int(1, 250),
      image_url: null,
      images: null,
      status,
      is_sale: isSale,
      is_new_arrival: newArrival,
      featured: status === 'active' && rngMkt.chance(0.1),
      haven_owned: haven,
      rating_avg: 0,
      rating_count: 0,
      created_at: created,
      updated_at: created,
    }
    listingRows.push(row)
    if (status !== 'active' && status !== 'sold_out') continue
    const reviewers = distinct(rngMkt, totalAccounts, rngMkt.int(0, 4)).filter((u) => u !== seller)
    let sum = 0
    for (const u of reviewers) {
      const rating = pickRating(rngMkt)
      sum += rating
      const at = created + Math.floor(rngMkt.next() * Math.max(1, nowMs - created - HOUR))
      listingReviewRows.push({
        id: uuid(idRng),
        listing_id: id,
        user_id: people[u].id,
        rating,
        body: rngMkt.chance(0.8) ? rngMkt.pick(T.LISTING_REVIEW_BODIES[rating]) : null,
        hidden: false,
        hidden_by: null,
        created_at: at,
        updated_at: at,
      })
    }
    row.rating_count = reviewers.length
    row.rating_avg = reviewers.length ? Math.round((sum / reviewers.length) * 100) / 100 : 0
  }
  // photos of a dozen of Haven's own items, the featured first (made in code by the seed:
  // scripts/seed/demo-images.ts, stored in the local R2 under these keys); the first is the picture
  const listingPhotoRows: Row[] = []
  const pictured = listingRows
    .filter((l) => l.status === 'active' && l.haven_owned)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || (a.id as number) - (b.id as number))
    .slice(0, 12)
  for (const listing of pictured) {
    const views = ['seen from the front', 'a close-up of the detail', 'in use']
    for (const [position, view] of views.entries()) {
      const photoId = `00000a11-0000-4000-8000-${((listing.id as number) * 10 + position).toString(16).padStart(12, '0')}`
      const key = `market/${listing.id}/${photoId}.png`
      listingPhotoRows.push({
        id: photoId,
        listing_id: listing.id,
        r2_key: key,
        url: `/media/${key}`,
        alt: `${listing.title}, ${view}`,
        width: DEMO_MARKET_PHOTO_SIZE,
        height: DEMO_MARKET_PHOTO_SIZE,
        position,
        form_key: null,
        created_at: listing.created_at,
      })
    }
    listing.image_url = `/media/market/${listing.id}/00000a11-0000-4000-8000-${((listing.id as number) * 10).toString(16).padStart(12, '0')}.png`
  }
  emit('marketplace_listings', listingRows)
  emit('listing_photos', listingPhotoRows)
  emit('listing_reviews', listingReviewRows)
  // the demo member's order history (issue 40): one sent, one paid, of Haven's goods in euros
  const orderRows: Row[] = []
  const orderItemRows: Row[] = []
  const orderEventRows: Row[] = []
  const orderable = listingRows.filter((l) => l.status === 'active' && l.currency === 'EUR' && l.haven_owned)
  // a stream of its own: the ids drawn after this stay what they were
  const rngOrders = stream(23)
  for (const [k, status] of (['fulfilled', 'paid'] as const).entries()) {
    const id = uuid(rngOrders)
    const placed = nowMs - (k === 0 ? 24 : 2) * DAY
    const lines = [orderable[k * 2]!, orderable[k * 2 + 1]!].map((l, n) => ({
      order_id: id,
      listing_id: l.id,
      title: l.title,
      quantity: n + 1,
      unit_price_cents: (l.sale_price_cents ?? l.price_cents) as number,
    }))
    orderItemRows.push(...lines)
    orderRows.push({
      id,
      user_id: people[MEMBER].id,
      email: DEMO_ACCOUNTS[MEMBER]!.email,
      locale: 'en',
      checkout_key: `demo-order-${k + 1}`,
      status,
      total_cents: lines.reduce((n, l) => n + l.quantity * l.unit_price_cents, 0),
      currency: 'EUR',
      shipping_address: {
        name: DEMO_ACCOUNTS[MEMBER]!.displayName,
        line1: 'Oranienstraße 12',
        postalCode: '10999',
        city: 'Berlin',
        country: 'DE',
      },
      provider: 'local',
      checkout_ref: `cs_local_demo_${k + 1}`,
      payment_ref: `pi_local_demo_${k + 1}`,
      paid_at: placed + 60_000,
      fulfilled_at: status === 'fulfilled' ? placed + 2 * DAY : null,
      created_at: placed,
      updated_at: placed,
    })
    orderEventRows.push(
      { order_id: id, from_status: null, to_status: 'pending', created_at: placed },
      { order_id: id, from_status: 'pending', to_status: 'paid', created_at: placed + 60_000 },
      ...(status === 'fulfilled' ? [{ order_id: id, from_status: 'paid', to_status: 'fulfilled', created_at: placed + 2 * DAY }] : []),
    )
  }
  emit('orders', orderRows)
  emit('order_items', orderItemRows)
  emit('order_events', orderEventRows)
  // sizes (and on some, colours) for eight of Haven's own apparel items, pictured ones first (not
  // those of the demo orders): each with its stock, the largest dearer; one size sold out. The
  // item's stock is their sum (the database's triggers keep it so; written here too)
  const variantRows: Row[] = []
  const ordered = new Set(orderItemRows.map((l) => l.listing_id))
  const rngVar = stream(24)
  const dressed = listingRows
    .filter((l) => l.status === 'active' && l.haven_owned && l.category_id === 1 && !ordered.has(l.id))
    .sort((a, b) => Number(!!b.image_url) - Number(!!a.image_url) || (a.id as number) - (b.id as number))
    .slice(0, 8)
  let variantId = 0
  for (const [n, listing] of dressed.entries()) {
    const colours = n % 2 === 0 ? ['Black', 'White'] : [null]
    let position = 0
    for (const colour of colours)
      for (const size of ['S', 'M', 'L', 'XL']) {
        const dearer = size === 'XL' ? (listing.price_cents as number) + 200 : null
        variantRows.push({
          id: ++variantId,
          listing_id: listing.id,
          size,
          colour,
          price_cents: dearer,
          sale_price_cents: dearer != null && listing.is_sale ? Math.floor((dearer * 80) / 100) : null,
          stock: n === 0 && size === 'S' ? 0 : rngVar.int(2, 30),
          position: position++,
          form_key: null,
          created_at: listing.created_at,
          updated_at: listing.created_at,
        })
      }
    listing.stock = variantRows.filter((v) => v.listing_id === listing.id).reduce((sum, v) => sum + (v.stock as number), 0)
  }
  emit('listing_variants', variantRows)

  // -------------------------------------------------------------------------- friends & blocks
  const rngSoc = stream(7)
  const pairKey = (a: number, b: number) => (a < b ? a * 100_000 + b : b * 100_000 + a)
  const friendPairs = new Set<number>()
  const friendList: Array<[number, number]> = []
  const friendsOf: number[][] = people.map(() => [])
  const addFriend = (a: number, b: number) => {
    if (a === b || friendPairs.has(pairKey(a, b))) return false
    friendPairs.add(pairKey(a, b))
    friendList.push([a, b])
    friendsOf[a].push(b)
    friendsOf[b].push(a)
    return true
  }
  // the demo member: 7 friends, some in Berlin
  for (let k = 0; friendsOf[MEMBER].length < 7 && k < 100; k++) {
    addFriend(MEMBER, k < 3 ? memberInCity(rngSoc, people[MEMBER].cityIdx) : memberIdx(rngSoc))
  }
  addFriend(ADMIN, MODERATOR)
  addFriend(ADMIN, MEMBER)
  for (let i = FIRST_MEMBER; i < totalAccounts; i++) {
    const want = rngSoc.int(1, 5)
    for (let k = 0; k < want; k++) addFriend(i, rngSoc.chance(0.5) ? memberInCity(rngSoc, people[i].cityIdx) : memberIdx(rngSoc))
  }
  const friendshipRows: Row[] = []
  const friendRequestRows: Row[] = []
  for (const [a, b] of friendList) {
    const since = Math.max(people[a].created, people[b].created) + rngSoc.int(1, 60) * DAY
    const at = Math.min(since, nowMs - rngSoc.int(1, 48) * HOUR)
    const [ida, idb] = [people[a].id, people[b].id].sort()
    friendshipRows.push({ user_a_id: ida, user_b_id: idb, created_at: at })
    if (rngSoc.chance(0.75)) {
      const [from, to] = rngSoc.chance(0.5) ? [a, b] : [b, a]
      friendRequestRows.push({
        id: uuid(idRng),
        from_user_id: people[from].id,
        to_user_id: people[to].id,
        status: 'accepted',
        created_at: at - rngSoc.int(1, 72) * HOUR,
        responded_at: at,
      })
    }
  }
  const requestPairs = new Set<number>()
  const addRequest = (from: number, to: number, status: 'pending' | 'declined' | 'cancelled') => {
    const key = pairKey(from, to)
    if (from === to || friendPairs.has(key) || requestPairs.has(key)) return false
    requestPairs.add(key)
    const created = nowMs - rngSoc.int(1, 30 * 24) * HOUR
    friendRequestRows.push({
      id: uuid(idRng),
      from_user_id: people[from].id,
      to_user_id: people[to].id,
      status,
      created_at: created,
      responded_at: status === 'pending' ? null : Math.min(nowMs, created + rngSoc.int(1, 72) * HOUR),
    })
    return true
  }
  // the demo member: 2 (or more) pending incoming, 1 pending outgoing
  for (let k = 0, got = 0; got < 3 && k < 100; k++) if (addRequest(memberIdx(rngSoc), MEMBER, 'pending')) got++
  for (let k = 0, got = 0; got < 1 && k < 100; k++) if (addRequest(MEMBER, memberIdx(rngSoc), 'pending')) got++
  for (let k = 0, got = 0; got < 40 && k < 1000; k++) if (addRequest(memberIdx(rngSoc), memberIdx(rngSoc), 'pending')) got++
  for (let k = 0, got = 0; got < 15 && k < 1000; k++) if (addRequest(memberIdx(rngSoc), memberIdx(rngSoc), 'declined')) got++
  for (let k = 0, got = 0; got < 5 && k < 1000; k++) if (addRequest(memberIdx(rngSoc), memberIdx(rngSoc), 'cancelled')) got++

  const blockRows: Row[] = []
  const blockedPairs = new Set<number>()
  const addBlock = (a: number, b: number) => {
    const key = pairKey(a, b)
    if (a === b || friendPairs.has(key) || requestPairs.has(key) || blockedPairs.has(key)) return false
    blockedPairs.add(key)
    blockRows.push({ blocker_id: people[a].id, blocked_id: people[b].id, created_at: nowMs - rngSoc.int(1, 60) * DAY })
    return true
  }
  for (let k = 0, got = 0; got < 1 && k < 100; k++) if (addBlock(MEMBER, memberIdx(rngSoc))) got++
  for (let k = 0, got = 0; got < 6 && k < 1000; k++) if (addBlock(memberIdx(rngSoc), memberIdx(rngSoc))) got++

  // -------------------------------------------------------------------------- feed
  const rngFeed = stream(8)
  const postCount = 600 * scale
  const postRows: Row[] = []
  const likeRows: Row[] = []
  const commentRows: Row[] = []
  type PostRef = { id: string; author: number; group: number | null; created: number }
  const posts: PostRef[] = []
  const pickPostVisibility = weighted([
    ['public', 55],
    ['members', 30],
    ['friends', 15],
  ] as const)
  const memberPostsWanted = 8
  let memberPosts = 0
  for (let p = 0; p < postCount; p++) {
    const inGroup = rngFeed.chance(0.3)
    let author: number
    let gi: number | null = null
    if (memberPosts < memberPostsWanted && p % 7 === 3) {
      author = MEMBER
      memberPosts++
      if (inGroup && groupsOf[MEMBER].length) gi = rngFeed.pick(groupsOf[MEMBER])
    } else if (inGroup) {
      gi = rngFeed.int(0, groups.length - 1)
      author = rngFeed.pick(groups[gi].members)
    } else {
      author = rngFeed.chance(0.02) ? rngFeed.int(0, FIRST_MEMBER - 1) : memberIdx(rngFeed)
    }
    const group = gi == null ? null : groups[gi]
    const cityIdx = group?.cityIdx ?? people[author].cityIdx
    const city = cities[cityIdx]
    const venue = randomVenueIn(rngFeed, cityIdx)
    const cityEvents = eventsByCity[cityIdx]
    const event = cityEvents.length ? events[cityEvents[Math.floor(rngFeed.next() * cityEvents.length)]] : null
    const myGroups = groupsOf[author]
    const groupName = group?.name ?? (myGroups.length ? groups[rngFeed.pick(myGroups)].name : groups[0].name)
    const content = fill(rngFeed.pick(T.POST_TEMPLATES), {
      C: city.name,
      V: venue?.name ?? city.name,
      E: event?.title ?? `${city.name} Pride`,
      G: groupName,
      I: rngFeed.pick(T.INTERESTS),
    })
    const created = Math.max(people[author].created + HOUR, nowMs - rngFeed.int(10, 120 * 24 * 60) * MINUTE)
    const id = uuid(idRng)
    const row: Row = {
      id,
      user_id: people[author].id,
      group_id: group?.id ?? null,
      content,
      image_url: null,
      visibility: group ? 'group' : pickPostVisibility(rngFeed),
      // the counts are kept by post_likes' and post_comments' triggers (migration 0024) as they are inserted
      like_count: 0,
      comment_count: 0,
      hidden: false,
      content_warning: null,
      hidden_at: null,
      hidden_by: null,
      hidden_reason: null,
      created_at: created,
      updated_at: created,
    }
    postRows.push(row)
    posts.push({ id, author, group: gi, created })

    const audience = group ? group.members : null
    const likeWant = rngFeed.chance(0.1) ? rngFeed.int(8, 25) : rngFeed.int(0, 6)
    const likers = audience
      ? distinct(rngFeed, audience.length, likeWant).map((k) => audience[k])
      : distinct(rngFeed, totalAccounts, likeWant)
    const span = Math.max(MINUTE, nowMs - created)
    for (const u of likers) {
      if (u === author) continue
      likeRows.push({ id: uuid(idRng), post_id: id, user_id: people[u].id, created_at: created + Math.floor(rngFeed.next() * span) })
    }
    const commentWant = rngFeed.chance(0.5) ? rngFeed.int(1, 4) : 0
    for (let c = 0; c < commentWant; c++) {
      const u = audience ? rngFeed.pick(audience) : anyUserIdx(rngFeed)
      const at = created + Math.floor(rngFeed.next() * span)
      commentRows.push({
        id: uuid(idRng),
        post_id: id,
        user_id: people[u].id,
        content: fill(rngFeed.pick(T.COMMENT_TEMPLATES), { C: city.name }),
        hidden: false,
        hidden_at: null,
        hidden_by: null,
        hidden_reason: null,
        created_at: at,
        updated_at: at,
      })
    }
  }

  // The feed's showcase (issue 17), the newest posts so a new member sees every feature at once:
  // photos with their alt text (pictures made by the seed, in the local R2), a content warning,
  // a friends-only post, a crew post, a mention, and a post a moderator hid.
  const postPhotoRows: Row[] = []
  const friendA = friendsOf[MEMBER][0] ?? FIRST_MEMBER
  const friendB = friendsOf[MEMBER][1] ?? FIRST_MEMBER + 1
  const showcase = (
    id: string,
    author: number,
    hoursAgo: number,
    visibility: 'public' | 'members' | 'friends' | 'group',
    content: string,
    extra: Partial<Row> = {},
  ) => {
    const at = nowMs - hoursAgo * HOUR
    postRows.push({
      id,
      user_id: people[author].id,
      group_id: null,
      content,
      image_url: null,
      visibility,
      like_count: 0,
      comment_count: 0,
      hidden: false,
      content_warning: null,
      hidden_at: null,
      hidden_by: null,
      hidden_reason: null,
      created_at: at,
      updated_at: at,
      ...extra,
    })
    return at
  }
  const showcaseLike = (postId: string, who: number, at: number) =>
    likeRows.push({ id: uuid(idRng), post_id: postId, user_id: people[who].id, created_at: at + 10 * MINUTE })
  const showcaseComment = (postId: string, who: number, at: number, content: string, hidden: Partial<Row> = {}) =>
    commentRows.push({
      id: uuid(idRng),
      post_id: postId,
      user_id: people[who].id,
      content,
      hidden: false,
      hidden_at: null,
      hidden_by: null,
      hidden_reason: null,
      created_at: at + 20 * MINUTE,
      updated_at: at + 20 * MINUTE,
      ...hidden,
    })
  for (const post of DEMO_POSTS) {
    const author = post.author === 'member' ? MEMBER : post.author === 'friendA' ? friendA : friendB
    const crew = post.visibility === 'group' ? (groupsOf[MEMBER][0] ?? null) : null
    if (post.visibility === 'group' && crew == null) continue
    const at = showcase(post.id, author, post.hoursAgo, post.visibility, post.content, {
      content_warning: post.contentWarning ?? null,
      group_id: crew == null ? null : groups[crew].id,
    })
    for (const [position, photo] of post.photos.entries()) {
      postPhotoRows.push({
        id: photo.id,
        post_id: post.id,
        r2_key: photo.key,
        alt: photo.alt,
        position,
        width: DEMO_POST_PHOTO_SIZE.width,
        height: DEMO_POST_PHOTO_SIZE.height,
        created_at: at,
      })
    }
    const fans = author === MEMBER ? [friendA, friendB] : [MEMBER, author === friendA ? friendB : friendA]
    for (const fan of fans) showcaseLike(post.id, fan, at)
    if (post.comment) showcaseComment(post.id, fans[1]!, at, post.comment)
  }
  {
    // one post a moderator hid: only its author and staff see it, with the reason
    const author = memberIdx(rngFeed)
    const at = showcase(DEMO_HIDDEN_POST_ID, author, 4, 'public', 'Buy cheap followers now!!! Link in my profile', {
      hidden: true,
      hidden_at: nowMs - 3 * HOUR,
      hidden_by: people[MODERATOR].id,
      hidden_reason: 'Spam: advertising',
    })
    showcaseComment(DEMO_HIDDEN_POST_ID, friendA, at, 'Please stop posting this')
  }
  emit('community_posts', postRows)
  emit('post_photos', postPhotoRows)
  emit('post_likes', likeRows)
  emit('post_comments', commentRows)

  // the demo member's Squad shows the friends-only level: one friend shows their profile to friends only
  // (the demo member sees it; other members get the profile's 404), one shows it to everyone
  profileRows[friendsOf[MEMBER][0]!].profile_visibility = 'friends'
  profileRows[friendsOf[MEMBER][1]!].profile_visibility = 'everyone'

  // profile photos (issue 17): the demo member's three, and one or two for a few members of each privacy level
  const rngPhotos = stream(14)
  const profilePhotoRows: Row[] = []
  const addPhotos = (person: number, count: number) => {
    for (let k = 0; k < count; k++) {
      const image = DEMO_PROFILE_PHOTOS[(person + k) % DEMO_PROFILE_PHOTOS.length]!
      profilePhotoRows.push({
        id: uuid(rngPhotos),
        user_id: people[person].id,
        r2_key: image.key,
        url: image.url,
        caption: k === 0 && person === MEMBER ? 'Pride weekend at the lake' : null,
        position: k,
        width: 480,
        height: 480,
        created_at: people[person].created + (k + 1) * DAY,
      })
    }
  }
  addPhotos(MEMBER, 3)
  for (let k = 0, got = 0; got < 12 && k < 200; k++) {
    const person = memberIdx(rngPhotos)
    if (profilePhotoRows.some((r) => r.user_id === people[person].id)) continue
    addPhotos(person, rngPhotos.int(1, 2))
    got++
  }
  for (const f of friendsOf[MEMBER].slice(0, 2)) if (!profilePhotoRows.some((r) => r.user_id === people[f].id)) addPhotos(f, 1)
  emit('profile_photos', profilePhotoRows)

  emit('friend_requests', friendRequestRows)
  emit('friendships', friendshipRows)
  emit('blocks', blockRows)

  // -------------------------------------------------------------------------- favorites
  const rngFav = stream(9)
  const favoriteRows: Row[] = []
  const favSeen = new Set<string>()
  const publishedVenueIds = venues.filter((v) => v.published).map((v) => v.id)
  const activeListingIds = listingRows.filter((r) => r.status === 'active').map((r) => r.id as number)
  const publicGroupIds = groups.filter((g) => !g.private).map((g) => g.id)
  const favTargets: Record<string, () => string> = {
    venue: () => String(rngFav.pick(publishedVenueIds)),
    event: () => String(rngFav.int(1, eventRows.length)),
    listing: () => String(rngFav.pick(activeListingIds)),
    personality: () => String(rngFav.int(1, personalityRows.length)),
    group: () => rngFav.pick(publicGroupIds),
    resource: () => String(rngFav.int(1, resourceRows.length)),
    news: () => String(rngFav.int(1, newsRows.length)),
    travel: () => String(rngFav.int(1, travelRows.length)),
  }
  const favTypes = Object.keys(favTargets)
  const addFavorite = (u: number, type: string) => {
    const target = favTargets[type]()
    const key = `${u}|${type}|${target}`
    if (favSeen.has(key)) return
    favSeen.add(key)
    favoriteRows.push({
      id: uuid(idRng),
      user_id: people[u].id,
      target_type: type,
      target_id: target,
      created_at: nowMs - rngFav.int(1, 90 * 24) * HOUR,
    })
  }
  for (const type of favTypes) for (let k = 0; k < 3; k++) addFavorite(MEMBER, type)
  for (let i = FIRST_MEMBER; i < totalAccounts; i++) {
    if (!rngFav.chance(0.5)) continue
    const n = rngFav.int(1, 6)
    for (let k = 0; k < n; k++) addFavorite(i, rngFav.pick(favTypes))
  }
  emit('favorites', favoriteRows)

  // -------------------------------------------------------------------------- messaging
  const rngMsg = stream(10)
  const conversationRows: Row[] = []
  const participantRows: Row[] = []
  const messageRows: Row[] = []
  const reactionRows: Row[] = []
  const directKeys = new Set<string>()
  /** Each seeded message's place in its conversation, for the reports' copies. */
  const messageSeq = new Map<string, { seq: number; conversationId: string; sender: string; content: string; at: number }>()
  const firstName = (u: number) => people[u].first

  const writeConversation = (
    users: number[],
    title: string | null,
    lines: (i: number) => { sender: number; text: string },
    count: number,
    unreadFor: number | null,
    showcase = false,
  ) => {
    const isDirect = users.length === 2 && title == null
    const directKey = isDirect ? [people[users[0]].id, people[users[1]].id].sort().join(':') : null
    if (directKey && directKeys.has(directKey)) return false
    if (directKey) directKeys.add(directKey)
    const id = uuid(idRng)
    const start = nowMs - rngMsg.int(1, 60) * DAY - rngMsg.int(0, 12) * HOUR
    let at = start
    const times: number[] = []
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      at += rngMsg.int(1, 90) * MINUTE
      times.push(at)
      const { sender, text } = lines(i)
      const mid = uuid(idRng)
      ids.push(mid)
      messageRows.push({
        id: mid,
        conversation_id: id,
        sender_id: people[sender].id,
        content: text,
        message_type: 'text',
        // the showcase conversation quotes its second message in its fourth
        reply_to_id: showcase && i === 3 ? ids[1] : i >= 2 && rngMsg.chance(0.08) ? ids[i - 1] : null,
        attachments: null,
        metadata: null,
        created_at: at,
        updated_at: at,
        edited_at: null,
        deleted_at: null,
      })
      messageSeq.set(mid, { seq: i + 1, conversationId: id, sender: people[sender].id, content: text, at })
      if (rngMsg.chance(0.06) || (showcase && i < 2)) {
        const reactor = users.find((u) => u !== sender) ?? users[0]
        reactionRows.push({
          message_id: mid,
          user_id: people[reactor].id,
          emoji: rngMsg.pick(T.REACTION_EMOJIS),
          created_at: at + rngMsg.int(1, 30) * MINUTE,
        })
      }
    }
    const last = times[times.length - 1]
    const senders = Array.from({ length: count }, (_, i) => lines(i).sender)
    const lastSender = senders[count - 1]
    // the list columns the room keeps (seq = position: the room imports these rows by created_at, id)
    conversationRows.push({
      id,
      title,
      is_direct: isDirect,
      direct_key: directKey,
      created_by: people[users[0]].id,
      created_at: start,
      updated_at: last,
      last_message_at: last,
      last_seq: count,
      last_message_preview: [...lines(count - 1).text].slice(0, 120).join(''),
      last_message_sender_id: people[lastSender].id,
      last_message_type: 'text',
    })
    for (const u of users) {
      const unread = u !== lastSender && (u === unreadFor || (unreadFor == null && rngMsg.chance(0.25)))
      // read up to the third-last message, or everything
      const readSeq = unread ? Math.max(1, count - 2) : count
      participantRows.push({
        conversation_id: id,
        user_id: people[u].id,
        last_read_at: times[readSeq - 1],
        last_delivered_at: last,
        last_read_seq: readSeq,
        unread_count: senders.slice(readSeq).filter((sender) => sender !== u).length,
        joined_at: start,
        muted: rngMsg.chance(0.05),
        archived: false,
      })
    }
    return true
  }

  const directScript = (a: number, b: number, cityIdx: number) => {
    const script = rngMsg.pick(T.CONVERSATION_SCRIPTS)
    const venue = randomVenueIn(rngMsg, cityIdx)
    const cityEvents = eventsByCity[cityIdx].filter((e) => events[e].upcoming)
    const event = cityEvents.length ? events[rngMsg.pick(cityEvents)] : null
    const vars = {
      a: firstName(a),
      b: firstName(b),
      C: cities[cityIdx].name,
      V: venue?.name ?? cities[cityIdx].name,
      E: event?.title ?? `${cities[cityIdx].name} Pride`,
    }
    const lines = script.map((l) => fill(l, vars))
    return { lines, count: lines.length }
  }

  // the demo member: a DM with each friend (two of them unread)
  friendsOf[MEMBER].forEach((f, k) => {
    const { lines, count } = directScript(f, MEMBER, people[MEMBER].cityIdx)
    // the first, unread, has a reply and reactions
    writeConversation([f, MEMBER], null, (i) => ({ sender: i % 2 === 0 ? f : MEMBER, text: lines[i] }), count, k < 2 ? MEMBER : -1, k === 0)
  })
  // other direct conversations, mostly between friends
  const DIRECT_TARGET = 150
  const shuffledFriends = distinct(rngMsg, friendList.length, friendList.length).map((k) => friendList[k])
  for (const [a, b] of shuffledFriends) {
    if (conversationRows.length >= DIRECT_TARGET) break
    if (blockedPairs.has(pairKey(a, b))) continue
    const { lines, count } = directScript(a, b, people[a].cityIdx)
    writeConversation([a, b], null, (i) => ({ sender: i % 2 === 0 ? a : b, text: lines[i] }), count, null)
  }
  for (let k = 0; conversationRows.length < DIRECT_TARGET && k < 2000; k++) {
    const a = memberIdx(rngMsg)
    const b = memberIdx(rngMsg)
    if (a === b || blockedPairs.has(pairKey(a, b))) continue
    const { lines, count } = directScript(a, b, people[a].cityIdx)
    writeConversation([a, b], null, (i) => ({ sender: i % 2 === 0 ? a : b, text: lines[i] }), count, null)
  }
  // group chats
  T.GROUP_CHAT_TITLES.forEach((title, k) => {
    const grp = groups[(k * 5) % groups.length]
    const picks = distinct(rngMsg, grp.members.length, Math.min(grp.members.length, rngMsg.int(3, 5))).map((i) => grp.members[i])
    if (k === 0 && !picks.includes(MEMBER)) picks.push(MEMBER)
    const cityIdx = grp.cityIdx ?? people[picks[0]].cityIdx
    const venue = randomVenueIn(rngMsg, cityIdx)
    const n = rngMsg.int(6, 10)
    const senders = Array.from({ length: n }, (_, i) => picks[i % picks.length])
    writeConversation(
      picks,
      title,
      (i) => ({
        sender: senders[i],
        text: fill(T.GROUP_CHAT_LINES[i % T.GROUP_CHAT_LINES.length], { V: venue?.name ?? cities[cityIdx].name }),
      }),
      n,
      null,
    )
  })
  emit('conversations', conversationRows)
  emit('conversation_participants', participantRows)
  emit('messages', messageRows)
  emit('message_reactions', reactionRows)

  // -------------------------------------------------------------------------- notifications
  const rngNote = stream(11)
  const notificationRows: Row[] = []
  const addNotification = (u: number) => {
    const tpl = rngNote.pick(T.NOTIFICATION_TEMPLATES)
    const other = memberIdx(rngNote)
    const ev = events[rngNote.int(0, events.length - 1)]
    const grp = groups[rngNote.int(0, groups.length - 1)]
    const vars = { n: people[other].display, E: ev.title, eid: ev.id, G: grp.name, gid: grp.id }
    const related = tpl.url.includes('{eid}') ? String(ev.id) : tpl.url.includes('{gid}') ? grp.id : null
    notificationRows.push({
      id: uuid(idRng),
      user_id: people[u].id,
      type: tpl.type,
      title: fill(tpl.title, vars),
      content: tpl.content,
      read: rngNote.chance(0.5),
      action_url: fill(tpl.url, vars),
      related_id: related,
      metadata: noteMetadata(tpl, vars),
      created_at: nowMs - rngNote.int(5, 14 * 24 * 60) * MINUTE,
    })
  }
  for (let u = 0; u < FIRST_MEMBER; u++) for (let k = 0; k < 12; k++) addNotification(u)
  for (let u = FIRST_MEMBER; u < totalAccounts; u++) {
    if (!rngNote.chance(0.4)) continue
    const n = rngNote.int(1, 4)
    for (let k = 0; k < n; k++) addNotification(u)
  }
  // the moderation queue's cases (issue 41): their reports go out with the others, their decisions after them
  const queueReportRows: Row[] = []
  const moderationRows: Row[] = []
  const moderatorId = people[MODERATOR].id
  // the moderation queue (issue 41): a decided case the demo member appealed, a dismissed one, and a
  // possible mass report (three accounts made this week reporting one post within hours), so each tab shows
  // something and the demo member finds their decision from their notifications
  {
    const rngQ = rngQueue
    const queueNoticeRows: Row[] = []
    const memberPost = posts.find((p) => p.author === MEMBER && p.group == null) ?? posts.find((p) => p.author === MEMBER)
    const decide = (spec: {
      target: string
      type: string
      author: string | null
      reporter: number
      action: string
      reason: string
      at: number
      appeal?: string
    }) => {
      const decision = uuid(rngQ)
      queueReportRows.push({
        id: uuid(rngQ),
        reporter_id: people[spec.reporter].id,
        target_type: spec.type,
        target_id: spec.target,
        reason: spec.action === 'dismiss' ? 'other' : 'harassment',
        details: null,
        status: spec.action === 'dismiss' ? 'dismissed' : 'resolved',
        handled_by: moderatorId,
        handled_at: spec.at,
        resolution: spec.action,
        created_at: spec.at - rngQ.int(2, 30) * HOUR,
      })
      moderationRows.push({
        id: uuid(rngQ),
        decision_id: decision,
        target_type: spec.type,
        target_id: spec.target,
        action: spec.action,
        reason: spec.reason,
        author_id: spec.author,
        suspended_until: null,
        moderator_id: moderatorId,
        created_at: spec.at,
        appeal_text: spec.appeal ?? null,
        appealed_at: spec.appeal ? spec.at + 5 * HOUR : null,
        appeal_outcome: null,
        appeal_reply: null,
        appeal_decided_by: null,
        appeal_decided_at: null,
      })
      const notice = (
        userId: string,
        kind: string,
        title: { key: string; values?: Record<string, string> },
        content: { key: string; values?: Record<string, string> },
        text: [string, string],
        url: string | null,
      ) =>
        queueNoticeRows.push({
          id: uuid(rngQ),
          user_id: userId,
          type: 'system',
          title: text[0],
          content: text[1],
          read: false,
          action_url: url,
          related_id: decision,
          metadata: { kind, decisionId: decision, text: { title, content } },
          created_at: spec.at + MINUTE,
        })
      const typeLower = spec.type === 'user' ? 'member' : spec.type
      notice(
        people[spec.reporter].id,
        'report_outcome',
        { key: 'moderation:notify.outcomeTitle' },
        {
          key: spec.action === 'dismiss' ? 'moderation:notify.outcomeDismissed' : 'moderation:notify.outcomeActioned',
          values: { type: spec.type },
        },
        [
          'Your report was reviewed',
          spec.action === 'dismiss'
            ? `Thank you. We reviewed the ${typeLower} you reported and found that it does not break our rules.`
            : `Thank you. We reviewed the ${typeLower} you reported and took action.`,
        ],
        null,
      )
      if (spec.author && spec.action !== 'dismiss')
        notice(
          spec.author,
          'moderation_decision',
          { key: 'moderation:notify.authorTitle', values: { type: spec.type } },
          { key: 'moderation:notify.authorBody' },
          [`A moderator acted on your ${typeLower}`, 'Read what was done and why. You can appeal once.'],
          `/moderation/${decision}`,
        )
    }
    if (memberPost)
      decide({
        target: memberPost.id,
        type: 'post',
        author: people[MEMBER].id,
        reporter: memberIdx(rngQ),
        action: 'warn',
        reason: T.MODERATION_TEXTS.warnReason,
        at: nowMs - 2 * DAY,
        appeal: T.MODERATION_TEXTS.appeal,
      })
    const dismissedPost = posts.find((p) => p.author >= FIRST_MEMBER && p.group == null)!
    decide({
      target: dismissedPost.id,
      type: 'post',
      author: people[dismissedPost.author].id,
      reporter: MEMBER,
      action: 'dismiss',
      reason: T.MODERATION_TEXTS.dismissReason,
      at: nowMs - 3 * DAY,
    })
    // the three accounts made this week report the same member's post within a few hours
    const target = posts.filter((p) => p.author >= FIRST_MEMBER && p.group == null).at(-1)!
    newReporterIds.forEach((id, k) =>
      queueReportRows.push({
        id: uuid(rngQ),
        reporter_id: id,
        target_type: 'post',
        target_id: target.id,
        reason: 'spam',
        details: null,
        status: 'open',
        handled_by: null,
        handled_at: null,
        resolution: null,
        created_at: nowMs - (6 - k) * HOUR,
      }),
    )
    notificationRows.push(...queueNoticeRows)
  }
  emit('notifications', notificationRows)

  const groupNotificationRows: Row[] = []
  const groupNoteTypes = ['new_post', 'new_member', 'event', 'invite', 'mention', 'comment'] as const
  const postsByGroup: number[][] = groups.map(() => [])
  posts.forEach((p, i) => {
    if (p.group != null && postsByGroup[p.group].length < 50) postsByGroup[p.group].push(i)
  })
  for (let u = 0; u < FIRST_MEMBER; u++) {
    const mine = groupsOf[u]
    if (!mine.length) continue
    for (let k = 0; k < 8; k++) {
      const gi = mine[k % mine.length]
      const grp = groups[gi]
      const type = groupNoteTypes[k % groupNoteTypes.length]
      const trigger = rngNote.pick(grp.members.filter((m) => m !== u).length ? grp.members.filter((m) => m !== u) : grp.members)
      const groupPosts = postsByGroup[gi]
      const related =
        (type === 'new_post' || type === 'mention' || type === 'comment') && groupPosts.length ? posts[rngNote.pick(groupPosts)].id : null
      const created = nowMs - rngNote.int(5, 14 * 24 * 60) * MINUTE
      groupNotificationRows.push({
        id: uuid(idRng),
        user_id: people[u].id,
        group_id: grp.id,
        triggered_by_user_id: people[trigger].id,
        notification_type: type,
        related_id: related,
        read_at: rngNote.chance(0.5) ? Math.min(nowMs, created + rngNote.int(1, 48) * HOUR) : null,
        created_at: created,
      })
    }
  }
  // invitations (issue 18): three crews the demo member is not in invite them (their owner, unless a block stands between
  // the two), each with its 'invite' notification; and link invites on the organisers' crew (gi 29, which the demo member
  // is an admin of): an active one (its raw token is DEMO_CREW_LINK_TOKEN, for trying /groups/join/{token}), an expired
  // and a revoked one. Their own stream, so the rows before and after stay as they were.
  const rngInv = stream(21)
  const inviteRows: Row[] = []
  const blockedWithMember = new Set(
    blockRows.flatMap((b) =>
      b.blocker_id === people[MEMBER].id ? [b.blocked_id] : b.blocked_id === people[MEMBER].id ? [b.blocker_id] : [],
    ),
  )
  const inviting = groups
    .map((grp, gi) => ({ grp, gi }))
    .filter(({ grp }) => !grp.members.includes(MEMBER) && !blockedWithMember.has(people[grp.owner].id))
  for (const { grp } of [inviting[1], inviting[4], inviting.find(({ grp }) => grp.private)].filter((x) => x != null)) {
    const created = nowMs - rngInv.int(2, 72) * HOUR
    const inviteId = uuid(rngInv)
    inviteRows.push({
      id: inviteId,
      group_id: grp.id,
      inviter_id: people[grp.owner].id,
      invitee_id: people[MEMBER].id,
      token_hash: null,
      status: 'pending',
      expires_at: created + 30 * DAY,
      max_uses: null,
      use_count: 0,
      responded_at: null,
      created_at: created,
    })
    groupNotificationRows.push({
      id: uuid(rngInv),
      user_id: people[MEMBER].id,
      group_id: grp.id,
      triggered_by_user_id: people[grp.owner].id,
      notification_type: 'invite',
      related_id: inviteId,
      read_at: null,
      created_at: created,
    })
  }
  const organisers = groups[29]
  if (organisers) {
    const link = (token: string, values: { status: string; expires: number; max: number | null; used: number; created: number }) => ({
      id: uuid(rngInv),
      group_id: organisers.id,
      inviter_id: people[MEMBER].id,
      invitee_id: null,
      token_hash: createHash('sha256').update(token).digest('hex'),
      status: values.status,
      expires_at: values.expires,
      max_uses: values.max,
      use_count: values.used,
      responded_at: values.status === 'revoked' ? values.created + DAY : null,
      created_at: values.created,
    })
    inviteRows.push(
      link(DEMO_CREW_LINK_TOKEN, { status: 'pending', expires: nowMs + 7 * DAY, max: 25, used: 3, created: nowMs - 2 * DAY }),
      link(`${DEMO_CREW_LINK_TOKEN}-expired`, {
        status: 'pending',
        expires: nowMs - 3 * DAY,
        max: null,
        used: 9,
        created: nowMs - 40 * DAY,
      }),
      link(`${DEMO_CREW_LINK_TOKEN}-revoked`, {
        status: 'revoked',
        expires: nowMs + 20 * DAY,
        max: 10,
        used: 1,
        created: nowMs - 10 * DAY,
      }),
    )
  }
  emit('group_invites', inviteRows)
  emit('group_notifications', groupNotificationRows)

  // -------------------------------------------------------------------------- moderation & newsletter
  const rngMod = stream(12)
  const reportRows: Row[] = []
  const reportSpecs: Array<{ type: string; reason: string; target: () => string; detail: number }> = [
    { type: 'user', reason: 'harassment', target: () => people[memberIdx(rngMod)].id, detail: 0 },
    { type: 'post', reason: 'spam', target: () => postRows[rngMod.int(0, postRows.length - 1)].id as string, detail: 1 },
    {
      type: 'comment',
      reason: 'hate_speech',
      target: () => (commentRows.length ? (commentRows[rngMod.int(0, commentRows.length - 1)].id as string) : (postRows[0].id as string)),
      detail: 2,
    },
    { type: 'user', reason: 'impersonation', target: () => people[memberIdx(rngMod)].id, detail: 3 },
    { type: 'venue', reason: 'misinformation', target: () => String(rngMod.pick(publishedVenueIds)), detail: 4 },
    { type: 'review', reason: 'other', target: () => reviewRows[rngMod.int(0, reviewRows.length - 1)].id as string, detail: 5 },
    { type: 'message', reason: 'privacy', target: () => messageRows[rngMod.int(0, messageRows.length - 1)].id as string, detail: 6 },
    { type: 'post', reason: 'spam', target: () => postRows[rngMod.int(0, postRows.length - 1)].id as string, detail: 1 },
    { type: 'listing', reason: 'scam', target: () => String(rngMod.int(1, listingRows.length)), detail: 1 },
    { type: 'user', reason: 'spam', target: () => people[memberIdx(rngMod)].id, detail: 1 },
  ]
  const reportStatuses = [
    'open',
    'open',
    'open',
    'open',
    'reviewing',
    'reviewing',
    'resolved',
    'resolved',
    'resolved',
    'dismissed',
  ] as const
  const reportedMessageRows: Row[] = []
  reportSpecs.forEach((spec, i) => {
    const status = reportStatuses[i]
    const created = nowMs - rngMod.int(1, 20 * 24) * HOUR
    const handled = status === 'resolved' || status === 'dismissed'
    const id = uuid(idRng)
    const targetId = spec.target()
    let reporterId = i === 0 ? people[MEMBER].id : people[memberIdx(rngMod)].id
    // a message is reported by another participant of its conversation, with its copy (decision 037)
    const reported = spec.type === 'message' ? messageSeq.get(targetId) : undefined
    if (reported) {
      const other = participantRows.find((p) => p.conversation_id === reported.conversationId && p.user_id !== reported.sender)
      if (other) reporterId = other.user_id as string
      reportedMessageRows.push({
        report_id: id,
        message_id: targetId,
        conversation_id: reported.conversationId,
        sender_id: reported.sender,
        seq: reported.seq,
        content: reported.content,
        photo_key: null,
        message_type: 'text',
        created_at: reported.at,
      })
    }
    reportRows.push({
      id,
      reporter_id: reporterId,
      target_type: spec.type,
      target_id: targetId,
      reason: spec.reason,
      details: T.REPORT_DETAILS[spec.detail],
      status,
      handled_by: status === 'open' ? null : moderatorId,
      handled_at: handled ? Math.min(nowMs, created + rngMod.int(1, 48) * HOUR) : null,
      resolution:
        status === 'resolved'
          ? rngMod.pick([T.REPORT_RESOLUTIONS[0], T.REPORT_RESOLUTIONS[2], T.REPORT_RESOLUTIONS[3]])
          : status === 'dismissed'
            ? T.REPORT_RESOLUTIONS[1]
            : null,
      created_at: created,
    })
  })
  emit('reports', [...reportRows, ...queueReportRows])
  emit('reported_messages', reportedMessageRows)
  emit('moderation_actions', moderationRows)

  const newsletterStatuses = [
    'confirmed',
    'confirmed',
    'pending',
    'confirmed',
    'confirmed',
    'unsubscribed',
    'confirmed',
    'pending',
    'confirmed',
    'confirmed',
    'unsubscribed',
    'pending',
  ] as const
  emit(
    'newsletter_subscribers',
    T.NEWSLETTER_NAMES.map((name, i) => {
      const status = newsletterStatuses[i % newsletterStatuses.length]
      const created = ago(rngMod.int(2, 300))
      const confirmed = status === 'pending' ? null : created + rngMod.int(5, 600) * MINUTE
      const unsubscribed = status === 'unsubscribed' ? Math.min(nowMs, (confirmed ?? created) + rngMod.int(1, 60) * DAY) : null
      return {
        id: uuid(idRng),
        email: `${name}@demo.haven.local`,
        locale: rngMod.pick(['en', 'en', 'en', 'de', 'es', 'fr', 'pt']),
        status,
        confirm_token_hash: null,
        confirmed_at: confirmed,
        unsubscribed_at: unsubscribed,
        created_at: created,
        updated_at: unsubscribed ?? confirmed ?? created,
      }
    }),
  )

  // -------------------------------------------------------------------------- the community at scale
  // bench:scale (issue 39): above scale 1, (scale − 1) × 600 more members (100 000 in all at scale
  // 167) and (scale − 1) × 60 more crews (10 000) with their members and posts, friendships and
  // notifications, so that the lists which grow with the community are timed at size. These
  // members have no password (nobody signs in as them); the demo member joins one crew in a
  // hundred and befriends 300 of them. Their own streams: scale 1 is as it was.
  if (scale > 1) {
    const rngBulk = stream(20)
    const bulkIdRng = stream(21)
    const bulkCount = (scale - 1) * 600
    const bulkAccountRows: Row[] = []
    const bulkProfileRows: Row[] = []
    const bulkIds: string[] = []
    for (let n = 0; n < bulkCount; n++) {
      const id = uuid(bulkIdRng)
      bulkIds.push(id)
      const first = rngBulk.pick(T.FIRST_NAMES)
      const last = rngBulk.pick(T.LAST_NAMES)
      const created = ago(rngBulk.int(20, 900)) - rngBulk.int(0, DAY)
      const seen = nowMs - rngBulk.int(1, 60 * 24 * 60) * MINUTE
      const city = cities[rngBulk.int(0, cities.length - 1)]
      bulkAccountRows.push({
        id,
        email: `${asciiWord(first)}.${asciiWord(last)}.bulk${n}@demo.haven.local`,
        phone: null,
        password_hash: null,
        email_verified_at: created + MINUTE,
        phone_verified_at: null,
        status: 'active',
        created_at: created,
        updated_at: created + MINUTE,
        last_sign_in_at: seen,
      })
      const interests = rngBulk.sample(T.INTERESTS, rngBulk.int(1, 4))
      bulkProfileRows.push({
        user_id: id,
        display_name: rngBulk.chance(0.2) ? `${first} ${last[0]}.` : `${first} ${last}`,
        avatar_url: null,
        avatar_config: null,
        pronouns: pickPronouns(rngBulk),
        city_id: city.id,
        bio: null,
        interests,
        looking_for: rngBulk.sample(T.LOOKING_FOR, 1),
        user_mode: pickMode(rngBulk),
        profile_visibility: pickVisibility(rngBulk),
        hidden_from_directory: rngBulk.chance(0.05),
        hidden_from_search: rngBulk.chance(0.05),
        show_online_status: rngBulk.chance(0.8),
        show_city: rngBulk.chance(0.6),
        check_ins_private: rngBulk.chance(0.15),
        notification_settings: null,
        accessibility_settings: null,
        language: null,
        theme: 'system',
        last_seen_at: seen,
        created_at: created,
        updated_at: created,
      })
    }
    emit('accounts', bulkAccountRows)
    emit('profiles', bulkProfileRows)

    const bulkGroupRows: Row[] = []
    const bulkMemberRows: Row[] = []
    const bulkPostRows: Row[] = []
    const bulkGroups = (scale - 1) * 60
    const bulkSlugs = new Set(groupRows.map((row) => row.slug as string))
    for (let k = 0; k < bulkGroups; k++) {
      const tpl = T.GROUPS[k % T.GROUPS.length]
      const city = cities[rngBulk.int(0, cities.length - 1)]
      const name = tpl.city ? fill(tpl.name, { C: city.name }) : `${tpl.name} ${Math.floor(k / T.GROUPS.length) + 2}`
      let slug = slugify(name)
      for (let v = 2; bulkSlugs.has(slug); v++) slug = `${slugify(name)}-${v}`
      bulkSlugs.add(slug)
      const id = uuid(bulkIdRng)
      const created = ago(rngBulk.int(10, 800))
      const isPrivate = rngBulk.chance(0.15)
      const members = [...new Set(Array.from({ length: rngBulk.int(3, 15) }, () => rngBulk.int(0, bulkCount - 1)))]
      const owner = bulkIds[members[0]!]!
      bulkGroupRows.push({
        id,
        slug,
        name,
        description: tpl.city ? fill(tpl.description, { C: city.name }) : tpl.description,
        visibility: isPrivate ? 'private' : 'public',
        category: T.GROUP_CATEGORIES[tpl.name] ?? 'social',
        listed: isPrivate && rngBulk.chance(0.3) ? 0 : 1,
        city_id: tpl.city ? city.id : null,
        country_id: tpl.city ? city.countryId : null,
        image_url: null,
        created_by: owner,
        member_count: 0,
        created_at: created,
        updated_at: created,
      })
      members.forEach((m, position) =>
        bulkMemberRows.push({
          group_id: id,
          user_id: bulkIds[m]!,
          role: position === 0 ? 'owner' : 'member',
          status: 'active',
          joined_at: created + position * HOUR,
          email_mode: 'digest',
        }),
      )
      if (k % 100 === 7)
        bulkMemberRows.push({
          group_id: id,
          user_id: people[MEMBER].id,
          role: 'member',
          status: 'active',
          joined_at: created + DAY,
          email_mode: 'none',
        })
      for (let p = 0; p < 2; p++) {
        const at = Math.min(nowMs - MINUTE, created + rngBulk.int(1, 700) * DAY)
        const postId = uuid(bulkIdRng)
        bulkPostRows.push({
          id: postId,
          user_id: bulkIds[members[p % members.length]!]!,
          group_id: id,
          content: fill(rngBulk.pick(T.POST_TEMPLATES), {
            C: city.name,
            V: city.name,
            E: `${city.name} Pride`,
            G: name,
            I: rngBulk.pick(T.INTERESTS),
          }),
          image_url: null,
          visibility: 'group',
          like_count: 0,
          comment_count: 0,
          hidden: false,
          content_warning: null,
          hidden_at: null,
          hidden_by: null,
          hidden_reason: null,
          created_at: at,
          updated_at: at,
        })
      }
    }
    emit('community_groups', bulkGroupRows)
    emit('group_members', bulkMemberRows)
    emit('community_posts', bulkPostRows)

    // two friendships a member on average; 300 of them with the demo member
    const bulkFriendRows: Row[] = []
    const pairs = new Set<string>()
    const befriend = (a: string, b: string, at: number) => {
      const [x, y] = [a, b].sort()
      if (x === y || pairs.has(`${x}|${y}`)) return
      pairs.add(`${x}|${y}`)
      bulkFriendRows.push({ user_a_id: x, user_b_id: y, created_at: at })
    }
    for (let n = 0; n < bulkCount; n++) befriend(bulkIds[n]!, bulkIds[rngBulk.int(0, bulkCount - 1)]!, nowMs - rngBulk.int(1, 400) * DAY)
    for (let n = 0; n < 300; n++) befriend(people[MEMBER].id, bulkIds[rngBulk.int(0, bulkCount - 1)]!, nowMs - rngBulk.int(1, 400) * DAY)
    emit('friendships', bulkFriendRows)

    // a notification for each, and 5 000 more for the demo member (its list and unread count)
    const bulkNotificationRows: Row[] = []
    const notify = (userId: string) => {
      const tpl = rngBulk.pick(T.NOTIFICATION_TEMPLATES)
      const ev = events[rngBulk.int(0, events.length - 1)]
      const grp = groups[rngBulk.int(0, groups.length - 1)]
      const vars = { n: rngBulk.pick(T.FIRST_NAMES), E: ev.title, eid: ev.id, G: grp.name, gid: grp.id }
      bulkNotificationRows.push({
        id: uuid(bulkIdRng),
        user_id: userId,
        type: tpl.type,
        title: fill(tpl.title, vars),
        content: tpl.content,
        read: rngBulk.chance(0.7),
        action_url: fill(tpl.url, vars),
        related_id: tpl.url.includes('{eid}') ? String(ev.id) : tpl.url.includes('{gid}') ? grp.id : null,
        metadata: noteMetadata(tpl, vars),
        created_at: nowMs - rngBulk.int(60, 365 * 24 * 60) * MINUTE,
      })
    }
    for (const id of bulkIds) notify(id)
    for (let n = 0; n < 5000; n++) notify(people[MEMBER].id)
    emit('notifications', bulkNotificationRows)

    // (scale − 1) × 60 more news articles (10 000 at scale 167) over the last three years, from the
    // desk and the demo feeds' sources, in their languages: /news, its filters and its sitemap at size
    const rngNews = stream(22)
    const bulkNewsRows: Row[] = []
    const newsSources = [
      { id: havenDeskId, language: 'en' },
      { id: havenDeskId + 1, language: 'en' },
      { id: havenDeskId + 2, language: 'de' },
    ]
    for (let n = 0; n < (scale - 1) * 60; n++) {
      const head = rngNews.pick(T.NEWS_HEADLINES)
      const city = cities[rngNews.int(0, cities.length - 1)]
      const source = rngNews.pick(newsSources)
      const title = fill(head.title, { C: city.name })
      const id = newsRows.length + bulkNewsRows.length + 1
      const published = nowMs - rngNews.int(1, 3 * 365 * 24 * 60) * MINUTE
      bulkNewsRows.push({
        id,
        slug: `${slugify(title) || 'news'}-${id}`,
        source_id: source.id,
        title,
        summary: fill(head.summary, { C: city.name }),
        body: fill(head.summary, { C: city.name }),
        url: `https://example.org/haven-news/archive/${id}`,
        image_url: null,
        category: head.category,
        language: source.language,
        published_at: published,
        featured: rngNews.chance(0.02),
        created_at: published,
      })
    }
    emit('news_articles', bulkNewsRows)
  }

  return tables
}
