import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { passkeys, securityEvents, userPasskeyEnrollment, webauthnChallenges } from '~/db/schema'
import { callApi, createMemberWithSession, db } from './helpers'

/**
 * POST/GET/PATCH/DELETE /api/passkeys inside workerd with real D1. A software authenticator
 * (WebCrypto P-256 key, 'none' attestation, CBOR by @simplewebauthn's own helpers) signs real
 * registration and assertion responses, so the whole ceremony is verified for real.
 */
const ORIGIN = 'https://haven.test'
const RP_ID = 'haven.test'
let ip = 0

const encoder = new TextEncoder()
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))
const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data)))
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) out.set(p, (offset += p.length) - p.length)
  return out
}
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])

/** ECDSA raw r||s → ASN.1 DER, as authenticators send it. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let i = 0
    while (i < bytes.length - 1 && bytes[i] === 0) i++
    let v = bytes.slice(i)
    if (v[0] & 0x80) v = concat(new Uint8Array([0]), v)
    return concat(new Uint8Array([0x02, v.length]), v)
  }
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)))
  return concat(new Uint8Array([0x30, body.length]), body)
}

type CreationOptions = { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string } } & Record<string, unknown>
type RequestOptions = { challenge: string; rpId: string } & Record<string, unknown>

class SoftAuthenticator {
  credentialId = crypto.getRandomValues(new Uint8Array(16))
  counter = 0
  userHandle = ''
  private keys!: CryptoKeyPair

  static async create() {
    const authenticator = new SoftAuthenticator()
    authenticator.keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    return authenticator
  }

  get id() {
    return b64(this.credentialId)
  }

  async register(options: Pick<CreationOptions, 'challenge' | 'user'>, origin = ORIGIN, rpId = RP_ID) {
    this.userHandle = options.user.id
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    )
    const authData = concat(
      await sha256(encoder.encode(rpId)),
      new Uint8Array([0x01 | 0x04 | 0x40]), // user present, verified, attested credential data
      u32(this.counter),
      new Uint8Array(16), // AAGUID: unknown authenticator
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      cose,
    )
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    )
    const clientDataJSON = encoder.encode(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    }
  }

  async assert(options: Pick<RequestOptions, 'challenge'>, { origin = ORIGIN, signer = this.keys.privateKey } = {}) {
    this.counter++
    const authData = concat(await sha256(encoder.encode(RP_ID)), new Uint8Array([0x01 | 0x04]), u32(this.counter))
    const clientDataJSON = encoder.encode(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    )
    const signed = concat(authData, await sha256(clientDataJSON))
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer, new Uint8Array(signed)))
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(derSignature(raw)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    }
  }
}

function call(
  method: string,
  path: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return callApi(`/api/passkeys${path}`, {
    method,
    headers: { 'CF-Connecting-IP': `203.0.113.${++ip % 250}`, 'Accept-Language': 'en', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body,
  })
}

const post = (body: unknown, cookie?: string, headers?: Record<string, string>) => call('POST', '', { body, cookie, headers })

async function enroll(cookie: string) {
  const res = await post({ action: 'enroll' }, cookie)
  expect(res.status).toBe(200)
  return ((await res.json()) as { publicKeyCredentialCreationOptions: CreationOptions }).publicKeyCredentialCreationOptions
}

/** A member with one verified passkey. */
async function enrolledMember(name = 'Passkey Member') {
  const member = await createMemberWithSession(name)
  const authenticator = await SoftAuthenticator.create()
  const options = await enroll(member.cookie)
  const res = await post({ action: 'verify-enrollment', credentialData: await authenticator.register(options) }, member.cookie)
  expect(res.status).toBe(200)
  return { ...member, authenticator }
}

async function signInOptions() {
  const res = await post({ action: 'authenticate' })
  expect(res.status).toBe(200)
  return ((await res.json()) as { publicKeyCredentialRequestOptions: RequestOptions }).publicKeyCredentialRequestOptions
}

describe('refusals', () => {
  it('visitors cannot enroll or manage passkeys (401, the spec text)', async () => {
    const res = await post({ action: 'enroll' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'passkeys.signInRequired', error: 'User must be signed in to enroll passkey' })

    const verify = await post({
      action: 'verify-enrollment',
      credentialData: await (await SoftAuthenticator.create()).register({ challenge: 'abc', user: { id: 'x', name: 'x' } }),
    })
    expect(verify.status).toBe(401)
    for (const [method, path] of [
      ['GET', ''],
      ['DELETE', '/abc'],
      ['PATCH', '/abc'],
    ] as const) {
      const r = await call(method, path, method === 'PATCH' ? { body: { name: 'x' } } : {})
      expect(r.status).toBe(401)
      expect(((await r.json()) as { code: string }).code).toBe('passkeys.sessionRequired')
    }
  })

  it('answers bad bodies with 4xx and translated messages, never 500', async () => {
    const { cookie } = await createMemberWithSession()
    const unreadable = await post('{not json', cookie)
    expect(unreadable.status).toBe(400)
    for (const body of [
      {},
      { action: 'hack' },
      { action: 'verify-enrollment' },
      {
        action: 'verify-enrollment',
        credentialData: { id: 'a b', type: 'public-key', response: { clientDataJSON: 'x', attestationObject: 'y' } },
      },
      { action: 'verify-authentication', credentialData: { id: 'abc', type: 'password', response: {} } },
    ]) {
      const res = await post(body, cookie)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(((await res.json()) as { code: string }).code).toBe('invalidInput')
    }
    // well-formed but not a WebAuthn response: no challenge can be found
    const garbage = await post({
      action: 'verify-authentication',
      credentialData: { id: 'abc', type: 'public-key', response: { clientDataJSON: 'abc', authenticatorData: 'abc', signature: 'abc' } },
    })
    expect(garbage.status).toBe(400)
    const german = await call('PATCH', '/abc', { cookie, body: { name: '   ' }, headers: { 'Accept-Language': 'de' } })
    expect(german.status).toBe(422)
    expect(((await german.json()) as { fields: Record<string, string[]> }).fields.name).toEqual([
      'Gib dem Passkey einen Namen mit 1 bis 60 Zeichen.',
    ])
  })

  it('refuses cross-site requests carrying the cookie', async () => {
    const { cookie } = await createMemberWithSession()
    const res = await post({ action: 'enroll' }, cookie, { Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    const signIn = await post({ action: 'authenticate' }, undefined, { Origin: 'https://evil.example' })
    expect(signIn.status).toBe(403)
  })
})

describe('enrollment', () => {
  it('verifies a registration, stores the credential, sets the flag, logs PASSKEY_ENROLLED; a replay is refused', async () => {
    const member = await createMemberWithSession('Robin')
    const options = await enroll(member.cookie)
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: 'Haven' },
      user: { id: isoBase64URL.fromUTF8String(member.id), name: `${member.id}@test.haven.local`, displayName: 'Robin' },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })
    expect((options.authenticatorSelection as Record<string, unknown>).authenticatorAttachment).toBeUndefined()
    const challenge = await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, options.challenge)).get()
    expect(challenge).toMatchObject({ accountId: member.id, purpose: 'registration' })
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000)
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000)

    // no row yet: not enrolled
    const before = (await (await call('GET', '', { cookie: member.cookie })).json()) as { passkeys: unknown[]; isEnrolled: boolean }
    expect(before).toEqual({ passkeys: [], isEnrolled: false })

    const authenticator = await SoftAuthenticator.create()
    const credentialData = await authenticator.register(options)
    const res = await post({ action: 'verify-enrollment', credentialData }, member.cookie)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      success: true,
      passkey: { id: authenticator.id, name: 'Passkey 1', backedUp: false, lastUsedAt: null },
    })

    const row = await db().select().from(passkeys).where(eq(passkeys.id, authenticator.id)).get()
    expect(row).toMatchObject({ accountId: member.id, counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false })
    expect(row!.publicKey.length).toBeGreaterThan(60)
    const flag = await db().select().from(userPasskeyEnrollment).where(eq(userPasskeyEnrollment.userId, member.id)).get()
    expect(flag).toMatchObject({ isEnrolled: true, deviceName: 'WebAuthn Device' })
    expect(flag!.enrolledAt).toBeInstanceOf(Date)
    const event = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, member.id), eq(securityEvents.eventType, 'PASSKEY_ENROLLED')))
      .get()
    expect(event).toMatchObject({ severity: 'info', metadata: { passkeyId: authenticator.id } })
    expect(await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, options.challenge)).get()).toBeUndefined()

    // the same response again: its challenge is gone
    const replay = await post({ action: 'verify-enrollment', credentialData }, member.cookie)
    expect(replay.status).toBe(400)
    expect(((await replay.json()) as { code: string }).code).toBe('passkeys.challengeExpired')

    // the next ceremony excludes the registered authenticator; a second passkey is 'Passkey 2'
    const again = await enroll(member.cookie)
    expect(again.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }])
    const second = await SoftAuthenticator.create()
    const ok = await post({ action: 'verify-enrollment', credentialData: await second.register(again) }, member.cookie)
    expect(((await ok.json()) as { passkey: { name: string } }).passkey.name).toBe('Passkey 2')

    // the flag is an upsert: still one row
    const flags = await db().select().from(userPasskeyEnrollment).where(eq(userPasskeyEnrollment.userId, member.id)).all()
    expect(flags).toHaveLength(1)
  })

  it("refuses another member's challenge, an expired challenge, a wrong origin and a duplicate credential", async () => {
    const alice = await createMemberWithSession('Alice')
    const bob = await createMemberWithSession('Bob')
    const options = await enroll(alice.cookie)
    const authenticator = await SoftAuthenticator.create()
    const stolen = await post({ action: 'verify-enrollment', credentialData: await authenticator.register(options) }, bob.cookie)
    expect(stolen.status).toBe(400)
    expect(await db().select().from(passkeys).where(eq(passkeys.id, authenticator.id)).get()).toBeUndefined()

    // expired five-minute challenge
    const expired = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
    await db()
      .insert(webauthnChallenges)
      .values({ id: expired, challenge: expired, purpose: 'registration', accountId: alice.id, expiresAt: new Date(Date.now() - 1000) })
    const late = await post(
      { action: 'verify-enrollment', credentialData: await authenticator.register({ challenge: expired, user: options.user }) },
      alice.cookie,
    )
    expect(late.status).toBe(400)
    expect(((await late.json()) as { error: string }).error).toBe('This passkey request has expired or was already used. Please try again.')

    // signed for another site
    const phishing = await enroll(alice.cookie)
    const wrongOrigin = await post(
      { action: 'verify-enrollment', credentialData: await authenticator.register(phishing, 'https://evil.example') },
      alice.cookie,
    )
    expect(wrongOrigin.status).toBe(400)
    expect(await wrongOrigin.json()).toEqual({ code: 'passkeys.enrollVerifyFailed', error: 'Failed to verify passkey enrollment' })

    // registered once; the same credential for Bob is refused
    const first = await post(
      { action: 'verify-enrollment', credentialData: await authenticator.register(await enroll(alice.cookie)) },
      alice.cookie,
    )
    expect(first.status).toBe(200)
    const duplicate = await post(
      { action: 'verify-enrollment', credentialData: await authenticator.register(await enroll(bob.cookie)) },
      bob.cookie,
    )
    expect(duplicate.status).toBe(409)
  })
})

describe('sign-in with a passkey', () => {
  it('needs no session: verifies the assertion, starts a session, logs SUCCESSFUL_SIGNIN (passkey); a replay is refused', async () => {
    const member = await enrolledMember()
    const options = await signInOptions()
    expect(options).toMatchObject({ rpId: RP_ID, allowCredentials: [], userVerification: 'preferred' })
    const challenge = await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, options.challenge)).get()
    expect(challenge).toMatchObject({ accountId: null, purpose: 'authentication' })

    const credentialData = await member.authenticator.assert(options)
    const res = await post({ action: 'verify-authentication', credentialData })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    const setCookie = res.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{40,}; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=`))
    const cookie = setCookie.split(';')[0]

    // the new session is the member's
    const list = (await (await call('GET', '', { cookie })).json()) as {
      passkeys: { id: string; lastUsedAt: string | null }[]
      isEnrolled: boolean
    }
    expect(list.isEnrolled).toBe(true)
    expect(list.passkeys).toHaveLength(1)
    expect(list.passkeys[0].lastUsedAt).not.toBeNull()
    const row = await db().select().from(passkeys).where(eq(passkeys.id, member.authenticator.id)).get()
    expect(row!.counter).toBe(1)
    const events = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, member.id), eq(securityEvents.eventType, 'SUCCESSFUL_SIGNIN')))
      .all()
    expect(events.map((e) => e.metadata?.method)).toEqual(['passkey'])

    const replay = await post({ action: 'verify-authentication', credentialData })
    expect(replay.status).toBe(400)
    expect(replay.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses a wrong signature, an unknown credential, an expired challenge and a cloned (old-counter) authenticator', async () => {
    const member = await enrolledMember()
    const other = await SoftAuthenticator.create()

    // signed by a different key
    const forged = await member.authenticator.assert(await signInOptions(), {
      signer: (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])).privateKey,
    })
    const bad = await post({ action: 'verify-authentication', credentialData: forged })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ code: 'passkeys.authFailed', error: 'Failed to authenticate with passkey' })
    const failures = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, member.id), eq(securityEvents.eventType, 'FAILED_SIGNIN_ATTEMPT')))
      .all()
    expect(failures[0]).toMatchObject({ severity: 'medium', metadata: { method: 'passkey' } })

    const unknown = await post({ action: 'verify-authentication', credentialData: await other.assert(await signInOptions()) })
    expect(unknown.status).toBe(400)

    const expired = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
    await db()
      .insert(webauthnChallenges)
      .values({ id: expired, challenge: expired, purpose: 'authentication', accountId: null, expiresAt: new Date(Date.now() - 1) })
    const late = await post({ action: 'verify-authentication', credentialData: await member.authenticator.assert({ challenge: expired }) })
    expect(late.status).toBe(400)
    expect(((await late.json()) as { code: string }).code).toBe('passkeys.challengeExpired')

    // a registration challenge cannot be used to sign in
    const registration = await enroll(member.cookie)
    const mixed = await post({
      action: 'verify-authentication',
      credentialData: await member.authenticator.assert({ challenge: registration.challenge }),
    })
    expect(mixed.status).toBe(400)

    // works once, then a copy of the authenticator replaying an older counter is refused
    expect(
      (await post({ action: 'verify-authentication', credentialData: await member.authenticator.assert(await signInOptions()) })).status,
    ).toBe(200)
    member.authenticator.counter -= 2
    const cloned = await post({ action: 'verify-authentication', credentialData: await member.authenticator.assert(await signInOptions()) })
    expect(cloned.status).toBe(400)
  })
})

describe('managing passkeys', () => {
  it("renames and removes only the member's own; the flag goes false with the last one", async () => {
    const alice = await enrolledMember('Alice')
    const bob = await enrolledMember('Bob')
    const id = encodeURIComponent(alice.authenticator.id)

    expect((await call('DELETE', `/${id}`, { cookie: bob.cookie })).status).toBe(404)
    expect((await call('PATCH', `/${id}`, { cookie: bob.cookie, body: { name: 'Mine now' } })).status).toBe(404)
    expect((await call('DELETE', '/not-a-passkey', { cookie: alice.cookie })).status).toBe(404)
    expect(await db().select().from(passkeys).where(eq(passkeys.id, alice.authenticator.id)).get()).toBeDefined()

    const renamed = await call('PATCH', `/${id}`, { cookie: alice.cookie, body: { name: '  YubiKey 5C  ' } })
    expect(renamed.status).toBe(200)
    expect(((await renamed.json()) as { passkey: { name: string } }).passkey.name).toBe('YubiKey 5C')
    const tooLong = await call('PATCH', `/${id}`, { cookie: alice.cookie, body: { name: 'x'.repeat(61) } })
    expect(tooLong.status).toBe(422)

    const removed = await call('DELETE', `/${id}`, { cookie: alice.cookie })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ success: true, isEnrolled: false })
    const flag = await db().select().from(userPasskeyEnrollment).where(eq(userPasskeyEnrollment.userId, alice.id)).get()
    expect(flag).toMatchObject({ isEnrolled: false, deviceName: 'WebAuthn Device' })
    // Bob keeps his
    const bobs = (await (await call('GET', '', { cookie: bob.cookie })).json()) as { passkeys: unknown[]; isEnrolled: boolean }
    expect(bobs.passkeys).toHaveLength(1)
    expect(bobs.isEnrolled).toBe(true)

    // a removed passkey no longer signs in
    const gone = await post({ action: 'verify-authentication', credentialData: await alice.authenticator.assert(await signInOptions()) })
    expect(gone.status).toBe(400)
  })
})
