/**
 * `npm start`: build, apply migrations, seed an empty database, then serve
 * http://localhost:8787 with every binding local (D1, R2, Durable Objects, Queues, the Cron
 * Trigger), offline.
 */
import { spawnSync } from 'node:child_process'
import { migrateLocal, queryLocal, runCronTriggerEveryMinute, startDevServer, waitForHttp } from './lib/wrangler'
import { NEWS_IMPORT_CRON } from '../app/models/news/schedule'
import { seedLocal } from './seed'

const skipBuild = process.argv.includes('--no-build')

if (!skipBuild) {
  console.log('› building the app')
  // the Remix build, then the texts as static assets (scripts/build-texts.ts)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log('› applying D1 migrations (local)')
migrateLocal()

const [{ n }] = queryLocal<{ n: number }>('SELECT count(*) AS n FROM countries')
if (n === 0) {
  console.log('› empty database: seeding directory data and demo content')
  await seedLocal({ scale: 1 })
} else {
  console.log(`› database already seeded (${n} countries); run \`npm run seed\` to reseed`)
}

console.log('› serving http://localhost:8787')
const server = startDevServer({ port: 8787, inherit: true, cron: true })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
const warn = (error: unknown) => console.warn('› the Cron Trigger did not run:', error)
// the Cron Trigger every minute, as deployed (wrangler dev runs none by itself): it keeps the
// venues' open windows current ('open now', decision 016); and the news import every 30 minutes
// (the first run waits for :00 or :30; `npm run news:import` runs it now)
waitForHttp('http://127.0.0.1:8787/api/health', 180_000).then(
  () => runCronTriggerEveryMinute('http://127.0.0.1:8787', warn, [{ cron: NEWS_IMPORT_CRON, minutes: [0, 30] }]),
  warn,
)
