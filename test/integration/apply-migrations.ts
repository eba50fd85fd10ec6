import { applyD1Migrations, env } from 'cloudflare:test'

// Runs before each test file: idempotent, so files sharing storage see the same schema.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS)
