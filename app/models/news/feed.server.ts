/**
 * Reading one news source's feed: fetch it (with a time limit and a size limit), read it
 * (RSS 0.9x/1.0/2.0 and Atom, over htmlparser2: ./feed-xml.server.ts, decision 022) and turn each item into what the import needs, its HTML cleaned and its link
 * canonicalised (./clean.server.ts). `testNewsFeed` is the same read for the back office's
 * 'test a feed URL' (nothing is stored).
 */
import { canonicalUrl, cleanArticleHtml, plainText } from './clean.server'
import { readFeedXml, type RawFeed } from './feed-xml.server'
import { feedUrlSchema } from './schema'

/** A source that has not answered after this long is skipped until its next attempt. */
export const FEED_TIMEOUT_MS = 10_000
/** A feed larger than this is refused (real feeds are tens or hundreds of kB). */
export const MAX_FEED_BYTES = 3 * 1024 * 1024
/** Items read from one feed at most (the newest first, as feeds list them). */
export const MAX_FEED_ITEMS = 100

export type FeedErrorCode = 'invalid-url' | 'timeout' | 'http' | 'too-large' | 'invalid-feed' | 'network'

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'FeedError'
  }
}

export type FeedItem = {
  title: string
  /** Canonical article address (the dedupe key). */
  url: string
  /** Plain text. */
  summary: string
  /** Cleaned HTML (no script, handler, iframe, tracking). */
  html: string
  publishedAt: Date | null
  categories: string[]
  imageUrl: string | null
}

export type ParsedFeed = { title: string | null; language: string | null; items: FeedItem[] }

export type FetchOptions = { timeoutMs?: number; fetcher?: typeof fetch; userAgent?: string }

/**
 * The feed's text: 2xx only, within the time and size limits. Throws a FeedError.
 *
 * The time limit covers the whole answer: until the headers, an abort signal; after them, a
 * deadline raced against each read, which cancels the body (aborting the fetch once the body
 * streams left a rejection nobody could handle in workerd).
 */
export async function fetchFeedText(url: string, options: FetchOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const deadline = Date.now() + timeoutMs
  const fetcher = options.fetcher ?? fetch
  const timedOut = () => new FeedError('timeout', `no answer within ${timeoutMs / 1000} s`)
  const controller = new AbortController()
  const headersTimer = setTimeout(() => controller.abort(), timeoutMs)
  let response: Response
  try {
    response = await fetcher(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: {
        Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
        'User-Agent': options.userAgent ?? 'HavenNewsImport/1.0',
      },
    })
  } catch (error) {
    if (controller.signal.aborted) throw timedOut()
    throw new FeedError('network', `could not connect: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
  } finally {
    clearTimeout(headersTimer)
  }
  const drop = () => response.body?.cancel().catch(() => {})
  if (!response.ok) {
    await drop()
    throw new FeedError('http', `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`)
  }
  const tooLarge = () => new FeedError('too-large', `the feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`)
  if (Number(response.headers.get('Content-Length') ?? 0) > MAX_FEED_BYTES) {
    await drop()
    throw tooLarge()
  }
  const reader = response.body?.getReader()
  if (!reader) return ''
  // a body cancelled below rejects its pending read and `closed`: both are handled here
  reader.closed.catch(() => {})
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()))))
  try {
    for (;;) {
      const read = reader.read()
      read.catch(() => {})
      const next = await Promise.race([read, late])
      if (next === 'late') throw timedOut()
      if (next.done) break
      size += next.value.byteLength
      if (size > MAX_FEED_BYTES) throw tooLarge()
      chunks.push(next.value)
    }
  } catch (error) {
    // a stalled body is left to end with the invocation: cancelling a read still pending made
    // workerd reject a promise of its own that nothing can handle
    if (!(error instanceof FeedError && error.code === 'timeout')) reader.cancel().catch(() => {})
    if (error instanceof FeedError) throw error
    throw new FeedError('network', `the answer broke off: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
  } finally {
    clearTimeout(timer)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** A feed document's items, ready for the rules. Throws a FeedError('invalid-feed'). */
export function parseFeedText(text: string, feedUrl: string): ParsedFeed {
  let feed: RawFeed
  try {
    feed = readFeedXml(text)
  } catch {
    throw new FeedError('invalid-feed', 'the answer is not an RSS or Atom feed')
  }
  // relative links are relative to the site the feed names, else to the feed's own address
  const base = canonicalUrl(feed.url, feedUrl) ?? feedUrl
  const items: FeedItem[] = []
  const seen = new Set<string>()
  for (const item of feed.items.slice(0, MAX_FEED_ITEMS)) {
    const url = canonicalUrl(item.url ?? (item.id && /^https?:/i.test(item.id) ? item.id : null), base)
    const title = plainText(item.title, 300)
    if (!url || !title || seen.has(url)) continue
    seen.add(url)
    const image = item.image ? canonicalUrl(item.image, url) : null
    items.push({
      title,
      url,
      summary: plainText(item.description ?? item.content, 500),
      html: cleanArticleHtml(item.content ?? item.description, url).slice(0, 20_000),
      publishedAt: item.published,
      categories: item.categories,
      imageUrl: image && image.startsWith('https://') ? image : null,
    })
  }
  return { title: feed.title ? plainText(feed.title, 200) : null, language: feed.language?.slice(0, 2).toLowerCase() || null, items }
}

export type FeedTestResult =
  | { ok: true; title: string | null; language: string | null; itemCount: number; firstTitles: string[] }
  | { ok: false; error: FeedErrorCode; message: string }

/**
 * Fetches and parses a feed address without storing anything, for the back office's 'test a
 * feed URL': how many items it has and the first titles, or why it could not be read.
 */
export async function testNewsFeed(url: string, options: FetchOptions = {}): Promise<FeedTestResult> {
  const parsed = feedUrlSchema.safeParse(url)
  if (!parsed.success) return { ok: false, error: 'invalid-url', message: 'not an http(s) address' }
  try {
    const feed = parseFeedText(await fetchFeedText(parsed.data, options), parsed.data)
    return {
      ok: true,
      title: feed.title,
      language: feed.language,
      itemCount: feed.items.length,
      firstTitles: feed.items.slice(0, 5).map((i) => i.title),
    }
  } catch (error) {
    if (error instanceof FeedError) return { ok: false, error: error.code, message: error.message }
    return { ok: false, error: 'network', message: error instanceof Error ? error.message : String(error) }
  }
}
