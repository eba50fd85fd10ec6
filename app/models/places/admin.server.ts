/**
 * The directory's back office (issue 41): /admin/countries and /admin/cities.
 *
 * The caller (the route) has checked the moderator role. Rules:
 * - countries come from the ISO list: they are edited (names per language, capital, population,
 *   coordinates, time zones) and never created or deleted here;
 * - a country's safety layer (`country_safety`) is edited with its source and date; each change
 *   writes `country_safety_history` (the whole row before and after, who, when) in the same D1
 *   batch (one transaction) as the change and the staff audit row;
 * - a city is created with its GeoNames id (a taken id is refused), edited, and deleted only
 *   while nothing refers to it (profiles, venues, events, crews, resources, travel guides, a
 *   country's capital); the counters `countries.city_count` and `cities.venue_count` are kept by
 *   the triggers of migrations 0008/0009;
 * - a save that changes nothing writes nothing (no audit, no history) and says so; a form read
 *   before someone else's save is refused (409) unless it asks for what is already stored (a
 *   form sent twice); countries and the safety layer compare `updated_at`, cities (which have
 *   none) a fingerprint of their values. The safety batch re-checks the version inside the
 *   transaction (the history row takes its `after` only from the row just written, NOT NULL);
 *   for a country or a city a save racing within the milliseconds between the read and the
 *   batch is last-write-wins;
 * - every change keeps the search index's 'location' entry in step (a new name is found at
 *   once); the public pages read the tables directly (no cache), so they show it at once too.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isConstraintViolation, isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import {
  cities,
  communityGroups,
  countries,
  countrySafety,
  countrySafetyHistory,
  events,
  profiles,
  resources,
  travelGuides,
  venues,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { staffAuditInsert, type StaffActor } from '../admin/audit.server'
import { addPlaceTypoKeys, placeSearchStatements } from '../search/search-index.server'
import {
  type CityInput,
  type CityQuery,
  type CountryInput,
  type CountryQuery,
  type NewCityInput,
  PLACE_LIMITS,
  type SafetyInput,
} from './admin-schema'
import { cityNameMatch, textMatchOrder } from './city-search.server'
import { localizedName } from './localized.server'

export type PlaceChange<T = object> = ({ ok: true } & T) | { ok: false; reason: 'not-found' | 'unchanged' | 'conflict' }

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PLACE_LIMITS.pageSize))
const offset = (page: number) => (page - 1) * PLACE_LIMITS.pageSize

/** Names per language as stored: empty ones left out, keys in the languages' order. */
function storedNames(names: Partial<Record<string, string | null>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [language, name] of Object.entries(names)) if (name) out[language] = name
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** The fields whose values differ, as { before, after } of those fields only. */
function difference<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]))
  return {
    keys,
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  }
}
const sortedNames = (names: Record<string, string> | null | undefined) =>
  Object.fromEntries(Object.entries(names ?? {}).sort(([a], [b]) => a.localeCompare(b)))

// ---------------------------------------------------------------- countries

export type AdminCountryRow = {
  id: string
  name: string
  flag: string | null
  continent: string
  population: number | null
  cityCount: number
  safety: string | null
  asOf: string | null
}

function countryWhere(query: CountryQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.continent) conditions.push(eq(countries.continent, query.continent))
  if (query.safety === 'none') conditions.push(sql`${countrySafety.countryId} IS NULL`)
  else if (query.safety) conditions.push(eq(countrySafety.sameSexRelations, query.safety))
  if (query.q) {
    const text = query.q.toLowerCase()
    conditions.push(
      sql`(${countries.id} = ${text} OR lower(coalesce(${countries.iso3}, '')) = ${text} OR instr(lower(${countries.name}), ${text}) > 0 OR instr(lower(${countries.names}), ${text}) > 0 OR instr(lower(coalesce(${countries.officialName}, '')), ${text}) > 0)`,
    )
  }
  return conditions.length ? and(...conditions) : undefined
}

/** The country list: by code or name (any language), continent and safety status; by name; 50 a page. About 250 rows: read whole. */
export async function listAdminCountries(db: Db, query: CountryQuery, language: Language) {
  const where = countryWhere(query)
  const name = localizedName(countries.names, countries.name, language)
  const [[totalRow], rows] = await db.batch([
    db.select({ n: count() }).from(countries).leftJoin(countrySafety, eq(countrySafety.countryId, countries.id)).where(where),
    db
      .select({
        id: countries.id,
        name: name.as('local_name'),
        flag: countries.flag,
        continent: countries.continent,
        population: countries.population,
        cityCount: countries.cityCount,
        safety: countrySafety.sameSexRelations,
        asOf: countrySafety.asOf,
      })
      .from(countries)
      .leftJoin(countrySafety, eq(countrySafety.countryId, countries.id))
      .where(where)
      .orderBy(sql`local_name COLLATE NOCASE`, asc(countries.id))
      .limit(PLACE_LIMITS.pageSize)
      .offset(offset(query.page)),
  ])
  const total = totalRow?.n ?? 0
  return { rows: rows as AdminCountryRow[], total, page: query.page, pageCount: pageCount(total) }
}

/** Every country for a choice (a filter, a new city's country), by name in the reader's language. */
export async function countryChoices(db: Db, language: Language) {
  const name = localizedName(countries.names, countries.name, language)
  return db
    .select({ id: countries.id, name: name.as('local_name') })
    .from(countries)
    .orderBy(sql`local_name COLLATE NOCASE`)
    .all()
}

const SAFETY_FIELDS = [
  'sameSexRelations',
  'penalty',
  'marriage',
  'discriminationProtection',
  'genderRecognition',
  'notes',
  'sourceName',
  'sourceUrl',
  'asOf',
] as const
type SafetyValues = { [K in (typeof SAFETY_FIELDS)[number]]: SafetyInput[K] }
const safetyValues = (row: SafetyValues): SafetyValues =>
  Object.fromEntries(SAFETY_FIELDS.map((key) => [key, row[key] ?? null])) as SafetyValues

export type SafetyHistoryEntry = {
  id: number
  createdAt: string
  changedBy: string | null
  changedByName: string | null
  /** The fields that changed, before and after (before null: the layer was first recorded). */
  changes: { field: string; before: unknown; after: unknown }[]
}

/** A country, its safety layer and the layer's history (newest first, 50 entries). */
export async function countryForEditing(db: Db, id: string) {
  const [[country], [safety], history] = await db.batch([
    db.select().from(countries).where(eq(countries.id, id)).limit(1),
    db.select().from(countrySafety).where(eq(countrySafety.countryId, id)).limit(1),
    db
      .select({
        id: countrySafetyHistory.id,
        before: countrySafetyHistory.before,
        after: countrySafetyHistory.after,
        changedBy: countrySafetyHistory.changedBy,
        changedByName: profiles.displayName,
        createdAt: countrySafetyHistory.createdAt,
      })
      .from(countrySafetyHistory)
      .leftJoin(profiles, eq(profiles.userId, countrySafetyHistory.changedBy))
      .where(eq(countrySafetyHistory.countryId, id))
      .orderBy(desc(countrySafetyHistory.createdAt), desc(countrySafetyHistory.id))
      .limit(50),
  ])
  if (!country) return null
  const entries: SafetyHistoryEntry[] = history.map((row) => {
    const before = (row.before ?? {}) as Record<string, unknown>
    const after = (row.after ?? {}) as Record<string, unknown>
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      changedBy: row.changedBy,
      changedByName: row.changedByName,
      changes: SAFETY_FIELDS.filter((field) => !same(before[field] ?? null, after[field] ?? null)).map((field) => ({
        field,
        before: row.before ? (before[field] ?? null) : null,
        after: after[field] ?? null,
      })),
    }
  })
  return { country, safety: safety ?? null, history: entries }
}

const countryValues = (row: {
  names: Record<string, string> | null
  capital: string | null
  population: number | null
  latitude: number | null
  longitude: number | null
  timezones: string[] | null
}) => ({
  names: sortedNames(row.names),
  capital: row.capital ?? null,
  population: row.population ?? null,
  latitude: row.latitude ?? null,
  longitude: row.longitude ?? null,
  timezones: row.timezones ?? [],
})

/** A country's own data. The English name is also its `name` (the fallback of every language). */
export async function saveCountry(db: Db, actor: StaffActor, id: string, input: CountryInput): Promise<PlaceChange<{ name: string }>> {
  const country = await db.select().from(countries).where(eq(countries.id, id)).get()
  if (!country) return { ok: false, reason: 'not-found' }
  const names = storedNames(input.names)
  const before = { name: country.name, ...countryValues(country as never) }
  const after = {
    name: names.en!,
    ...countryValues({ ...input, names, timezones: input.timezones }),
  }
  const diff = difference(before, after)
  if (diff.keys.length === 0) return { ok: false, reason: 'unchanged' }
  if (country.updatedAt.getTime() !== input.version) return { ok: false, reason: 'conflict' }
  const updatedAt = new Date(Math.max(Date.now(), input.version + 1))
  const results = await runSqlBatch(db, [
    db
      .update(countries)
      .set({
        name: after.name,
        names,
        capital: after.capital,
        population: after.population,
        latitude: after.latitude,
        longitude: after.longitude,
        timezones: after.timezones,
        updatedAt,
      })
      .where(and(eq(countries.id, id), eq(countries.updatedAt, new Date(input.version))))
      .getSQL(),
    staffAuditInsert(db, actor, {
      action: 'COUNTRY_UPDATED',
      targetType: 'country',
      targetId: id,
      before: diff.before,
      after: diff.after,
    }).getSQL(),
    ...placeSearchStatements('country', id),
  ])
  if (!results[0]!.meta.changes) return { ok: false, reason: 'conflict' }
  if (diff.keys.includes('name') || diff.keys.includes('names')) await addPlaceTypoKeys(db, id)
  return { ok: true, name: after.name }
}

/**
 * A country's safety layer, created or changed; the history row and the audit row go in the same
 * batch. The history row's `after` is read from the row just written with this save's own
 * updated_at (NOT NULL): when another save won in between, the batch fails and nothing is kept.
 */
export async function saveSafety(db: Db, actor: StaffActor, id: string, input: SafetyInput): Promise<PlaceChange<{ name: string }>> {
  const [[country], [current]] = await db.batch([
    db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, id)).limit(1),
    db.select().from(countrySafety).where(eq(countrySafety.countryId, id)).limit(1),
  ])
  if (!country) return { ok: false, reason: 'not-found' }
  const after = safetyValues(input)
  const before = current ? safetyValues(current) : null
  if (before && same(before, after)) return { ok: false, reason: 'unchanged' }
  const currentVersion = current ? current.updatedAt.getTime() : null
  if (currentVersion !== input.version) return { ok: false, reason: 'conflict' }
  const updatedAt = new Date(Math.max(Date.now(), (input.version ?? 0) + 1))
  const write = current
    ? db
        .update(countrySafety)
        .set({ ...after, updatedAt })
        .where(and(eq(countrySafety.countryId, id), eq(countrySafety.updatedAt, current.updatedAt)))
    : db.insert(countrySafety).values({ countryId: id, ...after, updatedAt })
  const diff = before
    ? difference(before as Record<string, unknown>, after as Record<string, unknown>)
    : { before: null, after: after as Record<string, unknown> }
  try {
    await runSqlBatch(db, [
      write.getSQL(),
      sql`INSERT INTO ${countrySafetyHistory} (country_id, before, after, changed_by)
        VALUES (${id}, ${before ? JSON.stringify(before) : null},
          (SELECT ${JSON.stringify(after)} WHERE EXISTS (SELECT 1 FROM ${countrySafety} WHERE country_safety.country_id = ${id} AND country_safety.updated_at = ${updatedAt.getTime()})),
          ${actor.id})`,
      staffAuditInsert(db, actor, {
        action: 'COUNTRY_SAFETY_UPDATED',
        targetType: 'country',
        targetId: id,
        before: diff.before,
        after: diff.after,
      }).getSQL(),
    ])
  } catch (error) {
    // another save came first: its row (an INSERT's primary key) or its version (the history's NOT NULL)
    if (isUniqueViolation(error) || isConstraintViolation(error)) return { ok: false, reason: 'conflict' }
    throw error
  }
  return { ok: true, name: country.name }
}

// ---------------------------------------------------------------- cities

export type AdminCityRow = {
  id: number
  name: string
  region: string | null
  countryId: string
  countryName: string
  flag: string | null
  population: number
  timezone: string
  venueCount: number
  isCapital: boolean
}

/**
 * The city list: by name in any language (the places search's match, city-search.server.ts),
 * by country; most populous first (within a country on cities_country_population_idx) or by
 * name (cities_name_nocase_idx); 50 a page.
 */
export async function listAdminCities(db: Db, query: CityQuery, language: Language) {
  const conditions: SQL[] = []
  const match = query.q ? cityNameMatch(query.q) : undefined
  if (query.q && !match) return { rows: [] as AdminCityRow[], total: 0, page: 1, pageCount: 1, tooShort: true }
  if (match) conditions.push(match)
  if (query.country) conditions.push(eq(cities.countryId, query.country))
  const where = conditions.length ? and(...conditions) : undefined
  const order =
    query.sort === 'name'
      ? [sql`${cities.name} COLLATE NOCASE`, asc(cities.id)]
      : match
        ? textMatchOrder()
        : [desc(cities.population), asc(cities.id)]
  const [[totalRow], rows] = await db.batch([
    db.select({ n: count() }).from(cities).where(where),
    db
      .select({
        id: cities.id,
        name: localizedName(cities.names, cities.name, language),
        region: cities.region,
        countryId: cities.countryId,
        countryName: localizedName(countries.names, countries.name, language),
        flag: countries.flag,
        population: cities.population,
        timezone: cities.timezone,
        venueCount: cities.venueCount,
        isCapital: cities.isCapital,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(where)
      .orderBy(...order)
      .limit(PLACE_LIMITS.pageSize)
      .offset(offset(query.page)),
  ])
  const total = totalRow?.n ?? 0
  return { rows: rows as AdminCityRow[], total, page: query.page, pageCount: pageCount(total), tooShort: false }
}

type CityRow = typeof cities.$inferSelect
const cityValues = (
  row: Pick<CityRow, 'name' | 'asciiName' | 'names' | 'region' | 'population' | 'timezone' | 'latitude' | 'longitude' | 'isCapital'>,
) => ({
  name: row.name,
  asciiName: row.asciiName,
  names: sortedNames(storedNames(row.names ?? {})),
  region: row.region ?? null,
  population: row.population,
  timezone: row.timezone,
  latitude: row.latitude,
  longitude: row.longitude,
  isCapital: !!row.isCapital,
})

/** A short fingerprint of a city's editable values (FNV-1a): the version an edit form was read at. */
export function cityVersion(row: Parameters<typeof cityValues>[0]): string {
  let hash = 0x811c9dc5
  for (const ch of JSON.stringify(cityValues(row))) {
    hash ^= ch.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** What refers to a city (each table's count); a city with any is not deleted. */
export type CityUses = {
  profiles: number
  venues: number
  events: number
  crews: number
  resources: number
  travelGuides: number
  capitals: number
}

/** Every column that refers to cities.id (the schema's references, and a country's capital, which has no foreign key). */
const CITY_REFERENCES = [
  ['profiles', sql`${profiles} WHERE ${profiles}.city_id`],
  ['venues', sql`${venues} WHERE ${venues}.city_id`],
  ['events', sql`${events} WHERE ${events}.city_id`],
  ['crews', sql`${communityGroups} WHERE ${communityGroups}.city_id`],
  ['resources', sql`${resources} WHERE ${resources}.city_id`],
  ['travelGuides', sql`${travelGuides} WHERE ${travelGuides}.city_id`],
  ['capitals', sql`${countries} WHERE ${countries}.capital_city_id`],
] as const

async function cityUses(db: Db, id: number): Promise<CityUses> {
  const row = await db.get<Record<keyof CityUses, number>>(
    sql`SELECT ${sql.join(
      CITY_REFERENCES.map(([key, from]) => sql`(SELECT count(*) FROM ${from} = ${id}) AS ${sql.raw(key)}`),
      sql`, `,
    )}`,
  )
  return Object.fromEntries(CITY_REFERENCES.map(([key]) => [key, Number(row?.[key] ?? 0)])) as CityUses
}

/** A city with its country's name and what uses it. */
export async function cityForEditing(db: Db, id: number, language: Language) {
  const [[row], uses] = await Promise.all([
    db
      .select({ city: cities, countryName: localizedName(countries.names, countries.name, language), flag: countries.flag })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, id))
      .limit(1),
    cityUses(db, id),
  ])
  if (!row) return null
  return { city: row.city, countryName: row.countryName, flag: row.flag, uses, version: cityVersion(row.city) }
}

export async function saveCity(db: Db, actor: StaffActor, id: number, input: CityInput): Promise<PlaceChange<{ name: string }>> {
  const city = await db.select().from(cities).where(eq(cities.id, id)).get()
  if (!city) return { ok: false, reason: 'not-found' }
  const before = cityValues(city)
  const after = cityValues({ ...input, names: storedNames(input.names) })
  const diff = difference(before, after)
  if (diff.keys.length === 0) return { ok: false, reason: 'unchanged' }
  if (cityVersion(city) !== input.version) return { ok: false, reason: 'conflict' }
  const results = await runSqlBatch(db, [
    db
      .update(cities)
      .set({ ...after, names: Object.keys(after.names).length ? after.names : null })
      .where(eq(cities.id, id))
      .getSQL(),
    staffAuditInsert(db, actor, {
      action: 'CITY_UPDATED',
      targetType: 'city',
      targetId: id,
      before: diff.before,
      after: diff.after,
    }).getSQL(),
    ...placeSearchStatements('city', id),
  ])
  if (!results[0]!.meta.changes) return { ok: false, reason: 'not-found' }
  if (diff.keys.includes('name') || diff.keys.includes('names')) await addPlaceTypoKeys(db, id)
  return { ok: true, name: after.name }
}

export type CityCreation = { ok: true; id: number; name: string; repeated: boolean } | { ok: false; reason: 'taken' | 'country-unknown' }

/** A new city under its GeoNames id. The same form sent again (the id holding these very values) is answered as saved. */
export async function createCity(db: Db, actor: StaffActor, input: NewCityInput): Promise<CityCreation> {
  const [[existing], [country]] = await db.batch([
    db.select().from(cities).where(eq(cities.id, input.id)).limit(1),
    db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId)).limit(1),
  ])
  const values = cityValues({ ...input, names: storedNames(input.names) })
  if (existing) {
    return existing.countryId === input.countryId && same(cityValues(existing), values)
      ? { ok: true, id: existing.id, name: existing.name, repeated: true }
      : { ok: false, reason: 'taken' }
  }
  if (!country) return { ok: false, reason: 'country-unknown' }
  try {
    await runSqlBatch(db, [
      db
        .insert(cities)
        .values({ id: input.id, countryId: input.countryId, ...values, names: Object.keys(values.names).length ? values.names : null })
        .getSQL(),
      staffAuditInsert(db, actor, {
        action: 'CITY_CREATED',
        targetType: 'city',
        targetId: input.id,
        after: { countryId: input.countryId, ...values },
      }).getSQL(),
      ...placeSearchStatements('city', input.id),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' }
    // the country went between the read and the write
    if (/FOREIGN KEY/i.test(String((error as Error)?.message ?? error))) return { ok: false, reason: 'country-unknown' }
    throw error
  }
  await addPlaceTypoKeys(db, input.id)
  return { ok: true, id: input.id, name: input.name, repeated: false }
}

export type CityDeletion = { ok: true; name: string } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; uses: CityUses }

/** Deletes a city nothing refers to; the DELETE checks again in its own statement (a row added meanwhile keeps it). */
export async function deleteCity(db: Db, actor: StaffActor, id: number): Promise<CityDeletion> {
  const [city, uses] = await Promise.all([db.select().from(cities).where(eq(cities.id, id)).get(), cityUses(db, id)])
  if (!city) return { ok: false, reason: 'not-found' }
  if (Object.values(uses).some((n) => n > 0)) return { ok: false, reason: 'in-use', uses }
  const unused = CITY_REFERENCES.map(([, from]) => sql`NOT EXISTS (SELECT 1 FROM ${from} = ${id})`)
  try {
    await runSqlBatch(db, [
      sql`DELETE FROM ${cities} WHERE ${cities}.id = ${id} AND ${sql.join(unused, sql` AND `)}`,
      // the guard: a city still there (something came to use it between the read and the batch)
      // breaks its population CHECK, and the batch (search entry and audit row too) rolls back
      sql`UPDATE ${cities} SET population = -1 WHERE ${cities}.id = ${id}`,
      ...placeSearchStatements('city', id),
      staffAuditInsert(db, actor, {
        action: 'CITY_DELETED',
        targetType: 'city',
        targetId: id,
        before: { countryId: city.countryId, ...cityValues(city) },
      }).getSQL(),
    ])
  } catch (error) {
    if (!isConstraintViolation(error)) throw error
    return { ok: false, reason: 'in-use', uses: await cityUses(db, id) }
  }
  return { ok: true, name: city.name }
}
