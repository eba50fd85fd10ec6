/**
 * `npm run check:worker` (run by `npm test` after the build): the production Worker as
 * `wrangler deploy --dry-run --env production` bundles it, so the build that passes the tests is
 * one Cloudflare would accept (bindings, compatibility, bundling) and its size is known. Prints
 * the upload size and the largest parts of the bundle; exits 1 when the dry run fails or the
 * gzip size passes WORKER_BUDGET_GZIP_KIB (scripts/budgets/budgets.ts).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { wrangler } from '../lib/wrangler'
import { WORKER_BUDGET_GZIP_KIB } from './budgets'

const OUT = '.wrangler/dry-run'
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

let output: string
try {
  output = wrangler(['deploy', '--dry-run', '--env', 'production', '--outdir', OUT, '--metafile', `${OUT}/meta.json`], {
    quiet: true,
  })
} catch (error) {
  // wrangler prints pages of bundler warnings before the error: the end is what says why
  console.error(`✗ wrangler deploy --dry-run failed:\n${String(error).split('\n').slice(-40).join('\n')}`)
  process.exit(1)
}
const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output)
if (!size) {
  console.error(`✗ no upload size in wrangler's output:\n${output}`)
  process.exit(1)
}
const [raw, gzip] = [Number(size[1]), Number(size[2])]

// where the bytes come from (minified, before compression): packages, app folders, the Remix build
type Meta = { outputs: Record<string, { inputs?: Record<string, { bytesInOutput: number }> }> }
const meta = JSON.parse(readFileSync(`${OUT}/meta.json`, 'utf8')) as Meta
const parts = new Map<string, number>()
for (const output of Object.values(meta.outputs)) {
  for (const [file, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]
    const part = pkg ?? file.split('/').slice(0, 3).join('/')
    parts.set(part, (parts.get(part) ?? 0) + bytesInOutput)
  }
}
const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 12)

console.log(`Worker (production, dry run): ${raw.toFixed(0)} KiB, ${gzip.toFixed(0)} KiB gzip (budget ${WORKER_BUDGET_GZIP_KIB} KiB gzip)`)
console.log('largest parts, minified:')
for (const [part, bytes] of largest) console.log(`${(bytes / 1024).toFixed(0).padStart(8)} KiB  ${part}`)
if (gzip > WORKER_BUDGET_GZIP_KIB) {
  console.error(`\n✗ the Worker is ${gzip.toFixed(0)} KiB gzip, over its budget of ${WORKER_BUDGET_GZIP_KIB} KiB`)
  process.exit(1)
}
