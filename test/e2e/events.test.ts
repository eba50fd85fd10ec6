import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, SCREENSHOTS, gotoAndSettle, hydrated, openPage, siteContext } from './browser'
import { testDb } from './local-db'

/**
 * Events in Chromium, as a member would use them: creating one through the form (the city
 * chosen in its combobox), answering 'Going' on its page, finding it in the list and the
 * calendar by keyboard, and the same form without JavaScript.
 * Run: E2E_PORT=8806 E2E_STATE=.test-state-events npx vitest run --config vitest.e2e.mts test/e2e/events.test.ts
 */
const baseUrl = inject('baseUrl')
const browser = chromiumForFile()
const db = testDb()

const open = (context: BrowserContext, path: string, js = true) => openPage(context, baseUrl, path, js)
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })

/** A day about five weeks ahead (YYYY-MM-DD), clear of any month's edge problems for the test. */
const day = new Date(Date.now() + 35 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

describe('events', () => {
  for (const js of [true, false]) {
    it(`filters the list and the calendar through the URL ${js ? 'with' : 'without'} JavaScript`, async () => {
      const context = await siteContext(browser(), baseUrl, { javaScriptEnabled: js })
      const { page, problems } = await open(context, '/events', js)
      await page.getByLabel('Type', { exact: true }).selectOption('party')
      await page.getByLabel('Price', { exact: true }).selectOption('free')
      await page.getByRole('button', { name: 'Show events' }).click()
      await page.waitForURL(/[?&]type=party/)
      const url = new URL(page.url())
      expect(url.searchParams.get('price')).toBe('free')
      // every card the list shows is a free party, as the database says. With JavaScript the URL
      // changes before React commits the new list, so the list is read until it is the new one
      const listsFreeParties = async () => {
        const listed = await page
          .locator('main a[href^="/events/"]')
          .evaluateAll((links) => links.map((a) => /^\/events\/(\d+)$/.exec(a.getAttribute('href') ?? '')?.[1]).filter(Boolean))
        if (!listed.length) return false
        const rows = await db.query<{ slug: string; is_free: number }>(
          `SELECT t.slug, e.is_free FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.id IN (${listed.join(',')})`,
        )
        return rows.length === new Set(listed).size && rows.every((r) => r.slug === 'party' && r.is_free === 1)
      }
      await expect.poll(listsFreeParties, { timeout: 10_000 }).toBe(true)
      // the calendar keeps the filters
      await page.getByRole('link', { name: 'Calendar', exact: true }).click()
      await page.waitForURL(/view=calendar/)
      expect(new URL(page.url()).searchParams.get('type')).toBe('party')
      await page.getByRole('table').first().waitFor()
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('lets a member create an event with the form, answer Going, and find it in the list and the calendar', async () => {
    const member = await db.newMember('Event Maker')
    const context = await siteContext(browser(), baseUrl, { session: member.token })
    const { page, problems } = await open(context, '/events/new')
    await page.getByLabel('Title').fill('Rainbow Knitting Circle')
    await page.getByLabel('Date', { exact: true }).fill(day)
    await page.getByLabel('Starts at').fill('18:30')
    await page.getByLabel('Ends at').fill('20:00')
    const city = page.getByRole('combobox', { name: 'City' })
    await city.fill('Berli')
    await page
      .getByRole('option', { name: /^Berlin/ })
      .first()
      .click()
    await page.getByLabel('Places').fill('12')
    await shot(page, 'events-new')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(/\/events\/\d+$/)
    await page.getByRole('heading', { level: 1, name: 'Rainbow Knitting Circle' }).waitFor()
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const [row] = await db.query<{ timezone: string; local_date: string; capacity: number }>(
      `SELECT timezone, local_date, capacity FROM events WHERE id = ${id}`,
    )
    expect(row).toEqual({ timezone: 'Europe/Berlin', local_date: day, capacity: 12 })
    await expect(page.locator('time').first().textContent()).resolves.toContain('6:30')

    await page.getByRole('button', { name: 'Going', exact: true }).click()
    await page.getByText('You’re going.').waitFor()
    await expect(page.getByText('11 of 12 places left').count()).resolves.toBe(1)
    await shot(page, 'events-detail-going')

    // the list shows it with the member's answer; the calendar reaches it by keyboard
    await gotoAndSettle(page, `${baseUrl}/events?q=knitting`)
    const card = page.getByRole('listitem').filter({ hasText: 'Rainbow Knitting Circle' })
    await expect(card.getByText('Attending').count()).resolves.toBe(1)
    await gotoAndSettle(page, `${baseUrl}/events?view=calendar&month=${day.slice(0, 7)}&q=knitting`)
    await hydrated(page)
    const link = page.getByRole('link', { name: /Rainbow Knitting Circle/ })
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/events/${id}$`))
    expect(problems).toEqual([])
    await context.close()
  })

  it('lets a member make a weekly series, then change one date and all the later ones', async () => {
    const member = await db.newMember('Series Maker')
    const context = await siteContext(browser(), baseUrl, { session: member.token })
    const { page, problems } = await open(context, '/events/new')
    await page.getByLabel('Title').fill('Queer Swim Night')
    await page.getByLabel('Date', { exact: true }).fill(day)
    await page.getByLabel('Starts at').fill('20:00')
    await page.getByLabel('Ends at').fill('21:30')
    await page.getByRole('combobox', { name: 'City' }).fill('Berli')
    await page
      .getByRole('option', { name: /^Berlin/ })
      .first()
      .click()
    // the rule's details appear once it repeats
    await expect(page.getByLabel('Number of dates', { exact: true }).isVisible()).resolves.toBe(false)
    await page.getByLabel('Repeats').selectOption('weekly')
    await page.getByLabel('Number of dates', { exact: true }).fill('3')
    await shot(page, 'events-new-series')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(/\/events\/\d+$/)
    const first = Number(new URL(page.url()).pathname.split('/').pop())
    const dates = await db.query<{ id: number; local_date: string }>(
      `SELECT id, local_date FROM events WHERE series_id = (SELECT series_id FROM events WHERE id = ${first}) ORDER BY starts_at`,
    )
    expect(dates.map((d) => d.local_date)).toEqual(
      [0, 7, 14].map((n) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10)),
    )
    await page.getByText(/Every week on \w+day, 3 dates in all/).waitFor()

    // the second date, and the one after it, get a new title
    await page.locator(`a[href="/events/${dates[1]!.id}"]`).click()
    await page.waitForURL(new RegExp(`/events/${dates[1]!.id}$`))
    // the second date's own link: the URL changes before React shows the new page
    await page.locator(`a[href="/events/${dates[1]!.id}/edit"]`).click()
    await page.waitForURL(new RegExp(`/events/${dates[1]!.id}/edit$`))
    await page.getByLabel('Title').fill('Queer Swim Night (new pool)')
    // the edit form's choice (the cancel form below has its own)
    await page.getByLabel('This date and the later one of the series').first().check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(new RegExp(`/events/${dates[1]!.id}$`))
    const titles = await db.query<{ title: string }>(
      `SELECT title FROM events WHERE id IN (${dates.map((d) => d.id).join(',')}) ORDER BY starts_at`,
    )
    expect(titles.map((r) => r.title)).toEqual(['Queer Swim Night', 'Queer Swim Night (new pool)', 'Queer Swim Night (new pool)'])
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: a refused form says why at the field, a valid one creates the event', async () => {
    const member = await db.newMember('No Script')
    const context = await siteContext(browser(), baseUrl, { session: member.token, javaScriptEnabled: false })
    const { page } = await open(context, '/events/new', false)
    await page.getByLabel('Title').fill('Quiet Reading Hour')
    await page.getByLabel('Date', { exact: true }).fill(day)
    await page.getByLabel('Starts at').fill('11:00')
    await page.getByLabel('Ends at').fill('10:00')
    await page.getByRole('combobox', { name: 'City' }).fill('Berlin')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('The end must come after the start.').first().waitFor()
    await page.getByLabel('Ends at').fill('12:00')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(/\/events\/\d+$/)
    await page.getByRole('heading', { level: 1, name: 'Quiet Reading Hour' }).waitFor()
    await context.close()
  })
})
