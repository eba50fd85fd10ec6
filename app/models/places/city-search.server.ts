/**
 * Finding a city of the directory by its name, in any language: the text match of the places
 * search (/places, `searchPlaces`), also used to pick a city — the city combobox of 'My Vibe'
 * and of the venue suggestion (GET /resources/cities) and, without JavaScript, the typed name
 * resolved on the server. One implementation, so 'München', 'Munchen' or 'Мюнхен' find Munich
 * wherever a city is searched.
 *
 * A city matches when its display name or its ASCII name contains the text, or when one of its
 * alternate names (`cities.search_names`, folded by the seed with app/utils/search-fold.ts)
 * starts with the folded text; found through a trigram index (see `cityNameMatch`).
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, countries } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { foldSearchText } from '~/utils/search-fold'
import { searchText, withoutControl } from '~/utils/text-hygiene'

/** One city to choose: its id and labels in the reader's language (never coordinates). */
export type CityChoice = { id: number; name: string; region: string | null; country: string }

/** Longest query text taken (longer input is cut). */
export const CITY_QUERY_MAX = 100
/** Shortest query (folded) that searches at all. */
export const CITY_QUERY_MIN = 2

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`)
/** FTS5 phrase: the text in double quotes, its own quotes doubled (no operator survives), no control character (a NUL ends FTS5's reading of it). */
const phrase = (value: string) => `"${withoutControl(value).replaceAll('"', '""')}"`
/** A short text is looked for among this many most populous cities only (a capped scan). */
const SHORT_QUERY_SCAN = 5_000

/** The query as the search takes it: spaces collapsed, trimmed, cut to CITY_QUERY_MAX. */
export const normalizeCityQuery = (value: string | null | undefined) => searchText(value, CITY_QUERY_MAX)

/**
 * The SQL condition of a city matching the text (already normalized), by index only: 3+
 * characters are looked up in `city_name_parts` (FTS5 trigrams of the display, ASCII and
 * alternate names, migrations/0008), then checked on those candidates; 2 characters start a
 * name among the SHORT_QUERY_SCAN most populous cities. Undefined for a shorter text.
 * (No LIKE on the user's text beyond 2 characters: D1 refuses LIKE patterns over 50 bytes.)
 */
export function cityNameMatch(text: string): SQL | undefined {
  const folded = foldSearchText(text).replace(/\|/g, '')
  if ([...folded].length < CITY_QUERY_MIN) return undefined
  if ([...folded].length >= 3) {
    const match = folded === text.toLowerCase() ? phrase(text) : `${phrase(text)} OR ${phrase(folded)}`
    // the index finds the candidates; instr keeps the match of before on them: a display or
    // ASCII name containing the text, an alternate name starting with it ('ünchen' is no name)
    return sql`${cities.id} IN (SELECT rowid FROM city_name_parts WHERE city_name_parts MATCH ${match}) AND (instr(lower(${cities.name}), lower(${text})) > 0 OR instr(lower(${cities.asciiName}), ${folded}) > 0 OR instr(${cities.searchNames}, ${`|${folded}`}) > 0)`
  }
  const prefix = `${escapeLike(folded)}%`
  return sql`${cities.id} IN (SELECT id FROM (SELECT ${cities.id} AS id, ${cities.name} AS name, ${cities.asciiName} AS ascii, ${cities.searchNames} AS alternates FROM ${cities} ORDER BY ${cities.population} DESC LIMIT ${SHORT_QUERY_SCAN}) WHERE name LIKE ${prefix} ESCAPE '\\' OR ascii LIKE ${prefix} ESCAPE '\\' OR alternates LIKE ${`%|${prefix}`} ESCAPE '\\')`
}

/**
 * Most populous first, for a text match. '+' keeps SQLite off cities_population_idx: one
 * sequential scan and a top-N sort (~6 ms over 24k rows) beats walking the index through every
 * row when a name matches rarely ('München': ~20 ms).
 */
export const textMatchOrder = () => [desc(sql`+${cities.population}`), asc(cities.id)]

const localName = (
  column: typeof cities.names | typeof countries.names,
  fallback: typeof cities.name | typeof countries.name,
  language: Language,
) => sql<string>`coalesce(json_extract(${column}, ${`$.${language}`}), ${fallback})`

/** City choices with their labels in the reader's language, to be filtered by the caller. */
function choiceQuery(db: Db, language: Language) {
  return db
    .select({
      id: cities.id,
      name: localName(cities.names, cities.name, language),
      region: cities.region,
      country: localName(countries.names, countries.name, language),
      // for the exact-name check of resolveCityText
      displayName: cities.name,
      asciiName: cities.asciiName,
      searchNames: cities.searchNames,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
}

type ChoiceRow = Awaited<ReturnType<ReturnType<typeof choiceQuery>['all']>>[number]
const toChoice = (row: ChoiceRow): CityChoice => ({ id: row.id, name: row.name, region: row.region, country: row.country })

async function matchingCities(db: Db, query: string, language: Language, limit: number) {
  const text = normalizeCityQuery(query)
  if (foldSearchText(text).length < CITY_QUERY_MIN) return []
  return choiceQuery(db, language)
    .where(cityNameMatch(text))
    .orderBy(...textMatchOrder())
    .limit(limit)
    .all()
}

/** Cities matching the text (the places search's match), most populous first. */
export async function searchCities(db: Db, query: string, language: Language, limit = 8): Promise<CityChoice[]> {
  return (await matchingCities(db, query, language, limit)).map(toChoice)
}

/** A city by id (to check a submitted choice), with its labels in the reader's language. */
export async function getCityChoice(db: Db, id: number, language: Language): Promise<CityChoice | null> {
  const row = await choiceQuery(db, language).where(eq(cities.id, id)).get()
  return row ? toChoice(row) : null
}

/**
 * Without JavaScript a form sends the typed text only: the part before a comma ('Berlin,
 * Germany' → 'Berlin') is searched, and the most populous city called exactly that (by any of
 * its names, 'München' included) is taken, else the most populous match.
 */
export async function resolveCityText(db: Db, text: string, language: Language): Promise<CityChoice | null> {
  const name = normalizeCityQuery(text.split(',')[0])
  const found = await matchingCities(db, name, language, 20)
  const folded = foldSearchText(name)
  const exact = found.find(
    (row) =>
      foldSearchText(row.name) === folded ||
      foldSearchText(row.displayName) === folded ||
      foldSearchText(row.asciiName) === folded ||
      !!row.searchNames?.includes(`|${folded}|`),
  )
  const city = exact ?? found[0]
  return city ? toChoice(city) : null
}
