/**
 * /ressources/{segment}: which page a segment names, and a resource's page (decision 023).
 *
 * Resolution order: digits are a resource's id (301 to its slug); else a resource's slug, exactly;
 * else a tag's path, without regard to case (and leniently: a tag's name as typed, with its
 * punctuation, is turned into a path first), answered with 301 when it is not the tag's own
 * spelling. Migration 0023's triggers make sure a slug and a path never name the same segment, so
 * the order never hides a page. One round trip for any segment; one more for a resource's page.
 *
 * Visibility: visibleResource with `drafts` (staff see a draft resource on its own page, marked
 * and not indexed; everyone else meets a 404, as for an unknown one).
 */
import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, countries, professions, resources, resourceTags, unifiedTags } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visibleResource } from './visibility.server'
import { safetyQuery, toSafetyInfo, type SafetyInfo } from '~/models/places/country-safety.server'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { RESOURCE_ID_SEGMENT, SAFETY_BANNER_TYPES, tagHref, tagPath } from './query'

export type TagRef = { id: number; name: string; slug: string; path: string; description: string | null; category: string | null }

export type ResourcePathMatch = { kind: 'redirect'; to: string } | { kind: 'resource'; id: number } | { kind: 'tag'; tag: TagRef } | null

const tagFields = {
  id: unifiedTags.id,
  name: unifiedTags.name,
  slug: unifiedTags.slug,
  path: unifiedTags.path,
  description: unifiedTags.description,
  category: unifiedTags.category,
}

/** What /ressources/{segment} names for this viewer (the segment as Remix decoded it). */
export async function resolveResourcePath(db: Db, viewer: Viewer, segment: string): Promise<ResourcePathMatch> {
  const visible = visibleResource(viewer, { drafts: true })
  if (RESOURCE_ID_SEGMENT.test(segment)) {
    const [row] = await db
      .select({ slug: resources.slug })
      .from(resources)
      .where(and(eq(resources.id, Number(segment)), visible))
      .limit(1)
    return row ? { kind: 'redirect', to: `/ressources/${encodeURIComponent(row.slug)}` } : null
  }
  const path = tagPath(segment)
  const [resourceRows, tagRows] = await db.batch([
    db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.slug, segment), visible))
      .limit(1),
    // a tag by its path, or by its slug (/ressources/mental-health, as links elsewhere write it),
    // which answers with a redirect to its path; the path first when both name a tag
    db
      .select(tagFields)
      .from(unifiedTags)
      .where(or(sql`${unifiedTags.path} = ${path} COLLATE NOCASE`, eq(unifiedTags.slug, segment.toLowerCase())))
      .orderBy(sql`${unifiedTags.path} = ${path} COLLATE NOCASE DESC`)
      .limit(1),
  ])
  if (resourceRows[0]) return { kind: 'resource', id: resourceRows[0].id }
  const tag = tagRows[0]
  if (!tag?.path) return null
  if (tag.path !== segment) return { kind: 'redirect', to: tagHref(tag.path) }
  return { kind: 'tag', tag: tag as TagRef }
}

/** A resource's page: the row with its profession, place and tags, and its country's safety when its type calls for it. */
export async function getResourceDetail(db: Db, viewer: Viewer, id: number, language: Language) {
  const [rows, tags, safetyRows] = await db.batch([
    db
      .select({
        id: resources.id,
        slug: resources.slug,
        title: resources.title,
        description: resources.description,
        body: resources.body,
        url: resources.url,
        phone: resources.phone,
        email: resources.email,
        language: resources.language,
        resourceType: resources.resourceType,
        isEmergency: resources.isEmergency,
        verified: resources.verified,
        status: resources.status,
        countryId: resources.countryId,
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
        cityId: resources.cityId,
        // aliased: D1 answers rows keyed by column name, and joined tables share 'name' and 'slug'
        cityName: sql<string | null>`${cities.name}`.as('city_name'),
        professionName: sql<string | null>`${professions.name}`.as('profession_name'),
        professionSlug: sql<string | null>`${professions.slug}`.as('profession_slug'),
        createdAt: resources.createdAt,
        updatedAt: resources.updatedAt,
      })
      .from(resources)
      .leftJoin(countries, eq(countries.id, resources.countryId))
      .leftJoin(cities, eq(cities.id, resources.cityId))
      .leftJoin(professions, eq(professions.id, resources.professionId))
      .where(and(eq(resources.id, id), visibleResource(viewer, { drafts: true })))
      .limit(1),
    db
      .select(tagFields)
      .from(resourceTags)
      .innerJoin(unifiedTags, eq(unifiedTags.id, resourceTags.tagId))
      .where(eq(resourceTags.resourceId, id))
      .orderBy(unifiedTags.name),
    safetyQuery(db, sql`(SELECT ${resources.countryId} FROM ${resources} WHERE ${resources.id} = ${id})`),
  ])
  const resource = rows[0]
  if (!resource) return null
  const showsSafety =
    !!resource.countryId && (resource.isEmergency || SAFETY_BANNER_TYPES.includes(resource.resourceType) || !!resource.phone)
  const safety: SafetyInfo | null = showsSafety && safetyRows[0] ? toSafetyInfo(safetyRows[0]) : null
  return {
    ...resource,
    draft: resource.status !== 'published',
    tags: tags.filter((t): t is TagRef => !!t.path),
    showsSafety,
    safety,
  }
}

export type ResourceDetail = NonNullable<Awaited<ReturnType<typeof getResourceDetail>>>
