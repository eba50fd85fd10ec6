/**
 * For benchmarks: the production build served by `wrangler dev` on the `npm start` database
 * (.wrangler/state, migrated and seeded when empty). Builds first unless --no-build is given.
 */
import { spawnSync } from 'node:child_process'
import { migrateLocal, queryLocal, startDevServer, stopProcessGroup, waitForHttp } from '../scripts/lib/wrangler'
import { seedInOwnProcess } from './seed-process'

export async function withLocalServer<T>(port: number, work: (origin: string) => Promise<T>): Promise<T> {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  migrateLocal()
  if (queryLocal<{ n: number }>('SELECT count(*) AS n FROM countries')[0].n === 0) seedInOwnProcess()
  const server = startDevServer({ port })
  try {
    const origin = `http://127.0.0.1:${port}`
    await waitForHttp(`${origin}/api/health`)
    return await work(origin)
  } finally {
    stopProcessGroup(server)
  }
}

/** The paths given on the command line, or the defaults. */
export function pagesFromArgs(defaults: string[]) {
  const pages = process.argv.slice(2).filter((a) => a.startsWith('/'))
  return pages.length ? pages : defaults
}
