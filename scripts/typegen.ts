/**
 * The Worker's `Env` type, generated from wrangler.toml by `wrangler types` into
 * worker-configuration.d.ts (committed; decision 008).
 *
 *   npm run typegen         writes the file (run it after changing wrangler.toml, then commit it)
 *   npm run typegen:check   fails when the committed file is not what wrangler.toml gives now;
 *                           `npm run typecheck` (and so `npm test`) runs it first
 *
 * The flags: no runtime types (@cloudflare/workers-types provides them), vars typed `string` (not
 * their local literal values, which a deployment overrides), and no secrets read from a local
 * .dev.vars, .env or process.env, so every clone generates the same file. Optional vars and
 * secrets are declared by hand in workers/env.ts.
 *
 * The check regenerates into a temporary file beside the committed one (so the relative import
 * paths are the same) and compares the whole text. `wrangler types --check` is not enough: it
 * compares only the hash in the header (a hand-edited body passes) and reads .dev.vars.
 */
import fs from 'node:fs'
import path from 'node:path'
import { wrangler } from './lib/wrangler'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUTPUT = 'worker-configuration.d.ts'
const FLAGS = ['--include-runtime=false', '--strict-vars=false', '--env-file=/dev/null']
// never read secrets from .env files or the environment of whoever runs this
const NO_LOCAL_SECRETS = { CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'false', CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false', CI: 'true' }

function generate(file?: string) {
  wrangler(['types', ...(file ? [file] : []), ...FLAGS], { quiet: true, env: NO_LOCAL_SECRETS })
}

function check() {
  const committed = path.join(ROOT, OUTPUT)
  if (!fs.existsSync(committed)) fail(`${OUTPUT} is missing`)
  const temporary = `.typegen-check-${process.pid}.d.ts`
  let fresh: string
  try {
    generate(temporary)
    // the header names the command that made the file: without the temporary path it must be the same
    fresh = fs.readFileSync(path.join(ROOT, temporary), 'utf8').replace(`wrangler types ${temporary} `, 'wrangler types ')
  } finally {
    fs.rmSync(path.join(ROOT, temporary), { force: true })
  }
  const current = fs.readFileSync(committed, 'utf8')
  if (fresh !== current) {
    const [a, b] = [current.split('\n'), fresh.split('\n')]
    // the first difference below the header says more than the header's hash
    const body = a.findIndex((text, i) => i > 1 && text !== b[i])
    const line =
      body >= 0
        ? body
        : Math.max(
            0,
            a.findIndex((text, i) => text !== b[i]),
          )
    fail(
      `${OUTPUT} is out of date with wrangler.toml (first difference at line ${line + 1}):\n` +
        `  committed: ${a[line] ?? '(end of file)'}\n  expected:  ${b[line] ?? '(end of file)'}`,
    )
  }
  console.log(`✓ ${OUTPUT} matches wrangler.toml`)
}

function fail(message: string): never {
  console.error(`✗ ${message}\n  Run \`npm run typegen\` and commit ${OUTPUT}.`)
  process.exit(1)
}

process.chdir(ROOT)
if (process.argv.includes('--check')) check()
else {
  generate()
  console.log(`✓ wrote ${OUTPUT} from wrangler.toml`)
}
