/**
 * sitemap.xml's rows: the places, venues, wiki pages, travel guides, resources, news articles and public crews search engines may index. The sitemap is public, so
 * every row is one a visitor may see (the owners' rules for a visitor): a pending venue, a
 * private crew or its events never appear in it.
 *
 * Venues are split into files of SITEMAP_VENUES_PER_FILE (the protocol allows 50 000 URLs per
 * file), in id order. Answers are cached for an hour.
 */
import { and, asc, count, desc, eq, isNotNull, max } from 'drizzle-orm'
import { VISITOR } from '~/models/viewer'
import type { Db } from '~/db/client'
import {
  communityGroups,
  contentPages,
  countries,
  newsArticles,
  professions,
  resources,
  resourceTags,
  travelGuides,
  unifiedTags,
  venues,
} from '~/db/schema'
import { visibleContentPage } from '~/models/wiki/visibility.server'
import { visibleCrew } from '~/models/crews/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { visibleNewsArticle } from '../news/visibility.server'
import { professionHref, resourceHref, tagHref } from '../resources/query'
import { visibleVenue } from '~/models/venues/visibility.server'

export const SITEMAP_VENUES_PER_FILE = 10_000

export type SitemapEntry = { path: string; updated: string | null }

const isoDay = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null)

/** How many venue files the index lists (at least one, so the index never points nowhere). */
export async function sitemapVenueFileCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(venues).where(visibleVenue(VISITOR))
  return Math.max(1, Math.ceil((row?.n ?? 0) / SITEMAP_VENUES_PER_FILE))
}

/** The venues of file `n` (1-based): visible to a visitor, by id. */
export async function sitemapVenues(db: Db, n: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: venues.id, updatedAt: venues.updatedAt })
    .from(venues)
    .where(visibleVenue(VISITOR))
    .orderBy(asc(venues.id))
    .limit(SITEMAP_VENUES_PER_FILE)
    .offset((n - 1) * SITEMAP_VENUES_PER_FILE)
  return rows.map((r) => ({ path: `/venues/${r.id}`, updated: isoDay(r.updatedAt) }))
}

/** Every country, and the cities that have a venue a visitor may see (the city pages worth indexing). */
export async function sitemapPlaces(db: Db): Promise<SitemapEntry[]> {
  const [countryRows, cityRows] = await db.batch([
    db.select({ id: countries.id, updatedAt: countries.updatedAt }).from(countries).orderBy(asc(countries.id)),
    db
      .selectDistinct({ id: venues.cityId })
      .from(venues)
      .where(and(visibleVenue(VISITOR), isNotNull(venues.cityId)))
      .orderBy(asc(venues.cityId)),
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
 * The resources a visitor may read (/ressources/{slug}), the tags that a visible resource carries
 * (/ressources/{tag path}) and the professions that have one (/professions/{slug}). One batch.
 */
export async function sitemapResources(db: Db): Promise<SitemapEntry[]> {
  const visible = visibleResource(VISITOR)
  const [resourceRows, tagRows, professionRows] = await db.batch([
    db
      .select({ id: resources.id, slug: resources.slug, updatedAt: resources.updatedAt })
      .from(resources)
      .where(visible)
      .orderBy(asc(resources.id)),
    db
      .selectDistinct({ path: unifiedTags.path })
      .from(resourceTags)
      .innerJoin(resources, eq(resources.id, resourceTags.resourceId))
      .innerJoin(unifiedTags, eq(unifiedTags.id, resourceTags.tagId))
      .where(and(visible, isNotNull(unifiedTags.path)))
      .orderBy(asc(unifiedTags.path)),
    db
      .selectDistinct({ slug: professions.slug })
      .from(resources)
      .innerJoin(professions, eq(professions.id, resources.professionId))
      .where(visible)
      .orderBy(asc(professions.slug)),
  ])
  return [
    ...resourceRows.map((r) => ({ path: resourceHref(r), updated: isoDay(r.updatedAt) })),
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

/** The crews a visitor may see in full (public and not hidden): their pages, by id. */
export async function sitemapCrews(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: communityGroups.id, updatedAt: communityGroups.updatedAt })
    .from(communityGroups)
    .where(visibleCrew(VISITOR))
    .orderBy(asc(communityGroups.id))
  return rows.map((r) => ({ path: `/groups/${r.id}`, updated: isoDay(r.updatedAt) }))
}
