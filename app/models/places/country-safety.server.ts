/**
 * The country safety layer: the legal situation of LGBTQ+ people per country (table
 * `country_safety`, dated, with its source). Informational, not legal advice.
 *
 * Reusable by any page: `getCountrySafety(db, 'ug')` for one country, or `safetyQuery(db, id)`
 * inside a `db.batch([...])`; render the result with
 * `<SafetyBanner safety={…} countryName={…} />` from ~/components/places/safety-banner
 * (the route must load the 'places' i18n namespace: `handle = { i18n: ['places'] }`).
 */
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countrySafety, type CountrySafety } from '~/db/schema'

/** What the banner shows; plain JSON, safe to return from a loader. */
export type SafetyInfo = {
  countryId: string
  sameSexRelations: CountrySafety['sameSexRelations']
  /** English text from the source (not translated). */
  penalty: string | null
  marriage: CountrySafety['marriage']
  discriminationProtection: CountrySafety['discriminationProtection']
  genderRecognition: CountrySafety['genderRecognition']
  /** English text from the source (not translated). */
  notes: string | null
  sourceName: string | null
  sourceUrl: string | null
  /** 'YYYY-MM-DD': when the information was checked. */
  asOf: string | null
  /** Overall tone of the banner. */
  level: SafetyLevel
}

/** danger: criminalised; caution: legal but unprotected or unclear; protected: legal with marriage or partnership and protection. */
export type SafetyLevel = 'danger' | 'caution' | 'protected'

export function safetyLevel(row: Pick<CountrySafety, 'sameSexRelations' | 'marriage' | 'discriminationProtection'>): SafetyLevel {
  if (row.sameSexRelations === 'criminalised') return 'danger'
  if (row.sameSexRelations === 'legal' && row.marriage !== 'none' && row.marriage != null && row.discriminationProtection !== 'none')
    return 'protected'
  return 'caution'
}

export function toSafetyInfo(row: CountrySafety): SafetyInfo {
  return {
    countryId: row.countryId,
    sameSexRelations: row.sameSexRelations,
    penalty: row.penalty,
    marriage: row.marriage,
    discriminationProtection: row.discriminationProtection,
    genderRecognition: row.genderRecognition,
    notes: row.notes,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl && /^https:\/\//.test(row.sourceUrl) ? row.sourceUrl : null,
    asOf: row.asOf,
    level: safetyLevel(row),
  }
}

/** The statement alone, for `db.batch`; `countryId` may be an SQL sub-select. */
export function safetyQuery(db: Db, countryId: string | SQL) {
  return db.select().from(countrySafety).where(eq(countrySafety.countryId, countryId)).limit(1)
}

export async function getCountrySafety(db: Db, countryId: string): Promise<SafetyInfo | null> {
  const [row] = await safetyQuery(db, countryId.toLowerCase())
  return row ? toSafetyInfo(row) : null
}
