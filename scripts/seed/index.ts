/**
 * `npm run seed [-- --scale N]`: replaces the local D1's content with the real directory
 * (countries, cities, the country safety layer) and deterministic demo content, then rebuilds
 * the search index. Rows become multi-row INSERTs sent to the local D1 in transactions.
 */
import { pathToFileURL } from 'node:url'
import { getDb } from '../../app/db/client'
import { rebuildSearchIndex } from '../../app/models/search/search-index.server'
import { refreshResourceFacets } from '../../app/models/resources/facets.server'
import { refreshDirectoryCities } from '../../app/models/members/directory-cities.server'
import { buildCountrySafety } from '../data/country-safety'
import { buildCities, buildCountries } from '../data/geo'
import { runStatements, withLocalD1 } from '../lib/local-d1'
import type { LocalOptions } from '../lib/wrangler'
import { buildDemoContent } from './demo'
import { DEMO_EVENT_IMAGES, DEMO_MARKET_PHOTO_SIZE, DEMO_POSTS, DEMO_PROFILE_PHOTOS, demoEventImage, demoPostImage } from './demo-images'
import { SqlFile } from './sql-writer'

export type SeedOptions = LocalOptions & { scale?: number; now?: Date; log?: (line: string) => void }

/** Tables that are not content: kept out of the wipe (SQLite's, wrangler's and D1's own). */
const KEEP = /^(sqlite_|_cf_|d1_migrations$)/

export async function seedLocal(options: SeedOptions = {}) {
  const scale = Math.max(1, Math.floor(options.scale ?? 1))
  const log = options.log ?? ((line: string) => console.log(line))
  const started = Date.now()
  // Whole days, so a reseed on the same day is identical and upcoming events stay upcoming.
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00Z')

  const countries = buildCountries()
  const cities = buildCities(countries)
  const safety = buildCountrySafety()
  const demo = await buildDemoContent({ scale, countries, cities, now })
  log(`  built ${countries.length} countries, ${cities.length} cities, ${demo.length} demo tables (${Date.now() - started} ms)`)

  const sql = new SqlFile()
  sql.insert('countries', countries as unknown as Record<string, unknown>[])
  sql.insert('cities', cities as unknown as Record<string, unknown>[])
  sql.insert('country_safety', safety as unknown as Record<string, unknown>[])
  for (const { table, rows } of demo) sql.insert(table, rows)
  log(`  loading ${(sql.bytes / 1e6).toFixed(1)} MB of SQL into the local D1`)

  await withLocalD1(options, async (db, media) => {
    const { results } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
      .all<{ name: string; sql: string | null }>()
    // a full-text table is emptied through itself, never through its shadow tables (<name>_data, …)
    const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name)
    // a vocabulary table (fts5vocab) is a view of its index: it is read, never written
    const views = results.filter((t) => /USING\s+fts5vocab/i.test(t.sql ?? '')).map((t) => t.name)
    const tables = results
      .map((t) => t.name)
      .filter((name) => !KEEP.test(name) && !views.includes(name) && !virtual.some((v) => name.startsWith(`${v}_`)))
    // An append-only table (the staff audit log) refuses DELETE by a trigger: the demo's reseed
    // lifts its guards for the wipe and puts them back in the same transaction.
    const { results: guards } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%RAISE(ABORT%append-only%'")
      .all<{ name: string; sql: string }>()
    // One transaction for the wipe; FK checks deferred to its commit since it touches every table.
    await runStatements(db, [
      'PRAGMA defer_foreign_keys = on',
      ...guards.map((g) => `DROP TRIGGER ${g.name}`),
      ...tables.map((table) => `DELETE FROM ${table}`),
      ...guards.map((g) => g.sql),
    ])
    // Rows go in FK order, so each batch commits on its own.
    await runStatements(db, sql.statements as string[])
    // the search index takes each type's rows as far as its visibility rule lets a visitor see them
    await rebuildSearchIndex(getDb(db as unknown as Parameters<typeof getDb>[0]))
    // and the /ressources filters' counts, by the resources' own rule
    await refreshResourceFacets(getDb(db as unknown as Parameters<typeof getDb>[0]))
    // and the /users city filter's candidates, by listedProfile
    await refreshDirectoryCities(getDb(db as unknown as Parameters<typeof getDb>[0]))
    // the pictures the demo events name, in the local R2
    for (const [k, image] of DEMO_EVENT_IMAGES.entries()) {
      const png = demoEventImage(k)
      // a plain ArrayBuffer: the platform proxy does not take a Node Buffer
      const body = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer
      await media.put(image.key, body, { httpMetadata: { contentType: 'image/png' } })
    }
    // and the members' profile photos (square)
    for (const [k, image] of DEMO_PROFILE_PHOTOS.entries()) {
      const png = demoEventImage(k, 480, 480)
      const body = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer
      await media.put(image.key, body, { httpMetadata: { contentType: 'image/png' } })
    }
    // the market's item photos (served by /media as far as their item's rule reaches)
    const marketPhotos = demo.find((t) => t.table === 'listing_photos')?.rows ?? []
    for (const [k, photo] of marketPhotos.entries()) {
      const png = demoEventImage(k, DEMO_MARKET_PHOTO_SIZE, DEMO_MARKET_PHOTO_SIZE)
      const body = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer
      await media.put(photo.r2_key as string, body, { httpMetadata: { contentType: 'image/png' } })
    }
    // the feed's showcase photos (served by /media only to who may see their post)
    for (const photo of DEMO_POSTS.flatMap((post) => post.photos)) {
      const png = demoPostImage(photo.palette)
      const body = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer
      await media.put(photo.key, body, { httpMetadata: { contentType: 'image/png' } })
    }
  })
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function argValue(name: string) {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scale = Number(argValue('--scale') ?? 1)
  if (!Number.isFinite(scale) || scale < 1) {
    console.error('--scale must be a number ≥ 1')
    process.exit(2)
  }
  console.log(`› seeding the local D1 (scale ${scale})`)
  await seedLocal({ scale, persistTo: argValue('--persist-to') })
}
