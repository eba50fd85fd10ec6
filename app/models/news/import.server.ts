/**
 * The feed import (the Worker's Cron Trigger NEWS_IMPORT_CRON, workers/app.ts; by hand: `npm run
 * news:import`): reads the feed of every active news source that is due, keeps the items its
 * rules accept (./rules.ts), and stores the new ones once.
 *
 * - Due: active, with a feed address, and next_attempt_at unset or past; the longest unread
 *   first, MAX_SOURCES_PER_RUN a run (a Worker invocation has a subrequest limit).
 * - Sources are read IMPORT_CONCURRENCY at a time, each with its own time limit (FEED_TIMEOUT_MS):
 *   a slow, failing or broken source only ever costs its own slot, never the others' turn.
 * - Stored once: news_articles.url is unique and every address is canonical (tracking
 *   parameters off, ./clean.server.ts), so `INSERT … ON CONFLICT DO NOTHING` stores a new
 *   article and skips a known one, across runs and across sources. The article's HTML is
 *   cleaned before it is stored; its summary is plain text.
 * - Recorded per source: last_fetched_at, last_status ('ok' | 'error'), last_error, and on
 *   success last_success_at and last_new_count. A failure counts in failure_count and puts the
 *   next attempt off (RETRY_BASE_MS doubled per failure in a row, at most RETRY_MAX_MS); a
 *   success clears both.
 * - New articles enter the search index (syncSearchEntries 'news', by visibleNewsArticle).
 *
 * Round trips: one to pick the sources; per source, one batch of inserts and one update (plus
 * the search index's batch when something is new).
 */
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { newsArticles, newsSources, type NewNewsArticle } from '~/db/schema'
import { syncSearchEntries } from '~/models/search/search-index.server'
import { FeedError, fetchFeedText, parseFeedText, type FetchOptions } from './feed.server'
import { acceptsItem, itemCategory, type SourceRules } from './rules'

export { NEWS_IMPORT_CRON } from './schedule'
export const IMPORT_CONCURRENCY = 4
export const MAX_SOURCES_PER_RUN = 25
export const RETRY_BASE_MS = 30 * 60_000
export const RETRY_MAX_MS = 24 * 60 * 60_000

export type SourceImport =
  | { sourceId: number; name: string; status: 'ok'; items: number; kept: number; stored: number }
  | { sourceId: number; name: string; status: 'error'; error: string; failures: number; nextAttemptAt: Date }

export type ImportOptions = FetchOptions & {
  now?: number
  concurrency?: number
  /** Only these sources (due or not): a moderator's 'fetch now'. */
  sourceIds?: number[]
}

/** When a source that failed `failures` times in a row is tried again. */
export function nextAttemptAfter(failures: number, now: number): Date {
  return new Date(now + Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1)))
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable suffix that keeps slugs unique per address. */
function shortHash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

export function articleSlug(title: string, url: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${words || 'article'}-${shortHash(url)}`
}

/** Runs `work` over `items`, at most `limit` at once; every item's promise settles on its own. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(Math.max(1, limit), items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i]!)
      }
    }),
  )
  return results
}

type DueSource = {
  id: number
  name: string
  feedUrl: string
  language: string | null
  failureCount: number
} & SourceRules

const SOURCE_FIELDS = {
  id: newsSources.id,
  name: newsSources.name,
  feedUrl: sql<string>`${newsSources.feedUrl}`,
  language: newsSources.language,
  failureCount: newsSources.failureCount,
  includeKeywords: newsSources.includeKeywords,
  excludeKeywords: newsSources.excludeKeywords,
  defaultCategory: newsSources.defaultCategory,
}

/** Reads every due source's feed and stores what is new; one report per source read. */
export async function importNewsFeeds(db: Db, options: ImportOptions = {}): Promise<SourceImport[]> {
  const now = options.now ?? Date.now()
  const chosen = options.sourceIds?.length
    ? sql`${newsSources.id} IN (${sql.join(
        options.sourceIds.slice(0, MAX_SOURCES_PER_RUN).map((id) => sql`${id}`),
        sql`, `,
      )})`
    : and(eq(newsSources.active, true), or(isNull(newsSources.nextAttemptAt), lte(newsSources.nextAttemptAt, new Date(now))))
  const sources: DueSource[] = await db
    .select(SOURCE_FIELDS)
    .from(newsSources)
    .where(and(isNotNull(newsSources.feedUrl), chosen))
    .orderBy(asc(sql`coalesce(${newsSources.lastFetchedAt}, 0)`), asc(newsSources.id))
    .limit(MAX_SOURCES_PER_RUN)
  return eachLimited(sources, options.concurrency ?? IMPORT_CONCURRENCY, (source) => importSource(db, source, now, options))
}

async function importSource(db: Db, source: DueSource, now: number, options: FetchOptions): Promise<SourceImport> {
  try {
    const feed = parseFeedText(await fetchFeedText(source.feedUrl, options), source.feedUrl)
    const language = source.language ?? feed.language
    const rows: NewNewsArticle[] = feed.items
      .filter((item) => acceptsItem(source, item))
      .map((item) => ({
        slug: articleSlug(item.title, item.url),
        sourceId: source.id,
        title: item.title,
        summary: item.summary || null,
        body: item.html || null,
        url: item.url,
        imageUrl: item.imageUrl,
        category: itemCategory(source, item.categories),
        language,
        // a date in the future (a feed's clock, or a scheduled post) is taken as now
        publishedAt: new Date(Math.min(item.publishedAt?.getTime() ?? now, now)),
        createdAt: new Date(now),
      }))
    const storedIds: number[] = []
    for (let i = 0; i < rows.length; i += 50) {
      const [first, ...rest] = rows
        .slice(i, i + 50)
        .map((row) => db.insert(newsArticles).values(row).onConflictDoNothing().returning({ id: newsArticles.id }))
      const results = await db.batch([first!, ...rest])
      for (const inserted of results) for (const { id } of inserted) storedIds.push(id)
    }
    await db
      .update(newsSources)
      .set({
        lastFetchedAt: new Date(now),
        lastStatus: 'ok',
        lastError: null,
        lastSuccessAt: new Date(now),
        lastNewCount: storedIds.length,
        failureCount: 0,
        nextAttemptAt: null,
      })
      .where(eq(newsSources.id, source.id))
    if (storedIds.length) await syncSearchEntries(db, 'news', storedIds)
    return { sourceId: source.id, name: source.name, status: 'ok', items: feed.items.length, kept: rows.length, stored: storedIds.length }
  } catch (error) {
    const message = (
      error instanceof FeedError ? error.message : `import failed: ${error instanceof Error ? error.message : String(error)}`
    ).slice(0, 500)
    const failures = source.failureCount + 1
    const nextAttemptAt = nextAttemptAfter(failures, now)
    try {
      await db
        .update(newsSources)
        .set({ lastFetchedAt: new Date(now), lastStatus: 'error', lastError: message, failureCount: failures, nextAttemptAt })
        .where(eq(newsSources.id, source.id))
    } catch (recording) {
      console.error('news import: could not record a source error', { sourceId: source.id, error: String(recording) })
    }
    return { sourceId: source.id, name: source.name, status: 'error', error: message, failures, nextAttemptAt }
  }
}
