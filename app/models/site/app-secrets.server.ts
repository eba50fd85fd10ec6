/**
 * A key the Worker signs with: the configured secret when there is one (production sets it with
 * `wrangler secret put`), otherwise a random key made on first use and kept in `app_secrets`, so
 * `npm start` signs with no setup. Kept per isolate once read.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { appSecrets } from '~/db/schema'
import { randomToken } from '~/utils/crypto'

export type AppSecretName = 'visitor-cart' | 'local-payments-webhook' | 'order-links'

const kept = new Map<AppSecretName, Promise<string>>()

export function appSecret(db: Db, name: AppSecretName, configured?: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured)
  let secret = kept.get(name)
  if (!secret) {
    secret = readOrMake(db, name)
    kept.set(name, secret)
    // a failed read is not kept: the next request asks again
    secret.catch(() => kept.delete(name))
  }
  return secret
}

async function readOrMake(db: Db, name: AppSecretName): Promise<string> {
  // two isolates making it at once: the first insert wins and both read it back
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(32) })
    .onConflictDoNothing()
  const row = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).get()
  if (!row) throw new Error(`app secret ${name} missing after insert`)
  return row.value
}
