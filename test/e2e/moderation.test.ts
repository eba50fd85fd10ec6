import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, hydrated, launchChromium, SCREENSHOTS, siteContext, watchProblems } from './browser'
import { testDb } from './local-db'

/**
 * The moderation queue in Chromium (issue 41): a member reports a post (the report page, as
 * without JavaScript), a moderator finds the case in /admin/reports, is stopped by the form's
 * own check when a reason is missing, decides (hide, with a reason), and the reporter reads the
 * outcome in their notifications; the author reads what was done and why and appeals once.
 * Run: E2E_PORT=8873 E2E_STATE=.test-state-moderation npx vitest run --config vitest.e2e.mts test/e2e/moderation.test.ts
 */
const baseUrl = inject('baseUrl')
let browser: Browser
const db = testDb()

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('a report through the queue', () => {
  it('goes from a member to a moderator’s decision, which the reporter and the author read', async () => {
    const author = await db.newMember('Avery Author')
    const reporter = await db.newMember('Riley Reporter')
    const moderator = await db.newMember('Morgan Moderates', { role: 'moderator' })
    const postId = crypto.randomUUID()
    const words = `Words the reporter finds hateful ${postId.slice(0, 8)}`
    await db.run(
      `INSERT INTO community_posts (id, user_id, content, visibility) VALUES ('${postId}', '${author.id}', '${words}', 'public')`,
    )

    // the reporter: the report page (what 'Report' leads to without JavaScript)
    const reporting = await siteContext(browser, baseUrl, { javaScriptEnabled: false, session: reporter.token })
    const form = await reporting.newPage()
    await form.goto(`${baseUrl}/reports/new?targetType=post&targetId=${postId}&redirectTo=${encodeURIComponent(`/feed/${postId}`)}`)
    await form.getByLabel('Reason').selectOption('hate_speech')
    await form.getByLabel('Details (optional)').fill('Slurs in the second sentence.')
    await Promise.all([form.waitForURL(`${baseUrl}/feed/${postId}`), form.getByRole('button', { name: 'Send report' }).click()])

    // the moderator: the queue, the case, a refused submit, the decision
    const staff = await siteContext(browser, baseUrl, { session: moderator.token })
    const page = await staff.newPage()
    const problems = watchProblems(page)
    await gotoAndSettle(page, `${baseUrl}/admin/reports`)
    await hydrated(page)
    await page.getByRole('link', { name: words }).click()
    await page.getByRole('heading', { level: 1, name: 'Reported post' }).waitFor()
    await page.getByText('Slurs in the second sentence.').waitFor()
    await page.getByLabel('Hide').check()
    await page.getByRole('button', { name: 'Decide', exact: true }).click()
    // the browser's own check: no reason for the action chosen, nothing sent
    await page.getByText('Give a reason for each action you chose.').first().waitFor()
    expect(page.url()).toContain(`/admin/reports/post/${postId}`)
    await page.locator('#decision-reason-hide').fill('Hate speech is not allowed on Haven.')
    await Promise.all([page.waitForURL(`${baseUrl}/admin/reports`), page.getByRole('button', { name: 'Decide', exact: true }).click()])
    await page.getByText('Decision recorded', { exact: true }).waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/moderation-queue.png`, fullPage: true })
    expect(problems).toEqual([])
    const [post] = await db.query<{ hidden: number }>(`SELECT hidden FROM community_posts WHERE id = '${postId}'`)
    expect(post!.hidden).toBe(1)

    // the reporter reads the outcome, without the moderator's name
    const told = await reporting.newPage()
    await told.goto(`${baseUrl}/notifications`)
    await told.getByText('Your report was reviewed').first().waitFor()
    await told.getByText('Thank you. We reviewed the post you reported and took action.').first().waitFor()
    expect(await told.content()).not.toContain('Morgan Moderates')

    // the author: the notice leads to the decision, which they appeal once
    const authoring = await siteContext(browser, baseUrl, { session: author.token })
    const mine = await authoring.newPage()
    await gotoAndSettle(mine, `${baseUrl}/notifications`)
    await hydrated(mine)
    await mine.getByText('A moderator acted on your post').first().click()
    await mine.getByRole('heading', { level: 1, name: 'A moderation decision' }).waitFor()
    expect(mine.url()).toMatch(/\/moderation\/[0-9a-f-]{36}$/)
    await mine.getByText('Hate speech is not allowed on Haven.').waitFor()
    await mine.getByLabel('Your appeal').fill('It was a quote from a news report about hate speech.')
    await mine.getByRole('button', { name: 'Send appeal' }).click()
    await mine.getByText('Your appeal was received. A moderator will answer.').waitFor()
    await expect(mine.getByRole('button', { name: 'Send appeal' }).count()).resolves.toBe(0)
    await Promise.all([reporting.close(), staff.close(), authoring.close()])
  })
})
