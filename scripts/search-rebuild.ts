/**
 * `npm run search:rebuild [-- --persist-to <folder>]`: rebuilds the site search's index, its
 * trigram index and typo keys from the content tables of the local D1 (.wrangler/state unless
 * told), as the seed does.
 */
import { getDb } from '../app/db/client'
import { rebuildSearchIndex } from '../app/models/search/search-index.server'
import { withLocalD1 } from './lib/local-d1'

const i = process.argv.indexOf('--persist-to')
const persistTo = i > 0 ? process.argv[i + 1] : undefined
const started = performance.now()
await withLocalD1({ persistTo }, async (db) => {
  const database = getDb(db as unknown as Parameters<typeof getDb>[0])
  await rebuildSearchIndex(database)
  const counts = await db
    .prepare('SELECT (SELECT count(*) FROM search_entries) AS entries, (SELECT count(*) FROM search_typo_keys) AS keys')
    .first<{ entries: number; keys: number }>()
  console.log(
    `› search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts?.entries.toLocaleString('en')} entries, ${counts?.keys.toLocaleString('en')} typo keys`,
  )
})
