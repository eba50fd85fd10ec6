/**
 * Favorites ('Faves'): ONE model for every content type of FAVORITE_TARGET_TYPES (venues, events,
 * listings, personalities, crews, resources, news, travel guides).
 *
 * Rules
 * - A member can only favorite what they may see, as each type's owner decides (visibleVenue,
 *   visibleEvent, visibleListing, visiblePersonality, visibleCrew, visibleResource,
 *   visibleNewsArticle, visibleTravelGuide), judged as for a member without staff powers (staff
 *   see pending and hidden rows to moderate them, not to save them). Anything else answers
 *   exactly like an unknown id (`not-found`), so a favorite request never reveals that a hidden
 *   row exists.
 * - Adding twice is a no-op (unique user + type + target, `ON CONFLICT DO NOTHING`); removing
 *   something not saved is a no-op too. A member can always remove their own favorite, even when
 *   its target is no longer visible (nothing leaks: they saved it themselves).
 * - Every read is scoped to the member's own user id: nobody sees another member's favorites.
 * - Lists resolve the targets from their tables (one query per type in one batch). A target that
 *   is no longer visible stays in the list as an entry without a card ('no longer available',
 *   with a remove button), without its title: pages stay stable and nothing hidden is shown.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { asMember } from '~/models/viewer'
import type { Db } from '~/db/client'
import {
  cities,
  communityGroups,
  countries,
  eventTypes,
  events,
  FAVORITE_TARGET_TYPES,
  favorites,
  marketplaceCategories,
  marketplaceListings,
  newsArticles,
  newsSources,
  personalities,
  resources,
  travelGuides,
  venueCategories,
  venues,
  type FavoriteTargetType,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleEvent } from '~/models/events/visibility.server'
import { visibleListing } from '~/models/marketplace/visibility.server'
import { visibleNewsArticle } from '../news/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'

export { FAVORITE_TARGET_TYPES, type FavoriteTargetType }

/** Cards per page on /favorites and in GET /api/favorites. */
export const FAVORITES_PAGE_SIZE = 24
/** D1 binds at most 100 parameters per statement: id lists are chunked below that. */
const ID_CHUNK = 90

export function isFavoriteTargetType(value: unknown): value is FavoriteTargetType {
  return typeof value === 'string' && (FAVORITE_TARGET_TYPES as readonly string[]).includes(value)
}

/** Types whose rows have integer ids (all but crews, whose ids are text). */
const INTEGER_ID_TYPES = new Set<FavoriteTargetType>(['venue', 'event', 'listing', 'personality', 'resource', 'news', 'travel'])

/**
 * The canonical text form of a target id ('007' → '7'), or null when it cannot be an id of that
 * type (then the target is simply not found).
 */
export function normalizeTargetId(type: FavoriteTargetType, id: string | number): string | null {
  const raw = String(id).trim()
  if (INTEGER_ID_TYPES.has(type)) {
    if (!/^\d{1,15}$/.test(raw)) return null
    const n = Number(raw)
    return n > 0 && Number.isSafeInteger(n) ? String(n) : null
  }
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null
}

// ---------------------------------------------------------------- resolving targets

/** What a favorites card shows about its target (serializable). */
export type FavoriteCard = {
  type: FavoriteTargetType
  id: string
  title: string
  /** The target's page (SPEC §2 routes). */
  href: string
  imageUrl: string | null
  /** A short label: category (venue, listing, event type), resource type, profession, news source. */
  tag: string | null
  /** i18n key that translates `tag` when there is one (e.g. 'venues:categories.bar'); else show `tag`. */
  tagKey: string | null
  /** 'City, Country' in the reader's language (or the event's location name). */
  place: string | null
  /** Event start or news publication time; `timeZone` is the event's zone. */
  date: { at: string; timeZone: string | null } | null
  status: 'cancelled' | 'soldOut' | null
  /** Crews: their member count. */
  memberCount: number | null
}

type Resolver = (db: Db, userId: string, ids: string[], language: Language) => Promise<FavoriteCard[]>

const localCountry = (language: Language) =>
  sql<string | null>`coalesce(json_extract(${countries.names}, ${`$.${language}`}), ${countries.name})`
const localCity = (language: Language) => sql<string | null>`coalesce(json_extract(${cities.names}, ${`$.${language}`}), ${cities.name})`

const joinPlace = (...parts: (string | null | undefined)[]) => {
  const text = parts.filter((p): p is string => !!p && p.trim() !== '').join(', ')
  return text || null
}
const numericIds = (ids: string[]) => ids.map(Number)
const iso = (value: Date | number | null | undefined) => (value == null ? null : new Date(value).toISOString())

const card = (partial: Partial<FavoriteCard> & Pick<FavoriteCard, 'type' | 'id' | 'title' | 'href'>): FavoriteCard => ({
  imageUrl: null,
  tag: null,
  tagKey: null,
  place: null,
  date: null,
  status: null,
  memberCount: null,
  ...partial,
})

const RESOLVERS: Record<FavoriteTargetType, Resolver> = {
  async venue(db, userId, ids, language) {
    const rows = await db
      .select({
        id: venues.id,
        name: venues.name,
        imageUrl: venues.imageUrl,
        categorySlug: sql<string | null>`${venueCategories.slug}`.as('category_slug_'),
        categoryName: sql<string | null>`${venueCategories.name}`.as('category_name_'),
        city: localCity(language).as('city_name_'),
        country: localCountry(language).as('country_name_'),
      })
      .from(venues)
      .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
      .leftJoin(cities, eq(cities.id, venues.cityId))
      .leftJoin(countries, eq(countries.id, venues.countryId))
      .where(and(inArray(venues.id, numericIds(ids)), visibleVenue(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'venue',
        id: String(r.id),
        title: r.name,
        href: `/venues/${r.id}`,
        imageUrl: r.imageUrl,
        tag: r.categoryName,
        tagKey: r.categorySlug ? `venues:categories.${r.categorySlug}` : null,
        place: joinPlace(r.city, r.country),
      }),
    )
  },

  async event(db, userId, ids, language) {
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        imageUrl: events.imageUrl,
        startsAt: events.startsAt,
        timezone: events.timezone,
        status: events.status,
        soldOut: events.soldOut,
        isOnline: events.isOnline,
        locationName: events.locationName,
        typeName: sql<string | null>`${eventTypes.name}`.as('type_name_'),
        city: localCity(language).as('city_name_'),
        country: localCountry(language).as('country_name_'),
      })
      .from(events)
      .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
      .leftJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(countries, eq(countries.id, events.countryId))
      .where(and(inArray(events.id, numericIds(ids)), visibleEvent(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'event',
        id: String(r.id),
        title: r.title,
        href: `/events/${r.id}`,
        imageUrl: r.imageUrl,
        tag: r.typeName,
        place: joinPlace(r.locationName, r.city ?? (r.isOnline ? null : r.country)),
        date: { at: iso(r.startsAt)!, timeZone: r.timezone },
        status: r.status === 'cancelled' ? 'cancelled' : r.soldOut ? 'soldOut' : null,
      }),
    )
  },

  async listing(db, userId, ids) {
    const rows = await db
      .select({
        id: marketplaceListings.id,
        title: marketplaceListings.title,
        imageUrl: marketplaceListings.imageUrl,
        businessName: marketplaceListings.businessName,
        status: marketplaceListings.status,
        categoryName: sql<string | null>`${marketplaceCategories.name}`.as('category_name_'),
      })
      .from(marketplaceListings)
      .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, marketplaceListings.categoryId))
      .where(and(inArray(marketplaceListings.id, numericIds(ids)), visibleListing(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'listing',
        id: String(r.id),
        title: r.title,
        href: `/marketplace/${r.id}`,
        imageUrl: r.imageUrl,
        tag: r.categoryName,
        place: r.businessName,
        status: r.status === 'sold_out' ? 'soldOut' : null,
      }),
    )
  },

  async personality(db, userId, ids, language) {
    const rows = await db
      .select({
        id: personalities.id,
        name: personalities.name,
        imageUrl: personalities.imageUrl,
        profession: personalities.profession,
        country: localCountry(language).as('country_name_'),
      })
      .from(personalities)
      .leftJoin(countries, eq(countries.id, personalities.countryId))
      .where(and(inArray(personalities.id, numericIds(ids)), visiblePersonality(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'personality',
        id: String(r.id),
        title: r.name,
        href: `/personalities/${r.id}`,
        imageUrl: r.imageUrl,
        tag: r.profession,
        place: r.country,
      }),
    )
  },

  async group(db, userId, ids, language) {
    const rows = await db
      .select({
        id: communityGroups.id,
        name: communityGroups.name,
        imageUrl: communityGroups.imageUrl,
        memberCount: communityGroups.memberCount,
        visibility: communityGroups.visibility,
        city: localCity(language).as('city_name_'),
        country: localCountry(language).as('country_name_'),
      })
      .from(communityGroups)
      .leftJoin(cities, eq(cities.id, communityGroups.cityId))
      .leftJoin(countries, eq(countries.id, communityGroups.countryId))
      .where(and(inArray(communityGroups.id, ids), visibleCrew(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'group',
        id: r.id,
        title: r.name,
        href: `/groups/${encodeURIComponent(r.id)}`,
        imageUrl: r.imageUrl,
        tag: r.visibility === 'private' ? 'private' : null,
        tagKey: r.visibility === 'private' ? 'favorites:card.privateCrew' : null,
        place: joinPlace(r.city, r.city ? null : r.country),
        memberCount: r.memberCount,
      }),
    )
  },

  async resource(db, userId, ids, language) {
    const rows = await db
      .select({
        id: resources.id,
        slug: resources.slug,
        title: resources.title,
        resourceType: resources.resourceType,
        city: localCity(language).as('city_name_'),
        country: localCountry(language).as('country_name_'),
      })
      .from(resources)
      .leftJoin(cities, eq(cities.id, resources.cityId))
      .leftJoin(countries, eq(countries.id, resources.countryId))
      .where(and(inArray(resources.id, numericIds(ids)), visibleResource(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'resource',
        id: String(r.id),
        title: r.title,
        href: `/ressources/${encodeURIComponent(r.slug || String(r.id))}`,
        tag: r.resourceType,
        tagKey: `favorites:resourceTypes.${r.resourceType}`,
        place: joinPlace(r.city, r.country),
      }),
    )
  },

  async news(db, userId, ids) {
    const rows = await db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        imageUrl: newsArticles.imageUrl,
        publishedAt: newsArticles.publishedAt,
        source: sql<string | null>`${newsSources.name}`.as('source_name_'),
      })
      .from(newsArticles)
      .leftJoin(newsSources, eq(newsSources.id, newsArticles.sourceId))
      .where(and(inArray(newsArticles.id, numericIds(ids)), visibleNewsArticle(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'news',
        id: String(r.id),
        title: r.title,
        href: `/news/${r.id}`,
        imageUrl: r.imageUrl,
        tag: r.source,
        date: { at: iso(r.publishedAt)!, timeZone: null },
      }),
    )
  },

  async travel(db, userId, ids, language) {
    const rows = await db
      .select({
        id: travelGuides.id,
        title: travelGuides.title,
        imageUrl: travelGuides.imageUrl,
        city: localCity(language).as('city_name_'),
        country: localCountry(language).as('country_name_'),
      })
      .from(travelGuides)
      .leftJoin(cities, eq(cities.id, travelGuides.cityId))
      .leftJoin(countries, eq(countries.id, travelGuides.countryId))
      .where(and(inArray(travelGuides.id, numericIds(ids)), visibleTravelGuide(asMember(userId))))
    return rows.map((r) =>
      card({
        type: 'travel',
        id: String(r.id),
        title: r.title,
        href: `/travel/${r.id}`,
        imageUrl: r.imageUrl,
        place: joinPlace(r.city, r.country),
      }),
    )
  },
}

/**
 * The cards of the targets this member may see, by id (ids already normalized). Hidden and
 * unknown ids are simply absent from the map.
 */
export async function resolveFavoriteTargets(
  db: Db,
  userId: string,
  type: FavoriteTargetType,
  ids: string[],
  language: Language = 'en',
): Promise<Map<string, FavoriteCard>> {
  const unique = [...new Set(ids)]
  const result = new Map<string, FavoriteCard>()
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const cards = await RESOLVERS[type](db, userId, unique.slice(i, i + ID_CHUNK), language)
    for (const c of cards) result.set(c.id, c)
  }
  return result
}

/** The target's card when it exists and this member may see it; null otherwise (unknown or hidden alike). */
export async function findVisibleTarget(
  db: Db,
  userId: string,
  type: FavoriteTargetType,
  id: string | number,
  language: Language = 'en',
): Promise<FavoriteCard | null> {
  const normalized = normalizeTargetId(type, id)
  if (!normalized) return null
  return (await resolveFavoriteTargets(db, userId, type, [normalized], language)).get(normalized) ?? null
}

// ---------------------------------------------------------------- mutations

export type FavoriteChange =
  | { ok: true; favorited: boolean; changed: boolean; type: FavoriteTargetType; id: string; title: string | null }
  | { ok: false; reason: 'not-found' }

const mine = (userId: string, type: FavoriteTargetType, id: string) =>
  and(eq(favorites.userId, userId), eq(favorites.targetType, type), eq(favorites.targetId, id))

/**
 * SQL: the member saved this target (0 or 1), for a page's own read to carry as a column
 * (isFavorite asks apart).
 */
export function savedByMember(userId: string, type: FavoriteTargetType, id: string | number): SQL {
  const normalized = normalizeTargetId(type, id)
  if (!normalized) return sql`0`
  return sql`EXISTS (SELECT 1 FROM ${favorites} WHERE ${mine(userId, type, normalized)})`
}

/** Saves a visible target; saving it again changes nothing (no error). Hidden or unknown → not-found. */
export async function addFavorite(
  db: Db,
  userId: string,
  type: FavoriteTargetType,
  id: string | number,
  language: Language = 'en',
): Promise<FavoriteChange> {
  const target = await findVisibleTarget(db, userId, type, id, language)
  if (!target) return { ok: false, reason: 'not-found' }
  const inserted = await db
    .insert(favorites)
    .values({ id: crypto.randomUUID(), userId, targetType: type, targetId: target.id })
    .onConflictDoNothing()
    .returning({ id: favorites.id })
  return { ok: true, favorited: true, changed: inserted.length > 0, type, id: target.id, title: target.title }
}

/**
 * Removes a favorite. The member's own saved row can always be removed (even when its target
 * became hidden); with no saved row, an unknown or hidden target answers not-found like `add`.
 */
export async function removeFavorite(
  db: Db,
  userId: string,
  type: FavoriteTargetType,
  id: string | number,
  language: Language = 'en',
): Promise<FavoriteChange> {
  const normalized = normalizeTargetId(type, id)
  if (!normalized) return { ok: false, reason: 'not-found' }
  const deleted = await db
    .delete(favorites)
    .where(mine(userId, type, normalized))
    .returning({ id: favorites.id })
  const target = await findVisibleTarget(db, userId, type, normalized, language)
  if (deleted.length === 0 && !target) return { ok: false, reason: 'not-found' }
  return { ok: true, favorited: false, changed: deleted.length > 0, type, id: normalized, title: target?.title ?? null }
}

/** Adds when not saved, removes when saved. */
export async function toggleFavorite(
  db: Db,
  userId: string,
  type: FavoriteTargetType,
  id: string | number,
  language: Language = 'en',
): Promise<FavoriteChange> {
  return (await isFavorite(db, userId, type, id))
    ? removeFavorite(db, userId, type, id, language)
    : addFavorite(db, userId, type, id, language)
}

// ---------------------------------------------------------------- reads

export async function isFavorite(db: Db, userId: string, type: FavoriteTargetType, id: string | number): Promise<boolean> {
  const normalized = normalizeTargetId(type, id)
  if (!normalized) return false
  const row = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(mine(userId, type, normalized))
    .get()
  return !!row
}

/**
 * Which of these ids the member saved, for marking the buttons of a list: one query (chunked
 * above 90 ids). Returns normalized ids as text: `saved.has(String(venue.id))`.
 */
export async function favoriteIds(
  db: Db,
  userId: string | null | undefined,
  type: FavoriteTargetType,
  ids: ReadonlyArray<string | number>,
): Promise<Set<string>> {
  const saved = new Set<string>()
  if (!userId || ids.length === 0) return saved
  const normalized = [...new Set(ids.map((id) => normalizeTargetId(type, id)).filter((id): id is string => id !== null))]
  const chunks: string[][] = []
  for (let i = 0; i < normalized.length; i += ID_CHUNK) chunks.push(normalized.slice(i, i + ID_CHUNK))
  if (chunks.length === 0) return saved
  const query = (chunk: string[]) =>
    db
      .select({ targetId: favorites.targetId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.targetType, type), inArray(favorites.targetId, chunk)))
  const [first, ...rest] = chunks.map(query)
  const results = await db.batch([first!, ...rest])
  for (const rows of results) for (const row of rows) saved.add(row.targetId)
  return saved
}

export type FavoriteCounts = { total: number; byType: Record<FavoriteTargetType, number> }

function countsFrom(rows: { type: FavoriteTargetType; n: number }[]): FavoriteCounts {
  const byType = Object.fromEntries(FAVORITE_TARGET_TYPES.map((t) => [t, 0])) as Record<FavoriteTargetType, number>
  let total = 0
  for (const row of rows) {
    byType[row.type] = row.n
    total += row.n
  }
  return { total, byType }
}

const countsQuery = (db: Db, userId: string) =>
  db.select({ type: favorites.targetType, n: count() }).from(favorites).where(eq(favorites.userId, userId)).groupBy(favorites.targetType)

/** How many favorites the member has, per type and in all. */
export async function favoriteCounts(db: Db, userId: string): Promise<FavoriteCounts> {
  return countsFrom(await countsQuery(db, userId))
}

/** One saved item: its card, or null when the target is no longer available to this member. */
export type FavoriteEntry = { type: FavoriteTargetType; id: string; savedAt: string; card: FavoriteCard | null }

export type FavoritesPage = {
  type: FavoriteTargetType | null
  page: number
  pageCount: number
  pageSize: number
  /** Entries in the chosen type (or in all). */
  total: number
  counts: FavoriteCounts
  entries: FavoriteEntry[]
}

/**
 * A page of the member's favorites, newest first, optionally of one type, with each target
 * resolved from its table. Two round trips whatever the mix of types.
 */
export async function listFavorites(
  db: Db,
  userId: string,
  options: { type?: FavoriteTargetType | null; page?: number; pageSize?: number; language?: Language } = {},
): Promise<FavoritesPage> {
  const type = options.type ?? null
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? FAVORITES_PAGE_SIZE), 1), 100)
  const requested = Math.max(Math.trunc(options.page ?? 1) || 1, 1)
  const language = options.language ?? 'en'
  const where = type ? and(eq(favorites.userId, userId), eq(favorites.targetType, type)) : eq(favorites.userId, userId)

  // a page beyond the last shows the last one
  const countRows = await countsQuery(db, userId)
  const counts = countsFrom(countRows)
  const total = type ? counts.byType[type] : counts.total
  const pageCount = Math.max(Math.ceil(total / pageSize), 1)
  const page = Math.min(requested, pageCount)
  const rows = total
    ? await db
        .select({ type: favorites.targetType, id: favorites.targetId, savedAt: favorites.createdAt })
        .from(favorites)
        .where(where)
        .orderBy(desc(favorites.createdAt), asc(favorites.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
    : []

  const idsByType = new Map<FavoriteTargetType, string[]>()
  for (const row of rows) idsByType.set(row.type, [...(idsByType.get(row.type) ?? []), row.id])
  const resolved = new Map<string, FavoriteCard>()
  await Promise.all(
    [...idsByType].map(async ([t, ids]) => {
      const cards = await resolveFavoriteTargets(
        db,
        userId,
        t,
        ids.map((id) => normalizeTargetId(t, id) ?? id),
        language,
      )
      for (const [id, c] of cards) resolved.set(`${t}:${id}`, c)
    }),
  )
  return {
    type,
    page,
    pageCount,
    pageSize,
    total,
    counts,
    entries: rows.map((row) => ({
      type: row.type,
      id: row.id,
      savedAt: row.savedAt.toISOString(),
      card: resolved.get(`${row.type}:${normalizeTargetId(row.type, row.id) ?? row.id}`) ?? null,
    })),
  }
}
