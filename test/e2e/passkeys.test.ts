import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, sessionCookie } from './browser'
import { testDb } from './local-db'

/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn domain): enrollment in
 * /profile/settings, sign-in with the passkey on /auth after the cookies are gone, rename and
 * removal; the spec's refusals without WebAuthn and inside a frame (preview mode).
 *
 * WebAuthn accepts http only on localhost (never on an IP address), so the pages are opened on
 * localhost: the relying party id is then 'localhost'.
 */
const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const db = testDb()

const goto = (page: Page, path: string) => gotoAndSettle(page, `${baseUrl}${path}`)

/** A page that collects script errors, and the JavaScript it downloaded. */
async function openPage(context: BrowserContext) {
  const page = await context.newPage()
  const problems: string[] = []
  const scripts: Promise<string>[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  // the library's own error code: present only once @simplewebauthn/browser was downloaded
  const loadedWebAuthnLibrary = async () => (await Promise.all(scripts)).some((body) => body.includes('ERROR_CEREMONY_ABORTED'))
  return { page, problems, loadedWebAuthnLibrary }
}

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  return { cdp, authenticatorId }
}

const apiStatus = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/passkeys', { headers: { Accept: 'application/json' } })
    return {
      status: response.status,
      body: (await response.json()) as { passkeys?: { name: string; lastUsedAt: string | null }[]; isEnrolled?: boolean },
    }
  })

const toastTitle = (page: Page) => page.locator('li[data-state="open"]').first().locator('div.font-semibold').textContent()

describe('passkeys', () => {
  it('enrolls in settings, signs in with the passkey on /auth after sign-out, renames and removes it', async () => {
    const member = await db.newMember('Kai Passkey')
    const context = await browser.newContext({ locale: 'en-US' })
    await context.addCookies([sessionCookie(baseUrl, member.token)])
    const { page, problems, loadedWebAuthnLibrary } = await openPage(context)
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page)

    await goto(page, '/profile/settings')
    await hydrated(page)
    const section = page.getByRole('region', { name: 'Passkeys', exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByTestId('passkey-enrollment-status').textContent()).resolves.toBe('No passkey set up yet')
    expect(await loadedWebAuthnLibrary()).toBe(false)

    // enroll: the virtual authenticator answers navigator.credentials.create()
    await section.getByRole('button', { name: 'Set up a passkey' }).click()
    const list = section.getByRole('list', { name: 'Your passkeys' })
    await list.getByRole('listitem').first().waitFor()
    await expect(list.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringContaining('Passkey 1')])
    await expect(section.getByTestId('passkey-enrollment-status').textContent()).resolves.toBe('Passkey sign-in is on')
    await expect(toastTitle(page)).resolves.toBe('Passkey added')
    expect(await loadedWebAuthnLibrary()).toBe(true)
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0].isResidentCredential).toBe(true)
    expect((await apiStatus(page)).body.isEnrolled).toBe(true)

    // rename from the keyboard-reachable button
    await section.getByRole('button', { name: 'Rename Passkey 1' }).click()
    const nameField = section.getByRole('textbox', { name: 'Passkey name' })
    await nameField.fill('Work laptop')
    await nameField.press('Enter')
    await list.getByText('Work laptop').waitFor()
    // focus comes back to the row's rename button (committed with flushSync before focusing: a
    // frame callback raced the render when the machine was busy, and focus was lost)
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Rename Work laptop')
    await page.waitForTimeout(300)
    await section.screenshot({ path: `${SCREENSHOTS}/passkeys-manager-light.png` })
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await section.screenshot({ path: `${SCREENSHOTS}/passkeys-manager-dark.png` })
    await page.evaluate(() => document.documentElement.classList.remove('dark'))

    // signed out: the cookie is gone, the API refuses
    await context.clearCookies()
    await goto(page, '/auth')
    await hydrated(page)
    expect((await apiStatus(page)).status).toBe(401)
    const signIn = page.getByRole('button', { name: 'Sign in with a passkey' })
    const necessaryOnly = page.getByRole('button', { name: 'Necessary Only' })
    if (await necessaryOnly.isVisible()) await necessaryOnly.click()
    await signIn.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/passkeys-auth.png`, fullPage: true })
    await Promise.all([page.waitForURL((url) => url.pathname === '/', { waitUntil: 'networkidle' }), signIn.click()])

    // a fresh session from the passkey
    const cookie = (await context.cookies()).find((c) => c.name === 'haven_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(cookie!.value).not.toBe(member.token)
    const after = await apiStatus(page)
    expect(after.status).toBe(200)
    expect(after.body.passkeys).toMatchObject([{ name: 'Work laptop', lastUsedAt: expect.any(String) }])

    // remove it, with confirmation
    await goto(page, '/profile/settings')
    await hydrated(page)
    await section.getByRole('button', { name: 'Remove Work laptop' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' })
    await dialog.waitFor()
    await dialog.screenshot({ path: `${SCREENSHOTS}/passkeys-remove-dialog.png` })
    await dialog.getByRole('button', { name: 'Remove passkey' }).click()
    await dialog.waitFor({ state: 'detached' })
    await section.getByText('Add a passkey to sign in faster').waitFor()
    await expect(section.getByTestId('passkey-enrollment-status').textContent()).resolves.toBe('No passkey set up yet')
    // focus went back to the add button
    await page.waitForFunction(() => document.activeElement?.textContent === 'Set up a passkey')
    expect((await apiStatus(page)).body).toEqual({ passkeys: [], isEnrolled: false })

    // a removed passkey no longer signs in
    await context.clearCookies()
    await goto(page, '/auth')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect.poll(() => toastTitle(page)).toBe('Failed to authenticate with passkey')
    expect(new URL(page.url()).pathname).toBe('/auth')

    expect(problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([])
    await context.close()
  })

  it('says so when the browser has no WebAuthn', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    await context.addInitScript(() => {
      // @ts-expect-error -- simulating a browser without WebAuthn
      delete window.PublicKeyCredential
    })
    const { page } = await openPage(context)
    await goto(page, '/auth')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect.poll(() => toastTitle(page)).toBe('WebAuthn is not supported on this device')
    await context.close()
  })

  it('refuses inside a frame (preview mode) with the spec text', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    // a host page made up by the test, and /auth with its no-framing headers lifted, so the app really runs framed
    await page.route(`${baseUrl}/preview-host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Preview</title><iframe src="/auth" style="width:100%;height:900px"></iframe>`,
      }),
    )
    await page.route(`${baseUrl}/auth`, async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['x-frame-options']
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      )
      await route.fulfill({ response, headers })
    })
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(`${baseUrl}/preview-host`, { waitUntil: 'networkidle' })
        break
      } catch (error) {
        if (attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
    const frame = page.frameLocator('iframe')
    await frame.locator('header').waitFor()
    await page.frames()[1].waitForFunction(() => {
      const header = document.querySelector('header')
      return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
    })
    await frame.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect
      .poll(() => frame.locator('li[data-state="open"] div.font-semibold').first().textContent())
      .toBe('Passkey sign-in is not available in preview mode. Please use the deployed app to sign in with a passkey.')
    await context.close()
  })
})
