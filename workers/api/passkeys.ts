import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { getDb } from '~/db/client'
import type { Resources } from '~/i18n/locales/en'
import { getAccount, logSecurityEvent } from '~/models/accounts/accounts.server'
import { PasskeyNameSchema, RenamePasskeySchema } from '~/models/accounts/passkeys'
import {
  consumeChallenge,
  defaultPasskeyName,
  deletePasskey,
  enrollmentSubject,
  getPasskey,
  isPasskeyEnrolled,
  listPasskeys,
  passkeyDescriptors,
  recordPasskeyUse,
  renamePasskey,
  savePasskey,
  storeChallenge,
  WEBAUTHN_CHALLENGE_TTL_MS,
  type ChallengePurpose,
} from '~/models/accounts/passkeys.server'
import { createSession, endSessions, getSession, sessionCookie } from '~/models/accounts/sessions.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { apiMember, crossSite, type ApiMember } from './auth-guard'
import { jsonError, type ErrorKey } from './errors'
import { parseBody } from './validate'

/**
 * Passkeys (SPEC §5, §7 'secure-passkey-operations'), one endpoint with the spec's actions:
 *
 *   POST /api/passkeys {action:'enroll'}                              member → {publicKeyCredentialCreationOptions}
 *   POST /api/passkeys {action:'verify-enrollment', credentialData}   member → {success, passkey}
 *   POST /api/passkeys {action:'authenticate'}                        anyone → {publicKeyCredentialRequestOptions}
 *   POST /api/passkeys {action:'verify-authentication', credentialData} anyone → {success} + session cookie
 *   GET /api/passkeys → {passkeys, isEnrolled}; PATCH /api/passkeys/:id {name}; DELETE /api/passkeys/:id
 *
 * rpID is the request's hostname and the expected origin the request's origin, so the same
 * code works on localhost and when deployed. Sign-in uses discoverable credentials (empty
 * allowCredentials). User verification is 'preferred' and no authenticator attachment is
 * asked for: security keys and PINs work, biometrics are never required.
 */
export const passkeys = new Hono<{ Bindings: Env }>()

type PasskeyErrorKey = `passkeys.${keyof Resources['errors']['passkeys'] & string}`
type C = Context<{ Bindings: Env }>

const fail = (c: C, status: ContentfulStatusCode, key: PasskeyErrorKey, extra: Record<string, unknown> = {}) =>
  jsonError(c, status, key as ErrorKey, extra)

/** Anonymous challenge requests and sign-in attempts per address (each one writes a row). */
const SIGN_IN_LIMIT = 60
/** Enrollment ceremonies per member. */
const ENROLL_LIMIT = 20
const LIMIT_WINDOW_MS = WEBAUTHN_CHALLENGE_TTL_MS

/** The signed-in member, or the refusal to send: 401 with `unauthenticated`, 403 cross-site. */
async function memberOr(c: C, unauthenticated: PasskeyErrorKey): Promise<{ member: ApiMember } | { refusal: Response }> {
  const member = await apiMember(c.req.raw, c.env)
  if (!member) return { refusal: await fail(c, 401, unauthenticated) }
  if (member.via === 'cookie' && crossSite(c.req.raw)) return { refusal: await jsonError(c, 403, 'forbidden') }
  return { member }
}

function relyingParty(c: C) {
  const url = new URL(c.req.url)
  return { rpID: url.hostname, origin: url.origin, rpName: c.env.APP_NAME || 'Haven' }
}

// ---------------------------------------------------------------- body schemas

const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)

const clientExtras = {
  rawId: b64url(1400).optional(),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
  clientExtensionResults: z.record(z.unknown()).optional(),
}

const RegistrationCredential = z.object({
  id: b64url(1400),
  ...clientExtras,
  response: z.object({
    clientDataJSON: b64url(8_000),
    attestationObject: b64url(64_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: b64url(64_000).optional(),
    publicKey: b64url(8_000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
})

const AuthenticationCredential = z.object({
  id: b64url(1400),
  ...clientExtras,
  response: z.object({
    clientDataJSON: b64url(8_000),
    authenticatorData: b64url(64_000),
    signature: b64url(8_000),
    userHandle: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]*={0,2}$/)
      .optional()
      .nullable(),
  }),
})

const PasskeyName = PasskeyNameSchema

const ActionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('enroll') }),
  z.object({ action: z.literal('verify-enrollment'), credentialData: RegistrationCredential, name: PasskeyName.optional() }),
  z.object({ action: z.literal('authenticate') }),
  z.object({ action: z.literal('verify-authentication'), credentialData: AuthenticationCredential }),
])

const RenameBody = RenamePasskeySchema
const PasskeyId = b64url(1400)

/** The challenge the authenticator signed, read from clientDataJSON (null if unreadable). */
function signedChallenge(clientDataJSON: string, type: 'webauthn.create' | 'webauthn.get') {
  try {
    const data = decodeClientDataJSON(clientDataJSON)
    return data.type === type && typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------- actions

passkeys.post('/', async (c) => {
  const body = await parseBody(c, ActionBody)
  if (body.error) return body.error
  const data = body.data
  switch (data.action) {
    case 'enroll':
      return enroll(c)
    case 'verify-enrollment':
      return verifyEnrollment(c, data.credentialData as RegistrationResponseJSON, data.name)
    case 'authenticate':
      return authenticate(c)
    case 'verify-authentication':
      return verifyAuthentication(c, data.credentialData as AuthenticationResponseJSON)
  }
})

async function enroll(c: C) {
  const who = await memberOr(c, 'passkeys.signInRequired')
  if ('refusal' in who) return who.refusal
  const db = getDb(c.env.DB)
  const limit = await checkRateLimit(db, `passkey-enroll:${who.member.userId}`, ENROLL_LIMIT, LIMIT_WINDOW_MS)
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfter))
    return fail(c, 429, 'passkeys.tooManyAttempts')
  }
  const subject = await enrollmentSubject(db, who.member.userId)
  if (!subject) return fail(c, 401, 'passkeys.signInRequired')
  const { rpID, rpName } = relyingParty(c)
  const userName = subject.email ?? subject.phone ?? subject.displayName ?? subject.id
  const existing = await passkeyDescriptors(db, subject.id)
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userID: new TextEncoder().encode(subject.id),
    userName,
    userDisplayName: subject.displayName ?? userName,
    attestationType: 'none',
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await storeChallenge(db, options.challenge, 'registration', subject.id)
  return c.json({ publicKeyCredentialCreationOptions: options })
}

async function verifyEnrollment(c: C, credential: RegistrationResponseJSON, name: string | undefined) {
  const who = await memberOr(c, 'passkeys.signInRequired')
  if ('refusal' in who) return who.refusal
  const db = getDb(c.env.DB)
  const userId = who.member.userId
  const challenge = await takeChallenge(db, credential.response.clientDataJSON, 'webauthn.create', 'registration', userId)
  if (!challenge) return fail(c, 400, 'passkeys.challengeExpired')

  const { rpID, origin } = relyingParty(c)
  let info
  try {
    const verification = await verifyRegistrationResponse({
      response: {
        ...credential,
        rawId: credential.rawId ?? credential.id,
        clientExtensionResults: credential.clientExtensionResults ?? {},
      },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
    if (!verification.verified) return fail(c, 400, 'passkeys.enrollVerifyFailed')
    info = verification.registrationInfo
  } catch (error) {
    console.warn('passkey registration refused', String(error))
    return fail(c, 400, 'passkeys.enrollVerifyFailed')
  }

  const stored = await savePasskey(db, {
    id: info.credential.id,
    accountId: userId,
    publicKey: new Uint8Array(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? credential.response.transports ?? null,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: name ?? (await defaultPasskeyName(db, userId, info.aaguid)),
  })
  if (!stored) return fail(c, 409, 'passkeys.alreadyRegistered')
  await logSecurityEvent(db, {
    eventType: 'PASSKEY_ENROLLED',
    userId,
    severity: 'info',
    ipHash: await clientIpHash(c.req.raw),
    metadata: { passkeyId: stored.id, deviceType: stored.deviceType, backedUp: stored.backedUp, timestamp: new Date().toISOString() },
  })
  return c.json({ success: true, passkey: stored })
}

async function authenticate(c: C) {
  if (crossSite(c.req.raw)) return jsonError(c, 403, 'forbidden')
  const db = getDb(c.env.DB)
  const limit = await checkRateLimit(db, `passkey-signin:ip:${await clientIpHash(c.req.raw)}`, SIGN_IN_LIMIT, LIMIT_WINDOW_MS)
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfter))
    return fail(c, 429, 'passkeys.tooManyAttempts')
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(c).rpID,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  })
  await storeChallenge(db, options.challenge, 'authentication', null)
  return c.json({ publicKeyCredentialRequestOptions: options })
}

async function verifyAuthentication(c: C, credential: AuthenticationResponseJSON) {
  if (crossSite(c.req.raw)) return jsonError(c, 403, 'forbidden')
  const db = getDb(c.env.DB)
  const ipHash = await clientIpHash(c.req.raw)
  const limit = await checkRateLimit(db, `passkey-signin:ip:${ipHash}`, SIGN_IN_LIMIT, LIMIT_WINDOW_MS)
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfter))
    return fail(c, 429, 'passkeys.tooManyAttempts')
  }
  const challenge = await takeChallenge(db, credential.response.clientDataJSON, 'webauthn.get', 'authentication', null)
  if (!challenge) return fail(c, 400, 'passkeys.challengeExpired')

  const passkey = await getPasskey(db, credential.id)
  const refuse = async (reason: string) => {
    await logSecurityEvent(db, {
      eventType: 'FAILED_SIGNIN_ATTEMPT',
      userId: passkey?.accountId ?? null,
      severity: 'medium',
      ipHash,
      metadata: { method: 'passkey', error: reason, timestamp: new Date().toISOString() },
    })
    return fail(c, 400, 'passkeys.authFailed')
  }
  if (!passkey) return refuse('unknown credential')
  // a discoverable credential names its account: it must be the passkey's owner
  const userHandle = credential.response.userHandle
  if (userHandle && isoBase64URL.toUTF8String(userHandle) !== passkey.accountId) return refuse('user handle mismatch')

  const { rpID, origin } = relyingParty(c)
  let newCounter: number
  try {
    const verification = await verifyAuthenticationResponse({
      response: {
        ...credential,
        rawId: credential.rawId ?? credential.id,
        clientExtensionResults: credential.clientExtensionResults ?? {},
      },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
    })
    if (!verification.verified) return refuse('signature not verified')
    newCounter = verification.authenticationInfo.newCounter
  } catch (error) {
    return refuse(String(error instanceof Error ? error.message : error).slice(0, 200))
  }

  const account = await getAccount(db, passkey.accountId)
  if (!account) return refuse('account missing')
  if (account.status !== 'active') return fail(c, 403, 'passkeys.accountSuspended')

  // a browser that was signed in as someone (else) gets a fresh session: end the old one
  const previous = await getSession(c.req.raw, db)
  if (previous) await endSessions(db, previous.accountId, 'local', previous.id)
  const [session] = await Promise.all([
    createSession(db, account.id, c.req.raw, { kind: 'browser' }),
    recordPasskeyUse(db, passkey, newCounter),
    logSecurityEvent(db, {
      eventType: 'SUCCESSFUL_SIGNIN',
      userId: account.id,
      severity: 'info',
      ipHash,
      metadata: {
        method: 'passkey',
        passkeyId: passkey.id,
        email: account.email,
        phone: account.phone,
        timestamp: new Date().toISOString(),
      },
    }),
  ])
  c.header('Set-Cookie', sessionCookie(session.token, session.expiresAt))
  c.header('Cache-Control', 'no-store')
  return c.json({ success: true })
}

async function takeChallenge(
  db: ReturnType<typeof getDb>,
  clientDataJSON: string,
  type: 'webauthn.create' | 'webauthn.get',
  purpose: ChallengePurpose,
  accountId: string | null,
) {
  const challenge = signedChallenge(clientDataJSON, type)
  return challenge ? consumeChallenge(db, challenge, purpose, accountId) : null
}

// ---------------------------------------------------------------- the member's list

passkeys.get('/', async (c) => {
  const who = await memberOr(c, 'passkeys.sessionRequired')
  if ('refusal' in who) return who.refusal
  const db = getDb(c.env.DB)
  const [list, isEnrolled] = await Promise.all([listPasskeys(db, who.member.userId), isPasskeyEnrolled(db, who.member.userId)])
  c.header('Cache-Control', 'private, no-store')
  return c.json({ passkeys: list, isEnrolled })
})

passkeys.patch('/:id', async (c) => {
  const who = await memberOr(c, 'passkeys.sessionRequired')
  if ('refusal' in who) return who.refusal
  const id = PasskeyId.safeParse(c.req.param('id'))
  if (!id.success) return fail(c, 404, 'passkeys.notFound')
  const body = await parseBody(c, RenameBody)
  if (body.error) return body.error
  const renamed = await renamePasskey(getDb(c.env.DB), who.member.userId, id.data, body.data.name)
  return renamed ? c.json({ success: true, passkey: renamed }) : fail(c, 404, 'passkeys.notFound')
})

passkeys.delete('/:id', async (c) => {
  const who = await memberOr(c, 'passkeys.sessionRequired')
  if ('refusal' in who) return who.refusal
  const id = PasskeyId.safeParse(c.req.param('id'))
  if (!id.success) return fail(c, 404, 'passkeys.notFound')
  const db = getDb(c.env.DB)
  const result = await deletePasskey(db, who.member.userId, id.data)
  if (!result) return fail(c, 404, 'passkeys.notFound')
  await logSecurityEvent(db, {
    eventType: 'PASSKEY_REMOVED',
    userId: who.member.userId,
    severity: 'info',
    ipHash: await clientIpHash(c.req.raw),
    metadata: { passkeyId: id.data, timestamp: new Date().toISOString() },
  })
  return c.json({ success: true, isEnrolled: result.isEnrolled })
})
