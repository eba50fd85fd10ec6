import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import TestWatchdog from './scripts/lib/test-watchdog'

// End-to-end: a seeded local D1 in .test-state, a real `wrangler dev` on :8788 (started and
// stopped by the global setup) and a Chromium (scripts/lib/browser.ts) driven by
// playwright-core.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // a poll waits for a state the page reaches after a navigation or a request; React renders
    // a navigation's result in a transition, after the URL changed, so on a busy machine that
    // can take seconds: vitest's default of one second made such waits fail without a bug
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
    // names the test and ends the run when nothing finished for 5 minutes (longer than any
    // hook's own bound; a test with a longer timeout gets it and a minute), instead of waiting
    // out hookTimeout or CI's limit
    reporters: ['default', new TestWatchdog({ quietSeconds: 300 })],
  },
})
