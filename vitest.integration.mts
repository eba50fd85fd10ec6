import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import TestWatchdog from './scripts/lib/test-watchdog'

// Integration tests run inside workerd with the Worker's real local bindings (D1, R2, Durable
// Objects, Queues) from wrangler.toml. Each test file gets a fresh D1 with every migration.
// The files share one runtime (isolate: false) and run one after another: loading the Worker's
// module graph took ~15 s for each file when each had its own (6 of the suite's 8 minutes); the
// setup file drops the previous file's database instead, and files must not run side by side
// because they share that database.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './workers/app.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations') } },
    }),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['test/integration/**/*.test.ts'],
    isolate: false,
    fileParallelism: false,
    // vitest's default of 5 s is short for a test that signs and verifies WebAuthn ceremonies
    // for two members while a build runs beside it (5.5 s seen); a real hang still fails
    testTimeout: 30_000,
    // a test that keeps workerd's thread busy never times out (the runner lives there too): the
    // watchdog, in Node, names it and ends the run after 3 minutes without a finished test
    reporters: ['default', new TestWatchdog({ quietSeconds: 180 })],
    setupFiles: ['./test/integration/apply-migrations.ts'],
    // a real HTTP server for the news import's feeds (inject('feedServer'))
    // the built texts must be in build/client (test/integration/built-texts.ts)
    globalSetup: ['./test/integration/built-texts.ts', './test/integration/feed-server.ts'],
    // sanitize-html requires postcss's CommonJS files, which the pool's module loader cannot
    // resolve one by one (decision 021): bundled like Remix's
    deps: {
      optimizer: { ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime', 'sanitize-html'] } },
    },
  },
}))
