import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Integration tests run inside workerd with the Worker's real local bindings (D1, R2, Durable
// Objects, Queues) from wrangler.toml. Each test file gets a fresh D1 with every migration.
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
    setupFiles: ['./test/integration/apply-migrations.ts'],
    deps: { optimizer: { ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime'] } } },
  },
}))
