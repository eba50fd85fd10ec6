/**
 * The forms and list addresses of /admin/countries and /admin/cities (issue 41), for the browser
 * (Conform) and the server alike. Messages are `admin:places.errors.*` keys. Browser-safe: the
 * queries are in ./admin.server.ts.
 */
import { z } from 'zod'
import {
  CONTINENTS,
  type Continent,
  DISCRIMINATION_PROTECTION,
  GENDER_RECOGNITION,
  MARRIAGE_STATUSES,
  SAME_SEX_RELATIONS,
} from '~/db/schema/geo-values'
import { LANGUAGES, type Language } from '~/i18n/config'
import { message } from '~/utils/messages'
import { searchText } from '~/utils/text-hygiene'

export { CONTINENTS, DISCRIMINATION_PROTECTION, GENDER_RECOGNITION, MARRIAGE_STATUSES, SAME_SEX_RELATIONS }

export const PLACE_LIMITS = {
  nameMax: 120,
  capitalMax: 120,
  regionMax: 120,
  penaltyMax: 500,
  notesMax: 2000,
  sourceNameMax: 200,
  sourceUrlMax: 500,
  timezonesMax: 30,
  populationMax: 20_000_000_000,
  /** GeoNames ids are positive integers; theirs stay below 2^31. */
  cityIdMax: 2_147_483_647,
  pageSize: 50,
  maxPage: 500,
  queryMax: 100,
} as const

const E = 'admin:places.errors'

const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: `${E}.invalid` })
    .trim()
    .max(max, message(`${E}.tooLong`, { max }))
    .optional()
    .transform((value) => (value ? value.replace(/\s+/g, ' ') : null))

const requiredName = z
  .string({ required_error: `${E}.nameRequired`, invalid_type_error: `${E}.nameRequired` })
  .trim()
  .min(1, `${E}.nameRequired`)
  .max(PLACE_LIMITS.nameMax, message(`${E}.tooLong`, { max: PLACE_LIMITS.nameMax }))
  .transform((value) => value.replace(/\s+/g, ' '))

/** A place's names per interface language (`names.en`, `names.de`, …); empty ones are left out. */
const names = (englishRequired: boolean) =>
  z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, language === 'en' && englishRequired ? requiredName : optionalText(PLACE_LIMITS.nameMax)]),
    ) as unknown as Record<Language, z.ZodType<string | null, z.ZodTypeDef, string | undefined>>,
    { required_error: englishRequired ? `${E}.nameRequired` : `${E}.invalid`, invalid_type_error: `${E}.invalid` },
  )

/** A number field: empty is null; out of [min, max] or not a number is the field's error. */
const optionalNumber = (min: number, max: number, key: string, int = false) => {
  const base = z.number({ invalid_type_error: message(`${E}.${key}`, { min, max }) })
  return (int ? base.int(message(`${E}.${key}`, { min, max })) : base)
    .min(min, message(`${E}.${key}`, { min, max }))
    .max(max, message(`${E}.${key}`, { min, max }))
    .optional()
    .transform((value) => value ?? null)
}
const requiredNumber = (min: number, max: number, key: string, int = false) => {
  const text = message(`${E}.${key}`, { min, max })
  const base = z.number({ required_error: text, invalid_type_error: text })
  return (int ? base.int(text) : base).min(min, text).max(max, text)
}

/** An IANA time zone name this runtime knows ('Europe/Berlin'; aliases such as 'Asia/Calcutta' too). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const timeZone = z
  .string({ required_error: `${E}.timezoneRequired`, invalid_type_error: `${E}.timezoneRequired` })
  .trim()
  .min(1, `${E}.timezoneRequired`)
  .max(64, `${E}.timezoneUnknown`)
  .refine(isTimeZone, `${E}.timezoneUnknown`)

/** Time zones, one a line (or separated by commas or spaces): at least one, each known, none twice. */
const timeZones = z
  .string({ required_error: `${E}.timezoneRequired`, invalid_type_error: `${E}.timezoneRequired` })
  .transform((text, ctx) => {
    const zones = [...new Set(text.split(/[\s,]+/).filter(Boolean))]
    if (zones.length === 0) ctx.addIssue({ code: 'custom', message: `${E}.timezoneRequired` })
    else if (zones.length > PLACE_LIMITS.timezonesMax)
      ctx.addIssue({ code: 'custom', message: message(`${E}.timezonesTooMany`, { max: PLACE_LIMITS.timezonesMax }) })
    else {
      const unknown = zones.find((zone) => zone.length > 64 || !isTimeZone(zone))
      if (unknown) ctx.addIssue({ code: 'custom', message: message(`${E}.timezoneUnknownNamed`, { zone: unknown.slice(0, 64) }) })
    }
    return zones
  })

/** The row's version the form was read at (its updated_at in ms), for the concurrent-edit check. */
const version = z
  .number({ required_error: `${E}.invalid`, invalid_type_error: `${E}.invalid` })
  .int(`${E}.invalid`)
  .nonnegative(`${E}.invalid`)

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { errorMap: () => ({ message: `${E}.invalidChoice` }) })
    .optional()
    .transform((value) => value ?? null)

/** The latest calendar day anywhere on Earth now (UTC+14): an 'as of' date after it is in the future. */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10)
}

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Both coordinates or neither. */
const coordinatesTogether = (value: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) => {
  if ((value.latitude == null) !== (value.longitude == null))
    ctx.addIssue({ code: 'custom', path: [value.latitude == null ? 'latitude' : 'longitude'], message: `${E}.coordinatesBoth` })
}

export const CountryFormSchema = z
  .object({
    intent: z.literal('country'),
    version,
    names: names(true),
    capital: optionalText(PLACE_LIMITS.capitalMax),
    population: optionalNumber(0, PLACE_LIMITS.populationMax, 'population', true),
    latitude: optionalNumber(-90, 90, 'latitude'),
    longitude: optionalNumber(-180, 180, 'longitude'),
    timezones: timeZones,
  })
  .superRefine(coordinatesTogether)

export const SafetyFormSchema = z.object({
  intent: z.literal('safety'),
  /** The safety row's updated_at when the form was read; absent while none is recorded. */
  version: version.optional().transform((value) => value ?? null),
  sameSexRelations: z.enum(SAME_SEX_RELATIONS, { errorMap: () => ({ message: `${E}.relationsRequired` }) }),
  penalty: optionalText(PLACE_LIMITS.penaltyMax),
  marriage: choice(MARRIAGE_STATUSES),
  discriminationProtection: choice(DISCRIMINATION_PROTECTION),
  genderRecognition: choice(GENDER_RECOGNITION),
  notes: z
    .string({ invalid_type_error: `${E}.invalid` })
    .trim()
    .max(PLACE_LIMITS.notesMax, message(`${E}.tooLong`, { max: PLACE_LIMITS.notesMax }))
    .optional()
    .transform((value) => value || null),
  sourceName: optionalText(PLACE_LIMITS.sourceNameMax),
  sourceUrl: z
    .string({ invalid_type_error: `${E}.sourceUrl` })
    .trim()
    .max(PLACE_LIMITS.sourceUrlMax, message(`${E}.tooLong`, { max: PLACE_LIMITS.sourceUrlMax }))
    .refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password
      } catch {
        return false
      }
    }, `${E}.sourceUrl`)
    .optional()
    .transform((value) => value ?? null),
  asOf: z
    .string({ invalid_type_error: `${E}.asOf` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${E}.asOf`)
    .refine(isCalendarDay, `${E}.asOf`)
    .refine((value) => value >= '1900-01-01', `${E}.asOf`)
    .refine((value) => value <= latestToday(), `${E}.asOfFuture`)
    .optional()
    .transform((value) => value ?? null),
})

const cityFields = {
  name: requiredName,
  asciiName: z
    .string({ required_error: `${E}.asciiRequired`, invalid_type_error: `${E}.asciiRequired` })
    .trim()
    .min(1, `${E}.asciiRequired`)
    .max(PLACE_LIMITS.nameMax, message(`${E}.tooLong`, { max: PLACE_LIMITS.nameMax }))
    .regex(/^[\x20-\x7e]+$/, `${E}.asciiOnly`)
    .transform((value) => value.replace(/\s+/g, ' ')),
  names: names(false),
  region: optionalText(PLACE_LIMITS.regionMax),
  population: requiredNumber(0, PLACE_LIMITS.populationMax, 'population', true),
  timezone: timeZone,
  latitude: requiredNumber(-90, 90, 'latitude'),
  longitude: requiredNumber(-180, 180, 'longitude'),
  isCapital: z
    .literal('on', { errorMap: () => ({ message: `${E}.invalid` }) })
    .optional()
    .transform((value) => value === 'on'),
}

export const CityFormSchema = z.object({
  intent: z.literal('save'),
  /** The fingerprint of the city's values the form was read at (cities have no updated_at). */
  version: z.string({ required_error: `${E}.invalid` }).regex(/^[0-9a-f]{8,64}$/, `${E}.invalid`),
  ...cityFields,
})

export const NewCityFormSchema = z.object({
  intent: z.literal('create'),
  id: requiredNumber(1, PLACE_LIMITS.cityIdMax, 'cityId', true),
  countryId: z
    .string({ required_error: `${E}.countryRequired`, invalid_type_error: `${E}.countryRequired` })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, `${E}.countryRequired`),
  ...cityFields,
})

export const DeleteCitySchema = z.object({ intent: z.literal('delete') })

export type CountryInput = z.infer<typeof CountryFormSchema>
export type SafetyInput = z.infer<typeof SafetyFormSchema>
export type CityInput = z.infer<typeof CityFormSchema>
export type NewCityInput = z.infer<typeof NewCityFormSchema>

// ---------------------------------------------------------------- the lists' addresses

/** The safety filter: a recorded status, or none recorded. */
export const SAFETY_FILTERS = [...SAME_SEX_RELATIONS, 'none'] as const
export type SafetyFilter = (typeof SAFETY_FILTERS)[number]
export type CountryQuery = { q: string; continent: Continent | null; safety: SafetyFilter | null; page: number }

export const CITY_SORTS = ['population', 'name'] as const
export type CitySort = (typeof CITY_SORTS)[number]
export type CityQuery = { q: string; country: string | null; sort: CitySort; page: number }

const pageOf = (value: string | null) => Math.min(Math.max(/^\d{1,6}$/.test(value ?? '') ? Number(value) : 1, 1), PLACE_LIMITS.maxPage)
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null

/** The country list's URL, leniently: a bad value is dropped (the page redirects to the clean URL). */
export function parseCountryQuery(url: URL): CountryQuery {
  const p = url.searchParams
  return {
    q: searchText(p.get('q'), PLACE_LIMITS.queryMax),
    continent: oneOf(CONTINENTS, (p.get('continent') ?? '').toUpperCase()),
    safety: oneOf(SAFETY_FILTERS, p.get('safety')),
    page: pageOf(p.get('page')),
  }
}

export function countrySearch(query: CountryQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.continent) params.set('continent', query.continent)
  if (query.safety) params.set('safety', query.safety)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function parseCityQuery(url: URL): CityQuery {
  const p = url.searchParams
  const country = (p.get('country') ?? '').trim().toLowerCase()
  return {
    q: searchText(p.get('q'), PLACE_LIMITS.queryMax),
    country: /^[a-z]{2}$/.test(country) ? country : null,
    sort: oneOf(CITY_SORTS, p.get('sort')) ?? 'population',
    page: pageOf(p.get('page')),
  }
}

export function citySearch(query: CityQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.country) params.set('country', query.country)
  if (query.sort !== 'population') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
