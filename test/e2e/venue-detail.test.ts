import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  gotoAndSettle,
  hydrated,
  launchChromium,
  SCREENSHOTS,
  sessionCookie,
  siteContext,
  watchProblems,
  type SiteContextOptions,
} from './browser'
import { testDb } from './local-db'

// Run alone: E2E_PORT=8803 E2E_STATE=.test-state-detail npx vitest run --config vitest.e2e.mts test/e2e/venue-detail.test.ts
const baseUrl = inject('baseUrl')
const db = testDb()
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core, WCAG 2.2 A and AA (contrast included), run inside the page through DevTools evaluation. */
async function audit(page: Page) {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target) }))
  })
}

type Pick = { id: number; name: string; timezone: string; event_id: number; event_title: string }
const notReportedBy = (email: string) =>
  `NOT EXISTS (SELECT 1 FROM reports r JOIN accounts a ON a.id = r.reporter_id
     WHERE a.email = '${email}' AND r.target_type = 'venue' AND r.target_id = CAST(v.id AS TEXT))`

/**
 * Published venues with a phone, email, website, a flag and an upcoming event a visitor may see
 * (Berlin first), with their soonest such event (SQLite takes the bare columns from min()'s row).
 */
function pickVenues(): Promise<Pick[]> {
  return db.query<Pick>(`
    SELECT v.id, v.name, v.timezone, e.id AS event_id, e.title AS event_title, min(e.starts_at) AS first_start
    FROM venues v JOIN events e ON e.venue_id = v.id AND e.status = 'published' AND e.starts_at > unixepoch() * 1000
      AND (e.group_id IS NULL OR EXISTS (SELECT 1 FROM community_groups g WHERE g.id = e.group_id AND g.visibility = 'public'))
    WHERE v.status = 'published' AND v.phone IS NOT NULL AND v.email IS NOT NULL AND v.website IS NOT NULL
      AND v.certified_safe_space = 1 AND v.hours IS NOT NULL AND v.city_id IS NOT NULL
      AND ${notReportedBy('member@haven.local')}
    GROUP BY v.id
    ORDER BY (v.city_id = 2950159) DESC, v.id
    LIMIT 3`)
}

let browser: Browser
let venue: Pick
let plainVenue: Pick

beforeAll(async () => {
  browser = await launchChromium()
  const picks = await pickVenues()
  expect(picks.length).toBeGreaterThanOrEqual(2)
  ;[venue, plainVenue] = picks as [Pick, Pick]
})
afterAll(async () => {
  await browser?.close()
})

async function open(options: SiteContextOptions = {}) {
  const context = await siteContext(browser, baseUrl, { reducedMotion: 'reduce', ...options })
  const page = await context.newPage()
  return { context, page, problems: watchProblems(page) }
}

/** Signs a demo account in with a session cookie (the sign-in form is accounts.test's business). */
async function signIn(context: BrowserContext, email: string) {
  await context.addCookies([sessionCookie(baseUrl, await db.sessionOf(email))])
}

const openReports = (email: string, venueId: number) =>
  db.query<{ reason: string; details: string | null }>(`
    SELECT r.reason, r.details FROM reports r JOIN accounts a ON a.id = r.reporter_id
    WHERE a.email = '${email}' AND r.target_type = 'venue' AND r.target_id = '${venueId}' AND r.status = 'open'`)

describe('venue detail page for a visitor', () => {
  let context: BrowserContext
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    ;({ context, page, problems } = await open())
    // Chromium on Linux has no share sheet; make sure, so the copy fallback runs
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  })
  afterAll(async () => {
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows the venue with breadcrumbs, flags explained, hours, contact, directions and events', async () => {
    const response = await gotoAndSettle(page, `${baseUrl}/venues/${venue.id}`)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(venue.name)
    await expect(page.title()).resolves.toContain(venue.name)

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link').allTextContents()).resolves.toHaveLength(3)
    await expect(crumbs.getByRole('link', { name: 'Spaces' }).getAttribute('href')).resolves.toBe('/venues')

    const flags = page.locator('section[aria-labelledby="flags-heading"]')
    await expect(flags.getByRole('heading', { name: 'What the flags mean' }).isVisible()).resolves.toBe(true)
    await expect(flags.textContent()).resolves.toContain('safer-space training')

    const hours = page.locator('section[aria-labelledby="hours-heading"]')
    await expect(hours.locator('tbody tr').count()).resolves.toBe(7)
    await expect(hours.locator('th[aria-current="date"]').count()).resolves.toBe(1)
    await expect(hours.textContent()).resolves.toMatch(/Open now|Closed now/)
    await expect(hours.textContent()).resolves.toContain(venue.timezone.replace(/_/g, ' '))

    const contact = page.locator('section[aria-labelledby="contact-heading"]')
    await expect(contact.locator('a[href^="tel:+"]').count()).resolves.toBe(1)
    await expect(contact.locator('a[href^="mailto:"]').count()).resolves.toBe(1)
    const website = contact.locator('a[href^="https://example.org/venues/"]')
    await expect(website.getAttribute('rel')).resolves.toBe('noopener nofollow ugc')
    await expect(website.getAttribute('target')).resolves.toBe('_blank')
    await expect(website.textContent()).resolves.toContain('(opens in a new tab)')

    const directions = page.getByRole('link', { name: /Get directions/ })
    await expect(directions.getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d+\.\d{6}%2C-?\d+\.\d{6}/,
    )

    const events = page.locator('section[aria-labelledby="events-heading"]')
    await expect(events.locator(`a[href="/events/${venue.event_id}"]`).textContent()).resolves.toContain(venue.event_title)

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Array<
      Record<string, unknown>
    >
    expect(ld[0]).toMatchObject({ name: venue.name, url: `${baseUrl}/venues/${venue.id}` })
    expect([ld[0]!['@type']].flat()).toContain('LocalBusiness')

    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-light.png`, fullPage: true })
    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-light-top.png` })
    await page.locator('aside').screenshot({ path: `${SCREENSHOTS}/venue-detail-light-aside.png` })
  })

  it('copies the link with a toast where there is no share sheet', async () => {
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText('Link copied', { exact: true }).waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl}/venues/${venue.id}`)
  })

  it('offers reporting after signing in', async () => {
    const report = page.getByRole('link', { name: /Report/ })
    await expect(report.getAttribute('href')).resolves.toBe(`/auth?redirectTo=${encodeURIComponent(`/venues/${venue.id}`)}`)
  })

  it('shows an empty state when no event is planned', async () => {
    const [quiet] = await db.query<{ id: number }>(`
      SELECT v.id FROM venues v WHERE v.status = 'published'
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.venue_id = v.id AND e.status = 'published' AND e.starts_at > unixepoch() * 1000)
      ORDER BY v.id LIMIT 1`)
    await gotoAndSettle(page, `${baseUrl}/venues/${quiet!.id}`)
    await page.getByText('No upcoming events at this space yet.').waitFor()
  })
})

describe('venue detail page for a member', () => {
  it('reports the venue through the dialog, once', async () => {
    const { context, page, problems } = await open({ colorScheme: 'dark' })
    await signIn(context, 'member@haven.local')
    await gotoAndSettle(page, `${baseUrl}/venues/${venue.id}`)
    await hydrated(page)
    const actions = page.getByRole('group', { name: 'Actions' })
    await actions.getByRole('button', { name: 'Report', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Report this space' })
    await dialog.waitFor()
    await dialog.getByLabel('Reason').selectOption('misinformation')
    await dialog.getByLabel('Details (optional)').fill('The opening hours changed in spring.')
    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-report-dark.png` })
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Thanks for your report', { exact: true }).waitFor()
    expect(await openReports('member@haven.local', venue.id)).toEqual([
      { reason: 'misinformation', details: 'The opening hours changed in spring.' },
    ])

    // a second report while the first is open is refused, in the dialog
    await actions.getByRole('button', { name: 'Report', exact: true }).click()
    await dialog.getByLabel('Reason').selectOption('spam')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByRole('alert').getByText('You already reported this. A moderator will look at it.').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Radix's focus scope gives focus back in a timeout after the dialog has left the page
    await expect
      .poll(() => actions.getByRole('button', { name: 'Report', exact: true }).evaluate((el) => el === document.activeElement))
      .toBe(true)

    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-dark.png`, fullPage: true })
    await page.locator('aside').screenshot({ path: `${SCREENSHOTS}/venue-detail-dark-aside.png` })
    expect(problems).toEqual([])
    await context.close()
  })

  it('reports through the report page when JavaScript is off, and comes back', async () => {
    const plain = await siteContext(browser, baseUrl, { javaScriptEnabled: false, session: await db.sessionOf('member@haven.local') })
    const noJs = await plain.newPage()
    await noJs.goto(`${baseUrl}/venues/${plainVenue.id}`)
    // the share control is a plain link to the page
    await expect(noJs.getByRole('link', { name: 'Share' }).getAttribute('href')).resolves.toBe(`${baseUrl}/venues/${plainVenue.id}`)
    const actions = noJs.getByRole('group', { name: 'Actions' })
    await Promise.all([noJs.waitForURL(/\/reports\/new\?/), actions.getByRole('link', { name: 'Report' }).click()])
    await noJs.getByRole('heading', { level: 1, name: 'Report this space' }).waitFor()
    await noJs.getByLabel('Reason').selectOption('spam')
    await Promise.all([noJs.waitForURL(`${baseUrl}/venues/${plainVenue.id}`), noJs.getByRole('button', { name: 'Send report' }).click()])
    expect(await openReports('member@haven.local', plainVenue.id)).toEqual([{ reason: 'spam', details: null }])
    await plain.close()
  })
})

describe('venue detail page accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no WCAG A/AA violation in the ${colorScheme} theme, for a visitor and a member`, async () => {
      const { context, page } = await open({ colorScheme })
      await gotoAndSettle(page, `${baseUrl}/venues/${venue.id}`)
      await hydrated(page)
      expect(await audit(page)).toEqual([])
      await signIn(context, 'member@haven.local')
      await gotoAndSettle(page, `${baseUrl}/venues/${plainVenue.id}`)
      await hydrated(page)
      expect(await audit(page)).toEqual([])
      await context.close()
    })
  }
})

describe('venue detail page in Arabic', () => {
  it('lays out right to left with translated texts', async () => {
    const { context, page, problems } = await open({ language: 'ar' })
    await gotoAndSettle(page, `${baseUrl}/venues/${venue.id}`)
    await hydrated(page)
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl')
    await page.getByRole('heading', { name: 'ماذا تعني الشارات' }).waitFor()
    await page.getByRole('heading', { name: 'ساعات العمل' }).waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-ar.png`, fullPage: true })
    await page.screenshot({ path: `${SCREENSHOTS}/venue-detail-ar-top.png` })
    expect(problems).toEqual([])
    await context.close()
  })
})
