/**
 * The /users directory ('User directory'): members who allow it, as the viewer may see them.
 *
 * Rules: every query goes through listedProfile (visibleProfile and not hidden from the
 * directory — Haven's 'incognito': there is no other notion of it in the schema or settings).
 * So a visitor sees only profiles visible to everyone; a blocked member, either way, never
 * appears; nor does a suspended account. The city filter and the cities offered take only
 * members who show their city (a member who hides it is never found by it).
 *
 * The name: a prefix of the whole name reads `profiles_display_name_idx` (NOCASE) as a range;
 * the start of a later word (' ' + q) is tested on the rows the other filters leave. No LIKE on
 * user text (D1 refuses long patterns, and % or _ would be wildcards).
 *
 * Round trips: two per page (the city choices and the chosen city; then the total and the page).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, profiles } from '~/db/schema'
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
import { listedProfile } from './visibility.server'
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

export type DirectoryCity = { id: number; name: string; count: number }

/** The cities offered (those of listed members who show theirs, the most members first) and the query without a city that names none. */
export async function resolveDirectoryQuery(db: Db, viewer: Viewer, raw: DirectoryQuery, language: Language) {
  const cityName = localizedName(cities.names, cities.name, language)
  const listedWithCity = and(listedProfile(viewer), eq(profiles.showCity, true))
  const [cityRows, chosen] = await db.batch([
    db
      .select({ id: cities.id, name: cityName.as('city_name'), count: count() })
      .from(profiles)
      .innerJoin(cities, eq(cities.id, profiles.cityId))
      .where(listedWithCity)
      .groupBy(cities.id)
      .orderBy(desc(count()), cities.id)
      .limit(DIRECTORY_CITY_CHOICES),
    db
      .select({ id: cities.id, name: cityName.as('city_name'), count: count() })
      .from(profiles)
      .innerJoin(cities, eq(cities.id, profiles.cityId))
      .where(and(listedWithCity, eq(cities.id, raw.city ?? -1)))
      .groupBy(cities.id),
  ])
  const choices: DirectoryCity[] = [...cityRows]
  const city = chosen[0] ?? null
  if (city && !choices.some((c) => c.id === city.id)) choices.push(city)
  const collator = new Intl.Collator(language)
  choices.sort((a, b) => collator.compare(a.name, b.name))
  return { query: { ...raw, city: city ? city.id : null }, cities: choices }
}

function nameCondition(q: string): SQL | null {
  if (!q) return null
  const name = sql`${profiles.displayName} COLLATE NOCASE`
  // the prefix as a range of the NOCASE index: q ≤ name < q + the highest character
  const prefix = sql`(${name} >= ${q} AND ${name} < ${`${q}\u{10FFFF}`})`
  const word = sql`instr(lower(' ' || ${profiles.displayName}), lower(${` ${q}`})) > 0`
  return sql`(${prefix} OR ${word})`
}

function conditions(viewer: Viewer, query: DirectoryQuery): SQL {
  const where: SQL[] = [listedProfile(viewer)]
  const name = nameCondition(query.q)
  if (name) where.push(name)
  if (query.city != null) where.push(and(eq(profiles.cityId, query.city), eq(profiles.showCity, true))!)
  if (query.mode) where.push(eq(profiles.userMode, query.mode))
  for (const interest of query.interests)
    where.push(sql`EXISTS (SELECT 1 FROM json_each(${profiles.interests}) WHERE json_each.value = ${interest})`)
  return and(...where)!
}

export type DirectoryPage = { cards: MemberCard[]; total: number; page: number; pageCount: number }

/** The page's cards and the total, in one batch (a page past the end: the caller redirects). */
export async function listDirectory(db: Db, viewer: Viewer, query: DirectoryQuery, language: Language): Promise<DirectoryPage> {
  const where = conditions(viewer, query)
  const [[totalRow], rows] = await db.batch([
    db.select({ total: count() }).from(profiles).where(where),
    db
      .select(memberCardFields(language))
      .from(profiles)
      .leftJoin(cities, cityShownJoin())
      .where(where)
      .orderBy(sql`${profiles.displayName} IS NULL`, sql`${profiles.displayName} COLLATE NOCASE`, profiles.userId)
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
  ])
  const total = totalRow?.total ?? 0
  return { cards: rows.map(toMemberCard), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)) }
}
