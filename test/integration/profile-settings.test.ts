import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '~/models/accounts/password.server'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { accounts, blocks, cities, countries, profilePhotos, profiles, securityEvents, sessions } from '~/db/schema'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { buildSearchNames } from '../../scripts/data/city-names'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * /profile/settings ('My Vibe'), /auth/panic and /resources/cities through the Worker, as a
 * browser without JavaScript would use them: plain form posts with an `intent`.
 */
const BASE = 'https://haven.test'
const SETTINGS = '/profile/settings'
const PASSWORD = 'correct horse battery staple 42'

type Member = { id: string; cookie: string }

async function member(name: string, password?: string): Promise<Member> {
  const m = await createMemberWithSession(name)
  if (password)
    await db()
      .update(accounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(accounts.id, m.id))
  return m
}

/** One more live session for the member (another device); returns its cookie. */
async function extraSession(
  id: string,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
) {
  const token = randomToken()
  await db()
    .insert(sessions)
    .values({ id: await sha256Hex(token), accountId: id, expiresAt: new Date(Date.now() + 3_600_000), userAgent })
  return `${SESSION_COOKIE}=${token}`
}

function post(m: Member | null, fields: Record<string, string | string[]>, path = SETTINGS) {
  return postForm(path, fields, m?.cookie)
}

function upload(m: Member, intent: string, field: string, file: File) {
  const form = new FormData()
  form.set('intent', intent)
  form.set(field, file)
  return call(`${SETTINGS}?intent=${intent}`, { method: 'POST', cookie: m.cookie, body: form })
}

const getProfile = (id: string) => db().select().from(profiles).where(eq(profiles.userId, id)).get()
const page = (m: Member) => getPage(SETTINGS, m.cookie)

const validProfile = {
  intent: 'profile',
  displayName: 'Robin',
  pronouns: 'they/them',
  bio: 'Coffee, queer history and long walks.',
  interests: ['music', 'books'],
  lookingFor: ['friends'],
  userMode: 'friends',
  cityId: '',
  cityLabel: '',
  cityQuery: '',
}

// ---------------------------------------------------------------- image fixtures

async function objectKeys(prefix: string) {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key)
}

// ---------------------------------------------------------------- tests

describe('who may read and change settings', () => {
  it('sends a visitor to /auth with the Authentication Required toast', async () => {
    const res = await getPage(SETTINGS)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile%2Fsettings')
    expect(flashToast(res)).toMatchObject({ titleKey: 'errors:guard.authRequiredTitle' })
    const write = await post(null, validProfile)
    expect(write.status).toBe(302)
    expect(write.headers.get('Location')).toContain('/auth')
  })

  it('shows each member their own settings only, and a posted id of someone else changes nothing of theirs', async () => {
    const alex = await member('Alex Private')
    const blake = await member('Blake Other')
    await post(alex, { ...validProfile, displayName: 'Alex Private', bio: 'alex-secret-bio' })
    expect((await getProfile(alex.id))?.bio).toBe('alex-secret-bio')

    const blakePage = await (await page(blake)).text().then(withoutPageTexts)
    expect(blakePage).toContain('Blake Other')
    expect(blakePage).not.toContain('alex-secret-bio')
    expect(blakePage).not.toContain('Alex Private')
    expect(blakePage).not.toContain(alex.id)

    // Blake posts Alex's id in every name an id could hide under: only Blake's row changes
    const res = await post(blake, {
      ...validProfile,
      displayName: 'Hijacked',
      bio: 'pwned',
      userId: alex.id,
      user_id: alex.id,
      id: alex.id,
    })
    expect(res.status).toBe(302)
    expect((await getProfile(alex.id))?.displayName).toBe('Alex Private')
    expect((await getProfile(alex.id))?.bio).toBe('alex-secret-bio')
    expect((await getProfile(blake.id))?.displayName).toBe('Hijacked')

    await post(blake, { intent: 'privacy', profileVisibility: 'nobody', allowMessagesFrom: 'members', userId: alex.id })
    expect((await getProfile(alex.id))?.profileVisibility).toBe('members')
    expect((await getProfile(blake.id))?.profileVisibility).toBe('nobody')

    // Blake cannot end Alex's session by its id
    const [alexSession] = await db().select().from(sessions).where(eq(sessions.accountId, alex.id)).all()
    const end = await post(blake, { intent: 'endSession', sessionId: alexSession.id })
    expect(end.status).toBe(404)
    expect(await db().select().from(sessions).where(eq(sessions.id, alexSession.id)).get()).toBeTruthy()
  })

  it('refuses an intent that names an inherited property (__proto__, constructor) with a 400, not a 500', async () => {
    const m = await member('Proto Intent')
    for (const intent of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'fuzz-unknown']) {
      const res = await post(m, { intent })
      expect(res.status, intent).toBe(400)
    }
  })

  it('answers a visitor’s mode change 401 and a member’s bad one 400 (a plain form post, not only a fetch)', async () => {
    const visitor = await post(null, { userMode: 'friends' }, '/profile/mode')
    expect(visitor.status).toBe(401)
    const m = await member('Mode Form')
    expect((await post(m, { userMode: 'not-a-mode' }, '/profile/mode')).status).toBe(400)
  })

  it('refuses a post from another origin', async () => {
    const m = await member('Cross Site')
    const res = await call(SETTINGS, {
      method: 'POST',
      cookie: m.cookie,
      headers: { Origin: 'https://evil.example' },
      body: new URLSearchParams({ ...validProfile, displayName: 'Evil', interests: 'music', lookingFor: 'friends' }),
    })
    // Remix refuses it before the action runs (its own Origin/Host check); the action checks too
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect((await getProfile(m.id))?.displayName).toBe('Cross Site')
  })
})

describe('profile, privacy and notifications', () => {
  let m: Member
  let berlin: number
  beforeAll(async () => {
    m = await member('Sam Settings')
    await db()
      .insert(countries)
      .values({ id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'] })
    berlin = 2950159
    await db()
      .insert(cities)
      .values([
        {
          id: berlin,
          countryId: 'de',
          name: 'Berlin',
          asciiName: 'Berlin',
          region: 'Land Berlin',
          population: 3_400_000,
          timezone: 'Europe/Berlin',
          latitude: 52.52,
          longitude: 13.4,
        },
        {
          id: 2867714,
          countryId: 'de',
          name: 'Munich',
          asciiName: 'Munich',
          region: 'Bavaria',
          population: 1_260_391,
          timezone: 'Europe/Berlin',
          latitude: 48.137,
          longitude: 11.575,
          // the seed's alternate names (scripts/data/city-names.ts), as /places searches them
          searchNames: buildSearchNames('Munich', 'Munich', 'Minga,Monaco di Baviera,Muenchen,Munchen,München,Мюнхен,ミュンヘン'),
        },
        {
          id: 2950158,
          countryId: 'de',
          name: 'Bernau',
          asciiName: 'Bernau',
          region: 'Brandenburg',
          population: 36_000,
          timezone: 'Europe/Berlin',
          latitude: 52.68,
          longitude: 13.59,
        },
      ])
  })

  it('saves the profile with a city chosen by id, never coordinates, and redirects with a toast', async () => {
    const res = await post(m, {
      ...validProfile,
      cityId: String(berlin),
      cityLabel: 'Berlin, Land Berlin, Germany',
      cityQuery: 'Berlin, Land Berlin, Germany',
      showCity: 'on',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/profile/settings#profile')
    expect(flashToast(res)).toMatchObject({ titleKey: 'settings:toasts.profileSaved' })
    expect(await getProfile(m.id)).toMatchObject({
      displayName: 'Robin',
      pronouns: 'they/them',
      interests: ['music', 'books'],
      lookingFor: ['friends'],
      userMode: 'friends',
      cityId: berlin,
      showCity: true,
    })
    expect(await (await page(m)).text().then(withoutPageTexts)).toContain('Berlin, Land Berlin, Germany')
  })

  it('looks up a typed city without JavaScript, and refuses an unknown one', async () => {
    await post(m, { ...validProfile, cityQuery: 'bernau' })
    expect((await getProfile(m.id))?.cityId).toBe(2950158)
    // a stale id whose label no longer matches the text: the text wins
    await post(m, { ...validProfile, cityId: '2950158', cityLabel: 'Bernau, Brandenburg, Germany', cityQuery: 'Berlin' })
    expect((await getProfile(m.id))?.cityId).toBe(berlin)
    // by any of its names, like the places search: 'München' is Munich
    await post(m, { ...validProfile, cityQuery: 'München' })
    expect((await getProfile(m.id))?.cityId).toBe(2867714)
    await post(m, { ...validProfile, cityQuery: 'Munchen, Deutschland' })
    expect((await getProfile(m.id))?.cityId).toBe(2867714)
    await post(m, { ...validProfile, cityQuery: 'Berlin' })
    expect((await getProfile(m.id))?.cityId).toBe(berlin)
    const res = await post(m, { ...validProfile, cityQuery: 'Atlantis' })
    expect(res.status).toBe(400)
    expect(await res.text().then(withoutPageTexts)).toContain('We could not find this city')
    expect((await getProfile(m.id))?.cityId).toBe(berlin)
    await post(m, { ...validProfile })
    expect((await getProfile(m.id))?.cityId).toBeNull()
  })

  it('refuses bad profile input with 400 and messages per field, changing nothing', async () => {
    const before = await getProfile(m.id)
    const res = await post(m, {
      ...validProfile,
      displayName: '   ',
      bio: 'x'.repeat(501),
      userMode: 'lurking',
      interests: ['music', 'knitting-circles'],
      cityId: 'abc',
    })
    expect(res.status).toBe(400)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Enter a display name.')
    expect(html).toContain('Use at most 500 characters.')
    expect(html).toContain('Pick what brings you here.')
    expect(html).toContain('Pick from the list.')
    // the form's own error summary only (the other forms of the page answer other intents),
    // the field marked and described by its message, and what was typed comes back
    expect(html.split('Please check the highlighted fields.')).toHaveLength(2)
    expect(html).toMatch(
      /<input[^>]*id="profile-form-displayName"[^>]*aria-invalid="true"[^>]*aria-describedby="profile-form-displayName-error/,
    )
    expect(html).toContain('id="profile-form-displayName-error"')
    expect(html).toContain(`>${'x'.repeat(501)}</textarea>`)
    expect(await getProfile(m.id)).toEqual(before)
  })

  it('answers in the member’s language', async () => {
    const res = await call(SETTINGS, {
      method: 'POST',
      cookie: `${m.cookie}; lng=de`,
      body: new URLSearchParams({ ...validProfile, displayName: '', interests: 'music', lookingFor: 'friends' }),
    })
    expect(res.status).toBe(400)
    expect(await res.text().then(withoutPageTexts)).toContain('Gib einen Anzeigenamen ein.')
  })

  it('saves privacy settings; unchecked boxes mean off; a bad visibility is refused', async () => {
    const res = await post(m, {
      intent: 'privacy',
      profileVisibility: 'friends',
      hiddenFromDirectory: 'on',
      hiddenFromSearch: 'on',
      checkInsPrivate: 'on',
      allowMessagesFrom: 'friends',
    })
    expect(res.status).toBe(302)
    expect(await getProfile(m.id)).toMatchObject({
      profileVisibility: 'friends',
      hiddenFromDirectory: true,
      hiddenFromSearch: true,
      showOnlineStatus: false,
      checkInsPrivate: true,
      allowMessagesFrom: 'friends',
      readReceipts: false,
    })
    const bad = await post(m, { intent: 'privacy', profileVisibility: 'the-whole-internet', allowMessagesFrom: 'members' })
    expect(bad.status).toBe(400)
    expect(await bad.text().then(withoutPageTexts)).toContain('Choose who can see your profile.')
    expect((await getProfile(m.id))?.profileVisibility).toBe('friends')
  })

  it('saves who may message the member and read receipts, shown again in the form; a missing or bad choice is refused', async () => {
    const res = await post(m, { intent: 'privacy', profileVisibility: 'members', allowMessagesFrom: 'members', readReceipts: 'on' })
    expect(res.status).toBe(302)
    expect(await getProfile(m.id)).toMatchObject({ allowMessagesFrom: 'members', readReceipts: true })
    const html = await page(m)
      .then((r) => r.text())
      .then(withoutPageTexts)
    expect(html).toContain('Who can message me')
    expect(html).toContain('Read receipts')
    const radios = html.match(/<input[^>]*name="allowMessagesFrom"[^>]*>/g) ?? []
    expect(radios).toHaveLength(2)
    expect(radios.find((tag) => tag.includes('value="members"'))).toMatch(/checked/)
    expect(radios.find((tag) => tag.includes('value="friends"'))).not.toMatch(/checked/)

    for (const allowMessagesFrom of [undefined, 'strangers']) {
      const bad = await post(m, { intent: 'privacy', profileVisibility: 'members', ...(allowMessagesFrom ? { allowMessagesFrom } : {}) })
      expect(bad.status).toBe(400)
      expect(await bad.text().then(withoutPageTexts)).toContain('Choose who can message you.')
    }
    expect(await getProfile(m.id)).toMatchObject({ allowMessagesFrom: 'members', readReceipts: true })

    await post(m, { intent: 'privacy', profileVisibility: 'members', allowMessagesFrom: 'friends' })
    expect(await getProfile(m.id)).toMatchObject({ allowMessagesFrom: 'friends', readReceipts: false })
  })

  it('stores notification preferences per type and channel', async () => {
    const res = await post(m, { intent: 'notifications', 'n.new_message.inApp': 'on', 'n.mention.email': 'on', 'n.bogus.email': 'on' })
    expect(res.status).toBe(302)
    const stored = (await getProfile(m.id))?.notificationSettings as Record<string, Record<string, boolean>>
    expect(stored.new_message).toEqual({ inApp: true, email: false })
    expect(stored.mention).toEqual({ inApp: false, email: true })
    expect(stored.post_comment).toEqual({ inApp: false, email: false })
    expect(Object.keys(stored)).toHaveLength(7)
    const bad = await post(m, { intent: 'notifications', 'n.new_message.inApp': 'maybe' })
    expect(bad.status).toBe(400)
    expect(((await getProfile(m.id))?.notificationSettings as Record<string, Record<string, boolean>>).new_message.inApp).toBe(true)
  })

  it('refuses an unknown intent', async () => {
    const res = await post(m, { intent: 'makeAdmin' })
    expect(res.status).toBe(400)
  })
})

describe('avatar and photos', () => {
  it('refuses a text file named .png and a file over 5 MB', async () => {
    const m = await member('Uploader')
    const fake = await upload(m, 'avatarUpload', 'avatar', new File(['just some text, not a picture'], 'me.png', { type: 'image/png' }))
    expect(fake.status).toBe(415)
    expect(await fake.text().then(withoutPageTexts)).toContain('This file is not a JPEG, PNG, WebP or GIF image.')
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const large = await upload(m, 'avatarUpload', 'avatar', new File([big], 'big.png', { type: 'image/png' }))
    expect(large.status).toBe(413)
    expect(await large.text().then(withoutPageTexts)).toContain('This file is larger than 5 MB.')
    expect((await getProfile(m.id))?.avatarUrl).toBeNull()
    expect(await objectKeys(`avatars/${m.id}`)).toEqual([])
  })

  it('stores a JPEG without its Exif GPS block at avatars/{userId}-{timestamp}.jpg, served under /media', async () => {
    const m = await member('Photo Person')
    expect(has(JPEG_WITH_GPS, 'Exif')).toBe(true)
    const res = await upload(m, 'avatarUpload', 'avatar', new File([JPEG_WITH_GPS], 'holiday.png', { type: 'image/png' }))
    expect(res.status).toBe(302)
    const url = (await getProfile(m.id))!.avatarUrl!
    expect(url).toMatch(new RegExp(`^/media/avatars/${m.id}-\\d{13}\\.jpg$`))
    const object = await env.MEDIA.get(url.slice('/media/'.length))
    const bytes = new Uint8Array(await object!.arrayBuffer())
    expect(has(bytes, 'Exif')).toBe(false)
    expect(has(bytes, 'GPS')).toBe(false)
    expect(has(bytes, 'JFIF')).toBe(true)
    expect(object!.httpMetadata?.contentType).toBe('image/jpeg')
    const served = await SELF.fetch(`${BASE}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')

    // a new upload replaces the old object
    await new Promise((r) => setTimeout(r, 5))
    await upload(m, 'avatarUpload', 'avatar', new File([JPEG_WITH_GPS], 'again.jpg', { type: 'image/jpeg' }))
    const keys = await objectKeys(`avatars/${m.id}-`)
    expect(keys).toHaveLength(1)
    expect(`/media/${keys[0]}`).toBe((await getProfile(m.id))?.avatarUrl)
  })

  it('saving a built avatar clears avatar_url and deletes the uploaded picture', async () => {
    const m = await member('Builder')
    await upload(m, 'avatarUpload', 'avatar', new File([JPEG_WITH_GPS], 'a.jpg', { type: 'image/jpeg' }))
    expect((await getProfile(m.id))?.avatarUrl).toBeTruthy()
    const bad = await post(m, { intent: 'avatarConfig', color: 'chartreuse', shape: 'circle', kind: 'initials', initials: 'RB' })
    expect(bad.status).toBe(400)
    expect((await getProfile(m.id))?.avatarUrl).toBeTruthy()
    const res = await post(m, { intent: 'avatarConfig', color: 'emerald', shape: 'rounded', kind: 'initials', initials: 'rb' })
    expect(res.status).toBe(302)
    const profile = await getProfile(m.id)
    expect(profile?.avatarUrl).toBeNull()
    expect(profile?.avatarConfig).toEqual({ color: 'emerald', shape: 'rounded', kind: 'initials', text: 'RB' })
    expect(await objectKeys(`avatars/${m.id}-`)).toEqual([])
  })

  it('adds, reorders and removes profile photos, only the member’s own', async () => {
    const m = await member('Gallery')
    const other = await member('Gallery Thief')
    for (let i = 0; i < 2; i++) expect((await upload(m, 'photoAdd', 'photo', new File([JPEG_WITH_GPS], `p${i}.jpg`))).status).toBe(302)
    const list = () => db().select().from(profilePhotos).where(eq(profilePhotos.userId, m.id)).orderBy(profilePhotos.position).all()
    const [first, second] = await list()
    expect(first.r2Key).toMatch(new RegExp(`^photos/${m.id}-`))
    expect(has(new Uint8Array(await (await env.MEDIA.get(first.r2Key))!.arrayBuffer()), 'Exif')).toBe(false)

    expect((await post(m, { intent: 'photoMove', photoId: second.id, direction: 'up' })).status).toBe(302)
    expect((await list()).map((p) => p.id)).toEqual([second.id, first.id])

    expect((await post(other, { intent: 'photoRemove', photoId: first.id })).status).toBe(404)
    expect((await post(other, { intent: 'photoMove', photoId: first.id, direction: 'up' })).status).toBe(404)
    expect(await list()).toHaveLength(2)

    expect((await post(m, { intent: 'photoRemove', photoId: first.id })).status).toBe(302)
    expect((await list()).map((p) => p.id)).toEqual([second.id])
    expect(await env.MEDIA.get(first.r2Key)).toBeNull()
  })
})

describe('sessions and password', () => {
  it('signs out other devices, one device, or everywhere', async () => {
    const m = await member('Many Devices')
    const phone = await extraSession(m.id)
    await extraSession(m.id)
    const count = async () => (await db().select().from(sessions).where(eq(sessions.accountId, m.id)).all()).length
    expect(await count()).toBe(3)

    const html = await (await page(m)).text().then(withoutPageTexts)
    expect(html).toContain('This device')
    expect(html).toContain('Safari on iOS')

    const res = await post(m, { intent: 'endOthers' })
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'settings:toasts.othersEnded' })
    expect(await count()).toBe(1)
    expect((await getPage(SETTINGS, phone)).status).toBe(302)

    await extraSession(m.id, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')
    const [laptopRow] = (await db().select().from(sessions).where(eq(sessions.accountId, m.id)).all()).filter((s) =>
      s.userAgent?.includes('Firefox'),
    )
    expect((await post(m, { intent: 'endSession', sessionId: laptopRow.id })).status).toBe(302)
    expect(await count()).toBe(1)

    await extraSession(m.id)
    const all = await post(m, { intent: 'endAll' })
    expect(all.status).toBe(302)
    expect(all.headers.get('Location')).toBe('/')
    expect(all.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && c.includes('Max-Age=0'))).toBe(true)
    expect(await count()).toBe(0)
  })

  it('changes the password with the current one, shows the policy reasons, and ends other sessions', async () => {
    const m = await member('Pass Changer', PASSWORD)
    await extraSession(m.id)
    const wrong = await post(m, {
      intent: 'password',
      currentPassword: 'not it at all',
      newPassword: 'violet lanterns drift over quiet harbours',
      confirmPassword: 'violet lanterns drift over quiet harbours',
    })
    expect(wrong.status).toBe(400)
    const wrongHtml = await wrong.text().then(withoutPageTexts)
    expect(wrongHtml).toContain('Your current password is not right.')
    // passwords are never sent back into the page
    expect(wrongHtml).not.toContain('not it at all')
    expect(wrongHtml).not.toContain('violet lanterns')
    const weak = await post(m, { intent: 'password', currentPassword: PASSWORD, newPassword: 'password', confirmPassword: 'password' })
    expect(weak.status).toBe(400)
    const weakHtml = await weak.text().then(withoutPageTexts)
    expect(weakHtml).toContain('Choose a stronger password.')
    // the policy's reasons (checkPassword), in the member's language
    expect(weakHtml).toContain('It is shorter than 10 characters.')
    const guessable = await post(m, {
      intent: 'password',
      currentPassword: PASSWORD,
      newPassword: 'password123',
      confirmPassword: 'password123',
    })
    expect(guessable.status).toBe(400)
    expect(await guessable.text().then(withoutPageTexts)).toContain('Add more words that are less common.')
    const mismatch = await post(m, {
      intent: 'password',
      currentPassword: PASSWORD,
      newPassword: 'violet lanterns drift over quiet harbours',
      confirmPassword: 'violet lanterns drift',
    })
    expect(await mismatch.text().then(withoutPageTexts)).toContain('The two new passwords are not the same.')
    const before = (await db().select().from(accounts).where(eq(accounts.id, m.id)).get())?.passwordHash

    const res = await post(m, {
      intent: 'password',
      currentPassword: PASSWORD,
      newPassword: 'violet lanterns drift over quiet harbours',
      confirmPassword: 'violet lanterns drift over quiet harbours',
    })
    expect(res.status).toBe(302)
    expect((await db().select().from(accounts).where(eq(accounts.id, m.id)).get())?.passwordHash).not.toBe(before)
    expect(await db().select().from(sessions).where(eq(sessions.accountId, m.id)).all()).toHaveLength(1)
  })
})

describe('blocking', () => {
  it('blocks and unblocks a member by id, never oneself, and lists the blocked', async () => {
    const m = await member('Blocker')
    const pest = await member('Pest Person')
    const res = await post(m, { intent: 'block', userId: pest.id, redirectTo: '/members/pest' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/members/pest')
    expect(await db().select().from(blocks).where(eq(blocks.blockerId, m.id)).all()).toHaveLength(1)
    expect(await (await page(m)).text().then(withoutPageTexts)).toContain('Pest Person')

    expect((await post(m, { intent: 'block', userId: m.id })).status).toBe(400)
    expect((await post(m, { intent: 'block', userId: 'no-such-member' })).status).toBe(404)
    expect((await post(m, { intent: 'block', userId: pest.id, redirectTo: 'https://evil.example/' })).headers.get('Location')).toBe(
      '/profile/settings#blocked',
    )

    // the pest cannot remove a block someone else made
    expect((await post(pest, { intent: 'unblock', userId: pest.id })).status).toBe(404)
    expect((await post(m, { intent: 'unblock', userId: pest.id })).status).toBe(302)
    expect(await db().select().from(blocks).where(eq(blocks.blockerId, m.id)).all()).toHaveLength(0)
  })
})

describe('account deletion', () => {
  it('needs the confirmation and the current password', async () => {
    const m = await member('Not Yet', PASSWORD)
    const res = await post(m, { intent: 'deleteAccount', confirm: 'delete please', password: 'wrong password' })
    expect(res.status).toBe(400)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Type DELETE or your email address exactly.')
    expect(html).toContain('Your current password is not right.')
    expect(await db().select().from(accounts).where(eq(accounts.id, m.id)).get()).toBeTruthy()
  })

  it('deletes the account, profile, sessions, blocks and files, clears the cookie and goes home', async () => {
    const m = await member('Leaving Soon', PASSWORD)
    const friend = await member('Stays Here')
    await extraSession(m.id)
    await upload(m, 'avatarUpload', 'avatar', new File([JPEG_WITH_GPS], 'a.jpg'))
    await upload(m, 'photoAdd', 'photo', new File([JPEG_WITH_GPS], 'b.jpg'))
    await post(m, { intent: 'block', userId: friend.id })
    await post(friend, { intent: 'block', userId: m.id })
    const keys = [...(await objectKeys(`avatars/${m.id}-`)), ...(await objectKeys(`photos/${m.id}-`))]
    expect(keys).toHaveLength(2)

    const res = await post(m, { intent: 'deleteAccount', confirm: `${m.id}@test.haven.local`, password: PASSWORD })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(flashToast(res)).toMatchObject({ titleKey: 'settings:toasts.accountDeleted' })
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true)

    expect(await db().select().from(accounts).where(eq(accounts.id, m.id)).get()).toBeUndefined()
    expect(await getProfile(m.id)).toBeUndefined()
    expect(await db().select().from(sessions).where(eq(sessions.accountId, m.id)).all()).toEqual([])
    expect(await db().select().from(profilePhotos).where(eq(profilePhotos.userId, m.id)).all()).toEqual([])
    expect(await db().select().from(blocks).where(eq(blocks.blockedId, m.id)).all()).toEqual([])
    for (const key of keys) expect(await env.MEDIA.get(key)).toBeNull()
    // the other member is untouched
    expect(await getProfile(friend.id)).toBeTruthy()
    // and the old cookie no longer opens the page
    expect((await getPage(SETTINGS, m.cookie)).status).toBe(302)
  })
})

describe('panic sign-out and the city lookup', () => {
  it('POST /auth/panic ends every session, clears the cookie and refreshes to the neutral site', async () => {
    const m = await member('In A Hurry')
    await extraSession(m.id)
    await extraSession(m.id)
    const res = await post(m, {}, '/auth/panic')
    expect(res.status).toBe(200)
    expect(res.headers.get('Refresh')).toBe('0;url=https://www.google.com/search?q=weather')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true)
    expect(await res.text().then(withoutPageTexts)).toContain('http-equiv="refresh"')
    expect(await db().select().from(sessions).where(eq(sessions.accountId, m.id)).all()).toEqual([])
    const event = await db().select().from(securityEvents).where(eq(securityEvents.userId, m.id)).get()
    expect(event?.eventType).toBe('PANIC_SIGN_OUT')
    // a visitor gets the same page (nothing to end)
    expect((await post(null, {}, '/auth/panic')).status).toBe(200)
  })

  it('GET /resources/cities finds cities by name as /places does, most populous first, with ids and no coordinates', async () => {
    const res = await SELF.fetch(`${BASE}/resources/cities?q=ber`)
    const body = (await res.json()) as { cities: Record<string, unknown>[] }
    expect(body.cities.map((c) => c.name)).toEqual(['Berlin', 'Bernau'])
    expect(Object.keys(body.cities[0]).sort()).toEqual(['country', 'id', 'name', 'region'])
    const german = (await (await SELF.fetch(`${BASE}/resources/cities?q=Berl`, { headers: { Cookie: 'lng=de' } })).json()) as {
      cities: { country: string }[]
    }
    expect(german.cities[0].country).toBe('Deutschland')
    expect(((await (await SELF.fetch(`${BASE}/resources/cities?q=%25`)).json()) as { cities: unknown[] }).cities).toEqual([])
    // the places search's names: 'München' and 'Munchen' find Munich
    for (const q of ['München', 'Munchen']) {
      const found = (await (await SELF.fetch(`${BASE}/resources/cities?q=${encodeURIComponent(q)}`)).json()) as { cities: { id: number }[] }
      expect(found.cities.map((c) => c.id)).toEqual([2867714])
    }
  })
})

describe('changing the sign-in email', () => {
  const outbox = (to: string, template: string) =>
    env.DB.prepare('SELECT text_body FROM email_outbox WHERE to_address = ? AND template_key = ?')
      .bind(to, template)
      .first<{ text_body: string }>()
  async function waitForEmail(to: string, template: string) {
    for (let i = 0; i < 100; i++) {
      const row = await outbox(to, template)
      if (row) return row.text_body
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`no ${template} email to ${to}`)
  }
  const emailOf = async (id: string) =>
    (await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, id)).get())?.email

  it('needs the current password, refuses the same address, and changes only after the link in the new inbox', async () => {
    const m = await member('Mover', PASSWORD)
    const before = await emailOf(m.id)
    const next = `moved-${crypto.randomUUID().slice(0, 8)}@example.org`

    expect((await post(m, { intent: 'email', newEmail: next, emailPassword: 'wrong password here' })).status).toBe(400)
    expect((await post(m, { intent: 'email', newEmail: 'not an email', emailPassword: PASSWORD })).status).toBe(400)
    expect((await post(m, { intent: 'email', newEmail: before!, emailPassword: PASSWORD })).status).toBe(400)

    const sent = await post(m, { intent: 'email', newEmail: next.toUpperCase(), emailPassword: PASSWORD })
    expect(sent.status).toBe(302)
    expect(flashToast(sent)).toMatchObject({ titleKey: 'settings:toasts.emailChangeSent' })
    expect(await emailOf(m.id)).toBe(before)

    const link = new URL((await waitForEmail(next, 'email_change')).match(/https?:\/\/\S+/)![0])
    const confirmed = await getPage(`${link.pathname}${link.search}`, m.cookie)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('Location')).toBe('/profile/settings#security')
    expect(await emailOf(m.id)).toBe(next)
    // the old address is told; the link works once
    await waitForEmail(before!, 'email_changed')
    const again = await getPage(`${link.pathname}${link.search}`)
    expect(again.headers.get('Location')).toBe('/auth')
  })

  it("answers an address of another account like any other, and tells that account's owner instead", async () => {
    const owner = await member('Owner')
    const ownerEmail = (await emailOf(owner.id))!
    const m = await member('Curious', PASSWORD)
    const res = await post(m, { intent: 'email', newEmail: ownerEmail, emailPassword: PASSWORD })
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'settings:toasts.emailChangeSent' })
    await waitForEmail(ownerEmail, 'account_exists')
    expect(await outbox(ownerEmail, 'email_change')).toBeNull()
    expect(await emailOf(m.id)).not.toBe(ownerEmail)
  })
})
