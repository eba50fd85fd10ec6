import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, authTokens, profiles } from '~/db/schema'
import { createAccount, issueAuthToken, markEmailVerified } from '~/models/accounts/accounts.server'
import { callApi, db, postForm, withoutPageTexts } from './helpers'

/**
 * The account forms as a browser without JavaScript posts them (/auth, /auth/reset), checked by
 * the schemas the browser uses, side by side with the token API (/auth/v1), which must accept
 * exactly the same values.
 */
const STRONG = 'violet lanterns over the harbour'
let address = 0
const nextIp = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`

const post = (path: string, fields: Record<string, string | string[]>) =>
  postForm(path, fields, undefined, { 'CF-Connecting-IP': nextIp() })
async function api(path: string, body: unknown) {
  const res = await callApi(`/auth/v1${path}`, { body, headers: { 'CF-Connecting-IP': nextIp() } })
  return { status: res.status, body: (await res.json()) as { code?: string; fields?: Record<string, string[]> } }
}
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`
const signUpFields = (extra: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
  intent: 'check-account',
  method: 'email',
  email: unique('form'),
  password: STRONG,
  confirmPassword: STRONG,
  acceptTerms: 'on',
  acceptPrivacy: 'on',
  ...extra,
})

describe('sign-in without JavaScript', () => {
  it('answers the schema’s messages under the fields, keeps the address and never sends the password back', async () => {
    const res = await post('/auth?index', { intent: 'signin', method: 'email', email: 'river@', password: 'my secret words' })
    expect(res.status).toBe(400)
    const page = await res.text().then(withoutPageTexts)
    expect(page).toContain('Enter a valid email address.')
    expect(page).toContain('value="river@"')
    expect(page).not.toContain('my secret words')

    const empty = await (
      await post('/auth?index', { intent: 'signin', method: 'phone', phone: '', password: '' })
    )
      .text()
      .then(withoutPageTexts)
    expect(empty).toContain('Enter your phone number.')
    expect(empty).toContain('Enter a password.')
    // the page shows the phone form again, the one the post came from
    expect(empty).toContain('type="tel"')
  })
})

describe('sign-up without JavaScript, and the token API, accept the same values', () => {
  const cases: Array<{ label: string; form: Record<string, string>; api: Record<string, unknown>; accepted: boolean; message?: string }> = [
    {
      label: 'a display name of 50 characters',
      form: { displayName: 'd'.repeat(50) },
      api: { data: { display_name: 'd'.repeat(50) } },
      accepted: true,
    },
    {
      label: 'a display name of 51 characters',
      form: { displayName: 'd'.repeat(51) },
      api: { data: { display_name: 'd'.repeat(51) } },
      accepted: false,
      message: 'Use at most 50 characters.',
    },
    { label: 'pronouns of 30 characters', form: { pronouns: 'p'.repeat(30) }, api: { data: { pronouns: 'p'.repeat(30) } }, accepted: true },
    {
      label: 'pronouns of 31 characters',
      form: { pronouns: 'p'.repeat(31) },
      api: { data: { pronouns: 'p'.repeat(31) } },
      accepted: false,
      message: 'Use at most 30 characters.',
    },
    {
      label: 'an unknown mode',
      form: { userMode: 'villain' },
      api: { data: { user_mode: 'villain' } },
      accepted: false,
      message: 'Choose one of the options.',
    },
    { label: 'a phone number of 15 digits', form: { method: 'phone', phone: '+49 151 2345 6789 01' }, api: {}, accepted: true },
    {
      label: 'a phone number of 16 digits',
      form: { method: 'phone', phone: '+49 151 2345 6789 012' },
      api: {},
      accepted: false,
      message: 'Enter a phone number with its country code, e.g. +49 151 23456789.',
    },
    {
      label: 'a phone number with a letter',
      form: { method: 'phone', phone: '+49 151 2345678x' },
      api: {},
      accepted: false,
      message: 'Enter a phone number with its country code, e.g. +49 151 23456789.',
    },
    { label: 'an address without a domain', form: { email: 'river@' }, api: {}, accepted: false, message: 'Enter a valid email address.' },
  ]

  it.each(cases)('$label', async ({ form, api: extra, accepted, message }) => {
    const fields = signUpFields(form)
    const web = await post('/auth?index', fields)
    const viaApi = await api('/signup', {
      ...(fields.method === 'phone' ? { phone: fields.phone } : { email: fields.email }),
      password: STRONG,
      ...extra,
    })
    if (accepted) {
      expect(web.status).toBe(200)
      expect(viaApi.status).toBe(200)
      return
    }
    expect(web.status).toBe(400)
    expect(await web.text().then(withoutPageTexts)).toContain(message)
    expect(viaApi.status).toBe(422)
    expect(viaApi.body.code).toBe('invalidInput')
    expect(Object.values(viaApi.body.fields ?? {}).flat()).toContain(message)
  })

  it('refuses a weak password on both with the policy’s reasons', async () => {
    const web = await post('/auth?index', signUpFields({ password: 'password123', confirmPassword: 'password123' }))
    expect(web.status).toBe(400)
    const page = await web.text().then(withoutPageTexts)
    expect(page).toContain('Please choose a stronger password.')
    expect(page).toContain('This is a commonly used password.')
    expect(page).not.toContain('password123')
    const viaApi = await api('/signup', { email: unique('weak'), password: 'password123' })
    expect(viaApi).toMatchObject({ status: 422, body: { code: 'weak_password' } })
  })

  it('stores the profile of a final sign-up, at the limits', async () => {
    const email = unique('limits')
    const name = `${'é'.repeat(49)}n`
    const res = await post('/auth?index', {
      ...signUpFields({ intent: 'signup', email, displayName: ` ${name} `, pronouns: 'p'.repeat(30), userMode: 'friends' }),
      interests: ['music', 'outdoors'],
    })
    expect(res.status).toBe(200)
    expect(await res.text().then(withoutPageTexts)).toContain('Check your inbox')
    const row = await db()
      .select({
        displayName: profiles.displayName,
        pronouns: profiles.pronouns,
        userMode: profiles.userMode,
        interests: profiles.interests,
      })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.userId))
      .where(eq(accounts.email, email))
      .get()
    expect(row).toEqual({ displayName: name, pronouns: 'p'.repeat(30), userMode: 'friends', interests: ['music', 'outdoors'] })
  })
})

describe('recovery and the new password without JavaScript', () => {
  it('sends at most 3 reset links an hour to one address from any number of client addresses, keeping the earlier ones valid (issue 35)', async () => {
    const email = unique('flood')
    const created = await createAccount(db(), { email, password: STRONG })
    if (!created.ok) throw new Error('account not created')
    for (let i = 0; i < 6; i++) {
      const res = await post('/auth?index', { intent: 'forgot', email })
      expect(res.status).toBe(200)
    }
    const issued = await db()
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.accountId, created.account.id), eq(authTokens.purpose, 'password_recovery')))
      .all()
    expect(issued).toHaveLength(3)
    expect(issued.filter((t) => t.usedAt === null)).toHaveLength(3)
  })

  it('checks the address and the new password with the same schemas', async () => {
    const invalid = await post('/auth?index', { intent: 'forgot', email: 'river@' })
    expect(invalid.status).toBe(400)
    expect(await invalid.text().then(withoutPageTexts)).toContain('Enter a valid email address.')
    expect((await api('/recover', { email: 'river@' })).status).toBe(422)

    const email = unique('reset')
    const created = await createAccount(db(), { email, password: STRONG })
    if (!created.ok) throw new Error('account not created')
    await markEmailVerified(db(), created.account.id)
    const token = await issueAuthToken(db(), created.account.id, 'password_recovery')
    // the form posts to its own address, the link's
    const resetPath = `/auth/reset?token=${encodeURIComponent(token)}`
    const mismatch = await post(resetPath, {
      token,
      password: 'quiet meadow compass north',
      confirmPassword: 'quiet meadow compass south',
    })
    expect(mismatch.status).toBe(400)
    const page = await mismatch.text().then(withoutPageTexts)
    expect(page).toContain('The passwords do not match.')
    expect(page).not.toContain('quiet meadow compass')
    const weak = await post(resetPath, { token, password: 'password123', confirmPassword: 'password123' })
    expect(weak.status).toBe(400)
    expect(await weak.text().then(withoutPageTexts)).toContain('Please choose a stronger password.')
    // a broken token in the post: the page says the link does not work
    const broken = await post(resetPath, { token: 'short', password: 'x', confirmPassword: 'x' })
    expect(await broken.text().then(withoutPageTexts)).toContain('This link does not work')
    // refusals do not spend the link
    const done = await post(resetPath, { token, password: 'quiet meadow compass north', confirmPassword: 'quiet meadow compass north' })
    expect([302, 303]).toContain(done.status)
    expect(done.headers.get('Set-Cookie')).toContain('haven_session=')
  })
})
