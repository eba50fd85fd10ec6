import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { JWK } from 'jose'
import type { Db } from '~/db/client'
import { accounts, profiles, refreshTokens, sessions, signingKeys, userRoles, type Account } from '~/db/schema'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  generateSigningKeyPair,
  keyPairFromSecret,
  signAccessToken,
  toPublicJwk,
  verifyAccessToken,
  type SigningKeyPair,
} from '~/models/accounts/jwt.server'
import { createSession, endSessionById } from '~/models/accounts/sessions.server'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { clientIpHash } from '~/utils/rate-limit.server'
import { logSecurityEvent } from './accounts.server'

/**
 * The token API's storage: signing keys, API sessions, refresh tokens and the GoTrue-shaped
 * user. Every sign-in through /auth/v1 is a sessions row of kind 'api'; its access tokens name
 * it in `session_id` and stop working the moment it is deleted (logout, reuse detection).
 *
 * Refresh tokens are opaque random strings; D1 keeps only their SHA-256. Each use rotates the
 * token (the old one is marked used, a child in the same family is issued). Presenting a used
 * token again within 10 s (a retry, two tabs) gets a sibling; later, or a revoked token, means a
 * copy leaked: the whole family is revoked and its session ended.
 */
export const API_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** Retired keys stay published (and accepted) this long: longer than any access token lives. */
const RETIRED_KEY_OVERLAP_MS = 2 * ACCESS_TOKEN_TTL_SECONDS * 1000
/** Used refresh tokens are kept this long to recognise a replay, then pruned. */
const USED_TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

// ---------------------------------------------------------------- signing keys

/** The key that signs new access tokens: the pinned secret, or the newest stored key (made on first use). */
export async function currentSigningKey(db: Db, secret?: string): Promise<SigningKeyPair> {
  const pinned = await keyPairFromSecret(secret)
  if (pinned) return pinned
  const stored = await newestStoredKey(db)
  if (stored) return stored
  const fresh = await generateSigningKeyPair()
  // one statement, so of two first requests racing only one key is stored; both read it back
  await db.run(sql`INSERT INTO signing_keys (id, algorithm, public_jwk, private_jwk)
    SELECT ${fresh.kid}, 'ES256', ${JSON.stringify(fresh.publicJwk)}, ${JSON.stringify(fresh.privateJwk)}
    WHERE NOT EXISTS (SELECT 1 FROM signing_keys WHERE retired_at IS NULL)`)
  return (await newestStoredKey(db)) ?? fresh
}

async function newestStoredKey(db: Db): Promise<SigningKeyPair | null> {
  const row = await db
    .select()
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.id))
    .limit(1)
    .get()
  return row ? { kid: row.id, privateJwk: row.privateJwk as JWK, publicJwk: row.publicJwk as JWK } : null
}

/** Stored keys that still verify: unretired, or retired recently enough for their tokens to live. */
async function liveStoredKeys(db: Db) {
  return db
    .select({ id: signingKeys.id, publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, new Date(Date.now() - RETIRED_KEY_OVERLAP_MS))))
    .orderBy(desc(signingKeys.createdAt))
    .all()
}

/** The public key set for /.well-known/jwks.json (a key is made first if none exists). */
export async function publishedKeys(db: Db, secret?: string): Promise<JWK[]> {
  const signing = await currentSigningKey(db, secret)
  const keys = new Map<string, JWK>([[signing.kid, signing.publicJwk]])
  for (const row of await liveStoredKeys(db)) if (!keys.has(row.id)) keys.set(row.id, toPublicJwk(row.publicJwk as JWK, row.id))
  return [...keys.values()]
}

async function publicKeyFor(db: Db, secret: string | undefined, kid: string): Promise<JWK | null> {
  const pinned = await keyPairFromSecret(secret)
  if (pinned?.kid === kid) return pinned.publicJwk
  const row = await db
    .select({ publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .where(
      and(
        eq(signingKeys.id, kid),
        or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, new Date(Date.now() - RETIRED_KEY_OVERLAP_MS))),
      ),
    )
    .get()
  return row ? toPublicJwk(row.publicJwk as JWK, kid) : null
}

// ---------------------------------------------------------------- access tokens

export type AccessTokenFailure = 'bad_jwt' | 'session_not_found'
export type VerifiedAccess = { accountId: string; sessionId: string; account: Account }

/**
 * Verifies an access token AND that its session still exists, is unexpired and belongs to an
 * active account. Nothing is cached between requests, so a signed-out token fails at once.
 */
export async function authenticateAccessToken(
  db: Db,
  token: string,
  options: { secret?: string; issuer?: string },
): Promise<{ ok: true; value: VerifiedAccess } | { ok: false; code: AccessTokenFailure }> {
  const claims = await verifyAccessToken(token, (kid) => publicKeyFor(db, options.secret, kid), { issuer: options.issuer })
  if (!claims) return { ok: false, code: 'bad_jwt' }
  const row = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, claims.session_id),
        eq(sessions.accountId, claims.sub),
        eq(sessions.kind, 'api'),
        gt(sessions.expiresAt, new Date()),
        eq(accounts.status, 'active'),
      ),
    )
    .get()
  if (!row) return { ok: false, code: 'session_not_found' }
  return { ok: true, value: { accountId: claims.sub, sessionId: claims.session_id, account: row.account } }
}

// ---------------------------------------------------------------- refresh tokens

async function insertRefreshToken(db: Db, input: { accountId: string; sessionId: string }) {
  const token = randomToken(32)
  const id = crypto.randomUUID()
  await db.insert(refreshTokens).values({
    id,
    tokenHash: await sha256Hex(token),
    familyId: id,
    accountId: input.accountId,
    sessionId: input.sessionId,
    expiresAt: new Date(Date.now() + API_SESSION_TTL_MS),
  })
  return token
}

/**
 * Issues a child of a used token in its family, in one statement that inserts nothing once the
 * family is revoked or its session has ended or expired (a concurrent reuse detection or logout
 * wins). Null then.
 */
async function insertChildToken(db: Db, parent: { id: string; familyId: string; accountId: string; sessionId: string }, now: Date) {
  const token = randomToken(32)
  const id = crypto.randomUUID()
  const rows = await db.all<{
    id: string
  }>(sql`INSERT INTO refresh_tokens (id, token_hash, family_id, account_id, session_id, parent_id, expires_at, created_at)
    SELECT ${id}, ${await sha256Hex(token)}, ${parent.familyId}, ${parent.accountId}, ${parent.sessionId}, ${parent.id}, ${now.getTime() + API_SESSION_TTL_MS}, ${now.getTime()}
    WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${parent.familyId} AND revoked_at IS NOT NULL)
      AND EXISTS (SELECT 1 FROM sessions JOIN accounts ON accounts.id = sessions.account_id
        WHERE sessions.id = ${parent.sessionId} AND sessions.expires_at > ${now.getTime()} AND accounts.status = 'active')
    RETURNING id`)
  return rows.length > 0 ? token : null
}

export type RefreshFailure = 'not_found' | 'expired' | 'reused'

/**
 * A used refresh token presented again this soon after its first use is a client's retry or a
 * second tab racing the first (GoTrue's reuse interval): it gets a sibling of the token the
 * first use issued, and nothing is revoked. Later, it is a replay.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000

/**
 * Uses a refresh token. The conditional update is the lock: of two requests presenting the
 * same token, exactly one rotates it; the other, within REFRESH_REUSE_WINDOW_MS of that use,
 * gets a sibling in the same family. Any other reuse revokes the family and ends its session.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  request: Request,
): Promise<{ ok: true; accountId: string; sessionId: string; refreshToken: string } | { ok: false; code: RefreshFailure }> {
  if (!token || token.length > 200) return { ok: false, code: 'not_found' }
  const hash = await sha256Hex(token)
  const now = new Date()
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning()
  const row = claimed ?? (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).get())
  if (!row) return { ok: false, code: 'not_found' }
  const retried = !claimed && row.usedAt && !row.revokedAt && now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_WINDOW_MS
  if (claimed || retried) {
    if (!row.sessionId) return { ok: false, code: 'not_found' }
    const refreshToken = await insertChildToken(db, { ...row, sessionId: row.sessionId }, now)
    if (!refreshToken) return { ok: false, code: claimed ? 'not_found' : 'reused' }
    await db.batch([
      db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + API_SESSION_TTL_MS), lastSeenAt: now })
        .where(eq(sessions.id, row.sessionId)),
      db
        .delete(refreshTokens)
        .where(
          and(eq(refreshTokens.sessionId, row.sessionId), lt(refreshTokens.usedAt, new Date(now.getTime() - USED_TOKEN_RETENTION_MS))),
        ),
    ])
    return { ok: true, accountId: row.accountId, sessionId: row.sessionId, refreshToken }
  }

  if (!row.usedAt && !row.revokedAt) return { ok: false, code: 'expired' }
  // a used or revoked token came back: someone holds a copy. Revoke the family, end its session.
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
  if (row.sessionId) await endSessionById(db, row.accountId, row.sessionId)
  const ipHash = await clientIpHash(request)
  await logSecurityEvent(db, {
    eventType: 'REFRESH_TOKEN_REUSE',
    userId: row.accountId,
    severity: 'high',
    ipHash,
    metadata: { familyId: row.familyId, sessionId: row.sessionId, error: 'Refresh token reused', timestamp: now.toISOString() },
  })
  return { ok: false, code: 'reused' }
}

// ---------------------------------------------------------------- sessions

export type TokenSession = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: GoTrueUser
}

async function sessionResponse(
  db: Db,
  key: SigningKeyPair,
  account: Account,
  sessionId: string,
  refreshToken: string,
  issuer: string,
): Promise<TokenSession> {
  const access = await signAccessToken(key, {
    sub: account.id,
    sessionId,
    email: account.email,
    phone: account.phone,
    issuer,
    signedInAt: account.lastSignInAt ? Math.floor(account.lastSignInAt.getTime() / 1000) : undefined,
  })
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await goTrueUser(db, account),
  }
}

/** Starts an API session for a member who just proved who they are; answers the GoTrue session. */
export async function startApiSession(
  db: Db,
  request: Request,
  account: Account,
  options: { issuer: string; secret?: string },
): Promise<TokenSession> {
  const key = await currentSigningKey(db, options.secret)
  const session = await createSession(db, account.id, request, { kind: 'api', ttlMs: API_SESSION_TTL_MS })
  const refreshToken = await insertRefreshToken(db, { accountId: account.id, sessionId: session.id })
  const fresh = (await db.select().from(accounts).where(eq(accounts.id, account.id)).get()) ?? account
  return sessionResponse(db, key, fresh, session.id, refreshToken, options.issuer)
}

/** The refresh_token grant: rotates the token and answers a new session for the same sessions row. */
export async function refreshApiSession(
  db: Db,
  request: Request,
  token: string,
  options: { issuer: string; secret?: string },
): Promise<{ ok: true; session: TokenSession } | { ok: false; code: RefreshFailure }> {
  const rotated = await rotateRefreshToken(db, token, request)
  if (!rotated.ok) return rotated
  const account = await db.select().from(accounts).where(eq(accounts.id, rotated.accountId)).get()
  if (!account) return { ok: false, code: 'not_found' }
  const key = await currentSigningKey(db, options.secret)
  return { ok: true, session: await sessionResponse(db, key, account, rotated.sessionId, rotated.refreshToken, options.issuer) }
}

// ---------------------------------------------------------------- the GoTrue user

export type GoTrueUser = ReturnType<typeof shapeUser>

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

function shapeUser(
  account: Account,
  profile:
    | {
        displayName: string | null
        pronouns: string | null
        userMode: string
        avatarUrl: string | null
        interests: string[]
        language: string | null
      }
    | undefined,
  roles: string[],
) {
  const provider = account.email ? 'email' : 'phone'
  const providers = [account.email ? 'email' : null, account.phone ? 'phone' : null].filter((p): p is string => p !== null)
  const identityData = {
    sub: account.id,
    email: account.email ?? undefined,
    phone: account.phone ?? undefined,
    email_verified: Boolean(account.emailVerifiedAt),
    phone_verified: Boolean(account.phoneVerifiedAt),
  }
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email ?? '',
    phone: account.phone ?? '',
    email_confirmed_at: iso(account.emailVerifiedAt),
    phone_confirmed_at: iso(account.phoneVerifiedAt),
    confirmed_at: iso(account.emailVerifiedAt ?? account.phoneVerifiedAt),
    last_sign_in_at: iso(account.lastSignInAt),
    created_at: iso(account.createdAt)!,
    updated_at: iso(account.updatedAt ?? account.createdAt)!,
    app_metadata: { provider, providers, roles },
    user_metadata: {
      display_name: profile?.displayName ?? null,
      pronouns: profile?.pronouns ?? null,
      user_mode: profile?.userMode ?? null,
      avatar_url: profile?.avatarUrl ?? null,
      interests: profile?.interests ?? [],
      language: profile?.language ?? null,
      email_verified: identityData.email_verified,
      phone_verified: identityData.phone_verified,
    },
    identities: providers.map((p) => ({
      identity_id: `${account.id}:${p}`,
      id: p === 'email' ? account.email! : account.phone!,
      user_id: account.id,
      identity_data: identityData,
      provider: p,
      email: p === 'email' ? account.email : undefined,
      last_sign_in_at: iso(account.lastSignInAt),
      created_at: iso(account.createdAt),
      updated_at: iso(account.updatedAt ?? account.createdAt),
    })),
    factors: [] as never[],
    is_anonymous: false,
  }
}

export async function goTrueUser(db: Db, account: Account) {
  const [profile, roles] = await Promise.all([
    db
      .select({
        displayName: profiles.displayName,
        pronouns: profiles.pronouns,
        userMode: profiles.userMode,
        avatarUrl: profiles.avatarUrl,
        interests: profiles.interests,
        language: profiles.language,
      })
      .from(profiles)
      .where(eq(profiles.userId, account.id))
      .get(),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, account.id)).all(),
  ])
  return shapeUser(
    account,
    profile,
    roles.map((r) => r.role),
  )
}

/**
 * What a sign-up with a taken email answers: a user that looks new (random id, no identities),
 * as GoTrue does with confirmations on, so the API never reveals who has an account. The
 * address's owner gets an email instead.
 */
export function obfuscatedUser(identifier: { email?: string | null; phone?: string | null }) {
  const now = new Date()
  const fake = {
    id: crypto.randomUUID(),
    email: identifier.email ?? null,
    phone: identifier.phone ?? null,
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
  } as unknown as Account
  return { ...shapeUser(fake, undefined, []), identities: [] }
}

/** Updates the profile fields GoTrue clients send as `data` (user_metadata). */
export async function updateProfileMetadata(
  db: Db,
  accountId: string,
  data: { displayName?: string | null; pronouns?: string | null; userMode?: (typeof profiles.$inferInsert)['userMode'] },
) {
  const set: Partial<typeof profiles.$inferInsert> = {}
  if (data.displayName !== undefined) set.displayName = data.displayName?.trim() || null
  if (data.pronouns !== undefined) set.pronouns = data.pronouns?.trim() || null
  if (data.userMode !== undefined) set.userMode = data.userMode
  if (Object.keys(set).length === 0) return
  await db.batch([
    db
      .update(profiles)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(profiles.userId, accountId)),
    db.update(accounts).set({ updatedAt: new Date() }).where(eq(accounts.id, accountId)),
  ])
}
