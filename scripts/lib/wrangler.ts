/**
 * Runs wrangler for local work only: no metrics, no request.cf fetch, never a network call.
 * `persistTo` picks the local state folder (default .wrangler/state; tests use .test-state).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const WRANGLER_BIN = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')

export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_COLOR: '1',
}

export type LocalOptions = { persistTo?: string }

function persistArgs(options: LocalOptions) {
  return options.persistTo ? ['--persist-to', options.persistTo] : []
}

export function wrangler(args: string[], options: { quiet?: boolean; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, [WRANGLER_BIN, ...args], {
    env: { ...OFFLINE_ENV, ...options.env },
    encoding: 'utf8',
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed (${result.status})\n${result.stderr ?? ''}${result.stdout ?? ''}`)
  }
  return result.stdout ?? ''
}

export function migrateLocal(options: LocalOptions = {}) {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(options)], { quiet: true })
}

export function executeSqlFile(file: string, options: LocalOptions = {}) {
  wrangler(['d1', 'execute', 'DB', '--local', '--yes', '--file', file, ...persistArgs(options)], { quiet: true })
}

/** Runs one read query against the local D1 and returns its rows. */
export function queryLocal<T = Record<string, unknown>>(sql: string, options: LocalOptions = {}): T[] {
  const out = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql, ...persistArgs(options)], {
    quiet: true,
  })
  const parsed = JSON.parse(out.slice(out.indexOf('['))) as { results: T[] }[]
  return parsed.flatMap((r) => r.results)
}

/** A `wrangler dev` started by startDevServer; `output()` is the end of what it printed. */
export type DevServer = ChildProcess & { output: () => string }

const KEPT_OUTPUT = 64 * 1024

/**
 * Starts `wrangler dev` in its own process group so it (and workerd) can be stopped together.
 * Its output is always read (the last 64 kB kept for `output()`): a pipe nobody reads fills
 * after some hundred logged requests, and writes to a pipe block on Linux, so wrangler and the
 * workerd whose logs it forwards would stop answering (a page load that hung for 30 s in the
 * benchmarks, waiting for one asset).
 */
export function startDevServer(options: LocalOptions & { port: number; inherit?: boolean; cron?: boolean }): DevServer {
  const child = spawn(
    process.execPath,
    [
      WRANGLER_BIN,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      ...persistArgs(options),
      // /__scheduled runs the Worker's scheduled handler (runCronTrigger)
      ...(options.cron ? ['--test-scheduled'] : []),
    ],
    {
      env: OFFLINE_ENV,
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: !options.inherit,
    },
  )
  let kept = ''
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString()).slice(-KEPT_OUTPUT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return Object.assign(child, { output: () => kept })
}

export function stopProcessGroup(child: ChildProcess) {
  if (child.pid == null || child.exitCode != null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}

/**
 * Runs one of the Worker's Cron Triggers (wrangler.toml: every minute by default; the news
 * import's is '*\/30 * * * *') on a server started with `cron: true`, since `wrangler dev` runs
 * none by itself. Resolves when the handler has run.
 */
export async function runCronTrigger(origin: string, cron = '* * * * *') {
  const res = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent(cron)}`)
  await res.body?.cancel()
  if (!res.ok) throw new Error(`the Cron Trigger answered ${res.status}`)
}

/** Runs it now and then at the start of every minute, as Cloudflare would; returns the function that stops it. */
export function runCronTriggerEveryMinute(
  origin: string,
  onError: (error: unknown) => void = console.error,
  /** Other triggers and the minutes of the hour they run at (e.g. the news import at :00 and :30). */
  others: { cron: string; minutes: number[] }[] = [],
): () => void {
  const tick = () => {
    const minute = new Date().getUTCMinutes()
    for (const other of others) if (other.minutes.includes(minute)) runCronTrigger(origin, other.cron).catch(onError)
    return runCronTrigger(origin).catch(onError)
  }
  void tick()
  return atEveryMinute(tick)
}

/**
 * Calls `tick` at the start of every minute of the clock, as a '* * * * *' Cron Trigger fires;
 * returns the function that stops it. A minute counted from any other moment left the windows
 * that end at a whole hour (thousands at once) stale for up to a minute instead of a second.
 */
export function atEveryMinute(tick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>
  const next = () => {
    timer = setTimeout(
      () => {
        tick()
        next()
      },
      60_000 - (Date.now() % 60_000),
    )
  }
  next()
  return () => clearTimeout(timer)
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
