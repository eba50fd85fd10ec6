/**
 * The FTS5 `search_index`: one table over every searchable type (SPEC §3 search types), ranked
 * with bm25. It is public — the same for everyone — so each type's rows go in exactly as far
 * as its owner's rule lets a visitor see them (visibleVenue, visibleEvent, visibleListing,
 * visiblePersonality, visibleCrew, visibleResource, visibleNewsArticle, visibleTravelGuide,
 * visibleContentPage, searchableProfile). A private crew, its events and posts, a pending venue
 * or a profile not visible to everyone never enter it. Member locations are their chosen city,
 * never coordinates, and only when they show it.
 *
 * `rebuildSearchIndex` rebuilds it all (the seed, later an admin 'reindex'); domain code keeps
 * single rows in step with `syncSearchEntry` after a change that affects what the index holds.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
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
import { cityShown, searchableProfile } from '../members/visibility.server'
import { visibleNewsArticle } from '../news/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleVenue } from '~/models/venues/visibility.server'

const INSERT = sql.raw('INSERT INTO search_index (type, ref_id, title, body, location)')

/** Per type: the INSERT … SELECT of its public rows, narrowed by `only` (one row) when given. */
const ENTRIES = {
  venue: (only?: SQL) => sql`${INSERT}
    SELECT 'venue', ${venues.id}, ${venues.name}, coalesce(${venues.description}, ''), trim(coalesce(${cities.name}, '') || ' ' || ${countries.name})
    FROM ${venues} JOIN ${countries} ON ${countries.id} = ${venues.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${venues.cityId}
    WHERE ${and(visibleVenue(VISITOR), only)}`,
  event: (only?: SQL) => sql`${INSERT}
    SELECT 'event', ${events.id}, ${events.title}, coalesce(${events.description}, ''), trim(coalesce(${cities.name}, '') || ' ' || coalesce(${countries.name}, ''))
    FROM ${events} LEFT JOIN ${countries} ON ${countries.id} = ${events.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${events.cityId}
    WHERE ${and(visibleEvent(VISITOR), only)}`,
  marketplace: (only?: SQL) => sql`${INSERT}
    SELECT 'marketplace', ${marketplaceListings.id}, ${marketplaceListings.title}, coalesce(${marketplaceListings.businessName}, '') || ' ' || coalesce(${marketplaceListings.description}, ''), ''
    FROM ${marketplaceListings} WHERE ${and(visibleListing(VISITOR), only)}`,
  personality: (only?: SQL) => sql`${INSERT}
    SELECT 'personality', ${personalities.id}, ${personalities.name}, coalesce(${personalities.profession}, '') || ' ' || coalesce(${personalities.bio}, ''), coalesce(${countries.name}, '')
    FROM ${personalities} LEFT JOIN ${countries} ON ${countries.id} = ${personalities.countryId}
    WHERE ${and(visiblePersonality(VISITOR), only)}`,
  group: (only?: SQL) => sql`${INSERT}
    SELECT 'group', ${communityGroups.id}, ${communityGroups.name}, coalesce(${communityGroups.description}, ''), coalesce(${cities.name}, '')
    FROM ${communityGroups} LEFT JOIN ${cities} ON ${cities.id} = ${communityGroups.cityId}
    WHERE ${and(visibleCrew(VISITOR), only)}`,
  ressource: (only?: SQL) => sql`${INSERT}
    SELECT 'ressource', ${resources.id}, ${resources.title}, coalesce(${resources.description}, ''), coalesce(${countries.name}, '')
    FROM ${resources} LEFT JOIN ${countries} ON ${countries.id} = ${resources.countryId}
    WHERE ${and(visibleResource(VISITOR), only)}`,
  news: (only?: SQL) => sql`${INSERT}
    SELECT 'news', ${newsArticles.id}, ${newsArticles.title}, coalesce(${newsArticles.summary}, ''), ''
    FROM ${newsArticles} WHERE ${and(visibleNewsArticle(VISITOR), only)}`,
  travel: (only?: SQL) => sql`${INSERT}
    SELECT 'travel', ${travelGuides.id}, ${travelGuides.title}, coalesce(${travelGuides.summary}, ''), trim(coalesce(${cities.name}, '') || ' ' || coalesce(${countries.name}, ''))
    FROM ${travelGuides} LEFT JOIN ${countries} ON ${countries.id} = ${travelGuides.countryId} LEFT JOIN ${cities} ON ${cities.id} = ${travelGuides.cityId}
    WHERE ${and(visibleTravelGuide(VISITOR), only)}`,
  content: (only?: SQL) => sql`${INSERT}
    SELECT 'content', ${contentPages.id}, ${contentPages.title}, '', ''
    FROM ${contentPages} WHERE ${and(visibleContentPage(VISITOR), only)}`,
  // the taxonomy and the geographic directory are public data
  tag: (only?: SQL) => sql`${INSERT}
    SELECT 'tag', ${unifiedTags.id}, ${unifiedTags.name}, coalesce(${unifiedTags.description}, ''), ''
    FROM ${unifiedTags} WHERE ${only ?? sql`1`}`,
  user: (only?: SQL) => sql`${INSERT}
    SELECT 'user', ${profiles.userId}, ${profiles.displayName}, coalesce(${profiles.bio}, ''), CASE WHEN ${cityShown()} THEN coalesce(${cities.name}, '') ELSE '' END
    FROM ${profiles} LEFT JOIN ${cities} ON ${cities.id} = ${profiles.cityId}
    WHERE ${and(searchableProfile(), only)}`,
  country: (only?: SQL) => sql`${INSERT}
    SELECT 'location', ${countries.id}, ${countries.name}, coalesce(${countries.officialName}, '') || ' ' || coalesce(${countries.capital}, ''), coalesce(${countries.region}, '')
    FROM ${countries} WHERE ${only ?? sql`1`}`,
  city: (only?: SQL) => sql`${INSERT}
    SELECT 'location', ${cities.id}, ${cities.name}, coalesce(${cities.region}, ''), ${countries.name}
    FROM ${cities} JOIN ${countries} ON ${countries.id} = ${cities.countryId} WHERE ${only ?? sql`1`}`,
}

/** Rebuilds the whole index from the content tables, in one transaction. */
export async function rebuildSearchIndex(db: Db) {
  await runSqlBatch(db, [sql`DELETE FROM search_index`, ...Object.values(ENTRIES).map((entry) => entry())])
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
 * a caller that runs them in its own batch with the change itself (`db.run` each).
 */
export function searchEntryStatements(type: SyncableSearchType, id: string | number): SQL[] {
  // the rebuild stores integer ids as integers; a text id is matched too, whoever wrote it
  return [
    sql`DELETE FROM search_index WHERE type = ${type} AND (ref_id = ${id} OR ref_id = ${String(id)})`,
    ENTRIES[type](eq(SYNCABLE[type], id as never)),
  ]
}

/**
 * Puts one row's index entry in step with its table: present (with its current text) while a
 * visitor may see it, absent otherwise. Call it after any change of the row's state, text or place.
 */
export async function syncSearchEntry(db: Db, type: SyncableSearchType, id: string | number) {
  await runSqlBatch(db, searchEntryStatements(type, id))
}

/**
 * `syncSearchEntry` for many rows of one type at once (the news import's new articles): one
 * transaction per 90 ids (D1 binds at most 100 parameters a statement).
 */
export async function syncSearchEntries(db: Db, type: SyncableSearchType, ids: ReadonlyArray<string | number>) {
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90)
    await runSqlBatch(db, [
      sql`DELETE FROM search_index WHERE type = ${type} AND ref_id IN (${sql.join(
        chunk.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      ENTRIES[type](inArray(SYNCABLE[type], chunk as never[])),
    ])
  }
}
