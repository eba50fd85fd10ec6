/**
 * sitemap.xml's rows: the places, venues, wiki pages, travel guides, resources, news articles and public crews search engines may index. The sitemap is public, so
 * every row is one a visitor may see (the owners' rules for a visitor): a pending venue, a
 * private crew or its events never appear in it.
 *
 * Venues and resources are split into files by id range (SITEMAP_IDS_PER_FILE). Answers are
 * cached for an hour.
 */
import { and, asc, between, desc, eq, gte, isNotNull, lt, max, sql } from 'drizzle-orm'
import { VISITOR } from '~/models/viewer'
import type { Db } from '~/db/client'
import { field, notIndexed } from '~/db/not-indexed'
import {
  marketplaceListings,
  cities,
  communityGroups,
  contentPages,
  countries,
  newsArticles,
  professions,
  resourceFacets,
  resources,
  travelGuides,
  unifiedTags,
  venues,
} from '~/db/schema'
import { visibleContentPage } from '~/models/wiki/visibility.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleNewsArticle } from '~/models/news/visibility.server'
import { visibleListing } from '~/models/marketplace/visibility.server'
import { professionHref, resourceHref, tagHref } from '~/models/resources/query'
import { facetId, inFacet, refreshResourceFacets } from '~/models/resources/facets.server'
import { citiesWithVisibleVenues, visibleVenue } from '~/models/venues/visibility.server'

export type SitemapEntry = { path: string; updated: string | null }

const isoDay = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null)

/**
 * Files that grow with a table (venues, resources) are ranges of ids: file n holds the visible rows
 * with ids from (n − 1) × SITEMAP_IDS_PER_FILE + 1 to n × SITEMAP_IDS_PER_FILE, one walk of the
 * primary key between two ids (no count, no OFFSET), so a file stays under the protocol's 50 000
 * URLs (and 50 MB) however large the table grows. A range whose rows were all deleted is an empty
 * file, which the protocol allows.
 */
export const SITEMAP_IDS_PER_FILE = 5_000

/**
 * Venues, resources and items are read byIdOnly (app/db/not-indexed.ts): otherwise the visibility
 * rule's `status = 'published'` picks the status index, whose every published row is read and
 * sorted, and the id range only filters.
 */
const byIdOnly = notIndexed

const idRange = (n: number) => [(n - 1) * SITEMAP_IDS_PER_FILE + 1, n * SITEMAP_IDS_PER_FILE] as const
/** How many files reach the last visible id (one at least, so the index never points nowhere). */
const filesUpTo = (lastId: number | undefined) => Math.max(1, Math.ceil((lastId ?? 0) / SITEMAP_IDS_PER_FILE))

/** How many venue and resource files the index lists: the last visible id of each, walking back from the newest. */
export async function sitemapFileCounts(db: Db): Promise<{ venues: number; resources: number }> {
  const [lastVenue, lastResource] = await db.batch([
    db
      .select({ id: field(venues.id) })
      .from(byIdOnly(venues))
      .where(visibleVenue(VISITOR))
      .orderBy(desc(venues.id))
      .limit(1),
    db
      .select({ id: field(resources.id) })
      .from(byIdOnly(resources))
      .where(visibleResource(VISITOR))
      .orderBy(desc(resources.id))
      .limit(1),
  ])
  return { venues: filesUpTo(lastVenue[0]?.id), resources: filesUpTo(lastResource[0]?.id) }
}

/** The venues of file `n` (1-based): visible to a visitor, in its id range. */
export async function sitemapVenues(db: Db, n: number): Promise<SitemapEntry[]> {
  const [from, to] = idRange(n)
  const rows = await db
    .select({ id: field(venues.id), updatedAt: field(venues.updatedAt) })
    .from(byIdOnly(venues))
    .where(and(between(venues.id, from, to), visibleVenue(VISITOR)))
    .orderBy(asc(venues.id))
  return rows.map((r) => ({ path: `/venues/${r.id}`, updated: isoDay(r.updatedAt) }))
}

/** The resources of file `n` (1-based): visible to a visitor, in its id range. */
export async function sitemapResources(db: Db, n: number): Promise<SitemapEntry[]> {
  const [from, to] = idRange(n)
  const rows = await db
    .select({ id: field(resources.id), slug: field(resources.slug), updatedAt: field(resources.updatedAt) })
    .from(byIdOnly(resources))
    .where(and(between(resources.id, from, to), visibleResource(VISITOR)))
    .orderBy(asc(resources.id))
  return rows.map((r) => ({ path: resourceHref(r), updated: isoDay(r.updatedAt) }))
}

/**
 * Every country, and the cities that have a venue a visitor may see (the city pages worth indexing):
 * the cities' venue counts, which count exactly those venues (citiesWithVisibleVenues), not a walk
 * of every venue.
 */
export async function sitemapPlaces(db: Db): Promise<SitemapEntry[]> {
  const [countryRows, cityRows] = await db.batch([
    db.select({ id: countries.id, updatedAt: countries.updatedAt }).from(countries).orderBy(asc(countries.id)),
    db.select({ id: cities.id }).from(cities).where(citiesWithVisibleVenues()).orderBy(asc(cities.id)),
  ])
  return [
    ...countryRows.map((c) => ({ path: `/country/${c.id}`, updated: isoDay(c.updatedAt) })),
    ...cityRows.map((c) => ({ path: `/city/${c.id}`, updated: null })),
  ]
}

/** The wiki's pages a visitor may read: one address per slug (its languages share it), newest change. */
export async function sitemapContentPages(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: contentPages.slug, updatedAt: max(contentPages.updatedAt) })
    .from(contentPages)
    .where(visibleContentPage(VISITOR))
    .groupBy(contentPages.slug)
    .orderBy(asc(contentPages.slug))
  return rows
    .filter((r) => r.slug)
    .map((r) => ({
      path: `/content/${encodeURIComponent(r.slug)}`,
      updated: r.updatedAt == null ? null : isoDay(new Date(Number(r.updatedAt))),
    }))
}

/** The travel guides a visitor may read, by id (their one address). */
export async function sitemapTravelGuides(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: travelGuides.id, updatedAt: travelGuides.updatedAt })
    .from(travelGuides)
    .where(visibleTravelGuide(VISITOR))
    .orderBy(asc(travelGuides.id))
  return rows.map((r) => ({ path: `/travel/${r.id}`, updated: isoDay(r.updatedAt) }))
}

/**
 * The topics (tags, professions) with resources a visitor may see, from the /ressources filters'
 * summary (resource_facets: counted by visibleResource(VISITOR) on the news cron, after the seed,
 * and here when empty). A DISTINCT over every resource's tags cost 187 ms of D1 at 25 000
 * resources. A topic whose last resource was withdrawn leaves at the next refresh; its page
 * answers meanwhile, with no resources.
 */
export async function sitemapResourceTopics(db: Db): Promise<SitemapEntry[]> {
  const read = () =>
    db.batch([
      db
        .select({ path: unifiedTags.path })
        .from(resourceFacets)
        .innerJoin(unifiedTags, eq(unifiedTags.id, facetId))
        .where(and(inFacet('tag'), isNotNull(unifiedTags.path)))
        // the summary's own key order: no sort
        .orderBy(asc(resourceFacets.key)),
      db
        .select({ slug: professions.slug })
        .from(resourceFacets)
        .innerJoin(professions, eq(professions.id, facetId))
        .where(inFacet('profession'))
        .orderBy(asc(resourceFacets.key)),
      db
        .select({ one: sql<number>`1` })
        .from(resourceFacets)
        .limit(1),
    ])
  let [tagRows, professionRows, summary] = await read()
  if (!summary.length && (await refreshResourceFacets(db)) > 0) [tagRows, professionRows, summary] = await read()
  return [
    ...tagRows.map((t) => ({ path: tagHref(t.path as string), updated: null })),
    ...professionRows.map((p) => ({ path: professionHref(p.slug), updated: null })),
  ]
}

export const SITEMAP_NEWS_ARTICLES = 5_000

/** The newest news articles a visitor may read (older ones stay reachable through /news's pages). */
export async function sitemapNewsArticles(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(visibleNewsArticle(VISITOR))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(SITEMAP_NEWS_ARTICLES)
  return rows.map((r) => ({ path: `/news/${r.id}`, updated: isoDay(r.publishedAt) }))
}

/**
 * Crews' ids are random UUIDs: their first hex digit splits them into SITEMAP_CREW_FILES files of
 * about the same size (each under the protocol's 50 000 URLs up to 800 000 public crews), file n
 * one walk of the primary key between two bounds. The first file takes every id below '1' and the
 * last every id from 'f' on, so an id of any other shape is still in one file.
 */
const CREW_ID_BOUNDS = '0123456789abcdef'
export const SITEMAP_CREW_FILES = CREW_ID_BOUNDS.length

/** The crews of file `n` (1-based) a visitor may see in full (public and not hidden): their pages, by id. */
export async function sitemapCrews(db: Db, n: number): Promise<SitemapEntry[]> {
  const from = n > 1 ? CREW_ID_BOUNDS[n - 1] : undefined
  const to = n < SITEMAP_CREW_FILES ? CREW_ID_BOUNDS[n] : undefined
  const rows = await db
    .select({ id: communityGroups.id, updatedAt: communityGroups.updatedAt })
    .from(communityGroups)
    .where(and(from ? gte(communityGroups.id, from) : undefined, to ? lt(communityGroups.id, to) : undefined, visibleCrew(VISITOR)))
    .orderBy(asc(communityGroups.id))
  return rows.map((r) => ({ path: `/groups/${r.id}`, updated: isoDay(r.updatedAt) }))
}

export const SITEMAP_LISTINGS = 5_000

/** The market's items a visitor may see (for sale or sold out), the newest first (the list's pages reach the rest). */
export async function sitemapListings(db: Db): Promise<SitemapEntry[]> {
  // the newest first by the primary key, as far as the LIMIT (not the status index, then sorted)
  const rows = await db
    .select({ id: field(marketplaceListings.id), updatedAt: field(marketplaceListings.updatedAt) })
    .from(byIdOnly(marketplaceListings))
    .where(visibleListing(VISITOR))
    .orderBy(desc(marketplaceListings.id))
    .limit(SITEMAP_LISTINGS)
  return rows.map((r) => ({ path: `/marketplace/${r.id}`, updated: isoDay(r.updatedAt) }))
}
