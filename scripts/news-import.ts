/**
 * `npm run news:import`: runs the news import now, on the local server `npm start` serves
 * (through wrangler's /__scheduled with the import's cron, so it is the Worker's own scheduled
 * handler, with its local D1), then prints each source's last fetch.
 *
 *   npm run news:import                      # http://127.0.0.1:8787, state in .wrangler/state
 *   npm run news:import -- --port 8790 --persist-to .test-state-news
 */
import { NEWS_IMPORT_CRON } from '../app/models/news/schedule'
import { queryLocal, runCronTrigger } from './lib/wrangler'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 8787)
const persistTo = arg('persist-to')
const origin = `http://127.0.0.1:${port}`

try {
  const health = await fetch(`${origin}/api/health`)
  await health.body?.cancel()
} catch {
  console.error(`› nothing answers on ${origin}: start the app first (npm start)`)
  process.exit(1)
}

console.log(`› importing the news feeds (${origin}/__scheduled?cron=${NEWS_IMPORT_CRON})`)
await runCronTrigger(origin, NEWS_IMPORT_CRON)

type Row = {
  id: number
  name: string
  last_status: string | null
  last_new_count: number | null
  last_error: string | null
  failure_count: number
  articles: number
}
const rows = queryLocal<Row>(
  `SELECT s.id, s.name, s.last_status, s.last_new_count, s.last_error, s.failure_count,
          (SELECT count(*) FROM news_articles a WHERE a.source_id = s.id) AS articles
   FROM news_sources s WHERE s.feed_url IS NOT NULL ORDER BY s.id`,
  { persistTo },
)
for (const r of rows) {
  const state =
    r.last_status === 'ok'
      ? `ok, ${r.last_new_count ?? 0} new`
      : r.last_status === 'error'
        ? `error (${r.failure_count} in a row): ${r.last_error}`
        : 'not fetched (inactive or not due)'
  console.log(`  ${r.name}: ${state}; ${r.articles} articles`)
}
