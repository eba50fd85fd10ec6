/**
 * Members suggest a venue (/venues/suggest). A suggestion is a `venues` row with status
 * 'pending' and `suggested_by` = the member: it is listed nowhere (every public listing filters
 * on status 'published', and the search index holds published venues only) until a moderator
 * approves it on /admin/venues.
 *
 * Trust: what a member types is a claim, not a fact.
 * - All five flags start OFF. Certified safe space, Haven-owned and community verified are
 *   granted by Haven or earned through check-ins, never claimed. The two a visitor can judge
 *   (rainbow friendly, accessible) may be ticked as *claims*: they are kept, with the member's
 *   optional note to the moderators, as JSON in `moderation_note`
 *   (`{"kind":"suggestion","claims":["rainbowFriendly"],"note":"…"}`, read with
 *   `readSuggestionNote`), for the moderator to check and set when approving.
 * - The place is a city of the directory (chosen by id, or the typed name resolved like the
 *   'My Vibe' city field); country and time zone come from that city. No coordinates are taken
 *   from the member (the moderator places the pin); hours are left empty.
 * - A member may have at most SUGGESTION_LIMITS.maxPending suggestions waiting.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client'
import { cities, countries, venueCategories, venues } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { resolveCityText } from '../places/city-search.server'
import type { SuggestionInput } from './schema'
import { CLAIMABLE_FLAGS, SUGGESTION_LIMITS, type ClaimableFlag } from '~/models/venues/suggestion-limits'

export { CLAIMABLE_FLAGS, SUGGESTION_LIMITS, type ClaimableFlag }

export { SuggestionSchema, type SuggestionInput } from './schema'

// ---------------------------------------------------------------- the note for moderators

export type SuggestionNote = { kind: 'suggestion'; claims: ClaimableFlag[]; note: string | null }

const SuggestionNoteSchema = z.object({
  kind: z.literal('suggestion'),
  claims: z.array(z.enum(CLAIMABLE_FLAGS)).catch([]),
  note: z.string().nullable().catch(null),
})

/** The member's claims and note of a suggested venue's `moderation_note`; null for any other note. */
export function readSuggestionNote(value: string | null | undefined): SuggestionNote | null {
  if (!value || !value.startsWith('{')) return null
  try {
    const parsed = SuggestionNoteSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------- reading

export async function countPendingSuggestions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(venues)
    .where(and(eq(venues.suggestedBy, userId), eq(venues.status, 'pending')))
  return row?.n ?? 0
}

export type SuggestionCity = { id: number; label: string; countryId: string; timezone: string }

/** A directory city by id with what a venue needs (country, time zone) and its label. */
export async function getSuggestionCity(db: Db, id: number, language: Language): Promise<SuggestionCity | null> {
  const row = await db
    .select({
      id: cities.id,
      name: sql<string>`coalesce(nullif(json_extract(${cities.names}, ${`$.${language}`}), ''), ${cities.name})`,
      region: cities.region,
      country: sql<string>`coalesce(nullif(json_extract(${countries.names}, ${`$.${language}`}), ''), ${countries.name})`,
      countryId: cities.countryId,
      timezone: cities.timezone,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.id, id))
    .get()
  if (!row) return null
  const label = [row.name, row.region && row.region !== row.name ? row.region : null, row.country].filter(Boolean).join(', ')
  return { id: row.id, label, countryId: row.countryId, timezone: row.timezone }
}

/**
 * The city of the form: the combobox's id when the text still shows its label (or is empty),
 * else the typed text looked up (no JavaScript, or typed without choosing).
 */
export async function resolveSuggestionCity(
  db: Db,
  input: Pick<SuggestionInput, 'cityId' | 'cityLabel' | 'cityQuery'>,
  language: Language,
) {
  const query = input.cityQuery ?? ''
  if (input.cityId != null && (query === '' || query === input.cityLabel)) {
    return getSuggestionCity(db, input.cityId, language)
  }
  if (query.trim().length < 2) return null
  const found = await resolveCityText(db, query, language)
  return found ? getSuggestionCity(db, found.id, language) : null
}

/** The categories a suggestion can have (the admin-managed list, in its order). */
export async function listSuggestionCategories(db: Db) {
  return db
    .select({ id: venueCategories.id, slug: venueCategories.slug, name: venueCategories.name })
    .from(venueCategories)
    .orderBy(asc(venueCategories.sortOrder), asc(venueCategories.name))
}

export async function getCategoryId(db: Db, slug: string): Promise<number | null> {
  const row = await db.select({ id: venueCategories.id }).from(venueCategories).where(eq(venueCategories.slug, slug)).get()
  return row?.id ?? null
}

/** A venue of that name (any case) already listed or waiting in that city. */
export async function isDuplicateSuggestion(db: Db, name: string, cityId: number): Promise<boolean> {
  const row = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.cityId, cityId), sql`${venues.name} = ${name} COLLATE NOCASE`, sql`${venues.status} IN ('pending', 'published')`))
    .limit(1)
    .get()
  return !!row
}

// ---------------------------------------------------------------- writing

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
}

/**
 * Stores the suggestion as a pending venue (all flags off) and returns its id. The caller has
 * checked the member's pending count, the category and the city.
 */
export async function createVenueSuggestion(
  db: Db,
  userId: string,
  input: SuggestionInput,
  place: { categoryId: number; city: SuggestionCity },
): Promise<number> {
  const base = slugify(input.name) || 'venue'
  const suffix = crypto.randomUUID().replace(/-/g, '').slice(0, 8)
  const note: SuggestionNote = { kind: 'suggestion', claims: input.claims, note: input.note ?? null }
  const [row] = await db
    .insert(venues)
    .values({
      slug: `${base}-${suffix}`,
      name: input.name,
      description: input.description ?? null,
      categoryId: place.categoryId,
      cityId: place.city.id,
      countryId: place.city.countryId,
      timezone: place.city.timezone,
      address: input.address ?? null,
      website: input.website ?? null,
      phone: input.phone ?? null,
      status: 'pending',
      suggestedBy: userId,
      moderationNote: JSON.stringify(note),
      certifiedSafeSpace: false,
      havenOwned: false,
      rainbowFriendly: false,
      accessible: false,
      communityVerified: false,
      featured: false,
    })
    .returning({ id: venues.id })
  return row!.id
}
