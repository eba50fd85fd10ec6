/**
 * The /ressources filters' counts, kept in `resource_facets` (issue 39): how many resources a visitor
 * may see (visibleResource(VISITOR), the rule every non-staff viewer gets, and staff too outside the
 * editor) per type, profession, country, language and topic. Five GROUP BYs over every resource
 * were run on every request (0.4–0.6 s at 25 000 resources); now they run every 30 minutes (the
 * news cron), after the seed, and when the table is empty, and a request reads a few hundred rows.
 * A resource published or withdrawn since shows in the list at once; only the counts wait.
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { resourceFacets, resources, resourceTags, unifiedTags } from '~/db/schema'
import { VISITOR } from '~/models/viewer'
import { visibleResource } from './visibility.server'

type Facet = (typeof resourceFacets.facet.enumValues)[number]

/** SQL: the rows of one facet, to join to the table its keys name (`facetKey`). */
export const inFacet = (name: Facet) => eq(resourceFacets.facet, name)
/** A facet's key as the integer id it holds (professions, tags). */
export const facetId = sql<number>`CAST(${resourceFacets.key} AS INTEGER)`

/** Computes every count again from the resources, and replaces the table's rows in one transaction. */
export async function refreshResourceFacets(db: Db): Promise<number> {
  const visible = visibleResource(VISITOR)
  const facet = (name: Facet, key: unknown) => ({
    facet: sql<Facet>`${name}`.as('facet'),
    key: sql<string>`CAST(${key} AS TEXT)`.as('key'),
    count: count().as('count'),
  })
  const counts = [
    db.select(facet('type', resources.resourceType)).from(resources).where(visible).groupBy(resources.resourceType),
    db
      .select(facet('profession', resources.professionId))
      .from(resources)
      .where(and(visible, isNotNull(resources.professionId)))
      .groupBy(resources.professionId),
    db
      .select(facet('country', resources.countryId))
      .from(resources)
      .where(and(visible, isNotNull(resources.countryId)))
      .groupBy(resources.countryId),
    db
      .select(facet('language', resources.language))
      .from(resources)
      .where(and(visible, isNotNull(resources.language)))
      .groupBy(resources.language),
    db
      .select(facet('tag', resourceTags.tagId))
      .from(resourceTags)
      .innerJoin(resources, eq(resources.id, resourceTags.resourceId))
      .innerJoin(unifiedTags, eq(unifiedTags.id, resourceTags.tagId))
      .where(and(visible, isNotNull(unifiedTags.path)))
      .groupBy(resourceTags.tagId),
  ]
  await db.batch([db.delete(resourceFacets), ...counts.map((query) => db.insert(resourceFacets).select(query))])
  const [row] = await db.select({ n: count() }).from(resourceFacets)
  return row?.n ?? 0
}
