import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profiles, sessions } from '~/db/schema'
import { requestSession } from '~/models/accounts/request-session.server'
import { createMemberWithSession, db, withoutPageTexts } from './helpers'

/**
 * One session lookup per request (models/accounts/request-session.server.ts), over the real D1:
 * a GET reads the session once for all its loaders; a POST, whose action may change who is
 * signed in, reads it afresh.
 */
const request = (cookie: string, method = 'GET') => new Request('https://haven.test/venues', { method, headers: { Cookie: cookie } })

describe('the request session', () => {
  it('finds the member of the cookie, and nobody without one', async () => {
    const member = await createMemberWithSession('River')
    const signedIn = await requestSession(request(member.cookie), db()).read()
    expect(signedIn.session?.accountId).toBe(member.id)
    expect(signedIn.user).toMatchObject({ id: member.id, displayName: 'River', roles: [] })
    expect(await requestSession(request(''), db()).read()).toEqual({ session: null, user: null })
  })

  it('looks a GET’s session up once: a second read answers the first lookup’s member', async () => {
    const member = await createMemberWithSession('Sky')
    const session = requestSession(request(member.cookie), db())
    const [first, second] = await Promise.all([session.read(), session.read()])
    expect(second).toBe(first)
    // the database changes, the request's lookup does not happen again
    await db().delete(sessions).where(eq(sessions.accountId, member.id))
    expect((await session.read()).user?.displayName).toBe('Sky')
  })

  it('reads a POST’s session afresh, so the loaders after an action see what it changed', async () => {
    const member = await createMemberWithSession('Before')
    const session = requestSession(request(member.cookie, 'POST'), db())
    expect((await session.read()).user?.displayName).toBe('Before')
    await db().update(profiles).set({ displayName: 'After' }).where(eq(profiles.userId, member.id))
    expect((await session.read()).user?.displayName).toBe('After')
    await db().delete(sessions).where(eq(sessions.accountId, member.id))
    expect((await session.read()).session).toBeNull()
  })

  it('serves a signed-in page whose root loader and route guard share the lookup', async () => {
    const member = await createMemberWithSession('Guarded')
    const response = await SELF.fetch('https://haven.test/profile/settings', { headers: { Cookie: member.cookie }, redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(await response.text().then(withoutPageTexts)).toContain('Guarded')
  })
})
