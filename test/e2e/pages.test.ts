import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoLoaded, hydrated, launchChromium, SCREENSHOTS } from './browser'
import { sqlText, testDb } from './local-db'

// Run alone: E2E_PORT=8794 E2E_STATE=.test-state-pages npx vitest run --config vitest.e2e.mts test/e2e/pages.test.ts
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Every information and legal page with its English h1. */
const PAGES: [string, string][] = [
  ['/about-hub', 'About Haven'],
  ['/about', 'Our story'],
  ['/vision', 'Our vision'],
  ['/values', 'Our values'],
  ['/press', 'Press kit'],
  ['/blog', 'Blog'],
  ['/sustainability', 'Sustainability'],
  ['/contact', 'Contact us'],
  ['/legal', 'Legal'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/dmca', 'Copyright and DMCA'],
  ['/credits', 'Credits and data licences'],
  ['/sitemap', 'Sitemap'],
]

function watchErrors(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return problems
}

const db = testDb()

async function waitForRows<T>(sqlText: string, timeoutMs = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows = await db.query<T>(sqlText)
    if (rows.length > 0 || Date.now() > deadline) return rows
    await new Promise((r) => setTimeout(r, 500))
  }
}

async function fillContact(page: Page, values: { name: string; email: string; subject?: string; message: string }) {
  const main = page.locator('main')
  await main.getByLabel('Your name').fill(values.name)
  await main.getByLabel('Email address').fill(values.email)
  if (values.subject) await main.getByLabel('Topic').selectOption(values.subject)
  await main.getByLabel('Message').fill(values.message)
}

describe('information and legal pages', () => {
  it('answer 200 with one h1, a translated title and a description', async () => {
    const page = await browser.newPage()
    const problems = watchErrors(page)
    for (const [path, h1] of PAGES) {
      // 'load' plus hydration, not 'networkidle': background requests (route discovery for the
      // sitemap's many links, the service worker) once kept a busy machine from ever going idle
      const response = await gotoLoaded(page, `${baseUrl}${path}`)
      await hydrated(page)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1').count(), path).resolves.toBe(1)
      await expect(page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(h1)
      await expect(page.title(), path).resolves.toBe(`${h1} — Haven`)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length, path).toBeGreaterThan(40)
      // root renders the only <main>; pages render an <article> inside it
      await expect(page.locator('main').count(), path).resolves.toBe(1)
      const text = (await page.locator('main').textContent()) ?? ''
      expect(text, path).not.toMatch(/lorem ipsum|\{\{|pages:|\.sections\./i)
    }
    await page.screenshot({ path: `${SCREENSHOTS}/pages-sitemap.png`, fullPage: true })
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows the table of contents, related pages and the consent reset on the privacy policy', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl}/privacy`, { waitUntil: 'networkidle' })
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link').count()).resolves.toBe(14)
    await expect(page.getByRole('heading', { level: 2, name: 'Cookie preferences' }).isVisible()).resolves.toBe(true)
    await expect(page.locator('#retention').textContent()).resolves.toContain('Database backups expire within 30 days')
    await expect(page.getByRole('navigation', { name: 'Related pages' }).getByRole('link').count()).resolves.toBe(3)
    await page.screenshot({ path: `${SCREENSHOTS}/pages-privacy.png`, fullPage: true })
    await page.close()
  })

  it('looks right in dark mode', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    for (const path of ['/cookies', '/about-hub', '/contact', '/blog']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      await page.screenshot({ path: `${SCREENSHOTS}/pages-dark${path.replace('/', '-')}.png`, fullPage: true })
    }
    await context.close()
  })

  it('translates titles and lays Arabic out right to left', async () => {
    const fr = await browser.newContext({ locale: 'fr-FR' })
    const page = await fr.newPage()
    await page.goto(`${baseUrl}/privacy`, { waitUntil: 'networkidle' })
    await expect(page.title()).resolves.toBe('Politique de confidentialité — Haven')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Politique de confidentialité')
    await page.goto(`${baseUrl}/legal`, { waitUntil: 'networkidle' })
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /Conditions d’utilisation/ })
        .count(),
    ).resolves.toBe(1)
    await fr.close()

    const ar = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 900 } })
    const arPage = await ar.newPage()
    const problems = watchErrors(arPage)
    await arPage.goto(`${baseUrl}/terms`, { waitUntil: 'networkidle' })
    expect(await arPage.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    await expect(arPage.title()).resolves.toBe('شروط الخدمة — Haven')
    await arPage.screenshot({ path: `${SCREENSHOTS}/pages-terms-ar.png` })
    expect(problems).toEqual([])
    await ar.close()
  })
})

describe('contact form', () => {
  let noJs: BrowserContext

  beforeAll(async () => {
    noJs = await browser.newContext({ javaScriptEnabled: false })
  })
  afterAll(async () => {
    await noJs?.close()
  })

  it('sends without JavaScript, stores the message and queues the acknowledgement', async () => {
    const page = await noJs.newPage()
    const email = `nojs-${Date.now()}@example.com`
    await page.goto(`${baseUrl}/contact?subject=press`)
    await expect(page.locator('#contact-subject').inputValue()).resolves.toBe('press')
    await fillContact(page, { name: 'Robin', email, message: 'Hello! I am writing an article about safe spaces in Lisbon.' })
    await page.locator('main').getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL(/\/contact\?sent=1$/)
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' }).isVisible()).resolves.toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/pages-contact-sent.png` })

    const rows = await db.query<{ name: string; subject: string; body: string; locale: string; status: string }>(
      `SELECT name, subject, body, locale, status FROM contact_messages WHERE email = ${sqlText(email)}`,
    )
    expect(rows).toEqual([
      {
        name: 'Robin',
        subject: 'press',
        body: 'Hello! I am writing an article about safe spaces in Lisbon.',
        locale: 'en',
        status: 'new',
      },
    ])
    const mails = await waitForRows<{ template_key: string; subject: string; text_body: string }>(
      `SELECT template_key, subject, text_body FROM email_outbox WHERE to_address = ${sqlText(email)}`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].template_key).toBe('contact_received')
    expect(mails[0].text_body).toContain('safe spaces in Lisbon')
    await page.close()
  })

  it('sends with JavaScript and shows the confirmation', async () => {
    const page = await browser.newPage()
    const problems = watchErrors(page)
    const email = `js-${Date.now()}@example.com`
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' })
    await fillContact(page, {
      name: 'Sam',
      email,
      subject: 'accessibility',
      message: 'The map is hard to use with a screen reader.',
    })
    await page.locator('main').getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('heading', { name: 'Thank you, your message is on its way' }).waitFor()
    expect(page.url()).toMatch(/\/contact\?sent=1$/)
    // focus moves to the confirmation so screen readers announce it
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
    const rows = await db.query<{ subject: string }>(`SELECT subject FROM contact_messages WHERE email = ${sqlText(email)}`)
    expect(rows).toEqual([{ subject: 'accessibility' }])
    const mails = await waitForRows(`SELECT id FROM email_outbox WHERE to_address = ${sqlText(email)}`)
    expect(mails).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows translated field errors and keeps what was typed (no JavaScript)', async () => {
    const page = await noJs.newPage()
    await page.goto(`${baseUrl}/contact`)
    await fillContact(page, { name: 'Alex', email: 'not-an-email', message: 'Too short' })
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('main').getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(response.status()).toBe(400)
    await page.waitForLoadState()
    const emailField = page.locator('#contact-email')
    await expect(emailField.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(emailField.getAttribute('aria-describedby')).resolves.toBe('contact-email-error contact-email-description')
    await expect(page.locator('#contact-email-error').textContent()).resolves.toBe('Enter a valid email address, like name@example.com.')
    await expect(page.locator('#contact-message-error').textContent()).resolves.toBe('Your message needs at least 10 characters.')
    await expect(page.locator('#contact-name').getAttribute('aria-invalid')).resolves.toBeNull()
    await expect(emailField.inputValue()).resolves.toBe('not-an-email')
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe('Too short')
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('Alex')
    await expect(page.locator('main').getByRole('alert').textContent()).resolves.toContain('Please check the form')
    await page.screenshot({ path: `${SCREENSHOTS}/pages-contact-errors.png`, fullPage: true })
    await page.close()
  })

  it('shows the errors in the reader’s language with JavaScript and focuses the summary', async () => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' })
    await page.locator('#contact-name').fill('Kim')
    await page.locator('#contact-email').fill('kim@')
    await page.locator('#contact-message').fill('Hallo, ich habe eine Frage zu Events in Berlin.')
    await page.locator('main button[type="submit"]').click()
    await page.locator('main').getByRole('alert').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert')
    await expect(page.locator('#contact-email-error').textContent()).resolves.toBe(
      'Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    )
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe('Hallo, ich habe eine Frage zu Events in Berlin.')
    await context.close()
  })

  it('pretends success but stores nothing when the honeypot is filled', async () => {
    const page = await noJs.newPage()
    const email = `bot-${Date.now()}@example.com`
    await page.goto(`${baseUrl}/contact`)
    await fillContact(page, { name: 'Bot', email, message: 'Buy cheap followers now, best prices!' })
    await page.locator('#website').fill('https://spam.example', { force: true })
    await page.locator('main').getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL(/\/contact\?sent=1$/)
    const rows = await db.query(`SELECT id FROM contact_messages WHERE email = ${sqlText(email)}`)
    expect(rows).toEqual([])
    await page.close()
  })
})

describe('sitemap, sitemap.xml and robots.txt', () => {
  it('lists every group, and its links resolve', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/sitemap`, { waitUntil: 'networkidle' })
    for (const group of ['Explore', 'Community', 'Your Haven', 'About', 'Legal', 'Help']) {
      await expect(page.locator('main').getByRole('heading', { level: 2, name: group }).count(), group).resolves.toBe(1)
    }
    const hrefs = await page.locator('main article section a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const required of ['/accessibility', '/credits', '/search', '/venues', '/messages', '/privacy']) expect(hrefs).toContain(required)
    const own = new Set(PAGES.map(([path]) => path))
    for (const href of hrefs) {
      const response = await page.request.get(`${baseUrl}${href}`, { maxRedirects: 0 })
      // the information pages exist; every other link answers without a server error
      if (own.has(href) || href === '/') expect(response.status(), href).toBe(200)
      else expect(response.status(), href).toBeLessThan(500)
    }
    await page.close()
  })

  it('serves sitemap.xml as an index of valid sitemaps: public pages, places, resources, news, crews and venues, absolute URLs', async () => {
    const page = await browser.newPage()
    const read = async (url: string) => {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type']).toContain('application/xml')
      const xml = await response.text()
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
      return page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml')
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          ns: doc.documentElement.namespaceURI,
          locs: Array.from(doc.getElementsByTagName('loc')).map((l) => l.textContent ?? ''),
        }
      }, xml)
    }
    const index = await read(`${baseUrl}/sitemap.xml`)
    expect(index.errors).toBe(0)
    expect(index.root).toBe('sitemapindex')
    expect(index.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(index.locs).toEqual([
      `${baseUrl}/sitemaps/pages.xml`,
      `${baseUrl}/sitemaps/places.xml`,
      `${baseUrl}/sitemaps/resources.xml`,
      `${baseUrl}/sitemaps/news.xml`,
      `${baseUrl}/sitemaps/marketplace.xml`,
      ...Array.from({ length: 16 }, (_, i) => `${baseUrl}/sitemaps/crews-${i + 1}.xml`),
      `${baseUrl}/sitemaps/resources-1.xml`,
      `${baseUrl}/sitemaps/venues-1.xml`,
    ])

    const files = await Promise.all(index.locs.map(read))
    for (const file of files) {
      expect(file.errors).toBe(0)
      expect(file.root).toBe('urlset')
      expect(file.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
      for (const loc of file.locs) expect(loc.startsWith(`${baseUrl}/`)).toBe(true)
    }
    const [pages, places, topics, news, market, ...rest] = files.map((f) => f!.locs)
    // the crews in 16 files by the first hex digit of their ids, then the resources and venues
    const crews = rest.slice(0, 16).flatMap((locs) => locs!)
    const [resources, venues] = rest.slice(16)
    expect(pages).toContain(`${baseUrl}/`)
    expect(pages).toContain(`${baseUrl}/privacy`)
    expect(pages).toContain(`${baseUrl}/accessibility`)
    for (const members of ['/messages', '/friends', '/favorites', '/my-groups', '/profile/settings', '/feed', '/auth']) {
      expect(pages).not.toContain(`${baseUrl}${members}`)
    }
    expect(places).toContain(`${baseUrl}/country/de`)
    expect(places!.some((loc) => /\/city\/\d+$/.test(loc))).toBe(true)
    // the resources in id ranges; their topics' and professions' pages in resources.xml
    expect(resources!.length).toBeGreaterThan(10)
    for (const loc of resources!) expect(loc).toMatch(/\/ressources\/[a-z0-9-]+$/)
    expect(topics!.some((loc) => /\/professions\/[^/]+$/.test(loc))).toBe(true)
    for (const loc of topics!) expect(loc).toMatch(/\/(ressources|professions)\/[^/]+$/)
    expect(pages).toContain(`${baseUrl}/travel/1`)
    expect(news!.length).toBeGreaterThan(50)
    for (const loc of news!) expect(loc).toMatch(/\/news\/\d+$/)
    // the market's items a visitor may see (for sale or sold out), never a draft
    expect(market!.length).toBeGreaterThan(50)
    for (const loc of market!) expect(loc).toMatch(/\/marketplace\/\d+$/)
    const [draftItem] = await db.query<{ id: number }>("SELECT id FROM marketplace_listings WHERE status = 'draft' LIMIT 1")
    expect(market).not.toContain(`${baseUrl}/marketplace/${draftItem!.id}`)
    // public crews only: the demo's private ones never
    expect(crews!.length).toBeGreaterThan(10)
    for (const loc of crews!) expect(loc).toMatch(/\/groups\/[0-9a-f-]{36}$/)
    const [privateCrew] = await db.query<{ id: string }>("SELECT id FROM community_groups WHERE visibility = 'private' LIMIT 1")
    expect(crews).not.toContain(`${baseUrl}/groups/${privateCrew!.id}`)
    expect(new Set(crews).size).toBe(crews.length)
    rest.slice(0, 16).forEach((locs, i) => {
      for (const loc of locs!) expect(loc.slice(`${baseUrl}/groups/`.length)[0]).toBe('0123456789abcdef'[i])
    })
    expect((await page.request.get(`${baseUrl}/sitemaps/crews-17.xml`)).status()).toBe(404)
    expect((await page.request.get(`${baseUrl}/sitemaps/crews.xml`)).status()).toBe(404)
    expect(venues!.length).toBeGreaterThan(100)
    for (const loc of venues!) expect(loc).toMatch(/\/venues\/\d+$/)
    expect((await page.request.get(`${baseUrl}/sitemaps/venues-9.xml`)).status()).toBe(404)
    expect((await page.request.get(`${baseUrl}/sitemaps/resources-9.xml`)).status()).toBe(404)
    await page.close()
  })

  it('serves robots.txt with the disallowed areas and the sitemap line', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const body = await response.text()
    expect(body).toContain('User-agent: *')
    for (const path of ['/api/', '/auth', '/admin', '/messages', '/profile/', '/parties/']) expect(body).toContain(`Disallow: ${path}\n`)
    expect(body).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
  })
})
