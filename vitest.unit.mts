import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Plain unit tests in Node: pure functions (templates, data builders, seed generator).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // 30 s, not vitest's 5: a test's first call transforms what it imports (a namespace's 11
  // languages), which took over 5 s on a busy 2-core machine; a test that hangs still fails.
  test: { include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
})
