/**
 * Geographic directory: countries, cities (GeoNames ids) and per-country safety information.
 * Column names here are fixed: the seed (scripts/) writes them.
 */
import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, boolCheck, c, createdAt, enumCheck, rawCheck, updatedAt } from './helpers'
import { CONTINENTS, DISCRIMINATION_PROTECTION, GENDER_RECOGNITION, MARRIAGE_STATUSES, SAME_SEX_RELATIONS } from './geo-values'

export { CONTINENTS, DISCRIMINATION_PROTECTION, GENDER_RECOGNITION, MARRIAGE_STATUSES, SAME_SEX_RELATIONS } from './geo-values'
export type { Continent } from './geo-values'

/** Localized names keyed by interface language (en, es, fr, de, pt, it, ru, zh, ja, ko, ar). */
export type LocalizedNames = Partial<Record<string, string>>

export const countries = sqliteTable(
  'countries',
  {
    /** ISO 3166-1 alpha-2, lower case ('de'). */
    id: text('id').primaryKey(),
    iso3: text('iso3'),
    numericCode: text('numeric_code'),
    /** English common name. */
    name: text('name').notNull(),
    officialName: text('official_name'),
    names: text('names', { mode: 'json' }).$type<LocalizedNames>().notNull(),
    nativeName: text('native_name'),
    capital: text('capital'),
    /** cities.id of the capital; deliberately no FK (cities reference countries). */
    capitalCityId: integer('capital_city_id'),
    population: integer('population'),
    areaKm2: real('area_km2'),
    region: text('region'),
    subregion: text('subregion'),
    continent: text('continent', { enum: CONTINENTS }).notNull(),
    timezones: text('timezones', { mode: 'json' }).$type<string[]>().notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** Flag emoji. */
    flag: text('flag'),
    currencies: text('currencies', { mode: 'json' }).$type<unknown>(),
    callingCodes: text('calling_codes', { mode: 'json' }).$type<string[]>(),
    languages: text('languages', { mode: 'json' }).$type<unknown>(),
    tld: text('tld'),
    independent: bool('independent'),
    /**
     * Venues a visitor may see here (published: visibleVenue), kept by triggers on venues
     * (migrations/0008): the directory's place lists and totals read it instead of counting.
     */
    venueCount: integer('venue_count').notNull().default(0),
    /** Its cities in the directory, kept by triggers on cities (migrations/0009): /places totals. */
    cityCount: integer('city_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('countries_continent_idx').on(t.continent),
    index('countries_name_idx').on(t.name),
    enumCheck('countries', t.continent, CONTINENTS),
    boolCheck('countries', t.independent),
    rawCheck('countries_id_check', sql`length(${c(t.id)}) = 2 AND ${c(t.id)} = lower(${c(t.id)})`),
  ],
)

export const cities = sqliteTable(
  'cities',
  {
    /** GeoNames id (not autoincrement). */
    id: integer('id').primaryKey(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    asciiName: text('ascii_name').notNull(),
    names: text('names', { mode: 'json' }).$type<LocalizedNames>(),
    /**
     * Search only, never displayed: GeoNames alternate names in the scripts of our languages,
     * folded (lower case, no accents) as '|name1|name2|…|' for `LIKE '%|<query>%'`
     * (scripts/data/city-names.ts; migrations/0004_city_search_names.sql).
     */
    searchNames: text('search_names'),
    /** admin1 name. */
    region: text('region'),
    admin1Code: text('admin1_code'),
    population: integer('population').notNull().default(0),
    timezone: text('timezone').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    isCapital: bool('is_capital').notNull().default(false),
    /** Venues a visitor may see here, kept by triggers on venues (as countries.venue_count). */
    venueCount: integer('venue_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('cities_country_region_idx').on(t.countryId, t.region),
    index('cities_population_idx').on(t.population),
    index('cities_ascii_name_idx').on(t.asciiName),
    index('cities_country_population_idx').on(t.countryId, t.population),
    index('cities_name_nocase_idx').on(sql`${c(t.name)} COLLATE NOCASE`),
    // migrations/0003_places.sql: Near Me bounding box, and name sorting (see places.server.ts)
    index('cities_lat_lng_idx').on(t.latitude, t.longitude),
    index('cities_sort_name_idx').on(sql`ltrim(${c(t.asciiName)}, '''') COLLATE NOCASE`),
    // the cities with a visible venue, for the places sitemap (citiesWithVisibleVenues): a few thousand of 24 000
    index('cities_with_venues_idx')
      .on(t.id)
      .where(sql`${c(t.venueCount)} > 0`),
    boolCheck('cities', t.isCapital),
    rawCheck('cities_population_check', sql`${c(t.population)} >= 0`),
  ],
)

export const countrySafety = sqliteTable(
  'country_safety',
  {
    countryId: text('country_id')
      .primaryKey()
      .references(() => countries.id, { onDelete: 'cascade' }),
    sameSexRelations: text('same_sex_relations', { enum: SAME_SEX_RELATIONS }).notNull(),
    penalty: text('penalty'),
    marriage: text('marriage', { enum: MARRIAGE_STATUSES }),
    discriminationProtection: text('discrimination_protection', { enum: DISCRIMINATION_PROTECTION }),
    genderRecognition: text('gender_recognition', { enum: GENDER_RECOGNITION }),
    notes: text('notes'),
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    /** Date the information was checked, 'YYYY-MM-DD'. */
    asOf: text('as_of'),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('country_safety', t.sameSexRelations, SAME_SEX_RELATIONS),
    enumCheck('country_safety', t.marriage, MARRIAGE_STATUSES),
    enumCheck('country_safety', t.discriminationProtection, DISCRIMINATION_PROTECTION),
    enumCheck('country_safety', t.genderRecognition, GENDER_RECOGNITION),
  ],
)

/**
 * Every change of a country's safety layer (issue 41): the whole row before (null when there was
 * none) and after, who changed it and when, written in the same batch as the change by
 * /admin/countries/{id} (app/models/places/admin.server.ts). `changed_by` is an account id with no
 * foreign key, as in staff_audit_log: no account deletion takes the history with it.
 */
export const countrySafetyHistory = sqliteTable(
  'country_safety_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    changedBy: text('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('country_safety_history_country_idx').on(t.countryId, t.createdAt)],
)

export type Country = typeof countries.$inferSelect
export type NewCountry = typeof countries.$inferInsert
export type City = typeof cities.$inferSelect
export type NewCity = typeof cities.$inferInsert
export type CountrySafety = typeof countrySafety.$inferSelect
export type CountrySafetyHistory = typeof countrySafetyHistory.$inferSelect
