import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, hydrated, launchChromium, SCREENSHOTS, siteContext, watchProblems, type SiteContextOptions } from './browser'
import { testDb } from './local-db'
import { stripedPngWithGpsNote } from './images'

/**
 * Check-in, reviews and photos on /venues/{id} in Chromium, as member@haven.local (check in,
 * write, edit and delete a review, upload and delete a photo), as moderator@haven.local (hide a
 * review), as a new member (a photo waiting for review) and without JavaScript.
 * Run: E2E_PORT=8804 E2E_STATE=.test-state-contrib npx vitest run --config vitest.e2e.mts test/e2e/venue-contributions.test.ts
 */
const baseUrl = inject('baseUrl')
let browser: Browser

const db = testDb()

const contextFor = (token: string | null, options: SiteContextOptions = {}) => siteContext(browser, baseUrl, { session: token, ...options })

async function openVenue(context: BrowserContext, venueId: number, options: { js?: boolean } = {}) {
  const page = await context.newPage()
  const problems = watchProblems(page)
  await gotoAndSettle(page, `${baseUrl}/venues/${venueId}`)
  if (options.js !== false) await hydrated(page)
  return { page, problems }
}

/** Waits for a toast with this title (one shows at a time). */
async function toastShown(page: Page, title: string) {
  await page.locator('ol li').filter({ hasText: title }).first().waitFor()
  return true
}
const shot = (page: Page, name: string, locator?: ReturnType<Page['locator']>) =>
  (locator ?? page).screenshot({ path: `${SCREENSHOTS}/venue-contributions-${name}.png`, ...(locator ? {} : { fullPage: true }) })

// ---------------------------------------------------------------- a real PNG with metadata
/** A 240×160 PNG (the six stripes of the rainbow flag) carrying a text chunk with a GPS note. */
const rainbowPng = () =>
  stripedPngWithGpsNote(240, 160, [
    [0xe4, 0x03, 0x03],
    [0xff, 0x8c, 0x00],
    [0xff, 0xed, 0x00],
    [0x00, 0x80, 0x26],
    [0x24, 0x40, 0x8e],
    [0x73, 0x29, 0x82],
  ])

// ---------------------------------------------------------------- tests

let member: { id: string; token: string }
let moderator: { id: string; token: string }
/** Published venues the demo member has never reviewed nor checked in at. */
let venues: number[]

beforeAll(async () => {
  browser = await launchChromium()
  const memberId = await db.accountId('member@haven.local')
  member = { id: memberId, token: await db.sessionFor(memberId) }
  const moderatorId = await db.accountId('moderator@haven.local')
  moderator = { id: moderatorId, token: await db.sessionFor(moderatorId) }
  venues = (
    await db.query<{ id: number }>(
      `SELECT v.id FROM venues v WHERE v.status = 'published'
       AND NOT EXISTS (SELECT 1 FROM venue_reviews r WHERE r.venue_id = v.id AND r.user_id = '${memberId}')
       AND NOT EXISTS (SELECT 1 FROM venue_check_ins c WHERE c.venue_id = v.id AND c.user_id = '${memberId}')
       AND EXISTS (SELECT 1 FROM venue_reviews r WHERE r.venue_id = v.id)
     ORDER BY v.id LIMIT 4`,
    )
  ).map((r) => r.id)
  expect(venues).toHaveLength(4)
})
afterAll(async () => {
  await browser?.close()
})

describe('venue contributions in Chromium', () => {
  it('lets the member check in once today, with the count going up', async () => {
    const venueId = venues[0]!
    const before = (await db.query<{ n: number }>(`SELECT check_in_count AS n FROM venues WHERE id = ${venueId}`))[0]!.n
    const context = await contextFor(member.token)
    const { page, problems } = await openVenue(context, venueId)
    const card = page.locator('#check-in')
    await card.getByRole('heading', { name: 'Check-in' }).waitFor()
    await shot(page, 'check-in-before', card)
    await card.getByRole('button', { name: 'Check in here' }).click()
    expect(await toastShown(page, 'Checked in!')).toBe(true)
    await card.getByText('You checked in today').waitFor()
    await card
      .getByText(`${before + 1} check-in`)
      .first()
      .waitFor()
    expect(await card.getByRole('button', { name: 'Check in here' }).count()).toBe(0)
    // no names or avatars of the members who checked in
    expect(await card.locator('img').count()).toBe(0)
    const rows = await db.query<{ is_private: number }>(
      `SELECT is_private FROM venue_check_ins WHERE venue_id = ${venueId} AND user_id = '${member.id}'`,
    )
    expect(rows).toEqual([{ is_private: 0 }])
    await shot(page, 'check-in-done', card)

    // the server is the final guard: a second post the same day is refused with the translated text
    const again = await page.evaluate(async (url) => {
      const body = new FormData()
      body.set('intent', 'checkIn')
      const res = await fetch(url, { method: 'POST', body })
      return { status: res.status, body: await res.json() }
    }, `/venues/${venueId}/check-in?js=1`)
    expect(again).toMatchObject({ status: 409, body: { message: 'You already checked in here today' } })
    expect((await db.query<{ n: number }>(`SELECT check_in_count AS n FROM venues WHERE id = ${venueId}`))[0]!.n).toBe(before + 1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lets the member write, edit and delete a review; the summary follows', async () => {
    const venueId = venues[1]!
    const context = await contextFor(member.token)
    const { page, problems } = await openVenue(context, venueId)
    const reviews = page.locator('#reviews')
    await reviews.getByRole('heading', { name: 'Write a review' }).waitFor()
    // members may report other members' reviews
    expect(await reviews.getByRole('button', { name: 'Report' }).count()).toBeGreaterThan(0)
    const countBefore = (await db.query<{ n: number }>(`SELECT rating_count AS n FROM venues WHERE id = ${venueId}`))[0]!.n

    // too short: the browser's own check holds it; the server says so too when it gets through
    await reviews.locator('label', { hasText: '4 stars' }).click()
    await reviews
      .getByLabel('Your review', { exact: true })
      .fill('Lovely staff, a calm back room and a door team that checks in on everyone.')
    await shot(page, 'review-form', reviews)
    await reviews.getByRole('button', { name: 'Post review' }).click()
    expect(await toastShown(page, 'Thanks for your review!')).toBe(true)
    const mine = reviews.locator('div', { has: page.getByRole('heading', { name: 'Your review' }) }).last()
    await mine.getByText('a calm back room').waitFor()
    expect((await db.query<{ n: number }>(`SELECT rating_count AS n FROM venues WHERE id = ${venueId}`))[0]!.n).toBe(countBefore + 1)
    await reviews.getByText(`Based on ${countBefore + 1} reviews`).waitFor()

    // edit: rating and text
    await mine.getByRole('button', { name: 'Edit' }).click()
    await reviews.getByRole('heading', { name: 'Edit your review' }).waitFor()
    await reviews.locator('label', { hasText: '5 stars' }).click()
    await reviews.getByLabel('Your review', { exact: true }).fill('Even better the second time: quiet corners, kind bar staff.')
    await reviews.getByRole('button', { name: 'Save changes' }).click()
    expect(await toastShown(page, 'Your review was updated')).toBe(true)
    await reviews.getByText('Even better the second time').waitFor()
    const row = await db.query<{ rating: number; body: string }>(
      `SELECT rating, body FROM venue_reviews WHERE venue_id = ${venueId} AND user_id = '${member.id}'`,
    )
    expect(row).toEqual([{ rating: 5, body: 'Even better the second time: quiet corners, kind bar staff.' }])
    await shot(page, 'review-mine', reviews)

    // delete, with a confirmation step
    await reviews.getByRole('button', { name: 'Delete' }).click()
    await reviews.getByRole('button', { name: 'Yes, delete' }).click()
    expect(await toastShown(page, 'Your review was deleted')).toBe(true)
    await reviews.getByRole('heading', { name: 'Write a review' }).waitFor()
    expect(await db.query(`SELECT id FROM venue_reviews WHERE venue_id = ${venueId} AND user_id = '${member.id}'`)).toEqual([])
    expect((await db.query<{ n: number }>(`SELECT rating_count AS n FROM venues WHERE id = ${venueId}`))[0]!.n).toBe(countBefore)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lets a moderator hide a review: others stop seeing it, its author is told', async () => {
    const venueId = venues[2]!
    const memberContext = await contextFor(member.token)
    const { page } = await openVenue(memberContext, venueId)
    const reviews = page.locator('#reviews')
    await reviews.locator('label', { hasText: '3 stars' }).click()
    await reviews.getByLabel('Your review', { exact: true }).fill('A review that a moderator will hide in this test run.')
    await reviews.getByRole('button', { name: 'Post review' }).click()
    expect(await toastShown(page, 'Thanks for your review!')).toBe(true)

    const modContext = await contextFor(moderator.token)
    const mod = await openVenue(modContext, venueId)
    const modReviews = mod.page.locator('#reviews')
    await modReviews.getByRole('button', { name: 'Hide the review by Jordan Rivera' }).click()
    expect(await toastShown(mod.page, 'Review hidden')).toBe(true)
    await modReviews.getByRole('button', { name: 'Show the review by Jordan Rivera again' }).waitFor()
    const hiddenArticle = modReviews.locator('article', { hasText: 'A review that a moderator will hide' })
    await hiddenArticle.getByText('Hidden', { exact: true }).waitFor()
    await shot(mod.page, 'review-hidden-moderator', hiddenArticle)
    expect(await db.query(`SELECT hidden, hidden_by FROM venue_reviews WHERE venue_id = ${venueId} AND user_id = '${member.id}'`)).toEqual([
      { hidden: 1, hidden_by: moderator.id },
    ])

    const visitorContext = await contextFor(null)
    const visitor = await openVenue(visitorContext, venueId)
    const visitorReviews = visitor.page.locator('#reviews')
    await visitorReviews.getByRole('link', { name: 'Sign in to write a review' }).waitFor()
    expect(await visitorReviews.getByText('A review that a moderator will hide').count()).toBe(0)
    expect(await visitorReviews.getByRole('button', { name: /Hide/ }).count()).toBe(0)
    expect(await visitorReviews.getByRole('button', { name: 'Report' }).count()).toBe(0)
    await shot(visitor.page, 'reviews-visitor', visitorReviews)

    await gotoAndSettle(page, `${baseUrl}/venues/${venueId}`)
    await page.locator('#reviews').getByText('A moderator hid your review.').waitFor()
    await shot(page, 'review-hidden-author', page.locator('#reviews'))
    await Promise.all([memberContext.close(), modContext.close(), visitorContext.close()])
  })

  it('uploads a photo (metadata removed), opens it in the lightbox and deletes it', async () => {
    const venueId = venues[3]!
    const context = await contextFor(member.token)
    const { page, problems } = await openVenue(context, venueId)
    const gallery = page.locator('#photos')
    await gallery.getByText('No photos yet').waitFor()
    await shot(page, 'gallery-empty', gallery)

    await gallery.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'pride.png', mimeType: 'image/png', buffer: rainbowPng() })
    await gallery.getByLabel('Caption (optional)').fill('Rainbow stripes on the terrace')
    await gallery.getByRole('button', { name: 'Upload photo' }).click()
    expect(await toastShown(page, 'Photo added')).toBe(true)
    const thumbnail = gallery.getByRole('link', { name: 'Rainbow stripes on the terrace' })
    await thumbnail.waitFor()
    const [photo] = await db.query<{ id: string; r2_key: string; status: string; width: number }>(
      `SELECT id, r2_key, status, width FROM venue_photos WHERE venue_id = ${venueId} AND user_id = '${member.id}'`,
    )
    expect(photo).toMatchObject({ status: 'approved', width: 240 })
    expect(photo!.r2_key).toBe(`venues/${venueId}/${photo!.id}.png`)
    const served = await page.request.get(`${baseUrl}/media/${photo!.r2_key}`)
    expect(served.status()).toBe(200)
    expect((await served.body()).includes(Buffer.from('GPS 52.52N'))).toBe(false)
    // the thumbnail really decodes (lazy: once scrolled into view)
    await thumbnail.scrollIntoViewIfNeeded()
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240)
    expect(await thumbnail.locator('img').getAttribute('loading')).toBe('lazy')
    await shot(page, 'gallery', gallery)

    // a second photo (no caption: its text is 'Photo of {venue}')
    await gallery.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: rainbowPng() })
    await gallery.getByRole('button', { name: 'Upload photo' }).click()
    await gallery.getByRole('link', { name: /^Photo of / }).waitFor()

    // lightbox: opens on click, arrows move (newest first), Escape closes it and focus
    // returns to the thumbnail of the photo last shown
    await thumbnail.click()
    const dialog = page.getByRole('dialog', { name: /^Photos of / })
    await dialog.waitFor()
    await dialog.getByText('2 of 2').waitFor()
    await dialog.getByText('Rainbow stripes on the terrace').waitFor()
    await shot(page, 'lightbox')
    await page.keyboard.press('ArrowRight')
    await dialog.getByText('1 of 2').waitFor()
    await page.keyboard.press('ArrowLeft')
    await dialog.getByText('2 of 2').waitFor()
    await dialog.getByRole('button', { name: 'Previous photo' }).click()
    await dialog.getByText('1 of 2').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const second = gallery.getByRole('link', { name: /^Photo of / })
    await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true)

    await gallery.getByRole('button', { name: 'Delete your photo: Rainbow stripes on the terrace' }).click()
    expect(await toastShown(page, 'Photo deleted')).toBe(true)
    await gallery.getByRole('button', { name: /^Delete your photo: Photo of / }).click()
    await gallery.getByText('No photos yet').waitFor()
    expect(await db.query(`SELECT id FROM venue_photos WHERE venue_id = ${venueId}`)).toEqual([])
    expect((await page.request.get(`${baseUrl}/media/${photo!.r2_key}`)).status()).toBe(404)

    // a file that is not an image is refused with the translated message
    await gallery
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
    await gallery.getByRole('button', { name: 'Upload photo' }).click()
    expect(await toastShown(page, 'That file is not a JPEG, PNG, WebP or GIF image.')).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps a new member’s photo waiting for review, visible to them and moderators only (dark theme)', async () => {
    const venueId = venues[3]!
    const newbie = await db.newMember('Fresh Face')
    const context = await contextFor(newbie.token, { colorScheme: 'dark' })
    const { page, problems } = await openVenue(context, venueId)
    const gallery = page.locator('#photos')
    await gallery.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: rainbowPng() })
    await gallery.getByRole('button', { name: 'Upload photo' }).click()
    expect(await toastShown(page, 'Photo received: it will appear once a moderator approves it')).toBe(true)
    await gallery.getByText('Waiting for review').first().waitFor()
    await shot(page, 'gallery-pending-dark', gallery)
    await shot(page, 'page-dark')

    const visitorContext = await contextFor(null)
    const visitor = await openVenue(visitorContext, venueId)
    await visitor.page.locator('#photos').getByText('No photos yet').waitFor()
    const modContext = await contextFor(moderator.token)
    const mod = await openVenue(modContext, venueId)
    await mod.page.locator('#photos').getByText('Waiting for review').waitFor()
    expect(problems).toEqual([])
    await Promise.all([context.close(), visitorContext.close(), modContext.close()])
  })

  it('lays out right to left in Arabic', async () => {
    const context = await contextFor(member.token)
    await context.addCookies([{ name: 'lng', value: 'ar', url: baseUrl }])
    const { page, problems } = await openVenue(context, venues[1]!)
    const reviews = page.locator('#reviews')
    await reviews.getByRole('heading', { name: 'المراجعات' }).waitFor()
    await page.locator('#check-in').getByRole('button', { name: 'سجّل حضورك هنا' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await shot(page, 'reviews-ar', reviews)
    await shot(page, 'check-in-ar', page.locator('#check-in'))
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: plain forms redirect back with the new state', async () => {
    const venueId = venues[2]!
    const newbie = await db.newMember('No Script')
    const context = await contextFor(newbie.token, { javaScriptEnabled: false })
    const { page } = await openVenue(context, venueId, { js: false })
    const card = page.locator('#check-in')
    await card.getByRole('checkbox', { name: 'Keep this check-in private' }).check()
    await card.getByRole('button', { name: 'Check in here' }).click()
    await page.waitForURL(new RegExp(`/venues/${venueId}#check-in$`))
    await card.getByText('You checked in today (private)').waitFor()
    expect(await db.query(`SELECT is_private FROM venue_check_ins WHERE venue_id = ${venueId} AND user_id = '${newbie.id}'`)).toEqual([
      { is_private: 1 },
    ])

    const reviews = page.locator('#reviews')
    await reviews.locator('label', { hasText: '2 stars' }).click()
    await reviews.getByLabel('Your review', { exact: true }).fill('Posted without any JavaScript at all.')
    await reviews.getByRole('button', { name: 'Post review' }).click()
    await page.waitForURL(new RegExp(`/venues/${venueId}#reviews$`))
    await reviews.getByRole('heading', { name: 'Your review' }).waitFor()
    await reviews.locator('p', { hasText: 'Posted without any JavaScript at all.' }).waitFor()
    await shot(page, 'no-js')
    await context.close()
  })
})
