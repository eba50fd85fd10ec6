import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { SCREENSHOTS, chromiumForFile, gotoAndSettle, hydrated, siteContext, watchProblems } from './browser'
import { testDb } from './local-db'

/**
 * Messaging in Chromium (issue 36), two members in two browser contexts: A opens B's profile,
 * presses Message and sends; B, on /messages, sees it without reloading, then sees A typing; A
 * sees their message read once B has it open. The narrow layout (390 px: list, conversation,
 * back) and sending without JavaScript (a plain form, then the redirect).
 * Run: E2E_PORT=8811 E2E_STATE=.test-state-m3 npx vitest run --config vitest.e2e.mts test/e2e/messaging.test.ts
 */
const baseUrl = inject('baseUrl')
const browser = chromiumForFile()
const db = testDb()
const contexts: BrowserContext[] = []

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()))
})

async function memberContext(token: string, options: Parameters<typeof siteContext>[2] = {}) {
  const context = await siteContext(browser(), baseUrl, { session: token, ...options })
  contexts.push(context)
  return context
}

/** Waits for the open conversation's socket to say 'ready' (started before the navigation that opens it). */
function conversationReady(page: Page) {
  return page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/parties/conversation/'), timeout: 30_000 })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"'), timeout: 30_000 }))
}

const log = (page: Page) => page.getByRole('log')

describe('messaging between two members', () => {
  let a: { id: string; token: string }
  let b: { id: string; token: string }
  let conversationId = ''

  it('A presses Message on B’s profile and sends; B sees it, the typing indicator and the next message without reloading; A sees it read', async () => {
    a = await db.newMember('Avery Messaging')
    b = await db.newMember('Blake Messaging')
    await db.run(`UPDATE profiles SET profile_visibility = 'members' WHERE user_id IN ('${a.id}', '${b.id}')`)

    const aPage = await (await memberContext(a.token)).newPage()
    const aProblems = watchProblems(aPage)
    await gotoAndSettle(aPage, `${baseUrl}/user/${b.id}`)
    await hydrated(aPage)
    // Message opens a composer addressed to B; nothing exists until the first message is sent
    await aPage.getByRole('link', { name: 'Message', exact: true }).click()
    await aPage.waitForURL(/\/messages\?to=/)
    await aPage.getByRole('heading', { level: 2, name: 'Blake Messaging' }).waitFor()
    await expect(db.query(`SELECT 1 FROM conversation_participants WHERE user_id = '${a.id}'`)).resolves.toEqual([])
    const aReady = conversationReady(aPage)
    await aPage.getByRole('textbox', { name: 'Message' }).fill('Hello Blake, first message')
    await aPage.getByRole('button', { name: 'Send', exact: true }).click()
    await aPage.waitForURL(/\/messages\?conversation=/)
    conversationId = new URL(aPage.url()).searchParams.get('conversation')!
    expect(conversationId).toBeTruthy()
    await aReady
    await log(aPage).getByText('Hello Blake, first message').waitFor()
    const composer = aPage.getByRole('textbox', { name: 'Message' })
    // acknowledged by the room: the entry is no longer 'sending'
    await aPage.locator('[data-status="sent"], [data-status="delivered"], [data-status="read"]').first().waitFor({ timeout: 15_000 })

    // B opens /messages: the conversation is listed with its preview, and opens beside the list
    const bPage = await (await memberContext(b.token)).newPage()
    const bProblems = watchProblems(bPage)
    await gotoAndSettle(bPage, `${baseUrl}/messages`)
    await hydrated(bPage)
    const row = bPage.getByRole('link', { name: /Avery Messaging/ })
    await row.getByText('Hello Blake, first message').waitFor()
    const bReady = conversationReady(bPage)
    await row.click()
    await bPage.waitForURL(/\/messages\?conversation=/)
    await bReady
    await log(bPage).getByText('Hello Blake, first message').waitFor()
    await bPage.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))

    // A reads 'Read' once B has the conversation open
    await aPage.locator('[data-status="read"]').first().waitFor({ timeout: 15_000 })

    // A types: B sees the indicator
    await composer.pressSequentially('Still there', { delay: 20 })
    await bPage.getByText('Avery Messaging is typing…').waitFor({ timeout: 10_000 })
    await bPage.screenshot({ path: `${SCREENSHOTS}/messaging-typing.png` })
    // A sends: B sees it appear without a reload, and the indicator goes
    await composer.press('Enter')
    await log(bPage).getByText('Still there').waitFor({ timeout: 15_000 })
    await expect(bPage.getByTestId('typing').textContent()).resolves.toBe('')
    await expect(bPage.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).resolves.toBe(true)
    // each message once
    await expect(log(bPage).getByText('Still there').count()).resolves.toBe(1)
    await expect(log(aPage).getByText('Hello Blake, first message').count()).resolves.toBe(1)
    await aPage.screenshot({ path: `${SCREENSHOTS}/messaging-conversation.png` })

    expect(aProblems).toEqual([])
    expect(bProblems).toEqual([])
  })

  it('below 768 px shows one pane at a time: the list, the conversation, and back', async () => {
    const page = await (await memberContext(b.token, { viewport: { width: 390, height: 844 } })).newPage()
    await gotoAndSettle(page, `${baseUrl}/messages`)
    await hydrated(page)
    const row = page.getByRole('link', { name: /Avery Messaging/ })
    await row.waitFor()
    await page.getByRole('link', { name: /Avery Messaging/ }).click()
    await page.waitForURL(/\/messages\?conversation=/)
    await log(page).getByText('Still there').waitFor()
    // the list is gone from this width; the way back is there
    await expect(page.getByTestId('conversation-list').isVisible()).resolves.toBe(false)
    await page.screenshot({ path: `${SCREENSHOTS}/messaging-narrow.png` })
    await page.getByRole('link', { name: 'Back to conversations' }).click()
    await page.waitForURL((url) => url.pathname === '/messages' && !url.searchParams.has('conversation'))
    await page.getByTestId('conversation-list').waitFor()
    await expect(log(page).count()).resolves.toBe(0)
  })

  it('sends without JavaScript through the plain form and shows the message after the redirect', async () => {
    const page = await (await memberContext(b.token, { javaScriptEnabled: false })).newPage()
    await gotoAndSettle(page, `${baseUrl}/messages?conversation=${conversationId}`)
    await log(page).getByText('Hello Blake, first message').waitFor()
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent without JavaScript')
    await Promise.all([page.waitForURL(/\/messages\?conversation=/), page.getByRole('button', { name: 'Send', exact: true }).click()])
    await log(page).getByText('Sent without JavaScript').waitFor()
    // posting the same form again (the browser's resubmission) sends it once
    await expect(log(page).getByText('Sent without JavaScript').count()).resolves.toBe(1)
  })
  it('reports one message from its menu (a dialog) and the whole conversation without JavaScript; the reports hold copies of the messages', async () => {
    const page = await (await memberContext(b.token)).newPage()
    const problems = watchProblems(page)
    const ready = conversationReady(page)
    await gotoAndSettle(page, `${baseUrl}/messages?conversation=${conversationId}`)
    await hydrated(page)
    await ready
    const message = log(page).getByTestId('message').filter({ hasText: 'Hello Blake, first message' })
    await message.hover()
    await message.getByRole('button', { name: 'Message options' }).click()
    await page.getByRole('menuitem', { name: 'Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report this message' })
    await dialog.waitFor()
    await dialog.getByLabel('Reason').selectOption('harassment')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await page.getByText('Thanks for your report').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    const [messageReport] = await db.query<{ id: string; target_type: string; target_id: string }>(
      `SELECT id, target_type, target_id FROM reports WHERE reporter_id = '${b.id}' AND target_type = 'message'`,
    )
    expect(messageReport).toBeTruthy()
    const copies = await db.query<{ content: string; sender_id: string }>(
      `SELECT content, sender_id FROM reported_messages WHERE report_id = '${messageReport!.id}'`,
    )
    expect(copies).toEqual([{ content: 'Hello Blake, first message', sender_id: a.id }])
    // B's own messages have no 'Report' in their menu
    const own = log(page).getByTestId('message').filter({ hasText: 'Sent without JavaScript' })
    await own.hover()
    await own.getByRole('button', { name: 'Message options' }).click()
    await expect(page.getByRole('menuitem', { name: 'Report' }).count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
    expect(problems).toEqual([])

    // without JavaScript: the header's disclosure holds a plain form, and the answer comes back to the conversation
    const plain = await (await memberContext(b.token, { javaScriptEnabled: false })).newPage()
    await gotoAndSettle(plain, `${baseUrl}/messages?conversation=${conversationId}`)
    await plain.locator('header summary', { hasText: 'Report' }).click()
    await plain.getByLabel('Reason').selectOption('spam')
    await Promise.all([plain.waitForURL(/\/messages\?conversation=/), plain.getByRole('button', { name: 'Send report' }).click()])
    await log(plain).getByText('Hello Blake, first message').waitFor()
    const conversationReports = await db.query<{ copies: number }>(
      `SELECT (SELECT COUNT(*) FROM reported_messages m WHERE m.report_id = r.id) AS copies
       FROM reports r WHERE r.reporter_id = '${b.id}' AND r.target_type = 'conversation' AND r.target_id = '${conversationId}'`,
    )
    expect(conversationReports).toHaveLength(1)
    expect(conversationReports[0]!.copies).toBeGreaterThanOrEqual(3)
  })
})
