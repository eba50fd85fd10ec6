/**
 * The /users directory ('User directory'): members who allow it, as the viewer may see them.
 *
 * Rules: every query goes through listedProfile (visibleProfile and not hidden from the
 * directory — Haven's 'incognito': there is no other notion of it in the schema or settings).
 * So a visitor sees only profiles visible to everyone; a blocked member, either way, never
 * appears; nor does a suspended account. The city filter and the cities offered take only
 * members who show their city (a member who hides it is never found by it).
 *
 * At scale (issue 39, decision 042; migration 0033): a page walks the order's index
 * (`profiles_directory_order_idx`, or `profiles_city_directory_idx` within a city: named first,
 * by name NOCASE, then id) and stops at the page; the total is counted to '1,000+' only; the
 * cities offered are candidates from `directory_cities` (directory-cities.server.ts) each checked
 * by listedProfile for this viewer, never a GROUP BY over every profile.
 *
 * The name (decision 042): with letters or digits, `q` is matched in `profile_names` (FTS5) as
 * the start of consecutive words of the name ('ezr', 'everyone', 'ezra ev'; case and diacritics
 * aside), which takes in the start of the whole name; a text without any is the start of the
 * whole name, a range of `profiles_display_name_idx` (NOCASE). A text with at most
 * DIRECTORY_NAME_SORT_MAX hits is read from its hits, and those visible sorted; a commoner one
 * walks the order's index, testing each row against the hits, since its matches are dense. No
 * LIKE on user text (D1 refuses long patterns, and % or _ would be wildcards).
 *
 * Round trips: two per page (the city choices, the chosen city and the name's hits; then the
 * total and the page), three on a new database (the summary computed first).
 */
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, directoryCities, profiles } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { cityParam, lenient, pageParam } from '~/utils/url-params'
import { cityShownJoin, memberCardFields, toMemberCard, type MemberCard } from './cards.server'
import {
  DIRECTORY_CITY_CHOICES,
  DIRECTORY_MAX_PAGE,
  DIRECTORY_PAGE_SIZE,
  MAX_DIRECTORY_INTERESTS,
  MAX_DIRECTORY_QUERY_LENGTH,
  isInterest,
  isUserMode,
  type DirectoryQuery,
} from './directory-query'
import type { Interest } from './options'
import { cityShown, listedProfile } from './visibility.server'
import { audienceOf, inAudience, refreshDirectoryCities } from './directory-cities.server'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import { searchText } from '~/utils/text-hygiene'

/** The URL's query, every bad value dropped (never an error). */
export function parseDirectoryQuery(url: URL): DirectoryQuery {
  const p = url.searchParams
  const q = searchText(p.get('q'), MAX_DIRECTORY_QUERY_LENGTH)
  const mode = p.get('mode')
  const interests: Interest[] = []
  for (const value of p.getAll('interest'))
    for (const part of value.split(',')) {
      const slug = part.trim().toLowerCase()
      if (isInterest(slug) && !interests.includes(slug) && interests.length < MAX_DIRECTORY_INTERESTS) interests.push(slug)
    }
  return {
    q,
    city: lenient(cityParam, p.get('city')),
    mode: isUserMode(mode) ? mode : null,
    interests,
    page: Math.min(lenient(pageParam, p.get('page')) ?? 1, DIRECTORY_MAX_PAGE),
  }
}

export type DirectoryCity = { id: number; name: string }

/**
 * A text with at most this many hits in `profile_names` is read from its hits and those visible
 * sorted; a commoner one walks the order's index (decision 042).
 */
export const DIRECTORY_NAME_SORT_MAX = 2000

/** The name's search: its FTS5 expression (null without a letter or digit) and its hits, counted to DIRECTORY_NAME_SORT_MAX + 1. */
export type DirectoryNameSearch = { q: string; match: string | null; hits: number }

export type ResolvedDirectoryQuery = { query: DirectoryQuery; cities: DirectoryCity[]; name: DirectoryNameSearch | null }

/** The text as one FTS5 phrase, its last word a prefix (the tokenizer reads it as it read the names); null without a letter or digit. */
export function directoryNameMatch(q: string): string | null {
  if (!/[\p{L}\p{N}]/u.test(q)) return null
  return `"${q.replaceAll('"', '""')}"*`
}

const nameHitKeys = (match: string) => sql`SELECT rowid FROM profile_names WHERE profile_names MATCH ${match}`
/** SQL: the ids of the members whose name matches an FTS5 expression of directoryNameMatch (the invite page's friends too). */
export const nameHitIds = (match: string) => sql`SELECT user_id FROM profile_name_keys WHERE id IN (${nameHitKeys(match)})`

/**
 * The cities offered (candidates from directory_cities, the most members first, each kept only
 * where listedProfile finds a member of this viewer's who shows it), the query without a city
 * that names none, and the name's hits counted (which decide how the list reads them).
 */
export async function resolveDirectoryQuery(
  db: Db,
  viewer: Viewer,
  raw: DirectoryQuery,
  language: Language,
): Promise<ResolvedDirectoryQuery> {
  const cityName = localizedName(cities.names, cities.name, language)
  const shownBy = (cityId: SQLWrapper) =>
    sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.cityId} = ${cityId} AND ${and(cityShown(), listedProfile(viewer))})`
  const match = directoryNameMatch(raw.q)
  const read = () =>
    db.batch([
      db
        .select({ id: cities.id, name: cityName.as('city_name') })
        .from(directoryCities)
        .innerJoin(cities, eq(cities.id, directoryCities.cityId))
        .where(and(inAudience(audienceOf(viewer != null)), shownBy(directoryCities.cityId)))
        .orderBy(desc(directoryCities.members), directoryCities.cityId)
        .limit(DIRECTORY_CITY_CHOICES),
      db
        .select({ id: cities.id, name: cityName.as('city_name') })
        .from(cities)
        .where(and(eq(cities.id, raw.city ?? -1), shownBy(cities.id))),
      db.select({ candidates: sql<number>`EXISTS (SELECT 1 FROM ${directoryCities})`.as('candidates') }).from(sql`(SELECT 1)`),
      db
        .select({
          hits: (match
            ? sql<number>`(SELECT count(*) FROM (${nameHitKeys(match)} LIMIT ${DIRECTORY_NAME_SORT_MAX + 1}))`
            : sql<number>`0`
          ).as('name_hits'),
        })
        .from(sql`(SELECT 1)`),
    ])
  let [cityRows, chosen, [summary], [probe]] = await read()
  // a new database, before the first refresh: count now
  if (!summary?.candidates && (await refreshDirectoryCities(db)) > 0) [cityRows, chosen, [summary], [probe]] = await read()
  const choices: DirectoryCity[] = [...cityRows]
  const city = chosen[0] ?? null
  if (city && !choices.some((c) => c.id === city.id)) choices.push(city)
  const collator = new Intl.Collator(language)
  choices.sort((a, b) => collator.compare(a.name, b.name))
  return {
    query: { ...raw, city: city ? city.id : null },
    cities: choices,
    name: raw.q ? { q: raw.q, match, hits: Number(probe?.hits ?? 0) } : null,
  }
}

/**
 * The name as a condition over `profiles`: its hits by id when they are few (SQLite reads them by
 * primary key, then sorts those visible), each walked row's key among the hits when they are many
 * (the order's index walked, stopping at the page); without a letter or digit, the start of the
 * whole name as a range of the NOCASE index.
 */
function nameCondition(name: DirectoryNameSearch): SQL {
  if (!name.match) {
    const whole = sql`${profiles.displayName} COLLATE NOCASE`
    // the prefix as a range of the NOCASE index: q ≤ name < q + the highest character
    return sql`(${whole} >= ${name.q} AND ${whole} < ${`${name.q}\u{10FFFF}`})`
  }
  if (name.hits <= DIRECTORY_NAME_SORT_MAX) return sql`${profiles.userId} IN (${nameHitIds(name.match)})`
  return sql`(SELECT id FROM profile_name_keys WHERE user_id = ${profiles.userId}) IN (${nameHitKeys(name.match)})`
}

/** Everything but the name. */
function conditions(viewer: Viewer, query: DirectoryQuery): SQL {
  const where: SQL[] = [listedProfile(viewer)]
  if (query.city != null) where.push(and(eq(profiles.cityId, query.city), cityShown())!)
  if (query.mode) where.push(eq(profiles.userMode, query.mode))
  for (const interest of query.interests)
    where.push(sql`EXISTS (SELECT 1 FROM json_each(${profiles.interests}) WHERE json_each.value = ${interest})`)
  return and(...where)!
}

/** `total` is counted to COUNT_CAP + 1 at most; `totalCapped`: there are more than COUNT_CAP ('1,000+'), and the pages end there. */
export type DirectoryPage = { cards: MemberCard[]; total: number; totalCapped: boolean; page: number; pageCount: number }

/** The order of every page: the order's index (profiles_directory_order_idx, or profiles_city_directory_idx in a city), exactly. */
const directoryOrder = [sql`(${profiles.displayName} IS NULL)`, sql`${profiles.displayName} COLLATE NOCASE`, profiles.userId]

/**
 * A name's few hits (at most DIRECTORY_NAME_SORT_MAX): the visible ones are read and sorted whole
 * for any page, so one statement counts them too (`count(*) OVER ()` over the sorted hits, before
 * the page is cut) and the page's cards are read for its rows only: each hit's rule is tested
 * once, not once for the count and again for the page (/users?q=alex as a member at 100 000
 * members: 18 + 16 → 12.5 ms of SQLite). A page past the end has no row to carry the total: null.
 */
async function fewHitsPage(db: Db, where: SQL, page: number, language: Language) {
  const hits = db
    .select({
      userId: sql<string>`${profiles.userId}`.as('hit_id'),
      total: sql<number>`count(*) OVER ()`.as('hit_total'),
    })
    .from(profiles)
    .where(where)
    .orderBy(...directoryOrder)
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE)
    .as('hits')
  const rows = await db
    .select({ ...memberCardFields(language), total: hits.total })
    .from(hits)
    .innerJoin(profiles, eq(profiles.userId, hits.userId))
    .leftJoin(cities, cityShownJoin())
    .orderBy(...directoryOrder)
  if (!rows.length) return null
  return { cards: rows.map(({ total: _total, ...card }) => toMemberCard(card)), total: Number(rows[0]!.total) }
}

/** The page's cards and the total (to '1,000+'), in one batch (a page past the end: the caller redirects). */
export async function listDirectory(
  db: Db,
  viewer: Viewer,
  resolved: Pick<ResolvedDirectoryQuery, 'query' | 'name'>,
  language: Language,
): Promise<DirectoryPage> {
  const { query, name } = resolved
  const rest = conditions(viewer, query)
  const where = name ? and(rest, nameCondition(name))! : rest
  const pageOf = (cards: MemberCard[], counted: number) => {
    const { count: total, more: totalCapped } = shownCount(counted)
    return { cards, total, totalCapped, page: query.page, pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)) }
  }
  if (name?.match && name.hits <= DIRECTORY_NAME_SORT_MAX) {
    const few = await fewHitsPage(db, where, query.page, language)
    if (few) return pageOf(few.cards, few.total)
  }
  // a name with letters is counted from its hits (each read once, stopping at the cap), whatever their number
  const matches = name?.match
    ? sql`SELECT 1 FROM profile_names CROSS JOIN profile_name_keys ON profile_name_keys.id = profile_names.rowid CROSS JOIN ${profiles} ON ${profiles.userId} = profile_name_keys.user_id WHERE profile_names MATCH ${name.match} AND ${rest}`
    : sql`SELECT 1 FROM ${profiles} WHERE ${where}`
  const [[counted], rows] = await db.batch([
    db.select({ total: cappedCount(matches).as('total') }).from(sql`(SELECT 1)`),
    db
      .select(memberCardFields(language))
      .from(profiles)
      .leftJoin(cities, cityShownJoin())
      .where(where)
      .orderBy(...directoryOrder)
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
  ])
  return pageOf(rows.map(toMemberCard), Number(counted?.total ?? 0))
}
