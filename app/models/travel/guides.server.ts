import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, countries, travelGuides } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { VISITOR, type Viewer } from '~/models/viewer'
import { localizedName } from '../places/localized.server'
import { renderMarkdown, type TocEntry } from '~/models/wiki/markdown.server'
import { TRAVEL_PAGE_SIZE } from './guides'
import { visibleTravelGuide } from './visibility.server'

export { TRAVEL_GUIDE_LANGUAGE, TRAVEL_PAGE_SIZE } from './guides'

/** Travel guides (/travel/{id}); who may see one: visibleTravelGuide (./visibility.server.ts). */
/** /travel/{param}: digits are an id (the address search and the sitemap use), anything else a slug. */
export type TravelGuideKey = { id: number } | { slug: string }

export function parseTravelParam(param: string | undefined): TravelGuideKey | null {
  if (!param) return null
  if (/^\d{1,10}$/.test(param)) {
    const id = Number(param)
    return id > 0 ? { id } : null
  }
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(param) ? { slug: param } : null
}

export type TravelGuideView = {
  id: number
  slug: string
  title: string
  summary: string | null
  html: string
  toc: TocEntry[]
  imageUrl: string | null
  publishedAt: number | null
  updatedAt: number
  draft: boolean
  /** The place the guide is about: a city (and its country) or a whole country. */
  city: { id: number; name: string } | null
  country: { id: string; name: string; flag: string | null } | null
}

/**
 * A guide for its page, through visibleTravelGuide (drafts for staff only). A slug finds the
 * guide but the page answers with a redirect to its id, the one address of a guide.
 */
export async function findTravelGuide(
  db: Db,
  key: TravelGuideKey,
  { viewer, language }: { viewer: Viewer; language: Language },
): Promise<{ redirectTo: string } | { guide: TravelGuideView } | null> {
  const row = await db
    .select({
      id: travelGuides.id,
      slug: travelGuides.slug,
      title: travelGuides.title,
      summary: travelGuides.summary,
      body: travelGuides.body,
      imageUrl: travelGuides.imageUrl,
      status: travelGuides.status,
      publishedAt: travelGuides.publishedAt,
      updatedAt: travelGuides.updatedAt,
      cityId: travelGuides.cityId,
      cityName: sql<string | null>`${localizedName(cities.names, cities.name, language)}`.as('city_name'),
      countryId: travelGuides.countryId,
      countryName: sql<string | null>`${localizedName(countries.names, countries.name, language)}`.as('country_name'),
      flag: countries.flag,
    })
    .from(travelGuides)
    .leftJoin(cities, eq(cities.id, travelGuides.cityId))
    // a city's guide belongs to the city's country even when the row names none
    .leftJoin(countries, eq(countries.id, sql`coalesce(${travelGuides.countryId}, ${cities.countryId})`))
    .where(and('id' in key ? eq(travelGuides.id, key.id) : eq(travelGuides.slug, key.slug), visibleTravelGuide(viewer, { drafts: true })))
    .get()
  if (!row) return null
  if ('slug' in key) return { redirectTo: `/travel/${row.id}` }
  const { html, toc } = renderMarkdown(row.body ?? '', { title: row.title })
  return {
    guide: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      html,
      toc,
      imageUrl: row.imageUrl,
      publishedAt: row.publishedAt?.getTime() ?? null,
      updatedAt: row.updatedAt.getTime(),
      draft: row.status !== 'published',
      city: row.cityId != null && row.cityName ? { id: row.cityId, name: row.cityName } : null,
      country: row.countryName ? { id: String(row.countryId ?? ''), name: row.countryName, flag: row.flag } : null,
    },
  }
}

export type TravelGuideCard = {
  id: number
  title: string
  summary: string | null
  cityName: string | null
  countryName: string | null
  flag: string | null
}

/** /travel: the published guides, newest first, a page at a time (visitor rule: the list is public). */
export async function listTravelGuides(db: Db, { page, language }: { page: number; language: Language }) {
  const visible = visibleTravelGuide(VISITOR)
  const [rows, totals] = await db.batch([
    db
      .select({
        id: travelGuides.id,
        title: travelGuides.title,
        summary: travelGuides.summary,
        cityName: sql<string | null>`${localizedName(cities.names, cities.name, language)}`.as('city_name'),
        countryName: sql<string | null>`${localizedName(countries.names, countries.name, language)}`.as('country_name'),
        flag: countries.flag,
      })
      .from(travelGuides)
      .leftJoin(cities, eq(cities.id, travelGuides.cityId))
      .leftJoin(countries, eq(countries.id, sql`coalesce(${travelGuides.countryId}, ${cities.countryId})`))
      .where(visible)
      .orderBy(desc(travelGuides.publishedAt), asc(travelGuides.id))
      .limit(TRAVEL_PAGE_SIZE)
      .offset((page - 1) * TRAVEL_PAGE_SIZE),
    db.select({ n: count() }).from(travelGuides).where(visible),
  ])
  return { guides: rows satisfies TravelGuideCard[], total: totals[0]?.n ?? 0 }
}

/**
 * The newest guide a city's or a country's page links to (for a country, a guide of the whole
 * country, not of one of its cities), by the guides' rule for this viewer: a query for the
 * place page's batch.
 */
export function travelGuideOfPlace(db: Db, viewer: Viewer, place: { cityId: number } | { countryId: string }) {
  return db
    .select({ id: travelGuides.id, title: travelGuides.title })
    .from(travelGuides)
    .where(
      and(
        'cityId' in place
          ? eq(travelGuides.cityId, place.cityId)
          : and(eq(travelGuides.countryId, place.countryId), isNull(travelGuides.cityId)),
        visibleTravelGuide(viewer),
      ),
    )
    .orderBy(desc(travelGuides.publishedAt), asc(travelGuides.id))
    .limit(1)
}
