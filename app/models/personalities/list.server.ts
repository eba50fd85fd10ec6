/**
 * The /personalities list: parsing the URL leniently, the filter choices, the page.
 *
 * Rules: every query goes through visiblePersonality (app/models/personalities/visibility.server.ts).
 * The text search reads the site's FTS5 `search_index` (its 'personality' rows: name, profession
 * and biography, country), which the seed rebuilds and `syncSearchEntry('personality', id)` keeps
 * in step after an edit; no LIKE on user text. The filters and orders run on the table itself:
 * it holds editorial entries (tens, at most a few thousand), and category, country and the
 * name's NOCASE order have their indexes.
 *
 * Round trips: two per page (the filter choices and the tag; then the total and the page).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countries, personalities, personalityTags, unifiedTags } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visiblePersonality } from './visibility.server'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { countryParam, lenient, pageParam, slugParam } from '~/utils/url-params'
import {
  MAX_PERSONALITY_QUERY_LENGTH,
  MIN_PERSONALITY_QUERY_LENGTH,
  PERSONALITIES_MAX_PAGE,
  PERSONALITIES_PAGE_SIZE,
  PERSONALITY_ERAS,
  PERSONALITY_SORTS,
  professionSlug,
  type PersonalityEra,
  type PersonalityQuery,
  type PersonalitySort,
} from './query'
import { searchText } from '~/utils/text-hygiene'

/** The URL's query, every bad value dropped (never an error). */
export function parsePersonalityQuery(url: URL): PersonalityQuery {
  const p = url.searchParams
  const q = searchText(p.get('q'), MAX_PERSONALITY_QUERY_LENGTH)
  const era = p.get('era')
  const sort = p.get('sort')
  const page = lenient(pageParam, p.get('page')) ?? 1
  return {
    q,
    profession: lenient(slugParam, p.get('profession')),
    category: lenient(slugParam, p.get('category')),
    country: lenient(countryParam, p.get('country')),
    era: (PERSONALITY_ERAS as readonly string[]).includes(era ?? '') ? (era as PersonalityEra) : null,
    tag: lenient(slugParam, p.get('tag')),
    sort: (PERSONALITY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PersonalitySort) : 'name',
    page: Math.min(page, PERSONALITIES_MAX_PAGE),
  }
}

/** The text's FTS5 expression: every word of 2+ letters or digits, quoted, as a prefix. */
export function personalityTextWords(q: string): string | null {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= MIN_PERSONALITY_QUERY_LENGTH)
    .slice(0, 8)
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

export type PersonalityChoices = {
  professions: { slug: string; name: string }[]
  categories: string[]
  countries: { id: string; name: string; flag: string | null }[]
}

export type ResolvedPersonalityQuery = {
  /** The query with the values that name nothing dropped (the page redirects to it). */
  query: PersonalityQuery
  choices: PersonalityChoices
  professionName: string | null
  tag: { id: number; name: string; slug: string } | null
  words: string | null
  textTooShort: boolean
}

/** The filter choices (what visible personalities have) and the chosen tag, in one batch. */
export async function resolvePersonalityQuery(
  db: Db,
  viewer: Viewer,
  raw: PersonalityQuery,
  language: Language,
): Promise<ResolvedPersonalityQuery> {
  const visible = visiblePersonality(viewer)
  const [professionRows, categoryRows, countryRows, tagRows] = await db.batch([
    db
      .selectDistinct({ name: personalities.profession })
      .from(personalities)
      .where(and(visible, isNotNull(personalities.profession))),
    db
      .selectDistinct({ category: personalities.category })
      .from(personalities)
      .where(and(visible, isNotNull(personalities.category))),
    db
      .selectDistinct({
        id: countries.id,
        name: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
      })
      .from(personalities)
      .innerJoin(countries, eq(countries.id, personalities.countryId))
      .where(visible),
    db
      .select({ id: unifiedTags.id, name: unifiedTags.name, slug: unifiedTags.slug })
      .from(unifiedTags)
      .where(eq(unifiedTags.slug, raw.tag ?? ''))
      .limit(1),
  ])
  const collator = new Intl.Collator(language)
  const professions = new Map<string, string>()
  for (const { name } of professionRows) if (name && professionSlug(name)) professions.set(professionSlug(name), name)
  const choices: PersonalityChoices = {
    professions: [...professions].map(([slug, name]) => ({ slug, name })).sort((a, b) => collator.compare(a.name, b.name)),
    categories: categoryRows.map((r) => r.category as string).sort(),
    countries: countryRows.sort((a, b) => collator.compare(a.name, b.name)),
  }
  const tag = tagRows[0] ?? null
  const query: PersonalityQuery = {
    ...raw,
    profession: raw.profession && professions.has(raw.profession) ? raw.profession : null,
    category: raw.category && choices.categories.includes(raw.category) ? raw.category : null,
    country: raw.country && choices.countries.some((c) => c.id === raw.country) ? raw.country : null,
    tag: tag ? tag.slug : null,
  }
  const words = personalityTextWords(query.q)
  return {
    query,
    choices,
    professionName: query.profession ? (professions.get(query.profession) ?? null) : null,
    tag,
    words,
    textTooShort: !!query.q && !words,
  }
}

function conditions(viewer: Viewer, r: ResolvedPersonalityQuery): SQL[] {
  const where: SQL[] = [visiblePersonality(viewer)]
  const { query } = r
  if (r.professionName) where.push(eq(personalities.profession, r.professionName))
  if (query.category) where.push(eq(personalities.category, query.category))
  if (query.country) where.push(eq(personalities.countryId, query.country))
  if (r.tag)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${personalityTags} WHERE ${personalityTags.personalityId} = ${personalities.id} AND ${personalityTags.tagId} = ${r.tag.id})`,
    )
  switch (query.era) {
    case 'living':
      where.push(isNull(personalities.deathYear))
      break
    case 'deceased':
      where.push(isNotNull(personalities.deathYear))
      break
    case 'born-before-1900':
      where.push(sql`${personalities.birthYear} < 1900`)
      break
    case 'born-1900-1945':
      where.push(sql`${personalities.birthYear} BETWEEN 1900 AND 1945`)
      break
    case 'born-1946-1979':
      where.push(sql`${personalities.birthYear} BETWEEN 1946 AND 1979`)
      break
    case 'born-since-1980':
      where.push(sql`${personalities.birthYear} >= 1980`)
      break
  }
  if (r.words)
    where.push(
      sql`${personalities.id} IN (SELECT CAST(ref_id AS INTEGER) FROM search_index WHERE search_index MATCH ${r.words} AND type = 'personality')`,
    )
  return where
}

const ORDERS: Record<PersonalitySort, SQL[]> = {
  name: [sql`${personalities.name} COLLATE NOCASE`, asc(personalities.id)],
  born: [sql`${personalities.birthYear} IS NULL`, asc(personalities.birthYear), sql`${personalities.name} COLLATE NOCASE`],
  recent: [desc(personalities.createdAt), desc(personalities.id)],
}

export type PersonalityCard = {
  id: number
  name: string
  profession: string | null
  imageUrl: string | null
  birthYear: number | null
  deathYear: number | null
  countryId: string | null
  countryName: string | null
  flag: string | null
}

/** Fields a card shows (the list, related personalities). */
export function cardFields(language: Language) {
  return {
    id: personalities.id,
    name: personalities.name,
    profession: personalities.profession,
    imageUrl: personalities.imageUrl,
    birthYear: personalities.birthYear,
    deathYear: personalities.deathYear,
    countryId: personalities.countryId,
    countryName: localizedName(countries.names, countries.name, language).as('country_name'),
    flag: countries.flag,
  }
}

/** The page's cards and the total, in one batch. A page past the end shows the last one. */
export async function listPersonalities(db: Db, viewer: Viewer, resolved: ResolvedPersonalityQuery, language: Language) {
  const where = and(...conditions(viewer, resolved))
  const page = resolved.query.page
  const [[totalRow], rows] = await db.batch([
    db.select({ total: count() }).from(personalities).where(where),
    db
      .select(cardFields(language))
      .from(personalities)
      .leftJoin(countries, eq(countries.id, personalities.countryId))
      .where(where)
      .orderBy(...ORDERS[resolved.query.sort])
      .limit(PERSONALITIES_PAGE_SIZE)
      .offset((page - 1) * PERSONALITIES_PAGE_SIZE),
  ])
  const total = totalRow?.total ?? 0
  const pageCount = Math.max(1, Math.min(PERSONALITIES_MAX_PAGE, Math.ceil(total / PERSONALITIES_PAGE_SIZE)))
  return { cards: rows as PersonalityCard[], total, page, pageCount }
}
