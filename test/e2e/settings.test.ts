import { createHash, randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, launchChromium, siteContext, watchProblems, type SiteContextOptions } from './browser'
import { testDb } from './local-db'
import { stripedPngWithGpsNote } from './images'

/**
 * 'My Vibe' (/profile/settings) and the safety controls in Chromium: editing the profile and
 * privacy, uploading an avatar and a photo (their metadata removed, still decodable), the
 * quick exit (the page leaves the history) and the panic sign-out (every session ends).
 * Run: E2E_PORT=8793 E2E_STATE=.test-state-settings npx vitest run --config vitest.e2e.mts test/e2e/settings.test.ts
 */
const baseUrl = inject('baseUrl')
const NEUTRAL = 'https://www.google.com/search?q=weather'
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const db = testDb()

async function contextFor(token: string, options: SiteContextOptions = {}) {
  const context = await siteContext(browser, baseUrl, { session: token, ...options })
  // the neutral site, without the network: a stand-in page
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>weather</title><p>Weather</p>' }),
  )
  return context
}

const goto = (page: Page, path: string) => gotoAndSettle(page, `${baseUrl}${path}`)

async function openSettings(context: BrowserContext) {
  const page = await context.newPage()
  const problems = watchProblems(page)
  await goto(page, '/profile/settings')
  await page.waitForFunction(() => {
    const header = document.querySelector('header')
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
  })
  return { page, problems }
}

// ---------------------------------------------------------------- image fixtures
/** A 48×48 violet PNG carrying a text chunk with a "GPS" note and a capture time. */
const violetPng = () => stripedPngWithGpsNote(48, 48, [[0x6d, 0x28, 0xd9]], true)
/** A real JPEG drawn by Chromium, with an Exif block (GPS) inserted after SOI, as a phone would. */
async function jpegWithExif(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 64
    canvas.height = 64
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#be123c'
    ctx.fillRect(0, 0, 64, 64)
    ctx.fillStyle = '#fbbf24'
    ctx.fillRect(16, 16, 32, 32)
    return canvas.toDataURL('image/jpeg', 0.9)
  })
  const jpeg = Buffer.from(dataUrl.split(',')[1], 'base64')
  const exifBody = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.from('GPSLatitude 52.52 N GPSLongitude 13.40 E')])
  const exif = Buffer.concat([Buffer.from([0xff, 0xe1, (exifBody.length + 2) >> 8, (exifBody.length + 2) & 0xff]), exifBody])
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)])
}

/** Waits for a toast with this title (one toast shows at a time; an older one may still be there). */
async function toastShown(page: Page, title: string) {
  await page.locator('ol li').filter({ hasText: title }).first().waitFor()
  return true
}

// ---------------------------------------------------------------- tests

describe('My Vibe', () => {
  it('edits the profile (city from the directory) and the privacy settings', async () => {
    const m = await db.newMember('Robin E2E')
    const context = await contextFor(m.token)
    const { page, problems } = await openSettings(context)
    await expect.poll(() => page.title()).toContain('My Vibe')

    await page.getByLabel('Display name').fill('Robin Rainbow')
    await page.getByLabel('Pronouns').fill('they/them')
    await page.getByLabel('Bio').fill('Queer history nerd and karaoke menace.')
    await page.getByRole('radio', { name: /Making Friends/ }).check()
    await page.getByRole('checkbox', { name: 'Music' }).check()
    await page.getByRole('checkbox', { name: 'Travel buddies' }).check()
    const city = page.getByRole('combobox', { name: 'City' })
    await city.fill('Berl')
    const option = page.getByRole('option', { name: /^Berlin/ }).first()
    await option.waitFor()
    await city.press('ArrowDown')
    await city.press('ArrowUp')
    await option.click()
    await expect.poll(() => city.inputValue()).toMatch(/^Berlin, .*Germany$/)
    await page.getByRole('switch', { name: 'Show my city on my profile' }).check()
    await page.getByRole('button', { name: 'Save changes' }).first().click()
    expect(await toastShown(page, 'Profile saved')).toBe(true)

    const [row] = await db.query<Record<string, unknown>>(
      `SELECT p.display_name, p.pronouns, p.user_mode, p.interests, p.looking_for, p.show_city, c.name AS city FROM profiles p LEFT JOIN cities c ON c.id = p.city_id WHERE p.user_id = '${m.id}'`,
    )
    expect(row).toMatchObject({
      display_name: 'Robin Rainbow',
      pronouns: 'they/them',
      user_mode: 'friends',
      interests: '["music"]',
      looking_for: '["travel_buddies"]',
      show_city: 1,
      city: 'Berlin',
    })

    // privacy: radio cards and switches
    const privacy = page.locator('#privacy')
    // the profile's audience (the first group: who may message you has a 'Friends' choice too)
    await privacy.locator('input[name="profileVisibility"][value="friends"]').check()
    await privacy.getByRole('switch', { name: 'Hide me from the member directory' }).check()
    await privacy.getByRole('switch', { name: 'Show when I am online' }).uncheck()
    await privacy.getByRole('button', { name: 'Save changes' }).click()
    expect(await toastShown(page, 'Privacy settings saved')).toBe(true)
    const [privacyRow] = await db.query<Record<string, number | string>>(
      `SELECT profile_visibility, hidden_from_directory, show_online_status FROM profiles WHERE user_id = '${m.id}'`,
    )
    expect(privacyRow).toEqual({ profile_visibility: 'friends', hidden_from_directory: 1, show_online_status: 0 })

    // a refused value keeps what was typed and names the problem
    await page.getByLabel('Display name').fill('')
    await page.getByRole('button', { name: 'Save changes' }).first().click()
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Please check the highlighted fields.')
    expect(await page.locator('#profile-form-displayName-error').getByText('Enter a display name.').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('without JavaScript: the server answers the profile form with its problems, and finds a typed city in any language', async () => {
    const m = await db.newMember('No Script Profile')
    const context = await contextFor(m.token, { javaScriptEnabled: false })
    const page = await context.newPage()
    await goto(page, '/profile/settings')
    const profile = page.locator('#profile')
    await profile.getByLabel('Display name').fill('')
    await profile.getByRole('combobox', { name: 'City' }).fill('München')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForLoadState()
    expect(await profile.getByRole('alert').innerText()).toContain('Please check the highlighted fields.')
    expect(await page.locator('#profile-form-displayName-error').innerText()).toBe('Enter a display name.')
    expect(await page.locator('#profile-form-displayName').getAttribute('aria-invalid')).toBe('true')
    // what was typed comes back; the other forms of the page show nothing
    expect(await profile.getByRole('combobox', { name: 'City' }).inputValue()).toBe('München')
    expect(await page.locator('#photos, #privacy, #notifications, #security form, #danger').getByRole('alert').count()).toBe(0)

    await profile.getByLabel('Display name').fill('Kai Ohne Skript')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(/\/profile\/settings#profile$/)
    const [row] = await db.query<{ display_name: string; city_id: number }>(
      `SELECT display_name, city_id FROM profiles WHERE user_id = '${m.id}'`,
    )
    expect(row).toEqual({ display_name: 'Kai Ohne Skript', city_id: 2867714 })
    await context.close()
  })

  it('checks the password form in the browser first, then shows the server’s password policy on that form', async () => {
    const m = await db.newMember('Pass Setter')
    const context = await contextFor(m.token)
    const { page, problems } = await openSettings(context)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const security = page.locator('#security')
    await security.getByLabel('New password', { exact: true }).fill('violet lanterns drift over quiet harbours')
    await security.getByLabel('Repeat the new password').fill('violet lanterns drift')
    await security.getByRole('button', { name: 'Change password' }).click()
    const alert = security.getByRole('alert')
    await expect.poll(() => alert.innerText()).toContain('The two new passwords are not the same.')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert')
    expect(posts).toEqual([])

    // the policy is the server's: its reasons come back under the field
    await security.getByLabel('New password', { exact: true }).fill('qwertyuiop')
    await security.getByLabel('Repeat the new password').fill('qwertyuiop')
    await security.getByRole('button', { name: 'Change password' }).click()
    const error = page.locator('#password-form-newPassword-error')
    await expect.poll(() => error.isVisible().catch(() => false)).toBe(true)
    expect(await error.innerText()).toContain('Choose a stronger password.')
    expect(await error.innerText()).toContain('Add more words that are less common.')
    expect(posts).toHaveLength(1)
    // the answer belongs to the password form only
    expect(await page.locator('#profile').getByRole('alert').count()).toBe(0)
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('qwertyuiop')
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([])
    await context.close()
  })

  it('uploads an avatar and a photo without their metadata, and they still display', async () => {
    const m = await db.newMember('Pic Person')
    const context = await contextFor(m.token)
    const { page, problems } = await openSettings(context)
    const photos = page.locator('#photos')

    await photos.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: violetPng() })
    await photos.getByRole('button', { name: 'Upload avatar' }).click()
    expect(await toastShown(page, 'Avatar updated')).toBe(true)
    const avatar = photos.locator('img[src^="/media/avatars/"]').first()
    await avatar.waitFor()
    const src = (await avatar.getAttribute('src'))!
    expect(src).toMatch(new RegExp(`^/media/avatars/${m.id}-\\d+\\.png$`))
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48)
    const stored = Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer())
    expect(stored.includes('GPS')).toBe(false)
    expect(stored.includes('tIME')).toBe(false)

    const jpeg = await jpegWithExif(page)
    await photos.getByLabel('Image file').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await photos.getByRole('button', { name: 'Add photo' }).click()
    expect(await toastShown(page, 'Photo added')).toBe(true)
    const photo = photos.getByRole('img', { name: 'Profile photo 1' })
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64)
    const photoBytes = Buffer.from(await (await fetch(`${baseUrl}${await photo.getAttribute('src')}`)).arrayBuffer())
    expect(photoBytes.includes('Exif')).toBe(false)

    // a text file renamed .png is refused with a message
    await photos
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('definitely not an image') })
    await photos.getByRole('button', { name: 'Upload avatar' }).click()
    await expect.poll(() => photos.getByText('This file is not a JPEG, PNG, WebP or GIF image.').first().isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('looks right in light, dark and Arabic (right to left)', async () => {
    const m = await db.newMember('Screenshot Sam')
    for (const [name, options] of [
      ['light', { colorScheme: 'light' }],
      ['dark', { colorScheme: 'dark' }],
      ['arabic', { colorScheme: 'light', language: 'ar' }],
    ] as const) {
      const context = await contextFor(m.token, options)
      const { page, problems } = await openSettings(context)
      if (name === 'arabic') expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      await page.screenshot({ path: `${SCREENSHOTS}/settings-${name}.png`, fullPage: true })
      await page.locator('#security').screenshot({ path: `${SCREENSHOTS}/settings-security-${name}.png` })
      expect(problems).toEqual([])
      await context.close()
    }
  })
})

describe('safety', () => {
  it('quick exit replaces the page: Back does not return to it (button and Shift+Escape)', async () => {
    const m = await db.newMember('Quick Leaver')
    const context = await contextFor(m.token)
    const { page } = await openSettings(context)
    await goto(page, '/about')
    await goto(page, '/profile/settings')
    await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')))
    // the header's quick exit (app/components/safety/quick-exit.tsx)
    await page.locator('header').getByRole('link', { name: 'Quick exit' }).click()
    await page.waitForURL(NEUTRAL)
    await page.goBack({ waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/about') // the settings page is gone from the history

    await goto(page, '/profile/settings')
    await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')))
    await page.keyboard.press('Shift+Escape')
    await page.waitForURL(NEUTRAL)
    await page.goBack({ waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/about')
    await context.close()
  })

  it('panic sign-out ends every session of the member and leaves for the neutral site', async () => {
    const m = await db.newMember('Panic Button')
    // two more devices
    for (let i = 0; i < 2; i++) {
      const id = createHash('sha256').update(randomBytes(16)).digest('hex')
      await db.run(`INSERT INTO sessions (id, account_id, expires_at) VALUES ('${id}', '${m.id}', ${Date.now() + 3_600_000})`)
    }
    const count = async () => (await db.query<{ n: number }>(`SELECT count(*) AS n FROM sessions WHERE account_id = '${m.id}'`))[0].n
    expect(await count()).toBe(3)
    const context = await contextFor(m.token)
    const { page } = await openSettings(context)
    await page.locator('#security').getByRole('button', { name: 'Panic sign-out' }).click()
    await page.waitForURL(NEUTRAL)
    expect(await count()).toBe(0)
    const cookies = await context.cookies(baseUrl)
    expect(cookies.find((c) => c.name === 'haven_session')).toBeUndefined()
    await context.close()
  })

  it('panic sign-out works without JavaScript too', async () => {
    const m = await db.newMember('No Script')
    const context = await contextFor(m.token, { javaScriptEnabled: false })
    const page = await context.newPage()
    await goto(page, '/profile/settings')
    await page.locator('#security').getByRole('button', { name: 'Panic sign-out' }).click()
    await page.waitForURL(NEUTRAL)
    expect((await db.query<{ n: number }>(`SELECT count(*) AS n FROM sessions WHERE account_id = '${m.id}'`))[0].n).toBe(0)
    await context.close()
  })
})
