/**
 * The viewers the canaries do not make, for the hardening checks: a plain member (in no crew,
 * nobody's friend), a moderator and an admin, each with a live session, and a conversation
 * between the private crew's owner and its member (a room with participants to knock at).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { getDb } from '~/db/client'
import { accounts, conversationParticipants, conversations, profiles, sessions, userRoles } from '~/db/schema'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { withLocalD1 } from '../../../scripts/lib/local-d1'
import type { CanarySet } from './canaries'

export const STAFF_KINDS = ['member', 'moderator', 'admin'] as const
export type StaffKind = (typeof STAFF_KINDS)[number]

export type MoreViewers = {
  cookies: Record<StaffKind, string>
  ids: Record<StaffKind, string>
  /** A conversation of the crew's owner and the crew member only. */
  conversationId: string
}

/** Inserts them into the local D1 at `persistTo` (no server may run on it meanwhile). */
export async function seedMoreViewers(persistTo: string, set: CanarySet): Promise<MoreViewers> {
  const now = Date.now()
  return withLocalD1({ persistTo }, async (d1) => {
    const db = getDb(d1 as unknown as Parameters<typeof getDb>[0])
    const ids = { member: randomUUID(), moderator: randomUUID(), admin: randomUUID() }
    const cookies = {} as Record<StaffKind, string>
    for (const kind of STAFF_KINDS) {
      const id = ids[kind]
      await db.insert(accounts).values({ id, email: `${kind}-${id}@hardening.haven.local`, emailVerifiedAt: new Date(now) })
      await db.insert(profiles).values({ userId: id, displayName: `Hardening ${kind}`, profileVisibility: 'members' })
      if (kind !== 'member') await db.insert(userRoles).values({ userId: id, role: kind })
      const token = randomBytes(32).toString('base64url')
      await db
        .insert(sessions)
        .values({ id: createHash('sha256').update(token).digest('hex'), accountId: id, expiresAt: new Date(now + 24 * 3_600_000) })
      cookies[kind] = `${SESSION_COOKIE}=${token}`
    }
    const conversationId = randomUUID()
    await db.insert(conversations).values({ id: conversationId, title: 'Hardening', createdBy: set.ids.crewOwner })
    await db.insert(conversationParticipants).values([
      { conversationId, userId: set.ids.crewOwner },
      { conversationId, userId: set.ids.crewMember },
    ])
    return { cookies, ids, conversationId }
  })
}
