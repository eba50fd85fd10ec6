import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations for D1; apply them with `wrangler d1 migrations apply DB --local`.
export default defineConfig({
  dialect: 'sqlite',
  schema: './app/db/schema/index.ts',
  out: './migrations',
})
