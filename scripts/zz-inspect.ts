// TEMPORARY (do not commit): the bench's server with a V8 inspector, for CPU profiles
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { OFFLINE_ENV, wrangler } from './lib/wrangler'
Object.assign(process.env, OFFLINE_ENV)
const { Miniflare } = await import('miniflare')
const { unstable_getMiniflareWorkerOptions } = await import('wrangler')
const outdir = mkdtempSync(path.join(tmpdir(), 'haven-bundle-'))
wrangler(['deploy', '--dry-run', '--outdir', outdir], { quiet: true })
const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml')
const mf = new Miniflare({
  workers: [{ ...workerOptions, name: 'haven', modulesRoot: outdir, modules: [{ type: 'ESModule', path: path.join(outdir, 'app.js') }] }],
  defaultPersistRoot: path.resolve(process.argv[2]!, 'v3'),
  host: '127.0.0.1',
  port: 8798,
  inspectorPort: 9230,
})
const url = await mf.ready
console.log('READY', url.origin, outdir)
setInterval(() => {}, 1 << 30)
