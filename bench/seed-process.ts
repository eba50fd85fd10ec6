/**
 * Seeds a local D1 in a process of its own, for benchmarks. Imported in the client, the seed's
 * modules (the places, wrangler's local D1) would keep ~100 MB on its heap, and each of the
 * client's major collections of it was a stall of up to 40 ms, about every 20 requests, counted
 * against the page it was timing (decision 018).
 */
import { spawnSync } from 'node:child_process'

export function seedInOwnProcess(options: { scale?: number; persistTo?: string } = {}) {
  const args = ['--max-old-space-size=8192', '--import', 'tsx', 'scripts/seed/index.ts', '--scale', String(options.scale ?? 1)]
  if (options.persistTo) args.push('--persist-to', options.persistTo)
  const seed = spawnSync(process.execPath, args, { stdio: 'inherit' })
  if (seed.status !== 0) throw new Error(`the seed stopped (${seed.status ?? seed.signal})`)
}
