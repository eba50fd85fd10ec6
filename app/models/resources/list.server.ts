/**
 * The /ressources list (and a tag's page, /ressources/{tag path}, which is the list with its tag
 * chosen): parsing the URL leniently, the filter choices with their counts, the tag cloud, the page.
 *
 * Rules: every list and count goes through visibleResource (app/models/resources/visibility.server.ts)
 * with the visitor's reach (no drafts: a list is the same for everyone; staff meet a draft on its
 * own page). The text is searched in the site's FTS5 `search_index` (its 'ressource' rows: title,
 * description, country), kept by `syncSearchEntry('ressource', id)`; no LIKE on user text. The
 * filters run on the table's indexes (status and type, profession, country, language; tags through
 * resource_tags' tag index).
 *
 * Round trips: two per page (the choices, counts, cloud and chosen tag; then the total and the page).
 */
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cappedCount, shownCount } from '~/models/site/counting.server'
import { cities, countries, professions, resourceFacets, resources, resourceTags, unifiedTags } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visibleResource } from './visibility.server'
import { facetId, inFacet, refreshResourceFacets } from './facets.server'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { countryParam, lenient, pageParam, slugParam } from '~/utils/url-params'
import {
  MAX_RESOURCE_QUERY_LENGTH,
  MIN_RESOURCE_QUERY_LENGTH,
  RESOURCE_TYPES,
  RESOURCES_MAX_PAGE,
  RESOURCES_PAGE_SIZE,
  type ResourceQuery,
  type ResourceType,
} from './query'
import { searchText } from '~/utils/text-hygiene'

/** The URL's query, every bad value dropped (never an error). */
export function parseResourceQuery(url: URL): ResourceQuery {
  const p = url.searchParams
  const q = searchText(p.get('q'), MAX_RESOURCE_QUERY_LENGTH)
  const category = p.get('category')
  const language = (p.get('language') ?? '').trim().toLowerCase()
  const page = lenient(pageParam, p.get('page')) ?? 1
  return {
    q,
    tag: lenient(slugParam, p.get('tag')),
    profession: lenient(slugParam, p.get('profession')),
    country: lenient(countryParam, p.get('country')),
    category: (RESOURCE_TYPES as readonly string[]).includes(category ?? '') ? (category as ResourceType) : null,
    language: /^[a-z]{2,3}$/.test(language) ? language : null,
    page: Math.min(page, RESOURCES_MAX_PAGE),
  }
}

/** The text's FTS5 expression: every word of 2+ letters or digits, quoted, as a prefix. */
export function resourceTextWords(q: string): string | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= MIN_RESOURCE_QUERY_LENGTH)
    .slice(0, 8)
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

export type TagChoice = { id: number; name: string; slug: string; path: string; category: string | null; count: number }

export type ResourceChoices = {
  /** Resource types with their counts (visible resources). */
  categories: { type: ResourceType; count: number }[]
  professions: { slug: string; name: string; count: number }[]
  countries: { id: string; name: string; flag: string | null; count: number }[]
  languages: { code: string; count: number }[]
  /** Tags that visible resources carry, with their counts (the tag cloud, grouped by category). */
  tags: TagChoice[]
}

export type ResolvedResourceQuery = {
  /** The query with the values that name nothing dropped (the page redirects to it). */
  query: ResourceQuery
  choices: ResourceChoices
  tag: TagChoice | null
  professionId: number | null
  words: string | null
  textTooShort: boolean
}

/**
 * The filter choices with counts, the tag cloud, and the chosen tag, in one batch. `fixedTag`: the
 * tag of a tag's page (chosen even when no visible resource carries it: its page then lists none).
 */
export async function resolveResourceQuery(
  db: Db,
  viewer: Viewer,
  raw: ResourceQuery,
  language: Language,
  fixedTag: Omit<TagChoice, 'count'> | null = null,
): Promise<ResolvedResourceQuery> {
  // the counts are the visitor's (resource_facets, facets.server.ts): what any viewer sees outside the editor
  const n = resourceFacets.count
  const facets = () =>
    db.batch([
      db.select({ type: resourceFacets.key, count: n }).from(resourceFacets).where(inFacet('type')),
      db
        .select({ id: professions.id, slug: professions.slug, name: professions.name, count: n })
        .from(resourceFacets)
        .innerJoin(professions, eq(professions.id, facetId))
        .where(inFacet('profession')),
      db
        .select({
          id: countries.id,
          name: localizedName(countries.names, countries.name, language).as('country_name'),
          flag: countries.flag,
          count: n,
        })
        .from(resourceFacets)
        .innerJoin(countries, eq(countries.id, resourceFacets.key))
        .where(inFacet('country')),
      db.select({ code: resourceFacets.key, count: n }).from(resourceFacets).where(inFacet('language')),
      db
        .select({
          id: unifiedTags.id,
          name: unifiedTags.name,
          slug: unifiedTags.slug,
          path: unifiedTags.path,
          category: unifiedTags.category,
          count: n,
        })
        .from(resourceFacets)
        .innerJoin(unifiedTags, eq(unifiedTags.id, facetId))
        .where(and(inFacet('tag'), isNotNull(unifiedTags.path))),
    ])
  let [typeRows, professionRows, countryRows, languageRows, tagRows] = await facets()
  // a new database, before the first refresh: count now
  if (typeRows.length === 0 && (await refreshResourceFacets(db)) > 0)
    [typeRows, professionRows, countryRows, languageRows, tagRows] = await facets()
  const collator = new Intl.Collator(language)
  const choices: ResourceChoices = {
    categories: RESOURCE_TYPES.flatMap((type) => {
      const row = typeRows.find((r) => r.type === type)
      return row ? [{ type, count: row.count }] : []
    }),
    professions: professionRows.map(({ slug, name, count }) => ({ slug, name, count })).sort((a, b) => collator.compare(a.name, b.name)),
    countries: countryRows.sort((a, b) => collator.compare(a.name, b.name)),
    languages: languageRows.map((r) => ({ code: r.code as string, count: r.count })).sort((a, b) => a.code.localeCompare(b.code)),
    tags: (tagRows as TagChoice[]).sort((a, b) => collator.compare(a.name, b.name)),
  }
  const tag = fixedTag
    ? (choices.tags.find((t) => t.id === fixedTag.id) ?? { ...fixedTag, count: 0 })
    : raw.tag
      ? (choices.tags.find((t) => t.slug === raw.tag) ?? null)
      : null
  const profession = raw.profession ? (professionRows.find((p) => p.slug === raw.profession) ?? null) : null
  const query: ResourceQuery = {
    ...raw,
    tag: tag ? tag.slug : null,
    profession: profession ? profession.slug : null,
    country: raw.country && choices.countries.some((c) => c.id === raw.country) ? raw.country : null,
    category: raw.category && choices.categories.some((c) => c.type === raw.category) ? raw.category : null,
    language: raw.language && choices.languages.some((l) => l.code === raw.language) ? raw.language : null,
  }
  const words = resourceTextWords(query.q)
  return { query, choices, tag, professionId: profession?.id ?? null, words, textTooShort: !!query.q && !words }
}

function conditions(viewer: Viewer, r: ResolvedResourceQuery): SQL[] {
  const where: SQL[] = [visibleResource(viewer)]
  const { query } = r
  if (r.tag)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${resourceTags} WHERE ${resourceTags.resourceId} = ${resources.id} AND ${resourceTags.tagId} = ${r.tag.id})`,
    )
  if (r.professionId != null) where.push(eq(resources.professionId, r.professionId))
  if (query.country) where.push(eq(resources.countryId, query.country))
  if (query.category) where.push(eq(resources.resourceType, query.category))
  if (query.language) where.push(eq(resources.language, query.language))
  if (r.words)
    where.push(
      sql`${resources.id} IN (SELECT CAST(ref_id AS INTEGER) FROM search_index WHERE search_index MATCH ${r.words} AND type = 'ressource')`,
    )
  return where
}

export type ResourceCard = {
  id: number
  slug: string
  title: string
  description: string | null
  resourceType: ResourceType
  phone: string | null
  isEmergency: boolean
  verified: boolean
  countryId: string | null
  countryName: string | null
  flag: string | null
  cityName: string | null
}

/** Fields a card shows (the lists, a profession's page). Needs the country and city joins. */
export function resourceCardFields(language: Language) {
  return {
    id: resources.id,
    slug: resources.slug,
    title: resources.title,
    description: resources.description,
    resourceType: resources.resourceType,
    phone: resources.phone,
    isEmergency: resources.isEmergency,
    verified: resources.verified,
    countryId: resources.countryId,
    countryName: localizedName(countries.names, countries.name, language).as('country_name'),
    flag: countries.flag,
    cityName: sql<string | null>`${cities.name}`.as('city_name'),
  }
}

/** Emergency lines first, then verified entries, then by title. */
export const RESOURCE_ORDER = [
  sql`${resources.isEmergency} DESC`,
  sql`${resources.verified} DESC`,
  sql`${resources.title} COLLATE NOCASE`,
  asc(resources.id),
]

/** The page's cards and the total (to '1,000+'), in one batch. A page past the end shows the last one. */
export async function listResources(db: Db, viewer: Viewer, resolved: ResolvedResourceQuery, language: Language) {
  const where = and(...conditions(viewer, resolved))
  const page = resolved.query.page
  const [[counted], rows] = await db.batch([
    // counted to '1,000+' only (COUNT_CAP), like every list that grows
    db.select({ total: cappedCount(sql`SELECT 1 FROM ${resources} WHERE ${where}`).as('total') }).from(sql`(SELECT 1)`),
    db
      .select(resourceCardFields(language))
      .from(resources)
      .leftJoin(countries, eq(countries.id, resources.countryId))
      .leftJoin(cities, eq(cities.id, resources.cityId))
      .where(where)
      .orderBy(...RESOURCE_ORDER)
      .limit(RESOURCES_PAGE_SIZE)
      .offset((page - 1) * RESOURCES_PAGE_SIZE),
  ])
  const { count: total, more: totalCapped } = shownCount(counted?.total)
  const pageCount = Math.max(1, Math.min(RESOURCES_MAX_PAGE, Math.ceil(total / RESOURCES_PAGE_SIZE)))
  return { cards: rows as ResourceCard[], total, totalCapped, page, pageCount }
}
