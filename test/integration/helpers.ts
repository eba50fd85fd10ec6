import { env } from 'cloudflare:test'
import { getDb } from '~/db/client'
import { accounts, profiles, sessions } from '~/db/schema'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { randomToken, sha256Hex } from '~/utils/crypto'

export const db = () => getDb(env.DB)

/** Creates a member with a live browser session and returns the Cookie header that carries it. */
export async function createMemberWithSession(name = 'Test Member') {
  const id = crypto.randomUUID()
  const token = randomToken()
  const database = db()
  await database.insert(accounts).values({ id, email: `${id}@test.haven.local` })
  await database.insert(profiles).values({ userId: id, displayName: name })
  await database.insert(sessions).values({
    id: await sha256Hex(token),
    accountId: id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return { id, cookie: `${SESSION_COOKIE}=${token}` }
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

export { withoutPageTexts } from '../page-html'
