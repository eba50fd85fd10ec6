/**
 * A search's candidates as hits: each type's rows read from its own table, through its own
 * visibility rule for this viewer (decision 005) — the index only proposes; a row the viewer
 * may not see (a crew they left, a member who blocked them, a venue hidden since) never becomes
 * a hit. Every type's query in one D1 batch.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  cities,
  communityGroups,
  contentPages,
  countries,
  events,
  eventTypes,
  marketplaceCategories,
  marketplaceListings,
  newsArticles,
  personalities,
  profiles,
  resources,
  travelGuides,
  unifiedTags,
  venueCategories,
  venues,
} from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { visibleContentPage } from '~/models/wiki/visibility.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleEvent } from '~/models/events/visibility.server'
import { visibleListing } from '~/models/marketplace/visibility.server'
import { cityShown, foundBySearch } from '~/models/members/visibility.server'
import { visibleNewsArticle } from '~/models/news/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'
import { searchHref, type SearchHit, type SearchType } from './schema'

/** A hit with what the filters test besides its shown fields. */
export type Hydrated = SearchHit & { featured: boolean; verified: boolean }

/** The columns every type's query yields, under these names. */
type Row = {
  id: string | number
  title: string
  description: string | null
  imageUrl: string | null
  category: string | null
  location: string | null
  priceCents: number | null
  date: Date | number | string | null
  rating: number | null
  slug: string | null
  featured: boolean | number | null
  verified: boolean | number | null
}

/**
 * Each field under its own name in the SQL (`AS title`…): the queries run as one D1 batch, whose
 * rows come back as objects, and two columns called `name` (a city's and its country's) would
 * otherwise collapse into one and shift every field after them.
 */
const named = <T extends Record<string, SQLWrapper>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as unknown as {
    [K in keyof T]: SQL.Aliased<unknown>
  }

/**
 * The candidates' ids as the table `wanted` (one JSON parameter: D1 binds at most 100 a
 * statement), put first with a CROSS JOIN so that they drive: each row is then read by its key.
 * With `id IN (ids)` in the WHERE, SQLite chose the index of the visibility rule's own condition
 * (venues by status) and tested every published venue against the ids: 30 ms for 9 hits at scale.
 */
const wantedIds = (ids: readonly (string | number)[]) => sql`json_each(${JSON.stringify(ids)}) AS wanted`
const isWanted = (column: SQLWrapper) => sql`${column} = wanted.value`
const place = (...parts: SQLWrapper[]) =>
  sql<string | null>`nullif(trim(${sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ', ' || `,
  )}, ', '), '')`
const none = sql<null>`NULL`

/** Per type: the query of its visible rows among `ids`. `location` hits come from countries and cities. */
function queriesFor(db: Db, viewer: Viewer, type: Exclude<SearchType, 'location'>, ids: (string | number)[]) {
  switch (type) {
    case 'venue':
      return db
        .select(
          named({
            id: venues.id,
            title: venues.name,
            description: venues.description,
            imageUrl: venues.imageUrl,
            category: venueCategories.name,
            location: place(cities.name, countries.name),
            priceCents: none,
            date: none,
            rating: sql<number | null>`CASE WHEN ${venues.ratingCount} > 0 THEN ${venues.ratingAvg} END`,
            slug: venues.slug,
            featured: venues.featured,
            verified: venues.communityVerified,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(venues)
        .innerJoin(countries, eq(countries.id, venues.countryId))
        .leftJoin(cities, eq(cities.id, venues.cityId))
        .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
        .where(and(isWanted(venues.id), visibleVenue(viewer)))
    case 'event':
      return db
        .select(
          named({
            id: events.id,
            title: events.title,
            description: events.description,
            imageUrl: events.imageUrl,
            category: eventTypes.name,
            location: sql<string | null>`CASE WHEN ${events.isOnline} THEN NULL ELSE ${place(cities.name, countries.name)} END`,
            priceCents: sql<number | null>`CASE WHEN ${events.isFree} THEN 0 ELSE ${events.priceCents} END`,
            date: events.startsAt,
            rating: none,
            slug: events.slug,
            featured: events.featured,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(events)
        .leftJoin(countries, eq(countries.id, events.countryId))
        .leftJoin(cities, eq(cities.id, events.cityId))
        .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
        .where(and(isWanted(events.id), visibleEvent(viewer)))
    case 'marketplace':
      return db
        .select(
          named({
            id: marketplaceListings.id,
            title: marketplaceListings.title,
            description: marketplaceListings.description,
            imageUrl: marketplaceListings.imageUrl,
            category: marketplaceCategories.name,
            location: none,
            priceCents: sql<number>`coalesce(${marketplaceListings.salePriceCents}, ${marketplaceListings.priceCents})`,
            date: none,
            rating: sql<number | null>`CASE WHEN ${marketplaceListings.ratingCount} > 0 THEN ${marketplaceListings.ratingAvg} END`,
            slug: marketplaceListings.slug,
            featured: marketplaceListings.featured,
            verified: marketplaceListings.havenOwned,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(marketplaceListings)
        .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, marketplaceListings.categoryId))
        .where(and(isWanted(marketplaceListings.id), visibleListing(viewer)))
    case 'user':
      return db
        .select(
          named({
            id: profiles.userId,
            title: sql<string>`coalesce(${profiles.displayName}, '')`,
            description: profiles.pronouns,
            imageUrl: profiles.avatarUrl,
            category: none,
            location: sql<string | null>`CASE WHEN ${cityShown()} THEN ${cities.name} END`,
            priceCents: none,
            date: none,
            rating: none,
            slug: none,
            featured: none,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(profiles)
        .leftJoin(cities, eq(cities.id, profiles.cityId))
        .where(and(isWanted(profiles.userId), foundBySearch(viewer)))
    case 'personality':
      return db
        .select(
          named({
            id: personalities.id,
            title: personalities.name,
            description: personalities.profession,
            imageUrl: personalities.imageUrl,
            category: personalities.category,
            location: countries.name,
            priceCents: none,
            date: none,
            rating: none,
            slug: personalities.slug,
            featured: personalities.featured,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(personalities)
        .leftJoin(countries, eq(countries.id, personalities.countryId))
        .where(and(isWanted(personalities.id), visiblePersonality(viewer)))
    case 'group':
      return db
        .select(
          named({
            id: communityGroups.id,
            title: communityGroups.name,
            description: communityGroups.description,
            imageUrl: communityGroups.imageUrl,
            category: communityGroups.category,
            location: place(cities.name, countries.name),
            priceCents: none,
            date: none,
            rating: none,
            slug: communityGroups.slug,
            featured: none,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(communityGroups)
        .leftJoin(countries, eq(countries.id, communityGroups.countryId))
        .leftJoin(cities, eq(cities.id, communityGroups.cityId))
        .where(and(isWanted(communityGroups.id), visibleCrew(viewer)))
    case 'news':
      return db
        .select(
          named({
            id: newsArticles.id,
            title: newsArticles.title,
            description: newsArticles.summary,
            imageUrl: newsArticles.imageUrl,
            category: newsArticles.category,
            location: none,
            priceCents: none,
            date: newsArticles.publishedAt,
            rating: none,
            slug: newsArticles.slug,
            featured: newsArticles.featured,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(newsArticles)
        .where(and(isWanted(newsArticles.id), visibleNewsArticle(viewer)))
    case 'travel':
      return db
        .select(
          named({
            id: travelGuides.id,
            title: travelGuides.title,
            description: travelGuides.summary,
            imageUrl: travelGuides.imageUrl,
            category: none,
            location: place(cities.name, countries.name),
            priceCents: none,
            date: travelGuides.publishedAt,
            rating: none,
            slug: travelGuides.slug,
            featured: none,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(travelGuides)
        .leftJoin(countries, eq(countries.id, travelGuides.countryId))
        .leftJoin(cities, eq(cities.id, travelGuides.cityId))
        .where(and(isWanted(travelGuides.id), visibleTravelGuide(viewer)))
    case 'ressource':
      return db
        .select(
          named({
            id: resources.id,
            title: resources.title,
            description: resources.description,
            imageUrl: none,
            category: resources.resourceType,
            location: countries.name,
            priceCents: none,
            date: none,
            rating: none,
            slug: resources.slug,
            featured: resources.isEmergency,
            verified: resources.verified,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(resources)
        .leftJoin(countries, eq(countries.id, resources.countryId))
        .where(and(isWanted(resources.id), visibleResource(viewer)))
    case 'content':
      return db
        .select(
          named({
            id: contentPages.id,
            title: contentPages.title,
            description: none,
            imageUrl: none,
            category: none,
            location: none,
            priceCents: none,
            date: contentPages.updatedAt,
            rating: none,
            slug: contentPages.slug,
            featured: none,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(contentPages)
        .where(and(isWanted(contentPages.id), visibleContentPage(viewer)))
    case 'tag':
      // the taxonomy is public
      return db
        .select(
          named({
            id: unifiedTags.id,
            title: unifiedTags.name,
            description: unifiedTags.description,
            imageUrl: none,
            category: unifiedTags.category,
            location: none,
            priceCents: none,
            date: none,
            rating: none,
            slug: unifiedTags.slug,
            featured: none,
            verified: none,
          }),
        )
        .from(wantedIds(ids))
        .crossJoin(unifiedTags)
        .where(isWanted(unifiedTags.id))
  }
}

/** The geographic directory is public: countries (two-letter ids) and cities (numeric ids). */
function locationQueries(db: Db, ids: (string | number)[]) {
  const countryIds = ids.filter((id) => typeof id === 'string' && /^[a-z]{2}$/.test(id))
  const cityIds = ids.filter((id) => !countryIds.includes(id)).map(Number)
  return [
    db
      .select(
        named({
          id: countries.id,
          title: countries.name,
          description: countries.capital,
          imageUrl: none,
          category: countries.region,
          location: sql<string | null>`${countries.continent}`,
          priceCents: none,
          date: none,
          rating: none,
          slug: sql<string>`'country'`,
          featured: none,
          verified: none,
        }),
      )
      .from(wantedIds(countryIds))
      .crossJoin(countries)
      .where(isWanted(countries.id)),
    db
      .select(
        named({
          id: cities.id,
          title: cities.name,
          description: cities.region,
          imageUrl: none,
          category: none,
          location: countries.name,
          priceCents: none,
          date: none,
          rating: none,
          slug: sql<string>`'city'`,
          featured: none,
          verified: none,
        }),
      )
      .from(wantedIds(cityIds))
      .crossJoin(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(isWanted(cities.id)),
  ]
}

const isoDate = (value: Row['date']) => {
  if (value === null) return null
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : Date.parse(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function toHit(type: SearchType, row: Row): Hydrated {
  const id = String(row.id)
  const isCountry = type === 'location' && row.slug === 'country'
  const metadata = { slug: type === 'location' ? null : row.slug, isCountry }
  return {
    objectID: `${type}:${id}`,
    type,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    category: row.category,
    location: row.location,
    price: row.priceCents === null ? null : row.priceCents / 100,
    date: isoDate(row.date),
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    metadata,
    href: searchHref(type, id, metadata, row.title),
    featured: !!row.featured,
    verified: !!row.verified,
  }
}

/**
 * The visible hits among the candidates (type and id), keyed by objectID. Ids of a type the
 * viewer may not see any of simply yield nothing.
 */
export async function hydrate(db: Db, viewer: Viewer, candidates: { type: SearchType; refId: string | number }[]) {
  const byType = new Map<SearchType, (string | number)[]>()
  for (const { type, refId } of candidates) byType.set(type, [...(byType.get(type) ?? []), refId])
  const queries: { type: SearchType; query: ReturnType<typeof locationQueries>[number] | ReturnType<typeof queriesFor> }[] = []
  for (const [type, ids] of byType) {
    if (type === 'location') for (const query of locationQueries(db, ids)) queries.push({ type, query })
    else queries.push({ type, query: queriesFor(db, viewer, type, ids) })
  }
  const found = new Map<string, Hydrated>()
  if (!queries.length) return found
  // one round trip for every type's query
  const results = (await db.batch(queries.map((q) => q.query) as unknown as Parameters<typeof db.batch>[0])) as unknown as Row[][]
  results.forEach((rows, i) => {
    for (const row of rows) {
      const hit = toHit(queries[i]!.type, row)
      found.set(hit.objectID, hit)
    }
  })
  return found
}
