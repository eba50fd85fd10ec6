import { env, SELF } from 'cloudflare:test'
import { and, eq, isNull } from 'drizzle-orm'
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { generateSigningKeyPair } from '~/models/accounts/jwt.server'
import { createAccount, markEmailVerified } from '~/models/accounts/accounts.server'
import { authenticateAccessToken, currentSigningKey, startApiSession } from '~/models/accounts/token-api.server'
import { accounts, authTokens, emailOutbox, refreshTokens, securityEvents, sessions, signingKeys } from '~/db/schema'
import { sha256Hex } from '~/utils/crypto'
import { apiMember } from '../../workers/api/auth-guard'
import '../../workers/api/auth/bearer'
import { callApi, db, waitFor, withoutPageTexts } from './helpers'

const ORIGIN = 'https://haven.test'
const BASE = `${ORIGIN}/auth/v1`
const STRONG = 'violet-harbour-lantern-42'
const OTHER_STRONG = 'quiet-meadow-compass-97'

// every request from its own address, so the per-address limits of one test never touch another
let address = 0
const nextIp = () => `203.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`

type Json = Record<string, any>

async function call(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': nextIp(), ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const res = await callApi(`/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text().then(withoutPageTexts)
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as Json }
}

async function verifiedMember(label: string, password = STRONG) {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`
  const created = await createAccount(db(), { email, password, displayName: label })
  if (!created.ok) throw new Error('account not created')
  await markEmailVerified(db(), created.account.id)
  return { email, id: created.account.id }
}

const signIn = (email: string, password = STRONG) => call('/token?grant_type=password', { body: { email, password } })

async function linkToken(to: string, template: string) {
  const email = await waitFor(() =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, template)))
      .get(),
  )
  return new URL(email.textBody!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
}

describe('POST /auth/v1/signup', () => {
  it('asks for an email or phone and a password', async () => {
    for (const body of [{}, { email: 'someone@example.org' }, { password: STRONG }, { email: '', phone: '', password: STRONG }]) {
      const { status, body: answer } = await call('/signup', { body })
      expect(status).toBe(400)
      expect(answer.error_description).toBe('You must provide either an email or phone number and a password')
      expect(answer.msg).toBe(answer.error_description)
      expect(answer.code).toBe('validation_failed')
    }
    // translated for the request's language
    const german = await call('/signup', { body: {}, headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
    expect(german.body.error_description).toBe('Du musst eine E-Mail-Adresse oder Telefonnummer und ein Passwort angeben')
  })

  it('refuses a weak password with 422 weak_password and its reasons (translated and as keys)', async () => {
    const { status, body } = await call('/signup', { body: { email: 'weak@example.org', password: 'password123' } })
    expect(status).toBe(422)
    expect(body).toMatchObject({ code: 'weak_password', error_code: 'weak_password' })
    expect(body.weak_password.reasons.length).toBeGreaterThan(0)
    expect(body.weak_password.keys.every((k: string) => k.startsWith('auth:password.'))).toBe(true)
    expect(body.weak_password.reasons.every((r: string) => typeof r === 'string' && r.length > 0)).toBe(true)
    const short = await call('/signup', { body: { email: 'weak@example.org', password: 'short' } })
    expect(short.body.weak_password.keys).toEqual(['auth:password.reasons.tooShort'])
  })

  it('validates the metadata with zod (unknown mode → 422, never 500)', async () => {
    const { status, body } = await call('/signup', {
      body: { email: 'mode@example.org', password: STRONG, data: { user_mode: 'villain' } },
    })
    expect(status).toBe(422)
    expect(body.code).toBe('invalidInput')
    expect(body.fields.data).toEqual(['Choose one of the options.'])
    expect((await call('/signup', { body: { email: 'not-an-address', password: STRONG } })).status).toBe(422)
    const broken = await SELF.fetch(`${BASE}/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{nope' })
    expect(broken.status).toBe(400)
  })

  it('accepts what the sign-up form accepts: display name up to 50 characters, pronouns up to 30, one phone pattern', async () => {
    const longName = await call('/signup', {
      body: { email: 'long@example.org', password: STRONG, data: { display_name: 'n'.repeat(51) } },
    })
    expect(longName.status).toBe(422)
    expect(longName.body).toMatchObject({ code: 'invalidInput', fields: { data: ['Use at most 50 characters.'] } })
    const longPronouns = await call('/signup', {
      body: { email: 'long@example.org', password: STRONG, data: { pronouns: 'p'.repeat(31) } },
    })
    expect(longPronouns.status).toBe(422)
    expect(longPronouns.body.fields.data).toEqual(['Use at most 30 characters.'])
    // translated like the form's message, with the same limit
    const french = await call('/signup', {
      body: { email: 'long@example.org', password: STRONG, data: { display_name: 'n'.repeat(51) } },
      headers: { 'Accept-Language': 'fr' },
    })
    expect(french.body.fields.data).toEqual(['50 caractères maximum.'])

    // more than 15 digits, or a tab inside: the form refuses both, so does the API
    for (const phone of ['+49 151 2345 6789 0123', '+49\t151 23456789', '12345']) {
      const refused = await call('/signup', { body: { phone, password: STRONG } })
      expect(refused.status, phone).toBe(422)
      expect(refused.body.fields.phone, phone).toEqual(['Enter a phone number with its country code, e.g. +49 151 23456789.'])
    }

    const email = `limits-${crypto.randomUUID().slice(0, 8)}@example.org`
    const name = `${'é'.repeat(49)}n`
    const { status, body } = await call('/signup', {
      body: { email, password: STRONG, data: { display_name: name, pronouns: 'p'.repeat(30) } },
    })
    expect(status).toBe(200)
    expect(body.user_metadata).toMatchObject({ display_name: name, pronouns: 'p'.repeat(30) })
  })

  it('creates the account, answers the user without a session, and emails a link whose token verifies', async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@Example.org`
    const { status, body } = await call('/signup', {
      body: { email, password: STRONG, data: { display_name: 'River', pronouns: 'they/them', user_mode: 'friends' } },
      headers: { 'Accept-Language': 'fr' },
    })
    expect(status).toBe(200)
    expect(body.access_token).toBeUndefined()
    expect(body).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      email_confirmed_at: null,
      user_metadata: { display_name: 'River', pronouns: 'they/them', user_mode: 'friends', language: 'fr' },
      app_metadata: { provider: 'email', providers: ['email'], roles: [] },
      factors: [],
    })
    expect(body.identities[0]).toMatchObject({ provider: 'email', user_id: body.id })

    // not confirmed yet: the password grant says so
    const early = await signIn(email)
    expect(early.status).toBe(400)
    expect(early.body.code).toBe('email_not_confirmed')

    const token = await linkToken(email.toLowerCase(), 'verify_email')
    const verified = await call('/verify', { body: { type: 'signup', token } })
    expect(verified.status).toBe(200)
    expect(verified.body.token_type).toBe('bearer')
    expect(verified.body.user.email_confirmed_at).not.toBeNull()
    // a used link cannot be replayed
    const again = await call('/verify', { body: { type: 'signup', token } })
    expect(again.status).toBe(403)
    expect(again.body).toMatchObject({ code: 'otp_expired', error_description: 'Email link is invalid or has expired' })
    expect((await signIn(email)).status).toBe(200)
  })

  it('answers a taken address like a new one and tells its owner by email (no enumeration)', async () => {
    const member = await verifiedMember('taken')
    const { status, body } = await call('/signup', { body: { email: member.email.toUpperCase(), password: OTHER_STRONG } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ email: member.email, identities: [], email_confirmed_at: null })
    expect(body.id).not.toBe(member.id)
    await waitFor(async () => {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template_key = 'account_exists'`)
        .bind(member.email)
        .first<{ n: number }>()
      return (row?.n ?? 0) === 1
    })
    // the password of the existing account is unchanged
    expect((await signIn(member.email)).status).toBe(200)
  })
})

describe('POST /auth/v1/token', () => {
  it('grant_type=password answers a GoTrue session backed by an api sessions row', async () => {
    const member = await verifiedMember('grant')
    const { status, body, res } = await signIn(member.email)
    expect(status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Set-Cookie')).toBeNull()
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: member.id, email: member.email } })
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500)
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(body.user.last_sign_in_at).not.toBeNull()
    const claims = JSON.parse(atob(body.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    const row = await db().select().from(sessions).where(eq(sessions.id, claims.session_id)).get()
    expect(row).toMatchObject({ accountId: member.id, kind: 'api' })
    // only the hash of the refresh token is stored
    const stored = await db().select().from(refreshTokens).where(eq(refreshTokens.sessionId, claims.session_id)).all()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(body.refresh_token)

    const me = await call('/user', { method: 'GET', token: body.access_token })
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(member.id)
  })

  it('refuses a wrong password with invalid_grant / Invalid login credentials', async () => {
    const member = await verifiedMember('wrong')
    const { status, body } = await signIn(member.email, 'not-the-password-at-all')
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'invalid_grant', error_description: 'Invalid login credentials', code: 'invalid_credentials' })
    const unknown = await signIn('nobody-here@example.org')
    expect(unknown.body.error_description).toBe('Invalid login credentials')
  })

  it.each(['pkce', 'id_token', 'web3', 'client_credentials', ''])('refuses grant_type=%s with unsupported_grant_type', async (grant) => {
    const { status, body } = await call(`/token?grant_type=${grant}`, { body: { auth_code: 'x', code_verifier: 'y' } })
    expect(status).toBe(400)
    expect(body.error).toBe('unsupported_grant_type')
    expect(body.code).toBe('unsupported_grant_type')
  })

  it('rotates the refresh token on every use', async () => {
    const member = await verifiedMember('rotate')
    const first = (await signIn(member.email)).body
    const second = await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.refresh_token)
    expect(second.body.user.id).toBe(member.id)
    const third = await call('/token?grant_type=refresh_token', { body: { refresh_token: second.body.refresh_token } })
    expect(third.status).toBe(200)
    // the same session throughout, one family
    const sid = (t: string) => JSON.parse(atob(t.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).session_id
    expect(sid(third.body.access_token)).toBe(sid(first.access_token))
    const family = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sid(first.access_token)))
      .all()
    expect(family).toHaveLength(3)
    expect(new Set(family.map((t) => t.familyId)).size).toBe(1)
    expect(family.filter((t) => t.usedAt === null)).toHaveLength(1)

    const missing = await call('/token?grant_type=refresh_token', { body: {} })
    expect(missing.status).toBe(400)
    const unknown = await call('/token?grant_type=refresh_token', { body: { refresh_token: 'made-up' } })
    expect(unknown.body).toMatchObject({ error: 'invalid_grant', code: 'refresh_token_not_found' })
  })

  it('detects reuse: the family is revoked, the newest token fails, the session and its access tokens end', async () => {
    const member = await verifiedMember('reuse')
    const first = (await signIn(member.email)).body
    const second = (await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })).body
    expect((await call('/user', { method: 'GET', token: second.access_token })).status).toBe(200)

    // the old token comes back after the 10 s reuse window (a stolen copy)
    await db()
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, await sha256Hex(first.refresh_token)))
    const replay = await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({ error: 'invalid_grant', code: 'refresh_token_already_used' })

    const newest = await call('/token?grant_type=refresh_token', { body: { refresh_token: second.refresh_token } })
    expect(newest.status).toBe(400)
    expect(newest.body.error).toBe('invalid_grant')
    const me = await call('/user', { method: 'GET', token: second.access_token })
    expect(me.status).toBe(403)
    expect(me.body.code).toBe('session_not_found')
    expect((await call('/user', { method: 'GET', token: first.access_token })).status).toBe(403)

    const event = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, member.id), eq(securityEvents.eventType, 'REFRESH_TOKEN_REUSE')))
      .get()
    expect(event?.severity).toBe('high')
    // another sign-in is unaffected
    expect((await signIn(member.email)).status).toBe(200)
  })
})

describe('the refresh reuse window (issue 35)', () => {
  it('two concurrent refreshes with the same token both succeed and the session lives', async () => {
    const member = await verifiedMember('twotabs')
    const first = (await signIn(member.email)).body
    const [a, b] = await Promise.all([
      call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } }),
      call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.refresh_token).not.toBe(b.body.refresh_token)
    // both pairs work: nothing was revoked
    for (const pair of [a.body, b.body]) {
      expect((await call('/user', { method: 'GET', token: pair.access_token })).status).toBe(200)
      expect((await call('/token?grant_type=refresh_token', { body: { refresh_token: pair.refresh_token } })).status).toBe(200)
    }
    const revoked = await db().select().from(refreshTokens).where(eq(refreshTokens.accountId, member.id)).all()
    expect(revoked.filter((t) => t.revokedAt !== null)).toHaveLength(0)
  })

  it('a retry after the window still revokes the family', async () => {
    const member = await verifiedMember('late')
    const first = (await signIn(member.email)).body
    const second = (await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })).body
    // inside the window: a sibling
    expect((await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })).status).toBe(200)
    await db()
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, await sha256Hex(first.refresh_token)))
    const late = await call('/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } })
    expect(late.body.code).toBe('refresh_token_already_used')
    expect((await call('/user', { method: 'GET', token: second.access_token })).status).toBe(403)
  })
})

describe('emails to someone who did not ask (issue 35)', () => {
  const count = async (to: string, template: string) =>
    (
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, template)))
        .all()
    ).length

  it('a taken address gets at most 3 account-exists emails an hour, whatever the client addresses, with the same answer', async () => {
    const member = await verifiedMember('flooded')
    for (let i = 0; i < 6; i++) {
      const { status, body } = await call('/signup', { body: { email: member.email, password: OTHER_STRONG } })
      expect(status).toBe(200)
      expect(body).toMatchObject({ email: member.email, identities: [] })
    }
    // a later email to the same address: once it has arrived, the ones before it have too
    await call('/recover', { body: { email: member.email } })
    await waitFor(async () => ((await count(member.email, 'password_recovery')) > 0 ? true : null))
    expect(await count(member.email, 'account_exists')).toBe(3)
  })

  it('recovery sends at most 3 links an hour to an address, and a new request does not void the earlier link', async () => {
    const member = await verifiedMember('recoverflood')
    for (let i = 0; i < 6; i++) expect((await call('/recover', { body: { email: member.email } })).body).toEqual({})
    await waitFor(async () => ((await count(member.email, 'password_recovery')) >= 3 ? true : null))
    const issued = await db()
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.accountId, member.id), eq(authTokens.purpose, 'password_recovery')))
      .all()
    expect(issued).toHaveLength(3)
    expect(issued.filter((t) => t.usedAt === null)).toHaveLength(3)
  })
})

describe('POST /auth/v1/logout', () => {
  async function twoSessions() {
    const member = await verifiedMember('logout')
    const a = (await signIn(member.email)).body
    const b = (await signIn(member.email)).body
    return { member, a, b }
  }
  const alive = async (s: Json) => (await call('/user', { method: 'GET', token: s.access_token })).status === 200
  const canRefresh = async (s: Json) =>
    (await call('/token?grant_type=refresh_token', { body: { refresh_token: s.refresh_token } })).status === 200

  it('scope=local ends only this session', async () => {
    const { a, b } = await twoSessions()
    const res = await call('/logout?scope=local', { token: a.access_token })
    expect(res.status).toBe(204)
    expect(await alive(a)).toBe(false)
    expect(await canRefresh(a)).toBe(false)
    expect(await alive(b)).toBe(true)
  })

  it('scope=others ends every other session', async () => {
    const { a, b } = await twoSessions()
    expect((await call('/logout?scope=others', { token: a.access_token })).status).toBe(204)
    expect(await alive(a)).toBe(true)
    expect(await alive(b)).toBe(false)
    expect(await canRefresh(b)).toBe(false)
  })

  it('the default (global) ends all sessions and removes their refresh tokens', async () => {
    const { member, a, b } = await twoSessions()
    expect((await call('/logout', { token: a.access_token })).status).toBe(204)
    expect(await alive(a)).toBe(false)
    expect(await alive(b)).toBe(false)
    expect(await canRefresh(a)).toBe(false)
    expect(await db().select().from(refreshTokens).where(eq(refreshTokens.accountId, member.id)).all()).toHaveLength(0)
  })

  it('needs a bearer token and a known scope', async () => {
    expect((await call('/logout')).status).toBe(401)
    const { a } = await twoSessions()
    const bad = await call('/logout?scope=everything', { token: a.access_token })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('validation_failed')
    expect(await alive(a)).toBe(true)
  })
})

describe('GET /auth/v1/.well-known/jwks.json', () => {
  it('publishes the public keys that verify an access token', async () => {
    const member = await verifiedMember('jwks')
    const session = (await signIn(member.email)).body
    const res = await SELF.fetch(`${BASE}/.well-known/jwks.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=600')
    const jwks = (await res.json()) as { keys: Json[] }
    expect(jwks.keys.length).toBeGreaterThan(0)
    expect(jwks.keys.every((k) => k.d === undefined && k.alg === 'ES256' && k.use === 'sig')).toBe(true)

    const header = decodeProtectedHeader(session.access_token)
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid)
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks as never), {
      issuer: `${ORIGIN}/auth/v1`,
      audience: 'authenticated',
    })
    expect(payload).toMatchObject({ sub: member.id, role: 'authenticated', email: member.email, phone: '' })
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect(typeof payload.session_id).toBe('string')
  })

  it('refuses tokens that are not ours or are tampered with', async () => {
    const member = await verifiedMember('tamper')
    const session = (await signIn(member.email)).body
    const [h, p, s] = session.access_token.split('.')
    const forged = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')))
    forged.sub = crypto.randomUUID()
    const body = btoa(JSON.stringify(forged)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const res = await call('/user', { method: 'GET', token: `${h}.${body}.${s}` })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('bad_jwt')
    expect((await call('/user', { method: 'GET', token: 'garbage' })).status).toBe(403)
    expect((await call('/user', { method: 'GET' })).status).toBe(401)
  })
})

describe('signing keys', () => {
  it('stores exactly one key when first requests race, and keeps a retired key published', async () => {
    const before = (await (await SELF.fetch(`${BASE}/.well-known/jwks.json`)).json()) as { keys: Json[] }
    await db().update(signingKeys).set({ retiredAt: new Date() }).where(isNull(signingKeys.retiredAt))
    const keys = await Promise.all(Array.from({ length: 5 }, () => currentSigningKey(db())))
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1)
    expect(await db().select().from(signingKeys).where(isNull(signingKeys.retiredAt)).all()).toHaveLength(1)
    const after = (await (await SELF.fetch(`${BASE}/.well-known/jwks.json`)).json()) as { keys: Json[] }
    const kids = after.keys.map((k) => k.kid)
    expect(kids).toContain(keys[0].kid)
    for (const key of before.keys) expect(kids).toContain(key.kid)
  })

  it('signs with the AUTH_JWT_PRIVATE_JWK secret when set', async () => {
    const pinned = await generateSigningKeyPair()
    const secret = JSON.stringify(pinned.privateJwk)
    expect((await currentSigningKey(db(), secret)).kid).toBe(pinned.kid)
    const member = await verifiedMember('pinned')
    const account = (await db().select().from(accounts).where(eq(accounts.id, member.id)).get())!
    const request = new Request(`${ORIGIN}/auth/v1/token`)
    const session = await startApiSession(db(), request, account, { issuer: `${ORIGIN}/auth/v1`, secret })
    expect(decodeProtectedHeader(session.access_token).kid).toBe(pinned.kid)
    expect((await authenticateAccessToken(db(), session.access_token, { secret })).ok).toBe(true)
    // a server without that key does not accept the token
    expect(await authenticateAccessToken(db(), session.access_token, {})).toEqual({ ok: false, code: 'bad_jwt' })
  })
})

describe('GET and PUT /auth/v1/user', () => {
  it('answers the GoTrue user shape', async () => {
    const member = await verifiedMember('shape')
    const session = (await signIn(member.email)).body
    const { body } = await call('/user', { method: 'GET', token: session.access_token })
    for (const key of [
      'id',
      'aud',
      'role',
      'email',
      'phone',
      'email_confirmed_at',
      'phone_confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
      'user_metadata',
      'app_metadata',
      'identities',
      'factors',
    ]) {
      expect(body).toHaveProperty(key)
    }
    expect(body.app_metadata).toEqual({ provider: 'email', providers: ['email'], roles: [] })
    expect(body.user_metadata.display_name).toBe('shape')
  })

  it('updates metadata, validates it, and refuses an email change with a clear 422', async () => {
    const member = await verifiedMember('meta')
    const session = (await signIn(member.email)).body
    const updated = await call('/user', {
      method: 'PUT',
      token: session.access_token,
      body: { data: { display_name: 'Sky', pronouns: 'she/her', user_mode: 'networking' } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.user_metadata).toMatchObject({ display_name: 'Sky', pronouns: 'she/her', user_mode: 'networking' })
    const badMode = await call('/user', { method: 'PUT', token: session.access_token, body: { data: { user_mode: 'boss' } } })
    expect(badMode.status).toBe(422)
    // the lengths of the sign-up form and of 'My Vibe'
    const longName = await call('/user', { method: 'PUT', token: session.access_token, body: { data: { display_name: 's'.repeat(51) } } })
    expect(longName.status).toBe(422)
    expect(longName.body.fields.data).toEqual(['Use at most 50 characters.'])
    const longest = await call('/user', {
      method: 'PUT',
      token: session.access_token,
      body: { data: { display_name: 's'.repeat(50), pronouns: 'p'.repeat(30) } },
    })
    expect(longest.status).toBe(200)
    expect(longest.body.user_metadata).toMatchObject({ display_name: 's'.repeat(50), pronouns: 'p'.repeat(30) })
    expect((await call('/user', { method: 'PUT', token: session.access_token, body: { data: { pronouns: 'p'.repeat(31) } } })).status).toBe(
      422,
    )
    // a new email waits for its confirmation link: the sign-in address is unchanged until then
    const newEmail = `moved-${crypto.randomUUID()}@example.org`
    const emailChange = await call('/user', { method: 'PUT', token: session.access_token, body: { email: newEmail } })
    expect(emailChange.status).toBe(200)
    expect(emailChange.body).toMatchObject({ email: member.email, new_email: newEmail })
    const confirm = await linkToken(newEmail, 'email_change')
    const verified = await SELF.fetch(`https://haven.test/auth/verify?token=${encodeURIComponent(confirm)}`, { redirect: 'manual' })
    expect(verified.status).toBe(302)
    expect((await call('/user', { method: 'GET', token: session.access_token })).body.email).toBe(newEmail)
    expect((await signIn(newEmail)).status).toBe(200)
    // the old address was told
    await waitFor(async () => {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template_key = 'email_changed'`)
        .bind(member.email)
        .first<{ n: number }>()
      return (row?.n ?? 0) === 1
    })
    // the same address is not a change
    expect((await call('/user', { method: 'PUT', token: session.access_token, body: { email: newEmail } })).status).toBe(200)
  })

  it('changes the password under the policy and ends the other sessions', async () => {
    const member = await verifiedMember('pw')
    const mine = (await signIn(member.email)).body
    const other = (await signIn(member.email)).body
    const weak = await call('/user', { method: 'PUT', token: mine.access_token, body: { password: 'qwerty12345' } })
    expect(weak.status).toBe(422)
    expect(weak.body.code).toBe('weak_password')
    const same = await call('/user', { method: 'PUT', token: mine.access_token, body: { password: STRONG } })
    expect(same.status).toBe(422)
    expect(same.body.code).toBe('same_password')

    const changed = await call('/user', { method: 'PUT', token: mine.access_token, body: { password: OTHER_STRONG } })
    expect(changed.status).toBe(200)
    expect((await call('/user', { method: 'GET', token: mine.access_token })).status).toBe(200)
    expect((await call('/user', { method: 'GET', token: other.access_token })).status).toBe(403)
    expect((await signIn(member.email, OTHER_STRONG)).status).toBe(200)
    // (a failure right before would trigger the 2 s backoff, so the old password is tried last)
    expect((await signIn(member.email, STRONG)).status).toBe(400)
  })
})

describe('recovery', () => {
  it('always answers 200 {}; a known address gets a link whose token verifies as recovery', async () => {
    const unknown = await call('/recover', { body: { email: 'ghost@example.org' } })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({})
    expect((await call('/recover', { body: { email: 'not-an-address' } })).status).toBe(422)

    const member = await verifiedMember('recover')
    const known = await call('/recover', { body: { email: member.email } })
    expect(known.status).toBe(200)
    expect(known.body).toEqual({})
    const token = await linkToken(member.email, 'password_recovery')
    // a recovery token is not a signup token
    expect((await call('/verify', { body: { type: 'signup', token } })).status).toBe(403)
    const session = await call('/verify', { body: { type: 'recovery', token } })
    expect(session.status).toBe(200)
    expect(session.body.user.id).toBe(member.id)
    // then the client sets the new password with the recovery session
    const reset = await call('/user', { method: 'PUT', token: session.body.access_token, body: { password: OTHER_STRONG } })
    expect(reset.status).toBe(200)
    expect((await signIn(member.email, OTHER_STRONG)).status).toBe(200)
    expect((await call('/verify', { body: { type: 'recovery', token } })).status).toBe(403)
    // a recovery token is not a sign-in link either
    expect((await call('/verify', { body: { type: 'magiclink', token } })).status).toBe(403)
  })
})

describe('the rest of the surface', () => {
  it('allows any origin without credentials (CORS preflight)', async () => {
    const res = await SELF.fetch(`${BASE}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://client.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, apikey',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization')
  })

  it('answers unknown paths with a JSON 404', async () => {
    const res = await call('/nowhere', { method: 'GET' })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('not_found')
  })

  it('lets the other JSON APIs accept an access token (bearer resolver), until logout', async () => {
    const member = await verifiedMember('resolver')
    const session = (await signIn(member.email)).body
    const request = (token: string) => new Request(`${ORIGIN}/api/anything`, { headers: { Authorization: `Bearer ${token}` } })
    expect(await apiMember(request(session.access_token), env)).toMatchObject({ userId: member.id, via: 'bearer' })
    expect(await apiMember(request('nonsense'), env)).toBeNull()
    await call('/logout', { token: session.access_token })
    expect(await apiMember(request(session.access_token), env)).toBeNull()
  })
})
