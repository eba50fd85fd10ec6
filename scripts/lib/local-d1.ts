/**
 * The local D1 of `wrangler dev`, opened from Node through wrangler's getPlatformProxy (the same
 * Miniflare storage under `<persistTo>/v3`). Statements go in as D1 batches, each one
 * transaction, which loads a seed far faster than `wrangler d1 execute --file`.
 */
import type { D1Database, D1PreparedStatement, R2Bucket } from '@cloudflare/workers-types/index.ts'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getPlatformProxy, unstable_readConfig } from 'wrangler'
import { OFFLINE_ENV, type LocalOptions } from './wrangler'

export const DEFAULT_PERSIST_TO = '.wrangler/state'

/**
 * The local D1 (and the media bucket, R2) opened until `dispose()` (one workerd for as many
 * queries as the caller makes).
 */
export async function openLocalD1(options: LocalOptions): Promise<{ db: D1Database; media: R2Bucket; dispose: () => Promise<void> }> {
  Object.assign(process.env, { WRANGLER_SEND_METRICS: OFFLINE_ENV.WRANGLER_SEND_METRICS, CLOUDFLARE_CF_FETCH_ENABLED: 'false' })
  // A config holding only the D1 and R2 bindings of wrangler.toml (same ids, so the same local
  // files): the Durable Objects of the full config cannot run outside their Worker and only warn.
  const { compatibility_date, d1_databases, r2_buckets } = unstable_readConfig({ config: 'wrangler.toml' })
  const dir = mkdtempSync(path.join(tmpdir(), 'haven-d1-'))
  const configPath = path.join(dir, 'wrangler.json')
  writeFileSync(configPath, JSON.stringify({ name: 'haven-local-d1', compatibility_date, d1_databases, r2_buckets }))
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
    configPath,
    persist: { path: path.resolve(options.persistTo ?? DEFAULT_PERSIST_TO, 'v3') },
  })
  return {
    db: proxy.env.DB,
    media: proxy.env.MEDIA,
    async dispose() {
      await proxy.dispose()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function withLocalD1<T>(options: LocalOptions, work: (db: D1Database, media: R2Bucket) => Promise<T>): Promise<T> {
  const { db, media, dispose } = await openLocalD1(options)
  try {
    return await work(db, media)
  } finally {
    await dispose()
  }
}

/** Runs raw SQL statements in batches (one transaction each) and reports progress. */
export async function runStatements(
  db: D1Database,
  statements: string[],
  options: { batchBytes?: number; onProgress?: (done: number) => void } = {},
) {
  const limit = options.batchBytes ?? 1_000_000
  let batch: D1PreparedStatement[] = []
  let bytes = 0
  let done = 0
  const flush = async () => {
    if (!batch.length) return
    try {
      await db.batch(batch)
    } catch (error) {
      const first = statements[done]?.slice(0, 120)
      throw new Error(`D1 batch starting at statement ${done} failed (${first}…)`, { cause: error })
    }
    done += batch.length
    options.onProgress?.(done)
    batch = []
    bytes = 0
  }
  for (const statement of statements) {
    batch.push(db.prepare(statement))
    bytes += statement.length
    if (bytes >= limit) await flush()
  }
  await flush()
}
