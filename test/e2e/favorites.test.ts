import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, siteContext, type SiteContextOptions } from './browser'
import { sqlText, testDb } from './local-db'

/**
 * Faves and venue moderation in Chromium: saving a venue from its page (with and without
 * JavaScript), finding it on /favorites and removing it there; a moderator approving a
 * suggested venue on /admin/venues. Screenshots in light and dark.
 * Run: E2E_PORT=8805 E2E_STATE=.test-state-faves npx vitest run --config vitest.e2e.mts test/e2e/favorites.test.ts
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const db = testDb()

const contextFor = (token: string | null, options: SiteContextOptions = {}) => siteContext(browser, baseUrl, { session: token, ...options })

/** gotoAndSettle, waiting longer: other engineers' builds restart the shared `wrangler dev` build. */
async function goto(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await gotoAndSettle(page, `${baseUrl}${path}`)
    } catch (error) {
      if (attempt >= 6 || !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  }
}

async function open(context: BrowserContext, path: string, js = true) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await goto(page, path)
  if (js) await hydrated(page)
  return { page, problems }
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })

/** Published venues of the seed, by rating (the first few are distinct, well-known test targets). */
const venues = () =>
  db.query<{ id: number; name: string }>(`SELECT id, name FROM venues WHERE status = 'published' ORDER BY rating_count DESC, id LIMIT 6`)

describe('Faves', () => {
  it('shows visitors a sign-in link instead of the heart', async () => {
    const [venue] = await venues()
    const context = await contextFor(null)
    const { page } = await open(context, `/venues/${venue!.id}`)
    const link = page.getByRole('link', { name: `Sign in to save ${venue!.name} to Faves` })
    await expect(link.getAttribute('href')).resolves.toBe(`/auth?redirectTo=${encodeURIComponent(`/venues/${venue!.id}`)}`)
    const faves = await page.request.get(`${baseUrl}/favorites`, { maxRedirects: 0 })
    expect(faves.status()).toBe(302)
    await context.close()
  }, 180_000)

  it('saves a venue from its page, finds it in Faves and removes it (with JavaScript)', async () => {
    const member = await db.newMember('Fave Fan')
    const [venue] = await venues()
    const context = await contextFor(member.token)
    const { page, problems } = await open(context, `/venues/${venue!.id}`)

    const heart = page.getByRole('button', { name: `Save ${venue!.name} to Faves` })
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false')
    await heart.click()
    await page.waitForFunction(
      (name) => document.querySelector(`button[aria-label="Save ${name} to Faves"]`)?.getAttribute('aria-pressed') === 'true',
      venue!.name,
    )
    await page.getByText('Saved to Faves').first().waitFor()
    expect(
      await db.query(`SELECT 1 FROM favorites WHERE user_id = '${member.id}' AND target_type = 'venue' AND target_id = '${venue!.id}'`),
    ).toHaveLength(1)
    // the URL did not change: the fetcher did the work
    expect(new URL(page.url()).pathname).toBe(`/venues/${venue!.id}`)
    await page.screenshot({ path: `${SCREENSHOTS}/faves-venue-saved-light.png` })

    await goto(page, '/favorites')
    await hydrated(page)
    await expect(page.title()).resolves.toMatch(/^Faves/)
    await page.getByRole('heading', { level: 1, name: 'Faves' }).waitFor()
    const card = page.getByRole('link', { name: venue!.name })
    await card.waitFor()
    await expect(card.getAttribute('href')).resolves.toBe(`/venues/${venue!.id}`)
    await expect(page.getByRole('link', { name: /^All/ }).getAttribute('aria-current')).resolves.toBe('page')
    await shot(page, 'faves-one-light')

    await page.getByRole('button', { name: `Remove ${venue!.name} from Faves` }).click()
    await page.getByText('No faves yet').waitFor()
    await page.getByRole('link', { name: 'Explore Spaces' }).waitFor()
    await expect.poll(async () => (await db.query(`SELECT 1 FROM favorites WHERE user_id = '${member.id}'`)).length).toBe(0)
    await shot(page, 'faves-empty-light')
    expect(problems).toEqual([])
    await context.close()
  }, 180_000)

  it('saves a venue from its card on /venues, and the card remembers it', async () => {
    const member = await db.newMember('List Fan')
    const context = await contextFor(member.token)
    const { page, problems } = await open(context, '/venues?sort=name')
    const card = page.locator('article[data-venue-id]').first()
    const id = await card.getAttribute('data-venue-id')
    const heart = card.getByRole('button', { name: /^Save .+ to Faves$/ })
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false')
    await heart.click()
    await page.waitForFunction(
      (venueId) =>
        document.querySelector(`article[data-venue-id="${venueId}"] button[aria-pressed]`)?.getAttribute('aria-pressed') === 'true',
      id,
    )
    // the heart turns at once (optimistic); the toast comes with the server's answer
    await page.getByText('Saved to Faves').first().waitFor()
    expect(
      await db.query(`SELECT 1 FROM favorites WHERE user_id = '${member.id}' AND target_type = 'venue' AND target_id = '${id}'`),
    ).toHaveLength(1)
    // the URL did not change, and a reload shows the saved state from the server
    expect(new URL(page.url()).pathname).toBe('/venues')
    await goto(page, '/venues?sort=name')
    await expect(page.locator(`article[data-venue-id="${id}"] button[aria-pressed]`).getAttribute('aria-pressed')).resolves.toBe('true')
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: a plain form, back to the page with the new state', async () => {
    const member = await db.newMember('No Script')
    const [, venue] = await venues()
    const context = await contextFor(member.token, { javaScriptEnabled: false })
    const { page } = await open(context, `/venues/${venue!.id}`, false)
    await page.getByRole('button', { name: `Save ${venue!.name} to Faves` }).click()
    await page.waitForLoadState('load')
    expect(new URL(page.url()).pathname).toBe(`/venues/${venue!.id}`)
    await expect(page.getByRole('button', { name: `Save ${venue!.name} to Faves` }).getAttribute('aria-pressed')).resolves.toBe('true')

    await goto(page, '/favorites')
    await page.getByRole('link', { name: venue!.name }).waitFor()
    await page.getByRole('button', { name: `Remove ${venue!.name} from Faves` }).click()
    await page.waitForLoadState('load')
    expect(new URL(page.url()).pathname).toBe('/favorites')
    await page.getByText('No faves yet').waitFor()
    await context.close()
  }, 180_000)

  it('lists every type with counts, filters by type, and looks right in light and dark', async () => {
    const member = await db.newMember('Collector')
    const picks = [
      ...(await venues()).slice(2, 5).map((v) => ['venue', String(v.id)]),
      ...(
        await db.query<{ id: number }>(
          `SELECT id FROM events WHERE status = 'published' AND group_id IS NULL ORDER BY starts_at DESC LIMIT 2`,
        )
      ).map((r) => ['event', String(r.id)]),
      ...(await db.query<{ id: number }>(`SELECT id FROM marketplace_listings WHERE status = 'active' LIMIT 2`)).map((r) => [
        'listing',
        String(r.id),
      ]),
      ...(await db.query<{ id: string }>(`SELECT id FROM community_groups WHERE visibility = 'public' LIMIT 1`)).map((r) => [
        'group',
        r.id,
      ]),
      ...(await db.query<{ id: number }>(`SELECT id FROM personalities LIMIT 1`)).map((r) => ['personality', String(r.id)]),
      ...(await db.query<{ id: number }>(`SELECT id FROM resources WHERE status = 'published' LIMIT 1`)).map((r) => [
        'resource',
        String(r.id),
      ]),
      ...(await db.query<{ id: number }>(`SELECT id FROM news_articles LIMIT 1`)).map((r) => ['news', String(r.id)]),
      // a venue that is not published: shown as no longer available, without its name
      ...(await db.query<{ id: number }>(`SELECT id FROM venues WHERE status = 'pending' LIMIT 1`)).map((r) => ['venue', String(r.id)]),
    ]
    await db.run(
      picks
        .map(
          ([type, id], i) =>
            `INSERT INTO favorites (id, user_id, target_type, target_id, created_at) VALUES ('${randomUUID()}', '${member.id}', '${type}', ${sqlText(id!)}, ${Date.now() - i * 60_000});`,
        )
        .join(''),
    )
    const hiddenName = (await db.query<{ name: string }>(`SELECT name FROM venues WHERE id = ${picks.at(-1)![1]}`))[0]!.name
    for (const scheme of ['light', 'dark'] as const) {
      const context = await contextFor(member.token, { colorScheme: scheme })
      const { page, problems } = await open(context, '/favorites')
      const filters = page.getByRole('navigation', { name: 'Show faves of type' })
      await expect(filters.getByRole('link').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining([
          expect.stringMatching(/All\s*12/),
          expect.stringMatching(/Spaces\s*4/),
          expect.stringMatching(/Market\s*2/),
        ]),
      )
      // types without favorites get no filter
      await expect(filters.getByRole('link', { name: /Travel/ }).count()).resolves.toBe(0)
      await page.getByText('No longer available').waitFor()
      expect(await page.content()).not.toContain(hiddenName)
      await shot(page, `faves-list-${scheme}`)

      await filters.getByRole('link', { name: /Spaces/ }).click()
      await page.waitForURL(/type=venue/)
      await filters.locator('a[aria-current="page"]', { hasText: 'Spaces' }).waitFor()
      await expect(page.locator('main article').count()).resolves.toBe(4)
      if (scheme === 'dark') await shot(page, 'faves-spaces-dark')
      expect(problems).toEqual([])
      await context.close()
    }
  }, 180_000)
})

describe('/admin/venues', () => {
  it('lets a moderator approve a suggestion; it is then public', async () => {
    const suggester = await db.newMember('Suggesting Sam')
    const moderator = await db.newMember('Mod Mo', { role: 'moderator' })
    const name = `E2E Lavender Lounge ${randomUUID().slice(0, 6)}`
    const city = (
      await db.query<{ id: number; country_id: string; timezone: string }>(
        `SELECT id, country_id, timezone FROM cities WHERE name = 'Berlin' LIMIT 1`,
      )
    )[0]!
    await db.run(
      `INSERT INTO venues (slug, name, description, country_id, city_id, timezone, address, website, status, suggested_by, moderation_note, created_at)
       VALUES ('e2e-${randomUUID().slice(0, 8)}', ${sqlText(name)}, 'A calm café with a queer book club on Thursdays.', '${city.country_id}', ${city.id}, '${city.timezone}',
       'Weserstraße 12', 'https://example.org/lavender', 'pending', '${suggester.id}', '{"kind":"suggestion","claims":["rainbowFriendly"],"note":"Lovely staff"}', 0)`,
    )
    const venueId = (await db.query<{ id: number }>(`SELECT id FROM venues WHERE name = ${sqlText(name)}`))[0]!.id

    // a member is turned away
    const memberContext = await contextFor(suggester.token)
    const memberPage = await memberContext.newPage()
    await goto(memberPage, '/admin/venues')
    expect(new URL(memberPage.url()).pathname).toBe('/')
    await memberContext.close()

    for (const scheme of ['dark', 'light'] as const) {
      const context = await contextFor(moderator.token, { colorScheme: scheme })
      const { page, problems } = await open(context, '/admin/venues')
      await page.getByRole('heading', { level: 1, name: 'Venue moderation' }).waitFor()
      // the oldest suggestion (created_at 0) comes first
      const card = page.getByRole('article', { name })
      await card.waitFor()
      await card.getByText('Suggested by Suggesting Sam').waitFor()
      await card.getByText('Lovely staff').waitFor()
      // the queue is long (20 a page): the top of the page, and the suggestion card itself
      await page.screenshot({ path: `${SCREENSHOTS}/admin-venues-${scheme}.png` })
      await card.screenshot({ path: `${SCREENSHOTS}/admin-venues-card-${scheme}.png` })
      if (scheme === 'dark') {
        await context.close()
        continue
      }
      await card.getByRole('checkbox', { name: /Rainbow friendly/ }).check()
      await card.getByRole('button', { name: `Approve and publish ${name}` }).click()
      await page.getByText('Venue published').first().waitFor()
      await expect(page.getByRole('article', { name }).count()).resolves.toBe(0)
      expect(problems).toEqual([])
      await context.close()
    }
    expect(
      (
        await db.query<{ status: string; rainbow_friendly: number }>(`SELECT status, rainbow_friendly FROM venues WHERE id = ${venueId}`)
      )[0],
    ).toEqual({
      status: 'published',
      rainbow_friendly: 1,
    })
    expect(await db.query(`SELECT 1 FROM search_index WHERE type = 'venue' AND ref_id = ${venueId}`)).toHaveLength(1)
    expect(await db.query<{ action_url: string }>(`SELECT action_url FROM notifications WHERE user_id = '${suggester.id}'`)).toEqual([
      { action_url: `/venues/${venueId}` },
    ])

    const visitor = await contextFor(null)
    const { page } = await open(visitor, `/venues/${venueId}`)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await visitor.close()
  }, 180_000)
})
