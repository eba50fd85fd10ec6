import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Plain unit tests in Node: pure functions (templates, data builders, seed generator).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: { include: ['test/unit/**/*.test.ts'], environment: 'node' },
})
