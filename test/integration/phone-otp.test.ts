import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, authTokens, smsOutbox } from '~/db/schema'
import {
  createAccount,
  PHONE_CODE_MAX_WRONG,
  PHONE_CODE_SENDS_PER_IP,
  PHONE_CODE_SENDS_PER_PHONE,
  phoneCodeHash,
} from '~/models/accounts/accounts.server'
import { renderSms, SMS_TEMPLATES } from '~/models/mail/sms-templates'
import { LANGUAGES } from '~/db/schema'
import { sha256Hex } from '~/utils/crypto'
import { callApi, db, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * Phone numbers prove themselves with a 6-digit code by SMS: sign-up (token API and /auth),
 * the code stored only as a salted hash, 10-minute expiry, 5 wrong tries, send limits, the
 * password grant refused until then, and POST /otp that never tells who has an account.
 */
const STRONG = 'violet-harbour-lantern-42'
let address = 0
const nextIp = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`
const newPhone = () => `+4915${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

type Json = Record<string, any>
async function api(path: string, body: unknown, ip = nextIp()) {
  const res = await callApi(`/auth/v1${path}`, { body, headers: { 'CF-Connecting-IP': ip } })
  const text = await res.text().then(withoutPageTexts)
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json }
}

const form = (fields: Record<string, string>, ip = nextIp()) => postForm('/auth?index', fields, undefined, { 'CF-Connecting-IP': ip })

const smsCount = async (phone: string) => (await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone)).all()).length

/** The newest code sent to the number (waits for the queue consumer); `after` skips older ones. */
async function latestCode(phone: string, after = 0) {
  const row = await waitFor(async () => {
    const rows = await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone)).orderBy(desc(smsOutbox.createdAt)).all()
    return rows.length > after ? rows[0] : null
  })
  return row.body.match(/\b\d{6}\b/)![0]
}

async function liveToken(phone: string) {
  const account = (await db().select().from(accounts).where(eq(accounts.phone, phone)).get())!
  return db()
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.accountId, account.id), eq(authTokens.purpose, 'otp')))
    .orderBy(desc(authTokens.createdAt))
    .get()
}

describe('SMS texts', () => {
  it('has the verification code in all 11 languages, with the code and the app name', () => {
    for (const lng of LANGUAGES) {
      const { body, locale } = renderSms('verify_phone', { code: '123456' }, { locale: lng, appName: 'Haven' })
      expect(locale).toBe(lng)
      expect(body).toContain('123456')
      expect(body).toContain('Haven')
      expect(body).not.toContain('{{')
    }
    expect(Object.keys(SMS_TEMPLATES.verify_phone)).toHaveLength(11)
    expect(renderSms('verify_phone', { code: '1' }, { locale: 'de-AT', appName: 'Haven' }).locale).toBe('de')
  })
})

describe('phone sign-up through the token API', () => {
  it('answers the user without a session, sends a code stored only as a salted hash, and verifies it', async () => {
    const phone = newPhone()
    const signUp = await api('/signup', { phone, password: STRONG, data: { language: 'de' } })
    expect(signUp.status).toBe(200)
    expect(signUp.body.access_token).toBeUndefined()
    expect(signUp.body).toMatchObject({ phone, phone_confirmed_at: null })

    const code = await latestCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    const sms = (await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone)).get())!
    expect(sms).toMatchObject({ templateKey: 'verify_phone', locale: 'en' })
    const token = (await liveToken(phone))!
    expect(token.tokenHash).not.toContain(code)
    expect(token.tokenHash).not.toBe(await sha256Hex(code))
    expect(token.tokenHash).toBe(await phoneCodeHash(token.id, code))
    const ttl = token.expiresAt.getTime() - token.createdAt.getTime()
    expect(ttl).toBeGreaterThan(9.9 * 60_000)
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000)

    // the password does not sign in before the number is confirmed
    const early = await api('/token?grant_type=password', { phone, password: STRONG })
    expect(early.status).toBe(400)
    expect(early.body).toMatchObject({ code: 'phone_not_confirmed', error: 'invalid_grant' })

    const verified = await api('/verify', { type: 'sms', phone, token: code })
    expect(verified.status).toBe(200)
    expect(verified.body.token_type).toBe('bearer')
    expect(verified.body.user.phone_confirmed_at).not.toBeNull()
    // used once
    const again = await api('/verify', { type: 'sms', phone, token: code })
    expect(again.status).toBe(403)
    expect(again.body).toMatchObject({ code: 'otp_expired', error_description: 'Token has expired or is invalid' })
    expect((await api('/token?grant_type=password', { phone, password: STRONG })).status).toBe(200)
  })

  it('kills a code after 5 wrong tries, even for the right code next', async () => {
    const phone = newPhone()
    await api('/signup', { phone, password: STRONG })
    const code = await latestCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < PHONE_CODE_MAX_WRONG; i++) {
      const attempt = await api('/verify', { type: 'sms', phone, token: wrong })
      expect(attempt.status).toBe(403)
    }
    expect((await liveToken(phone))!.usedAt).not.toBeNull()
    expect((await api('/verify', { type: 'sms', phone, token: code })).status).toBe(403)
    // a new code works again
    expect((await api('/otp', { phone })).status).toBe(200)
    const fresh = await latestCode(phone, 1)
    expect((await api('/verify', { type: 'sms', phone, token: fresh })).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const phone = newPhone()
    await api('/signup', { phone, password: STRONG })
    const code = await latestCode(phone)
    const token = (await liveToken(phone))!
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, token.id))
    expect((await api('/verify', { type: 'sms', phone, token: code })).status).toBe(403)
  })

  it('sends a new code only for existing accounts and answers the same 200 {} either way', async () => {
    const unknown = newPhone()
    const none = await api('/otp', { phone: unknown })
    expect(none).toEqual({ status: 200, body: {} })
    const phone = newPhone()
    const created = await createAccount(db(), { phone, password: STRONG })
    expect(created.ok).toBe(true)
    const known = await api('/otp', { phone })
    expect(known).toEqual({ status: 200, body: {} })
    await latestCode(phone)
    await new Promise((r) => setTimeout(r, 300))
    expect(await smsCount(unknown)).toBe(0)
    // the code signs in an existing member
    const code = await latestCode(phone)
    const session = await api('/verify', { type: 'sms', phone, token: code })
    expect(session.status).toBe(200)
    expect(session.body.user.phone).toBe(phone)
    // email codes are not offered; a missing number is a 400
    expect((await api('/otp', { email: 'someone@example.org' })).status).toBe(422)
    expect((await api('/otp', {})).status).toBe(400)
  })

  it('limits codes per phone number and per network address (counted for unknown numbers too)', async () => {
    const phone = newPhone()
    for (let i = 0; i < PHONE_CODE_SENDS_PER_PHONE; i++) expect((await api('/otp', { phone })).status).toBe(200)
    const refused = await api('/otp', { phone })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('over_sms_send_rate_limit')

    const ip = nextIp()
    for (let i = 0; i < PHONE_CODE_SENDS_PER_IP; i++) expect((await api('/otp', { phone: newPhone() }, ip)).status).toBe(200)
    expect((await api('/otp', { phone: newPhone() }, ip)).status).toBe(429)
  })
})

describe('phone sign-up on /auth', () => {
  it('creates the account unverified, shows the code step, refuses the password, and signs in with the code', async () => {
    const phone = newPhone()
    const signUp = await form({
      intent: 'signup',
      method: 'phone',
      phone,
      password: STRONG,
      confirmPassword: STRONG,
      acceptTerms: 'on',
      acceptPrivacy: 'on',
      displayName: 'Sam',
      userMode: 'friends',
    })
    expect(signUp.status).toBe(200)
    expect(signUp.headers.get('Set-Cookie') ?? '').not.toContain('haven_session=')
    const page = await signUp.text().then(withoutPageTexts)
    expect(page).toContain('Enter the code')
    expect(page).toMatch(/autocomplete="one-time-code"/i)
    expect(page).toMatch(/inputmode="numeric"/i)

    const refused = await form({ intent: 'signin', phone, password: STRONG })
    expect(refused.status).toBe(400)
    expect(await refused.text().then(withoutPageTexts)).toContain('not confirmed yet')

    const code = await latestCode(phone)
    const wrong = await form({ intent: 'verify-phone', phone, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text().then(withoutPageTexts)).toContain('This code is not right')

    const resent = await form({ intent: 'resend-code', phone })
    expect(resent.status).toBe(200)
    const fresh = await latestCode(phone, 1)
    // the first code stopped working when the new one was sent
    expect((await form({ intent: 'verify-phone', phone, code })).status).toBe(400)
    const done = await form({ intent: 'verify-phone', phone, code: fresh })
    expect([302, 303]).toContain(done.status)
    expect(done.headers.get('Location')).toBe('/')
    expect(done.headers.get('Set-Cookie')).toContain('haven_session=')
    const account = (await db().select().from(accounts).where(eq(accounts.phone, phone)).get())!
    expect(account.phoneVerifiedAt).not.toBeNull()
  })
})

describe('a sign-up with a number that already has an account', () => {
  const templatesTo = async (phone: string) =>
    (await db().select({ key: smsOutbox.templateKey }).from(smsOutbox).where(eq(smsOutbox.toPhone, phone)).all()).map((r) => r.key)

  it('answers as for a new number on /auth and in the token API, and tells the owner by SMS', async () => {
    const phone = newPhone()
    const created = await createAccount(db(), { phone, password: STRONG })
    expect(created.ok).toBe(true)
    const fields = {
      intent: 'signup',
      method: 'phone',
      phone,
      password: 'quiet meadow under lanterns',
      confirmPassword: 'quiet meadow under lanterns',
      acceptTerms: 'on',
      acceptPrivacy: 'on',
      userMode: 'community',
    }

    // a new number and a taken one get the same code step
    const fresh = await form({ ...fields, phone: newPhone() })
    const taken = await form(fields)
    expect(taken.status).toBe(fresh.status)
    expect(taken.status).toBe(200)
    const page = await taken.text().then(withoutPageTexts)
    expect(page).not.toContain('cannot be used')

    const viaApi = await api('/signup', { phone, password: 'quiet meadow under lanterns' })
    expect(viaApi.status).toBe(200)
    expect(viaApi.body).toMatchObject({ phone, identities: [], phone_confirmed_at: null })
    expect(viaApi.body.id).not.toBe(created.ok && created.account.id)

    await waitFor(async () => ((await templatesTo(phone)).filter((k) => k === 'account_exists').length === 2 ? true : null))
    // no code was sent for the taken number: nobody but its owner can sign in with it
    expect((await templatesTo(phone)).includes('verify_phone')).toBe(false)
  })

  it('has the account-exists text in every language', () => {
    for (const language of LANGUAGES) {
      const { body } = renderSms(
        'account_exists',
        { signInUrl: 'https://haven.test/auth?method=phone' },
        { locale: language, appName: 'Haven' },
      )
      expect(body, language).toContain('https://haven.test/auth?method=phone')
      expect(body, language).toContain('Haven')
    }
  })
})
