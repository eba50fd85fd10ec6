import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, gotoAndSettle, hydrated, siteContext } from './browser'
import { testDb } from './local-db'

/**
 * Crews in Chromium, by keyboard: a member joins a public crew and asks to join a private
 * listed one (the plain forms of the crew page), and sees the answer on the page and in the
 * database.
 * Run: E2E_PORT=8871 E2E_STATE=.test-state-a npx vitest run --config vitest.e2e.mts test/e2e/crews.test.ts
 */
const baseUrl = inject('baseUrl')
const browser = chromiumForFile()
const db = testDb()

describe('crews', () => {
  it('joins a public crew and requests a private one by keyboard', async () => {
    const member = await db.newMember('Crew Keyboardist')
    const [open] = await db.query<{ id: string; name: string }>(
      "SELECT id, name FROM community_groups WHERE visibility = 'public' AND hidden_at IS NULL ORDER BY id LIMIT 1",
    )
    const [closed] = await db.query<{ id: string; name: string }>(
      "SELECT id, name FROM community_groups WHERE visibility = 'private' AND listed = 1 AND hidden_at IS NULL ORDER BY id LIMIT 1",
    )
    const context = await siteContext(browser(), baseUrl, { session: member.token })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))

    await gotoAndSettle(page, `${baseUrl}/groups/${open!.id}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: open!.name }).waitFor()
    await page.getByRole('button', { name: 'Join crew', exact: true }).focus()
    const joined = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/groups/${open!.id}`))
    await page.keyboard.press('Enter')
    await joined
    await page.getByText('You are a member (Member).').waitFor()
    await expect
      .poll(
        async () =>
          (
            await db.query<{ status: string }>(
              `SELECT status FROM group_members WHERE group_id = '${open!.id}' AND user_id = '${member.id}'`,
            )
          )[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('active')

    await gotoAndSettle(page, `${baseUrl}/groups/${closed!.id}`)
    await hydrated(page)
    // a non-member sees the private crew's teaser only
    await page.getByText('This crew is private. Its posts, events and members are for its members only.').waitFor()
    expect(await page.getByRole('heading', { name: 'Crew posts' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Request to join', exact: true }).focus()
    const requested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/groups/${closed!.id}`))
    await page.keyboard.press('Enter')
    await requested
    await page.getByText('Your request is waiting for the crew leaders.').waitFor()
    await page.getByRole('button', { name: 'Cancel request', exact: true }).waitFor()
    await expect
      .poll(
        async () =>
          (
            await db.query<{ status: string }>(
              `SELECT status FROM group_members WHERE group_id = '${closed!.id}' AND user_id = '${member.id}'`,
            )
          )[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('pending')
    expect(problems).toEqual([])
    await context.close()
  }, 60_000)
})
