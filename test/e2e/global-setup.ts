import { cpSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { browserPath } from '../../scripts/lib/browser'
import { migrateLocal, startDevServer, stopProcessGroup, waitForHttp } from '../../scripts/lib/wrangler'
import { seedLocal } from '../../scripts/seed'
import { E2E_HARDENING_STATE, E2E_LEAK_STATE, E2E_PERSIST_TO, E2E_PORT } from './config'

/**
 * Builds a fresh seeded local D1 in .test-state, starts `wrangler dev` on it (the same Worker
 * and bindings as `npm start`) and stops it, with its workerd children, when the run ends.
 * A copy of the seeded state goes to .test-state-leak for the leak crawl's own server.
 * `npm test` builds the app before this runs.
 */
export default async function setup(project: TestProject) {
  // no browser: say so (and how to get one) now, not after the seed
  browserPath()
  rmSync(E2E_PERSIST_TO, { recursive: true, force: true })
  migrateLocal({ persistTo: E2E_PERSIST_TO })
  await seedLocal({ persistTo: E2E_PERSIST_TO, scale: 1, log: (line) => console.log(`[e2e seed]${line}`) })
  // the leak crawl adds its canaries to a copy of its own (taken before any server writes)
  rmSync(E2E_LEAK_STATE, { recursive: true, force: true })
  cpSync(E2E_PERSIST_TO, E2E_LEAK_STATE, { recursive: true })
  // and so do the hardening checks (test/e2e/hardening.test.ts), whose fuzz writes at random
  rmSync(E2E_HARDENING_STATE, { recursive: true, force: true })
  cpSync(E2E_PERSIST_TO, E2E_HARDENING_STATE, { recursive: true })

  const server = startDevServer({ port: E2E_PORT, persistTo: E2E_PERSIST_TO })
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`
  try {
    await waitForHttp(`${baseUrl}/api/health`, 90_000)
  } catch (error) {
    stopProcessGroup(server)
    throw new Error(`wrangler dev did not start:\n${server.output()}`, { cause: error })
  }
  project.provide('baseUrl', baseUrl)
  // also when the run is ended without its teardown (the test watchdog exits the process)
  const stop = () => stopProcessGroup(server)
  process.on('exit', stop)
  return () => {
    process.off('exit', stop)
    stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
