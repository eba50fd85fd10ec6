import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, gotoLoaded, hydrated, launchChromium, SCREENSHOTS } from './browser'
import { testDb } from './local-db'

/**
 * Accounts in Chromium, as a new member lives them: guided sign-up, the confirmation link from
 * the outbox, sign-out, sign-in through the header dialog (a wrong password first), a passkey
 * enrolled in 'My Vibe' and used to sign in with Chromium's virtual authenticator, tabs that
 * follow a sign-out, and the role guard of /admin.
 */
// WebAuthn needs a host name: Chromium refuses it on a bare IP address
const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost')
const db = testDb()
const DEMO_PASSWORD = 'haven-demo-password'
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const goto = (page: Page, path: string) => gotoAndSettle(page, `${baseUrl}${path}`)

async function openPage(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await goto(page, path)
  await hydrated(page)
  return { page, problems }
}

/** The newest email to an address, read from the local outbox (what a developer would do). */
async function latestEmail(to: string, template: string) {
  let rows: { text_body: string }[] = []
  for (let attempt = 0; attempt < 40 && rows.length === 0; attempt++) {
    rows = await db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = '${to}' AND template_key = '${template}' ORDER BY created_at DESC LIMIT 1`,
    )
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  expect(rows, `an email '${template}' to ${to}`).toHaveLength(1)
  return rows[0].text_body
}

/** The newest SMS code sent to a phone number (E.164), from the local SMS sender's sms_outbox. */
async function latestSmsCode(toPhone: string) {
  let rows: { body: string }[] = []
  for (let attempt = 0; attempt < 40 && rows.length === 0; attempt++) {
    rows = await db.query<{ body: string }>(
      `SELECT body FROM sms_outbox WHERE to_phone = '${toPhone}' AND template_key = 'verify_phone' ORDER BY created_at DESC LIMIT 1`,
    )
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  expect(rows, `an SMS code to ${toPhone}`).toHaveLength(1)
  return rows[0].body.match(/\b\d{6}\b/)![0]
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL(`${baseUrl}/`)
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).isVisible()).resolves.toBe(true)
}

describe('a new member', () => {
  const email = `river.${Date.now()}@example.org`
  const password = 'violet lanterns over the harbour'

  it('signs up in two steps, confirms the address from the outbox, signs out and back in, and uses a passkey', async () => {
    const context = await browser.newContext()
    const { page, problems } = await openPage(context, '/auth?mode=signup')

    // step 1: a weak password is refused with its reasons
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill(email)
    await page.locator('main').getByLabel('Password', { exact: true }).fill('password123')
    await page.getByLabel('Confirm password').fill('password123')
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('checkbox', { name: /privacy policy/ }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    // under the field (Conform's error id), with its reasons, and in the list of problems above the form
    await expect.poll(() => page.locator('#signup-password-error').getByText('Please choose a stronger password.').isVisible()).toBe(true)
    await expect(page.getByText('This is a commonly used password.').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('alert').getByRole('link', { name: 'Please choose a stronger password.' }).isVisible()).resolves.toBe(true)
    await expect(page.getByLabel('Display name').isVisible()).resolves.toBe(false)
    await page.screenshot({ path: `${SCREENSHOTS}/accounts-signup-weak.png`, fullPage: true })

    // the show/hide toggle reveals the password
    const passwordInput = page.getByLabel('Password', { exact: true })
    await page.getByRole('button', { name: 'Show password' }).first().click()
    await expect(passwordInput.getAttribute('type')).resolves.toBe('text')
    await page.getByRole('button', { name: 'Hide password' }).first().click()
    await expect(passwordInput.getAttribute('type')).resolves.toBe('password')

    await passwordInput.fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByRole('button', { name: 'Next' }).click()

    // step 2: about you, once the server has checked step 1 (its password policy included)
    await expect.poll(() => page.getByLabel('Display name').isVisible(), { timeout: 10_000 }).toBe(true)
    await page.getByLabel('Display name').fill('River')
    await page.getByLabel('Pronouns').fill('they/them')
    await page.getByRole('radio', { name: /Making Friends/ }).check()
    await page.getByRole('checkbox', { name: 'Music' }).check()
    await page.getByRole('checkbox', { name: 'Outdoors' }).check()
    await page.screenshot({ path: `${SCREENSHOTS}/accounts-signup-step2.png`, fullPage: true })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true)

    // not yet confirmed: sign-in is refused with a way to get a new link
    const verifyText = await latestEmail(email, 'verify_email')
    const verifyUrl = new URL(verifyText.match(/https?:\/\/\S+\/auth\/verify\?token=\S+/)![0])
    const profile = await db.query<{ display_name: string; pronouns: string; user_mode: string; interests: string }>(
      `SELECT display_name, pronouns, user_mode, interests FROM profiles JOIN accounts ON accounts.id = profiles.user_id WHERE accounts.email = '${email}'`,
    )
    expect(profile).toEqual([{ display_name: 'River', pronouns: 'they/them', user_mode: 'friends', interests: '["music","outdoors"]' }])

    // the confirmation link signs the member in and lands on the site root
    await goto(page, `${verifyUrl.pathname}${verifyUrl.search}`)
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => page.getByText('Email confirmed').first().isVisible()).toBe(true)
    await expect(page.getByRole('button', { name: 'Account menu for River' }).isVisible()).resolves.toBe(true)
    // the link works once
    const again = await context.newPage()
    await goto(again, `${verifyUrl.pathname}${verifyUrl.search}`)
    expect(new URL(again.url()).pathname).toBe('/')
    await again.close()

    await signOut(page)

    // sign in through the header dialog: a wrong password first
    await page.getByRole('link', { name: 'Sign In', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect(dialog.getByText('Sign in to continue your journey').isVisible()).resolves.toBe(true)
    await expect(dialog.getByRole('link', { name: 'Create your account with guided signup' }).isVisible()).resolves.toBe(true)
    // the form's schema answers (in the browser, or the server's while it loads): each field says why
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    const summary = dialog.getByRole('alert')
    await expect.poll(() => summary.getByRole('link', { name: 'Enter your email address.' }).isVisible()).toBe(true)
    await expect(summary.getByRole('link', { name: 'Enter a password.' }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByLabel('Email Address').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(page.getByText('Sign in failed').count()).resolves.toBe(0)
    await dialog.getByLabel('Email Address').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill('not my password at all')
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.poll(() => page.getByText('Sign in failed').first().isVisible()).toBe(true)
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Invalid login credentials')

    // the backoff: a retry within 2 s of the failure waits (its timing is the integration test's,
    // auth-backoff). Here the failure is moved to 30 s from now, so the retry is inside its window
    // however long a click takes on a busy machine, then to 10 s ago, when the window has passed
    const lastFailure = `(SELECT max(id) FROM sign_in_attempts WHERE success = 0)`
    await db.run(`UPDATE sign_in_attempts SET attempted_at = ${Date.now() + 30_000} WHERE id = ${lastFailure}`)
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/Too many attempts\. Try again in \d+ seconds?\./)
    await dialog.screenshot({ path: `${SCREENSHOTS}/accounts-dialog-failed.png` })
    await db.run(`UPDATE sign_in_attempts SET attempted_at = ${Date.now() - 10_000} WHERE id = ${lastFailure}`)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for River' }).isVisible(), { timeout: 10_000 }).toBe(true)
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)

    // a passkey from 'My Vibe', with Chromium's virtual authenticator (no biometrics needed)
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    })
    await goto(page, '/profile/settings#security')
    await hydrated(page)
    await page.getByRole('button', { name: /Set up a passkey/i }).click()
    // what the member sees first: the toast says whether it worked, and a failure's title says
    // where it failed (a count of rows alone could only say "not yet")
    await expect
      .poll(() => page.locator('li[data-state="open"] div.font-semibold').allTextContents(), { timeout: 30_000 })
      .toContain('Passkey added')
    const passkeys = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM passkeys JOIN accounts ON accounts.id = passkeys.account_id WHERE accounts.email = '${email}'`,
    )
    expect(passkeys[0].n).toBe(1)

    await signOut(page)
    await goto(page, '/auth')
    await hydrated(page)
    await page.getByRole('button', { name: /Sign in with a passkey/i }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for River' }).isVisible(), { timeout: 15_000 }).toBe(true)
    await signOut(page)
    expect(problems).toEqual([])
    await context.close()
  }, 120_000) // the whole journey of a new member in one browser: about a minute on a busy 2-core machine

  it('signs up with a phone number and signs back in with it', async () => {
    const context = await browser.newContext()
    const { page, problems } = await openPage(context, '/auth?mode=signup')
    const main = page.locator('main')
    const phone = `+49 151 ${String(Date.now()).slice(-8)}`
    const password = 'amber tulips beside the canal'
    await main.getByRole('radio', { name: 'Phone' }).check()
    await main.getByLabel('Phone number').fill(phone)
    await main.getByLabel('Password', { exact: true }).fill(password)
    await main.getByLabel('Confirm password').fill(password)
    await main.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await main.getByRole('checkbox', { name: /privacy policy/ }).check()
    await main.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => main.getByLabel('Display name').isVisible()).toBe(true)
    await main.getByLabel('Display name').fill('Sam')
    await main.getByRole('button', { name: 'Create account' }).click()
    // the number proves itself with the 6-digit code sent by SMS (locally: the sms_outbox table)
    await expect.poll(() => main.getByRole('heading', { name: 'Enter the code' }).isVisible(), { timeout: 10_000 }).toBe(true)
    const codeInput = main.getByRole('textbox', { name: 'Code' })
    await expect(codeInput.getAttribute('autocomplete')).resolves.toBe('one-time-code')
    await expect(codeInput.getAttribute('inputmode')).resolves.toBe('numeric')
    await page.screenshot({ path: `${SCREENSHOTS}/accounts-phone-code.png`, fullPage: true })
    await codeInput.fill(await latestSmsCode(phone.replace(/ /g, '')))
    await main.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Sam' }).isVisible(), { timeout: 10_000 }).toBe(true)
    await signOut(page)

    await goto(page, '/auth')
    await hydrated(page)
    await main.getByRole('link', { name: 'Sign in with a phone number' }).click()
    await expect.poll(() => main.getByLabel('Phone number').isVisible()).toBe(true)
    await main.getByLabel('Phone number').fill(phone.replace(/ /g, ''))
    await main.getByLabel('Password', { exact: true }).fill(password)
    await main.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Sam' }).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: a plain form post signs in and shows errors', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await goto(page, '/auth')
    // an address of its own: a failure sets off the backoff for the address it names
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill('nobody-here@example.org')
    await page.locator('main').getByLabel('Password', { exact: true }).fill('wrong password for sure')
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Invalid login credentials')

    // the sign-up, both steps on one page: the action answers with the browser's schema, each
    // message under its field; what was typed stays, the passwords do not
    await goto(page, '/auth?mode=signup')
    const main = page.locator('main')
    await main.getByLabel('Email Address', { exact: true }).fill('not-an-address')
    await main.getByLabel('Password', { exact: true }).fill('violet lanterns over the harbour')
    await main.getByLabel('Confirm password').fill('violet lanterns over the harbor')
    await main.getByLabel('Display name').fill('River')
    await main.getByRole('button', { name: 'Create account' }).click()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#signup-email-error').textContent()).resolves.toBe('Enter a valid email address.')
    await expect(page.locator('#signup-confirmPassword-error').textContent()).resolves.toBe('The passwords do not match.')
    await expect(page.locator('#signup-acceptTerms-error').textContent()).resolves.toBe('Please accept the terms and conditions.')
    await expect(main.getByRole('alert').getByRole('link').allTextContents()).resolves.toEqual([
      'Enter a valid email address.',
      'The passwords do not match.',
      'Please accept the terms and conditions.',
      'Please accept the privacy policy.',
    ])
    await expect(main.getByLabel('Email Address', { exact: true }).inputValue()).resolves.toBe('not-an-address')
    await expect(main.getByLabel('Display name').inputValue()).resolves.toBe('River')
    await expect(main.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('')

    // recovery: the same schema as with JavaScript
    await goto(page, '/auth?mode=forgot')
    await main.getByLabel('Email Address').fill('river@')
    await main.getByRole('button', { name: 'Send reset link' }).click()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#forgot-email-error').textContent()).resolves.toBe('Enter a valid email address.')
    await context.close()
  })
})

describe('the schema of the sign-in form', () => {
  it('loads after the page: until it is there the server checks a submit, then the browser checks as the member types', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    // hold the form's schema and Conform's zod adapter back, as a slow connection would
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const heldFiles: string[] = []
    await page.route(/\/assets\/(schema|form-validation)-[\w-]+\.js$/, async (route) => {
      heldFiles.push(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    })
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST') posts++
    })
    // to the load event only: the held schema keeps the network busy
    await gotoLoaded(page, `${baseUrl}/auth`)
    await hydrated(page)
    const main = page.locator('main')
    // the message under a field (Conform's error id); the list above the form repeats it
    const fieldError = (name: string) => main.locator(`[id$="-${name}-error"]`)

    // an empty form sent before the schema is there: the server's answer, with the same messages
    await main.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.poll(() => fieldError('email').allTextContents()).toEqual(['Enter your email address.'])
    await expect(fieldError('password').allTextContents()).resolves.toEqual(['Enter a password.'])
    await expect(main.getByRole('alert').getByRole('link', { name: 'Enter a password.' }).isVisible()).resolves.toBe(true)
    expect(posts).toBe(1)
    expect(heldFiles.length).toBeGreaterThan(0)

    // once it has loaded, the browser checks the address as it is typed, without asking the server
    release()
    const emailField = main.getByLabel('Email Address', { exact: true })
    await expect
      .poll(async () => {
        await emailField.fill('')
        await emailField.pressSequentially('river@')
        return fieldError('email').allTextContents()
      })
      .toEqual(['Enter a valid email address.'])
    await emailField.fill('river@example.org')
    await expect.poll(() => fieldError('email').count()).toBe(0)
    expect(posts).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('sessions across tabs', () => {
  it('signs every open tab out when one tab signs out', async () => {
    const context = await browser.newContext()
    const { page } = await openPage(context, '/auth')
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill('member@haven.local')
    await page.locator('main').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${baseUrl}/`)
    await expect.poll(() => page.getByRole('button', { name: /Account menu for/ }).isVisible()).toBe(true)

    const { page: other } = await openPage(context, '/about')
    await expect(other.getByRole('button', { name: /Account menu for/ }).isVisible()).resolves.toBe(true)
    await signOut(page)
    // the other tab reloads on its own and shows a visitor
    await expect.poll(() => other.getByRole('link', { name: 'Sign In', exact: true }).isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })
})

describe('the role guard of /admin', () => {
  async function signedIn(email: string) {
    const context = await browser.newContext()
    const { page } = await openPage(context, '/auth')
    await page.locator('main').getByLabel('Email Address', { exact: true }).fill(email)
    await page.locator('main').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${baseUrl}/`)
    return { context, page }
  }

  it('sends a visitor to /auth with Authentication Required', async () => {
    const context = await browser.newContext()
    const { page } = await openPage(context, '/admin')
    expect(new URL(page.url()).pathname).toBe('/auth')
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin')
    await expect.poll(() => page.getByText('Authentication Required').first().isVisible()).toBe(true)
    await expect(page.getByText('Please sign in to access this area.').first().isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('sends a member home with Access Denied', async () => {
    const { context, page } = await signedIn('member@haven.local')
    await goto(page, '/admin')
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => page.getByText('Access Denied').first().isVisible()).toBe(true)
    await expect(page.getByText('You need moderator privileges to access this area.').first().isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('shows moderators and admins the dashboard', async () => {
    for (const email of ['moderator@haven.local', 'admin@haven.local']) {
      const { context, page } = await signedIn(email)
      await goto(page, '/admin')
      expect(new URL(page.url()).pathname).toBe('/admin')
      await expect(page.getByRole('heading', { name: 'Admin dashboard' }).isVisible()).resolves.toBe(true)
      const members = await page.getByText('Active members').locator('xpath=following-sibling::dd').textContent()
      expect(Number(members?.replace(/\D/g, ''))).toBeGreaterThan(100)
      if (email.startsWith('admin')) await page.screenshot({ path: `${SCREENSHOTS}/accounts-admin.png`, fullPage: true })
      await context.close()
    }
  })
})
