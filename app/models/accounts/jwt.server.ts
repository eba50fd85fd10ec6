import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTHeaderParameters } from 'jose'

/**
 * Access tokens of the token API (/auth/v1): short-lived ES256 JWTs shaped like Supabase GoTrue's,
 * so GoTrue clients read them unchanged. The signature only proves who issued a token; whether
 * it still counts is decided by its session (see app/models/accounts/token-api.server.ts), so signing out
 * really ends it before it expires.
 *
 * Keys: the AUTH_JWT_PRIVATE_JWK secret when a deployment pins one, otherwise the newest
 * unretired key of the signing_keys table. Public keys are published as a JWK set.
 */
export const JWT_ALGORITHM = 'ES256'
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
export const AUDIENCE = 'authenticated'
/** SPEC §9: key-set cache 10 minutes. */
export const JWKS_MAX_AGE_SECONDS = 10 * 60

export type SigningKeyPair = { kid: string; privateJwk: JWK; publicJwk: JWK }

export type AccessTokenClaims = {
  sub: string
  session_id: string
  email: string
  phone: string
  aud: string
  role: string
  iss: string
  iat: number
  exp: number
  aal: 'aal1'
  amr: { method: string; timestamp: number }[]
  is_anonymous: false
}

/** The public half of a key, as published (no private member survives). */
export function toPublicJwk(jwk: JWK, kid: string): JWK {
  const { kty, crv, x, y } = jwk
  return { kty, crv, x, y, kid, alg: JWT_ALGORITHM, use: 'sig' }
}

/** A fresh ES256 key pair; its kid is the RFC 7638 thumbprint of the public key. */
export async function generateSigningKeyPair(): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true })
  const pub = await exportJWK(publicKey)
  const kid = await calculateJwkThumbprint(pub)
  return { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: JWT_ALGORITHM }, publicJwk: toPublicJwk(pub, kid) }
}

/** The pinned key from the AUTH_JWT_PRIVATE_JWK secret (JSON); null when unset or unusable. */
export async function keyPairFromSecret(secret: string | undefined): Promise<SigningKeyPair | null> {
  if (!secret) return null
  let jwk: JWK
  try {
    jwk = JSON.parse(secret) as JWK
  } catch {
    console.error('AUTH_JWT_PRIVATE_JWK is not JSON; falling back to stored keys')
    return null
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) {
    console.error('AUTH_JWT_PRIVATE_JWK must be a P-256 private JWK; falling back to stored keys')
    return null
  }
  const kid = jwk.kid ?? (await calculateJwkThumbprint(toPublicJwk(jwk, '')))
  return { kid, privateJwk: { ...jwk, kid }, publicJwk: toPublicJwk(jwk, kid) }
}

// Imported CryptoKeys by their JWK text: key material never changes under a given text, so this
// cache cannot keep a revoked session alive (sessions are checked in D1 on every request).
const imported = new Map<string, Promise<CryptoKey | Uint8Array>>()
function importKey(jwk: JWK) {
  const text = JSON.stringify(jwk)
  let key = imported.get(text)
  if (!key) {
    key = importJWK(jwk, JWT_ALGORITHM)
    key.catch(() => imported.delete(text))
    if (imported.size > 32) imported.clear()
    imported.set(text, key)
  }
  return key
}

export async function signAccessToken(
  key: SigningKeyPair,
  claims: { sub: string; sessionId: string; email: string | null; phone: string | null; issuer: string; signedInAt?: number },
  now = Math.floor(Date.now() / 1000),
) {
  const exp = now + ACCESS_TOKEN_TTL_SECONDS
  const token = await new SignJWT({
    email: claims.email ?? '',
    phone: claims.phone ?? '',
    role: AUDIENCE,
    session_id: claims.sessionId,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: claims.signedInAt ?? now }],
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(claims.issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(await importKey(key.privateJwk))
  return { token, expiresAt: exp, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
}

/**
 * Checks signature, algorithm, audience, expiry (and the issuer when given). `publicKeyFor`
 * finds the public JWK of a kid. Returns the claims, or null for anything not ours or expired.
 */
export async function verifyAccessToken(
  token: string,
  publicKeyFor: (kid: string) => Promise<JWK | null>,
  options: { issuer?: string } = {},
): Promise<AccessTokenClaims | null> {
  if (!token || token.length > 4096 || token.split('.').length !== 3) return null
  try {
    const { payload } = await jwtVerify(
      token,
      async (header: JWTHeaderParameters) => {
        const jwk = header.kid ? await publicKeyFor(header.kid) : null
        if (!jwk) throw new Error('unknown key')
        return importKey(jwk)
      },
      { algorithms: [JWT_ALGORITHM], audience: AUDIENCE, issuer: options.issuer, requiredClaims: ['sub', 'exp', 'iat'] },
    )
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string') return null
    return payload as unknown as AccessTokenClaims
  } catch {
    return null
  }
}
