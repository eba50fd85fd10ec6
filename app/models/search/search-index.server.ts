/**
 * The FTS5 `search_index`: one table over every searchable type (SPEC §3 search types), ranked
 * with bm25. It is public — the same for everyone — so each type's rows go in exactly as far
 * as its owner's rule lets a visitor see them (visibleVenue, visibleEvent, visibleListing,
 * visiblePersonality, visibleCrew, visibleResource, visibleNewsArticle, visibleTravelGuide,
 * visibleContentPage, searchableProfile). A private crew, its events and posts, a pending venue
 * or a profile not visible to everyone never enter it. Member locations are their chosen city,
 * never coordinates, and only when they show it.
 *
 * `rebuildSearchIndex` rebuilds it all (the seed, `npm run search:rebuild`); domain code keeps
 * single rows in step with `syncSearchEntry` after a change that affects what the index holds.
 *
 * Beside the words (decision 039): each entry's popularity (0..1) for the ranking, `alt` (a
 * country's and a city's names in the 11 languages and other scripts), the trigram index
 * `search_cjk` of entries with Chinese, Japanese or Korean text, and `search_typo_keys`, the
 * deletion keys of the words of titles (typo tolerance, search.server.ts).
 * Who may see a hit is asked again at query time, of its type's visibility rule (hits.server.ts):
 * the index never widens what a viewer gets, and a block or a later change narrows it at once.
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { keyedWord, storedKeys, words } from './text'
import { VISITOR } from '~/models/viewer'
import type { Db } from '~/db/client'
// FTS5 is a virtual table drizzle does not know: its statements go to the D1 binding as SQL
import { runSqlBatch } from '~/db/sql-batch'
import {
  cities,
  communityGroups,
  contentPages,
  countries,
  events,
  marketplaceListings,
  newsArticles,
  personalities,
  profiles,
  resources,
  travelGuides,
  unifiedTags,
  venues,
} from '~/db/schema'
import { visibleContentPage } from '~/models/wiki/visibility.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleEvent } from '~/models/events/visibility.server'
import { visibleListing } from '~/models/marketplace/visibility.server'
import { cityShown, searchableProfile } from '~/models/members/visibility.server'
import { visibleNewsArticle } from '~/models/news/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'

/** A JSON object's values (a row's names per language), as one text. */
const namesOf = (column: SQLWrapper) => sql`coalesce((SELECT group_concat(value, ' ') FROM json_each(${column})), '')`
/** A count as a popularity in 0..1: half way at `half`. */
const saturating = (count: SQLWrapper, half: number) => sql`(${count} * 1.0 / (${count} + ${half}))`

/** Per type: the SELECT of its public rows as entries, narrowed by `only` (one row) when given. */
const ENTRIES = {
  venue: (only?: SQL) => sql`
    SELECT 'venue', ${venues.id}, (${venues.ratingAvg} / 5.0) * ${saturating(venues.ratingCount, 10)}, ${venues.name}, '', coalesce(${venues.description}, ''), trim(coalesce(${cities.name}, '') || ' ' || ${countries.name})
    FROM ${venues} JOIN ${countries} ON ${countries.id} = ${venues.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${venues.cityId}
    WHERE ${and(visibleVenue(VISITOR), only)}`,
  event: (only?: SQL) => sql`
    SELECT 'event', ${events.id}, ${saturating(events.attendingCount, 50)}, ${events.title}, '', coalesce(${events.description}, ''), trim(coalesce(${cities.name}, '') || ' ' || coalesce(${countries.name}, ''))
    FROM ${events} LEFT JOIN ${countries} ON ${countries.id} = ${events.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${events.cityId}
    WHERE ${and(visibleEvent(VISITOR), only)}`,
  marketplace: (only?: SQL) => sql`
    SELECT 'marketplace', ${marketplaceListings.id}, (${marketplaceListings.ratingAvg} / 5.0) * ${saturating(marketplaceListings.ratingCount, 10)}, ${marketplaceListings.title}, '', coalesce(${marketplaceListings.businessName}, '') || ' ' || coalesce(${marketplaceListings.description}, ''), ''
    FROM ${marketplaceListings} WHERE ${and(visibleListing(VISITOR), only)}`,
  personality: (only?: SQL) => sql`
    SELECT 'personality', ${personalities.id}, CASE WHEN ${personalities.featured} THEN 0.5 ELSE 0 END, ${personalities.name}, '', coalesce(${personalities.profession}, '') || ' ' || coalesce(${personalities.bio}, ''), coalesce(${countries.name}, '')
    FROM ${personalities} LEFT JOIN ${countries} ON ${countries.id} = ${personalities.countryId}
    WHERE ${and(visiblePersonality(VISITOR), only)}`,
  group: (only?: SQL) => sql`
    SELECT 'group', ${communityGroups.id}, ${saturating(communityGroups.memberCount, 50)}, ${communityGroups.name}, '', coalesce(${communityGroups.description}, ''), coalesce(${cities.name}, '')
    FROM ${communityGroups} LEFT JOIN ${cities} ON ${cities.id} = ${communityGroups.cityId}
    WHERE ${and(visibleCrew(VISITOR), only)}`,
  ressource: (only?: SQL) => sql`
    SELECT 'ressource', ${resources.id}, 0, ${resources.title}, '', coalesce(${resources.description}, ''), coalesce(${countries.name}, '')
    FROM ${resources} LEFT JOIN ${countries} ON ${countries.id} = ${resources.countryId}
    WHERE ${and(visibleResource(VISITOR), only)}`,
  news: (only?: SQL) => sql`
    SELECT 'news', ${newsArticles.id}, 0, ${newsArticles.title}, '', coalesce(${newsArticles.summary}, ''), ''
    FROM ${newsArticles} WHERE ${and(visibleNewsArticle(VISITOR), only)}`,
  travel: (only?: SQL) => sql`
    SELECT 'travel', ${travelGuides.id}, 0, ${travelGuides.title}, '', coalesce(${travelGuides.summary}, ''), trim(coalesce(${cities.name}, '') || ' ' || coalesce(${countries.name}, ''))
    FROM ${travelGuides} LEFT JOIN ${countries} ON ${countries.id} = ${travelGuides.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${travelGuides.cityId}
    WHERE ${and(visibleTravelGuide(VISITOR), only)}`,
  content: (only?: SQL) => sql`
    SELECT 'content', ${contentPages.id}, 0, ${contentPages.title}, '', '', ''
    FROM ${contentPages} WHERE ${and(visibleContentPage(VISITOR), only)}`,
  // the taxonomy and the geographic directory are public data
  tag: (only?: SQL) => sql`
    SELECT 'tag', ${unifiedTags.id}, ${saturating(unifiedTags.usageCount, 20)}, ${unifiedTags.name}, '', coalesce(${unifiedTags.description}, ''), ''
    FROM ${unifiedTags} WHERE ${only ?? sql`1`}`,
  user: (only?: SQL) => sql`
    SELECT 'user', ${profiles.userId}, 0, ${profiles.displayName}, '', coalesce(${profiles.bio}, ''), CASE WHEN ${cityShown()} THEN coalesce(${cities.name}, '') ELSE '' END
    FROM ${profiles} LEFT JOIN ${cities} ON ${cities.id} = ${profiles.cityId}
    WHERE ${and(searchableProfile(), only)}`,
  country: (only?: SQL) => sql`
    SELECT 'location', ${countries.id}, ${saturating(sql`coalesce(${countries.population}, 0)`, 10_000_000)}, ${countries.name}, trim(${namesOf(countries.names)} || ' ' || coalesce(${countries.nativeName}, '')), coalesce(${countries.officialName}, '') || ' ' || coalesce(${countries.capital}, ''), coalesce(${countries.region}, '')
    FROM ${countries} WHERE ${only ?? sql`1`}`,
  city: (only?: SQL) => sql`
    SELECT 'location', ${cities.id}, ${saturating(cities.population, 1_000_000)}, ${cities.name}, trim(${namesOf(cities.names)} || ' ' || ${cities.asciiName} || ' ' || coalesce(${cities.searchNames}, '')), coalesce(${cities.region}, ''), ${countries.name}
    FROM ${cities} JOIN ${countries} ON ${countries.id} = ${cities.countryId} WHERE ${only ?? sql`1`}`,
}

/**
 * Chinese, Japanese and Korean characters (kana, CJK ideographs, hangul) for GLOB: an entry whose
 * title or names hold one also goes to the trigram index.
 */
const CJK_GLOB = "'*[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]*'"

/**
 * The statements that put what `select` (one of ENTRIES) yields into the
 * index: its key in search_entries first, then the entry under that key's id as rowid, in the
 * words index and (for CJK text) the trigram index.
 */
function insertStatements(select: SQL): SQL[] {
  const rows = sql`WITH x(type, ref_id, popularity, title, alt, body, location) AS (${select})`
  const keyed = sql.raw('FROM x JOIN search_entries e ON e.type = x.type AND e.ref_id = CAST(x.ref_id AS TEXT)')
  return [
    // the most popular first: a broad lookup reads the index in rowid order and stops at its
    // limit, so after a rebuild it meets the popular entries first (search.server.ts)
    sql`INSERT OR IGNORE INTO search_entries (type, ref_id) ${rows} SELECT type, CAST(ref_id AS TEXT) FROM x ORDER BY popularity DESC`,
    // OR REPLACE: a stray entry under the same rowid (a row written by an older build, by hand)
    // gives way instead of failing the change that syncs
    sql`INSERT OR REPLACE INTO search_index (rowid, type, ref_id, popularity, title, alt, body, location) ${rows}
      SELECT e.id, x.type, x.ref_id, x.popularity, x.title, x.alt, x.body, x.location ${keyed}`,
    sql`INSERT OR REPLACE INTO search_cjk (rowid, type, ref_id, popularity, text) ${rows}
      SELECT e.id, x.type, x.ref_id, x.popularity, x.title || ' ' || x.alt ${keyed} WHERE (x.title || ' ' || x.alt) GLOB ${sql.raw(CJK_GLOB)}`,
  ]
}

/** The statements that take the entries of these rows of one type out of every search table. */
function deleteStatements(type: string, ids: ReadonlyArray<string | number>): SQL[] {
  const keys = sql`SELECT id FROM search_entries WHERE type = ${type} AND ref_id IN (${sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  )})`
  return [
    sql`DELETE FROM search_index WHERE rowid IN (${keys})`,
    sql`DELETE FROM search_cjk WHERE rowid IN (${keys})`,
    sql`DELETE FROM search_entries WHERE id IN (${keys})`,
  ]
}

/** INSERT OR IGNOREs of the typo keys of `terms`, a few thousand keys a statement (one JSON parameter). */
function typoKeyStatements(terms: Iterable<string>): SQL[] {
  const pairs: [string, string][] = []
  for (const term of new Set(terms)) if (keyedWord(term)) for (const key of storedKeys(term)) pairs.push([key, term])
  const statements: SQL[] = []
  for (let i = 0; i < pairs.length; i += 4000)
    statements.push(
      sql`INSERT OR IGNORE INTO search_typo_keys (key, term) SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(pairs.slice(i, i + 4000))})`,
    )
  return statements
}

/** The selects as one, nested two at a time: D1 refuses a compound SELECT of many terms. */
function unionAll(selects: SQL[]): SQL {
  if (selects.length === 1) return selects[0]!
  const half = Math.ceil(selects.length / 2)
  return sql`SELECT * FROM (${unionAll(selects.slice(0, half))}) UNION ALL SELECT * FROM (${unionAll(selects.slice(half))})`
}

/** Rebuilds the whole index (and its trigram index and typo keys) from the content tables. */
export async function rebuildSearchIndex(db: Db) {
  await runSqlBatch(db, [
    sql`DELETE FROM search_index`,
    sql`DELETE FROM search_cjk`,
    sql`DELETE FROM search_entries`,
    sql`DELETE FROM search_typo_keys`,
    // every type at once, so the rowids follow popularity across types
    ...insertStatements(unionAll(Object.values(ENTRIES).map((entry) => entry()))),
  ])
  // the words of titles, from the index's own vocabulary: names in other languages (`alt`) are
  // found as typed (five times the words, and their keys, for names few would misspell), and the
  // words of places are titles of the places themselves
  const vocabulary = await db.$client.prepare(`SELECT term FROM search_vocabulary WHERE col = 'title'`).all<{ term: string }>()
  const statements = typoKeyStatements(vocabulary.results.map((row) => row.term))
  for (let i = 0; i < statements.length; i += 20) await runSqlBatch(db, statements.slice(i, i + 20))
}

/** The index types a single row can be synced for, with the id column it is keyed by. */
const SYNCABLE = {
  venue: venues.id,
  event: events.id,
  marketplace: marketplaceListings.id,
  personality: personalities.id,
  group: communityGroups.id,
  ressource: resources.id,
  news: newsArticles.id,
  travel: travelGuides.id,
  content: contentPages.id,
  tag: unifiedTags.id,
  user: profiles.userId,
} as const
export type SyncableSearchType = keyof typeof SYNCABLE

/**
 * The statements that put one row's index entry in step with its table (see syncSearchEntry), for
 * a caller that runs them in its own batch with the change itself (a deletion, a merge: the typo
 * keys of new words come with syncSearchEntry only).
 */
export function searchEntryStatements(type: SyncableSearchType, id: string | number): SQL[] {
  return [...deleteStatements(type, [id]), ...insertStatements(ENTRIES[type](eq(SYNCABLE[type], id as never)))]
}

/** The typo keys of the words of these entries' titles (a word already keyed is skipped). */
async function addTypoKeys(db: Db, type: SyncableSearchType | 'location', ids: ReadonlyArray<string | number>) {
  const { results } = await db.$client
    .prepare(
      `SELECT i.title FROM search_entries e JOIN search_index i ON i.rowid = e.id
       WHERE e.type = ? AND e.ref_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(type, JSON.stringify(ids.map(String)))
    .all<{ title: string }>()
  const statements = typoKeyStatements(results.flatMap((row) => words(row.title)))
  if (statements.length) await runSqlBatch(db, statements)
}

/**
 * Puts one row's index entry in step with its table: present (with its current text) while a
 * visitor may see it, absent otherwise. Call it after any change of the row's state, text or place.
 */
export async function syncSearchEntry(db: Db, type: SyncableSearchType, id: string | number) {
  await runSqlBatch(db, searchEntryStatements(type, id))
  await addTypoKeys(db, type, [id])
}

/**
 * The statements that put a country's or a city's 'location' entry (its names in every language)
 * in step with its row, for the caller's own batch with the change (/admin/countries and
 * /admin/cities: a rename is found at once; a deleted city leaves the index). Follow them with
 * `addPlaceTypoKeys` for the words of a new name.
 */
export function placeSearchStatements(kind: 'country' | 'city', id: string | number): SQL[] {
  const only = kind === 'country' ? eq(countries.id, String(id)) : eq(cities.id, Number(id))
  return [...deleteStatements('location', [id]), ...insertStatements(ENTRIES[kind](only))]
}

/** The typo keys of a place's entry's title, after placeSearchStatements ran. */
export async function addPlaceTypoKeys(db: Db, id: string | number) {
  await addTypoKeys(db, 'location', [id])
}

/**
 * `syncSearchEntry` for many rows of one type at once (the news import's new articles): one
 * transaction per 90 ids (D1 binds at most 100 parameters a statement).
 */
export async function syncSearchEntries(db: Db, type: SyncableSearchType, ids: ReadonlyArray<string | number>) {
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90)
    await runSqlBatch(db, [...deleteStatements(type, chunk), ...insertStatements(ENTRIES[type](inArray(SYNCABLE[type], chunk as never[])))])
    await addTypoKeys(db, type, chunk)
  }
}
