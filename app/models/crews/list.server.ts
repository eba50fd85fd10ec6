import { and, asc, count, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import type { Db } from '~/db/client'
import { cities, communityGroups, countries, type CrewCategory, type GroupVisibility } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localizedName } from '~/models/places/localized.server'
import { hasCjk, phrase, words } from '~/models/search/text'
import type { Viewer } from '~/models/viewer'
import { crewTeaserVisible, isActiveCrewMember, visibleCrew } from './visibility.server'
import { CREW_PAGE_SIZE, CREW_SIZES, hasAttributeFilter, MAX_CREW_QUERY_WORDS, type CrewQuery } from './list-query'

/**
 * /groups ('Crews', SPEC §2): the crews a viewer may know, by crewTeaserVisible. A crew the
 * viewer may see in full (visibleCrew: public, or theirs) shows its category, place and cover;
 * a listed private crew of which they are not a member shows only its name, description and size
 * (SPEC: 'request to join' and nothing else), so the filters that would tell more (city,
 * country, category) match only crews seen in full, and its card carries nothing else.
 */

export type CrewCard =
  | {
      id: string
      name: string
      description: string | null
      memberCount: number
      visibility: GroupVisibility
      /** Seen in full: the viewer may open its page, posts, events (visibleCrew). */
      full: true
      category: CrewCategory
      place: string | null
      imageUrl: string | null
      /** The viewer is an active member. */
      member: boolean
    }
  | { id: string; name: string; description: string | null; memberCount: number; visibility: 'private'; full: false }

/** `total` is counted to COUNT_CAP + 1 at most; `totalCapped`: there are more than COUNT_CAP ('1,000+'), and the pages end there. */
export type CrewList = { cards: CrewCard[]; total: number; totalCapped: boolean; page: number; pageCount: number }

/** The crews this query matches for this viewer, one page of them. */
export async function listCrews(db: Db, viewer: Viewer, query: CrewQuery, language: Language): Promise<CrewList> {
  const where = crewListFilter(viewer, query)
  const order =
    query.sort === 'name'
      ? [sql`${communityGroups.name} COLLATE NOCASE`, asc(communityGroups.id)]
      : query.sort === 'newest'
        ? [desc(communityGroups.createdAt), asc(communityGroups.id)]
        : [desc(communityGroups.memberCount), asc(communityGroups.id)]
  const [[counted], rows] = await db.batch([
    db.select({ total: cappedCount(sql`SELECT 1 FROM ${communityGroups} WHERE ${where}`).as('total') }).from(sql`(SELECT 1)`),
    db
      .select({
        id: communityGroups.id,
        name: communityGroups.name,
        description: communityGroups.description,
        memberCount: communityGroups.memberCount,
        visibility: communityGroups.visibility,
        category: communityGroups.category,
        imageUrl: communityGroups.imageUrl,
        // named: D1 answers a row as an object first, where a column named '0' (a visitor's
        // membership) would move to the front and shift every column after it
        full: sql<number>`${visibleCrew(viewer)}`.as('seen_in_full'),
        member: sql<number>`${isActiveCrewMember(viewer, communityGroups.id)}`.as('is_member'),
        cityName: localizedName(cities.names, cities.name, language).as('city_name'),
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
      })
      .from(communityGroups)
      .leftJoin(cities, eq(cities.id, communityGroups.cityId))
      .leftJoin(countries, eq(countries.id, communityGroups.countryId))
      .where(where)
      .orderBy(...order)
      .limit(CREW_PAGE_SIZE)
      .offset((query.page - 1) * CREW_PAGE_SIZE),
  ])
  const { count: total, more: totalCapped } = shownCount(counted?.total)
  const cards = rows.map((row): CrewCard => {
    const base = { id: row.id, name: row.name, description: row.description, memberCount: row.memberCount }
    if (!row.full) return { ...base, visibility: 'private', full: false }
    return {
      ...base,
      visibility: row.visibility,
      full: true,
      category: row.category,
      place: [row.cityName, row.countryName].filter(Boolean).join(', ') || null,
      imageUrl: row.imageUrl,
      member: !!row.member,
    }
  })
  return { cards, total, totalCapped, page: query.page, pageCount: Math.max(1, Math.ceil(total / CREW_PAGE_SIZE)) }
}

/**
 * The text's words as an FTS5 expression over crew_words (migration 0035): every word, each as a
 * prefix ('run' finds 'Runners'), in any order, in the name or the description. Null for a text
 * the words index cannot answer: no letter or digit, or Chinese, Japanese or Korean (one token a
 * run, so a word inside a run would be missed).
 */
function crewWordsMatch(q: string): string | null {
  if (hasCjk(q)) return null
  const found = words(q).slice(0, MAX_CREW_QUERY_WORDS)
  return found.length ? found.map((word) => `${phrase(word)}*`).join(' AND ') : null
}

/** The crews whose name or description hold the text: their ids from crew_words, or else each crew's text read (rare: see crewWordsMatch). */
function crewWordsCondition(q: string): SQL {
  const match = crewWordsMatch(q)
  if (!match) return sql`instr(lower(${communityGroups.name} || ' ' || coalesce(${communityGroups.description}, '')), lower(${q})) > 0`
  return sql`${communityGroups.id} IN (SELECT group_id FROM crew_word_keys WHERE id IN (SELECT rowid FROM crew_words WHERE crew_words MATCH ${match}))`
}

/** Over community_groups: what this query matches among the crews this viewer may know. */
export function crewListFilter(viewer: Viewer, query: CrewQuery): SQL {
  const conditions: (SQL | undefined)[] = [crewTeaserVisible(viewer)]
  if (query.q) conditions.push(crewWordsCondition(query.q))
  if (query.size) {
    const [min, max] = CREW_SIZES[query.size]
    conditions.push(gte(communityGroups.memberCount, min), max == null ? undefined : lte(communityGroups.memberCount, max))
  }
  if (hasAttributeFilter(query)) {
    // where and what about: only of crews the viewer may see in full
    conditions.push(visibleCrew(viewer))
    if (query.city != null) conditions.push(eq(communityGroups.cityId, query.city))
    if (query.country != null) conditions.push(eq(communityGroups.countryId, query.country))
    if (query.category != null) conditions.push(eq(communityGroups.category, query.category))
  }
  return and(...conditions)!
}

export type CrewFilterChoices = { cities: { id: number; name: string }[]; countries: { id: string; name: string }[] }

/** The places offered in the filters: those of crews this viewer may see in full, the most crews first. */
export async function crewFilterChoices(db: Db, viewer: Viewer, language: Language): Promise<CrewFilterChoices> {
  const seen = visibleCrew(viewer)
  // the crews grouped by place first (walking the place's index), then the hundred largest places named:
  // naming every place before grouping read all 24 000 cities (issue 39)
  const byCity = db
    .select({ placeId: sql<number>`${communityGroups.cityId}`.as('place_id'), crews: count().as('crews') })
    .from(communityGroups)
    .where(and(seen, isNotNull(communityGroups.cityId)))
    .groupBy(communityGroups.cityId)
    .orderBy(desc(sql`crews`), asc(communityGroups.cityId))
    .limit(100)
    .as('by_city')
  const byCountry = db
    .select({ placeId: sql<string>`${communityGroups.countryId}`.as('place_id'), crews: count().as('crews') })
    .from(communityGroups)
    .where(and(seen, isNotNull(communityGroups.countryId)))
    .groupBy(communityGroups.countryId)
    .orderBy(desc(sql`crews`), asc(communityGroups.countryId))
    .limit(100)
    .as('by_country')
  const [cityRows, countryRows] = await db.batch([
    db
      .select({ id: cities.id, name: localizedName(cities.names, cities.name, language) })
      .from(byCity)
      .innerJoin(cities, eq(cities.id, byCity.placeId)),
    db
      .select({ id: countries.id, name: localizedName(countries.names, countries.name, language) })
      .from(byCountry)
      .innerJoin(countries, eq(countries.id, byCountry.placeId)),
  ])
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, language)
  return { cities: cityRows.sort(byName), countries: countryRows.sort(byName) }
}
