import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { sessions } from '~/db/schema'
import { readCookie } from '~/utils/cookies'
import { sha256Hex } from '~/utils/crypto'

/**
 * Browser sessions: an HttpOnly, Secure, SameSite=Lax cookie holds a random token; D1 holds only
 * its SHA-256 (sessions.id), so a copy of the database cannot sign anybody in.
 * Creation, rotation and sign-out belong to the accounts work; this module reads a session.
 */
export const SESSION_COOKIE = 'haven_session'

export function readSessionToken(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE)
}

/** The signed-in member's id, or null for a visitor, an unknown token or an expired session. */
export async function getSessionUserId(request: Request, db: Db): Promise<string | null> {
  const token = readSessionToken(request)
  if (!token || token.length > 256) return null
  const row = await db
    .select({ accountId: sessions.accountId })
    .from(sessions)
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, new Date())))
    .get()
  return row?.accountId ?? null
}
