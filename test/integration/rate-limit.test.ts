import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateLimits } from '~/db/schema'
import { checkRateLimit, pruneRateLimits, refundRateLimit, resetRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash, clientNetwork, hashIdentifier } from '~/utils/rate-limit.server'
import { db } from './helpers'

const HOUR = 3_600_000

describe('checkRateLimit (fixed window on rate_limits)', () => {
  it('allows N hits in a window, then refuses with the seconds left', async () => {
    const key = `test:${crypto.randomUUID()}`
    const start = 1_800_000_000_000
    const results = []
    for (let i = 0; i < 3; i++) results.push(await checkRateLimit(db(), key, 3, HOUR, start + i * 1000))
    expect(results.map((r) => [r.allowed, r.remaining, r.retryAfter])).toEqual([
      [true, 2, 0],
      [true, 1, 0],
      [true, 0, 0],
    ])
    const refused = await checkRateLimit(db(), key, 3, HOUR, start + 10 * 60_000)
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfter: 50 * 60 })
    // still refused just before the window ends, and the window does not slide
    const later = await checkRateLimit(db(), key, 3, HOUR, start + HOUR - 1)
    expect(later.allowed).toBe(false)
    expect(later.retryAfter).toBe(1)
    const row = await db().select().from(rateLimits).where(eq(rateLimits.key, key)).get()
    expect(row?.windowStart.getTime()).toBe(start)
    expect(row?.count).toBe(5)
  })

  it('starts a new window once the old one has passed', async () => {
    const key = `test:${crypto.randomUUID()}`
    const start = 1_800_000_000_000
    for (let i = 0; i < 2; i++) await checkRateLimit(db(), key, 2, HOUR, start)
    expect((await checkRateLimit(db(), key, 2, HOUR, start + 1)).allowed).toBe(false)
    const fresh = await checkRateLimit(db(), key, 2, HOUR, start + HOUR)
    expect(fresh).toEqual({ allowed: true, remaining: 1, retryAfter: 0 })
    const row = await db().select().from(rateLimits).where(eq(rateLimits.key, key)).get()
    expect(row?.windowStart.getTime()).toBe(start + HOUR)
    expect(row?.count).toBe(1)
  })

  it('counts each key separately and never lets concurrent hits slip past the limit', async () => {
    const a = `test:${crypto.randomUUID()}`
    const b = `test:${crypto.randomUUID()}`
    const now = Date.now()
    const burst = await Promise.all(Array.from({ length: 8 }, () => checkRateLimit(db(), a, 5, HOUR, now)))
    expect(burst.filter((r) => r.allowed)).toHaveLength(5)
    expect((await checkRateLimit(db(), b, 5, HOUR, now)).allowed).toBe(true)
  })

  it('forgets a key on reset and prunes old windows', async () => {
    const key = `test:${crypto.randomUUID()}`
    const old = `test:${crypto.randomUUID()}`
    await checkRateLimit(db(), key, 1, HOUR)
    expect((await checkRateLimit(db(), key, 1, HOUR)).allowed).toBe(false)
    await resetRateLimit(db(), key)
    expect((await checkRateLimit(db(), key, 1, HOUR)).allowed).toBe(true)

    await checkRateLimit(db(), old, 1, HOUR, Date.now() - 2 * HOUR)
    await pruneRateLimits(db(), new Date(Date.now() - HOUR))
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, old)).get()).toBeUndefined()
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, key)).get()).toBeDefined()
  })

  it('keys IPv6 clients by their /64 and IPv4 clients by the whole address', async () => {
    const hash = (ip: string) => clientIpHash(new Request('https://haven.test/', { headers: { 'CF-Connecting-IP': ip } }))
    expect(await hash('2001:db8:35:1::a')).toBe(await hash('2001:0db8:0035:0001:ffff:1:2:3'))
    expect(await hash('2001:db8:35:1::a')).not.toBe(await hash('2001:db8:35:2::a'))
    expect(await hash('203.0.113.7')).not.toBe(await hash('203.0.113.8'))
    expect(await hash('::ffff:203.0.113.7')).toBe(await hash('203.0.113.7'))
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('gives a hit back on refund, never below zero', async () => {
    const key = `test:${crypto.randomUUID()}`
    await checkRateLimit(db(), key, 1, HOUR)
    await refundRateLimit(db(), key)
    await refundRateLimit(db(), key)
    expect((await checkRateLimit(db(), key, 1, HOUR)).allowed).toBe(true)
    expect((await checkRateLimit(db(), key, 1, HOUR)).allowed).toBe(false)
  })

  it('hashes identifiers: no raw IP address or email in a key', async () => {
    const ip = await clientIpHash(new Request('https://haven.test/', { headers: { 'CF-Connecting-IP': '203.0.113.7' } }))
    expect(ip).toMatch(/^[0-9a-f]{64}$/)
    expect(ip).not.toContain('203.0.113.7')
    expect(ip).toBe(await hashIdentifier('203.0.113.7'))
    // emails are compared case-insensitively
    expect(await hashIdentifier(' Robin@Example.org ')).toBe(await hashIdentifier('robin@example.org'))
  })
})
