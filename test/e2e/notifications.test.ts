import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, gotoAndSettle, hydrated, launchChromium, siteContext, watchProblems } from './browser'
import { testDb } from './local-db'

/**
 * Live notifications in Chromium (issue 17, decision 026): a member's open page receives a
 * notification made by another member's action (a friend request from the profile page) as a
 * toast and a higher badge, without reloading; the panel opens it (marked read, then its page)
 * and marks all read; the mode selector saves the mode; a page cannot open another member's inbox.
 * Run: E2E_PORT=8840 E2E_STATE=.test-state-notify npx vitest run --config vitest.e2e.mts test/e2e/notifications.test.ts
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

/** Opens a page with JavaScript and waits until its Inbox socket said 'ready'. */
async function openListening(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const problems = watchProblems(page)
  const ready = page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/parties/inbox/'), timeout: 30_000 })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"'), timeout: 30_000 }))
  await gotoAndSettle(page, `${baseUrl}${path}`)
  await hydrated(page)
  await ready
  return { page, problems }
}

const unread = async (userId: string) =>
  (await db.query<{ n: number }>(`SELECT count(*) AS n FROM notifications WHERE user_id = '${userId}' AND read = 0`))[0]!.n

async function sendFriendRequest(page: Page, profileId: string) {
  await gotoAndSettle(page, `${baseUrl}/user/${profileId}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add friend', exact: true }).click()
  await page.getByRole('button', { name: 'Cancel request', exact: true }).waitFor()
}

describe('live notifications', () => {
  it('reach the member’s open page as a toast and a badge, without reloading; the panel opens and marks them read', async () => {
    const sam = await db.newMember('Sam Listening')
    const alex = await db.newMember('Alex Reaching Out')
    await db.run(`UPDATE profiles SET profile_visibility = 'members' WHERE user_id IN ('${sam.id}', '${alex.id}')`)

    const samContext = await siteContext(browser, baseUrl, { session: sam.token })
    const { page, problems } = await openListening(samContext, '/events')
    await expect(page.getByTestId('unread-badge').count()).resolves.toBe(0)
    // a mark that a reload would lose
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))

    const alexContext = await siteContext(browser, baseUrl, { session: alex.token })
    const alexPage = await alexContext.newPage()
    await sendFriendRequest(alexPage, sam.id)

    await page.getByText('Alex Reaching Out wants to join your Squad').first().waitFor({ timeout: 15_000 })
    await page.getByText('Accept or decline the request in Squad.').first().waitFor()
    await expect(page.getByTestId('unread-badge').textContent()).resolves.toBe('1')
    await expect(page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).resolves.toBe(true)
    expect(new URL(page.url()).pathname).toBe('/events')
    await page.screenshot({ path: `${SCREENSHOTS}/notification-toast.png` })

    // the panel lists it; opening it marks it read and goes to Squad
    await page
      .getByRole('button', { name: 'Notifications, 1 unread' })
      .or(page.getByRole('link', { name: 'Notifications, 1 unread' }))
      .click()
    const item = page.getByRole('menuitem', { name: /Alex Reaching Out wants to join your Squad/ })
    await item.waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/notification-panel.png` })
    await item.click()
    await page.getByRole('heading', { level: 1, name: 'Squad' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/friends')
    expect(await unread(sam.id)).toBe(0)
    await expect.poll(() => page.getByTestId('unread-badge').count(), { timeout: 15_000 }).toBe(0)

    // two more (cancelled and sent again), then 'Mark all read' in the panel
    await alexPage.getByRole('button', { name: 'Cancel request', exact: true }).click()
    await alexPage.getByRole('button', { name: 'Add friend', exact: true }).waitFor()
    await alexPage.getByRole('button', { name: 'Add friend', exact: true }).click()
    await alexPage.getByRole('button', { name: 'Cancel request', exact: true }).waitFor()
    await expect.poll(() => page.getByTestId('unread-badge').textContent(), { timeout: 15_000 }).toBe('1')
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click()
    // the server's write first, then the test's read: SQLite in two processes, without a busy timeout
    const markedAll = page.waitForResponse(
      (response) => response.url().includes('/notifications') && response.request().method() === 'POST',
    )
    await page.getByRole('menuitem', { name: 'Mark all read' }).click()
    expect((await markedAll).status()).toBe(200)
    await expect.poll(() => page.getByTestId('unread-badge').count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => unread(sam.id), { timeout: 15_000 }).toBe(0)
    expect(problems).toEqual([])
    await alexContext.close()
    await samContext.close()
  })

  it('refuses a socket to another member’s inbox', async () => {
    const sam = await db.newMember('Sam Private Inbox')
    const eve = await db.newMember('Eve Listening In')
    const context = await siteContext(browser, baseUrl, { session: eve.token })
    const page = await context.newPage()
    await gotoAndSettle(page, `${baseUrl}/offline`)
    const outcome = await page.evaluate(
      (room) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/parties/inbox/${room}`)
          ws.onmessage = () => resolve('message')
          ws.onerror = () => resolve('refused')
          ws.onclose = () => resolve('refused')
        }),
      sam.id,
    )
    expect(outcome).toBe('refused')
    await context.close()
  })
})

describe('mode selector', () => {
  it('saves the chosen mode from the avatar menu', async () => {
    const sam = await db.newMember('Sam Choosing')
    const context = await siteContext(browser, baseUrl, { session: sam.token })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/events`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Account menu for Sam Choosing' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Building Community' }).getAttribute('aria-checked')).resolves.toBe('true')
    const saved = page.waitForResponse((response) => response.url().includes('/profile/mode') && response.request().method() === 'POST')
    await page.getByRole('menuitemradio', { name: 'Looking for Love' }).click()
    expect((await saved).status()).toBe(200)
    await expect
      .poll(
        async () => (await db.query<{ user_mode: string }>(`SELECT user_mode FROM profiles WHERE user_id = '${sam.id}'`))[0]!.user_mode,
        {
          timeout: 15_000,
        },
      )
      .toBe('dating')
    await expect(page.getByRole('menuitemradio', { name: 'Looking for Love' }).getAttribute('aria-checked')).resolves.toBe('true')
    expect(problems).toEqual([])
    await context.close()
  })
})
