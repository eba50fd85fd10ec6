import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, sessionCookie } from './browser'
import { testDb } from './local-db'

/**
 * The shared header and footer in Chromium: keyboard use of the menus, the language picker
 * (with and without JavaScript), the theme toggle without a flash, the newsletter form, and
 * which menus visitors, members and admins get.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** A page that fails the test on any script error or console error. */
async function openPage(context: BrowserContext, path = '/') {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    // resources that do not exist yet (e.g. a linked page) are not script errors
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text())
  })
  await goto(page, path)
  await hydrated(page)
  return { page, problems }
}

/**
 * page.goto that waits out a restart of `wrangler dev` (it reloads when another build in the
 * shared working tree rewrites build/).
 */
const goto = (page: Page, path: string) => gotoAndSettle(page, `${baseUrl}${path}`)

const db = testDb()

async function contextAs(email: string | null, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ locale: 'en-US', ...options })
  if (email) {
    await context.addCookies([sessionCookie(baseUrl, await db.sessionOf(email))])
  }
  return context
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return { tag: el?.tagName, text: el?.textContent?.trim(), expanded: el?.getAttribute('aria-expanded') }
  })

describe('header', () => {
  it('opens the grid menu from the keyboard; its items are links; Escape closes it and returns focus', async () => {
    const context = await contextAs(null)
    const { page, problems } = await openPage(context)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Haven home', exact: true }).getAttribute('href')).resolves.toBe('/')
    const search = page.getByRole('search')
    // the placeholder types 'Search venues' a character at a time (issue 38), from 'Search...' before the JavaScript
    const placeholder = await search.getByRole('searchbox', { name: 'Search', exact: true }).getAttribute('placeholder')
    expect(placeholder === 'Search...' || 'Search venues'.startsWith(placeholder ?? '-')).toBe(true)
    await expect(search.getAttribute('action')).resolves.toBe('/search')

    // Tab through the page until the grid menu button has focus
    let focused = await activeElement(page)
    for (let i = 0; i < 15 && focused.text !== 'Menu'; i++) {
      await page.keyboard.press('Tab')
      focused = await activeElement(page)
    }
    expect(focused).toMatchObject({ tag: 'BUTTON', text: 'Menu', expanded: 'false' })

    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.waitFor()
    // opened from the keyboard, focus moves onto the first link
    await page.waitForFunction(() => document.activeElement?.getAttribute('href') === '/events')
    await expect(
      menu.getByRole('group', { name: 'Explore the Scene', exact: true }).getByRole('menuitem').allTextContents(),
    ).resolves.toEqual(['Events', 'Places', 'Spaces', 'Market', 'Resources', 'News', 'Personalities'])
    await expect(menu.getByRole('group', { name: 'Community', exact: true }).getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Feed',
      'Crews',
      'People',
    ])
    const hrefs = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => [item.tagName, item.getAttribute('href')]))
    expect(hrefs).toEqual(
      ['/events', '/places', '/venues', '/marketplace', '/ressources', '/news', '/personalities', '/feed', '/groups', '/users'].map(
        (href) => ['A', href],
      ),
    )
    // focus is inside the menu and arrow keys move through the links
    await page.keyboard.press('ArrowDown')
    // Radix moves focus on the next tick
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/places')
    await page.screenshot({ path: `${SCREENSHOTS}/shell-grid-menu.png` })

    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await expect.poll(() => activeElement(page)).toMatchObject({ tag: 'BUTTON', text: 'Menu', expanded: 'false' })

    // ArrowDown opens it too, and Enter on an item follows the link
    await page.keyboard.press('ArrowDown')
    await menu.waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/events`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a visitor the Sign In link and no admin or account menu', async () => {
    const context = await contextAs(null)
    const { page } = await openPage(context)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true })
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).resolves.toBe('/auth')
    await expect(nav.getByRole('button', { name: 'Admin', exact: true }).count()).resolves.toBe(0)
    await expect(nav.getByRole('button', { name: /Account menu/ }).count()).resolves.toBe(0)
    await context.close()
  })

  it('gives a member the avatar menu but no admin menu', async () => {
    const context = await contextAs('member@haven.local')
    const { page, problems } = await openPage(context)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true })
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true }).count()).resolves.toBe(0)
    await expect(nav.getByRole('button', { name: 'Admin', exact: true }).count()).resolves.toBe(0)
    const trigger = nav.getByRole('button', { name: 'Account menu for Jordan Rivera', exact: true })
    await expect(trigger.locator('[aria-hidden]').first().textContent()).resolves.toBe('JR') // initials when there is no avatar
    await trigger.click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    const items = await menu
      .getByRole('menuitem')
      .evaluateAll((list) => list.map((item) => [item.textContent?.trim(), item.getAttribute('href')]))
    // DMs carries the demo member's count of unread conversations (a number, and its words for screen readers)
    const dms = items.find(([, href]) => href === '/messages')
    expect(dms?.[0]).toMatch(/^DMs(\d+)\1 conversations? with unread messages$/)
    dms![0] = 'DMs'
    expect(items).toEqual([
      ['Faves', '/favorites'],
      ['My Vibe', '/profile/settings'],
      ['DMs', '/messages'],
      ['Squad', '/friends'],
      ['My Crews', '/my-groups'],
      ['Access', '/accessibility'],
      ['Sign Out', null],
      ['Panic sign-out', null],
    ])
    // sign-out is a real POST form
    const form = await menu.getByRole('menuitem', { name: 'Sign Out', exact: true }).evaluate((button) => {
      const f = (button as HTMLButtonElement).form
      return f && [f.method, new URL(f.action).pathname]
    })
    expect(form).toEqual(['post', '/auth/logout'])
    const panic = await menu.getByRole('menuitem', { name: 'Panic sign-out', exact: true }).evaluate((button) => {
      const f = (button as HTMLButtonElement).form
      return f && [f.method, new URL(f.action).pathname]
    })
    expect(panic).toEqual(['post', '/auth/panic'])
    await page.screenshot({ path: `${SCREENSHOTS}/shell-user-menu.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('gives an admin the admin menu (Admin, CMS, Import) and the avatar menu', async () => {
    const context = await contextAs('admin@haven.local')
    const { page } = await openPage(context)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true })
    await expect(nav.getByRole('button', { name: 'Account menu for Haven Admin', exact: true }).count()).resolves.toBe(1)
    await nav.getByRole('button', { name: 'Admin', exact: true }).click()
    // the menu's items load when it is first opened
    await page.getByRole('menu').waitFor()
    const items = await page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((list) => list.map((item) => [item.textContent?.trim(), item.getAttribute('href')]))
    expect(items).toEqual([
      ['Admin', '/admin'],
      ['CMS', '/admin/cms'],
      ['Import', '/admin/import-hub'],
    ])
    await page.keyboard.press('Escape')
    await page.screenshot({ path: `${SCREENSHOTS}/shell-header-admin.png` })
    await context.close()
  })

  it('gives a moderator the admin menu too', async () => {
    const context = await contextAs('moderator@haven.local')
    const { page } = await openPage(context)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).count()).resolves.toBe(1)
    await context.close()
  })
})

describe('language picker', () => {
  it('switches to Spanish: <html lang="es">, the lng cookie and localStorage, kept after a reload', async () => {
    const context = await contextAs(null)
    const { page, problems } = await openPage(context, '/events?when=past')
    await page.getByRole('banner').locator('summary').click()
    const english = page.getByRole('button', { name: 'English', exact: true })
    await expect(english.getAttribute('aria-current')).resolves.toBe('true')
    await page.screenshot({ path: `${SCREENSHOTS}/shell-language-picker.png` })
    await page.getByRole('button', { name: 'Español', exact: true }).click()
    // a full page load (POST /language → 303 back to the same address)
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(page.url()).toBe(`${baseUrl}/events?when=past`)
    await hydrated(page)
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, localStorage.getItem('lng')])).toEqual([
      'es',
      'ltr',
      'es',
    ])
    const cookie = (await context.cookies()).find((c) => c.name === 'lng')
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' })
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Iniciar sesión', exact: true }).count()).resolves.toBe(1)
    await expect(banner.getByRole('searchbox', { name: 'Buscar', exact: true }).count()).resolves.toBe(1)
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Comunidad', exact: true }).count()).resolves.toBe(1)

    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    // the grid menu is translated too
    await banner.getByRole('button', { name: 'Menú', exact: true }).click()
    await page.getByRole('menu').waitFor()
    await expect(page.getByRole('menu').getByRole('group', { name: 'Explora el ambiente', exact: true }).count()).resolves.toBe(1)
    await expect(page.getByRole('menuitem', { name: 'Tribus', exact: true }).count()).resolves.toBe(1)
    await page.keyboard.press('Escape')

    // Arabic lays the page out right to left
    await banner.locator('summary').click()
    await page.getByRole('button', { name: 'العربية', exact: true }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'ar')
    expect(page.url()).toBe(`${baseUrl}/events?when=past`)
    await hydrated(page)
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    await expect(banner.getByRole('link', { name: 'تسجيل الدخول', exact: true }).count()).resolves.toBe(1)
    // the logo sits at the right edge in RTL
    const logo = await banner.getByRole('link', { name: /Haven/ }).boundingBox()
    expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2)
    await page.screenshot({ path: `${SCREENSHOTS}/shell-ar.png` })
    await banner.getByRole('button', { name: 'القائمة', exact: true }).click()
    await page.getByRole('menu').waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/shell-ar-menu.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript and only redirects to same-site paths', async () => {
    const context = await contextAs(null, { javaScriptEnabled: false })
    const page = await context.newPage()
    await goto(page, '/places')
    await page.getByRole('banner').locator('summary').click()
    await page.getByRole('button', { name: 'Deutsch', exact: true }).click()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de')
    expect(page.url()).toBe(`${baseUrl}/places`)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }).count()).resolves.toBe(1)
    await context.close()

    const post = (body: Record<string, string>) =>
      fetch(`${baseUrl}/language`, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual' })
    for (const redirectTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await post({ lng: 'fr', redirectTo })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    }
    const ok = await post({ lng: 'fr', redirectTo: '/events?x=1' })
    expect(ok.headers.get('location')).toBe('/events?x=1')
    expect(ok.headers.get('set-cookie')).toBe('lng=fr; Path=/; Max-Age=31536000; SameSite=Lax')
    const bad = await post({ lng: 'xx' })
    expect(bad.status).toBe(400)
  })
})

describe('theme toggle', () => {
  it('applies dark before the first paint after a reload, and light beats a dark system setting', async () => {
    const context = await contextAs(null, { colorScheme: 'dark' })
    // records the theme class as soon as the DOM is parsed, before any app script could change it
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return
        ;(window as unknown as { darkAtParse: boolean }).darkAtParse = document.documentElement.classList.contains('dark')
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    const { page, problems } = await openPage(context)
    const group = page.getByRole('contentinfo').getByRole('group', { name: 'Theme', exact: true })
    // default: system, which follows the emulated dark scheme
    await expect(group.getByRole('button', { name: 'System', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)

    await group.getByRole('button', { name: 'Light', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), localStorage.getItem('ui-theme')])).toEqual([
      false,
      'light',
    ])
    await expect(group.getByRole('button', { name: 'Light', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true')
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(false)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/shell-footer-light.png`, fullPage: true })

    await group.getByRole('button', { name: 'Dark', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true)
    await expect(group.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true')
    // the server already renders the class from the theme cookie
    const html = await (await context.request.get(baseUrl)).text()
    expect(html).toMatch(/<html[^>]*class="dark"/)
    await page.screenshot({ path: `${SCREENSHOTS}/shell-footer-dark.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('footer', () => {
  it('has the year, sitemap, scroll-to-top, social links and the link groups', async () => {
    const context = await contextAs(null)
    const { page } = await openPage(context)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(`© ${new Date().getFullYear()} Haven`).count()).resolves.toBe(1)
    await expect(footer.getByRole('link', { name: 'Sitemap', exact: true }).getAttribute('href')).resolves.toBe('/sitemap')
    await expect(footer.getByRole('link', { name: 'Credits and licences', exact: true }).getAttribute('href')).resolves.toBe('/credits')
    const instagram = footer.getByRole('link', { name: 'Haven on Instagram', exact: true })
    await expect(instagram.getAttribute('rel')).resolves.toBe('me noopener')
    const groups = await footer.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('heading').allTextContents()
    expect(groups).toEqual(['Community', 'Resources', 'About', 'Legal'])
    const legal = await footer
      .getByRole('list', { name: 'Legal', exact: true })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(legal).toEqual(['/legal', '/terms', '/privacy', '/cookies', '/dmca', '/credits'])

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await footer.getByRole('button', { name: 'Back to top', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })

  it('subscribes to the newsletter and shows the translated error for a bad address', async () => {
    const context = await contextAs(null)
    const { page, problems } = await openPage(context)
    const footer = page.getByRole('contentinfo')
    const email = `shell-${Date.now()}@example.org`
    await footer.getByLabel('Email address').fill(email)
    await footer.getByRole('button', { name: 'Subscribe', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Check your inbox to confirm')
      .waitFor()
    await expect(footer.getByLabel('Email address').inputValue()).resolves.toBe('')
    const rows = await db.query<{ status: string }>(`SELECT status FROM newsletter_subscribers WHERE email = '${email}'`)
    expect(rows).toEqual([{ status: 'pending' }])

    await footer.getByLabel('Email address').fill('not-an-email')
    await footer.getByRole('button', { name: 'Subscribe', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    await expect.poll(() => footer.getByRole('alert').textContent()).toBe('Enter a valid email address.')
    await expect(footer.getByLabel('Email address').getAttribute('aria-invalid')).resolves.toBe('true')
    await footer.screenshot({ path: `${SCREENSHOTS}/shell-newsletter-error.png` })

    // the same error in Spanish
    await context.addCookies([{ name: 'lng', value: 'es', url: baseUrl }])
    await page.reload({ waitUntil: 'networkidle' })
    await hydrated(page)
    await footer.getByLabel('Correo electrónico').fill('nada')
    await footer.getByRole('button', { name: 'Suscribirme', exact: true }).press('Enter') // keyboard: nothing fixed at the bottom can get in the way
    await expect.poll(() => footer.getByRole('alert').textContent()).toBe('Introduce un correo electrónico válido.')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('small screens', () => {
  it('keeps search and menus reachable below 768 px, in light and dark', async () => {
    const context = await contextAs('admin@haven.local', { viewport: { width: 375, height: 740 }, colorScheme: 'light' })
    const { page } = await openPage(context)
    const banner = page.getByRole('banner')
    const search = await banner.getByRole('searchbox').boundingBox()
    expect(search!.width).toBeGreaterThan(300)
    // logo and menus share the first row; the search gets its own full-width row below
    const logo = await banner.getByRole('link', { name: 'Haven home', exact: true }).boundingBox()
    const menu = await banner.getByRole('button', { name: 'Menu', exact: true }).boundingBox()
    expect(Math.abs(logo!.y + logo!.height / 2 - (menu!.y + menu!.height / 2))).toBeLessThan(8)
    expect(search!.y).toBeGreaterThan(logo!.y + logo!.height)
    for (const name of ['Menu', 'Admin', 'Account menu for Haven Admin']) {
      const box = await banner.getByRole('button', { name, exact: true }).boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `${SCREENSHOTS}/shell-mobile.png` })
    await banner.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('menu').waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/shell-mobile-menu.png` })
    await page.keyboard.press('Escape')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.evaluate(() => window.dispatchEvent(new Event('resize')))
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await page.waitForTimeout(300) // let colour transitions settle before the picture
    await page.screenshot({ path: `${SCREENSHOTS}/shell-mobile-dark.png`, fullPage: true })
    await context.close()
  })
})
