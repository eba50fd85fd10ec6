/**
 * The Worker as deployed, served by workerd alone, for benchmarks that time the server. `wrangler
 * dev` puts a proxy of its own (a second workerd) in front of the Worker, which a deployed Worker
 * does not have: it added ~7 ms to each 250 kB page, more on the slowest requests, and a third
 * busy process on a two-core machine. Here wrangler only bundles (`deploy --dry-run`, the upload
 * itself), and Miniflare runs that bundle with wrangler.toml's bindings on the local state under
 * `persistTo` (the same files as `wrangler dev --persist-to`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'
import { OFFLINE_ENV, wrangler } from '../scripts/lib/wrangler'

export type WorkerServer = {
  origin: string
  /** Runs the Worker's scheduled handler, as the Cron Trigger of wrangler.toml does. */
  runCron: () => Promise<void>
  dispose: () => Promise<void>
}

export async function startWorkerServer(options: { persistTo: string; port: number }): Promise<WorkerServer> {
  Object.assign(process.env, { WRANGLER_SEND_METRICS: OFFLINE_ENV.WRANGLER_SEND_METRICS, CLOUDFLARE_CF_FETCH_ENABLED: 'false' })
  const outdir = mkdtempSync(path.join(tmpdir(), 'haven-bundle-'))
  wrangler(['deploy', '--dry-run', '--outdir', outdir], { quiet: true })
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml')
  const [cron = '* * * * *'] = unstable_readConfig({ config: 'wrangler.toml' }).triggers.crons ?? []
  const mf = new Miniflare({
    workers: [
      {
        ...workerOptions,
        name: 'haven',
        modulesRoot: outdir,
        modules: [{ type: 'ESModule', path: path.join(outdir, 'app.js') }],
      },
    ],
    defaultPersistRoot: path.resolve(options.persistTo, 'v3'),
    host: '127.0.0.1',
    port: options.port,
  })
  const url = await mf.ready
  return {
    origin: url.origin,
    async runCron() {
      await (await mf.getWorker()).scheduled({ cron })
    },
    async dispose() {
      await mf.dispose()
      rmSync(outdir, { recursive: true, force: true })
    },
  }
}
