import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { accounts, userRoles } from '~/db/schema'
import { createMemberWithSession, db, flashToast, getPage, withoutPageTexts } from './helpers'

/**
 * The role guard (SPEC §6) through the real Worker: /admin for a visitor, a member, a
 * moderator and an admin, and the flash toast each refusal carries to the next page.
 */
const visit = getPage

async function withRole(role?: 'admin' | 'moderator') {
  const member = await createMemberWithSession(role ?? 'member')
  if (role) await db().insert(userRoles).values({ userId: member.id, role })
  return member
}

describe('/admin role guard', () => {
  it('sends a visitor to /auth with Authentication Required and the way back', async () => {
    const response = await visit('/admin')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin')
    expect(flashToast(response)).toMatchObject({
      titleKey: 'errors:guard.authRequiredTitle',
      descriptionKey: 'errors:guard.authRequiredBody',
    })
  })

  it('sends a member to / with Access Denied naming the moderator level', async () => {
    const member = await withRole()
    const response = await visit('/admin', member.cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect(flashToast(response)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })
  })

  it('lets a moderator and an admin in', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const member = await withRole(role)
      const response = await visit('/admin', member.cookie)
      expect(response.status).toBe(200)
      const html = await response.text().then(withoutPageTexts)
      expect(html).toContain('Admin dashboard')
      expect(html).toContain('Open reports')
    }
  })

  it('signs a suspended member out at once, whatever their role', async () => {
    const admin = await withRole('admin')
    expect((await visit('/admin', admin.cookie)).status).toBe(200)
    await db().update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, admin.id))
    const response = await visit('/admin', admin.cookie)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin')
  })

  it('answers with a session that has expired as for a visitor, and clears the cookie', async () => {
    const response = await visit('/admin', 'haven_session=not-a-real-session-token')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin')
  })
})

describe('hasRole and canManageContent', () => {
  it('admin passes moderator level, moderator does not pass admin level', async () => {
    const { hasRole, canManageContent } = await import('~/auth/permissions.server')
    expect(hasRole(['admin'], 'moderator')).toBe(true)
    expect(hasRole(['moderator'], 'moderator')).toBe(true)
    expect(hasRole(['moderator'], 'admin')).toBe(false)
    expect(hasRole([], 'moderator')).toBe(false)
    expect(canManageContent(['moderator'])).toBe(true)
    expect(canManageContent([])).toBe(false)
  })
})

describe('forms posted from another site', () => {
  it('are refused with 403 before any action runs, while our own pages may post', async () => {
    const member = await withRole()
    const post = (origin: string) =>
      SELF.fetch('https://haven.test/auth/logout', {
        method: 'POST',
        headers: { Cookie: member.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'scope=global',
        redirect: 'manual',
      })
    const foreign = await post('https://evil.example')
    expect(foreign.status).toBe(403)
    // the session survived the forged sign-out
    expect((await visit('/admin', member.cookie)).headers.get('Location')).toBe('/')
    const own = await post('https://haven.test')
    expect(own.status).toBe(302)
  })
})
