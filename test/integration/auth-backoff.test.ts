import { SELF } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInAttempts } from '~/db/schema'
import { createAccount, markEmailVerified } from '~/models/accounts/accounts.server'
import { hashIdentifier } from '~/utils/rate-limit.server'
import { db } from './helpers'

/**
 * SPEC §9: up to 3 sign-in attempts, backoff 2 s then 4 s (then locked), through the token API.
 * Instead of sleeping through the longer waits, the test moves the recorded attempts back in time.
 */
const PASSWORD = 'violet-harbour-lantern-42'
let address = 0

async function signIn(email: string, password: string) {
  const res = await SELF.fetch('https://haven.test/auth/v1/token?grant_type=password', {
    method: 'POST',
    // a fresh network address per request: only the per-account backoff is under test here
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${++address}` },
    body: JSON.stringify({ email, password }),
  })
  return { status: res.status, retryAfter: Number(res.headers.get('Retry-After')), body: (await res.json()) as Record<string, any> }
}

async function member() {
  const email = `backoff-${crypto.randomUUID().slice(0, 8)}@example.org`
  const created = await createAccount(db(), { email, password: PASSWORD })
  if (!created.ok) throw new Error('account not created')
  await markEmailVerified(db(), created.account.id)
  const key = `signin:${await hashIdentifier(email)}`
  /** Pretends `ms` more milliseconds have passed since every recorded attempt. */
  const elapse = (ms: number) =>
    db()
      .update(signInAttempts)
      .set({ attemptedAt: sql`${signInAttempts.attemptedAt} - ${ms}` })
      .where(eq(signInAttempts.key, key))
  return { email, elapse }
}

describe('sign-in backoff on the token API', () => {
  it('waits 2 s after the 1st failure, 4 s after the 2nd, locks after the 3rd (even the right password)', async () => {
    const { email, elapse } = await member()

    // 1st failure, then an immediate retry (even with the right password) is refused for 2 s
    expect((await signIn(email, 'wrong-password-one')).status).toBe(400)
    const first = await signIn(email, PASSWORD)
    expect(first.status).toBe(429)
    expect(first.retryAfter).toBe(2)
    expect(first.body).toMatchObject({ code: 'over_request_rate_limit', retry_after: 2 })
    expect(first.body.error_description).toBe('Too many sign-in attempts. Try again in 2 seconds.')
    // really wait the 2 s once
    await new Promise((r) => setTimeout(r, 2100))

    // 2nd failure: 4 s
    expect((await signIn(email, 'wrong-password-two')).status).toBe(400)
    const second = await signIn(email, PASSWORD)
    expect(second.status).toBe(429)
    expect(second.retryAfter).toBe(4)
    await elapse(2100)
    expect((await signIn(email, PASSWORD)).status).toBe(429)
    await elapse(2000)

    // 3rd failure: locked, the right password does not help
    expect((await signIn(email, 'wrong-password-three')).status).toBe(400)
    const locked = await signIn(email, PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.retryAfter).toBeGreaterThan(60)
    await elapse(10_000)
    expect((await signIn(email, PASSWORD)).status).toBe(429)

    // the lockout ends (15 minutes), and then the right password works
    await elapse(15 * 60 * 1000)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
  })

  it('a success resets the count: the next failure waits 2 s again, not 4 s', async () => {
    const { email, elapse } = await member()
    expect((await signIn(email, 'wrong-password-one')).status).toBe(400)
    await elapse(2100)
    expect((await signIn(email, 'wrong-password-two')).status).toBe(400)
    await elapse(4100)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    expect((await signIn(email, 'wrong-password-three')).status).toBe(400)
    const after = await signIn(email, PASSWORD)
    expect(after.status).toBe(429)
    expect(after.retryAfter).toBe(2)
  })

  it('answers in the request language', async () => {
    const { email } = await member()
    await signIn(email, 'wrong-password-one')
    const res = await SELF.fetch('https://haven.test/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.250', 'Accept-Language': 'es' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    expect(res.status).toBe(429)
    expect(((await res.json()) as { error_description: string }).error_description).toMatch(/^Demasiados intentos/)
  })
})
