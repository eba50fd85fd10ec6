import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// End-to-end: a seeded local D1 in .test-state, a real `wrangler dev` on :8788 (started and
// stopped by the global setup) and Debian's Chromium driven by playwright-core.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
