import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, sessions, type Session } from '~/db/schema'
import { readCookie } from '~/utils/cookies'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { clientIpHash } from '~/utils/rate-limit.server'

/**
 * Browser sessions: an HttpOnly, Secure, SameSite=Lax cookie holds a random token; D1 holds only
 * its SHA-256 (sessions.id), so a copy of the database cannot sign anybody in.
 *
 * A session lives 30 days. Once a day the root loader rotates it: a new token replaces the old
 * one, whose row lingers for a minute so requests already in flight still pass, and the new
 * row's expiry slides forward. Sign-out ends this session, every session, or every other one.
 */
export const SESSION_COOKIE = 'haven_session'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_ROTATE_AFTER_MS = 24 * 60 * 60 * 1000
const ROTATION_GRACE_MS = 60 * 1000

export type LogoutScope = 'local' | 'global' | 'others'
export const LOGOUT_SCOPES = ['local', 'global', 'others'] as const

export function readSessionToken(request: Request): string | null {
  const token = readCookie(request, SESSION_COOKIE)
  return token && token.length <= 256 ? token : null
}

/** The session behind the request's cookie, or null for a visitor, an unknown token or an expired session. */
export async function getSession(request: Request, db: Db): Promise<Session | null> {
  const token = readSessionToken(request)
  if (!token) return null
  return getSessionByToken(db, token)
}

/** A live session of an active account (a suspended or banned member is signed out everywhere at once). */
export async function getSessionByToken(db: Db, token: string): Promise<Session | null> {
  const row = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, new Date()), eq(accounts.status, 'active')))
    .get()
  return row?.session ?? null
}

/** The signed-in member's id, or null. */
export async function getSessionUserId(request: Request, db: Db): Promise<string | null> {
  return (await getSession(request, db))?.accountId ?? null
}

/** Starts a session for the account; returns the token (for the cookie or the token API) and the row id. */
export async function createSession(
  db: Db,
  accountId: string,
  request: Request,
  options: { kind?: 'browser' | 'api'; rotatedFrom?: string; ttlMs?: number } = {},
) {
  const token = randomToken(32)
  const id = await sha256Hex(token)
  const now = Date.now()
  const expiresAt = new Date(now + (options.ttlMs ?? SESSION_TTL_MS))
  await db.insert(sessions).values({
    id,
    accountId,
    expiresAt,
    lastSeenAt: new Date(now),
    rotatedFrom: options.rotatedFrom ?? null,
    userAgent: request.headers.get('User-Agent')?.slice(0, 300) ?? null,
    ipHash: await clientIpHash(request),
    kind: options.kind ?? 'browser',
  })
  return { token, id, expiresAt }
}

/**
 * Replaces a day-old session by a fresh one. The conditional update is the lock: of two
 * requests rotating at once, only the one that shortens the old row's life creates the new row.
 */
export async function rotateSessionIfDue(db: Db, session: Session, request: Request, now = Date.now()) {
  const lastRotation = (session.lastSeenAt ?? session.createdAt).getTime()
  if (now - lastRotation < SESSION_ROTATE_AFTER_MS) return null
  const graceEnd = new Date(now + ROTATION_GRACE_MS)
  const claimed = await db
    .update(sessions)
    .set({ expiresAt: graceEnd })
    .where(and(eq(sessions.id, session.id), gt(sessions.expiresAt, graceEnd)))
    .returning({ id: sessions.id })
  if (claimed.length === 0) return null
  return createSession(db, session.accountId, request, { kind: session.kind, rotatedFrom: session.id })
}

/** Ends sessions: this one (local), all of the member's (global), or all but this one (others). */
export async function endSessions(db: Db, accountId: string, scope: LogoutScope, currentSessionId: string | null) {
  if (scope === 'local') {
    if (currentSessionId) await db.delete(sessions).where(and(eq(sessions.id, currentSessionId), eq(sessions.accountId, accountId)))
    return
  }
  if (scope === 'others' && currentSessionId) {
    await db.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.id, currentSessionId)))
    return
  }
  await db.delete(sessions).where(eq(sessions.accountId, accountId))
}

/** Ends one of the member's sessions by its id (from the settings list); false if it is not theirs. */
export async function endSessionById(db: Db, accountId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
    .returning({ id: sessions.id })
  return deleted.length > 0
}

/** The member's active sessions, newest first (for the settings page). */
export async function listSessions(db: Db, accountId: string) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
}

/** Set-Cookie value carrying a session token. */
export function sessionCookie(token: string, expiresAt: Date) {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=${expiresAt.toUTCString()}`
}

/** Set-Cookie value that removes the session cookie. */
export function clearSessionCookie() {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`
}
