import type { BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, openPage, siteContext } from './browser'
import { stripedPngWithGpsNote } from './images'
import { testDb } from './local-db'

/**
 * Creating a crew in Chromium: the creation dialog on /groups (a refusal said in the dialog,
 * then a private, unlisted crew with a cover lands on its page), and the page form without
 * JavaScript.
 * Run: E2E_PORT=8872 E2E_STATE=.test-state-cc npx vitest run --config vitest.e2e.mts test/e2e/crews-create.test.ts
 */
const baseUrl = inject('baseUrl')
const browser = chromiumForFile()
const db = testDb()

const open = (context: BrowserContext, path: string, js = true) => openPage(context, baseUrl, path, js)
const cover = () =>
  stripedPngWithGpsNote(30, 10, [
    [117, 7, 135],
    [0, 77, 255],
    [0, 128, 38],
  ])

describe('creating a crew', () => {
  it('through the dialog: a refusal says why, then a private crew with its cover opens on its page', async () => {
    const member = await db.newMember('Crew Founder')
    const context = await siteContext(browser(), baseUrl, { session: member.token })
    const { page, problems } = await open(context, '/groups')
    await page.getByRole('link', { name: 'Create a crew', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a crew' })
    await dialog.waitFor()
    const name = `Night Owls ${Date.now()}`
    await dialog.getByLabel('Name', { exact: true }).fill('No')
    await dialog.getByRole('button', { name: 'Create crew', exact: true }).click()
    await dialog.getByText('The name needs at least 3 characters.').first().waitFor()
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Description', { exact: true }).fill('Late walks and quiet talks for night owls.')
    await dialog.getByLabel('Category', { exact: true }).selectOption('wellness')
    await dialog.getByRole('radio', { name: /^Private/ }).check()
    await dialog.getByRole('checkbox', { name: /^Show a private crew on the crews list/ }).uncheck()
    await dialog.getByLabel(/^Cover image/).setInputFiles({ name: 'owls.png', mimeType: 'image/png', buffer: cover() })
    await dialog.getByLabel(/^First rules/).fill('Be kind\nNo photos without asking')
    const answer = page.waitForResponse((r) => r.url().includes('/groups/new') && r.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Create crew', exact: true }).click()
    await answer
    await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    const [crew] = await db.query<{
      id: string
      visibility: string
      listed: number
      category: string
      image_url: string
      member_count: number
    }>(`SELECT id, visibility, listed, category, image_url, member_count FROM community_groups WHERE created_by = '${member.id}'`)
    expect(crew).toMatchObject({ visibility: 'private', listed: 0, category: 'wellness', member_count: 1 })
    expect(page.url()).toBe(`${baseUrl}/groups/${crew!.id}`)
    const rules = await db.query<{ title: string }>(`SELECT title FROM group_rules WHERE group_id = '${crew!.id}' ORDER BY position`)
    expect(rules.map((r) => r.title)).toEqual(['Be kind', 'No photos without asking'])
    const file = await page.request.get(`${baseUrl}${crew!.image_url}`)
    expect(file.status()).toBe(200)
    expect((await file.body()).toString('latin1')).not.toContain('GPS')
    expect(problems).toEqual([])
    await context.close()
  })

  it('without JavaScript: Create a crew is the page form, and a valid crew lands on its page', async () => {
    const member = await db.newMember('Plain Founder')
    const context = await siteContext(browser(), baseUrl, { session: member.token, javaScriptEnabled: false })
    const { page } = await open(context, '/groups', false)
    await page.getByRole('link', { name: 'Create a crew', exact: true }).click()
    await page.waitForURL(/\/groups\/new$/)
    const name = `Plain Readers ${Date.now()}`
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Description', { exact: true }).fill('We read out loud, slowly, together.')
    await page.getByRole('button', { name: 'Create crew', exact: true }).click()
    await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    const [crew] = await db.query<{ visibility: string; category: string }>(
      `SELECT visibility, category FROM community_groups WHERE created_by = '${member.id}'`,
    )
    expect(crew).toEqual({ visibility: 'public', category: 'social' })
    await context.close()
  })
})
