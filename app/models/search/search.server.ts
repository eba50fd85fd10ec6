/**
 * The site search (issue 38, decision 039): POST /api/search, the header box and /search.
 *
 * 1. The query's words are looked up in the words index (search_index): every word as typed, the
 *    last one as a prefix ('berl' finds Berlin), in titles and names first, then anywhere. Text in Chinese, Japanese or Korean is looked up
 *    in the trigram index (search_cjk); under three characters by a LIKE over that index only.
 * 2. Words of 5+ letters may carry a typo, of 9+ two: their deletion keys find the vocabulary's
 *    words within that edit distance (search_typo_keys, primary key lookups), and a second lookup
 *    takes those words instead. Exact and prefix matches always rank before typo matches.
 * 3. Within a tier: how much of the title the words make up, then the place, scaled by the entry's
 *    popularity, over the first matches in rowid order (most popular first; `ranked`).
 * 4. The candidates become hits through their type's visibility rule for this viewer
 *    (hits.server.ts), then the filters apply; counts, categories and suggestions come from the
 *    visible hits only.
 * At most three round trips to D1: keys and the exact lookup, the typo lookup, the hits.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import type { Viewer } from '~/models/viewer'
import { hydrate, type Hydrated } from './hits.server'
import {
  HITS_PER_PAGE,
  PAGES_MAX,
  SUGGEST_MIN_CHARS,
  SUGGESTION_LIMITS,
  SUGGESTIONS_MAX,
  type SearchAnswer,
  type SearchFilters,
  type SearchRequest,
  type SearchSuggestion,
  type SearchType,
} from './schema'
import { cjkRuns, deletionKeys, editDistance, fold, phrase, typosAllowed, words } from './text'

/** Candidates read per lookup: PAGES_MAX pages of 20, before the visibility rules and filters. */
const CANDIDATES = 200
/** Words of a query looked up (a pasted paragraph is not a search). */
const WORDS_MAX = 12
/** Typo corrections tried per word, the nearest first. */
const CORRECTIONS_PER_WORD = 6
const EMPTY: SearchAnswer = { hits: [], suggestions: [], counts: {}, categories: [], nbHits: 0, page: 1, nbPages: 0 }

type Candidate = { rowid: number; type: SearchType; ref_id: string | number }
/** A words lookup's row: what the ranking reads besides the key. */
type Looked = Candidate & { popularity: number; title: string; location: string; tier?: number }

/** The MATCH expression of the words: all of them, the last as a prefix unless the query ends with a space. */
function wordsMatch(tokens: string[], prefixLast: boolean, alternatives?: Map<string, string[]>) {
  return tokens
    .map((token, i) => {
      const asTyped = i === tokens.length - 1 && prefixLast ? `${phrase(token)}*` : phrase(token)
      const others = alternatives?.get(token) ?? []
      return others.length ? `(${[asTyped, ...others.map(phrase)].join(' OR ')})` : asTyped
    })
    .join(' AND ')
}

/** The filters the index itself applies: types (its type column) and the location (its location column). */
function indexFilters(filters: SearchFilters) {
  const location = filters.location ? words(filters.location) : []
  const match = location.length
    ? ` AND location : (${location.map((w, i) => (i === location.length - 1 ? `${phrase(w)}*` : phrase(w))).join(' AND ')})`
    : ''
  const types = filters.types?.length
    ? sql` AND type IN (${sql.join(
        filters.types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``
  return { match, types }
}

/**
 * The first matches in rowid order: a lookup stops at its limit instead of ranking every match
 * (ordering a broad prefix's tens of thousands of matches by bm25 cost 25 to 135 ms at scale),
 * and since the rebuild gives the most popular entries the first rowids, the matches it reads
 * are the most popular ones. Ranked in JavaScript afterwards (`ranked`), not by bm25 even over
 * these: bm25 first counts every document of each word (its IDF), which for two common words
 * ('queer bar') cost more than the lookup itself.
 */
function wordsLookup(match: string, types: SQL) {
  return sql`SELECT rowid, type, ref_id, popularity, title, location FROM search_index WHERE search_index MATCH ${match}${types} LIMIT ${CANDIDATES}`
}

/**
 * The two exact tiers in one statement: matches in titles and names, then anywhere, the second
 * read only while the first leaves room (LIMIT 0 when it filled the candidates: every match
 * anywhere would rank after them). `tier` tells them apart.
 */
function exactLookup(match: string, locationMatch: string, types: SQL) {
  const columns = sql.raw('rowid, type, ref_id, popularity, title, location')
  return sql`WITH titled AS MATERIALIZED (SELECT 1 AS tier, ${columns} FROM search_index WHERE search_index MATCH ${`{title alt} : (${match})${locationMatch}`}${types} LIMIT ${CANDIDATES})
    SELECT * FROM titled
    UNION ALL SELECT * FROM (SELECT 2, ${columns} FROM search_index WHERE search_index MATCH ${match + locationMatch}${types}
      LIMIT (SELECT CASE WHEN count(*) < ${CANDIDATES} THEN ${CANDIDATES} ELSE 0 END FROM titled))`
}

/** Of the query's words, the share `text`'s words answer: a whole word counts 1, the last word as a prefix 0.6. */
function answered(text: string, tokens: string[], prefixLast: boolean, alternatives?: Map<string, string[]>) {
  const found = words(text)
  let sum = 0
  tokens.forEach((token, i) => {
    const forms = [token, ...(alternatives?.get(token) ?? [])]
    if (found.some((word) => forms.includes(word))) sum += 1
    else if (prefixLast && i === tokens.length - 1 && found.some((word) => word.startsWith(token))) sum += 0.6
  })
  return { sum, of: found.length }
}

/**
 * Best first, within one tier: how much of the title the words make up (the name itself before a
 * longer name that holds it; a name in another language, `alt`, counts as a part), then whether
 * the place holds them (venues in Berlin before those that mention it), each scaled by the entry's
 * popularity; equal scores keep the index's order (the most popular first).
 */
function ranked(
  rows: unknown[],
  tokens: string[],
  prefixLast: boolean,
  { names = false, alternatives }: { names?: boolean; alternatives?: Map<string, string[]> } = {},
) {
  const scored = (rows as Looked[]).map((row) => {
    const title = answered(row.title, tokens, prefixLast, alternatives)
    const place = answered(row.location, tokens, prefixLast, alternatives)
    const inTitle = title.sum ? title.sum / Math.max(title.of, tokens.length) : names ? 0.3 : 0
    const score = (inTitle + 0.4 * (place.sum / tokens.length) + 0.05) * (1 + Number(row.popularity))
    return { row, score }
  })
  return scored.sort((a, b) => b.score - a.score || a.row.rowid - b.row.rowid).map(({ row }) => row as Candidate)
}

function cjkLookup(runs: string[], types: SQL) {
  const long = runs.filter((run) => [...run].length >= 3)
  const short = runs.filter((run) => [...run].length < 3)
  // the trigram index answers runs of 3+ characters; shorter ones scan search_cjk, which holds only CJK entries
  const conditions = [
    ...(long.length ? [sql`search_cjk MATCH ${long.map(phrase).join(' AND ')}`] : []),
    ...short.map((run) => sql`text LIKE ${`%${run}%`}`),
  ]
  return sql`SELECT rowid, type, ref_id FROM search_cjk WHERE ${sql.join(conditions, sql` AND `)}${types} ORDER BY popularity DESC LIMIT ${CANDIDATES}`
}

/** The vocabulary's words within each query word's allowed typos, nearest first. */
function corrections(tokens: string[], found: { key: string; term: string }[]) {
  const byToken = new Map<string, string[]>()
  for (const token of tokens) {
    const allowed = typosAllowed(token)
    if (!allowed) continue
    const keys = new Set(deletionKeys(token, allowed))
    const near = [...new Set(found.filter((row) => keys.has(row.key)).map((row) => row.term))]
      .filter((term) => term !== token)
      .map((term) => ({ term, distance: editDistance(token, term, allowed) }))
      .filter((c) => c.distance <= allowed)
      .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
      .slice(0, CORRECTIONS_PER_WORD)
      .map((c) => c.term)
    if (near.length) byToken.set(token, near)
  }
  return byToken
}

/** Whether a hit passes the filters the index cannot apply (they live on the rows themselves). */
function passes(hit: Hydrated, filters: SearchFilters) {
  if (filters.categories?.length) {
    const category = hit.category?.toLowerCase()
    if (!category || !filters.categories.some((c) => c.toLowerCase() === category)) return false
  }
  if (filters.dateRange) {
    if (!hit.date) return false
    const day = hit.date.slice(0, 10)
    if (day < filters.dateRange.from || day > filters.dateRange.to) return false
  }
  if (filters.priceRange && (hit.price === null || hit.price < filters.priceRange.min || hit.price > filters.priceRange.max)) return false
  if (filters.rating && (hit.rating === null || hit.rating < filters.rating)) return false
  if (filters.featured && !hit.featured) return false
  if (filters.verified && !hit.verified) return false
  return true
}

// the lucide icons the site draws per type (components/search/type-icons.ts)
const ICONS: Record<SearchType, string> = {
  location: 'map-pin',
  venue: 'building-2',
  event: 'calendar-days',
  group: 'users',
  user: 'user',
  personality: 'star',
  marketplace: 'shopping-bag',
  news: 'newspaper',
  travel: 'plane',
  ressource: 'life-buoy',
  content: 'book-open',
  tag: 'tag',
}

/** The suggestions: per source its quota (SPEC §7), best first, 8 at most. */
function suggestionsOf(hits: Hydrated[]): SearchSuggestion[] {
  const quotas: Partial<Record<SearchType, number>> = SUGGESTION_LIMITS
  const taken: SearchSuggestion[] = []
  for (const type of Object.keys(quotas) as SearchType[]) {
    for (const hit of hits.filter((h) => h.type === type).slice(0, quotas[type])) {
      if (taken.length >= SUGGESTIONS_MAX) return taken
      taken.push({
        id: hit.objectID,
        type,
        title: hit.title,
        subtitle: hit.location ?? hit.category,
        icon: ICONS[type],
        href: hit.href,
      })
    }
  }
  return taken
}

/**
 * While typing only the suggestions are read: per source a few candidates beyond its quota (for
 * those the viewer may not see), not every candidate of the query.
 */
function forSuggestions(candidates: Candidate[]) {
  const taken = new Map<SearchType, number>()
  return candidates.filter((c) => {
    const quota = (SUGGESTION_LIMITS as Partial<Record<SearchType, number>>)[c.type]
    const count = taken.get(c.type) ?? 0
    if (!quota || count >= quota * 3) return false
    taken.set(c.type, count + 1)
    return true
  })
}

/** The hits, counts and suggestions of one search, for this viewer (only suggestions when asked: no hits, counts or categories). */
export async function searchSite(db: Db, viewer: Viewer, request: SearchRequest): Promise<SearchAnswer> {
  const query = request.query.normalize('NFKC').trim()
  if (!query) return EMPTY
  const filters = request.filters ?? {}
  const hitsPerPage = request.hitsPerPage ?? HITS_PER_PAGE
  const tokens = [...new Set(words(query))].slice(0, WORDS_MAX)
  const runs = cjkRuns(query).slice(0, WORDS_MAX)
  const prefixLast = !/\s$/.test(request.query)
  const { match: locationMatch, types } = indexFilters(filters)
  const keys = tokens.flatMap((token) => {
    const allowed = typosAllowed(token)
    return allowed ? deletionKeys(token, allowed) : []
  })

  const match = wordsMatch(tokens, prefixLast)
  const first: SQL[] = [
    keys.length
      ? sql`SELECT key, term FROM search_typo_keys WHERE key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`
      : sql`SELECT NULL AS key, NULL AS term WHERE 0`,
    // titles and names first, then anywhere (a venue in Berlin for 'berlin')
    tokens.length ? exactLookup(match, locationMatch, types) : sql`SELECT 1 WHERE 0`,
    runs.length ? cjkLookup(runs, types) : sql`SELECT 1 WHERE 0`,
  ]
  const [keyRows, exactRows, cjkRows] = (await runSqlBatch(db, first)).map((r) => r.results)
  const titleRows = (exactRows as Looked[]).filter((row) => row.tier === 1)
  const anywhereRows = (exactRows as Looked[]).filter((row) => row.tier === 2)
  const alternatives = corrections(tokens, keyRows as { key: string; term: string }[])
  // typo matches rank after every exact one: when those fill what will be read, skip the lookup
  const exact = new Set([...titleRows, ...anywhereRows].map((row) => (row as Candidate).rowid)).size
  const enough = request.suggestionsOnly ? SUGGESTIONS_MAX * 3 : CANDIDATES
  let typoRows: Candidate[] = []
  if (alternatives.size && exact < enough)
    [typoRows] = (await runSqlBatch(db, [wordsLookup(wordsMatch(tokens, prefixLast, alternatives) + locationMatch, types)])).map((r) =>
      ranked(r.results, tokens, prefixLast, { alternatives }),
    )

  // tiers: titles, then anywhere, then the CJK lookup, then typo matches; text in both scripts must match both
  const cjkIds = new Set((cjkRows as Candidate[]).map((c) => c.rowid))
  const wordRows = [...ranked(titleRows, tokens, prefixLast, { names: true }), ...ranked(anywhereRows, tokens, prefixLast), ...typoRows]
  const ordered = tokens.length && runs.length ? wordRows.filter((c) => cjkIds.has(c.rowid)) : [...wordRows, ...(cjkRows as Candidate[])]
  const seen = new Set<number>()
  let candidates = ordered.filter((c) => !seen.has(c.rowid) && !!seen.add(c.rowid))
  // what PAGES_MAX pages can show, best first: nothing further down is read
  candidates = request.suggestionsOnly ? forSuggestions(candidates) : candidates.slice(0, CANDIDATES)

  const found = await hydrate(
    db,
    viewer,
    candidates.map((c) => ({ type: c.type, refId: c.ref_id })),
  )
  const visible = candidates
    .map((c) => found.get(`${c.type}:${String(c.ref_id)}`))
    .filter((hit): hit is Hydrated => !!hit && passes(hit, filters))

  const counts: SearchAnswer['counts'] = {}
  const categories = new Map<string, number>()
  for (const hit of visible) {
    counts[hit.type] = (counts[hit.type] ?? 0) + 1
    if (hit.category) categories.set(hit.category, (categories.get(hit.category) ?? 0) + 1)
  }
  const nbPages = Math.min(PAGES_MAX, Math.ceil(visible.length / hitsPerPage))
  const page = Math.min(request.page ?? 1, Math.max(nbPages, 1))
  const strip = ({ featured: _f, verified: _v, ...hit }: Hydrated) => hit
  const suggestions = [...fold(query)].length >= SUGGEST_MIN_CHARS ? suggestionsOf(visible) : []
  if (request.suggestionsOnly) return { ...EMPTY, suggestions }
  return {
    hits: visible.slice((page - 1) * hitsPerPage, page * hitsPerPage).map(strip),
    suggestions,
    counts,
    categories: [...categories]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 12),
    nbHits: visible.length,
    page,
    nbPages,
  }
}

/** SPEC §9: the first 12 of the category lists (venues, events, marketplace), for the filter panel with no query yet. */
export async function popularCategories(db: Db): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT name FROM (
         SELECT name, sort_order, 1 AS list FROM venue_categories
         UNION ALL SELECT name, sort_order, 2 FROM event_types
         UNION ALL SELECT name, sort_order, 3 FROM marketplace_categories)
       ORDER BY list, sort_order, name LIMIT 12`,
    )
    .all<{ name: string }>()
  return results.map((row) => row.name)
}
