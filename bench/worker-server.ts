/**
 * The Worker as deployed, served by workerd alone, for benchmarks that time the server. `wrangler
 * dev` puts a proxy of its own (a second workerd) in front of the Worker, which a deployed Worker
 * does not have: it added ~7 ms to each 250 kB page, more on the slowest requests. Here wrangler
 * only bundles (`deploy --dry-run`, the upload itself), and Miniflare runs that bundle with
 * wrangler.toml's bindings on the local state under `persistTo` (the same files as `wrangler dev
 * --persist-to`), in a process of its own: in the benchmark's process, its stalls were the
 * client's (p95 of /venues?country=de in a loop: 45–50 ms, against 32 ms from another process;
 * one run each).
 *
 * The server runs the Worker's Cron Trigger until no venue's open window is stale, then at the
 * start of every minute, as Cloudflare does; it is ready after the first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { atEveryMinute, OFFLINE_ENV, wrangler } from '../scripts/lib/wrangler'

export type WorkerServer = { origin: string; dispose: () => Promise<void> }

/** Starts the server in a child process; resolves once it answers. */
export async function startWorkerServer(options: { persistTo: string; port: number }): Promise<WorkerServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), options.persistTo, String(options.port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...OFFLINE_ENV },
  })
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Worker's server stopped (${code})`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice('READY '.length))
      else console.log(line)
    })
  })
  return {
    origin,
    async dispose() {
      if (child.exitCode != null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function serve(persistTo: string, port: number) {
  // imported here, in the server's process only: in the benchmark's, they held ~100 MB of its heap,
  // and each of its major collections was a stall counted against the page it timed (decision 018)
  const { Miniflare } = await import('miniflare')
  const { unstable_getMiniflareWorkerOptions, unstable_readConfig } = await import('wrangler')
  const outdir = mkdtempSync(path.join(tmpdir(), 'haven-bundle-'))
  wrangler(['deploy', '--dry-run', '--outdir', outdir], { quiet: true })
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml')
  const [cron = '* * * * *'] = unstable_readConfig({ config: 'wrangler.toml' }).triggers.crons ?? []
  const mf = new Miniflare({
    workers: [{ ...workerOptions, name: 'haven', modulesRoot: outdir, modules: [{ type: 'ESModule', path: path.join(outdir, 'app.js') }] }],
    defaultPersistRoot: path.resolve(persistTo, 'v3'),
    host: '127.0.0.1',
    port,
  })
  const url = await mf.ready
  const worker = await mf.getWorker()
  const db = await mf.getD1Database('DB')
  const stale = async () =>
    (await db.prepare('SELECT count(*) AS n FROM venues WHERE open_until <= ?').bind(Date.now()).first<{ n: number }>())?.n ?? 0
  // the open windows computed for now (a seed's have ended since it ran), as the Cron Trigger would
  for (let run = 0; run < 20 && (await stale()) > 0; run++) await worker.scheduled({ cron })
  console.log(`› open windows: ${await stale()} stale`)
  const stopCron = atEveryMinute(() => void worker.scheduled({ cron }).catch(console.error))
  const stop = async () => {
    stopCron()
    await mf.dispose()
    rmSync(outdir, { recursive: true, force: true })
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  console.log(`READY ${url.origin}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await serve(process.argv[2], Number(process.argv[3]))
}
