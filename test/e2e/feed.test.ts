import type { BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, openPage, siteContext } from './browser'
import { stripedPngWithGpsNote } from './images'
import { testDb } from './local-db'

/**
 * The feed in Chromium: the post dialog with JavaScript (a photo with its alt text, the alt
 * text asked for first), the page form without JavaScript, and a content warning opened by
 * keyboard.
 * Run: E2E_PORT=8830 E2E_STATE=.test-state-hf npx vitest run --config vitest.e2e.mts test/e2e/feed.test.ts
 */
const baseUrl = inject('baseUrl')
const browser = chromiumForFile()
const db = testDb()

const open = (context: BrowserContext, path: string, js = true) => openPage(context, baseUrl, path, js)

const rainbow = () =>
  stripedPngWithGpsNote(24, 12, [
    [228, 3, 3],
    [255, 140, 0],
    [0, 128, 38],
  ])

describe('feed', () => {
  it('posts through the dialog with a photo: alt text required, then shown with its description', async () => {
    const member = await db.newMember('Dialog Poster')
    const context = await siteContext(browser(), baseUrl, { session: member.token })
    const { page, problems } = await open(context, '/feed')
    await page.getByRole('link', { name: 'Create post', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create post' })
    await dialog.waitFor()
    const text = `Our picnic in the park ${Date.now()}`
    await dialog.getByLabel('Your post', { exact: true }).fill(text)
    await dialog.getByLabel('Who can see it', { exact: true }).selectOption('members')
    await dialog.getByLabel('Photo 1', { exact: true }).setInputFiles({ name: 'picnic.png', mimeType: 'image/png', buffer: rainbow() })
    // a second slot appears once the first holds a photo
    await dialog.getByLabel('Photo 2', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Post', exact: true }).click()
    await dialog.getByText('Describe this photo for people who cannot see it.').first().waitFor()
    await dialog.getByLabel('Description of photo 1', { exact: true }).fill('Friends on a blanket under a rainbow flag')
    await dialog.getByRole('button', { name: 'Post', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: 15_000 })
    await page.getByText(text).waitFor()
    await page.getByRole('img', { name: 'Friends on a blanket under a rainbow flag' }).waitFor()
    const rows = await db.query<{ alt: string; r2_key: string; visibility: string }>(
      `SELECT ph.alt, ph.r2_key, p.visibility FROM post_photos ph JOIN community_posts p ON p.id = ph.post_id WHERE p.user_id = '${member.id}'`,
    )
    expect(rows).toEqual([expect.objectContaining({ alt: 'Friends on a blanket under a rainbow flag', visibility: 'members' })])
    expect(rows[0]!.r2_key).toMatch(/^posts\/[0-9a-f-]+\/[0-9a-f-]{36}\.png$/)
    // the file as stored: the PNG's text chunk with its GPS note is gone
    const stored = await page.request.get(`${baseUrl}/media/${rows[0]!.r2_key}`)
    expect(stored.status()).toBe(200)
    expect((await stored.body()).toString('latin1')).not.toContain('GPS')
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: Create post is the page form, a refusal says why, a valid post lands on the feed', async () => {
    const member = await db.newMember('Plain Poster')
    const context = await siteContext(browser(), baseUrl, { session: member.token, javaScriptEnabled: false })
    const { page } = await open(context, '/feed', false)
    await page.getByRole('link', { name: 'Create post', exact: true }).click()
    await page.waitForURL(/\/feed\/new$/)
    // every photo slot is there without JavaScript
    await page.getByLabel('Photo 4', { exact: true }).waitFor()
    await page.getByLabel('Photo 1', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: rainbow() })
    await page.getByLabel('Your post', { exact: true }).fill('No scripts needed')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await page.getByText('Describe this photo for people who cannot see it.').first().waitFor()
    await page.getByLabel('Photo 1', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: rainbow() })
    await page.getByLabel('Description of photo 1', { exact: true }).fill('Three stripes: red, orange and green')
    await page.getByLabel('Content warning (optional)', { exact: true }).fill('bright colours')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await page.waitForURL(/\/feed$/)
    const warning = page.locator('details[data-content-warning]', { hasText: 'Content warning: bright colours' }).first()
    await warning.waitFor()
    await expect.poll(() => warning.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await warning.locator('summary').click()
    await page.getByText('No scripts needed').first().waitFor()
    await context.close()
  })

  it('opens a content warning by keyboard', async () => {
    const token = await db.sessionOf('member@haven.local')
    const context = await siteContext(browser(), baseUrl, { session: token })
    // the demo member's own post behind a content warning
    const { page, problems } = await open(context, '/feed/0000feed-0000-4000-8000-000000000003')
    const details = page.locator('details[data-content-warning]')
    const body = details.getByText('Told my parents last weekend', { exact: false })
    expect(await body.isVisible()).toBe(false)
    await details.locator('summary').focus()
    await page.keyboard.press('Enter')
    await body.waitFor({ state: 'visible' })
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
